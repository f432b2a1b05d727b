import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { inTransaction } from '../../outbox/outbox';
import { startPushServiceStub, type PushServiceStub } from './push-service-stub';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addSimulatedPushDevice, queuePush } from './index';
import { decryptPush } from './push-decrypt';

let stub: PushServiceStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startPushServiceStub();
  t = await createTestApp({ PUSH_EXTRA_ENDPOINT_ORIGINS: stub.origin });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

let phones = 0;
const provider = (app: TestApp = t) => app.createUser({ role: 'serviceprovider', phone: `+1416555${String(1000 + ++phones).slice(-4)}` });

async function subscribe(token: string, subscription = stub.device(), deviceLabel = 'Chrome on Android', app: TestApp = t) {
  const res = await app.call({ method: 'POST', url: '/api/push/devices', token, payload: { endpoint: subscription.endpoint, keys: subscription.keys, deviceLabel } });
  return { ...res, subscription };
}

const devicesOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/push/devices', token })).body.data as { _id: string; deviceLabel: string; lastDeliveredAt: string | null }[];

const pushRows = (subscriptionId: string) =>
  queryRows<{ status: string; attempts: number; last_error: string | null }>(
    t.app.ctx.db,
    sql`select status, attempts, last_error from outbox where topic = 'push' and payload->>'subscriptionId' = ${subscriptionId}`,
  );

describe('our own decryption (what the stub and simulated devices check pushes with)', () => {
  // RFC 8291 Appendix A: the example message, the receiver's keys and the body as sent.
  const receiver = { privateKey: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94', p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4', auth: 'BTBZMqHH6r4Tts7J_aSIgg' };
  const body = Buffer.from(
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
    'base64url',
  );

  it('decrypts the RFC 8291 example message', () => {
    expect(decryptPush(body, receiver).toString('utf8')).toBe('When I grow up, I want to be a watermelon');
  });

  it('refuses a tampered message and the wrong auth secret', () => {
    const tampered = Buffer.from(body);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptPush(tampered, receiver)).toThrow(/does not decrypt/);
    expect(() => decryptPush(body, { ...receiver, auth: 'AAAAAAAAAAAAAAAAAAAAAA' })).toThrow(/does not decrypt/);
  });
});

describe('the VAPID public key', () => {
  it('is made once outside production and shared by every instance on the database', async () => {
    const first = await t.call({ method: 'GET', url: '/api/push/key' });
    expect(first.status).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^[\w-]{87}$/); // 65 bytes, base64url
    const second = await createTestApp({}, { database: t.database });
    try {
      expect((await second.call({ method: 'GET', url: '/api/push/key' })).body.data.publicKey).toBe(first.body.data.publicKey);
    } finally {
      await second.close();
    }
  });

  it('is the configured one when keys are set', async () => {
    const configured = await createTestApp({ WEB_PUSH_VAPID_PUBLIC_KEY: 'BPublicKeyFromTheEnvironment', WEB_PUSH_VAPID_PRIVATE_KEY: 'private-key-from-the-environment' });
    try {
      expect((await configured.call({ method: 'GET', url: '/api/push/key' })).body.data).toEqual({ publicKey: 'BPublicKeyFromTheEnvironment' });
    } finally {
      await configured.close();
    }
  });
});

