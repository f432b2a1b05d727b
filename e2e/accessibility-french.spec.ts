// Every page of the web app in French, as the role that uses it: the document says fr-CA, no text a
// person reads is an English message of the catalogue (the French one must have replaced it), axe
// finds no serious or critical violation, and the layout holds with French's longer words on a
// phone (320 and 390 px) and a laptop (1366 px) without scrolling sideways. Public pages name their
// English and French versions for search engines. Named to run straight after the English
// accessibility journey, on the demo data as it starts (the provider queue, a quiet mailbox).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Audit, sidewaysScroll, visitAll, type Role } from './pages';
import { API_URL } from './support';

type Tree = { [key: string]: string | Tree };
const MESSAGES_DIR = join(__dirname, '..', 'apps', 'web', 'messages');

function catalogue(locale: 'en' | 'fr'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}${key}`, value);
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const file of readdirSync(join(MESSAGES_DIR, locale)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(MESSAGES_DIR, locale, file), 'utf8')) as Tree, `${file.replace(/\.json$/, '')}.`);
  }
  return out;
}

/**
 * The English the French pages must not show: the literal runs of every English message whose French
 * differs, split at their placeholders, kept when they are a phrase (two words or more) long enough
 * not to occur by chance inside French text.
 */
function englishPhrases(): string[] {
  const english = catalogue('en');
  const french = catalogue('fr');
  const phrases = new Set<string>();
  for (const [key, message] of english) {
    const translation = french.get(key) ?? '';
    if (translation === message) continue;
    for (const run of message.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?[A-Za-z0-9_]+>/)) {
      const phrase = run.trim().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      // A run the French keeps as it is ("Notifications, page {page} de {pages}") is French too.
      if (phrase.length >= 8 && phrase.split(/\s+/).length >= 2 && !translation.includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

const ENGLISH_PHRASES = englishPhrases();

/**
 * What a person reads on the page in its language: the visible text and the labels assistive
 * technology reads out, leaving out what is marked as another language (English content an admin
 * edits, `lang="en"`) or as a name never translated (`translate="no"`, a business's name).
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const foreign = (element: Element) => element.closest('[lang="en"], [translate="no"], script, style, noscript, template');
    const parts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (element && !foreign(element) && element.getClientRects().length > 0) parts.push(walker.currentNode.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (foreign(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n').replace(/[ \t]+/g, ' ');
  });
}

/** The public pages search engines see: each must name its English and French address. */
const PUBLIC_PATHS = ['/', '/services', '/services/standard-house-cleaning', '/blog', '/faqs', '/contactus', '/whyus', '/professional', '/refundpolicy', '/termofuse', '/privacypolicy'];

async function checkInFrench(browser: Browser, role: Role) {
  const audit = new Audit();
  const english: string[] = [];
  const overflow: string[] = [];
  const hreflang: string[] = [];
  await visitAll(
    browser,
    role,
    async (page, url, problems) => {
      await expect(page.locator('html'), url).toHaveAttribute('lang', 'fr-CA');
      const text = await readableText(page);
      const shown = ENGLISH_PHRASES.filter((phrase) => text.includes(phrase));
      if (shown.length) english.push(`${url}: ${shown.slice(0, 8).map((p) => `"${p}"`).join(', ')}`);
      await audit.check(page, problems, `${url} (${role}, French)`);
      overflow.push(...(await sidewaysScroll(page, [1366, 390, 320])).map((line) => `${url}: ${line}`));
      const path = new URL(url, 'http://page').pathname.replace(/^\/fr/, '') || '/';
      if (role === 'visitor' && PUBLIC_PATHS.includes(path)) {
        const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`));
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        const frenchPath = path === '/' ? '/fr' : `/fr${path}`;
        for (const expected of [`en-CA ${path}`, `fr-CA ${frenchPath}`, `x-default ${path}`]) {
          if (!alternates.includes(expected)) hreflang.push(`${url}: no <link rel="alternate" hreflang> "${expected}" (has ${alternates.join(', ') || 'none'})`);
        }
        if (!canonical || new URL(canonical).pathname.replace(/\/$/, '') !== frenchPath.replace(/\/$/, '')) hreflang.push(`${url}: canonical is ${canonical}`);
      }
    },
    '/fr',
  );
  expect(english, 'English messages shown on French pages').toEqual([]);
  expect(overflow, 'pages that scroll sideways').toEqual([]);
  expect(hreflang, 'public pages without their language alternates').toEqual([]);
  audit.report();
}

test('the catalogue gives the French sweep English phrases to look for', () => {
  expect(ENGLISH_PHRASES.length).toBeGreaterThan(500);
});

test.describe('every page in French', () => {
  test.describe.configure({ timeout: 420_000 });

  test('public, sign-in and bare pages, as a visitor', async ({ browser }) => {
    await checkInFrench(browser, 'visitor');
  });

  test("the customer's area and the booking flow", async ({ browser }) => {
    await checkInFrench(browser, 'customer');
  });

  test("the provider's area", async ({ browser }) => {
    await checkInFrench(browser, 'provider');
  });

  test('the admin console', async ({ browser, request }) => {
    const inquiry = await request.post(`${API_URL}/api/inquiry`, {
      headers: { 'accept-language': 'fr-CA' },
      data: { email: `fr.${Date.now()}@example.ca`, phonenumber: '5145550123', description: 'Faites-vous le lavage de vitres en hauteur?' },
    });
    expect(inquiry.ok(), await inquiry.text()).toBe(true);
    await checkInFrench(browser, 'admin');
  });
});

test.describe('choosing the language', () => {
  test('a first visit follows Accept-Language, the switcher keeps the page, and the choice is remembered', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-CA', extraHTTPHeaders: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page).toHaveURL(/\/fr\/services$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).not.toHaveURL(/\/fr\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

    // The choice outlives the browser's preference: English URLs stay English.
    await page.goto('/faqs');
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await context.close();
  });

  test('the sitemap lists both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/services<\/loc>/);
    expect(sitemap).toMatch(/hreflang="fr-CA"[^>]*href="[^"]*\/fr\/services"/);
  });

  test('unknown French URLs get the French 404 page', async ({ page }) => {
    const response = await page.goto('/fr/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});
