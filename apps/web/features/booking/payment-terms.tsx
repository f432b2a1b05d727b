// What paying means, said before the customer pays: until when cancelling is free (on the job's
// province clock), what a late cancellation keeps, and whether the card is held now or later.
import { cancellationTerms, FULL_REFUND_HOURS_BEFORE_START } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import clsx from 'clsx';
import Link from 'next/link';
import { paths } from '@/lib/paths';
import { formatBookingDateTime } from './booking-time';

/**
 * A job further ahead than this is not held at booking: the card is saved and held this many days
 * before the start, because a card hold lapses after about a week. It mirrors the API's
 * CARD_HOLD_LEAD_DAYS default and only chooses the wording here; the API decides what happens.
 */
export const CARD_HOLD_LEAD_DAYS = 5;

/** Until when cancelling is free and what it refunds after, for a job starting at `startsAt`. */
export function cancellationTermsText(startsAt: Date, province: ProvinceCode, now: Date = new Date()): string {
  const { freeUntil, lateRefundPercent } = cancellationTerms(startsAt);
  if (freeUntil.getTime() <= now.getTime()) {
    return `This booking starts within ${FULL_REFUND_HOURS_BEFORE_START} hours: cancelling is free until a professional accepts it; after that it refunds ${lateRefundPercent}%.`;
  }
  return `Free cancellation until ${formatBookingDateTime(freeUntil, province)}. After that, once a professional has accepted, cancelling refunds ${lateRefundPercent}%. No refund once the job has started.`;
}

/** When the card is held: now for a job within the hold lead, otherwise in the days before it. */
export function cardHoldText(startsAt: Date, now: Date = new Date()): string {
  return startsAt.getTime() - now.getTime() > CARD_HOLD_LEAD_DAYS * 86_400_000
    ? 'Your card is saved now and held in the days before the job.'
    : 'Your card is authorised now and charged when the job is done.';
}

export function PaymentTerms({ startsAt, province, className }: { startsAt: Date; province: ProvinceCode; className?: string }) {
  return (
    <div className={clsx('space-y-1 text-xs text-muted', className)}>
      <p>{cardHoldText(startsAt)}</p>
      <p>
        {cancellationTermsText(startsAt, province)}{' '}
        <Link href={paths.content.refundPolicy()} className="underline">
          Refund policy
        </Link>
      </p>
    </div>
  );
}
