// What a professional hears about their jobs and money: a job Hearth assigned them, a job cancelled,
// a payout sent. Always by email; also by SMS when they turned job alerts on (users.sms_job_alerts)
// and their phone is verified. Enqueued in the caller's transaction, like every message.
import { createElement, type ReactElement } from 'react';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookings, payoutAccounts, payouts, serviceProviders, services, users } from '../../db/schema';
import { footerFor, jobFacts, money, oneLineAddress, PROVIDER_REASON, providerScheduleUrl, providerTransactionsUrl, visitWhen } from './facts';
import { renderEmail } from './render';
import { shortName } from './customer-emails';
import { PayoutSent, ProviderJobAssigned, ProviderJobCancelled } from './templates';

type BookingRow = typeof bookings.$inferSelect;

async function providerUser(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, smsJobAlerts: users.smsJobAlerts })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(serviceProviders.id, providerId));
  return row ?? null;
}

async function sendToProvider(ctx: AppContext, tx: Tx, providerId: string, message: { subject: string; element: ReactElement; sms: string }) {
  const pro = await providerUser(tx, providerId);
  if (!pro) return;
  const { html, text } = await renderEmail(message.element);
  await ctx.outbox.enqueue(tx, 'email', { to: pro.email, subject: message.subject, text, html });
  if (pro.smsJobAlerts && pro.phone && pro.phoneVerifiedAt) await ctx.outbox.enqueue(tx, 'sms', { to: pro.phone, body: `Hearth: ${message.sms}` });
}

async function bookingAndService(tx: Tx, bookingId: string) {
  const [row] = await tx.select({ booking: bookings, serviceName: services.name }).from(bookings).innerJoin(services, eq(services.id, bookings.serviceId)).where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Hearth gave the job to its assigned professional. */
export async function tellProviderAssigned(ctx: AppContext, tx: Tx, bookingId: string) {
  const row = await bookingAndService(tx, bookingId);
  const providerId = row?.booking.providerId;
  if (!row || !providerId) return;
  const { booking: b, serviceName } = row;
  const [customer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, b.customerId));
  const firstName = (await providerUser(tx, providerId))?.firstName ?? '';
  const footer = await footerFor(tx, ctx.config, PROVIDER_REASON);
  const job = jobFacts(ctx.config, b, serviceName, providerScheduleUrl(ctx.config));
  await sendToProvider(ctx, tx, providerId, {
    subject: `Hearth assigned you a job: ${serviceName}`,
    element: createElement(ProviderJobAssigned, { firstName, footer, job, payout: money(b.payoutCents), customer: customer ? shortName(customer) : b.address.name }),
    sms: `you have a new job, ${serviceName} on ${visitWhen(b)} at ${oneLineAddress(b.address)}. ${providerScheduleUrl(ctx.config)}`,
  });
}

/**
 * A job the professional had is off their schedule: cancelled (by the customer, Hearth, or because
 * no card could be held) or moved to someone else. `feeCents`: their share of a late-cancellation fee.
 */
export async function tellProviderJobCancelled(ctx: AppContext, tx: Tx, booking: BookingRow, providerId: string, why: string, feeCents = 0) {
  const row = await bookingAndService(tx, booking.id);
  if (!row) return;
  const { serviceName } = row;
  const firstName = (await providerUser(tx, providerId))?.firstName ?? '';
  const footer = await footerFor(tx, ctx.config, PROVIDER_REASON);
  const job = jobFacts(ctx.config, booking, serviceName, providerScheduleUrl(ctx.config));
  const fee = feeCents > 0 ? `You will receive ${money(feeCents)} as the late-cancellation fee, paid out like a job.` : null;
  await sendToProvider(ctx, tx, providerId, {
    subject: `A Hearth job was cancelled: ${serviceName}`,
    element: createElement(ProviderJobCancelled, { firstName, footer, job, why, fee }),
    sms: `${serviceName} on ${visitWhen(booking)} is off your schedule. ${why}${fee ? ` ${fee}` : ''}`,
  });
}

/** A payout left for the professional's bank: the amount, and how it was worked out. */
export async function tellProviderPayoutSent(ctx: AppContext, tx: Tx, payoutId: string) {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status !== 'paid') return;
  const row = await bookingAndService(tx, payout.bookingId);
  if (!row) return;
  const [account] = await tx.select({ last4: payoutAccounts.bankAccountLast4 }).from(payoutAccounts).where(eq(payoutAccounts.providerId, payout.providerId));
  const firstName = (await providerUser(tx, payout.providerId))?.firstName ?? '';
  const footer = await footerFor(tx, ctx.config, PROVIDER_REASON);
  const job = jobFacts(ctx.config, row.booking, row.serviceName, providerScheduleUrl(ctx.config));
  const amount = money(payout.amountCents);
  const lines = [
    { label: payout.kind === 'late_cancellation' ? 'Late-cancellation fee' : 'Job price before tax', amount: money(payout.grossCents) },
    { label: 'Hearth commission', amount: `−${money(payout.commissionCents)}` },
    { label: 'Your payout', amount, strong: true },
  ];
  await sendToProvider(ctx, tx, payout.providerId, {
    subject: `Hearth sent you ${amount}`,
    element: createElement(PayoutSent, { firstName, footer, job, amount, lines, account: account?.last4 ?? null, transactionsUrl: providerTransactionsUrl(ctx.config) }),
    sms: `we sent your payout of ${amount} for ${row.serviceName} on ${visitWhen(row.booking)}.`,
  });
}
