// The event bus between API instances: in-process by default, Redis pub/sub when REDIS_URL is set,
// so a socket on one instance receives events raised on another.
import type { Config } from '../../config';
import type { AppEvent } from '@hearth/shared/realtime-events';
import { createMemoryBus } from './memory';
import { createRedisBus } from './redis';

export type BusMessage =
  /** Push `{ event, data }` to every open socket of these users. */
  | { kind: 'event'; userIds: string[]; event: AppEvent; data: Record<string, unknown> }
  /** These users' sessions ended (password change, deactivation): close their sockets. */
  | { kind: 'revoke'; userIds: string[] };

export interface Bus {
  readonly name: 'memory' | 'redis';
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

export function createBus(config: Config, log: import('fastify').FastifyBaseLogger): Bus {
  return config.redisUrl ? createRedisBus(config.redisUrl, log) : createMemoryBus();
}
