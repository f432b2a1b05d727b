// The pages of the web app as the role that uses each, how to reach them, and how to check one:
// shared by the accessibility journey (English) and the French journey.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { signIn, watchPageProblems, type PageProblems } from './support';

export type Role = 'visitor' | 'customer' | 'provider' | 'admin';

export const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; password: string; landing: RegExp }> = {
  customer: { email: 'customer@demo.hearth.ca', password: 'Customer123!', landing: /\/profile\/booking/ },
  provider: { email: 'provider@demo.hearth.ca', password: 'Provider123!', landing: /\/serviceprovider\// },
  admin: { email: 'admin@demo.hearth.ca', password: 'Admin123!', landing: /\/admin$/ },
};

/** A page to visit: its route as written in apps/web/app (route groups dropped), and how to reach it. */
export interface Visit {
  route: string;
  /** A URL, or — for a dynamic segment — the href of the first matching link on a listing page. */
  url: string | { from: string; linkPrefix: string };
}

export const VISITS: Record<Role, Visit[]> = {
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
    // The home page introduces some of the professionals, each linking to their public profile.
    { route: '/professionals/[id]', url: { from: '/', linkPrefix: '/professionals/' } },
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
    { route: '/serviceprovider/schedule', url: '/serviceprovider/schedule?view=week' },
    { route: '/serviceprovider/alerts', url: '/serviceprovider/alerts' },
    { route: '/serviceprovider/public-profile', url: '/serviceprovider/public-profile' },
    // A job the demo provider holds, opened from My jobs.
    { route: '/serviceprovider/servicerequest/[id]', url: { from: '/serviceprovider/servicerequest?tab=jobs', linkPrefix: '/serviceprovider/servicerequest/' } },
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
    { route: '/admin/providers/[id]', url: { from: '/admin/providers?status=all', linkPrefix: '/admin/providers/' } },
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
    { route: '/admin/review-reports', url: '/admin/review-reports' },
  ],
};

const APP_DIR = join(__dirname, '..', 'apps', 'web', 'app');

/**
 * Every page.tsx under apps/web/app as its route: `[locale]/(site)/blog/[slug]/page.tsx` → `/blog/[slug]`
 * (the language segment and route groups dropped; the catch-all that renders the 404 is not a page).
 */
export function pageRoutes(dir = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    if (entry.name !== 'page.tsx') return [];
    const segments = relative(APP_DIR, dir).split(sep).filter((s) => s && s !== '[locale]' && !/^\(.*\)$/.test(s));
    if (segments.includes('[...rest]')) return [];
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

export class Audit {
  readonly blocking: Finding[] = [];
  readonly lesser: Finding[] = [];
  readonly csp: string[] = [];

  async check(page: Page, problems: PageProblems, where: string) {
    // The dev mailbox previews each email in a sandboxed frame: emails are checked by their own
    // tests, and a mailbox full of them would have axe audit hundreds of documents.
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe[srcdoc]').analyze();
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
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
}

export async function openAs(browser: Browser, role: Role) {
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

/** The page at each width, and whatever sticks out past the right edge where it scrolls sideways. */
export async function sidewaysScroll(page: Page, widths: number[]): Promise<string[]> {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(50);
    const culprits = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const limit = root.clientWidth + 1;
      // Content a scrolling or clipping box holds in does not widen the page: only what escapes counts.
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return parent.getBoundingClientRect().right <= limit;
        }
        return false;
      };
      // An icon's shapes are measured as their <svg>: the svg clips them, and it is what a layout places.
      const wide = [...document.body.querySelectorAll('*')].filter((element) => element instanceof HTMLElement || element instanceof SVGSVGElement).filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > limit && getComputedStyle(element).position !== 'fixed' && !clipped(element);
      });
      // The outermost offenders name the cause; their children stick out only because they do.
      const outermost = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element)));
      const describe = (element: Element) => {
        const name = (e: Element) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].slice(0, 4).join('.')}`;
        // With its parent, since a bare icon or list item says little about where it is.
        return `${element.parentElement ? `${name(element.parentElement)} > ` : ''}${name(element)} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      };
      return `${root.scrollWidth}px wide: ${outermost.slice(0, 3).map(describe).join(' | ')}`;
    });
    if (culprits) found.push(`${width}px → ${culprits}`);
  }
  await page.setViewportSize(original);
  return found;
}

/**
 * Opens every page of `role`'s list, in English or (with `prefix` '/fr') in French, and runs `check`
 * on each once it has settled.
 */
export async function visitAll(browser: Browser, role: Role, check: (page: Page, url: string, problems: PageProblems) => Promise<void>, prefix = '') {
  const { context, page, problems } = await openAs(browser, role);
  for (const visit of VISITS[role]) {
    let url: string;
    if (typeof visit.url === 'string') {
      url = `${prefix}${visit.url === '/' && prefix ? '' : visit.url}`;
    } else {
      await page.goto(`${prefix}${visit.url.from}`);
      const link = page.locator(`main a[href^="${prefix}${visit.url.linkPrefix}"]:visible`).first();
      await expect(link, `a link to ${visit.route} on ${prefix}${visit.url.from}`).toBeVisible({ timeout: 15_000 });
      url = (await link.getAttribute('href'))!;
    }
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    const { pathname } = new URL(url, 'http://page');
    // An area's root may forward to its first page (/profile → /profile/booking), never to sign-in.
    await expect(page, `${url} stays in its area (no sign-in redirect)`).toHaveURL((address) => address.pathname.startsWith(pathname));
    await settle(page);
    await check(page, url, problems);
  }
  await context.close();
}
