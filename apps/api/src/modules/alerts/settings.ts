// A provider's alert settings as they read and save them: the stored row (or the defaults, in their
// province's zone) with where texts and emails would go. Quiet hours are stored as minutes after local
// midnight and travel as "HH:MM".
import { eq } from 'drizzle-orm';
import { ALERT_DEFAULTS, ALERT_KINDS, type AlertChannelSet, type AlertKind, type AlertSettings, type AlertSettingsView, type AlertTimeZone } from '@hearth/shared/alerts/contract';
import { PROVINCE_TIME_ZONES } from '@hearth/shared/booking';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { alertSettings, serviceProviders, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';

type SettingsRow = typeof alertSettings.$inferSelect;

/** The zone of the provider's province; Ontario's when they have not given one. */
export function provinceZone(province: string | null): AlertTimeZone {
  return (PROVINCE_TIME_ZONES[province as ProvinceCode] ?? PROVINCE_TIME_ZONES.ON) as AlertTimeZone;
}

export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The channels of one kind: the stored ones, or the default for a kind added after the row was saved. */
export const channelsFor = (row: Pick<SettingsRow, 'channels'> | null, kind: AlertKind): AlertChannelSet => row?.channels[kind] ?? ALERT_DEFAULTS.channels[kind];

/** The settings a row stands for; no row means the defaults in the province's zone. */
export function settingsOf(row: SettingsRow | null, province: string | null): AlertSettings {
  if (!row) return { ...ALERT_DEFAULTS, timeZone: provinceZone(province) };
  return {
    channels: Object.fromEntries(ALERT_KINDS.map((kind) => [kind, channelsFor(row, kind)])) as AlertSettings['channels'],
    quietHours: row.quietStartMinute !== null && row.quietEndMinute !== null ? { start: clockOf(row.quietStartMinute), end: clockOf(row.quietEndMinute) } : null,
    timeZone: row.timeZone as AlertTimeZone,
    maxPerHour: row.maxPerHour,
  };
}

/** "•••-•••-0123": enough for the provider to recognise their number, not enough to read it off a screen. */
export const maskPhone = (e164: string) => `•••-•••-${e164.replace(/\D/g, '').slice(-4)}`;

/** Whether texts can reach them at all: they agreed to SMS alerts and their phone is verified. */
export const canText = (u: { smsJobAlerts: boolean; phone: string | null; phoneVerifiedAt: Date | null }) => u.smsJobAlerts && u.phone !== null && u.phoneVerifiedAt !== null;

async function readView(db: Db | Tx, userId: string): Promise<AlertSettingsView> {
  const [row] = await db
    .select({
      email: users.email,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
      smsJobAlerts: users.smsJobAlerts,
      province: serviceProviders.province,
      settings: alertSettings,
    })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.userId, users.id))
    .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError(404, 'User not found');
  return {
    ...settingsOf(row.settings, row.province),
    smsTo: canText(row) ? maskPhone(row.phone!) : null,
    smsJobAlerts: row.smsJobAlerts,
    emailTo: row.email,
  };
}

export function getAlertSettings(ctx: AppContext, userId: string): Promise<AlertSettingsView> {
  return readView(ctx.db, userId);
}

export async function saveAlertSettings(ctx: AppContext, userId: string, input: AlertSettings): Promise<AlertSettingsView> {
  const values = {
    channels: input.channels,
    quietStartMinute: input.quietHours ? minutesOf(input.quietHours.start) : null,
    quietEndMinute: input.quietHours ? minutesOf(input.quietHours.end) : null,
    timeZone: input.timeZone,
    maxPerHour: input.maxPerHour,
  };
  await ctx.db
    .insert(alertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { ...values, updatedAt: new Date() } });
  return readView(ctx.db, userId);
}
