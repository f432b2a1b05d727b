// The outbox: side effects (email, SMS, later realtime pushes and payouts) are rows written in the
// caller's transaction; a worker claims due rows, hands each to its topic's handler and retries
// failures with exponential backoff. A claimed row carries a lease, so a crash mid-delivery means
// the row is delivered again later (at least once), never lost.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db, type Tx } from '../db/client';

const inList = (ids: number[]) => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
import { outbox } from '../db/schema';
import type { BusMessage } from '../adapters/bus';
import type { PaymentJob } from '../modules/bookings/payments';

export interface OutboxTopics {
  email: { to: string; subject: string; text: string };
  sms: { to: string; body: string };
  /** Published on the bus; every instance's hub pushes it to its sockets. */
  realtime: BusMessage;
  /** Capturing or releasing a booking's payment hold, paying a provider. */
  payments: PaymentJob;
}
export type OutboxTopic = keyof OutboxTopics;
export type OutboxHandlers = { [K in OutboxTopic]: (payload: OutboxTopics[K]) => Promise<void> };

const BATCH = 50;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;

export interface Outbox {
  /** Write a side effect inside the caller's transaction (use `inTransaction` so it goes out at commit). */
  enqueue<K extends OutboxTopic>(tx: Tx, topic: K, payload: OutboxTopics[K]): Promise<void>;
  kick(): void;
  start(): void;
  stop(): Promise<void>;
  /** Deliver everything due now (used at shutdown and by tests that need a settled outbox). */
  drain(): Promise<void>;
}

export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 2 ** attempts * 5);
}

export function createOutbox(db: Db, handlers: OutboxHandlers, log: FastifyBaseLogger, pollMs: number): Outbox {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let again = false;

  async function claim() {
    return queryRows<{ id: number; topic: string; payload: unknown; attempts: number }>(db, sql`
      update ${outbox} set attempts = attempts + 1, available_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from ${outbox}
        where status = 'pending' and available_at <= now()
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, topic, payload, attempts`);
  }

  async function deliverDue() {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      const delivered: number[] = [];
      for (const row of rows) {
        const handler = handlers[row.topic as OutboxTopic] as ((p: unknown) => Promise<void>) | undefined;
        try {
          if (!handler) throw new Error(`no handler for outbox topic "${row.topic}"`);
          await handler(row.payload);
          delivered.push(row.id);
        } catch (err) {
          const dead = row.attempts >= MAX_ATTEMPTS;
          const message = err instanceof Error ? err.message : String(err);
          log.warn({ outboxId: row.id, topic: row.topic, attempts: row.attempts, dead, err: message }, 'outbox delivery failed');
          await db.execute(sql`
            update ${outbox}
            set status = ${dead ? 'dead' : 'pending'}, last_error = ${message.slice(0, 1000)},
                available_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
            where id = ${row.id}`);
        }
      }
      if (delivered.length) {
        await db.execute(sql`update ${outbox} set status = 'delivered', delivered_at = now(), last_error = null where id in ${inList(delivered)}`);
      }
      if (rows.length < BATCH) return;
    }
  }

  /** Delivered rows are kept a week for debugging, then removed so the table stays small. */
  let lastPrune = 0;
  async function pruneDelivered() {
    if (Date.now() - lastPrune < 3600_000) return;
    lastPrune = Date.now();
    await db.execute(sql`delete from ${outbox} where status = 'delivered' and delivered_at < now() - interval '7 days'`);
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
          await pruneDelivered();
        } catch (err) {
          log.error({ err }, 'outbox worker pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    async enqueue(tx, topic, payload) {
      await tx.insert(outbox).values({ topic, payload });
    },
    kick() {
      if (!stopped) void run();
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    async drain() {
      await running;
      await run();
    },
  };
}

/** Runs `fn` in a transaction, then wakes the worker so whatever `fn` enqueued is delivered at once. */
export async function inTransaction<T>(ctx: { db: Db; outbox: Outbox }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction((tx) => fn(tx));
  ctx.outbox.kick();
  return result;
}
