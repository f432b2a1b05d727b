import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../test/test-app';
import { REDIS_URL, requireRedis } from '../test/redis';
import { openSocket } from '../test/ws-client';
import { inTransaction } from '../outbox/outbox';
import { notify } from '../modules/events';
import { signAccessToken } from './auth';
import { TOO_MANY_FOR_ADDRESS, TOO_MANY_FOR_USER } from './realtime';

/** A real Redis is part of this machine and of CI; without one these tests fail and say why. */

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { heartbeatMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const raise = (app: TestApp, userIds: string[], event: 'NewBookingAlert' | 'AcceptBooking', data: Record<string, unknown> = {}) =>
  inTransaction(app.app.ctx, (tx) => notify(app.app.ctx, tx, userIds, event, 'New Booking Available', data));

describe('socket authentication', () => {
  it('refuses an upgrade without a token, with a bad token, or for someone else’s userId', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    await expect(openSocket(base, { userId: me.id })).rejects.toMatchObject({ statusCode: 401 });
    await expect(openSocket(base, { userId: me.id, token: 'not.a.token' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(openSocket(base, { userId: other.id, token: me.token })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses a page from another origin', async () => {
    const me = await t.createUser();
    await expect(openSocket(base, { userId: me.id, token: me.token }, { origin: 'https://evil.example' })).rejects.toMatchObject({ statusCode: 403 });
    const ok = await openSocket(base, { userId: me.id, token: me.token }, { origin: 'http://localhost:3000' });
    ok.close();
  });
});

describe('the handshake', () => {
  it('takes the token from the subprotocol, keeps it out of the URL and selects the hearth protocol', async () => {
    const me = await t.createUser();
    const s = await openSocket(base, { userId: me.id, token: me.token });
    expect(s.socket.url).not.toContain(me.token);
    expect(s.socket.protocol).toBe('hearth');
    s.close();
    await expect(openSocket(base, { userId: me.id, token: 'not.a.token' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('still accepts a token in the URL from older clients, and refuses a bad one there', async () => {
    const me = await t.createUser();
    const s = await openSocket(base, { userId: me.id, token: me.token }, { tokenIn: 'query' });
    expect(t.app.realtime.connectionCount(me.id)).toBe(1);
    s.close();
    await expect(openSocket(base, { userId: me.id, token: 'not.a.token' }, { tokenIn: 'query' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('ends the session when the token that authenticated the socket expires', async () => {
    const me = await t.createUser();
    // Expiry is counted in whole seconds from the second it was signed in: 3 leaves at least 2 for
    // the upgrade to be accepted, however late in its second the token was signed or slow the machine.
    const shortLived = await signAccessToken({ config: { ...t.app.ctx.config, accessTokenTtlSeconds: 3 } }, { id: me.id, role: 'customer', tokenVersion: 0 });
    // A long-lived token in the URL as well: the subprotocol's token is the one that counts.
    const url = `${base.replace(/^http/, 'ws')}/ws?${new URLSearchParams({ userId: me.id, token: me.token })}`;
    const socket = new WebSocket(url, ['hearth', shortLived.token]);
    const closed = new Promise<{ code: number; reason: string }>((resolve, reject) => {
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
      socket.on('error', reject);
    });
    expect(await closed).toEqual({ code: 4001, reason: 'Session expired' });
  });
});

describe('delivery', () => {
  it('reaches every tab of the recipient and nobody else', async () => {
    const provider = await t.createUser({ role: 'serviceprovider' });
    const bystander = await t.createUser();
    const tab1 = await openSocket(base, { userId: provider.id, token: provider.token });
    const tab2 = await openSocket(base, { userId: provider.id, token: provider.token });
    const other = await openSocket(base, { userId: bystander.id, token: bystander.token });
    const frameIsText = new Promise((r) => tab1.socket.once('message', (_data, isBinary) => r(!isBinary))); // browsers parse text frames
    await raise(t, [provider.id], 'NewBookingAlert', { bookingId: 'bk-1' });
    expect(await frameIsText).toBe(true);
    for (const tab of [tab1, tab2]) {
      const m = await tab.waitFor('NewBookingAlert');
      expect(m).toEqual({ event: 'NewBookingAlert', data: { bookingId: 'bk-1', message: 'New Booking Available' } });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(other.messages).toEqual([]);
    for (const s of [tab1, tab2, other]) s.close();
  });

  it('closes a user’s sockets when their password changes', async () => {
    const u = await t.createUser();
    const s = await openSocket(base, { userId: u.id, token: u.token });
    await t.call({ method: 'POST', url: '/api/user/changepassword', token: u.token, payload: { oldpassword: u.password, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    expect(await s.closed).toEqual({ code: 4001, reason: 'Session ended' });
  });

  it('closes a deactivated user’s sockets', async () => {
    const u = await t.createUser();
    const s = await openSocket(base, { userId: u.id, token: u.token });
    await t.call({ method: 'PATCH', url: '/api/auth/deactivate', token: u.token });
    expect((await s.closed).code).toBe(4001);
  });

  it('drops a socket that stops answering pings', async () => {
    const u = await t.createUser();
    const s = await openSocket(base, { userId: u.id, token: u.token }, { autoPong: false });
    expect(t.app.realtime.connectionCount(u.id)).toBe(1);
    expect((await s.closed).code).toBe(1006); // terminated, no close frame
    await new Promise((r) => setTimeout(r, 50));
    expect(t.app.realtime.connectionCount(u.id)).toBe(0);
  });
});

describe('connection caps', () => {
  let capped: TestApp;
  let cappedBase: string;
  beforeAll(async () => {
    capped = await createTestApp({ WS_MAX_CONNECTIONS_PER_USER: '3', WS_MAX_CONNECTIONS_PER_ADDRESS: '5' });
    cappedBase = await capped.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => capped.close());

  const closeAll = async (sockets: { close(): void; closed: Promise<unknown> }[]) => {
    for (const s of sockets) s.close();
    await Promise.all(sockets.map((s) => s.closed));
    await waitUntil(() => capped.app.realtime.connectionCount() === 0);
  };

  it('refuses a user’s socket past the per-user cap with 429 while another user still connects, and a closed socket frees its place', async () => {
    const busy = await capped.createUser();
    const other = await capped.createUser();
    const tabs = [];
    for (let i = 0; i < 3; i++) tabs.push(await openSocket(cappedBase, { userId: busy.id, token: busy.token }));
    const refused = openSocket(cappedBase, { userId: busy.id, token: busy.token });
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    await expect(refused).rejects.toMatchObject({ body: expect.stringContaining(TOO_MANY_FOR_USER) });
    const otherTab = await openSocket(cappedBase, { userId: other.id, token: other.token });

    tabs.shift()!.close();
    await waitUntil(() => capped.app.realtime.connectionCount(busy.id) === 2);
    tabs.push(await openSocket(cappedBase, { userId: busy.id, token: busy.token }));
    expect(capped.app.realtime.connectionCount(busy.id)).toBe(3);
    await closeAll([...tabs, otherTab]);
  });

  it('counts only upgraded sockets: plain requests to /ws hold no place', async () => {
    const u = await capped.createUser();
    for (let i = 0; i < 4; i++) expect((await capped.call({ method: 'GET', url: `/ws?userId=${u.id}&token=${u.token}` })).status).toBe(404);
    expect(capped.app.realtime.connectionCount(u.id)).toBe(0);
    const tabs = await Promise.all([1, 2, 3].map(() => openSocket(cappedBase, { userId: u.id, token: u.token })));
    await closeAll(tabs);
  });

  it('admits no more than the cap when a user’s upgrades arrive all at once', async () => {
    const u = await capped.createUser();
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => openSocket(cappedBase, { userId: u.id, token: u.token })));
    const opened = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(opened).toHaveLength(3);
    expect(attempts.filter((a) => a.status === 'rejected').map((a) => (a as PromiseRejectedResult).reason.statusCode)).toEqual([429, 429, 429, 429, 429]);
    await closeAll(opened);
  });

  it('refuses a socket past the per-address cap with 429, whichever users the open ones belong to', async () => {
    const users = await Promise.all([1, 2, 3].map(() => capped.createUser()));
    const open = [];
    for (const u of users.slice(0, 2)) for (let i = 0; i < 2; i++) open.push(await openSocket(cappedBase, { userId: u.id, token: u.token }));
    open.push(await openSocket(cappedBase, { userId: users[2]!.id, token: users[2]!.token }));
    const refused = openSocket(cappedBase, { userId: users[2]!.id, token: users[2]!.token });
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    await expect(refused).rejects.toMatchObject({ body: expect.stringContaining(TOO_MANY_FOR_ADDRESS) });

    open.shift()!.close();
    await waitUntil(() => capped.app.realtime.connectionCount() === 4);
    open.push(await openSocket(cappedBase, { userId: users[2]!.id, token: users[2]!.token }));
    await closeAll(open);
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('heartbeat', () => {
  it('pings every socket once per heartbeat, a slice of them at a time rather than all at once', async () => {
    const sliced = await createTestApp({}, { heartbeatMs: 2000 }); // four slices, one every 500 ms
    try {
      const slicedBase = await sliced.app.listen({ port: 0, host: '127.0.0.1' });
      const u = await sliced.createUser();
      const tabs = await Promise.all([1, 2, 3, 4].map(() => openSocket(slicedBase, { userId: u.id, token: u.token })));
      const pings = tabs.map((tab) => {
        const times: number[] = [];
        tab.socket.on('ping', () => times.push(Date.now()));
        return times;
      });
      await new Promise((r) => setTimeout(r, 2200));
      expect(pings.every((times) => times.length >= 1 && times.length <= 2)).toBe(true);
      const firsts = pings.map((times) => times[0]!);
      expect(Math.max(...firsts) - Math.min(...firsts)).toBeGreaterThanOrEqual(1000);
      for (const tab of tabs) tab.close();
    } finally {
      await sliced.close();
    }
  });
});

describe('two API instances through Redis', () => {
  beforeAll(requireRedis);

  it('delivers an event raised on one instance to a socket on the other', async () => {
    const a = await createTestApp({ REDIS_URL });
    const b = await createTestApp({ REDIS_URL }, { database: a.database });
    try {
      const bBase = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const u = await a.createUser({ role: 'serviceprovider' });
      const s = await openSocket(bBase, { userId: u.id, token: u.token });
      await raise(a, [u.id], 'AcceptBooking', { bookingId: 'across' });
      expect(await s.waitFor('AcceptBooking')).toEqual({ event: 'AcceptBooking', data: { bookingId: 'across', message: 'New Booking Available' } });
      s.close();
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('delivers later events once the client reconnects to a restarted instance', async () => {
    const a = await createTestApp({ REDIS_URL });
    let b = await createTestApp({ REDIS_URL }, { database: a.database });
    try {
      const bBase = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const u = await a.createUser();
      const before = await openSocket(bBase, { userId: u.id, token: u.token });
      await b.close();
      await before.closed;

      b = await createTestApp({ REDIS_URL }, { database: a.database });
      await b.app.listen({ port: Number(new URL(bBase).port), host: '127.0.0.1' });
      const after = await openSocket(bBase, { userId: u.id, token: u.token }); // what the web client does 3 s later
      await raise(a, [u.id], 'NewBookingAlert', { bookingId: 'later' });
      expect((await after.waitFor('NewBookingAlert')).data.bookingId).toBe('later');
      after.close();
    } finally {
      await b.close();
      await a.close();
    }
  });
});
