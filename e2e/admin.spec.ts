// The admin console end to end: an admin approves the provider waiting for review, adds a service
// that appears at once in the public Services menu, assigns the open booking to the demo provider
// (who sees the realtime toast), creates a discount the public discount bar then shows, and
// answers an inquiry by email. The bar is handed back to WELCOME15 at the end for the other journeys.
import { expect, test, type Page } from '@playwright/test';
import { API_URL, signIn, signInWithRealtime, uniqueEmail } from './support';

const stamp = String(Date.now()).slice(-6);

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true }).click();
}

test('an admin approves a provider, adds a service, assigns a booking, creates a discount and answers an inquiry', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const visitorEmail = uniqueEmail('inquirer');
  const inquiry = await request.post(`${API_URL}/api/inquiry`, { data: { email: visitorEmail, phonenumber: '416-555-0166', description: 'Do you clean after renovations?' } });
  expect(inquiry.status(), await inquiry.text()).toBe(201);

  // The demo provider waits in another browser, its realtime socket open.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await signInWithRealtime(provider, 'provider@demo.hearth.ca', 'Provider123!', /\/serviceprovider\/servicerequest$/);

  await page.goto('/login');
  await signIn(page, 'admin@demo.hearth.ca', 'Admin123!');
  await expect(page).toHaveURL(/\/admin$/);

  // Providers: the demo applicant is waiting for review.
  await openSection(page, 'Providers');
  await page.getByRole('link', { name: 'Amira Haddad' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Amira Haddad?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Approved');

  // Catalogue: a new service is in the public mega-menu right away.
  const serviceName = `Window Washing ${stamp}`;
  await openSection(page, 'Catalogue');
  await page.getByRole('button', { name: 'Add service to Cleaning' }).click();
  const addService = page.getByRole('dialog', { name: 'Add service' });
  await addService.getByLabel('Name', { exact: true }).fill(serviceName);
  await addService.getByLabel('Starting price (CAD)').fill('79');
  await addService.getByLabel('Duration (minutes)').fill('120');
  await addService.getByRole('button', { name: 'Save service' }).click();
  await expect(addService).toBeHidden();
  await expect(page.getByRole('main')).toContainText(serviceName);

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await visitor.getByRole('banner').getByRole('button', { name: /^Services/ }).click();
  await expect(visitor.getByRole('link', { name: serviceName })).toBeVisible();

  // Bookings: the open demo booking goes to the demo provider, who hears about it at once.
  await openSection(page, 'Bookings');
  await page.goto('/admin/bookings?status=open');
  await page.getByRole('link', { name: 'Bedroom Cleaning' }).first().click();
  await page.getByRole('button', { name: 'Assign provider' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a provider' });
  await assign.getByRole('radio', { name: /Marcus Singh/ }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign).toBeHidden();
  await expect(provider.getByText('Provider Assigned By Admin', { exact: true }).first()).toBeVisible({ timeout: 15_000 });

  // Discounts: a code shown in the bar reaches the public site.
  const code = `SPRING${stamp}`;
  await openSection(page, 'Discounts & offers');
  await page.getByRole('button', { name: 'New discount' }).click();
  const discount = page.getByRole('dialog', { name: /discount/i });
  await discount.getByLabel('Code').fill(code);
  await discount.getByLabel('Kind').selectOption('percent');
  await discount.getByLabel('Percent off').fill('10');
  await discount.getByLabel('Description', { exact: true }).fill('Spring clean: 10% off any booking.');
  await discount.getByLabel('Show in the discount bar').check();
  await discount.getByRole('button', { name: 'Create discount' }).click();
  await expect(discount).toBeHidden();
  await visitor.goto('/');
  await expect(visitor.getByText(`Use Code: ${code}`)).toBeVisible();

  // Inbox: the visitor's inquiry is answered by email.
  await openSection(page, 'Inbox');
  await page.getByRole('search', { name: 'Filter the inbox' }).getByLabel('Search').fill(visitorEmail);
  await page.getByRole('search', { name: 'Filter the inbox' }).getByLabel('Search').press('Enter');
  await page.getByRole('link', { name: visitorEmail }).click();
  const reply = page.getByRole('region', { name: 'Reply by email' });
  await reply.getByLabel('Subject').fill('Post-renovation cleaning');
  await reply.getByLabel('Message').fill('Yes: book Deep Cleaning and mention the renovation in the note.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect.poll(async () => {
    const outbox = (await (await request.get(`${API_URL}/api/dev/outbox`)).json()) as { to: string; subject: string }[];
    return outbox.some((m) => m.to === visitorEmail && m.subject === 'Post-renovation cleaning');
  }).toBe(true);

  // Hand the bar back to WELCOME15 (the public-site journey expects it).
  await openSection(page, 'Discounts & offers');
  await page.getByRole('row', { name: /WELCOME15/ }).getByRole('button', { name: /Edit/ }).click();
  const welcome = page.getByRole('dialog', { name: /discount/i });
  await welcome.getByLabel('Show in the discount bar').check();
  await welcome.getByRole('button', { name: 'Save discount' }).click();
  await expect(welcome).toBeHidden();
  await providerContext.close();
});
