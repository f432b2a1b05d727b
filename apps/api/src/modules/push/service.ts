// A provider's Web Push devices: subscribing (one row per push endpoint), listing, removing, and
// queueing alerts to every device of a user through the outbox (sent by delivery.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { PushDevice, PushSubscriptionBody } from '@hearth/shared/alerts/contract';
import type { Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { pushSubscriptions, siteSettings, users } from '../../db/schema';
import { webLink } from '../../i18n';
import { inTransaction } from '../../outbox/outbox';
import { AppError } from '../../plugins/errors';
import { endpointAllowed, serviceOf } from './endpoint-allow-list';
import { vapidKeys, webPushEnabled } from './vapid-keys';
import './delivery';

export const PUSH_OFF_MESSAGE = 'Push alerts are not set up on this server';
export const ENDPOINT_REFUSED_MESSAGE = 'This push service is not supported';
const DEVICE_NOT_FOUND = 'Device not found';

/** What an alert says on the device; `tag` replaces an earlier alert with the same tag instead of stacking. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

type DeviceRow = typeof pushSubscriptions.$inferSelect;

export function toPushDevice(row: DeviceRow): PushDevice {
  return {
    _id: row.id,
    deviceLabel: row.deviceLabel,
    service: serviceOf(row.endpoint),
    createdAt: row.createdAt.toISOString(),
    lastDeliveredAt: row.lastDeliveredAt?.toISOString() ?? null,
  };
}

export async function pushPublicKey(ctx: AppContext): Promise<string | null> {
  return (await vapidKeys(ctx))?.publicKey ?? null;
}

export async function listDevices(ctx: AppContext, userId: string): Promise<PushDevice[]> {
  const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
  return rows.map(toPushDevice);
}

/**
 * Saves a browser's subscription for the user. The endpoint identifies the browser: subscribing it
 * again updates its keys and label, and a browser someone else had subscribed (a shared tablet,
 * signed in by another provider now) moves to this user, so alerts follow whoever uses it.
 */
export async function addDevice(ctx: Pick<AppContext, 'config'>, db: Tx, userId: string, body: PushSubscriptionBody, id?: string): Promise<PushDevice> {
  if (!webPushEnabled(ctx.config)) throw new AppError(409, PUSH_OFF_MESSAGE);
  if (!endpointAllowed(ctx.config, body.endpoint)) throw new AppError(400, ENDPOINT_REFUSED_MESSAGE, { endpoint: ENDPOINT_REFUSED_MESSAGE });
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, deviceLabel: body.deviceLabel };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, ...(id ? { id } : {}) })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return toPushDevice(row!);
}

export async function removeDevice(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    if (!removed.length) throw new AppError(404, DEVICE_NOT_FOUND);
    // A simulated device's keys go with it (there are none for a real browser).
    await tx.delete(siteSettings).where(eq(siteSettings.key, simulatedDeviceSetting(id)));
  });
}

/** The site setting holding a simulated device's keys. */
export const simulatedDeviceSetting = (deviceId: string) => `push-simulated-device:${deviceId}`;

/** Queues `message` to every device of the user, in the caller's transaction; answers how many. */
export async function queuePush(ctx: Pick<AppContext, 'outbox'>, tx: Tx, userId: string, message: PushMessage): Promise<number> {
  const devices = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  for (const device of devices) {
    await ctx.outbox.enqueue(tx, 'push', { subscriptionId: device.id, title: message.title, body: message.body, url: message.url, ...(message.tag ? { tag: message.tag } : {}) });
  }
  return devices.length;
}

const TEST_ALERT: Record<Locale, { title: string; body: string }> = {
  en: { title: 'Hearth test alert', body: 'Alerts reach this device. You will see new jobs and messages like this.' },
  fr: { title: 'Alerte d’essai Hearth', body: 'Les alertes arrivent sur cet appareil. Vous verrez ainsi les nouveaux travaux et les messages.' },
};

/** Sends a test alert to one of the user's own devices, in their language. */
export async function sendTestPush(ctx: AppContext, userId: string, id: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [device] = await tx
      .select({ id: pushSubscriptions.id, locale: users.locale })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
    if (!device) throw new AppError(404, DEVICE_NOT_FOUND);
    const text = TEST_ALERT[device.locale];
    await ctx.outbox.enqueue(tx, 'push', { subscriptionId: device.id, ...text, url: webLink(ctx.config, device.locale, '/serviceprovider/alerts'), tag: 'hearth-test-alert' });
  });
}
