// Alerts that reach a provider away from the site: which kinds go to which channels (Web Push, SMS,
// email), quiet hours and a cap per hour, and the devices that receive Web Push.
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { idParams } from '../wire';

/** New jobs they may take, jobs an admin gave them, their jobs cancelled, and customers' messages. */
export const ALERT_KINDS = ['new_job', 'assigned', 'cancelled', 'message'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const ALERT_CHANNELS = ['push', 'sms', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The zones quiet hours can be read in: one per distinct Canadian clock. */
export const ALERT_TIME_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Moncton',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'America/Whitehorse',
  'America/Yellowknife',
  'America/Iqaluit',
] as const;
export type AlertTimeZone = (typeof ALERT_TIME_ZONES)[number];

/** HH:MM on a 24-hour clock. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM');

const channelSetSchema = z.object({ push: z.boolean(), sms: z.boolean(), email: z.boolean() });
export type AlertChannelSet = z.infer<typeof channelSetSchema>;

export const ALERT_MAX_PER_HOUR_LIMIT = 60;

export const alertSettingsSchema = z.object({
  channels: z.object({ new_job: channelSetSchema, assigned: channelSetSchema, cancelled: channelSetSchema, message: channelSetSchema }),
  /** No alert leaves during these hours (start inclusive, end exclusive; may wrap midnight). Null: none. */
  quietHours: z
    .object({ start: clockTimeSchema, end: clockTimeSchema })
    .refine((q) => q.start !== q.end, { message: 'Quiet hours must start and end at different times', path: ['end'] })
    .nullable(),
  timeZone: z.enum(ALERT_TIME_ZONES, 'Choose a time zone'),
  maxPerHour: z.coerce
    .number('Enter a number')
    .int('Enter a whole number')
    .min(1, 'Allow at least 1 alert an hour')
    .max(ALERT_MAX_PER_HOUR_LIMIT, `Allow at most ${ALERT_MAX_PER_HOUR_LIMIT} alerts an hour`),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * What a provider gets before they change anything (the zone is their province's). A text goes only
 * when they also agreed to SMS alerts (`smsJobAlerts` on their account) and their phone is verified.
 */
export const ALERT_DEFAULTS: Omit<AlertSettings, 'timeZone'> = {
  channels: {
    new_job: { push: true, sms: false, email: false },
    assigned: { push: true, sms: true, email: true },
    cancelled: { push: true, sms: true, email: true },
    message: { push: true, sms: false, email: false },
  },
  quietHours: { start: '21:00', end: '07:00' },
  maxPerHour: 10,
};

/** The settings and where SMS and email alerts go (masked phone, email), so the page can say so. */
export const alertSettingsViewSchema = alertSettingsSchema.extend({
  /** Their verified phone, masked; null when texts cannot go (no verified phone, or SMS alerts not agreed to). */
  smsTo: z.string().nullable(),
  /** Whether they agreed to SMS alerts at all (the account's switch, also shown on the settings page). */
  smsJobAlerts: z.boolean(),
  emailTo: z.string(),
});
export type AlertSettingsView = z.infer<typeof alertSettingsViewSchema>;

/** A browser's PushSubscription as `subscription.toJSON()` gives it, with a label for the device list. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url('The push endpoint must be a URL').max(2000),
  keys: z.object({ p256dh: z.string().min(20).max(200), auth: z.string().min(8).max(100) }),
  deviceLabel: z.string().trim().max(80).default(''),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushDeviceSchema = z.object({
  _id: z.string(),
  deviceLabel: z.string(),
  /** The push service's host (fcm.googleapis.com …), to tell devices apart; never the whole endpoint. */
  service: z.string(),
  createdAt: z.string(),
  lastDeliveredAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

const pushDeviceId = idParams('id', 'Device not found');
const provider = ['serviceprovider'] as const;

export const alertEndpoints = {
  settings: defineEndpoint({ method: 'GET', path: '/api/alerts/settings', access: provider, response: alertSettingsViewSchema }),
  saveSettings: defineEndpoint({ method: 'PUT', path: '/api/alerts/settings', access: provider, body: alertSettingsSchema, response: alertSettingsViewSchema }),
  /** The VAPID public key browsers subscribe with; null when Web Push is not configured. */
  pushKey: defineEndpoint({ method: 'GET', path: '/api/push/key', access: 'public', response: z.object({ publicKey: z.string().nullable() }) }),
  pushDevices: defineEndpoint({ method: 'GET', path: '/api/push/devices', access: provider, response: z.array(pushDeviceSchema) }),
  /** Subscribing the same endpoint again updates it (a browser re-subscribes after its keys rotate). */
  addPushDevice: defineEndpoint({ method: 'POST', path: '/api/push/devices', access: provider, body: pushSubscriptionBodySchema, response: pushDeviceSchema }),
  removePushDevice: defineEndpoint({ method: 'DELETE', path: '/api/push/devices/:id', access: provider, params: pushDeviceId, response: z.object({ removed: z.literal(true) }) }),
  /** Sends a test alert to one device. Rate-limited. */
  testPushDevice: defineEndpoint({ method: 'POST', path: '/api/push/devices/:id/test', access: provider, params: pushDeviceId, response: z.object({ queued: z.literal(true) }) }),
};
