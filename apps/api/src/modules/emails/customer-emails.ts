// The emails a customer gets about a booking, one function each. Each is called inside the
// transaction that makes the change it reports, and enqueues the email on the outbox there: the
// email goes out if and only if the change commits.
import { createElement, type ReactElement } from 'react';
import { and, desc, eq } from 'drizzle-orm';
import { cancellationTerms, customerRefund } from '@hearth/shared/booking';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingRefunds, invoices } from '../../db/schema';
import type { EmailAttachment } from './attachments';
import { formatterFor } from '@hearth/shared/format';
import { messagesFor, webLink, type Catalogue, type Locale } from '../../i18n';
import type { ProfessionalCard } from '@hearth/shared/professionals/wire';
import { professionalCard } from '../professionals';
import { bookingWithCustomer, footerFor, jobFacts, localWhen, money, priceLines, taxLines } from './facts';
import type { MoneyLine } from './layout';
import { renderEmail } from './render';
import { BookingCancelled, BookingConfirmation, JobCompleted, ProfessionalAssigned, ProfessionalReleased, Receipt, RefundIssued, RescheduleNotice } from './templates';

type Loaded = NonNullable<Awaited<ReturnType<typeof bookingWithCustomer>>>;

/** Loads the booking and its customer, renders the template the builder returns, and enqueues it. */
async function sendToCustomer(
  ctx: AppContext,
  tx: Tx,
  bookingId: string,
  build: (
    loaded: Loaded,
    common: { locale: Locale; firstName: string; footer: Awaited<ReturnType<typeof footerFor>> },
    t: Catalogue,
  ) => Promise<{ subject: string; element: ReactElement; attachments?: EmailAttachment[] } | null>,
) {
  const loaded = await bookingWithCustomer(tx, bookingId);
  if (!loaded) return;
  const { locale } = loaded;
  const footer = await footerFor(tx, ctx.config, 'customer', locale);
  const message = await build(loaded, { locale, firstName: loaded.customer.firstName, footer }, messagesFor(locale));
  if (!message) return;
  const { html, text } = await renderEmail(message.element);
  await ctx.outbox.enqueue(tx, 'email', { to: loaded.customer.email, subject: message.subject, text, html, ...(message.attachments?.length ? { attachments: message.attachments } : {}) });
}

/** The booking is open (its card held or saved): what, when, where, the price with each tax, how paying and cancelling work, and a calendar file. */
export async function emailBookingConfirmed(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    const m = t.confirmation;
    const total = money(b.totalCents, locale);
    const payment =
      b.paymentStatus === 'authorized'
        ? m.held(total)
        : `${m.saved(total, b.holdAttemptAt ? localWhen(b.holdAttemptAt, b.province, locale) : null)}${b.cardUpdateDeadline ? m.cardDeadline(localWhen(b.cardUpdateDeadline, b.province, locale)) : ''}`;
    const { freeUntil, lateRefundPercent } = cancellationTerms(b.startsAt);
    const late = customerRefund({ totalCents: b.totalCents, startsAt: b.startsAt, started: false, assigned: true, now: freeUntil });
    const lateTerms = m.lateTerms(lateRefundPercent, money(late.refundCents, locale));
    const cancellation = freeUntil > new Date() ? [m.freeUntil(localWhen(freeUntil, b.province, locale)), m.afterThat(lateTerms)] : [m.freeWhileOpen, m.within24h(lateTerms)];
    return {
      subject: m.subject(serviceName),
      element: createElement(BookingConfirmation, { ...common, job: jobFacts(ctx.config, b, serviceName, locale), price: priceLines(b, serviceName, locale), payment, cancellation }),
      attachments: [{ kind: 'ics', bookingId: b.id }],
    };
  });
}

/** "Kwame B.": enough to recognise the professional at the door, no more. */
export function shortName(u: { firstName: string; lastName: string }, locale: Locale = 'en') {
  const initial = u.lastName.trim().charAt(0);
  return `${u.firstName.trim() || messagesFor(locale).assigned.yourProfessional}${initial ? ` ${initial.toUpperCase()}.` : ''}`;
}

/** A professional took the booking (accepted it, or was assigned by Hearth): who, and how others rated them. */
export async function emailProfessionalAssigned(ctx: AppContext, tx: Tx, bookingId: string, opts: { byHearth: boolean }) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    if (!b.providerId) return null;
    const card = await professionalCard({ config: ctx.config, db: tx }, b.providerId, locale);
    const professional = card?.displayName ?? t.assigned.yourProfessional;
    const rating = card && card.rating.count > 0 && card.rating.average !== null ? t.assigned.rating(ratingText(card.rating.average, locale), card.rating.count) : t.assigned.noReviews;
    const badges = card ? (['identity', 'phone', 'insurance'] as const).filter((b) => card.badges[b]).map((b) => t.assigned.badges[b]) : [];
    return {
      subject: t.assigned.subject(professional, serviceName),
      element: createElement(ProfessionalAssigned, {
        ...common,
        job: jobFacts(ctx.config, b, serviceName, locale),
        professional,
        rating,
        badges,
        // Email clients fetch pictures themselves: the URL must be absolute (it is: the API's public address).
        photoUrl: card?.photo?.thumbnail ?? null,
        profileUrl: card ? webLink(ctx.config, locale, card.profilePath) : null,
        byHearth: opts.byHearth,
      }),
    };
  });
}

const ratingText = (average: number, locale: Locale) => formatterFor(locale).number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How notifications name a professional: 'Marcus L. (4.8 ★, 12 reviews)', or new on Hearth. */
export function ratedProfessionalName(card: ProfessionalCard | null, locale: Locale): string {
  const t = messagesFor(locale).assigned;
  if (!card) return t.yourProfessional;
  const { average, count } = card.rating;
  return count > 0 && average !== null ? t.ratedName(card.displayName, ratingText(average, locale), count) : t.newName(card.displayName);
}

