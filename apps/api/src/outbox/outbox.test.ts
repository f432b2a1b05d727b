import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase, type Database } from '../db/client';
import { outbox as outboxTable } from '../db/schema';
import { backoffSeconds, createOutbox, type OutboxHandlers } from './outbox';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
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
  };
  return { handlers, delivered };
}

/** Makes every pending row due now, standing in for the backoff time passing. */
const makeDue = () => database.db.update(outboxTable).set({ availableAt: sql`now()` }).where(eq(outboxTable.status, 'pending'));

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
});
