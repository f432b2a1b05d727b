// What a professional hears about their jobs and money: a new job they may take, a job Hearth
// assigned them, a job cancelled, a customer's message, a payout sent. Jobs and messages are alerts:
// they go through the alerts rules (the channels the professional chose, quiet hours, the cap per
// hour; see modules/alerts). A payout is always emailed, and texted when they turned job alerts on
// (users.sms_job_alerts) and their phone is verified. Enqueued in the caller's transaction, like
// every message, in the professional's own language (users.locale).
import { createElement, type ReactElement } from 'react';
import { eq } from 'drizzle-orm';
import type { AlertKind } from '@hearth/shared/alerts/contract';
import type { ProvinceCode } from '@hearth/shared/constants';
import { formatterFor } from '@hearth/shared/format';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookings, payoutAccounts, payouts, serviceProviders, services, users } from '../../db/schema';
import { messagesFor, recipientLocale, type Catalogue, type Locale } from '../../i18n';
import { sendAlert } from '../alerts';
import { localized } from '../catalog';
import {
  footerFor,
  jobFacts,
  money,
  oneLineAddress,
  providerAlertSettingsUrl,
  providerJobUrl,
  providerScheduleUrl,
  providerTransactionsUrl,
  visitWhen,
} from './facts';
import { renderEmail } from './render';
import { shortName } from './customer-emails';
import { NewJobAlert, NewMessageAlert, PayoutSent, ProviderJobAssigned, ProviderJobCancelled, RescheduleNotice } from './templates';

type BookingRow = typeof bookings.$inferSelect;

async function providerUser(tx: Tx, providerId: string) {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, firstName: users.firstName, phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt, smsJobAlerts: users.smsJobAlerts, locale: users.locale })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(serviceProviders.id, providerId));
  return row ? { ...row, locale: recipientLocale(row.locale) } : null;
}

/** "Deep Cleaning on Sat, Nov 28, 10:00", on the job's own wall clock: short enough for a lock screen or a text. */
const jobLabel = (service: string, b: Pick<BookingRow, 'startsAt' | 'province'>, locale: Locale) =>
  messagesFor(locale).notify.job(service, formatterFor(locale).jobMoment(b.startsAt, b.province as ProvinceCode));

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

/** What an alert about one job says besides its email: the push title and body, and where it links. */
interface ProviderAlert {
  subject: string;
  element: ReactElement;
  sms: string;
  title: string;
  body: string;
  url: string;
}

