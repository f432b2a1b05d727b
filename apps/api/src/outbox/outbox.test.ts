import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { queryRows, type Database } from '../db/client';
import { outbox as outboxTable } from '../db/schema';
import { lendDatabase } from '../test/database-pool';
import { backoffSeconds, createOutbox, type OutboxHandlers } from './outbox';

// The outbox alone, without an app: each outbox here stands for one API process, and a second
// one on the same database for a restarted or another instance.
let database: Database;
beforeAll(async () => {
  database = await lendDatabase(inject('databaseTemplates'), 'empty');
});
afterAll(() => database.close());

const log = Fastify({ logger: false }).log; // silent

function recordingHandlers(failTimes = 0) {
  const delivered: string[] = [];
  let failures = 0;
  const handlers: OutboxHandlers = {
    email: async (m) => {
      if (failures < failTimes) {
        failures++;
        throw new Error('SMTP 451 try again later');
      }
      delivered.push(m.to);
    },
    sms: async (m) => {
      delivered.push(m.to);
    },
    realtime: async (m) => {
      delivered.push(m.userIds.join(','));
    },
    payments: async (job) => {
      delivered.push(job.op);
    },
    marketing: async (job) => {
      delivered.push(job.kind);
    },
    identity: async (job) => {
      delivered.push(job.email);
    },
    push: async (m) => {
      delivered.push(m.subscriptionId);
    },
  };
  return { handlers, delivered };
}

/** Makes every pending row due now, standing in for the backoff time passing. */
const makeDue = () => database.db.update(outboxTable).set({ availableAt: sql`now()` }).where(eq(outboxTable.status, 'pending'));

const push = (userId: string) => ({ kind: 'event' as const, userIds: [userId], event: 'NewBookingAlert' as const, data: {} });
const rowFor = async (userId: string) => (await database.db.select().from(outboxTable).where(sql`payload->'userIds'->>0 = ${userId}`))[0]!;

