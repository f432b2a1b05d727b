// The emails a customer gets about a booking, one function each. Each is called inside the
// transaction that makes the change it reports, and enqueues the email on the outbox there: the
// email goes out if and only if the change commits.
import { createElement, type ReactElement } from 'react';
import { and, avg, count, desc, eq } from 'drizzle-orm';
import { cancellationTerms, customerRefund } from '@hearth/shared/booking';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingRefunds, invoices, reviews, serviceProviders, users } from '../../db/schema';
import type { EmailAttachment } from './attachments';
import { bookingWithCustomer, CUSTOMER_REASON, footerFor, jobFacts, localWhen, money, priceLines, taxLines } from './facts';
import type { MoneyLine } from './layout';
import { renderEmail } from './render';
import { BookingCancelled, BookingConfirmation, JobCompleted, ProfessionalAssigned, Receipt, RefundIssued } from './templates';

type Loaded = NonNullable<Awaited<ReturnType<typeof bookingWithCustomer>>>;

/** Loads the booking and its customer, renders the template the builder returns, and enqueues it. */
async function sendToCustomer(
  ctx: AppContext,
  tx: Tx,
  bookingId: string,
  build: (loaded: Loaded, common: { firstName: string; footer: Awaited<ReturnType<typeof footerFor>> }) => Promise<{ subject: string; element: ReactElement; attachments?: EmailAttachment[] } | null>,
) {
  const loaded = await bookingWithCustomer(tx, bookingId);
  if (!loaded) return;
  const footer = await footerFor(tx, ctx.config, CUSTOMER_REASON);
  const message = await build(loaded, { firstName: loaded.customer.firstName, footer });
  if (!message) return;
  const { html, text } = await renderEmail(message.element);
  await ctx.outbox.enqueue(tx, 'email', { to: loaded.customer.email, subject: message.subject, text, html, ...(message.attachments?.length ? { attachments: message.attachments } : {}) });
}

/** The booking is open (its card held or saved): what, when, where, the price with each tax, how paying and cancelling work, and a calendar file. */
export async function emailBookingConfirmed(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName }, common) => {
    const payment =
      b.paymentStatus === 'authorized'
        ? `We placed a hold of ${money(b.totalCents)} on your card. You are charged only when the job is done, and the hold is released if the booking is cancelled in time.`
        : `Your card is saved for this booking and nothing is held yet: a hold lasts about a week, so we place the hold of ${money(b.totalCents)} ${b.holdAttemptAt ? `on ${localWhen(b.holdAttemptAt, b.province)}` : 'a few days before the job'}. You are charged only when the job is done.${b.cardUpdateDeadline ? ` If your card cannot be held, we will ask you for another one; the booking is cancelled without fee if none can be held by ${localWhen(b.cardUpdateDeadline, b.province)}.` : ''}`;
    const { freeUntil, lateRefundPercent } = cancellationTerms(b.startsAt);
    const late = customerRefund({ totalCents: b.totalCents, startsAt: b.startsAt, started: false, assigned: true, now: freeUntil });
    const lateTerms = `${lateRefundPercent}% of the total (${money(late.refundCents)}) comes back; the rest pays the professional for the time they kept for you. Nothing comes back once the job has started.`;
    const cancellation =
      freeUntil > new Date()
        ? [
            `Cancelling is free until ${localWhen(freeUntil, b.province)}, and at any time while no professional has accepted the job.`,
            `After that, once a professional has accepted, ${lateTerms}`,
          ]
        : [`Cancelling is free while no professional has accepted the job.`, `Once one has, since the job starts within 24 hours, ${lateTerms}`];
    return {
      subject: `Booking confirmed: ${serviceName}`,
      element: createElement(BookingConfirmation, { ...common, job: jobFacts(ctx.config, b, serviceName), price: priceLines(b, serviceName), payment, cancellation }),
      attachments: [{ kind: 'ics', bookingId: b.id }],
    };
  });
}

/** "Kwame B.": enough to recognise the professional at the door, no more. */
export function shortName(u: { firstName: string; lastName: string }) {
  const initial = u.lastName.trim().charAt(0);
  return `${u.firstName.trim() || 'Your professional'}${initial ? ` ${initial.toUpperCase()}.` : ''}`;
}

/** A professional took the booking (accepted it, or was assigned by Hearth): who, and how others rated them. */
export async function emailProfessionalAssigned(ctx: AppContext, tx: Tx, bookingId: string, opts: { byHearth: boolean }) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName }, common) => {
    if (!b.providerId) return null;
    const [[pro], [rated]] = await Promise.all([
      tx.select({ firstName: users.firstName, lastName: users.lastName }).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(eq(serviceProviders.id, b.providerId)),
      tx.select({ average: avg(reviews.rating), reviews: count() }).from(reviews).where(eq(reviews.providerId, b.providerId)),
    ]);
    const professional = pro ? shortName(pro) : 'Your professional';
    const n = rated?.reviews ?? 0;
    const rating = n > 0 ? `${Number(rated!.average).toFixed(1)} out of 5 from ${n} review${n === 1 ? '' : 's'}` : 'New on Hearth: no reviews yet';
    return {
      subject: `${professional} will take care of ${serviceName}`,
      element: createElement(ProfessionalAssigned, { ...common, job: jobFacts(ctx.config, b, serviceName), professional, rating, byHearth: opts.byHearth }),
    };
  });
}

