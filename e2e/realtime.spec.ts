// Realtime notifications across two signed-in browsers: an event raised for one user reaches that
// user's open tab as a toast and in the bell without a reload, and nobody else's.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_URL, signInWithRealtime } from './support';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API_URL}/api/auth/login`, { data: { email: 'admin@demo.hearth.ca', password: 'Admin123!' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** POST /api/dev/notify (development only, admins): a notification and its realtime push. */
async function raise(request: APIRequestContext, token: string, userId: string, event: string, message: string) {
  const response = await request.post(`${API_URL}/api/dev/notify`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { userIds: [userId], event, message },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a new booking alert reaches the provider at once, as a toast and in the bell, and no one else', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const bookingMessage = `New booking: Standard House Cleaning in Toronto (${stamp})`;
  const acceptedMessage = `Your Bedroom Cleaning was accepted (${stamp})`;
  const token = await adminToken(request);

  // Browser A: the demo provider on a desktop, in the provider area.
  const providerId = await signInWithRealtime(page, 'provider@demo.hearth.ca', 'Provider123!', /\/serviceprovider\/servicerequest$/);

  // Browser B: the demo customer on a phone.
  const phoneContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  const customerId = await signInWithRealtime(phone, 'customer@demo.hearth.ca', 'Customer123!', /\/profile\/booking$/);

  await raise(request, token, providerId, 'NewBookingAlert', bookingMessage);

  await expect(page.getByText('New Booking Available', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/serviceprovider\/servicerequest$/);
  const bell = page.getByRole('banner').getByRole('button', { name: /unread notifications?$/ });
  await bell.hover();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const dropdown = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(dropdown.getByRole('listitem').first()).toContainText(bookingMessage);
  // Its time as the rest of the site writes times, with the zone: "Nov 25, 2026, 7:13 a.m. EST".
  await expect(dropdown.getByRole('listitem').first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[ap]\.m\.\s[A-Z]{2,5}/);

  // The customer's tab heard nothing of it.
  await expect(phone.getByText('New Booking Available', { exact: true })).toHaveCount(0);

  // View All opens the provider's notification page, without the side menu, where it can be read.
  await dropdown.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/serviceprovider\/notification$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Provider menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(bookingMessage)).toBeVisible();

  // The customer's own event reaches the phone; the bell opens with a tap there.
  await raise(request, token, customerId, 'AcceptBooking', acceptedMessage);
  await expect(phone.getByText('Booking Accepted', { exact: true })).toBeVisible();
  // The toast sits over the phone's header; close it as a person would rather than wait it out
  // (sonner holds a toast while the pointer rests on it, and a tap leaves the pointer there).
  await phone.getByRole('button', { name: 'Close toast' }).first().click();
  const phoneBell = phone.getByRole('banner').getByRole('button', { name: /unread notifications?$/ });
  await phoneBell.click();
  const phoneDropdown = phone.getByRole('region', { name: 'Notifications', exact: true });
  await expect(phoneDropdown.getByRole('listitem').first()).toContainText(acceptedMessage);
  await expect(phoneDropdown.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/profile/notification');
  await phone.keyboard.press('Escape');
  await expect(phoneDropdown).toBeHidden();
  await expect(page.getByText('Booking Accepted', { exact: true })).toHaveCount(0);

  await phoneContext.close();
});
