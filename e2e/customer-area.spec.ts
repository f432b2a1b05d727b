// The customer's own area: a new customer renames themselves (the header follows at once), saves
// an address and a card, hearts a service, confirms their email when the booking asks for it, and
// books it from the wishlist with what they saved — without typing an address or a card number.
import { expect, test } from '@playwright/test';
import { API_URL, signIn, uniqueEmail } from './support';

/** YYYY-MM-DD `days` from today on Toronto's calendar. */
function torontoDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

test('a customer edits their name, saves an address, a card and a service, confirms their email, and books it from the wishlist with them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('noor');
  const password = 'maple-syrup-7';
  const signup = await request.post(`${API_URL}/api/auth/signup`, { data: { firstName: 'Noor', lastName: 'Haddad', email, password, repassword: password } });
  expect(signup.status(), await signup.text()).toBe(201);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\/booking$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Noor Haddad' })).toBeVisible();

  // Account: a new first name shows in the header without a reload.
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Account' }).click();
  const name = page.getByRole('region', { name: 'Name' });
  await name.getByLabel('First Name').fill('Nour');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(header.getByRole('link', { name: 'Nour Haddad' })).toBeVisible();

  // Address: the first one saved becomes the default.
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Address' }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Postal Code is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Nour Haddad');
  await dialog.getByLabel('Phone Number').fill('4165550177');
  await dialog.getByLabel('Street').fill('25 Lower Simcoe St');
  await dialog.getByLabel('City').fill('Toronto');
  await dialog.getByLabel('Province').selectOption('ON');
  await dialog.getByLabel('Postal Code').fill('M5J 3A1');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  const addresses = page.getByRole('list', { name: 'Saved addresses' });
  await expect(addresses).toContainText('25 Lower Simcoe St');
  await expect(addresses).toContainText('Default');

  // Card: the test Mastercard, through the local gateway.
  await page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Payment Method' }).click();
  await page.getByRole('button', { name: 'Add card' }).click();
  await page.getByLabel('Card number').fill('5555555555554444');
  await page.getByLabel('Expiry date').fill('11/33');
  await page.getByLabel('CVC').fill('321');
  await page.getByLabel('Postal Code').fill('M5J 3A1');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByRole('list', { name: 'Saved cards' })).toContainText(/Mastercard\s*•+\s*4444/);

  // Wishlist: the heart on the service page.
  await page.goto('/services/standard-house-cleaning');
  const heart = page.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' });
  await heart.click();
  await expect(page.getByRole('button', { name: 'Remove Standard House Cleaning from wishlist' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/profile/wishlist');
  await page.getByRole('link', { name: 'Book now: Standard House Cleaning' }).click();
  await expect(page).toHaveURL(/\/services\/standard-house-cleaning\/book/);

  // The booking flow starts from the saved address, and /payment from the saved card.
  const flow = page.getByRole('main');
  await expect(flow.getByRole('heading', { name: 'What do you need?' })).toBeVisible();
  await flow.getByRole('button', { name: 'Next: Date & time' }).click();
  await flow.getByLabel('Province').selectOption('ON');
  await flow.getByLabel('Date').fill(torontoDate(5));
  await flow.locator('input[type="radio"][value="14:00"]').check({ force: true });
  await flow.getByRole('button', { name: 'Next: Address' }).click();
  await expect(flow.getByRole('heading', { name: 'Where is the job?' })).toBeVisible();
  await expect(flow.getByRole('radio', { name: /25 Lower Simcoe St/ })).toBeChecked();
  await flow.getByRole('button', { name: /^Next: / }).click();
  await expect(flow.getByLabel('Phone number')).not.toHaveValue('');
  await flow.getByRole('button', { name: /^Next: / }).click();

  // A new account books only once its email is confirmed: ask for the link again, open it from the
  // mailbox, and come back to the booking, which kept everything entered so far.
  const notice = flow.getByRole('status', { name: 'Confirm your email to book' });
  await expect(notice).toContainText(`We sent a link to ${email}.`);
  await flow.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(notice).toBeFocused();
  await expect(page).toHaveURL(/\/services\/standard-house-cleaning\/book/);
  await notice.getByRole('button', { name: 'Resend link' }).click();
  await expect(page.getByText('If your account still needs verifying, we have sent a new verification link.')).toBeVisible();
  const bookingUrl = page.url();
  await page.goto('/dev/mailbox');
  await page.getByRole('article', { name: `Email to ${email}` }).first().getByRole('link', { name: /\/verify-email\// }).click();
  await expect(page.getByText('Your email has been verified')).toBeVisible();
  await page.goto(bookingUrl);
  await expect(flow.getByRole('heading', { name: 'Your price' })).toBeVisible();
  await expect(notice).toBeHidden();
  await flow.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('radio', { name: /Mastercard/ })).toBeChecked();
  await expect(page.getByLabel('Card number')).toBeHidden();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\?booking=/);
  await expect(page.getByRole('heading', { name: 'Booking confirmed' })).toBeVisible();

  // The booking carries the saved address.
  await page.goto(`/profile/booking/${new URL(page.url()).searchParams.get('booking')}`);
  await expect(page.getByRole('main')).toContainText('25 Lower Simcoe St');
});