/** The professional handed the booking back before it started: it is offered to others again. */
export async function emailProfessionalReleased(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => ({
    subject: t.released.subject(serviceName),
    element: createElement(ProfessionalReleased, { ...common, job: jobFacts(ctx.config, b, serviceName, locale) }),
  }));
}

/** How the customer's proposal to move an assigned job ended: accepted, declined (offered to others at the new time) or expired. */
export async function emailRescheduleOutcome(ctx: AppContext, tx: Tx, bookingId: string, outcome: 'accepted' | 'declined' | 'expired') {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    const m = t.reschedule;
    const texts = {
      accepted: { subject: m.acceptedSubject, title: m.acceptedTitle, body: m.acceptedBody },
      declined: { subject: m.declinedSubject, title: m.declinedTitle, body: m.declinedBody },
      expired: { subject: m.expiredSubject, title: m.expiredTitle, body: m.expiredBody },
    }[outcome];
    return {
      subject: texts.subject(serviceName),
      element: createElement(RescheduleNotice, { ...common, job: jobFacts(ctx.config, b, serviceName, locale), title: texts.title, body: texts.body, action: t.confirmation.view }),
    };
  });
}

/** The job is done: what will be charged and until when a problem can be reported. The receipt follows at capture. */
export async function emailJobCompleted(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    const m = t.completed;
    const due = b.totalCents - b.refundedCents;
    const charge = due > 0 ? m.charge(money(due, locale)) : m.nothing;
    return {
      subject: m.subject(serviceName),
      element: createElement(JobCompleted, {
        ...common,
        job: jobFacts(ctx.config, b, serviceName, locale),
        charge,
        reportBy: b.confirmationEndsAt ? localWhen(b.confirmationEndsAt, b.province, locale) : m.twoDays,
      }),
    };
  });
}

/** The card was charged (the job, or a late-cancellation fee): the amounts and, once issued, the tax invoice as a PDF. */
export async function emailReceipt(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')))
      .orderBy(desc(invoices.issuedAt))
      .limit(1);
    const lines: MoneyLine[] = invoice
      ? [
          { label: t.facts.priceBeforeTax, amount: money(invoice.totalCents - invoice.taxes.reduce((sum, tax) => sum + tax.amount, 0), locale) },
          ...taxLines(invoice.taxes, locale),
          { label: t.facts.totalCharged, amount: money(invoice.totalCents, locale), strong: true },
        ]
      : [{ label: t.facts.totalCharged, amount: money(b.capturedCents, locale), strong: true }];
    const lateFee = b.status === 'cancelled';
    return {
      subject: t.receipt.subject(invoice?.number ?? null),
      element: createElement(Receipt, { ...common, job: jobFacts(ctx.config, b, serviceName, locale), invoiceNumber: invoice?.number ?? null, lines, lateFee }),
      attachments: invoice ? [{ kind: 'invoice', invoiceId: invoice.id }] : [],
    };
  });
}

export type CancelledBy = 'customer' | 'hearth' | 'expired' | 'unheld';

/**
 * The booking was cancelled: by whom, and where the money went. `wasHeld`: a hold was on the card
 * (what is not refunded is then charged as the late-cancellation fee); otherwise the card was only
 * saved and is never charged.
 */
export async function emailBookingCancelled(ctx: AppContext, tx: Tx, bookingId: string, opts: { by: CancelledBy; reason?: string | null; wasHeld: boolean }) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    const m = t.cancelled;
    const refund = b.refundedCents;
    const fee = opts.wasHeld ? b.totalCents - refund : 0;
    const breakdown: MoneyLine[] = opts.wasHeld
      ? [
          { label: m.yourHold, amount: money(b.totalCents, locale) },
          { label: m.released, amount: money(refund, locale), strong: fee === 0 },
          ...(fee > 0 ? [{ label: m.feeCharged, amount: money(fee, locale), strong: true }] : []),
        ]
      : [];
    const outcome = !opts.wasHeld ? m.neverCharged : fee > 0 ? m.withFee(money(refund, locale), money(fee, locale)) : m.fullRefund(money(refund, locale));
    return {
      subject: m.subject,
      element: createElement(BookingCancelled, { ...common, job: jobFacts(ctx.config, b, serviceName, locale), what: m.by[opts.by], reason: opts.reason ?? null, money: breakdown, outcome }),
    };
  });
}

/**
 * Money given back: captured money refunded to the card (sent once the gateway confirmed it, with the
 * credit note when one was issued), or an amount taken off a hold not yet charged.
 */
export async function emailRefundIssued(ctx: AppContext, tx: Tx, refundId: string) {
  const [refund] = await tx.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
  if (!refund) return;
  await sendToCustomer(ctx, tx, refund.bookingId, async ({ booking: b, serviceName, locale }, common, t) => {
    const m = t.refund;
    const amount = money(refund.amountCents, locale);
    const [creditNote] = await tx
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.sourceKey, `refund:${refundId}`), eq(invoices.kind, 'credit_note')));
    const lines =
      b.paymentStatus === 'captured'
        ? [m.toCard(amount, serviceName)]
        : [m.offHold(amount, serviceName), m.newTotal(money(b.totalCents - b.refundedCents, locale), money(b.totalCents - b.refundedCents + refund.amountCents, locale))];
    return {
      subject: m.subject(amount),
      element: createElement(RefundIssued, { ...common, job: jobFacts(ctx.config, b, serviceName, locale), amount, reason: refund.reason, lines, creditNoteNumber: creditNote?.number ?? null }),
      attachments: creditNote ? [{ kind: 'invoice', invoiceId: creditNote.id }] : [],
    };
  });
}
