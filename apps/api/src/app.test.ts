import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { loadConfig } from './config';
import { seedDemoData, DEMO_ACCOUNTS } from './db/seed/demo';
import { asc, eq } from 'drizzle-orm';
import { providerServices, services } from './db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API edge', () => {
  it('reports health with the database checked', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route GET /api/nope not found' });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.call({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('allows the web origin through CORS and no other', async () => {
    const pre = (origin: string) =>
      t.call({ method: 'OPTIONS', url: '/api/user/profile', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect((await pre('http://localhost:3000')).headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect((await pre('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses roles a route does not allow', async () => {
    // A route declared the way every module declares its routes, for admins only.
    const guarded = await createTestApp(
      {},
      {
        routes: (app) => {
          app.get('/api/test/admins-only', { config: { access: ['admin'] } }, async () => ({ success: true }));
        },
      },
    );
    try {
      const customer = await guarded.createUser({ role: 'customer' });
      const provider = await guarded.createUser({ role: 'serviceprovider' });
      const admin = await guarded.createUser({ role: 'admin' });
      expect((await guarded.call({ method: 'GET', url: '/api/test/admins-only' })).status).toBe(401);
      for (const u of [customer, provider]) {
        const res = await guarded.call({ method: 'GET', url: '/api/test/admins-only', token: u.token });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, message: 'You do not have permission to do this.' });
      }
      expect((await guarded.call({ method: 'GET', url: '/api/test/admins-only', token: admin.token })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('will not start with a route that does not say who may call it', async () => {
    await expect(
      createTestApp(
        {},
        {
          routes: (app) => {
            app.get('/api/test/undeclared', async () => ({ success: true }));
          },
        },
      ),
    ).rejects.toThrow('Route GET /api/test/undeclared does not declare config.access');
  });
});

describe('catalogue and demo data', () => {
  it('seeds idempotently: every footer service exists once', async () => {
    await seedDemoData(t.app.ctx);
    await seedDemoData(t.app.ctx);
    const res = await t.call({ method: 'GET', url: '/api/category/catelog' });
    expect(res.status).toBe(200);
    const slugs = res.body.data.flatMap((c: { services: { slug: string }[] }) => c.services.map((s) => s.slug));
    for (const slug of ['standard-house-cleaning', 'bedroom-cleaning', 'moving-helpmovers', 'office-cleaning', 'handyman-services', 'lawn-maintenance', 'other-plumbing-services']) {
      expect(slugs.filter((s: string) => s === slug)).toHaveLength(1);
    }
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Cleaning', 'Moving', 'Plumbing', 'Handyman', 'Gardening', 'Lawn Care', 'Snow Removal']);
    expect(res.body.data[0].services[0]).toEqual({ _id: expect.any(String), name: 'Standard House Cleaning', slug: 'standard-house-cleaning' });
    // Seeding draws every catalogue and blog picture (sharp) twice: slow on a busy 2-core machine.
  }, 120_000);

  it('lets every demo account sign in; the provider is approved with a verified phone', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } });
      expect(res.status).toBe(200);
      expect(res.body.data.user.role).toBe(a.role);
      if (a.role === 'serviceprovider') {
        expect(res.body.data.user).toMatchObject({ isPhoneNumberVerified: true, serviceprovider: [{ verificationstatus: 'approved' }] });
      }
    }
  });

  it("gives the demo customer a saved address and card that pay, a wishlist and a conversation", async () => {
    const customer = DEMO_ACCOUNTS.find((a) => a.role === 'customer')!;
    const { body } = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: customer.password } });
    const token = body.data.token as string;
    expect((await t.call({ method: 'GET', url: '/api/user/addresses', token })).body.data).toEqual([expect.objectContaining({ postcode: 'M5V 3Z9', isDefault: true })]);
    const cards = (await t.call({ method: 'GET', url: '/api/user/payment-methods', token })).body.data;
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    // Saving the same test card again finds the demo one.
    expect((await t.call({ method: 'POST', url: '/api/user/payment-methods', token, payload: { paymentMethodId: 'pm_card_visa' } })).body.data._id).toBe(cards[0]._id);
    expect((await t.call({ method: 'GET', url: '/api/user/wishlist', token })).body.data.total).toBe(2);
    const acceptedJobs: { _id: string; service: { slug: string } }[] = (await t.call({ method: 'GET', url: '/api/booking/mybookings?status=accepted', token })).body.data.items;
    const accepted = acceptedJobs.find((b) => b.service.slug === 'standard-house-cleaning')!;
    const thread = await t.call({ method: 'GET', url: `/api/booking/${accepted._id}/messages`, token });
    expect(thread.body.data).toMatchObject({ open: true, canSend: true, unreadCount: 0 });
    expect(thread.body.data.messages).toHaveLength(2);
  });

  it('has a provider application with documents waiting in the admin queue', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
    const token = (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: admin.password } })).body.data.token as string;
    const queue = await t.call({ method: 'GET', url: '/api/admin/providers?status=submitted', token });
    const applicant = queue.body.data.providers.find((p: { email: string }) => p.email === 'applicant@demo.hearth.ca');
    expect(applicant).toBeTruthy();
    const licence = await t.app.inject({ method: 'GET', url: `/api/admin/providers/${applicant._id}/documents/qualificationdoc`, headers: { authorization: `Bearer ${token}` } });
    expect([licence.statusCode, licence.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(licence.body.startsWith('%PDF-')).toBe(true);
    // Like a sign-up, the application offers the services it asked for, so Category starts with them once approved.
    const offered = await t.app.ctx.db
      .select({ name: services.name })
      .from(providerServices)
      .innerJoin(services, eq(services.id, providerServices.serviceId))
      .where(eq(providerServices.providerId, applicant._id))
      .orderBy(asc(services.name));
    expect(offered.map((row) => row.name)).toEqual(['Drain Unclogging', 'Leak Repair']);
  });

  it('serves the catalogue with or without a token', async () => {
    const u = await t.createUser();
    expect((await t.call({ method: 'GET', url: '/api/category/catelog', token: u.token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/category/catelog', token: 'expired.or.bad' })).status).toBe(200);
  });
});

/** The supplier named on tax invoices, which production requires. */
const SUPPLIER = { SUPPLIER_LEGAL_NAME: 'Hearth Homes Inc.', SUPPLIER_ADDRESS: '1 Yonge St, Toronto ON M5E 1W7', SUPPLIER_GST_HST_NUMBER: '123456789 RT 0001', SUPPLIER_QST_NUMBER: '1234567890 TQ 0001' };

describe('configuration', () => {
  it('has working local defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4000, databaseUrl: undefined, dataDir: './data', devTools: true, webUrl: 'http://localhost:3000' });
  });

  it('refuses production with the default secret or the local mail/SMS adapters', () => {
    expect(() => loadConfig({ HEARTH_ENV: 'production' })).toThrow(/JWT_SECRET is the development default/);
    expect(() => loadConfig({ HEARTH_ENV: 'production' })).toThrow(/DATA_ENCRYPTION_KEY is the development default/);
    expect(() => loadConfig({ HEARTH_ENV: 'production' })).toThrow(/WEB_API_SHARED_SECRET is the development default/);
    const secrets = { JWT_SECRET: 'x'.repeat(48), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), WEB_API_SHARED_SECRET: 'w'.repeat(48), ...SUPPLIER };
    expect(() => loadConfig({ HEARTH_ENV: 'production', ...secrets })).toThrow(/Local mail \(set SMTP_URL\) and SMS \(set TWILIO_\*\) adapters/);
    expect(loadConfig({ HEARTH_ENV: 'production', ...secrets, ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true' }).devTools).toBe(false);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'short' })).toThrow(/DATA_ENCRYPTION_KEY must be 32 bytes/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('has no dev mailbox in production mode', async () => {
    const prod = await createTestApp({ HEARTH_ENV: 'production', JWT_SECRET: 'y'.repeat(48), DATA_ENCRYPTION_KEY: Buffer.alloc(32, 2).toString('base64'), WEB_API_SHARED_SECRET: 'v'.repeat(48), ALLOW_LOCAL_ADAPTERS_IN_PRODUCTION: 'true', ...SUPPLIER });
    try {
      expect((await prod.call({ method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('catalogue caching', () => {
  it('answers a matching ETag with 304 and shows changes after invalidation', async () => {
    const { invalidateCatalogue } = await import('./modules/catalog');
    const { categories } = await import('./db/schema');
    const first = await t.call({ method: 'GET', url: '/api/category/catelog' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await t.call({ method: 'GET', url: '/api/category/catelog', headers: { 'if-none-match': etag } })).status).toBe(304);

    await t.app.ctx.db.insert(categories).values({ name: 'Pest Control', slug: 'pest-control', sortOrder: 99 });
    invalidateCatalogue(t.app.ctx.db);
    const after = await t.call({ method: 'GET', url: '/api/category/catelog', headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.body.data.at(-1)).toMatchObject({ name: 'Pest Control', services: [] });
  });
});
