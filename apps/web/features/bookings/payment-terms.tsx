// What paying means, said before the customer pays: until when cancelling is free (on the job's
// province clock), what a late cancellation keeps, and whether the card is held now or later.
import { cancellationTerms, FULL_REFUND_HOURS_BEFORE_START } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { Formatter } from '@hearth/shared/format';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';

/**
 * A job further ahead than this is not held at booking: the card is saved and held this many days
 * before the start, because a card hold lapses after about a week. It mirrors the API's
 * CARD_HOLD_LEAD_DAYS default and only chooses the wording here; the API decides what happens.
 */
export const CARD_HOLD_LEAD_DAYS = 5;

type TermsTranslator = ReturnType<typeof useTranslations<'payment.terms'>>;

/** Until when cancelling is free and what it refunds after, for a job starting at `startsAt`. */
export function cancellationTermsText(startsAt: Date, province: ProvinceCode, t: TermsTranslator, format: Formatter, now: Date = new Date()): string {
  const { freeUntil, lateRefundPercent } = cancellationTerms(startsAt);
  const percent = format.percent(lateRefundPercent / 100);
  if (freeUntil.getTime() <= now.getTime()) return t('within', { hours: FULL_REFUND_HOURS_BEFORE_START, percent });
  return t('freeUntil', { date: format.bookingDateTime(freeUntil, province), percent });
}

/** When the card is held: now for a job within the hold lead, otherwise in the days before it. */
export function cardHoldText(startsAt: Date, t: TermsTranslator, now: Date = new Date()): string {
  return startsAt.getTime() - now.getTime() > CARD_HOLD_LEAD_DAYS * 86_400_000 ? t('cardSavedLater') : t('cardHeldNow');
}

export function PaymentTerms({ startsAt, province, className }: { startsAt: Date; province: ProvinceCode; className?: string }) {
  const t = useTranslations('payment.terms');
  const format = useFormat();
  return (
    <div className={clsx('space-y-1 text-xs text-muted', className)}>
      <p>{cardHoldText(startsAt, t)}</p>
      <p>
        {cancellationTermsText(startsAt, province, t, format)}{' '}
        <Link href={paths.content.refundPolicy()} className="underline">
          {t('refundPolicy')}
        </Link>
      </p>
    </div>
  );
}
