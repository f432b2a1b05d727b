// Script-bearing text stored through the API (a review, a booking message, an inquiry, a chat lead, a
// customer's name, a service description) is shown as text on every page that shows it, and never
// runs: each payload would set window.__xss and open an alert, and the test fails if either happens.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, signIn, uniquePhoneDigits } from './support';

const MARK = Date.now().toString(36);
/** Visible as text when escaped; sets the trap and opens a dialog if ever parsed as HTML. */
const payload = (where: string) => `${where} ${MARK} <img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=1;alert(1)</script>"><svg onload=alert(1)>`;
/** Names are limited to 100 characters. */
const NAME = `<img src=x onerror=alert(1)>Eve${MARK}`;

const DEMO = {
  customer: { email: 'customer@demo.hearth.ca', password: 'Customer123!', landing: /\/profile\/booking$/ },
  provider: { email: 'provider@demo.hearth.ca', password: 'Provider123!', landing: /\/serviceprovider\/servicerequest$/ },
  admin: { email: 'admin@demo.hearth.ca', password: 'Admin123!', landing: /\/admin$/ },
} as const;

/** Records any dialog (and dismisses it); the returned check fails if one opened or the window.__xss trap was set. */
function trap(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async function assertNoScriptRan() {
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), `script ran on ${page.url()}`).toBeUndefined();
    expect(dialogs, `dialogs on ${page.url()}`).toEqual([]);
  };
}

async function signedIn(page: Page, who: keyof typeof DEMO) {
  await page.goto('/login');
  await signIn(page, DEMO[who].email, DEMO[who].password);
  await expect(page).toHaveURL(DEMO[who].landing);
}

async function api(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, token?: string, data?: unknown) {
  const response = await request.fetch(`${API_URL}${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {}, data });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${method} ${path} → ${response.status()} ${JSON.stringify(body)}`);
  return body.data;
}

async function token(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  return (await api(request, 'POST', '/api/auth/login', undefined, { email: DEMO[who].email, password: DEMO[who].password })).token;
}

/** Opens `url` and expects `text` to be shown literally, with no script run. */
async function expectShownAsText(page: Page, url: string, text: string, assertNoScriptRan: () => Promise<void>) {
  await page.goto(url);
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await assertNoScriptRan();
}

/**
 * The same on a public page rendered from Next's data cache (revalidated every 60 s): a text stored
 * a moment ago appears once the cache has refreshed, so reload until it does.
 */
async function expectShownAsTextWhenRefreshed(page: Page, url: string, text: string, assertNoScriptRan: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 150_000, intervals: [5000] });
  await assertNoScriptRan();
}

