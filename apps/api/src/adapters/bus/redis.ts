import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus, BusMessage } from './index';

const CHANNEL = 'hearth:realtime';

export function createRedisBus(url: string, log: FastifyBaseLogger): Bus {
  // A subscribed connection cannot publish, hence two. Both reconnect by themselves; a failed
  // publish throws, and the outbox retries it.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  const handlers = new Set<(m: BusMessage) => void>();
  for (const [name, conn] of [['publisher', publisher], ['subscriber', subscriber]] as const) {
    conn.on('error', (err) => log.warn({ err: err.message, conn: name }, 'redis bus connection error'));
  }
  void subscriber.subscribe(CHANNEL).catch((err) => log.error({ err }, 'redis bus subscribe failed'));
  subscriber.on('message', (_channel, raw: string) => {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch (err) {
      log.error({ err }, 'redis bus: unreadable message dropped');
      return;
    }
    for (const h of handlers) h(message);
  });
  return {
    name: 'redis',
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
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
