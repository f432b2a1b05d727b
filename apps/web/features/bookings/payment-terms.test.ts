import { formatterFor } from '@hearth/shared/format';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en';
import fr from '@/messages/fr';
import { cancellationTermsText, cardHoldText, CARD_HOLD_LEAD_DAYS } from './payment-terms';

const DAY = 86_400_000;
const t = createTranslator({ locale: 'en', messages: en, namespace: 'payment.terms' });
const tFr = createTranslator({ locale: 'fr', messages: fr, namespace: 'payment.terms' });
const format = formatterFor('en');

describe('cancellationTermsText', () => {
  it('gives the free-cancellation deadline on the province’s clock', () => {
    // 10:00 in Vancouver on Saturday 28 November; free until the day before at the same time.
    const startsAt = new Date('2026-11-28T18:00:00.000Z');
    expect(cancellationTermsText(startsAt, 'BC', t, format, new Date('2026-11-20T12:00:00.000Z'))).toBe(
      'Free cancellation until Fri, Nov 27, 2026, 10:00 a.m. PST. After that, once a professional has accepted, cancelling refunds 50%. No refund once the job has started.',
    );
  });

  it('switches to the within-24-hours wording once the free deadline has passed', () => {
    const startsAt = new Date('2026-11-28T18:00:00.000Z');
    const justBefore = new Date(startsAt.getTime() - DAY - 60_000);
    const exactly = new Date(startsAt.getTime() - DAY);
    expect(cancellationTermsText(startsAt, 'BC', t, format, justBefore)).toMatch(/^Free cancellation until/);
    expect(cancellationTermsText(startsAt, 'BC', t, format, exactly)).toBe(
      'This booking starts within 24 hours: cancelling is free until a professional accepts it; after that it refunds 50%.',
    );
  });

  it('says it in French with the French date, time zone and percentage', () => {
    const startsAt = new Date('2026-11-28T18:00:00.000Z');
    expect(cancellationTermsText(startsAt, 'QC', tFr, formatterFor('fr'), new Date('2026-11-20T12:00:00.000Z'))).toBe(
      'Annulation gratuite jusqu’au ven. 27 nov. 2026, 13 h 00 HNE. Ensuite, une fois qu’un professionnel a accepté, l’annulation rembourse 50\u00a0%. Aucun remboursement une fois le travail commencé.',
    );
  });
});

describe('cardHoldText', () => {
  it('holds the card now up to the hold lead, and only saves it for a job further ahead', () => {
    const now = new Date('2026-11-20T12:00:00.000Z');
    const atLead = new Date(now.getTime() + CARD_HOLD_LEAD_DAYS * DAY);
    expect(cardHoldText(atLead, t, now)).toBe('Your card is authorised now and charged when the job is done.');
    expect(cardHoldText(new Date(atLead.getTime() + 60_000), t, now)).toBe('Your card is saved now and held in the days before the job.');
  });
});
