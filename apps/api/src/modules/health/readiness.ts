// Readiness: may a load balancer send this instance traffic? The database answers, the database
// carries every migration this build ships, and the instance is not shutting down. Redis is reported
// but does not decide: without it an instance still serves every request (rate limits fall back,
// realtime reaches this instance's own sockets), and a Redis outage marking every instance not ready
// at once would turn a degraded service into no service. Each probe has a deadline, so a hung dependency fails the check instead of hanging it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { MIGRATIONS_DIR, pingDatabase, queryRows, type Db } from '../../db/client';

const PROBE_TIMEOUT_MS = 2000;

export interface ReadinessReport {
  ready: boolean;
  checks: { database: 'ok' | 'down'; redis: 'ok' | 'down' | 'not configured'; migrations: 'ok' | 'pending' | 'unknown'; shutdown: 'no' | 'in progress' };
}

export interface Readiness {
  /** From now on the instance reports not ready (SIGTERM): load balancers stop sending it new requests. */
  beginShutdown(): void;
  /** Whether the database answers a ping within the probe deadline (also the combined /api/health). */
  databaseAnswers(): Promise<boolean>;
  check(): Promise<ReadinessReport>;
  close(): void;
}

function withDeadline<T>(probe: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([probe, deadline]).finally(() => clearTimeout(timer));
}

/** Drizzle records each applied migration with its journal timestamp; the newest must be there. */
function latestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

export function createReadiness(db: Db, redisUrl: string | undefined, log: FastifyBaseLogger): Readiness {
  const expectedMigration = latestShippedMigration();
  // A connection of its own: the bus's subscriber cannot send PING, and a probe must not queue
  // behind other traffic or wait for a reconnect (no offline queue: it fails at once when down).
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: PROBE_TIMEOUT_MS }) : undefined;
  redis?.on('error', (err) => log.debug({ err: err.message }, 'readiness redis connection error'));
  let shuttingDown = false;

  const probe = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await withDeadline(fn(), what);
      return true;
    } catch (err) {
      log.warn({ err: err instanceof Error ? err.message : err }, `readiness: ${what} check failed`);
      return false;
    }
  };

  const databaseAnswers = () => probe('database', () => pingDatabase(db));

  return {
    beginShutdown() {
      shuttingDown = true;
    },
    databaseAnswers,
    async check() {
      const [database, redisOk] = await Promise.all([databaseAnswers(), redis ? probe('redis', () => redis.ping()) : Promise.resolve(null)]);
      let migrations: ReadinessReport['checks']['migrations'] = 'unknown';
      if (database) {
        const applied = await probe('migrations', async () => {
          const [row] = await queryRows<{ latest: string | null }>(db, sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`);
          if (Number(row?.latest ?? 0) < expectedMigration) throw new Error('the database lacks migrations this build ships');
        });
        migrations = applied ? 'ok' : 'pending';
      }
      const checks: ReadinessReport['checks'] = {
        database: database ? 'ok' : 'down',
        redis: redisOk === null ? 'not configured' : redisOk ? 'ok' : 'down',
        migrations,
        shutdown: shuttingDown ? 'in progress' : 'no',
      };
      const ready = database && migrations === 'ok' && !shuttingDown;
      return { ready, checks };
    },
    close() {
      redis?.disconnect();
    },
  };
}
