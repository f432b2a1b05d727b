// A provider's day from a phone (390 px): they set their hours and a day off, turn on alerts on
// this phone and are alerted by Web Push for a job inside their hours but not for one outside them;
// they turn the second down and accept the first after reading its summary. Pushes go to a local
// push service (scripts/e2e.mjs lets the API send to it) that checks the VAPID signature and
// decrypts each push with the phone's keys (RFC 8291); the decrypted alert is then handed to the
// page's service worker through the DevTools protocol, which shows it as a notification.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startPushServiceStub, type PushServiceStub, type SimulatedSubscription } from '../apps/api/src/modules/push/push-service-stub';
import { API_URL, signInWithRealtime as signInAs } from './support';

const PUSH_STUB_PORT = Number(process.env.E2E_PUSH_STUB_PORT ?? 3400);
const PHONE = { width: 390, height: 844 };
const TORONTO = 'America/Toronto';

/** YYYY-MM-DD `days` from today on Toronto's calendar. */
function torontoDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TORONTO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

/** An ISO instant for a Toronto wall-clock time, with Toronto's offset that day. */
function torontoInstant(date: string, time: string): string {
  const noonUtc = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en', { timeZone: TORONTO, timeZoneName: 'longOffset' }).formatToParts(noonUtc).find((p) => p.type === 'timeZoneName')!.value;
  return `${date}T${time}:00${offset.replace('GMT', '') || '+00:00'}`;
}

async function accessToken(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { token: { accessToken: string } } };
  return session.user.token.accessToken;
}

