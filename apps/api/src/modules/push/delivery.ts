// The outbox's 'push' topic and its handler: encrypts an alert for one device (web-push builds the
// RFC 8291 body and the VAPID header) and posts it to the device's push service. The push service's
// answer decides what happens: delivered, subscription gone (removed), refused (dropped), or busy
// and down (thrown, so the outbox tries again with backoff).
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import { pushSubscriptions } from '../../db/schema';
import type { OutboxTopics } from '../../outbox/outbox';
import { endpointAllowed } from './endpoint-allow-list';
import { vapidKeys } from './vapid-keys';

declare module '../../outbox/outbox' {
  interface OutboxTopics {
    /** One alert to one device; the row names the subscription, so a device removed meanwhile gets nothing. */
    push: { subscriptionId: string; title: string; body: string; url: string; tag?: string };
  }
}

/** A push service keeps an alert this long for a device that is offline; a job alert older than that is stale. */
const TTL_SECONDS = 3600;
const SEND_TIMEOUT_MS = 10_000;

/** Thrown for answers worth trying again (429, 5xx, no answer): the outbox retries with backoff. */
export class PushServiceBusyError extends Error {}

export async function deliverPush(ctx: AppContext, { subscriptionId, ...message }: OutboxTopics['push']): Promise<void> {
  const [device] = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  if (!device) return; // removed since it was queued: nothing to do
  const log = ctx.log.child({ component: 'push', subscriptionId, service: new URL(device.endpoint).host });
  const keys = await vapidKeys(ctx);
  if (!keys) {
    log.warn('push alert dropped: Web Push is not set up on this server');
    return;
  }
  // Checked again at sending: the list may have narrowed since the device subscribed.
  if (!endpointAllowed(ctx.config, device.endpoint)) {
    log.warn('push alert dropped: the endpoint is not an allowed push service');
    return;
  }
  const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url, ...(message.tag ? { tag: message.tag } : {}) });
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    vapidDetails: { subject: ctx.config.webPush.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  });
  // Sent with fetch rather than web-push's own https call: the same code then reaches the local stub
  // and simulated devices over http, and a redirect is never followed to another host.
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length')) as Record<string, string>;
  let status: number;
  try {
    const response = await fetch(request.endpoint, { method: 'POST', headers, body: request.body as Buffer, redirect: 'manual', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    status = response.status;
    await response.body?.cancel();
  } catch (err) {
    throw new PushServiceBusyError(`push service unreachable: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (status === 200 || status === 201 || status === 202) {
    await ctx.db.update(pushSubscriptions).set({ lastDeliveredAt: new Date() }).where(eq(pushSubscriptions.id, subscriptionId));
    return;
  }
  if (status === 404 || status === 410) {
    // The browser unsubscribed or the subscription expired: it will never take a push again.
    await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    log.info({ status }, 'push subscription expired; device removed');
    return;
  }
  if (status === 429 || status >= 500) throw new PushServiceBusyError(`push service answered ${status}`);
  // 400 (malformed), 403 (key mismatch), 413 (too large) and the rest: sending it again would fail the same way.
  log.warn({ status }, 'push alert refused by the push service; dropped');
}
