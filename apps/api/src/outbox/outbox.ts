// The outbox: side effects (email, SMS, realtime pushes) are rows written in the caller's
// transaction; a worker claims due rows, hands each to its topic's handler and retries failures with
// exponential backoff. A claimed row carries a lease, so a crash mid-delivery means the row is
// delivered again later (at least once), never lost. Realtime rows take a fast path (decision 007):
// the transaction that writes them also claims them, and its process publishes them right after
// commit; the worker only sends what that did not confirm.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db, type Tx } from '../db/client';
import { outbox } from '../db/schema';
import type { BusMessage } from '../adapters/bus';

const inList = (ids: number[]) => sql`(${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

/**
 * Each topic and its payload. The outbox depends on no feature for its work: a module that queues
 * jobs of its own adds its topic from a file of its own, with
 * `declare module '<path>/outbox/outbox' { interface OutboxTopics { topic: Payload } }`,
 * and app.ts must then give that topic a handler (OutboxHandlers requires one per topic).
 */
export interface OutboxTopics {
  sms: { to: string; body: string };
  /** Published on the bus; every instance's hub pushes it to its sockets. */
  realtime: BusMessage;
}
export type OutboxTopic = keyof OutboxTopics;
export type OutboxHandlers = { [K in OutboxTopic]: (payload: OutboxTopics[K]) => Promise<void> };

const BATCH = 50;
const LEASE_SECONDS = 60;
/** How long the process that wrote a fast-path row has to publish and confirm it before the worker re-sends it. */
const FAST_LEASE_SECONDS = 5;
const MAX_ATTEMPTS = 8;
/** Delivered rows are marked in one statement per this many milliseconds, not one per row. */
const MARK_EVERY_MS = 100;
/** After failed passes (the database is down) the worker waits longer each time, up to this. */
const MAX_PASS_BACKOFF_MS = 5000;
/**
 * Topics the writing process sends itself right after commit: someone is looking at the screen, and
 * a publish on the bus is cheap. Mail and SMS stay with the worker, which paces the vendors.
 */
const FAST_TOPICS: ReadonlySet<OutboxTopic> = new Set(['realtime']);

interface ClaimedRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
}

export interface Outbox {
  /** Write a side effect inside the caller's transaction (open it with `inTransaction` so it goes out at commit). */
  enqueue<K extends OutboxTopic>(tx: Tx, topic: K, payload: OutboxTopics[K], opts?: { notBefore?: Date }): Promise<void>;
  /** Runs `fn` in a transaction; after commit sends its fast-path rows at once and wakes the worker for the rest. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
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
  /** Worker passes that failed in a row: the next poll waits longer, and only the first is logged as an error. */
  let failedPasses = 0;
  /** What each open `transaction()` has enqueued, to send once it commits. */
  const written = new WeakMap<Tx, { fast: ClaimedRow[]; forWorker: boolean }>();
  /** Fast-path deliveries under way (drain and stop wait for them). */
  const sending = new Set<Promise<void>>();
  /**
   * Rows this process has handed over but not yet marked delivered. When it is too busy to mark them
   * before their lease runs out, its own worker claims them: it then marks them instead of sending again.
   */
  const handedOver = new Set<number>();

  async function claim(): Promise<ClaimedRow[]> {
    const rows = await queryRows<ClaimedRow>(db, sql`
      update ${outbox} set attempts = attempts + 1, available_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from ${outbox}
        where status = 'pending' and available_at <= now()
        order by id limit ${BATCH}
        for update skip locked
      )
      returning id, topic, payload, attempts`);
    // node-postgres reads a bigint as text where PGlite and Drizzle give a number: without this, a row
    // handed over by the fast path would not be recognised (handedOver holds numbers) and would be
    // sent again.
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  let unmarked: number[] = [];
  let markTimer: NodeJS.Timeout | null = null;
  let marking: Promise<void> = Promise.resolve();
  function markDelivered(id: number) {
    unmarked.push(id);
    if (!markTimer) {
      markTimer = setTimeout(() => void flushMarks(), MARK_EVERY_MS);
      markTimer.unref();
    }
  }
  /** Flushes run one after another; a failed one leaves its rows leased, so they are sent again (never lost). */
  function flushMarks(): Promise<void> {
    if (markTimer) clearTimeout(markTimer);
    markTimer = null;
    const ids = unmarked;
    unmarked = [];
    if (ids.length) {
      marking = marking.then(() =>
        db.execute(sql`update ${outbox} set status = 'delivered', delivered_at = now(), last_error = null where id in ${inList(ids)}`).then(
          () => ids.forEach((id) => handedOver.delete(id)),
          (err: unknown) => log.error({ err, outboxIds: ids }, 'outbox: marking rows delivered failed; they will be sent again'),
        ),
      );
    }
    return marking;
  }

  /** Hands a claimed row to its topic's handler; a failure goes back on the row with a backoff (or parks it as dead). */
  async function deliver(row: ClaimedRow) {
    const handler = handlers[row.topic as OutboxTopic] as ((p: unknown) => Promise<void>) | undefined;
    try {
      if (!handler) throw new Error(`no handler for outbox topic "${row.topic}"`);
      await handler(row.payload);
    } catch (err) {
      const dead = row.attempts >= MAX_ATTEMPTS;
      const message = err instanceof Error ? err.message : String(err);
      log.warn({ outboxId: row.id, topic: row.topic, attempts: row.attempts, dead, err: message }, 'outbox delivery failed');
      await db.execute(sql`
        update ${outbox}
        set status = ${dead ? 'dead' : 'pending'}, last_error = ${message.slice(0, 1000)},
            available_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
        where id = ${row.id}`);
      return;
    }
    handedOver.add(row.id);
    markDelivered(row.id);
  }

  async function deliverDue() {
    for (;;) {
      const rows = await claim();
      for (const row of rows) {
        if (handedOver.has(row.id)) markDelivered(row.id);
        else await deliver(row);
      }
      if (rows.length < BATCH) return;
    }
  }

  function sendAfterCommit(rows: ClaimedRow[]) {
    for (const row of rows) {
      const delivery = deliver(row)
        .catch((err: unknown) => log.error({ err, outboxId: row.id }, 'outbox: recording a failed delivery failed; it is sent again after its lease'))
        .finally(() => sending.delete(delivery));
      sending.add(delivery);
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
          if (failedPasses) log.warn({ failedPasses }, 'outbox worker recovered');
          failedPasses = 0;
        } catch (err) {
          if (failedPasses++ === 0) log.error({ err }, 'outbox worker pass failed; retrying with backoff');
          else log.warn({ err: err instanceof Error ? err.message : String(err), failedPasses }, 'outbox worker pass failed again');
          again = false; // no tight loop while the database is away
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    const delay = failedPasses ? Math.min(MAX_PASS_BACKOFF_MS, pollMs * 2 ** failedPasses) : pollMs;
    timer = setTimeout(() => {
      void run().finally(schedule);
    }, delay);
    timer.unref();
  }

  function kick() {
    if (!stopped) void run();
  }

  return {
    async enqueue(tx, topic, payload, opts) {
      const mine = written.get(tx);
      if (opts?.notBefore) {
        // Scheduled: the worker picks it up once due.
        await tx.insert(outbox).values({ topic, payload, availableAt: opts.notBefore });
      } else if (mine && FAST_TOPICS.has(topic)) {
        // Claimed by its own transaction (one attempt, a short lease): the worker leaves it alone
        // unless this process fails to confirm it in time, e.g. because it stopped right after commit.
        const [row] = await tx
          .insert(outbox)
          .values({ topic, payload, attempts: 1, availableAt: sql`clock_timestamp() + make_interval(secs => ${FAST_LEASE_SECONDS})` })
          .returning({ id: outbox.id });
        mine.fast.push({ id: row!.id, topic, payload, attempts: 1 });
      } else {
        await tx.insert(outbox).values({ topic, payload });
        if (mine) mine.forWorker = true;
      }
    },
    async transaction(fn) {
      const mine = { fast: [] as ClaimedRow[], forWorker: false };
      const result = await db.transaction((tx) => {
        written.set(tx, mine);
        return fn(tx);
      });
      // A stopped outbox sends nothing: its rows wait for their lease and a running worker.
      if (!stopped) sendAfterCommit(mine.fast);
      if (mine.forWorker) kick();
      return result;
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([running, ...sending]);
      await flushMarks();
    },
    async drain() {
      await Promise.all([running, ...sending]);
      await run();
      await flushMarks();
    },
  };
}

/** Runs `fn` in a transaction and sends whatever it enqueued once it has committed. */
export function inTransaction<T>(ctx: { outbox: Outbox }, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.outbox.transaction(fn);
}
