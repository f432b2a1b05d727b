// Every page of the web app, as the role that uses it, through axe-core's WCAG 2.0/2.1 A and AA
// rules (colour contrast included): no serious or critical violation anywhere, and no Content
// Security Policy violation either. The page list is checked against apps/web/app/**/page.tsx, so a
// new page fails this journey until it is visited here. Key open states (the phone menu, a dialog,
// the chat, a form showing its errors) are checked too, and the security headers on a public page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { API_URL, signIn, watchPageProblems, type PageProblems } from './support';

type Role = 'visitor' | 'customer' | 'provider' | 'admin';

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; password: string; landing: RegExp }> = {
  customer: { email: 'customer@demo.hearth.ca', password: 'Customer123!', landing: /\/profile\/booking/ },
  provider: { email: 'provider@demo.hearth.ca', password: 'Provider123!', landing: /\/serviceprovider\// },
  admin: { email: 'admin@demo.hearth.ca', password: 'Admin123!', landing: /\/admin$/ },
};

/** A page to visit: its route as written in apps/web/app (route groups dropped), and how to reach it. */
interface Visit {
  route: string;
  /** A URL, or — for a dynamic segment — the href of the first matching link on a listing page. */
  url: string | { from: string; linkPrefix: string };
}

const VISITS: Record<Role, Visit[]> = {
  visitor: [
    { route: '/', url: '/' },
    { route: '/services', url: '/services' },
    { route: '/services/[slug]', url: '/services/standard-house-cleaning' },
    { route: '/blog', url: '/blog' },
    { route: '/blog/[slug]', url: { from: '/blog', linkPrefix: '/blog/' } },
    { route: '/faqs', url: '/faqs' },
    { route: '/contactus', url: '/contactus' },
    { route: '/whyus', url: '/whyus' },
    { route: '/professional', url: '/professional' },
    { route: '/refundpolicy', url: '/refundpolicy' },
    { route: '/termofuse', url: '/termofuse' },
    { route: '/privacypolicy', url: '/privacypolicy' },
    { route: '/Reward-Circle-Terms-Conditions', url: '/Reward-Circle-Terms-Conditions' },
    { route: '/login', url: '/login' },
    { route: '/forgot-password', url: '/forgot-password' },
    // Unknown tokens: the pages' own "link expired or invalid" states.
    { route: '/reset-password/[token]', url: '/reset-password/not-a-real-token' },
    { route: '/verify-email/[token]', url: '/verify-email/not-a-real-token' },
    { route: '/dev/mailbox', url: '/dev/mailbox' },
    { route: '/deeplink', url: '/deeplink' },
    { route: '/services/app', url: '/services/app' },
    { route: '/unsubscribe', url: '/unsubscribe?token=not-a-real-token' },
  ],
  customer: [
    { route: '/services/[slug]/book', url: '/services/standard-house-cleaning/book' },
    { route: '/payment', url: '/payment' },
    { route: '/success', url: '/success' },
    { route: '/bookingcancellationprocess', url: '/bookingcancellationprocess' },
    { route: '/profile', url: '/profile' },
    { route: '/profile/booking', url: '/profile/booking' },
    { route: '/profile/booking/[id]', url: { from: '/profile/booking?tab=accepted', linkPrefix: '/profile/booking/' } },
    { route: '/profile/wishlist', url: '/profile/wishlist' },
    { route: '/profile/account', url: '/profile/account' },
    { route: '/profile/address', url: '/profile/address' },
    { route: '/profile/paymentmethod', url: '/profile/paymentmethod' },
    { route: '/profile/reviews', url: '/profile/reviews' },
    { route: '/profile/notification', url: '/profile/notification' },
  ],
  provider: [
    { route: '/serviceprovider', url: '/serviceprovider' },
    { route: '/serviceprovider/servicerequest', url: '/serviceprovider/servicerequest' },
    { route: '/serviceprovider/dashboard', url: '/serviceprovider/dashboard' },
    { route: '/serviceprovider/schedule', url: '/serviceprovider/schedule' },
    { route: '/serviceprovider/account', url: '/serviceprovider/account' },
    { route: '/serviceprovider/businessdetail', url: '/serviceprovider/businessdetail' },
    { route: '/serviceprovider/category', url: '/serviceprovider/category' },
    { route: '/serviceprovider/certificate', url: '/serviceprovider/certificate' },
    { route: '/serviceprovider/bankdetail', url: '/serviceprovider/bankdetail' },
    { route: '/serviceprovider/transactionshistory', url: '/serviceprovider/transactionshistory' },
    { route: '/serviceprovider/review', url: '/serviceprovider/review' },
    { route: '/serviceprovider/notification', url: '/serviceprovider/notification' },
  ],
  admin: [
    { route: '/admin', url: '/admin' },
    { route: '/admin/providers', url: '/admin/providers' },
    { route: '/admin/providers/[id]', url: { from: '/admin/providers', linkPrefix: '/admin/providers/' } },
    { route: '/admin/catalogue', url: '/admin/catalogue' },
    { route: '/admin/bookings', url: '/admin/bookings' },
    { route: '/admin/bookings/[id]', url: { from: '/admin/bookings', linkPrefix: '/admin/bookings/' } },
    { route: '/admin/users', url: '/admin/users' },
    { route: '/admin/users/[id]', url: { from: '/admin/users', linkPrefix: '/admin/users/' } },
    { route: '/admin/discounts', url: '/admin/discounts' },
    { route: '/admin/content', url: '/admin/content' },
    { route: '/admin/inbox', url: '/admin/inbox' },
    { route: '/admin/inbox/[kind]/[id]', url: { from: '/admin/inbox', linkPrefix: '/admin/inbox/' } },
    { route: '/admin/payouts', url: '/admin/payouts' },
    { route: '/admin/audit', url: '/admin/audit' },
  ],
};

const APP_DIR = join(__dirname, '..', 'apps', 'web', 'app');

/** Every page.tsx under apps/web/app as its route: `(site)/blog/[slug]/page.tsx` → `/blog/[slug]`. */
function pageRoutes(dir = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    if (entry.name !== 'page.tsx') return [];
    const segments = relative(APP_DIR, dir).split(sep).filter((s) => s && !/^\(.*\)$/.test(s));
    return [`/${segments.join('/')}`];
  });
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe and the CSP watcher found, kept for the end-of-test report and assertions. */
interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

