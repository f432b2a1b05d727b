// Sending one alert to providers away from the site (Web Push, SMS, email), decided inside the
// caller's transaction. The rules, for each recipient:
//
// | kind                | during quiet hours                        | at the cap per hour      |
// |---------------------|-------------------------------------------|--------------------------|
// | new_job, message    | held back ('quiet_hours')                 | held back ('hourly_cap') |
// | assigned, cancelled | email and SMS wait until quiet hours end  | never capped             |
//
// - Quiet hours are read on the wall clock of the settings' zone at the transaction's now(); the range
//   may wrap midnight (21:00–07:00). New jobs and messages are stale by morning, so they are dropped;
//   a job given or taken away still matters at 7, so it waits.
// - Channels are the provider's choice per kind. A delayed alert sends no push: queuePush cannot
//   schedule, and a banner hours late about a job is what the email and text are for.
// - The cap (maxPerHour) counts the alerts that went somewhere (non-empty channels) in the last hour.
//   Two transactions alerting the same provider at once may each pass it by one: it spares a
//   phone from buzzing all evening, it is not a quota.
// - SMS goes only when they also agreed to SMS alerts on their account and their phone is verified;
//   push only to devices they added. A kind that reaches no channel is recorded 'no_channel'.
// - Every decision is one alert_deliveries row per recipient (the channels used, or why none).
// The in-app notification is not an alert: callers write it through the events module as before.
import { sql } from 'drizzle-orm';
import { ALERT_CHANNELS, ALERT_DEFAULTS, type AlertChannel, type AlertKind } from '@hearth/shared/alerts/contract';
import { zonedParts, zonedTimeToInstant } from '@hearth/shared/booking';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { alertDeliveries, alertSettings, serviceProviders, users } from '../../db/schema';
import { recipientLocale, type Locale } from '../../i18n';
import { queuePush } from '../push';
import { canText, channelsFor, clockOf, minutesOf, provinceZone } from './settings';

/** What one alert says, in one language, on each channel. */
export interface AlertMessage {
  title: string;
  body: string;
  /** Absolute web link straight to what the alert is about. */
  url: string;
  /** The whole text message (brand included). */
  smsText: string;
  email: { subject: string; html: string; text: string };
}

export interface Alert {
  kind: AlertKind;
  userIds: string[];
  bookingId?: string;
  /** Built once per language among the recipients who get it (rendering an email is async). */
  build: (locale: Locale) => AlertMessage | Promise<AlertMessage>;
}

export type HeldBack = 'quiet_hours' | 'hourly_cap' | 'no_channel';

const DEFAULT_QUIET = { start: minutesOf(ALERT_DEFAULTS.quietHours!.start), end: minutesOf(ALERT_DEFAULTS.quietHours!.end) };

/** Kinds that are dropped in quiet hours and count against the cap; the others wait and are never capped. */
const DROPPABLE: ReadonlySet<AlertKind> = new Set(['new_job', 'message']);

/** The last wall clock read per zone: a new job alerts dozens of providers in the same minute and few zones. */
const lastWallClock = new Map<string, { at: number; clock: { date: string; minute: number } }>();

