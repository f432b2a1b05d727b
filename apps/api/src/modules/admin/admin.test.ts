// Every admin route refuses everyone but admins: walked from the app's route table, so a route
// added later is covered without anyone remembering to list it here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A URL for a route pattern: every `:param` becomes a well-formed id. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

describe('admin routes', () => {
  it('all live under /api/admin and declare admins only', () => {
    const admin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin'));
    expect(admin.length).toBeGreaterThan(5);
    for (const route of admin) expect({ route: `${route.method} ${route.url}`, access: route.access }).toEqual({ route: `${route.method} ${route.url}`, access: ['admin'] });
  });

  it('answer 401 without a token and 403 to customers and providers, whatever the body', async () => {
    const customer = await t.createUser();
    const provider = await t.createUser({ role: 'serviceprovider' });
    const admin = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin'));
    for (const route of admin) {
      const request = { method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : { anything: 'x' } };
      const label = `${route.method} ${route.url}`;
      expect((await t.call(request)).status, `${label} anonymous`).toBe(401);
      expect((await t.call({ ...request, token: customer.token })).status, `${label} as a customer`).toBe(403);
      expect((await t.call({ ...request, token: provider.token })).status, `${label} as a provider`).toBe(403);
    }
  });
});
