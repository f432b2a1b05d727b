// A booking's money, line by line as a receipt shows it: subtotal, discount, each sales tax with
// its rate, total (and, once the payment is settled, what was charged and refunded), in CAD.
import type { BookingAmounts } from '@hearth/shared/booking';
import { formatTaxRate } from '@hearth/shared/tax';
import clsx from 'clsx';
import { formatCad } from '@/features/catalog/format';

interface BookingAmountsProps {
  amounts: BookingAmounts;
  discountCode?: string | null;
  refundedCents?: number;
  /** What the card was actually charged; shown once something was. */
  chargedCents?: number;
  className?: string;
}

export function BookingAmountsList({ amounts, discountCode, refundedCents = 0, chargedCents = 0, className }: BookingAmountsProps) {
  return (
    <dl className={clsx('space-y-2 text-sm', className)}>
      <Line label="Subtotal" value={formatCad(amounts.subtotal)} />
      {amounts.discount > 0 && <Line label={discountCode ? `Discount (${discountCode})` : 'Discount'} value={`−${formatCad(amounts.discount)}`} tone="success" />}
      {amounts.taxes.map((tax) => (
        <Line key={tax.name} label={`${tax.name} (${formatTaxRate(tax.rate)})`} value={formatCad(tax.amount)} />
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-ink">
        <dt>Total</dt>
        <dd>{formatCad(amounts.total)}</dd>
      </div>
      {chargedCents > 0 && <Line label="Charged" value={formatCad(chargedCents)} tone="strong" />}
      {refundedCents > 0 && <Line label="Refunded" value={`−${formatCad(refundedCents)}`} tone="success" />}
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
