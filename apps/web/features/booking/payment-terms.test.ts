import { describe, expect, it } from 'vitest';
import { cancellationTermsText, cardHoldText, CARD_HOLD_LEAD_DAYS } from './payment-terms';

const DAY = 86_400_000;

describe('cancellationTermsText', () => {
  it('gives the free-cancellation deadline on the province’s clock', () => {
    // 10:00 in Vancouver on Saturday 28 November; free until the day before at the same time.
    const startsAt = new Date('2026-11-28T18:00:00.000Z');
    expect(cancellationTermsText(startsAt, 'BC', new Date('2026-11-20T12:00:00.000Z'))).toBe(
      'Free cancellation until Fri, Nov 27, 2026, 10:00 a.m. PST. After that, once a professional has accepted, cancelling refunds 50%. No refund once the job has started.',
    );
  });

  it('switches to the within-24-hours wording once the free deadline has passed', () => {
    const startsAt = new Date('2026-11-28T18:00:00.000Z');
    const justBefore = new Date(startsAt.getTime() - DAY - 60_000);
    const exactly = new Date(startsAt.getTime() - DAY);
    expect(cancellationTermsText(startsAt, 'BC', justBefore)).toMatch(/^Free cancellation until/);
    expect(cancellationTermsText(startsAt, 'BC', exactly)).toBe(
      'This booking starts within 24 hours: cancelling is free until a professional accepts it; after that it refunds 50%.',
    );
  });
});

describe('cardHoldText', () => {
  it('holds the card now up to the hold lead, and only saves it for a job further ahead', () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    const atLead = new Date(now.getTime() + CARD_HOLD_LEAD_DAYS * DAY);
    expect(cardHoldText(atLead, now)).toBe('Your card is authorised now and charged when the job is done.');
    expect(cardHoldText(new Date(atLead.getTime() + 60_000), now)).toBe('Your card is saved now and held in the days before the job.');
  });
});