class Audit {
  readonly blocking: Finding[] = [];
  readonly lesser: Finding[] = [];
  readonly csp: string[] = [];

  async check(page: Page, problems: PageProblems, where: string) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const violation of results.violations) {
      const finding = { where, rule: violation.id, impact: violation.impact ?? 'unknown', targets: violation.nodes.slice(0, 5).map((n) => n.target.join(' ')) };
      (['serious', 'critical'].includes(finding.impact) ? this.blocking : this.lesser).push(finding);
    }
    this.csp.push(...problems.take().map((p) => `${where}: ${p}`));
  }

  report() {
    const lines = (findings: Finding[]) => findings.map((f) => `  [${f.impact}] ${f.rule} on ${f.where}: ${f.targets.join(' | ')}`).join('\n');
    if (this.lesser.length) console.log(`Moderate/minor findings left:\n${lines(this.lesser)}`);
    expect(this.blocking, `serious or critical axe violations:\n${lines(this.blocking)}`).toEqual([]);
    expect(this.csp, 'Content Security Policy violations').toEqual([]);
  }
}

/** Waits until the page has settled: its data loaded and no spinner left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
}

async function openAs(browser: Browser, role: Role) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await watchPageProblems(page);
  if (role !== 'visitor') {
    const account = ACCOUNTS[role];
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(account.landing);
  }
  return { context, page, problems };
}

async function visitAll(browser: Browser, role: Role) {
  const { context, page, problems } = await openAs(browser, role);
  const audit = new Audit();
  for (const visit of VISITS[role]) {
    let url: string;
    if (typeof visit.url === 'string') {
      url = visit.url;
    } else {
      await page.goto(visit.url.from);
      const link = page.locator(`main a[href^="${visit.url.linkPrefix}"]`).first();
      await expect(link, `a link to ${visit.route} on ${visit.url.from}`).toBeVisible({ timeout: 15_000 });
      url = (await link.getAttribute('href'))!;
    }
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    const { pathname } = new URL(url, 'http://page');
    // An area's root may forward to its first page (/profile → /profile/booking), never to sign-in.
    await expect(page, `${url} stays in its area (no sign-in redirect)`).toHaveURL((address) => address.pathname.startsWith(pathname));
    await settle(page);
    await audit.check(page, problems, `${url} (${role})`);
  }
  await context.close();
  audit.report();
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
