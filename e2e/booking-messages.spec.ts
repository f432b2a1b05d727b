// The customer and the provider of an accepted booking talk on it, each in their own browser: a
// message typed on one side appears on the other without a reload, and the unread badge on the
// provider's job card counts it until the conversation is opened.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, signInWithRealtime } from './support';

/** The demo booking the demo provider accepted (its note is the demo's), through the API with the page's session. */
async function demoAcceptedBookingId(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { token: { accessToken: string } } };
  const response = await page.request.get(`${API_URL}/api/booking/mybookings?status=accepted&size=50`, {
    headers: { Authorization: `Bearer ${session.user.token.accessToken}` },
  });
  const { data } = (await response.json()) as { data: { items: { _id: string; note: string; service: { slug: string } }[] } };
  // The demo's accepted cleaning (the admin journey may assign the demo's other booking too).
  const booking = data.items.find((b) => b.note.startsWith('Concierge has a key') && b.service.slug === 'standard-house-cleaning');
  if (!booking) throw new Error('The demo accepted booking is missing: start from the demo data');
  return booking._id;
}

test('the customer and the provider of a booking exchange messages live', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const question = `Could you also bring a ladder for the high shelves? (${Date.now()})`;
  const answer = `Yes, I will bring a 6 ft ladder. (${Date.now()})`;

  // Browser A: the demo customer on the booking's page.
  await signInWithRealtime(page, 'customer@demo.hearth.ca', 'Customer123!', /\/profile\/booking/);
  await page.goto(`/profile/booking/${await demoAcceptedBookingId(page)}`);
  const customerThread = page.getByRole('region', { name: /^Messages with / });
  await expect(customerThread.getByRole('log')).toContainText('Visitor parking is on P1');

  // Browser B: the demo provider on their accepted jobs.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await signInWithRealtime(provider, 'provider@demo.hearth.ca', 'Provider123!', /\/serviceprovider\/servicerequest$/);
  await provider.goto('/serviceprovider/servicerequest?tab=jobs');
  const job = provider.getByRole('article').filter({ hasText: 'Concierge has a key' }).filter({ hasText: 'Standard House Cleaning' });
  await expect(job).toBeVisible();

  // The customer writes; the provider's card counts it without a reload.
  await customerThread.getByRole('textbox', { name: /^Message to / }).fill(question);
  await customerThread.getByRole('button', { name: 'Send' }).click();
  await expect(customerThread.getByRole('log')).toContainText(question);
  await expect(job.getByRole('button', { name: /^Messages/ })).toContainText(/\d+ new/);

  // The provider opens the conversation, reads it and answers with Enter.
  await job.getByRole('button', { name: /^Messages/ }).click();
  const dialog = provider.getByRole('dialog', { name: /^Messages with / });
  await expect(dialog.getByRole('log')).toContainText(question);
  const box = dialog.getByRole('textbox', { name: /^Message to / });
  await box.fill(answer);
  await box.press('Enter');
  await expect(dialog.getByRole('log')).toContainText(answer);
  await expect(box).toHaveValue('');

  // The customer sees the answer arrive, without a reload.
  await expect(customerThread.getByRole('log')).toContainText(answer);
  // Reading it cleared the provider's badge.
  await dialog.getByRole('button', { name: 'Close messages' }).click();
  await expect(job.getByRole('button', { name: /^Messages/ })).not.toContainText(/\d+ new/);
  await providerContext.close();
});
