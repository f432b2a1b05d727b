// Every page of the web app, as the role that uses it, through axe-core's WCAG 2.0/2.1 A and AA
// rules (colour contrast included): no serious or critical violation anywhere, and no Content
// Security Policy violation either. The page list is checked against apps/web/app/**/page.tsx, so a
// new page fails this journey until it is visited here. Key open states (the phone menu, a dialog,
// the chat, a form showing its errors) are checked too, and the security headers on a public page.
import { expect, test, type Browser } from '@playwright/test';
import { Audit, openAs, pageRoutes, settle, sidewaysScroll, visitAll as visitEach, VISITS, type Role } from './pages';
import { API_URL } from './support';

async function visitAll(browser: Browser, role: Role) {
  const audit = new Audit();
  const overflow: string[] = [];
  await visitEach(browser, role, async (page, url, problems) => {
    await audit.check(page, problems, `${url} (${role})`);
    // The narrowest phone still in use: nothing may make the page scroll sideways.
    overflow.push(...(await sidewaysScroll(page, [320])).map((line) => `${url}: ${line}`));
  });
  audit.report();
  expect(overflow, 'pages that scroll sideways at 320 px').toEqual([]);
}

test('every page file of the web app is in the visit list', () => {
  const visited = new Set(Object.values(VISITS).flatMap((visits) => visits.map((v) => v.route)));
  const files = pageRoutes();
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter((route) => !visited.has(route)), 'page files this journey does not visit').toEqual([]);
  expect([...visited].filter((route) => !files.includes(route)), 'visits of pages that no longer exist').toEqual([]);
});

test('a public page is served with the security headers and a Content Security Policy', async ({ request }) => {
  const response = await request.get('/services');
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, 'a Content-Security-Policy header').not.toBe('');
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
    expect(csp).toContain(directive);
  }
  const apiOrigin = new URL(process.env.API_URL ?? 'http://localhost:4000').origin;
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${apiOrigin} ${apiOrigin.replace(/^http/, 'ws')}`));
  expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${apiOrigin}`));
  expect(csp).not.toContain('unsafe-eval');
  // Scripts run by nonce, a fresh one per response, never by 'unsafe-inline'.
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
  const again = (await request.get('/services')).headers()['content-security-policy'];
  expect(nonceOf(again)).toBeTruthy();
  expect(nonceOf(again)).not.toBe(nonceOf(csp));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  // The journeys run on plain http: no HSTS there (it is unit-tested for https sites).
  expect(headers['strict-transport-security']).toBeUndefined();
});

test.describe('no serious or critical accessibility or CSP violation', () => {
  test.describe.configure({ timeout: 300_000 });

  test('on the public, sign-in and bare pages, as a visitor', async ({ browser }) => {
    await visitAll(browser, 'visitor');
  });

  test("in the customer's area and the booking flow", async ({ browser }) => {
    await visitAll(browser, 'customer');
  });

  test("in the provider's area", async ({ browser }) => {
    await visitAll(browser, 'provider');
  });

  test('in the admin console', async ({ browser, request }) => {
    // A fresh database has an empty inbox: one inquiry gives the inbox item page something to show.
    const inquiry = await request.post(`${API_URL}/api/inquiry`, {
      data: { email: `a11y.${Date.now()}@example.ca`, phonenumber: '4165550123', description: 'Do you clean windows on high floors?' },
    });
    expect(inquiry.ok(), await inquiry.text()).toBe(true);
    await visitAll(browser, 'admin');
  });
});

test.describe('in key open states', () => {
  test('a form showing its validation errors, the chat open, and a dialog open', async ({ browser }) => {
    const { context, page, problems } = await openAs(browser, 'visitor');
    const audit = new Audit();

    await page.goto('/login');
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).locator('[aria-invalid="true"]').first()).toBeVisible();
    await audit.check(page, problems, '/login with errors');

    await page.goto('/contactus');
    const inquiry = page.getByRole('form', { name: 'Send us a message' });
    await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(inquiry.getByText('Description is required')).toBeVisible();
    await audit.check(page, problems, '/contactus inquiry with errors');

    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Hearth Assistant' })).toBeVisible();
    await audit.check(page, problems, '/ with the chat open');
    await context.close();

    const customer = await openAs(browser, 'customer');
    await customer.page.goto('/profile/account');
    await settle(customer.page);
    await customer.page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(customer.page.getByRole('dialog', { name: 'Are you sure you want to logout?' })).toBeVisible();
    await audit.check(customer.page, customer.problems, '/profile/account with the logout dialog open');
    await customer.context.close();

    audit.report();
  });

  test('on a phone, with the mobile menu open', async ({ browser }) => {
    const { context, page, problems } = await openAs(browser, 'visitor');
    const audit = new Audit();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await audit.check(page, problems, '/ on a phone');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByText('Services', { exact: true }).click();
    await expect(menu.getByRole('list', { name: 'Lawn Care' })).toBeVisible();
    await audit.check(page, problems, '/ with the mobile menu open');
    await context.close();
    audit.report();
  });
});