/** The demo customer books and pays for Standard House Cleaning in M5V at `scheduledAt`, through the API. */
async function bookCleaning(request: APIRequestContext, token: string, scheduledAt: string, note: string): Promise<string> {
  const service = (await (await request.get(`${API_URL}/api/service/standard-house-cleaning`)).json()) as { data: { _id: string } };
  const address = { name: 'Chloé Tremblay', phonenumber: '+14165550142', street: '350 Front St W, Unit 1204', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 3Z9' };
  const response = await request.post(`${API_URL}/api/booking`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `field-tool-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { serviceId: service.data._id, scheduledAt, address, note, phonenumber: '+14165550142', email: 'customer@demo.hearth.ca', zipcode: 'M5V 3Z9', paymentMethodId: 'pm_card_visa' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/**
 * Makes this page's Push API answer with the simulated phone's subscription: the browser's own push
 * service (Google's) is out of reach here, and the local one stands in for it.
 */
async function usePhoneSubscription(page: Page, device: SimulatedSubscription) {
  await page.addInitScript((sub) => {
    const KEY = 'e2e.pushSubscribed';
    const decode = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const subscription = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: 'p256dh' | 'auth') => decode(sub.keys[name]),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, '1');
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (localStorage.getItem(KEY) ? subscription : null) as unknown as PushSubscription | null;
    };
  }, device);
}

/** Hands a push to the page's service worker as the browser would, and waits for the notification it shows. */
async function deliverToServiceWorker(page: Page, data: unknown) {
  // A push reaches only an active worker: wait for it, as the browser would before delivering.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(data) });
  await cdp.detach();
}

const notificationsShown = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url })));

let stub: PushServiceStub;
test.beforeAll(async () => {
  stub = await startPushServiceStub({ port: PUSH_STUB_PORT });
});
test.afterAll(async () => {
  await stub?.close();
});

test('from a phone, a provider sets hours and time off, is alerted by push only for a job inside them, declines one and accepts another', async ({ browser }) => {
  test.setTimeout(120_000);
  const device = stub.device();
  // Two days out: a card is held at once (a job further than CARD_HOLD_LEAD_DAYS only saves it), whatever the hour the suite runs.
  const day = torontoDate(2);
  const inside = `Inside the provider's hours (${Date.now()})`;
  const outside = `Outside the provider's hours (${Date.now()})`;

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  await usePhoneSubscription(page, device);
  await signInAs(page, 'provider@demo.hearth.ca', 'Provider123!', /\/serviceprovider\//);
  const providerToken = await accessToken(page);

  try {
    // Hours: 9:00 to 13:00 every day; a day off later in the week.
    await page.goto('/serviceprovider/schedule');
    const hours = page.getByRole('region', { name: 'Working hours' });
    for (const weekday of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      const works = hours.getByRole('checkbox', { name: weekday });
      if (!(await works.isChecked())) await works.check();
      await hours.getByLabel(`${weekday}: start time`).fill('09:00');
      await hours.getByLabel(`${weekday}: end time`).fill('13:00');
    }
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await expect(page.getByText('Working hours saved').first()).toBeVisible();
    await expect(hours.getByText('Every hour is open until you set your hours.')).toHaveCount(0);

    const dayOff = torontoDate(6);
    await page.getByLabel('First day off').fill(dayOff);
    await page.getByLabel('Last day off').fill(dayOff);
    await page.getByLabel('Note (optional)').fill('Dentist');
    await page.getByRole('button', { name: 'Add time off' }).click();
    await expect(page.getByRole('list', { name: 'Planned time off' })).toContainText('Dentist');

    // Alerts on this phone, at any hour of the night the suite runs.
    await page.goto('/serviceprovider/alerts');
    await page.getByRole('button', { name: 'Turn on alerts on this device' }).click();
    await expect(page.getByText('This device gets alerts')).toBeVisible();
    const quiet = page.getByRole('switch', { name: 'Keep quiet hours' });
    if (await quiet.isChecked()) await quiet.click();
    await page.getByRole('button', { name: 'Save alert settings' }).click();
    await expect(page.getByText('Alert settings saved').first()).toBeVisible();

    // The demo customer books two cleanings in M5V that day: one at 15:00 (outside), then one at 10:00 (inside).
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signInAs(customer, 'customer@demo.hearth.ca', 'Customer123!', /\/profile\/booking/);
    const customerToken = await accessToken(customer);
    const outsideId = await bookCleaning(customer.request, customerToken, torontoInstant(day, '15:00'), outside);
    const insideId = await bookCleaning(customer.request, customerToken, torontoInstant(day, '10:00'), inside);
    await customerContext.close();

    // The phone gets the job inside the hours, and never the other.
    await expect.poll(() => stub.received.filter((p) => p.deviceId === device.deviceId).map((p) => (p.payload as { url: string }).url), { timeout: 20_000 }).toContainEqual(expect.stringContaining(insideId));
    const pushes = stub.received.filter((p) => p.deviceId === device.deviceId).map((p) => p.payload as { title: string; body: string; url: string });
    expect(pushes.some((p) => p.url.includes(outsideId)), 'no push for the job outside the hours').toBe(false);
    expect(stub.refused).toEqual([]);
    const alert = pushes.find((p) => p.url.includes(insideId))!;
    expect(alert.title).toBe('New job available');
    expect(alert.body).toContain('Standard House Cleaning');

    // The phone shows it: the service worker turns the push into a notification that opens the job.
    // Delivered again if a worker that had just started missed it (the notification's tag keeps one).
    await expect(async () => {
      await deliverToServiceWorker(page, alert);
      await expect.poll(() => notificationsShown(page), { timeout: 3_000 }).toContainEqual({ title: alert.title, body: alert.body, url: alert.url });
    }).toPass({ timeout: 20_000 });

    // The list shows both; the one outside the hours says so, and is turned down with a reason.
    await page.goto('/serviceprovider/servicerequest');
    const outsideCard = page.getByRole('article').filter({ hasText: outside });
    await expect(outsideCard).toContainText('Outside your hours');
    await outsideCard.getByRole('button', { name: /^Not for me/ }).click();
    const declineDialog = page.getByRole('dialog');
    await declineDialog.getByLabel('Reason (optional)').selectOption({ label: 'The time does not suit me' });
    await declineDialog.getByLabel('Anything to add? (optional)').fill('Too late in the day for me');
    await declineDialog.getByRole('button', { name: 'Hide this job' }).click();
    await expect(page.getByText('Standard House Cleaning hidden from your list').first()).toBeVisible();
    await expect(outsideCard).toHaveCount(0);

    // The one inside: open it from the alert's link, read the summary, accept it.
    await page.goto(new URL(alert.url).pathname);
    await page.getByRole('button', { name: /^Accept Standard House Cleaning/ }).click();
    const summary = page.getByRole('dialog', { name: /Accept Standard House Cleaning/ });
    await expect(summary).toContainText('M5V');
    await expect(summary).toContainText('Payment secured');
    await expect(summary).toContainText('$');
    await summary.getByRole('button', { name: 'Accept this job' }).click();
    await expect(page.getByText(/Booking accepted/).first()).toBeVisible();
    // Now theirs: the address, with a link that opens the phone's maps app.
    await expect(page.getByText('350 Front St W').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open 350 Front St W.* in Maps/ }).first()).toHaveAttribute('href', /google\.com\/maps/);
  } finally {
    // The demo provider's usual week, for the journeys after this one.
    const headers = { Authorization: `Bearer ${providerToken}` };
    await page.request.put(`${API_URL}/api/service-provider/availability`, {
      headers,
      data: { weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '21:00' })), maxJobsPerDay: 6, travelBufferMinutes: 0 },
    });
    await context.close();
  }
});