/** Builds the alert in the professional's language and hands it to the alerts rules (channels, quiet hours). */
async function alertProvider(ctx: AppContext, tx: Tx, providerId: string, kind: AlertKind, bookingId: string, build: (pro: Pro, t: Catalogue) => Promise<ProviderAlert>) {
  const pro = await providerUser(tx, providerId);
  if (!pro) return;
  await sendAlert(ctx, tx, {
    kind,
    userIds: [pro.userId],
    bookingId,
    build: async (locale) => {
      const t = messagesFor(locale);
      const message = await build({ ...pro, locale }, t);
      return { title: message.title, body: message.body, url: message.url, smsText: t.provider.sms(message.sms), email: { subject: message.subject, ...(await renderEmail(message.element)) } };
    },
  });
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
  await alertProvider(ctx, tx, providerId, 'assigned', b.id, async ({ firstName, locale }, t) => {
    const serviceName = row.nameIn(locale);
    const footer = await footerFor(tx, ctx.config, 'provider', locale);
    const url = providerJobUrl(ctx.config, locale, b.id);
    const job = jobFacts(ctx.config, b, serviceName, locale, url);
    return {
      subject: t.provider.assignedSubject(serviceName),
      element: createElement(ProviderJobAssigned, { locale, firstName, footer, job, payout: money(b.payoutCents, locale), customer: customer ? shortName(customer, locale) : b.address.name }),
      sms: t.provider.assignedSms(serviceName, visitWhen(b, locale), oneLineAddress(b.address), url),
      title: t.provider.assignedTitle,
      body: t.alerts.assignedBody(jobLabel(serviceName, b, locale)),
      url,
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
  await alertProvider(ctx, tx, providerId, 'cancelled', booking.id, async ({ firstName, locale }, t) => {
    const serviceName = row.nameIn(locale);
    const footer = await footerFor(tx, ctx.config, 'provider', locale);
    const url = providerJobUrl(ctx.config, locale, booking.id);
    const job = jobFacts(ctx.config, booking, serviceName, locale, url);
    const why = t.provider.why[reason];
    const fee = feeCents > 0 ? t.provider.feeShare(money(feeCents, locale)) : null;
    return {
      subject: t.provider.cancelledSubject(serviceName),
      element: createElement(ProviderJobCancelled, { locale, firstName, footer, job, why, fee }),
      sms: t.provider.cancelledSms(serviceName, visitWhen(booking, locale), `${why}${fee ? ` ${fee}` : ''}`),
      title: t.provider.cancelledTitle,
      body: t.alerts.cancelledBody(jobLabel(serviceName, booking, locale), why),
      url,
    };
  });
}

/** The customer asks to move the professional's job to `toStartsAt`: they accept or decline it from the job page. */
export async function tellProviderRescheduleProposed(ctx: AppContext, tx: Tx, bookingId: string, toStartsAt: Date) {
  const row = await bookingAndService(tx, bookingId);
  const providerId = row?.booking.providerId;
  if (!row || !providerId) return;
  const { booking: b } = row;
  await sendToProvider(ctx, tx, providerId, async ({ firstName, locale }, t) => {
    const serviceName = row.nameIn(locale);
    const footer = await footerFor(tx, ctx.config, 'provider', locale);
    const job = jobFacts(ctx.config, b, serviceName, locale, providerJobUrl(ctx.config, locale, b.id));
    const when = formatterFor(locale).jobMoment(toStartsAt, b.province as ProvinceCode);
    return {
      subject: t.reschedule.proposedSubject(serviceName),
      element: createElement(RescheduleNotice, { locale, firstName, footer, job, title: t.reschedule.proposedTitle, body: t.reschedule.proposedBody(when), action: t.alerts.seeJob }),
      sms: t.reschedule.proposed(jobLabel(serviceName, b, locale), when),
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

/** A job on offer to the professionals who may take it (userIds: their accounts), paid and waiting for one of them. */
export async function alertNewJob(ctx: AppContext, tx: Tx, bookingId: string, userIds: string[]) {
  if (!userIds.length) return;
  const row = await bookingAndService(tx, bookingId);
  if (!row) return;
  const { booking: b } = row;
  await sendAlert(ctx, tx, {
    kind: 'new_job',
    userIds,
    bookingId,
    build: async (locale) => {
      const t = messagesFor(locale);
      const serviceName = row.nameIn(locale);
      const area = `${b.fsa} (${b.address.city})`;
      const pay = money(b.payoutCents, locale);
      const job = jobLabel(serviceName, b, locale);
      const url = providerJobUrl(ctx.config, locale, bookingId);
      const footer = await footerFor(tx, ctx.config, 'provider', locale);
      const element = createElement(NewJobAlert, { locale, footer, serviceName, when: visitWhen(b, locale), area, payout: pay, url, settingsUrl: providerAlertSettingsUrl(ctx.config, locale) });
      return {
        title: t.alerts.newJobTitle,
        body: t.alerts.newJobBody(job, area, pay),
        url,
        smsText: t.provider.sms(t.alerts.newJobSms(job, area, pay, url)),
        email: { subject: t.alerts.newJobSubject(serviceName, area), ...(await renderEmail(element)) },
      };
    },
  });
}

/** The longest piece of a customer's message an alert quotes; the rest is one tap away. */
const MESSAGE_PREVIEW_CHARS = 200;
const preview = (text: string) => (text.length > MESSAGE_PREVIEW_CHARS ? `${text.slice(0, MESSAGE_PREVIEW_CHARS - 1).trimEnd()}…` : text);

/** A customer wrote to the professional who has their job. `sender`: the customer's short name. */
export async function alertNewMessage(ctx: AppContext, tx: Tx, bookingId: string, providerUserId: string, sender: string, text: string, files: number) {
  const row = await bookingAndService(tx, bookingId);
  if (!row) return;
  const { booking: b } = row;
  const [user] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, providerUserId));
  if (!user) return;
  await sendAlert(ctx, tx, {
    kind: 'message',
    userIds: [providerUserId],
    bookingId,
    build: async (locale) => {
      const t = messagesFor(locale);
      const serviceName = row.nameIn(locale);
      const url = providerJobUrl(ctx.config, locale, bookingId);
      const footer = await footerFor(tx, ctx.config, 'provider', locale);
      const job = jobFacts(ctx.config, b, serviceName, locale, url);
      const quoted = preview(text);
      const element = createElement(NewMessageAlert, { locale, firstName: user.firstName, footer, job, sender, text: quoted, files, settingsUrl: providerAlertSettingsUrl(ctx.config, locale) });
      return {
        title: t.alerts.messageTitle(sender),
        body: quoted || t.alerts.messageFiles(files),
        url,
        smsText: t.provider.sms(t.alerts.messageSms(sender, jobLabel(serviceName, b, locale), url)),
        email: { subject: t.alerts.messageSubject(sender, serviceName), ...(await renderEmail(element)) },
      };
    },
  });
}
