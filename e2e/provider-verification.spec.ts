// A new provider from sign-up to ready for bookings: the phone gate, personal and business
// details with real documents, an admin asking for a change and then approving (through the
// API), and the sections that unlock after approval: services and areas, payouts, documents.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_URL, readSmsCode, signIn, uniqueEmail, uniquePhoneDigits } from './support';

// A valid 1×1 PNG and a minimal PDF: the API checks documents by their content, not only their names.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function adminCall(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/api/auth/login`, { data: { email: 'admin@demo.hearth.ca', password: 'Admin123!' } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${(await login.json()).data.token}` };
  return {
    async providerId(email: string, status: string): Promise<string> {
      const list = await request.get(`${API_URL}/api/admin/providers?status=${status}&size=100`, { headers });
      const { providers } = (await list.json()).data as { providers: { _id: string; email: string }[] };
      const found = providers.find((p) => p.email === email);
      expect(found, `${email} in the ${status} queue`).toBeTruthy();
      return found!._id;
    },
    async post(path: string, data?: unknown) {
      const response = await request.post(`${API_URL}${path}`, { headers, data });
      expect(response.ok(), `POST ${path}`).toBe(true);
    },
  };
}

const menuLinks = (page: Page) => page.getByRole('navigation', { name: 'Provider menu' }).getByRole('link');

