// Simulated devices for the demo and development (dev tools only): a subscription whose endpoint is
// this API's own dev route, with keys the server keeps. A push to it travels the real way (encrypted
// by web-push, VAPID-signed, posted over HTTP); the route decrypts it with the device's private key
// and files the alert in the dev mailbox, so a developer sees exactly what a phone would show.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PushDevice } from '@hearth/shared/alerts/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { devMailbox, pushSubscriptions, siteSettings, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { SIMULATED_DEVICE_PATH } from './endpoint-allow-list';
import { decryptPush, generateDeviceKeys, PushDecryptError, type DeviceKeys } from './push-decrypt';
import { addDevice, simulatedDeviceSetting } from './service';
import { checkVapid } from './vapid-check';
import { vapidKeys } from './vapid-keys';

/**
 * Subscribes a simulated device for the user (the demo seed gives its provider one). Only with the
 * dev tools, whose route receives its pushes: in production it adds nothing and answers null.
 */
export async function addSimulatedPushDevice(ctx: Pick<AppContext, 'config'>, tx: Tx, userId: string, label: string): Promise<PushDevice | null> {
  if (!ctx.config.devTools) return null;
  const id = randomUUID();
  const keys = generateDeviceKeys();
  await tx.insert(siteSettings).values({ key: simulatedDeviceSetting(id), value: keys });
  const endpoint = `${ctx.config.publicApiUrl}${SIMULATED_DEVICE_PATH}${id}`;
  return addDevice(ctx, tx, userId, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, deviceLabel: label }, id);
}

const DEVICE_GONE = 'This simulated device is not subscribed';

/**
 * What a push service does on receiving a push for a simulated device, then what the device shows:
 * checks the VAPID signature is ours and addressed to this origin, decrypts, files it in the mailbox.
 * Answers like a push service: 201 Created, 410 Gone for an unknown device.
 */
export async function receiveSimulatedPush(ctx: AppContext, deviceId: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<void> {
  const keys = await vapidKeys(ctx);
  const vapid = checkVapid(typeof headers.authorization === 'string' ? headers.authorization : undefined, new URL(ctx.config.publicApiUrl).origin);
  if (!vapid.ok || !keys || vapid.publicKey !== keys.publicKey) throw new AppError(401, 'The push is not signed with this server’s VAPID key');
  if (headers['content-encoding'] !== 'aes128gcm') throw new AppError(415, 'A push must be encrypted with aes128gcm');
  const [device] = await ctx.db
    .select({ keys: siteSettings.value, label: pushSubscriptions.deviceLabel, email: users.email })
    .from(siteSettings)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, deviceId))
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(siteSettings.key, simulatedDeviceSetting(deviceId)));
  if (!device) throw new AppError(410, DEVICE_GONE);
  let alert: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown };
  try {
    alert = JSON.parse(decryptPush(body, device.keys as DeviceKeys).toString('utf8')) as typeof alert;
  } catch (err) {
    if (err instanceof PushDecryptError || err instanceof SyntaxError) throw new AppError(400, 'The push does not decrypt to an alert for this device');
    throw err;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  await ctx.db.insert(devMailbox).values({
    channel: 'push',
    to: device.label ? `${device.label} (${device.email})` : device.email,
    subject: text(alert.title),
    body: [text(alert.body), text(alert.url), alert.tag ? `tag: ${text(alert.tag)}` : ''].filter(Boolean).join('\n'),
  });
}
