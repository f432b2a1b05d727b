import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REDIS_URL } from '../../test/redis';
import { queryRows } from '../../db/client';


let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('liveness and readiness', () => {
  it('reports live and ready when the database answers and carries every migration', async () => {
    const live = await t.call({ method: 'GET', url: '/api/health/live' });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ success: true, data: { status: 'live' } });

    const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'ready', database: 'ok', redis: 'not configured', migrations: 'ok', shutdown: 'no' } });
  });

  it('is not ready while the database lacks the newest migration this build ships', async () => {
    const db = t.app.ctx.db;
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(db, sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const ready = await t.call({ method: 'GET', url: '/api/health/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ success: false, message: 'Not ready: migrations pending', data: { status: 'not ready', database: 'ok', migrations: 'pending' } });
      expect((await t.call({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`);
    }
    expect((await t.call({ method: 'GET', url: '/api/health/ready' })).status).toBe(200);
  });

  it('turns not ready at once when shutdown begins, while still serving requests', async () => {
    const draining = await createTestApp({}, { database: t.database });
    try {
      draining.app.readiness.beginShutdown();
      const ready = await draining.call({ method: 'GET', url: '/api/health/ready' });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ message: 'Not ready: shutdown in progress', data: { database: 'ok', shutdown: 'in progress' } });
      expect((await draining.call({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
      expect((await draining.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
      expect((await draining.call({ method: 'GET', url: '/api/category/list' })).status).toBe(200);
    } finally {
      await draining.close();
    }
  });

  it('checks Redis when it is configured', async () => {
    const withRedis = await createTestApp({ REDIS_URL }, { database: t.database });
    try {
      // The probe's connection opens in the background; a Redis that answers is reported promptly.
      let ready = await withRedis.call({ method: 'GET', url: '/api/health/ready' });
      for (let i = 0; i < 50 && ready.body.data?.redis !== 'ok'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        ready = await withRedis.call({ method: 'GET', url: '/api/health/ready' });
      }
      expect(ready.body, `is a Redis server listening at ${REDIS_URL}?`).toMatchObject({ data: { redis: 'ok', status: 'ready' } });
    } finally {
      await withRedis.close();
    }

    // Nothing listens on port 1: the instance says Redis is down but stays ready, since it still
    // serves every request without it (a Redis outage must not take every instance out at once).
    const noRedis = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' }, { database: t.database });
    try {
      const ready = await noRedis.call({ method: 'GET', url: '/api/health/ready' });
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ success: true, data: { status: 'ready', database: 'ok', redis: 'down', migrations: 'ok' } });
      expect((await noRedis.call({ method: 'GET', url: '/api/health/live' })).status).toBe(200);
    } finally {
      await noRedis.close();
    }
  });
});
