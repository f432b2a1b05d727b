import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { authTokens, users } from '../../db/schema';
import { unsubscribeToken } from './secrets';
import { seedCatalogue } from '../../db/seed/demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.ctx); // provider sign-up picks services from it
});
afterAll(() => t.close());

const signupBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Tremblay',
  email: uniqueEmail('ada'),
  password: 'maple-leaf-9',
  repassword: 'maple-leaf-9',
  ...over,
});

const linkToken = (body: string, path: string) => {
  const m = body.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`));
  if (!m) throw new Error(`no ${path} link in: ${body}`);
  return m[1]!;
};

describe('customer sign-up', () => {
  it('creates a customer and emails a verification link to the web app', async () => {
    const body = signupBody();
    const res = await t.call({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data.user).toMatchObject({ fullname: 'Ada Tremblay', email: body.email, role: 'customer', isEmailVerified: false, isPhoneNumberVerified: false, serviceprovider: [] });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    const mail = await t.waitForMessage((m) => m.to === body.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Verify your email for Hearth' });
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{40,}/);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First Name is required'],
    [{ lastName: '   ' }, 'lastName', 'Last Name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Provide valid email address'],
    [{ password: 'short', repassword: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'has spaces 9', repassword: 'has spaces 9' }, 'password', 'Password cannot contain spaces'],
    [{ repassword: 'something-else' }, 'repassword', 'Password must match'],
  ])('refuses %j with "%s: %s"', async (over, field, message) => {
    const res = await t.call({ method: 'POST', url: '/api/auth/signup', payload: signupBody(over) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: { [field]: message } });
  });

  it('refuses a duplicate email, whatever its case, and writes nothing', async () => {
    const body = signupBody();
    expect((await t.call({ method: 'POST', url: '/api/auth/signup', payload: body })).status).toBe(201);
    const again = await t.call({ method: 'POST', url: '/api/auth/signup', payload: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ email: 'An account with this email already exists' });
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one email through', async () => {
    const body = signupBody();
    const results = await Promise.all([1, 2, 3].map(() => t.call({ method: 'POST', url: '/api/auth/signup', payload: body })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('reads an empty JSON body as an empty object', async () => {
    const u = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/refresh', token: u.token, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.status).toBe(200);
  });

  it('refuses prototype-pollution keys in JSON', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true},"email":"a@b.ca","password":"x"}' });
    expect(res.status).toBe(400);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/signup', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });
});

describe('provider sign-up', () => {
  const providerBody = (over: Record<string, unknown> = {}) => ({
    name: 'Sam Okafor',
    email: uniqueEmail('sam'),
    password: 'wrench-and-pipe',
    repassword: 'wrench-and-pipe',
    service: ['leak repair'],
    language: ['English', 'French'],
    ...over,
  });

  it('creates a provider waiting for verification', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: providerBody() });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ role: 'serviceprovider', fullname: 'Sam Okafor', firstName: 'Sam', lastName: 'Okafor' });
    expect(res.body.data.user.serviceprovider).toEqual([{ _id: expect.any(String), verificationstatus: 'pending' }]);
  });

  it('takes services from the catalogue only', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: providerBody({ service: ['Leak Repair', 'Alchemy'] }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ service: 'Unknown service: Alchemy. Choose services from our catalogue.' });
  });

  it('needs at least one service and one language', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: providerBody({ service: [], language: [] }) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ service: 'Service field must have at least 1 items', language: 'Language field must have at least 1 items' });
  });
});

describe('login', () => {
  it('returns a token and the user', async () => {
    const u = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token: expect.any(String), expiresIn: 3600, user: { _id: u.id, email: u.email } });
    const me = await t.call({ method: 'GET', url: '/api/user/profile', token: res.body.data.token });
    expect(me.body.data._id).toBe(u.id);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const u = await t.createUser();
    const wrong = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'not-the-password' } });
    const unknown = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: 'whatever-123' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a deactivated account, and deactivation ends existing sessions', async () => {
    const u = await t.createUser();
    const res = await t.call({ method: 'PATCH', url: '/api/auth/deactivate', token: u.token });
    expect(res.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: u.token })).status).toBe(401);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account has been deactivated');
  });

  it('refreshes a valid token', async () => {
    const u = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/refresh', token: u.token });
    expect(res.status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: res.body.data.token })).status).toBe(200);
  });

  it('refuses forged, tampered and alg=none tokens', async () => {
    const u = await t.createUser();
    const [h, p] = u.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    for (const token of ['garbage', `${h}.${p}.AAAA`, none]) {
      const res = await t.call({ method: 'GET', url: '/api/user/profile', token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has expired. Please sign in again.');
    }
    const anon = await t.call({ method: 'GET', url: '/api/user/profile' });
    expect(anon.body).toEqual({ success: false, message: 'Please sign in to continue.' });
  });
});

describe('email verification', () => {
  it('verifies with the link; opening it again still says verified; a made-up link fails', async () => {
    const body = signupBody();
    await t.call({ method: 'POST', url: '/api/auth/signup', payload: body });
    const token = linkToken((await t.waitForMessage((m) => m.to === body.email)).body, '/verify-email');
    const first = await t.call({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your email has been verified');
    const again = await t.call({ method: 'GET', url: `/api/auth/verify-email/${token}` });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your email has been verified');
    const madeUp = await t.call({ method: 'GET', url: `/api/auth/verify-email/${token.slice(0, -4)}abcd` });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe('This verification link is invalid or has expired');
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.body.data.user.isEmailVerified).toBe(true);
  });

  it('sends a new link on request, and answers the same for unknown emails', async () => {
    const body = signupBody();
    await t.call({ method: 'POST', url: '/api/auth/signup', payload: body });
    const known = await t.call({ method: 'POST', url: '/api/auth/request-verification', payload: { email: body.email } });
    const unknown = await t.call({ method: 'POST', url: '/api/auth/request-verification', payload: { email: uniqueEmail('ghost') } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await t.waitForMessages((m) => m.to === body.email, 2)).toHaveLength(2);
    const missing = await t.call({ method: 'POST', url: '/api/auth/request-verification', payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ email: 'Email is required' });
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.status).toBe(200);
    return linkToken((await t.waitForMessage((m) => m.to === email && m.subject === 'Reset your Hearth password')).body, '/reset-password');
  }

  it('answers the same whether or not the email exists', async () => {
    const u = await t.createUser();
    const known = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const unknown = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail('ghost') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
  });

  it('resets once, ends old sessions, and the old password stops working', async () => {
    const u = await t.createUser();
    const token = await requestReset(u.email);
    const check = await t.call({ method: 'GET', url: `/api/auth/reset-password/${token}` });
    expect(check.body.data).toEqual({ email: u.email });
    const reset = await t.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'brand-new-pass' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been reset');
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token: u.token })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'brand-new-pass' } })).status).toBe(200);

    const reused = await t.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'another-pass-1' } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This reset link is invalid or has expired');
  });

  it('refuses an expired link', async () => {
    const u = await t.createUser();
    const token = await requestReset(u.email);
    await t.app.ctx.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, u.id));
    expect((await t.call({ method: 'GET', url: `/api/auth/reset-password/${token}` })).status).toBe(400);
    const res = await t.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'brand-new-pass' } });
    expect(res.status).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('validates the new password', async () => {
    const res = await t.call({ method: 'POST', url: '/api/auth/reset-password/anything', payload: { newPassword: 'short' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
  });
});

describe('unsubscribe', () => {
  it('shows the email of a signed link and turns marketing emails off', async () => {
    const u = await t.createUser();
    const token = unsubscribeToken(t.app.ctx.config.jwtSecret, u.id);
    const who = await t.call({ method: 'GET', url: `/api/auth/user-email?token=${encodeURIComponent(token)}` });
    expect(who.body.data).toEqual({ email: u.email, marketingEmails: true });
    expect((await t.call({ method: 'POST', url: '/api/auth/unsubscribe', payload: { token } })).status).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/user/profile', token: u.token });
    expect(me.body.data.marketingEmails).toBe(false);
  });

  it('refuses a forged link', async () => {
    const u = await t.createUser();
    const forged = `${Buffer.from(u.id).toString('base64url')}.not-a-signature`;
    expect((await t.call({ method: 'POST', url: '/api/auth/unsubscribe', payload: { token: forged } })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/auth/user-email' })).body.errors).toEqual({ token: 'Token is required' });
  });
});

describe('rate limits', () => {
  it('answers 429 with a message after too many logins from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.ca', password: 'whatever-1' } });
        statuses.push(res.status);
        if (res.status === 429) expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted, so limits cannot be dodged', async () => {
    const limited = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x@example.ca' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('re-sends verification to a signed-in caller without an email in the body', async () => {
    const body = signupBody();
    await t.call({ method: 'POST', url: '/api/auth/signup', payload: body });
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    const res = await t.call({ method: 'POST', url: '/api/auth/request-verification', token: login.body.data.token, payload: {} });
    expect(res.status).toBe(200);
    expect(await t.waitForMessages((m) => m.to === body.email, 2)).toHaveLength(2);
  });
});
