// A new provider's first steps: sign-up, sign-in, the phone (OTP) gate, then the limited
// menu of an account that is not approved yet.
import { expect, test } from '@playwright/test';
import { readSmsCode, signIn, uniqueEmail, uniquePhoneDigits } from './support';

test('a provider signs up, verifies their phone and reaches the provider area', async ({ page, request }) => {
  const email = uniqueEmail('sam');
  const password = 'tools-tools-9';
  const phone = uniquePhoneDigits();

  await page.goto('/professional');
  // The page's own form, not the footer's inquiry form (which also asks for an email).
  const signup = page.getByRole('main');
  await signup.getByLabel('Full Name').fill('Sam Okafor');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByLabel('Confirm Password').fill(password);
  await signup.getByRole('group', { name: 'Services you offer' }).getByRole('checkbox').first().check();
  await signup.getByRole('group', { name: 'Languages you speak' }).getByRole('checkbox', { name: 'English' }).check();
  await signup.getByRole('button', { name: 'Create Professional Account' }).click();

  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, password);

  await expect(page).toHaveURL(/\/serviceprovider\//);
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Provider menu' })).toHaveCount(0);
  await page.getByLabel('Phone Number').fill(phone);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
  await page.getByRole('button', { name: 'Get OTP' }).click();

  await expect(page.getByText(`+1 ${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  const code = await readSmsCode(request, phone);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm OTP' }).click();

  const menu = page.getByRole('navigation', { name: 'Provider menu' });
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/serviceprovider\/businessdetail$/);
  await expect(menu.getByRole('link', { name: 'Personal Detail' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Business Detail' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toHaveCount(0);

  // Every other provider page sends an unapproved provider back to Business Detail.
  await page.goto('/serviceprovider/dashboard');
  await expect(page).toHaveURL(/\/serviceprovider\/businessdetail$/);
});

test('an approved provider with a verified phone sees every section', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'provider@demo.hearth.ca', 'Provider123!');
  await expect(page).toHaveURL(/\/serviceprovider\/servicerequest$/);
  const menu = page.getByRole('navigation', { name: 'Provider menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service Request', level: 1 })).toBeVisible();
});