/** The job is done: what will be charged and until when a problem can be reported. The receipt follows at capture. */
export async function emailJobCompleted(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName }, common) => {
    const due = b.totalCents - b.refundedCents;
    const charge = due > 0 ? `Your card will be charged ${money(due)}; your receipt with the tax invoice follows once it is.` : 'Nothing is charged for it.';
    return {
      subject: `Your Hearth booking is complete: ${serviceName}`,
      element: createElement(JobCompleted, { ...common, job: jobFacts(ctx.config, b, serviceName), charge, reportBy: b.confirmationEndsAt ? localWhen(b.confirmationEndsAt, b.province) : 'two days from now' }),
    };
  });
}

/** The card was charged (the job, or a late-cancellation fee): the amounts and, once issued, the tax invoice as a PDF. */
export async function emailReceipt(ctx: AppContext, tx: Tx, bookingId: string) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName }, common) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.bookingId, bookingId), eq(invoices.kind, 'invoice')))
      .orderBy(desc(invoices.issuedAt))
      .limit(1);
    const lines: MoneyLine[] = invoice
      ? [
          { label: 'Price before tax', amount: money(invoice.totalCents - invoice.taxes.reduce((sum, t) => sum + t.amount, 0)) },
          ...taxLines(invoice.taxes),
          { label: 'Total charged', amount: money(invoice.totalCents), strong: true },
        ]
      : [{ label: 'Total charged', amount: money(b.capturedCents), strong: true }];
    const lateFee = b.status === 'cancelled';
    return {
      subject: invoice ? `Your Hearth receipt ${invoice.number}` : 'Your Hearth receipt',
      element: createElement(Receipt, { ...common, job: jobFacts(ctx.config, b, serviceName), invoiceNumber: invoice?.number ?? null, lines, lateFee }),
      attachments: invoice ? [{ kind: 'invoice', invoiceId: invoice.id }] : [],
    };
  });
}

export type CancelledBy = 'customer' | 'hearth' | 'expired' | 'unheld';

const CANCELLED: Record<CancelledBy, string> = {
  customer: 'You cancelled your booking.',
  hearth: 'Hearth cancelled your booking.',
  expired: 'No professional was available for your booking before its start time, so it was cancelled.',
  unheld: 'We could not hold a card for your booking by the deadline, so it was cancelled without fee.',
};

/**
 * The booking was cancelled: by whom, and where the money went. `wasHeld`: a hold was on the card
 * (what is not refunded is then charged as the late-cancellation fee); otherwise the card was only
 * saved and is never charged.
 */
export async function emailBookingCancelled(ctx: AppContext, tx: Tx, bookingId: string, opts: { by: CancelledBy; reason?: string | null; wasHeld: boolean }) {
  await sendToCustomer(ctx, tx, bookingId, async ({ booking: b, serviceName }, common) => {
    const refund = b.refundedCents;
    const fee = opts.wasHeld ? b.totalCents - refund : 0;
    const breakdown: MoneyLine[] = opts.wasHeld
      ? [
          { label: 'Your hold', amount: money(b.totalCents) },
          { label: 'Refunded (released from the hold)', amount: money(refund), strong: fee === 0 },
          ...(fee > 0 ? [{ label: 'Late-cancellation fee charged', amount: money(fee), strong: true }] : []),
        ]
      : [];
    const outcome = !opts.wasHeld
      ? 'Your card was saved for this booking but never charged: you pay nothing.'
      : fee > 0
        ? `We refund ${money(refund)} by releasing it from the hold, and charge ${money(fee)} as the late-cancellation fee, which goes to the professional who kept the time for you. Your receipt follows once it is charged.`
        : `We refund the full ${money(refund)}: the hold on your card is released and you are not charged. Your bank may take a few days to show the hold gone.`;
    return {
      subject: 'Your Hearth booking was cancelled',
      element: createElement(BookingCancelled, { ...common, job: jobFacts(ctx.config, b, serviceName), what: CANCELLED[opts.by], reason: opts.reason ?? null, money: breakdown, outcome }),
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
  await sendToCustomer(ctx, tx, refund.bookingId, async ({ booking: b, serviceName }, common) => {
    const amount = money(refund.amountCents);
    const [creditNote] = await tx
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.sourceKey, `refund:${refundId}`), eq(invoices.kind, 'credit_note')));
    const lines =
      b.paymentStatus === 'captured'
        ? [`We refunded ${amount} to the card you paid with for ${serviceName}. It can take 5 to 10 business days to appear on your statement.`]
        : [
            `We took ${amount} off your booking for ${serviceName}.`,
            `Your card will be charged ${money(b.totalCents - b.refundedCents)} when the job is done instead of ${money(b.totalCents - b.refundedCents + refund.amountCents)}.`,
          ];
    return {
      subject: `A refund of ${amount} on your Hearth booking`,
      element: createElement(RefundIssued, { ...common, job: jobFacts(ctx.config, b, serviceName), amount, reason: refund.reason, lines, creditNoteNumber: creditNote?.number ?? null }),
      attachments: creditNote ? [{ kind: 'invoice', invoiceId: creditNote.id }] : [],
    };
  });
}
