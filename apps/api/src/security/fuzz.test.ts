// Every route that takes a body or a query meets random and hostile input from a caller it allows.
// Properties: no 5xx, no internals in the body, the error envelope on every 4xx, Object.prototype
// untouched, and a refused request changes no row anywhere. FUZZ_SEED / FUZZ_RUNS explore deeper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import type { RouteAccess } from '../plugins/auth';
import { changedTables, databaseFingerprint, demoToken, hostileBody, hostileQuery, realIds, routeUrl, sharedFieldNames, type CallerRole } from './hostile-input';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

let t: TestApp;
let fields: string[];
let pools: { ids: string[]; slugs: string[] };
const tokens: Partial<Record<CallerRole, string>> = {};
let fingerprint: Record<string, string>;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** The caller a route allows: nobody for public routes, a customer for any signed-in user, else its first role. */
function callerFor(route: RouteAccess): CallerRole | null {
  if (route.access === 'public') return null;
  if (route.access === 'user') return 'customer';
  return route.access[0] as CallerRole;
}

/** A fuzzed request may sign its caller out for good (deactivation, password change): sign a fresh one in. */
async function renewCaller(role: CallerRole) {
  const token = await demoToken(t, role);
  tokens[role] = token ?? (await t.createUser({ role, phone: role === 'serviceprovider' ? `+1416555${String(Date.now()).slice(-4)}` : undefined, verificationStatus: 'approved' })).token;
  fingerprint = await databaseFingerprint(t);
}

/** Stored image files take no body or query (uploads.test.ts covers them): every other route is fuzzed. */
const NOT_FUZZED = ['/uploads/:variant/:name', '/uploads/blog/:variant/:name'];
const routes = () => t.app.routeTable.filter((r) => !NOT_FUZZED.includes(r.url));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '100000', RATE_LIMIT_FORMS_PER_HOUR: '100000', RATE_LIMIT_CHAT_PER_MINUTE: '100000' }, { demo: true });
  // Side effects delivered in the background would change rows between requests; fuzzing looks at requests alone.
  await t.app.ctx.outbox.stop();
  [fields, pools] = await Promise.all([sharedFieldNames(), realIds(t)]);
  for (const role of ['customer', 'serviceprovider', 'admin'] as const) tokens[role] = (await demoToken(t, role))!;
  fingerprint = await databaseFingerprint(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('fuzzing every route with hostile input', () => {
  it('covers every route in the route table but the image files', () => {
    expect(t.app.routeTable.filter((r) => !routes().includes(r)).map((r) => r.url)).toEqual(NOT_FUZZED);
  });

  it('has a fingerprint that notices a single changed value', async () => {
    const before = await databaseFingerprint(t);
    await t.app.ctx.db.execute(sql`update categories set description = description || '.' where id = (select id from categories order by id limit 1)`);
    expect(changedTables(before, await databaseFingerprint(t))).toEqual(['categories']);
  });

  it('answers malformed and over-long paths, which the router refuses itself, in the envelope', async () => {
    const badUrl = await t.call({ method: 'GET', url: '/api/cms/page/%E0%A4%A' });
    expect([badUrl.status, badUrl.body]).toEqual([400, { success: false, message: 'The address is not valid' }]);
    const tooLong = await t.call({ method: 'GET', url: `/api/cms/page/${'x'.repeat(3000)}` });
    expect([tooLong.status, tooLong.body]).toEqual([414, { success: false, message: 'The address is too long' }]);
  });

  it('refuses bodies nested thousands of levels deep, or with NUL or a lone surrogate, with a 400', async () => {
    for (const payload of ['[' + '{"a":['.repeat(2000) + ']}'.repeat(2000) + ']', '{"email":"a\\u0000@example.ca","password":"x"}', '{"email":"\\ud800@example.ca","password":"x"}']) {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json' } });
      expect([res.status, res.body.success]).toEqual([400, false]);
    }
  });

  it('never fails, leaks, pollutes or half-writes', { timeout: Math.max(600_000, RUNS * 30_000) }, async () => {
    fingerprint = await databaseFingerprint(t);
    const started = Date.now();
    let requests = 0;
    const failures: string[] = [];
    for (const [index, route] of routes().entries()) {
      const role = callerFor(route);
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const input = fc.record({
        url: routeUrl(route.url, pools),
        query: hostileQuery(fields),
        body: hasBody ? hostileBody(fields, pools) : fc.constant(undefined),
      });
      const outcome = await fc.check(
        fc.asyncProperty(input, async ({ url, query, body }) => {
          const before = fingerprint;
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: query ? `${url}?${query}` : url,
            headers: { ...(role ? { authorization: `Bearer ${tokens[role]}` } : {}), ...(body ? { 'content-type': body.contentType } : {}) },
            ...(body ? { payload: body.payload } : {}),
          };
          const res = await t.app.inject(request);
          requests++;
          const where = `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          expect(res.body, where).not.toMatch(/"stack"\s*:|\n {4}at |\/work\/|node_modules/);
          expect(Object.getOwnPropertyNames(Object.prototype).sort(), 'Object.prototype changed').toEqual(prototypeKeys);
          expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
          fingerprint = await databaseFingerprint(t);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], where).toMatch(/^application\/json/);
            const envelope = res.json();
            expect(envelope.success, where).toBe(false);
            expect(typeof envelope.message === 'string' && envelope.message.length > 0, where).toBe(true);
            expect(changedTables(before, fingerprint), `${where}: a refused request changed rows`).toEqual([]);
          }
          if (res.statusCode === 401 && role) await renewCaller(role);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
      );
      // Every route gets its turn even when one fails; the report keeps each failure's seed and path (huge generated strings cut short).
      const report = fc.defaultReportMessage(outcome);
      if (report) failures.push(`${route.method} ${route.url}: ${report.replace(/(.{1,8}?)\1{40,}/gsu, (run, unit: string) => `${unit.repeat(5)}…(${run.length} chars)`).slice(0, 4000)}`);
    }
    console.log(`fuzz: ${routes().length} routes × ${RUNS} runs = ${requests} requests in ${Date.now() - started} ms (seed ${SEED})`);
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});