test('a new provider is verified, approved and sets up services, areas and payouts', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('priya');
  const password = 'pipes-and-taps-7';
  const phone = uniquePhoneDigits();
  // Each run's own SIN: approval is refused while another live account holds the same number.
  const sin = uniquePhoneDigits().slice(1);

  // Sign-up with services from the catalogue, then sign-in.
  await page.goto('/professional');
  // The page's own form, not the footer's inquiry form (which also asks for an email).
  const signup = page.getByRole('main');
  await signup.getByLabel('Full Name').fill('Priya Natarajan');
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password', { exact: true }).fill(password);
  await signup.getByLabel('Confirm Password').fill(password);
  const services = page.getByRole('group', { name: 'Services you offer' });
  await services.getByRole('checkbox', { name: 'Leak Repair' }).check();
  await services.getByRole('checkbox', { name: 'Drain Unclogging' }).check();
  await page.getByRole('group', { name: 'Languages you speak' }).getByRole('checkbox', { name: 'English' }).check();
  await page.getByRole('button', { name: 'Create Professional Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, password);

  // The OTP gate comes first.
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const code = await readSmsCode(request, phone);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page).toHaveURL(/\/serviceprovider\/businessdetail$/);
  await expect(menuLinks(page)).toHaveText(['Personal Detail', 'Business Detail']);

  // Personal details.
  await menuLinks(page).filter({ hasText: 'Personal Detail' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Detail', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Priya Natarajan');
  await expect(page.getByLabel('Phone Number')).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Date of Birth is required')).toBeVisible();
  await page.getByLabel('Date of Birth').fill('1990-06-15');
  await page.getByLabel('Street').fill('120 Bremner Blvd');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('Province').selectOption('ON');
  await page.getByLabel('Postal Code').fill('m5j0a8');
  await expect(page.getByLabel('Postal Code')).toHaveValue('M5J 0A8');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();

  // Business details with real documents.
  await menuLinks(page).filter({ hasText: 'Business Detail' }).click();
  await expect(page.getByText('Complete your details')).toBeVisible();
  await page.getByLabel('Qualification', { exact: true }).fill('Licensed 306A plumber');
  await page.getByLabel('Years of Experience').fill('9');
  await page.getByLabel('Resident Status').selectOption('Permanent resident');
  await page.getByLabel('Social Insurance Number').fill(sin);
  await expect(page.getByLabel('Social Insurance Number')).toHaveValue(`${sin.slice(0, 3)}-${sin.slice(3, 6)}-${sin.slice(6)}`);
  await page.getByLabel('Qualification Document', { exact: true }).setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Social Insurance Document', { exact: true }).setInputFiles(png('sin-letter.png'));
  await page.getByLabel('Resident Document', { exact: true }).setInputFiles(png('pr-card.png'));
  await page.getByLabel('Government Document 1', { exact: true }).setInputFiles(png('drivers-licence.png'));
  await page.getByLabel('Government Document 2', { exact: true }).setInputFiles(png('health-card.png'));
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Business details submitted for review')).toBeVisible();
  await expect(page.getByText('Your details are under review')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Qualification Document' })).toContainText('licence.pdf');
  await expect(page.getByLabel('Social Insurance Number')).toHaveValue('');
  await expect(menuLinks(page)).toHaveText(['Personal Detail', 'Business Detail']);

  // An admin asks for a change: the provider sees it on the next visit, and answers by resubmitting.
  const admin = await adminCall(request);
  const providerId = await admin.providerId(email, 'submitted');
  await admin.post(`/api/admin/providers/${providerId}/action-required`, { message: 'Your licence scan is cut off: upload the whole page.' });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Action Required' });
  await expect(dialog).toContainText('Your licence scan is cut off: upload the whole page.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Our team needs a few changes before approving your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Replace Qualification Document' }).click();
  await page.getByLabel('Qualification Document', { exact: true }).setInputFiles({ name: 'licence-full.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Social Insurance Number').fill(sin);
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(page.getByText('Your details are under review')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Qualification Document' })).toContainText('licence-full.pdf');

  // Approved: every section unlocks after a reload.
  await admin.post(`/api/admin/providers/${await admin.providerId(email, 'submitted')}/approve`);
  await page.reload();
  await expect(page.getByText('Your account is approved')).toBeVisible();
  await expect(menuLinks(page).filter({ hasText: 'Dashboard' })).toBeVisible();
  await expect(menuLinks(page).filter({ hasText: 'Account' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Services and areas.
  await menuLinks(page).filter({ hasText: 'Category' }).click();
  await page.getByRole('group', { name: 'Plumbing' }).getByRole('checkbox', { name: 'Leak Repair' }).check();
  await page.getByRole('group', { name: 'Plumbing' }).getByRole('checkbox', { name: 'Drain Unclogging' }).check();
  await page.getByRole('textbox', { name: 'Postal code prefix' }).fill('90210');
  await page.getByRole('button', { name: 'Add postal code prefix' }).click();
  await expect(page.getByText('Enter a postal code prefix like M5V')).toBeVisible();
  await page.getByRole('textbox', { name: 'Postal code prefix' }).fill('m5v');
  await page.getByRole('textbox', { name: 'Postal code prefix' }).press('Enter');
  await page.getByLabel('City', { exact: true }).fill('Mississauga');
  await page.getByLabel('Province').selectOption('ON');
  await page.getByRole('button', { name: 'Add city' }).click();
  await page.getByRole('button', { name: 'Save Services and Areas' }).click();
  await expect(page.getByText('Services and areas saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Leak Repair' })).toBeChecked();
  await expect(page.getByRole('list', { name: /Your service areas/ }).getByRole('listitem')).toHaveText(['Mississauga, ON', 'M5V']);

  // Payouts: only the last four digits ever come back.
  await menuLinks(page).filter({ hasText: 'Bank Detail' }).click();
  await expect(page.getByText('Not set up')).toBeVisible();
  await page.getByLabel('Routing Number').fill('11000003');
  await expect(page.getByLabel('Routing Number')).toHaveValue('11000-003');
  await page.getByLabel('Account Number').fill('123456789012');
  // Where the money goes changes only with the password, and payouts wait a while after it does.
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save Bank Account' }).click();
  await expect(page.getByText('•••• •••• 9012')).toBeVisible();
  await expect(page.getByText(/^Payouts to this account start on /)).toBeVisible();
  await expect(page.getByText('Payouts enabled')).toBeVisible();
  await expect(page.getByText('123456789012')).toHaveCount(0);

  // The stored documents download through the authorised API.
  await menuLinks(page).filter({ hasText: 'Documents/Certificates' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Qualification Document' }).click();
  expect((await download).suggestedFilename()).toBe('licence-full.pdf');
});
