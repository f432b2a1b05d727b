// Guessing limits hold across API instances and restarts: failed sign-ins and OTP attempts are
// counted in the shared database, and the per-IP request limiter in the shared Redis.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { REDIS_URL, requireRedis } from '../test/redis';
import { loginFailures } from '../db/schema';

/** A real Redis is part of this machine and of CI; without one these tests fail and say why. */
/** Parallel runs share one Redis: each run counts under its own prefix. */
const runPrefix = () => `hearth-rl-test-${randomBytes(6).toString('hex')}:`;
const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.';

beforeAll(requireRedis);

const login = (app: TestApp, email: string, password: string) => app.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('account lockout across two instances and a restart', () => {
  // The per-IP limit stays lifted (createTestApp) so only the account lockout is under test here.
  const env = { REDIS_URL, RATE_LIMIT_REDIS_PREFIX: runPrefix(), LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_MINUTES: '15' };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(env);
    b = await createTestApp(env, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts failures on either instance, keeps the lock through a restart, and refuses even the right password', async () => {
    const u = await a.createUser();
    expect((await login(a, u.email, 'wrong-password-1')).status).toBe(401);
    expect((await login(b, u.email, 'wrong-password-2')).status).toBe(401);
    const third = await login(a, u.email, 'wrong-password-3');
    expect(third).toMatchObject({ status: 429, body: { success: false, message: LOCKED } });

    const right = await login(b, u.email, u.password);
    expect(right).toMatchObject({ status: 429, body: { success: false, message: LOCKED } });

    await b.close();
    b = await createTestApp(env, { database: a.database });
    expect(await login(b, u.email, u.password)).toMatchObject({ status: 429, body: { message: LOCKED } });
    expect((await login(a, u.email, u.password)).status).toBe(429);
  });

  it('lets the right password in once the window has passed, and starts counting again', async () => {
    const u = await a.createUser();
    for (const app of [a, b, a]) await login(app, u.email, 'not-it');
    expect((await login(b, u.email, u.password)).status).toBe(429);
    // Fifteen minutes later (moved in the database rather than waited for).
    await a.app.ctx.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.email, u.email));
    expect((await login(b, u.email, u.password)).status).toBe(200);
    // A good sign-in clears the count: two more mistakes are not a lockout.
    expect((await login(a, u.email, 'not-it')).status).toBe(401);
    expect((await login(b, u.email, 'not-it')).status).toBe(401);
    expect((await login(a, u.email, u.password)).status).toBe(200);
  });

  it('ends the lockout when the owner resets the password by email', async () => {
    const u = await a.createUser();
    for (const app of [a, b, a]) await login(app, u.email, 'not-it');
    expect((await login(b, u.email, u.password)).status).toBe(429);
    expect((await b.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } })).status).toBe(200);
    const mail = await a.waitForMessage((m) => m.to === u.email && m.subject === 'Reset your Hearth password');
    const token = mail.body.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    expect((await a.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'brand-new-pass-7' } })).status).toBe(200);
    expect((await login(b, u.email, 'brand-new-pass-7')).status).toBe(200);
  });

  it('locks an unknown email exactly like a real one, so a lockout reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const statuses = [];
    for (const app of [a, b, a, b]) statuses.push((await login(app, nobody, 'guess')).status);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('never lets parallel guesses past the limit', async () => {
    const u = await a.createUser();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(i % 2 ? a : b, u.email, `guess-${i}`)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(2);
    expect((await login(a, u.email, u.password)).status).toBe(429);
  });

  it('kills an OTP after five wrong codes, whichever instance they reach and across a restart', async () => {
    const u = await a.createUser();
    const phone = `613-555-${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`;
    expect((await a.call({ method: 'POST', url: '/api/auth/send-otp', token: u.token, payload: { phonenumber: phone } })).status).toBe(200);
    const sms = await a.waitForMessage((m) => m.channel === 'sms' && m.to === `+1${phone.replace(/\D/g, '')}`);
    const code = sms.body.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (app: TestApp, otp: string) => app.call({ method: 'POST', url: '/api/auth/verify-otp', token: u.token, payload: { phonenumber: phone, otp } });

    expect((await verify(a, wrong)).body.message).toBe('Invalid OTP. 4 attempts left.');
    expect((await verify(b, wrong)).body.message).toBe('Invalid OTP. 3 attempts left.');
    expect((await verify(a, wrong)).body.message).toBe('Invalid OTP. 2 attempts left.');
    await b.close();
    b = await createTestApp(env, { database: a.database });
    expect((await verify(b, wrong)).body.message).toBe('Invalid OTP. 1 attempt left.');
    expect((await verify(b, wrong)).body.message).toBe('Invalid OTP. Please request a new one.');
    for (const app of [a, b]) {
      expect(await verify(app, code)).toMatchObject({ status: 429, body: { message: 'Too many incorrect attempts. Please request a new OTP.' } });
    }
  });
});

describe('per-IP limit in Redis', () => {
  it('is shared by two instances and survives a restart', async () => {
    const env = { REDIS_URL, RATE_LIMIT_REDIS_PREFIX: runPrefix(), RATE_LIMIT_AUTH_PER_MINUTE: '4' };
    const a = await createTestApp(env);
    let b = await createTestApp(env, { database: a.database });
    try {
      const forgot = (app: TestApp) => app.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() } });
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push((await forgot(app)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      await b.close();
      b = await createTestApp(env, { database: a.database });
      const limited = await forgot(b);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many requests\. Please try again in /);
      expect((await forgot(a)).status).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