/** Hour and minute on the wall clock of `zone` at `at`, with that wall clock's date. */
function wallClock(at: Date, zone: string) {
  const minuteStart = Math.floor(at.getTime() / 60_000);
  const last = lastWallClock.get(zone);
  if (last?.at === minuteStart) return last.clock;
  const { year, month, day, hour, minute } = zonedParts(at, zone);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = { date: `${year}-${two(month)}-${two(day)}`, minute: hour * 60 + minute };
  lastWallClock.set(zone, { at: minuteStart, clock });
  return clock;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** When quiet hours started before `now` end (the next time the end shows on the wall clock), or null when it is not quiet. */
export function quietUntil(now: Date, zone: string, startMinute: number | null, endMinute: number | null): Date | null {
  if (startMinute === null || endMinute === null) return null;
  const { date, minute } = wallClock(now, zone);
  const quiet = startMinute < endMinute ? minute >= startMinute && minute < endMinute : minute >= startMinute || minute < endMinute;
  if (!quiet) return null;
  const today = zonedTimeToInstant(date, clockOf(endMinute), zone);
  return today > now ? today : zonedTimeToInstant(nextDay(date), clockOf(endMinute), zone);
}

/** Applies the rules above to every recipient and returns what happened to each (userId → channels or why none). */
export async function sendAlert(ctx: AppContext, tx: Tx, alert: Alert): Promise<Map<string, AlertChannel[] | HeldBack>> {
  const outcome = new Map<string, AlertChannel[] | HeldBack>();
  const userIds = [...new Set(alert.userIds)];
  if (!userIds.length) return outcome;

  // Everything the rules need for every recipient in one query: a new job can alert dozens.
  const rows = await tx
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      smsJobAlerts: users.smsJobAlerts,
      locale: users.locale,
      province: serviceProviders.province,
      settings: alertSettings,
      sentLastHour: sql<number>`(select count(*) from ${alertDeliveries} d
        where d.user_id = ${users.id} and d.created_at > now() - interval '1 hour' and cardinality(d.channels) > 0)`.mapWith(Number),
      now: sql<number>`extract(epoch from now())`.mapWith(Number),
    })
    .from(users)
    .leftJoin(serviceProviders, sql`${serviceProviders.userId} = ${users.id}`)
    .leftJoin(alertSettings, sql`${alertSettings.userId} = ${users.id}`)
    .where(sql`${users.id} = any(${sql.param(userIds)}::uuid[])`);

  const messages = new Map<Locale, Promise<AlertMessage>>();
  const messageIn = (locale: Locale) => {
    let message = messages.get(locale);
    if (!message) messages.set(locale, (message = Promise.resolve(alert.build(locale))));
    return message;
  };
  const droppable = DROPPABLE.has(alert.kind);
  const records: { userId: string; channels: AlertChannel[]; heldBack: HeldBack | null }[] = [];

  for (const r of rows) {
    const now = new Date(r.now * 1000);
    const wanted = channelsFor(r.settings, alert.kind);
    const usable = ALERT_CHANNELS.filter((c) => wanted[c] && (c !== 'sms' || canText(r)));
    const zone = r.settings?.timeZone ?? provinceZone(r.province);
    const quietEnd = r.settings ? quietUntil(now, zone, r.settings.quietStartMinute, r.settings.quietEndMinute) : quietUntil(now, zone, DEFAULT_QUIET.start, DEFAULT_QUIET.end);
    const maxPerHour = r.settings?.maxPerHour ?? ALERT_DEFAULTS.maxPerHour;

    let held: HeldBack | null = null;
    if (!usable.length) held = 'no_channel';
    else if (droppable && quietEnd) held = 'quiet_hours';
    else if (droppable && r.sentLastHour >= maxPerHour) held = 'hourly_cap';

    const used: AlertChannel[] = [];
    if (!held) {
      const m = await messageIn(recipientLocale(r.locale));
      const notBefore = quietEnd ?? undefined;
      for (const channel of usable) {
        if (channel === 'push') {
          if (notBefore) continue;
          const devices = await queuePush(ctx, tx, r.id, { title: m.title, body: m.body, url: m.url, tag: `${alert.kind}:${alert.bookingId ?? r.id}` });
          if (devices > 0) used.push('push');
        } else if (channel === 'sms') {
          await ctx.outbox.enqueue(tx, 'sms', { to: r.phone!, body: m.smsText }, { notBefore });
          used.push('sms');
        } else {
          await ctx.outbox.enqueue(tx, 'email', { to: r.email, subject: m.email.subject, text: m.email.text, html: m.email.html }, { notBefore });
          used.push('email');
        }
      }
      if (!used.length) held = notBefore ? 'quiet_hours' : 'no_channel';
    }
    records.push({ userId: r.id, channels: used, heldBack: held });
    outcome.set(r.id, held ?? used);
  }
  if (records.length) await recordDeliveries(tx, alert, records);
  return outcome;
}

/**
 * One row per recipient, in one short statement whatever the fan-out: the recipients and their
 * outcomes travel as arrays (a channel list as its comma-joined names), not as a parameter per value.
 */
async function recordDeliveries(tx: Tx, alert: Alert, records: { userId: string; channels: AlertChannel[]; heldBack: HeldBack | null }[]) {
  await tx.execute(sql`
    insert into ${alertDeliveries} (user_id, kind, booking_id, channels, held_back)
    select r.user_id, ${alert.kind}, ${alert.bookingId ?? null}::uuid, string_to_array(r.channels, ','), r.held_back
    from unnest(${sql.param(records.map((r) => r.userId))}::uuid[], ${sql.param(records.map((r) => r.channels.join(',')))}::text[],
      ${sql.param(records.map((r) => r.heldBack))}::text[]) as r(user_id, channels, held_back)`);
}
