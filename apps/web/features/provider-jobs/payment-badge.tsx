// Whether the customer's card is held for a job (secured) or only saved for a hold placed in the
// days before it (pending): a provider can tell which jobs are certain to be paid.
import clsx from 'clsx';
import { Clock, ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';

export function PaymentBadge({ secured }: { secured: boolean }) {
  const t = useTranslations('provider.paymentBadge');
  const Icon = secured ? ShieldCheck : Clock;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        secured ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {secured ? t('secured') : t('pending')}
    </span>
  );
}
