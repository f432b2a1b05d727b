// The price quote is public (the service page's price panel): each visitor has their own allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { serviceBySlug } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_QUOTES_PER_MINUTE: '2' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
});
afterAll(() => t.close());

const quoteFrom = (remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/booking/quote', remoteAddress, payload: { serviceId: cleaning.id, quantity: 1, province: 'QC', postcode: 'H2X 1Y4' } });

describe('POST /api/booking/quote for visitors', () => {
  it('prices a job for someone signed out, with the taxes of the postal code’s province', async () => {
    const res = await quoteFrom('198.51.100.7');
    expect(res.status).toBe(200);
    expect(res.body.data.amounts.taxes.map((tax: { name: string }) => tax.name)).toEqual(['GST', 'QST']);
  });

  it('answers 429 once one visitor has used their quotes for the minute, and not to the next visitor', async () => {
    expect((await quoteFrom('203.0.113.5')).status).toBe(200);
    expect((await quoteFrom('203.0.113.5')).status).toBe(200);
    const refused = await quoteFrom('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many requests/) });
    expect((await quoteFrom('203.0.113.6')).status).toBe(200);
  });
});