async function until(check: () => boolean, timeoutMs = 1000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('outbox', () => {
  it('delivers what a committed transaction wrote, and nothing from a rolled-back one', async () => {
    const { handlers, delivered } = recordingHandlers();
    const box = createOutbox(database.db, handlers, log, 10_000);
    await database.db.transaction(async (tx) => {
      await box.enqueue(tx, 'email', { to: 'kept@example.ca', subject: 's', text: 't' });
    });
    await database.db
      .transaction(async (tx) => {
        await box.enqueue(tx, 'email', { to: 'rolled-back@example.ca', subject: 's', text: 't' });
        throw new Error('business rule failed');
      })
      .catch(() => undefined);
    await box.drain();
    expect(delivered).toEqual(['kept@example.ca']);
  });

  it('retries a failing delivery with growing backoff until it succeeds', async () => {
    const { handlers, delivered } = recordingHandlers(2);
    const box = createOutbox(database.db, handlers, log, 10_000);
    await box.enqueue(database.db, 'email', { to: 'retry@example.ca', subject: 's', text: 't' });
    await box.drain();
    const [afterFirst] = await database.db.select().from(outboxTable).where(sql`payload->>'to' = 'retry@example.ca'`);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });
    expect(afterFirst!.availableAt.getTime()).toBeGreaterThan(Date.now() + 5_000); // not retried at once

    await makeDue();
    await box.drain();
    await makeDue();
    await box.drain();
    const [done] = await database.db.select().from(outboxTable).where(sql`payload->>'to' = 'retry@example.ca'`);
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    expect(delivered).toEqual(['retry@example.ca']);
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([10, 20, 40, 80]);
  });

  it('waits longer after each failure, and a process restarted mid-retry delivers the message exactly once', async () => {
    const to = '+16135550101';
    const sent: string[] = [];
    let failures = 0;
    const flakySms: OutboxHandlers['sms'] = async (m) => {
      if (failures++ < 3) throw new Error('SMS gateway 503');
      sent.push(m.to);
    };
    const boxA = createOutbox(database.db, { ...recordingHandlers().handlers, sms: flakySms }, log, 10_000);
    await boxA.enqueue(database.db, 'sms', { to, body: 'Your booking is confirmed' });
    const secondsUntilRetry = async () =>
      Number((await queryRows<{ s: string }>(database.db, sql`select extract(epoch from available_at - now()) as s from outbox where payload->>'to' = ${to}`))[0]!.s);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await makeDue();
      await boxA.drain();
      waits.push(await secondsUntilRetry());
    }
    expect(sent).toEqual([]);
    // 10 s, 20 s, 40 s: each wait about double the last.
    expect(waits[0]).toBeGreaterThan(5);
    expect(waits[1]).toBeGreaterThan(waits[0]! * 1.5);
    expect(waits[2]).toBeGreaterThan(waits[1]! * 1.5);
    await boxA.stop(); // the process goes away between attempts

    const b = recordingHandlers(); // restarted, the SMS gateway healthy again
    const boxB = createOutbox(database.db, b.handlers, log, 10_000);
    await boxB.drain();
    expect(b.delivered).toEqual([]); // not before its backoff runs out
    await makeDue();
    await boxB.drain();
    await makeDue();
    await boxB.drain();
    expect(b.delivered).toEqual([to]);
    const [row] = await database.db.select().from(outboxTable).where(sql`payload->>'to' = ${to}`);
    expect(row).toMatchObject({ status: 'delivered', attempts: 4, lastError: null });
  });

  it('parks a message as dead after too many failures instead of retrying forever', async () => {
    const { handlers } = recordingHandlers(100);
    const box = createOutbox(database.db, handlers, log, 10_000);
    await box.enqueue(database.db, 'email', { to: 'dead@example.ca', subject: 's', text: 't' });
    for (let i = 0; i < 8; i++) {
      await makeDue();
      await box.drain();
    }
    const [row] = await database.db.select().from(outboxTable).where(sql`payload->>'to' = 'dead@example.ca'`);
    expect(row).toMatchObject({ status: 'dead', attempts: 8 });
  });

  it('redelivers a message whose worker died mid-delivery once its lease runs out', async () => {
    const { handlers, delivered } = recordingHandlers();
    const box = createOutbox(database.db, handlers, log, 10_000);
    await box.enqueue(database.db, 'sms', { to: '+16135550000', body: 'code' });
    // A worker claimed it (attempts + lease) and then the process died before marking it delivered.
    await database.db.execute(sql`update outbox set attempts = 1, available_at = now() + interval '60 seconds' where payload->>'to' = '+16135550000'`);
    await box.drain();
    expect(delivered).toEqual([]);
    await makeDue();
    await box.drain();
    expect(delivered).toEqual(['+16135550000']);
  });

  it('publishes a realtime push right after commit, without waiting for the worker, and marks it delivered', async () => {
    const { handlers, delivered } = recordingHandlers();
    const box = createOutbox(database.db, handlers, log, 10_000); // the worker would not look for 10 s
    box.start();
    await box.transaction((tx) => box.enqueue(tx, 'realtime', push('fast-1')));
    await until(() => delivered.length > 0);
    await box.drain();
    expect(delivered).toEqual(['fast-1']);
    expect(await rowFor('fast-1')).toMatchObject({ status: 'delivered', attempts: 1 });
    await box.stop();
  });

  it('does not send a push again when only its confirmation is late', async () => {
    const { handlers, delivered } = recordingHandlers();
    const box = createOutbox(database.db, handlers, log, 10_000);
    box.start();
    await box.transaction((tx) => box.enqueue(tx, 'realtime', push('late-mark-1')));
    await until(() => delivered.length > 0);
    await makeDue(); // its lease ran out before the batched mark landed, as in an overloaded process
    await box.drain();
    expect(delivered).toEqual(['late-mark-1']);
    expect(await rowFor('late-mark-1')).toMatchObject({ status: 'delivered' });
    await box.stop();
  });

  it('leaves a push to the worker when its process stopped between commit and publish', async () => {
    const a = recordingHandlers();
    const boxA = createOutbox(database.db, a.handlers, log, 10_000);
    boxA.start();
    await boxA.transaction(async (tx) => {
      await boxA.enqueue(tx, 'realtime', push('crashed-1'));
      await boxA.stop(); // the process goes away before the commit returns
    });
    const b = recordingHandlers(); // another instance, or this one restarted
    const boxB = createOutbox(database.db, b.handlers, log, 10_000);
    await boxB.drain();
    expect(b.delivered).toEqual([]); // its lease is still running
    await makeDue();
    await boxB.drain();
    expect([...a.delivered, ...b.delivered]).toEqual(['crashed-1']);
    expect(await rowFor('crashed-1')).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('retries a push the bus refused after a backoff', async () => {
    const { handlers, delivered } = recordingHandlers();
    let refusals = 1;
    const box = createOutbox(database.db, { ...handlers, realtime: async (m) => (refusals-- > 0 ? Promise.reject(new Error('bus down')) : handlers.realtime(m)) }, log, 10_000);
    box.start();
    await box.transaction((tx) => box.enqueue(tx, 'realtime', push('refused-1')));
    await box.drain();
    const failed = await rowFor('refused-1');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'bus down' });
    expect(failed.availableAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
    await makeDue();
    await box.drain();
    expect(delivered).toEqual(['refused-1']);
    expect(await rowFor('refused-1')).toMatchObject({ status: 'delivered', attempts: 2 });
    await box.stop();
  });
});