describe('a provider’s devices', () => {
  it('adds, lists and removes a device, and subscribing the same browser again updates it', async () => {
    const me = await provider();
    const added = await subscribe(me.token);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ _id: expect.any(String), deviceLabel: 'Chrome on Android', service: new URL(stub.origin).host, createdAt: expect.any(String), lastDeliveredAt: null });
    expect(JSON.stringify(added.body)).not.toContain(added.subscription.endpoint);

    const again = await subscribe(me.token, { ...added.subscription, keys: stub.device().keys }, 'Firefox on Android');
    expect(again.body.data._id).toBe(added.body.data._id);
    expect(await devicesOf(me.token)).toEqual([expect.objectContaining({ _id: added.body.data._id, deviceLabel: 'Firefox on Android' })]);

    const removed = await t.call({ method: 'DELETE', url: `/api/push/devices/${added.body.data._id}`, token: me.token });
    expect(removed).toMatchObject({ status: 200, body: { data: { removed: true } } });
    expect(await devicesOf(me.token)).toEqual([]);
  });

  it('moves a browser to the provider who subscribes it now', async () => {
    const first = await provider();
    const second = await provider();
    const { subscription, body } = await subscribe(first.token);
    await subscribe(second.token, subscription);
    expect(await devicesOf(first.token)).toEqual([]);
    expect((await devicesOf(second.token)).map((d) => d._id)).toEqual([body.data._id]);
  });

  it('never removes or tests someone else’s device', async () => {
    const owner = await provider();
    const other = await provider();
    const { body } = await subscribe(owner.token);
    const remove = await t.call({ method: 'DELETE', url: `/api/push/devices/${body.data._id}`, token: other.token });
    expect(remove).toMatchObject({ status: 404, body: { message: 'Device not found' } });
    expect((await t.call({ method: 'POST', url: `/api/push/devices/${body.data._id}/test`, token: other.token })).status).toBe(404);
    expect(await devicesOf(owner.token)).toHaveLength(1);
  });

  it('refuses endpoints that are not a known push service', async () => {
    const me = await provider();
    for (const endpoint of ['https://evil.example/push/1', 'http://fcm.googleapis.com/fcm/send/abc', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com.evil.example/x', 'https://user@fcm.googleapis.com/x']) {
      const res = await subscribe(me.token, { deviceId: '', endpoint, keys: stub.device().keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.errors, endpoint).toEqual({ endpoint: 'This push service is not supported' });
    }
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/QGx', 'https://wns2-by3p.notify.windows.com/w/?token=x']) {
      expect((await subscribe(me.token, { deviceId: '', endpoint, keys: stub.device().keys })).status, endpoint).toBe(200);
    }
    expect(await devicesOf(me.token)).toHaveLength(4);
  });

  it('is for providers only', async () => {
    const customer = await t.createUser();
    expect((await t.call({ method: 'GET', url: '/api/push/devices', token: customer.token })).status).toBe(403);
    expect((await subscribe(customer.token)).status).toBe(403);
  });
});

describe('sending alerts', () => {
  it('encrypts each alert for each device of the user, signed with our VAPID key, through the outbox', async () => {
    const me = await provider();
    const phone = await subscribe(me.token);
    const laptop = await subscribe(me.token, stub.device(), 'Firefox on Windows');
    const message = { title: 'New job near you', body: 'Deep cleaning in Toronto, Friday 9:00', url: 'http://localhost:3000/serviceprovider/servicerequest', tag: 'new-job-1' };
    const queued = await inTransaction(t.app.ctx, (tx) => queuePush(t.app.ctx, tx, me.id, message));
    expect(queued).toBe(2);
    await t.app.ctx.outbox.drain();

    const { publicKey } = (await t.call({ method: 'GET', url: '/api/push/key' })).body.data;
    for (const { subscription } of [phone, laptop]) {
      const got = stub.received.filter((r) => r.deviceId === subscription.deviceId);
      expect(got).toHaveLength(1);
      expect(got[0]!.payload).toEqual(message);
      expect(got[0]!.vapidPublicKey).toBe(publicKey);
      expect(got[0]!.headers).toMatchObject({ ttl: '3600', urgency: 'high', 'content-encoding': 'aes128gcm' });
    }
    expect(stub.refused).toEqual([]);
    expect((await devicesOf(me.token)).every((d) => d.lastDeliveredAt !== null)).toBe(true);
  });

  it('queues nothing for a user without devices', async () => {
    const me = await provider();
    expect(await inTransaction(t.app.ctx, (tx) => queuePush(t.app.ctx, tx, me.id, { title: 'x', body: 'y', url: 'http://localhost:3000/' }))).toBe(0);
  });

  it('removes a device whose subscription expired (410) and does not retry', async () => {
    const me = await provider();
    const { subscription, body } = await subscribe(me.token);
    stub.answerNext(subscription.deviceId, 410);
    await inTransaction(t.app.ctx, (tx) => queuePush(t.app.ctx, tx, me.id, { title: 'Job', body: 'Gone', url: 'http://localhost:3000/' }));
    await t.app.ctx.outbox.drain();
    expect(await devicesOf(me.token)).toEqual([]);
    expect(await pushRows(body.data._id)).toEqual([expect.objectContaining({ status: 'delivered' })]);
  });

  it('tries again later when the push service fails (500), keeping the device', async () => {
    const me = await provider();
    const { subscription, body } = await subscribe(me.token);
    stub.answerNext(subscription.deviceId, 500);
    await inTransaction(t.app.ctx, (tx) => queuePush(t.app.ctx, tx, me.id, { title: 'Job', body: 'Retry', url: 'http://localhost:3000/' }));
    await t.app.ctx.outbox.drain();
    expect(await pushRows(body.data._id)).toEqual([{ status: 'pending', attempts: 1, last_error: 'push service answered 500' }]);
    expect(await devicesOf(me.token)).toHaveLength(1);
    expect(stub.received.filter((r) => r.deviceId === subscription.deviceId)).toEqual([]);
  });

  it('sends a test alert to one device in the provider’s language, a few a minute at most', async () => {
    const me = await provider();
    await t.call({ method: 'PUT', url: '/api/user/locale', token: me.token, payload: { locale: 'fr' } });
    const { subscription, body } = await subscribe(me.token);
    const test = () => t.call({ method: 'POST', url: `/api/push/devices/${body.data._id}/test`, token: me.token });
    expect(await test()).toMatchObject({ status: 200, body: { data: { queued: true } } });
    await t.app.ctx.outbox.drain();
    const got = stub.received.filter((r) => r.deviceId === subscription.deviceId);
    expect(got.map((r) => r.payload)).toEqual([{ title: 'Alerte d’essai Hearth', body: expect.any(String), url: 'http://localhost:3000/fr/serviceprovider/alerts', tag: 'hearth-test-alert' }]);
    expect((await test()).status).toBe(200);
    expect((await test()).status).toBe(200);
    expect((await test()).status).toBe(429);
  });
});

