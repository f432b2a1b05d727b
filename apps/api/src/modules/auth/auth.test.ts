import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, gt } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/test-app';
import { uniqueTestPhone } from '../../test/phone-numbers';
import { authTokens, outbox, serviceProviders, services, users } from '../../db/schema';
import { AUDIENCE, ISSUER } from '../../plugins/auth';
import { inTransaction } from '../../outbox/outbox';
import { issueEmailToken } from './email-tokens';
import { unsubscribeToken } from './secrets';
import { seedCatalogue } from '../../db/seed/demo';
import { authEndpoints } from '@hearth/shared/auth/contract';
import { endpointUrl } from '@hearth/shared/contract';

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

const SIGNED_UP = { success: true, message: 'Account created. Check your email to verify your address.' };

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
    expect(res.body).toEqual(SIGNED_UP);
    const mail = await t.waitForMessage((m) => m.to === body.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Verify your email for Hearth' });
    expect(mail.body).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{40,}/);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.body.data.user).toMatchObject({ fullname: 'Ada Tremblay', email: body.email, role: 'customer', isEmailVerified: false, isPhoneNumberVerified: false, serviceprovider: [] });
    expect(login.body.data.user).not.toHaveProperty('passwordHash');
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

  it('answers a taken email, whatever its case, exactly like a new one, changes nothing and tells the owner', async () => {
    const owner = await t.createUser({ firstName: 'Lise' });
    const fresh = await t.call({ method: 'POST', url: '/api/auth/signup', payload: signupBody() });
    const again = await t.call({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ email: owner.email.toUpperCase(), password: 'attacker-pass-1', repassword: 'attacker-pass-1' }) });
    expect([again.status, again.body]).toEqual([fresh.status, fresh.body]);
    expect([again.status, again.body]).toEqual([201, SIGNED_UP]);
    const rows = await t.app.ctx.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } })).status).toBe(200);
    const notice = await t.waitForMessage((m) => m.to === owner.email);
    expect(notice.subject).toBe('Someone tried to create a Hearth account with your email');
    expect(notice.body).toContain('Someone tried to create a Hearth account with this email. You already have one, so nothing was changed.');
    expect(notice.body).toContain('http://localhost:3000/forgot-password');
    expect(notice.body).not.toContain('/verify-email/');
  });

  it('creates one account when simultaneous sign-ups race for one email, and answers them all alike', async () => {
    const body = signupBody();
    const results = await Promise.all([1, 2, 3].map(() => t.call({ method: 'POST', url: '/api/auth/signup', payload: body })));
    expect(results.map((r) => [r.status, r.body])).toEqual([1, 2, 3].map(() => [201, SIGNED_UP]));
    expect(await t.app.ctx.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    const mails = await t.waitForMessages((m) => m.to === body.email, 3);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Someone tried to create a Hearth account with your email', 'Someone tried to create a Hearth account with your email', 'Verify your email for Hearth']);
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
    const body = providerBody();
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: body });
    expect([res.status, res.body]).toEqual([201, SIGNED_UP]);
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    expect(login.body.data.user).toMatchObject({ role: 'serviceprovider', fullname: 'Sam Okafor', firstName: 'Sam', lastName: 'Okafor' });
    expect(login.body.data.user.serviceprovider).toEqual([{ _id: expect.any(String), verificationstatus: 'pending' }]);
  });

  it('answers a taken email like a new sign-up, makes no provider and tells the owner', async () => {
    const owner = await t.createUser();
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: providerBody({ email: owner.email }) });
    expect([res.status, res.body]).toEqual([201, SIGNED_UP]);
    expect(await t.app.ctx.db.select().from(serviceProviders).where(eq(serviceProviders.userId, owner.id))).toHaveLength(0);
    expect((await t.waitForMessage((m) => m.to === owner.email)).subject).toBe('Someone tried to create a Hearth account with your email');
  });

  it('takes the services by their French names from a French page, and keeps the English names', async () => {
    await t.app.ctx.db.update(services).set({ nameFr: 'Réparation de fuite' }).where(eq(services.name, 'Leak Repair'));
    const body = providerBody({ service: ['Réparation de fuite'], locale: 'fr' });
    const res = await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: body, headers: { 'accept-language': 'fr-CA' } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [user] = await t.app.ctx.db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.email, body.email));
    const [provider] = await t.app.ctx.db.select({ services: serviceProviders.requestedServices }).from(serviceProviders).where(eq(serviceProviders.userId, user!.id));
    expect(user!.locale).toBe('fr');
    expect(provider!.services).toEqual(['Leak Repair']);
  });

  it('offers the services chosen at sign-up, so Category starts with them selected once approved', async () => {
    const body = providerBody({ service: ['Leak Repair', 'leak repair'] });
    expect((await t.call({ method: 'POST', url: '/api/auth/signup-serviceprovider', payload: body })).status).toBe(201);
    const [user] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    await t.app.ctx.db.update(users).set({ phone: uniqueTestPhone(), phoneVerifiedAt: new Date() }).where(eq(users.id, user!.id));
    await t.app.ctx.db.update(serviceProviders).set({ verificationStatus: 'approved' }).where(eq(serviceProviders.userId, user!.id));
    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });

    const res = await t.call({ method: 'GET', url: '/api/service-provider/category/list', token: login.body.data.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [leakRepair] = await t.app.ctx.db.select({ id: services.id }).from(services).where(eq(services.name, 'Leak Repair'));
    expect(res.body.data.services).toEqual([leakRepair!.id]);
    const offered = res.body.data.categories.flatMap((c: { services: { name: string; selected: boolean }[] }) => c.services.filter((s) => s.selected).map((s) => s.name));
    expect(offered).toEqual(['Leak Repair']);
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

  it('names the missing field before looking at any account', async () => {
    const res = await t.call({ method: 'POST', url: endpointUrl(authEndpoints.login), payload: { email: uniqueEmail('nobody') } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'Password is required' });
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

describe('session lifetime', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const maxAge = () => t.app.ctx.config.sessionMaxAgeSeconds;
  const refresh = (token: string) => t.call({ method: 'POST', url: '/api/auth/refresh', token });
  const sessionStart = (token: string) => decodeJwt(token).sst;

  /** A token signed with the app's secret, as if issued earlier; `sst` omitted is a token from before sessions carried it. */
  async function signedToken(userId: string, claims: { iat: number; sst?: number }) {
    const [row] = await t.app.ctx.db.select({ role: users.role, tv: users.tokenVersion }).from(users).where(eq(users.id, userId));
    return new SignJWT({ role: row!.role, tv: row!.tv, ...(claims.sst === undefined ? {} : { sst: claims.sst }) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(nowSeconds() + 3600)
      .sign(new TextEncoder().encode(t.app.ctx.config.jwtSecret));
  }

  it('lasts 30 days by default', () => {
    expect(maxAge()).toBe(30 * 86_400);
  });

  it('a sign-in starts a session, and refreshing carries its start over unchanged', async () => {
    const u = await t.createUser();
    const started = sessionStart(u.token);
    expect(started).toBeGreaterThan(nowSeconds() - 60);
    let token = u.token;
    for (let i = 0; i < 3; i++) {
      const res = await refresh(token);
      expect(res.status).toBe(200);
      token = res.body.data.token;
      expect(sessionStart(token)).toBe(started);
    }
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token })).status).toBe(200);
  });

  it('refreshing keeps a session going only until it is older than the limit, however often it was refreshed', async () => {
    const u = await t.createUser();
    const started = nowSeconds() - maxAge() + 120; // two minutes left
    let token = await signedToken(u.id, { iat: nowSeconds(), sst: started });
    for (let i = 0; i < 2; i++) {
      const res = await refresh(token);
      expect(res.status).toBe(200);
      token = res.body.data.token;
      expect(sessionStart(token)).toBe(started);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 180_000); // the newest token is still unexpired, but its session is over
      const late = await refresh(token);
      expect(late.status).toBe(401);
      expect(late.body).toEqual({ success: false, message: 'Your session has expired. Please sign in again.' });
      expect((await t.call({ method: 'GET', url: '/api/user/profile', token })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses any token, however fresh, whose session began longer ago than the limit', async () => {
    const u = await t.createUser();
    const token = await signedToken(u.id, { iat: nowSeconds(), sst: nowSeconds() - maxAge() - 1 });
    expect((await refresh(token)).body).toEqual({ success: false, message: 'Your session has expired. Please sign in again.' });
    expect((await t.call({ method: 'GET', url: '/api/user/profile', token })).status).toBe(401);
  });

  it('counts a token issued before sessions carried their start from its issue time', async () => {
    const u = await t.createUser();
    const recent = nowSeconds() - 60;
    const res = await refresh(await signedToken(u.id, { iat: recent }));
    expect(res.status).toBe(200);
    expect(sessionStart(res.body.data.token)).toBe(recent);
    const old = await signedToken(u.id, { iat: nowSeconds() - maxAge() - 60 });
    expect((await refresh(old)).status).toBe(401);
  });

  it('a password change starts a new session', async () => {
    const u = await t.createUser();
    const token = await signedToken(u.id, { iat: nowSeconds(), sst: nowSeconds() - maxAge() + 120 });
    const res = await t.call({ method: 'POST', url: '/api/user/changepassword', token, payload: { oldpassword: u.password, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    expect(res.status).toBe(200);
    expect(sessionStart(res.body.data.token)).toBeGreaterThan(nowSeconds() - 60);
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
  /** Asks for the `nth` reset link of `email` and returns it. */
  async function requestReset(email: string, nth = 1) {
    const res = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.status).toBe(200);
    const [newest] = await t.waitForMessages((m) => m.to === email && m.subject === 'Reset your Hearth password', nth);
    return linkToken(newest!.body, '/reset-password');
  }
  const checkLink = async (token: string) => (await t.call({ method: 'GET', url: `/api/auth/reset-password/${token}` })).status;
  const useLink = async (token: string, newPassword = 'brand-new-pass') =>
    (await t.call({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword } })).status;

  it.each([
    ['/api/auth/forgot-password', 'password-reset', 'Reset your Hearth password'],
    ['/api/auth/request-verification', 'verify-email', 'Verify your email for Hearth'],
  ])('%s does the same work for known and unknown emails, and only the known one gets mail', async (url, kind, subject) => {
    const u = await t.createUser();
    await t.app.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, u.id));
    const ghost = uniqueEmail('ghost');
    const [last] = await t.app.ctx.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    // With the worker stopped, what the requests themselves wrote can be seen before anything is sent.
    await t.app.ctx.outbox.stop();
    let known, unknown;
    try {
      known = await t.call({ method: 'POST', url, payload: { email: u.email } });
      unknown = await t.call({ method: 'POST', url, payload: { email: ghost } });
      const written = await t.app.ctx.db.select({ topic: outbox.topic, payload: outbox.payload }).from(outbox).where(gt(outbox.id, last?.id ?? 0)).orderBy(outbox.id);
      expect(written).toEqual([
        { topic: 'identity', payload: { kind, email: u.email } },
        { topic: 'identity', payload: { kind, email: ghost } },
      ]);
      expect(await t.app.ctx.db.select().from(authTokens).where(eq(authTokens.userId, u.id))).toEqual([]);
    } finally {
      t.app.ctx.outbox.start();
    }
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect((await t.waitForMessage((m) => m.to === u.email)).subject).toBe(subject);
    await t.app.ctx.outbox.drain();
    const sent = await t.app.ctx.db.select({ topic: outbox.topic, status: outbox.status }).from(outbox).where(gt(outbox.id, last?.id ?? 0));
    expect(sent.filter((r) => r.topic === 'identity')).toEqual([{ topic: 'identity', status: 'delivered' }, { topic: 'identity', status: 'delivered' }]);
    const { body: mailbox } = await t.call<{ to: string }[]>({ method: 'GET', url: '/api/dev/outbox' });
    expect(mailbox.filter((m) => m.to === ghost)).toEqual([]);
  });

  it('a newer reset link replaces the older one', async () => {
    const u = await t.createUser();
    const first = await requestReset(u.email);
    const second = await requestReset(u.email, 2);
    expect(second).not.toBe(first);
    expect(await checkLink(first)).toBe(400);
    expect(await useLink(first)).toBe(400);
    expect(await useLink(second)).toBe(200);
  });

  it('resetting with one link voids every other outstanding link', async () => {
    const u = await t.createUser();
    const other = await requestReset(u.email);
    // A second link issued at the same moment (two requests racing) is still outstanding.
    const used = await inTransaction(t.app.ctx, (tx) => issueEmailToken(t.app.ctx, tx, u.id, 'reset_password'));
    expect(await checkLink(other)).toBe(200);
    expect(await useLink(used)).toBe(200);
    expect(await checkLink(other)).toBe(400);
    expect(await useLink(other, 'attacker-pass-1')).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'brand-new-pass' } })).status).toBe(200);
  });

  it('changing the password voids outstanding reset links', async () => {
    const u = await t.createUser();
    const link = await requestReset(u.email);
    const changed = await t.call({ method: 'POST', url: '/api/user/changepassword', token: u.token, payload: { oldpassword: u.password, newpassword: 'fresh-pass-1', confirmepassword: 'fresh-pass-1' } });
    expect(changed.status).toBe(200);
    expect(await checkLink(link)).toBe(400);
    expect(await useLink(link)).toBe(400);
  });

  it('deactivation, by the user or by an admin, voids outstanding reset links, and reactivation does not revive them', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const self = await t.createUser();
    const selfLink = await requestReset(self.email);
    expect((await t.call({ method: 'PATCH', url: '/api/auth/deactivate', token: self.token })).status).toBe(200);
    expect(await checkLink(selfLink)).toBe(400);
    expect(await useLink(selfLink)).toBe(400);

    const byAdmin = await t.createUser();
    const adminLink = await requestReset(byAdmin.email);
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${byAdmin.id}/deactivate`, token: admin.token })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/admin/users/${byAdmin.id}/reactivate`, token: admin.token })).status).toBe(200);
    expect(await checkLink(adminLink)).toBe(400);
    expect(await useLink(adminLink)).toBe(400);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: byAdmin.email, password: byAdmin.password } })).status).toBe(200);
  });

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
