// The statuses a provider's jobs are filtered by (the keys of ProviderJobCounts), and the chip that
// shows a job's status in words a provider uses ("Accepted", not the customer's "Professional assigned").
import type { ProviderJobCounts } from '@hearth/shared/bookings/wire';
import type { BookingStatus } from '@hearth/shared/booking';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';

export type JobStatus = keyof ProviderJobCounts;

export const JOB_STATUSES = ['accepted', 'in_progress', 'completed', 'cancelled'] as const satisfies readonly JobStatus[];

export function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === 'string' && (JOB_STATUSES as readonly string[]).includes(value);
}

/** A status in the provider's words, in the page's language. */
export function useJobStatusLabel(): (status: BookingStatus) => string {
  const t = useTranslations('provider.jobStatus');
  return (status) => t(status);
}

const TONES: Partial<Record<BookingStatus, string>> = {
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  in_progress: 'bg-amber-50 text-amber-900 ring-amber-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

export function JobStatusChip({ status }: { status: BookingStatus }) {
  const label = useJobStatusLabel();
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200')}>
      {label(status)}
    </span>
  );
}