describe('a server without Web Push', () => {
  it('in production without VAPID keys: no key, and devices cannot be added', async () => {
    const production = await createTestApp({
      HEARTH_ENV: 'production',
      JWT_SECRET: 'x'.repeat(48),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      WEB_API_SHARED_SECRET: 'w'.repeat(48),
      ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true',
      SUPPLIER_LEGAL_NAME: 'Foyer Hearth Services Inc.',
      SUPPLIER_ADDRESS: '200 Bay St, Suite 900, Toronto ON M5J 2J2',
      SUPPLIER_GST_HST_NUMBER: '812345678 RT 0001',
      SUPPLIER_QST_NUMBER: '1234567890 TQ 0001',
    });
    try {
      expect((await production.call({ method: 'GET', url: '/api/push/key' })).body.data).toEqual({ publicKey: null });
      const me = await provider(production);
      const res = await subscribe(me.token, { deviceId: '', endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: stub.device().keys }, 'Chrome on Android', production);
      expect(res).toMatchObject({ status: 409, body: { message: 'Push alerts are not set up on this server' } });
      // No simulated devices either: their push service is a dev tool.
      expect(await inTransaction(production.app.ctx, (tx) => addSimulatedPushDevice(production.app.ctx, tx, me.id, 'Demo phone'))).toBeNull();
      expect((await production.call({ method: 'POST', url: `/api/dev/push-service/${me.id}` })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('simulated devices (dev tools)', () => {
  /** A free port, so the API can name its own public origin before it listens there. */
  async function freePort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('receive the real encrypted push at the API’s dev route and file the decrypted alert in the dev mailbox', async () => {
    const port = await freePort();
    const api = await createTestApp({ PUBLIC_API_URL: `http://127.0.0.1:${port}` });
    try {
      await api.app.listen({ port, host: '127.0.0.1' });
      const me = await provider(api);
      const device = (await inTransaction(api.app.ctx, (tx) => addSimulatedPushDevice(api.app.ctx, tx, me.id, 'Demo phone')))!;
      expect(device).toMatchObject({ deviceLabel: 'Demo phone', service: `127.0.0.1:${port}` });
      await inTransaction(api.app.ctx, (tx) => queuePush(api.app.ctx, tx, me.id, { title: 'New job near you', body: 'Window washing, Saturday', url: 'http://localhost:3000/serviceprovider/servicerequest', tag: 'job-7' }));
      const mail = await api.waitForMessage((m) => m.channel === 'push');
      expect(mail).toMatchObject({ to: `Demo phone (${me.email})`, subject: 'New job near you', body: 'Window washing, Saturday\nhttp://localhost:3000/serviceprovider/servicerequest\ntag: job-7' });

      // Only pushes signed with this server's key are filed, and only for devices that exist.
      const forged = await api.call({ method: 'POST', url: `/api/dev/push-service/${device._id}`, headers: { 'content-type': 'application/octet-stream', 'content-encoding': 'aes128gcm', authorization: 'vapid t=a.b.c, k=BAD' }, payload: Buffer.alloc(100) });
      expect(forged.status).toBe(401);
    } finally {
      await api.close();
    }
  });
});
