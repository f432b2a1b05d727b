// The provider area is a tool used from a phone: every provider page, in English and in French (whose
// words run longer), must fit the narrowest phone still in use (320 px) and a common one (390 px)
// without scrolling sideways, and the payouts list must show every figure of a payout on screen.
import { expect, test } from '@playwright/test';
import { openAs, settle, sidewaysScroll, visitAll } from './pages';

const PHONE_WIDTHS = [320, 390];

for (const prefix of ['', '/fr']) {
  test(`every provider page fits a phone at 320 and 390 px${prefix ? ' in French' : ''}`, async ({ browser }) => {
    const overflow: string[] = [];
    await visitAll(
      browser,
      'provider',
      async (page, url) => {
        overflow.push(...(await sidewaysScroll(page, PHONE_WIDTHS)).map((line) => `${url}: ${line}`));
      },
      prefix,
    );
    expect(overflow, 'provider pages that scroll sideways on a phone').toEqual([]);
  });
}

test('on a phone each payout is a card whose every figure is on screen', async ({ browser }) => {
  const { context, page } = await openAs(browser, 'provider');
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/serviceprovider/transactionshistory');
    await settle(page);
    const table = page.getByRole('table', { name: /^Payouts/ });
    // The demo provider has been paid: without a payout there would be nothing to check.
    const firstPayout = table.getByRole('row').nth(1);
    await expect(firstPayout).toBeVisible();
    for (const cell of await firstPayout.locator('td, th').all()) {
      const box = await cell.boundingBox();
      expect(box, `a payout's ${await cell.getAttribute('data-label')} at ${width} px`).not.toBeNull();
      expect(box!.x, `a payout's ${await cell.getAttribute('data-label')} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `a payout's ${await cell.getAttribute('data-label')} ends on screen at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
  await context.close();
});
