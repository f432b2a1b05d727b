// Journeys of a customer account: sign-up with email verification, sign-in, logout, guards.
import { expect, test } from '@playwright/test';
import { API_URL, confirmLogout, signIn, uniqueEmail } from './support';

test('a visitor signs up, verifies their email, signs in and logs out', async ({ page }) => {
  const email = uniqueEmail('ada');
  const password = 'maple-leaf-9';

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signup = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signup.getByLabel('First Name').fill('Ada');
  await signup.getByLabel('Last Name').fill('Tremblay');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByLabel('Confirm Password').fill(password);
  await signup.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('tab', { name: 'Sign In', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('status')).toContainText(
    'Account created. Check your email to verify your address.',
  );

  await page.goto('/dev/mailbox');
  const verification = page.getByRole('article', { name: `Email to ${email}` }).first();
  await verification.getByRole('link', { name: /\/verify-email\// }).click();
  await expect(page.getByText('Your email has been verified')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/profile\/booking$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Ada Tremblay' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Become A Professional' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
  await confirmLogout(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Ada Tremblay' })).toHaveCount(0);
});

test('a signed-out visitor is sent to sign in and brought back afterwards', async ({ page }) => {
  await page.goto('/profile/wishlist');
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile%2Fwishlist$/);
  await signIn(page, 'customer@demo.hearth.ca', 'Customer123!');
  await expect(page).toHaveURL(/\/profile\/wishlist$/);
  await expect(page.getByRole('heading', { name: 'Wishlist', level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a customer logs out from the mobile menu and can stay signed in with "No, Stay"', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'customer@demo.hearth.ca', 'Customer123!');
    await expect(page).toHaveURL(/\/profile\/booking$/);

    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'No, Stay' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await menu.getByRole('button', { name: 'Logout' }).click();
    await confirmLogout(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test('a customer who forgot their password resets it from the emailed link', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const signup = await request.post(`${API_URL}/api/auth/signup`, {
    data: { firstName: 'Noor', lastName: 'Haddad', email, password: 'first-pass-1', repassword: 'first-pass-1' },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page has Email fields too: wait until the link has really navigated.
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email, we have sent a password reset link.');

  await page.goto('/dev/mailbox');
  await page
    .getByRole('article', { name: `Email to ${email}` })
    .getByRole('link', { name: /\/reset-password\// })
    .click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password').fill('second-pass-2');
  await page.getByLabel('Confirm Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, 'second-pass-2');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Noor Haddad' })).toBeVisible();
});