let idempotency = 0;
/** Books Standard House Cleaning `days` ahead as the customer, with the demo's Toronto address (`name` overridable). */
async function book(request: APIRequestContext, customer: string, days: number, over: { note?: string; name?: string }): Promise<string> {
  const service = await api(request, 'GET', '/api/service/standard-house-cleaning');
  const scheduledAt = new Date(Date.now() + days * 86_400_000);
  scheduledAt.setUTCHours(15, 0, 0, 0);
  const response = await request.post(`${API_URL}/api/booking`, {
    headers: { Authorization: `Bearer ${customer}`, 'Idempotency-Key': `xss-${MARK}-${++idempotency}` },
    data: {
      serviceId: service._id,
      scheduledAt: scheduledAt.toISOString(),
      quantity: 1,
      address: { name: over.name ?? 'Chloé Tremblay', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
      note: over.note ?? 'Please ring twice.',
      phonenumber: '416-555-0142',
      email: DEMO.customer.email,
      zipcode: 'M5V 2T6',
      paymentMethodId: 'pm_card_visa',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data._id as string;
}

test.describe('stored script-bearing text is shown, never run', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  test('a booking message, a review and the customer name, for customer, provider and admin', async ({ page, browser, request }) => {
    const [customer, provider, admin] = [await token(request, 'customer'), await token(request, 'provider'), await token(request, 'admin')];
    const customerName = NAME;
    await api(request, 'POST', '/api/user/profile', customer, { firstname: customerName, lastname: 'Tremblay' });

    // A fresh booking taken to completion, with a message and a review carrying payloads, and an
    // accepted one whose contact name (shown to the provider) is a payload. The job is days away, so
    // its provider may not start it yet: an admin completes it for them (admins may at any time).
    const bookingId = await book(request, customer, 9, { note: payload('Note') });
    const acceptedId = await book(request, customer, 10, { name: customerName });
    await api(request, 'POST', `/api/booking/${acceptedId}/accept`, provider);
    await api(request, 'POST', `/api/booking/${bookingId}/accept`, provider);
    const message = payload('Message');
    await api(request, 'POST', `/api/booking/${bookingId}/messages`, customer, { text: message });
    await api(request, 'POST', `/api/admin/bookings/${bookingId}/complete`, admin, { reason: 'Done early at the customer’s request; the provider confirmed by phone.' });
    const review = payload('Review');
    await api(request, 'POST', '/api/review', customer, { bookingId, rating: 5, review });

    // The customer: their booking (note and message) and their reviews.
    const assertCustomer = trap(page);
    await signedIn(page, 'customer');
    await expectShownAsText(page, `/profile/booking/${bookingId}`, message, assertCustomer);
    await expect(page.getByText(payload('Note')).first()).toBeVisible();
    await expectShownAsText(page, '/profile/reviews', review, assertCustomer);
    await expectShownAsTextWhenRefreshed(page, '/services/standard-house-cleaning', review, assertCustomer);

    // The provider: the job with the customer's name, and the review.
    const providerPage = await (await browser.newContext()).newPage();
    const assertProvider = trap(providerPage);
    await signedIn(providerPage, 'provider');
    await expectShownAsText(providerPage, '/serviceprovider/review', review, assertProvider);
    await expectShownAsText(providerPage, '/serviceprovider/servicerequest?tab=jobs', customerName, assertProvider);

    // The admin: the booking (customer's name, note) and the user.
    const adminPage = await (await browser.newContext()).newPage();
    const assertAdmin = trap(adminPage);
    await signedIn(adminPage, 'admin');
    await expectShownAsText(adminPage, `/admin/bookings/${bookingId}`, payload('Note'), assertAdmin);
    await expectShownAsText(adminPage, `/admin/bookings/${acceptedId}`, customerName, assertAdmin);
    const me = await api(request, 'GET', '/api/user/profile', customer);
    await expectShownAsText(adminPage, `/admin/users/${me._id}`, customerName, assertAdmin);
    await expectShownAsText(adminPage, `/admin/users?q=${encodeURIComponent(`Eve${MARK}`)}`, customerName, assertAdmin);
  });

  test('an inquiry and a chat lead with its transcript, in the admin inbox', async ({ page, request }) => {
    const inquiryText = payload('Inquiry');
    const inquiry = await api(request, 'POST', '/api/inquiry', undefined, { email: `xss.${MARK}@example.ca`, phonenumber: `416${uniquePhoneDigits().slice(-7)}`, description: inquiryText });

    // A chat lead: introductions, then a request carrying the payload (kept as the lead and in the transcript).
    const sessionId = `xss-${MARK}-session`;
    const chatText = payload('Chat');
    for (const chatInput of ['Hello!', 'Maya Roy', '416-555-0142', chatText]) {
      await request.post(`${API_URL}/api/chat/webhook`, { data: { action: 'sendMessage', sessionId, chatInput } });
    }
    const admin = await token(request, 'admin');
    const inbox = await api(request, 'GET', `/api/admin/inbox?kind=inquiry&q=${encodeURIComponent(`Chat ${MARK}`)}`, admin);
    const lead = inbox.items[0];
    expect(lead, 'the chat lead is in the inbox').toBeTruthy();

    const assertNoScriptRan = trap(page);
    await signedIn(page, 'admin');
    await expectShownAsText(page, '/admin/inbox', inquiryText.slice(0, 40), assertNoScriptRan);
    await expectShownAsText(page, `/admin/inbox/inquiry/${inquiry._id}`, inquiryText, assertNoScriptRan);
    await expectShownAsText(page, `/admin/inbox/inquiry/${lead._id}`, chatText, assertNoScriptRan);
  });

  test('a service description edited by an admin, on the public service page', async ({ page, request }) => {
    const admin = await token(request, 'admin');
    const catalogue = await api(request, 'GET', '/api/admin/catalogue', admin);
    const service = JSON.stringify(catalogue).includes('"slug":"bedroom-cleaning"') ? findService(catalogue, 'bedroom-cleaning') : null;
    expect(service, 'the demo catalogue has bedroom cleaning').toBeTruthy();
    const description = payload('Description');
    await api(request, 'PUT', `/api/admin/catalogue/services/${service!._id}`, admin, {
      categoryId: service!.categoryId,
      name: service!.name,
      slug: service!.slug,
      description,
      durationMinutes: service!.durationMinutes,
      priceUnit: service!.priceUnit,
      requiresDescription: service!.requiresDescription,
      featured: service!.featured,
      active: service!.active,
      startingPriceCents: service!.startingPriceCents,
      whatIsIncluded: service!.whatIsIncluded,
    });
    await expectShownAsTextWhenRefreshed(page, '/services/bedroom-cleaning', description, trap(page));
  });
});

interface AdminService {
  _id: string;
  categoryId: string;
  name: string;
  slug: string;
  durationMinutes: number;
  priceUnit: string;
  requiresDescription: boolean;
  featured: boolean;
  active: boolean;
  startingPriceCents: number;
  whatIsIncluded: string[];
}

/** The admin catalogue's service with this slug, wherever it sits in the response. */
function findService(json: unknown, slug: string): AdminService | null {
  if (!json || typeof json !== 'object') return null;
  if ((json as { slug?: string }).slug === slug && 'durationMinutes' in json) return json as AdminService;
  for (const value of Object.values(json)) {
    const found = findService(value, slug);
    if (found) return found;
  }
  return null;
}
