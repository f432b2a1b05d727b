// Who comes to the door, and when. A customer sees the professional assigned to their booking, opens
// their public profile (photo, checks, rating and reviews), asks to move the job and the
// professional accepts the new time from their phone; the professional of the demo job starting
// soon says they are on the way and the customer is told at once. A visitor gets a price with
// tax for their postal code before having an account, and the booking continues after signing in
// without typing it again.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, signIn, signInWithRealtime as signInAs } from './support';

const PHONE = { width: 390, height: 844 };
const TORONTO = 'America/Toronto';

function torontoDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TORONTO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

function torontoInstant(date: string, time: string): string {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: TORONTO, timeZoneName: 'longOffset' }).formatToParts(noonUtc).find((p) => p.type === 'timeZoneName')!.value;
  return `${date}T${time}:00${offset.replace('GMT', '') || '+00:00'}`;
}

async function accessToken(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { token: { accessToken: string } } };
  return session.user.token.accessToken;
}

/** The demo customer books and pays for Deep Cleaning at their M5V home at `scheduledAt`, through the API. */
async function bookDeepCleaning(request: APIRequestContext, token: string, scheduledAt: string, note: string): Promise<string> {
  const service = (await (await request.get(`${API_URL}/api/service/deep-cleaning`)).json()) as { data: { _id: string } };
  const address = { name: 'Chloé Tremblay', phonenumber: '+14165550142', street: '350 Front St W, Unit 1204', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 3Z9' };
  const response = await request.post(`${API_URL}/api/booking`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `trust-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { serviceId: service.data._id, scheduledAt, address, note, phonenumber: '+14165550142', email: 'customer@demo.hearth.ca', zipcode: 'M5V 3Z9', paymentMethodId: 'pm_card_visa' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The id of the demo customer's booking of `slug` (the seed made one of each). */
async function demoBookingId(request: APIRequestContext, token: string, slug: string): Promise<string> {
  const response = await request.get(`${API_URL}/api/booking/mybookings?size=50`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as { data: { items: { _id: string; service: { slug: string } }[] } };
  const booking = data.items.find((b) => b.service.slug === slug);
  if (!booking) throw new Error(`The demo booking of ${slug} is missing: start from the demo data`);
  return booking._id;
}

test('a customer sees who is coming, moves the job and the professional accepts, then hears they are on the way', async ({ browser }) => {
  test.setTimeout(150_000);
  const note = `Trust journey (${Date.now()})`;

  const customerContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const customer = await customerContext.newPage();
  await signInAs(customer, 'customer@demo.hearth.ca', 'Customer123!', /\/profile\/booking/);
  const customerToken = await accessToken(customer);

  const providerContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const provider = await providerContext.newPage();
  await signInAs(provider, 'provider@demo.hearth.ca', 'Provider123!', /\/serviceprovider\//);
  const providerToken = await accessToken(provider);

  try {
    // A job three weeks out (clear of the other journeys' days), which the demo professional accepts.
    const bookingId = await bookDeepCleaning(customer.request, customerToken, torontoInstant(torontoDate(20), '10:00'), note);
    const accepted = await provider.request.post(`${API_URL}/api/booking/${bookingId}/accept`, { headers: { Authorization: `Bearer ${providerToken}` }, data: { overrideAvailability: true } });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // The customer's booking shows who is coming: short name, checks and rating, never a surname.
    await customer.goto(`/profile/booking/${bookingId}`);
    const card = customer.getByRole('region', { name: 'Marcus S.', exact: true });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Identity verified');
    await expect(card).toContainText('Phone verified');
    await expect(card).toContainText(/\d\.\d out of 5 \(\d+ reviews?\)/);

    // Their public profile: the same checks, what they offer, and what customers said.
    await card.getByRole('link', { name: 'View Marcus S.’s profile' }).click();
    await expect(customer).toHaveURL(/\/professionals\/[0-9a-f-]{36}$/);
    await expect(customer.getByRole('heading', { level: 1, name: 'Marcus S.' })).toBeVisible();
    await expect(customer.getByText('Marcus was thorough').first()).toBeVisible();
    await expect(customer.getByText('Message your professional through your booking').first()).toBeVisible();
    await expectNoAxeViolations(customer);

    // The customer asks for the next day at 11:00; the professional must confirm.
    await customer.goto(`/profile/booking/${bookingId}`);
    await customer.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Reschedule your booking' });
    await dialog.getByLabel('New date').fill(torontoDate(21));
    await dialog.getByLabel('New start time').selectOption('11:00');
    await expect(dialog).toContainText('Marcus S. will be asked to confirm');
    await expect(dialog).toContainText('Free cancellation until');
    await expectNoAxeViolations(customer);
    await dialog.getByRole('button', { name: 'Ask for this time' }).click();
    await expect(customer.getByText('New time requested', { exact: true }).first()).toBeVisible();

    // On their phone, the professional sees the request on the job's page and accepts it in one tap.
    await provider.goto(`/serviceprovider/servicerequest/${bookingId}`);
    await expect(provider.getByText('The customer asks to move this job to').first()).toBeVisible();
    await provider.getByRole('button', { name: 'Accept new time' }).click();
    await expect(provider.getByText('New time accepted. The customer is told.').first()).toBeVisible();

    // The customer's page follows: the new time, and the history says it moved.
    await expect(customer.getByText('New time requested', { exact: true })).toHaveCount(0, { timeout: 15_000 });
    await expect(customer.getByText(/Moved to /).first()).toBeVisible();
    await expect(customer.getByText(/11:00\s?a\.m\./).first()).toBeVisible();

    // The demo job starting soon: the professional says they are on the way, the customer is told at once.
    const soonId = await demoBookingId(customer.request, customerToken, 'office-cleaning');
    await customer.goto(`/profile/booking/${soonId}`);
    await provider.goto(`/serviceprovider/servicerequest/${soonId}`);
    await provider.getByRole('button', { name: 'On my way' }).click();
    const onMyWay = provider.getByRole('dialog', { name: 'Tell the customer you’re on your way' });
    await onMyWay.getByRole('radio', { name: '20 min' }).check();
    await onMyWay.getByRole('button', { name: 'Send' }).click();
    await expect(provider.getByText(/You said you’re on the way/).first()).toBeVisible();

    await expect(customer.getByText(/is on the way — arriving about/).first()).toBeVisible({ timeout: 15_000 });
    await expect(customer.getByText(/On the way — arriving about \d{1,2}:\d{2}\s?[ap]\.m\. E[SD]T/).first()).toBeVisible();
  } finally {
    await providerContext.close();
    await customerContext.close();
  }
});

test('a visitor gets a price with tax for their postal code, and the booking keeps it after signing in', async ({ page }) => {
  await page.goto('/services/standard-house-cleaning');
  const quote = page.getByRole('region', { name: 'Get your price' });
  await quote.getByLabel('Postal code').fill('M5V 3Z9');
  await quote.getByRole('button', { name: 'Get your price' }).click();
  // Ontario: 13% HST on $129.00.
  await expect(quote.getByText(/HST/).first()).toBeVisible();
  await expect(quote.getByText('$145.77').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await quote.getByRole('link', { name: 'Book this service' }).click();
  // Booking needs an account: the visitor signs in and comes back to the booking.
  await expect(page).toHaveURL(/\/login\?callbackUrl=/);
  await signIn(page, 'customer@demo.hearth.ca', 'Customer123!');
  await expect(page).toHaveURL(/\/services\/standard-house-cleaning\/book/, { timeout: 15_000 });

  const flow = page.getByRole('main');
  await expect(flow.getByRole('heading', { name: 'What do you need?' })).toBeVisible();
  await flow.getByRole('button', { name: 'Next: Date & time' }).click();
  await expect(flow.getByLabel('Province')).toHaveValue('ON');
  await flow.getByLabel('Date').fill(torontoDate(10));
  await flow.locator('input[type="radio"][value="15:00"]').check({ force: true });
  await flow.getByRole('button', { name: 'Next: Address' }).click();
  await flow.getByRole('radio', { name: /Use a different address/ }).check();
  await expect(flow.getByLabel('Postal Code')).toHaveValue('M5V 3Z9');
});
