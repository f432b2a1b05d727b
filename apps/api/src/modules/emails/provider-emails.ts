// What a professional hears about their jobs and money: a job Hearth assigned them, a job cancelled,
// a payout sent. Always by email; also by SMS when they turned job alerts on (users.sms_job_alerts)
// and their phone is verified. Enqueued in the caller's transaction, like every message, in the
// professional's own language (users.locale).
import { createElement, type ReactElement } from 'react';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookings, payoutAccounts, payouts, serviceProviders, services, users } from '../../db/schema';
import { messagesFor, recipientLocale, type Catalogue, type Locale } from '../../i18n';
import { localized } from '../catalog';
import { footerFor, jobFacts, money, oneLineAddress, providerScheduleUrl, providerTransactionsUrl, visitWhen } from './facts';
import { renderEmail } from './render';
import { shortName } from './customer-emails';
import { PayoutSent, ProviderJobAssigned, ProviderJobCancelled } from './templates';

type BookingRow = typeof bookings.$inferSelect;

async function providerUser(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, smsJobAlerts: users.smsJobAlerts, locale: users.locale })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(serviceProviders.id, providerId));
  return row ? { ...row, locale: recipientLocale(row.locale) } : null;
}

type Pro = NonNullable<Awaited<ReturnType<typeof providerUser>>>;

/** Builds the message in the professional's language, then enqueues the email and, when they asked for job alerts, the SMS. */
async function sendToProvider(ctx: AppContext, tx: Tx, providerId: string, build: (pro: Pro, t: Catalogue) => Promise<{ subject: string; element: ReactElement; sms: string }>) {
  const pro = await providerUser(tx, providerId);
  if (!pro) return;
  const t = messagesFor(pro.locale);
  const message = await build(pro, t);
  const { html, text } = await renderEmail(message.element);
  await ctx.outbox.enqueue(tx, 'email', { to: pro.email, subject: message.subject, text, html });
  if (pro.smsJobAlerts && pro.phone && pro.phoneVerifiedAt) await ctx.outbox.enqueue(tx, 'sms', { to: pro.phone, body: t.provider.sms(message.sms) });
}

async function bookingAndService(tx: Tx, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, serviceName: services.name, serviceNameFr: services.nameFr })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId));
  return row ? { ...row, nameIn: (locale: Locale) => localized(locale, row.serviceName, row.serviceNameFr) } : null;
}

/** Hearth gave the job to its assigned professional. */
export async function tellProviderAssigned(ctx: AppContext, tx: Tx, bookingId: string) {
  const row = await bookingAndService(tx, bookingId);
  const providerId = row?.booking.providerId;
  if (!row || !providerId) return;
  const { booking: b } = row;
  const [customer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, b.customerId));
  await sendToProvider(ctx, tx, providerId, async ({ firstName, locale }, t) => {
    const serviceName = row.nameIn(locale);
    const footer = await footerFor(tx, ctx.config, 'provider', locale);
    const schedule = providerScheduleUrl(ctx.config, locale);
    const job = jobFacts(ctx.config, b, serviceName, locale, schedule);
    return {
      subject: t.provider.assignedSubject(serviceName),
      element: createElement(ProviderJobAssigned, { locale, firstName, footer, job, payout: money(b.payoutCents, locale), customer: customer ? shortName(customer, locale) : b.address.name }),
      sms: t.provider.assignedSms(serviceName, visitWhen(b, locale), oneLineAddress(b.address), schedule),
    };
  });
}

/** Why a job left a professional's schedule. */
export type JobCancelledWhy = keyof Catalogue['provider']['why'];

/**
 * A job the professional had is off their schedule: cancelled (by the customer, Hearth, or because
 * no card could be held) or moved to someone else. `feeCents`: their share of a late-cancellation fee.
 */
export async function tellProviderJobCancelled(ctx: AppContext, tx: Tx, booking: BookingRow, providerId: string, reason: JobCancelledWhy, feeCents = 0) {
  const row = await bookingAndService(tx, booking.id);
  if (!row) return;
  await sendToProvider(ctx, tx, providerId, async ({ firstName, locale }, t) => {
    const serviceName = row.nameIn(locale);
    const footer = await footerFor(tx, ctx.config, 'provider', locale);
    const job = jobFacts(ctx.config, booking, serviceName, locale, providerScheduleUrl(ctx.config, locale));
    const why = t.provider.why[reason];
    const fee = feeCents > 0 ? t.provider.feeShare(money(feeCents, locale)) : null;
    return {
      subject: t.provider.cancelledSubject(serviceName),
      element: createElement(ProviderJobCancelled, { locale, firstName, footer, job, why, fee }),
      sms: t.provider.cancelledSms(serviceName, visitWhen(booking, locale), `${why}${fee ? ` ${fee}` : ''}`),
    };
  });
}

/** A payout left for the professional's bank: the amount, and how it was worked out. */
export async function tellProviderPayoutSent(ctx: AppContext, tx: Tx, payoutId: string) {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout || payout.status !== 'paid') return;
  const row = await bookingAndService(tx, payout.bookingId);
  if (!row) return;
  const [account] = await tx.select({ last4: payoutAccounts.bankAccountLast4 }).from(payoutAccounts).where(eq(payoutAccounts.providerId, payout.providerId));
  await sendToProvider(ctx, tx, payout.providerId, async ({ firstName, locale }, t) => {
    const serviceName = row.nameIn(locale);
    const footer = await footerFor(tx, ctx.config, 'provider', locale);
    const job = jobFacts(ctx.config, row.booking, serviceName, locale, providerScheduleUrl(ctx.config, locale));
    const amount = money(payout.amountCents, locale);
    const lines = [
      { label: payout.kind === 'late_cancellation' ? t.provider.lateFee : t.provider.jobPrice, amount: money(payout.grossCents, locale) },
      { label: t.provider.commission, amount: `−${money(payout.commissionCents, locale)}` },
      { label: t.facts.yourPayout, amount, strong: true },
    ];
    return {
      subject: t.provider.payoutSubject(amount),
      element: createElement(PayoutSent, { locale, firstName, footer, job, amount, lines, account: account?.last4 ?? null, transactionsUrl: providerTransactionsUrl(ctx.config, locale) }),
      sms: t.provider.payoutSms(amount, serviceName, visitWhen(row.booking, locale)),
    };
  });
}
