import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus, BusMessage } from './index';

const CHANNEL = 'hearth:realtime';
/** A publish on a connection that looks alive but does not answer gives up after this long. */
const PUBLISH_TIMEOUT_MS = 1000;

/**
 * This instance's sockets get its own events straight away, not through Redis: they keep working
 * while Redis is away or while this instance's subscription is still being restored after it comes
 * back. Redis carries events to the other instances; each message names the instance that sent it,
 * so that instance skips its own copy.
 */
export function createRedisBus(url: string, log: FastifyBaseLogger): Bus {
  const origin = randomUUID();
  // A subscribed connection cannot publish, hence two. Both reconnect by themselves, and ioredis
  // subscribes again after a reconnect. A publish never waits long for Redis: before the first
  // connection it queues for at most PUBLISH_TIMEOUT_MS; once Redis has gone away it is not tried.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: PUBLISH_TIMEOUT_MS });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let connectedOnce = false;
  publisher.on('ready', () => (connectedOnce = true));
  const handlers = new Set<(m: BusMessage) => void>();
  const deliverHere = (message: BusMessage) => {
    for (const h of handlers) h(message);
  };
  for (const [name, conn] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    // Reconnecting fails several times a second while Redis is away: log the outage, not each attempt.
    let down = false;
    conn.on('error', (err) => {
      if (!down) log.warn({ err: err.message, conn: name }, 'redis bus connection lost; reconnecting');
      down = true;
    });
    conn.on('ready', () => {
      if (down) log.warn({ conn: name }, 'redis bus reconnected');
      down = false;
    });
  }
  void subscriber.subscribe(CHANNEL).catch((err) => log.error({ err }, 'redis bus subscribe failed'));
  subscriber.on('message', (_channel, raw: string) => {
    let message: BusMessage & { origin?: string };
    try {
      message = JSON.parse(raw) as BusMessage & { origin?: string };
    } catch (err) {
      log.error({ err }, 'redis bus: unreadable message dropped');
      return;
    }
    if (message.origin !== origin) deliverHere(message);
  });
  return {
    name: 'redis',
    async publish(message) {
      deliverHere(message);
      // Once Redis has gone away (the outage is logged above), do not wait for it: other instances
      // miss this event (a realtime push prompts a refresh; the notification itself is in the database).
      if (connectedOnce && publisher.status !== 'ready') return;
      try {
        await publisher.publish(CHANNEL, JSON.stringify({ ...message, origin }));
      } catch (err) {
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'redis bus publish failed; event delivered on this instance only');
      }
    },
    subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      handlers.clear();
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
