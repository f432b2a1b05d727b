// A provider's verification status as admins read it, as a label and a coloured badge.
import type { VerificationStatus } from '@hearth/shared/constants';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';

const TONES: Record<VerificationStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  submitted: 'bg-brand-50 text-brand-800',
  action_required: 'bg-amber-50 text-amber-900',
  approved: 'bg-emerald-50 text-emerald-800',
  rejected: 'bg-red-50 text-red-800',
  suspended: 'bg-red-100 text-red-900',
};

export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const t = useTranslations('admin.providers.verification');
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}>{t(status)}</span>;
}
