// A booking's money, line by line as a receipt shows it: subtotal, discount, each sales tax with
// its rate, total (and, once the payment is settled, what was charged and refunded), in CAD.
import type { BookingAmounts } from '@hearth/shared/booking';
import { formatterFor } from '@hearth/shared/format';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';

interface BookingAmountsProps {
  amounts: BookingAmounts;
  discountCode?: string | null;
  refundedCents?: number;
  /** What the card was actually charged; shown once something was. */
  chargedCents?: number;
  className?: string;
}

export function BookingAmountsList({ amounts, discountCode, refundedCents = 0, chargedCents = 0, className }: BookingAmountsProps) {
  const t = useTranslations('booking.amounts');
  // The formatter itself rather than useFormat (lib/format), whose module also carries the French
  // translations of the shared messages: this list is on service pages' first load (the quick quote).
  const format = formatterFor(useLocale());
  return (
    <dl className={clsx('space-y-2 text-sm', className)}>
      <Line label={t('subtotal')} value={format.money(amounts.subtotal)} />
      {amounts.discount > 0 && <Line label={discountCode ? t('discountCode', { code: discountCode }) : t('discount')} value={`−${format.money(amounts.discount)}`} tone="success" />}
      {amounts.taxes.map((tax) => (
        // Rates are kept in thousandths of a percent (13000 is 13%).
        <Line key={tax.name} label={t('tax', { name: t(`taxNames.${tax.name}`), rate: format.percent(tax.rate / 100_000) })} value={format.money(tax.amount)} />
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-ink">
        <dt>{t('total')}</dt>
        <dd>{format.money(amounts.total)}</dd>
      </div>
      {chargedCents > 0 && <Line label={t('charged')} value={format.money(chargedCents)} tone="strong" />}
      {refundedCents > 0 && <Line label={t('refunded')} value={`−${format.money(refundedCents)}`} tone="success" />}
    </dl>
  );
}

function Line({ label, value, tone }: { label: string; value: string; tone?: 'success' | 'strong' }) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4', tone === 'success' ? 'text-emerald-800' : tone === 'strong' ? 'font-semibold text-ink' : 'text-muted')}>
      <dt>{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
