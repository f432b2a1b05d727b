// A visitor's tour of the public site: home, the Services mega-menu, a service page, the footer
// inquiry form (errors first, then success), the discount bar, the blog, a 404, and the phone menu.
import { expect, test } from '@playwright/test';
import { API_URL } from './support';

test('a visitor explores the site, sends an inquiry, closes the discount bar and reads the blog', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Home help you can count on.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How Hearth works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '15% off your first booking' })).toBeVisible();

  // The Services mega-menu, grouped by category, leads to a service page.
  await page.getByRole('banner').getByRole('button', { name: 'Services' }).click();
  await page.getByRole('list', { name: 'Cleaning' }).getByRole('link', { name: 'Bedroom Cleaning' }).click();
  await expect(page).toHaveURL(/\/services\/bedroom-cleaning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedroom Cleaning' })).toBeVisible();
  await expect(page.getByRole('main').getByText('From $49.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What is included' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Book Now' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/bedroom-cleaning$/);
  expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain('"priceCurrency":"CAD"');

  // The footer inquiry form: the shared messages under the fields first, then a successful send.
  const inquiry = page.getByRole('form', { name: 'Send us a message' });
  await inquiry.getByLabel('Email').fill('visitor@example');
  await inquiry.getByLabel('Phone Number').fill('41655');
  await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(inquiry.getByText('Provide valid email address')).toBeVisible();
  await expect(inquiry.getByText('Phone number must be a 10-digit number')).toBeVisible();
  await expect(inquiry.getByText('Description is required')).toBeVisible();

  const visitor = `visitor.${Date.now()}@example.ca`;
  await inquiry.getByLabel('Email').fill(visitor);
  await inquiry.getByLabel('Phone Number').fill('4165550123');
  await inquiry.getByLabel('How can we help?').fill('Can a cleaner come on Saturday mornings in Etobicoke?');
  await inquiry.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Thank you for inquiry')).toBeVisible();
  await expect(inquiry.getByLabel('Email')).toHaveValue('');
  await expect(inquiry.getByLabel('How can we help?')).toHaveValue('');
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`${API_URL}/api/dev/outbox`)).json()) as { to: string; subject: string | null }[];
      return messages.some((m) => m.to === 'support@hearth.ca' && m.subject === `New inquiry from ${visitor}`);
    })
    .toBe(true);

  // The discount bar closes and stays closed for that code.
  const bar = page.getByRole('complementary', { name: 'Discount' });
  await expect(bar).toContainText('Use Code: WELCOME15');
  await bar.getByRole('button', { name: 'Close discount' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedroom Cleaning' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Discount' })).toBeHidden();

  // The blog, from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await page.getByRole('link', { name: 'The Canadian Winter Home Checklist' }).click();
  await expect(page).toHaveURL(/\/blog\/winter-home-checklist-canada$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Canadian Winter Home Checklist' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan the snow' })).toBeVisible();

  // An unknown service is a real 404.
  const missing = await page.goto('/services/underwater-basket-weaving');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('every footer service shortcut and content page resolves, and all are in the sitemap', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/services/other-plumbing-services</loc>');
  expect(sitemap).toContain('/blog/moving-day-tips</loc>');
  expect(sitemap).toContain('/Reward-Circle-Terms-Conditions</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');

  await page.goto('/contactus');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('+1 416-555-0100')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'support@hearth.ca' })).toBeVisible();
  for (const network of ['WhatsApp', 'Facebook', 'X', 'Instagram', 'Threads', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name: network, exact: true })).toHaveAttribute('href', /^https:\/\//);
  }
  const shortcuts = footer.getByRole('list').first().getByRole('link');
  await expect(shortcuts).toHaveCount(7);
  for (const href of await shortcuts.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect((await request.get(href!)).status(), href!).toBe(200);
  }
  for (const path of ['/whyus', '/faqs', '/refundpolicy', '/termofuse', '/privacypolicy', '/Reward-Circle-Terms-Conditions', '/professional', '/blog']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a visitor finds a service through the mobile menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Services' })).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByText('Services', { exact: true }).click();
    await menu.getByRole('list', { name: 'Lawn Care' }).getByRole('link', { name: 'Lawn Maintenance' }).click();
    await expect(page).toHaveURL(/\/services\/lawn-maintenance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lawn Maintenance' })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});
