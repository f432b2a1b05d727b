import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, type ProviderFixture, startedAMinuteAgo } from '../../test/booking-fixtures';

let t: TestApp;
let serviceId: string;
let pro: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  serviceId = (await serviceBySlug(t, 'lawn-aeration')).id;
  pro = await provider(t, { serviceIds: [serviceId], areas: ['L5B'], firstName: 'Ana' });
});
afterAll(() => t.close());

/** A booking taken through to `until` by the fixture provider. */
async function job(token: string, until: 'open' | 'completed') {
  const body = bookingBody(serviceId, { address: { ...bookingBody(serviceId).address, city: 'Mississauga', postcode: 'L5B 1M2' } });
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: body, headers: { 'idempotency-key': newKey() } });
  const id = res.body.data._id as string;
  if (until === 'completed') {
    for (const step of ['accept', 'start', 'complete']) {
      if (step === 'start') await startedAMinuteAgo(t, id);
      expect((await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: pro.token })).status).toBe(200);
    }
  }
  return id;
}

describe('reviews', () => {
  it('lets the customer review a completed job once, and shows it to everyone concerned', async () => {
    const customer = await t.createUser({ firstName: 'Maya' });
    const open = await job(customer.token, 'open');
    const notYet = await t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: open, rating: 5, review: 'Great' } });
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toBe('You can review a job once it is completed');

    const done = await job(customer.token, 'completed');
    const empty = await t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: done, rating: 5, review: '  ' } });
    expect(empty.body.errors.review).toBe('Review is required');
    const stranger = await t.createUser();
    expect((await t.call({ method: 'POST', url: '/api/review', token: stranger.token, payload: { bookingId: done, rating: 1, review: 'Not mine' } })).status).toBe(404);

    // The service page's reviews are cached; a new review must still show at once.
    const before = await t.call({ method: 'GET', url: '/api/review/service/lawn-aeration' });
    expect(before.body.data).toMatchObject({ count: 0, average: null, reviews: [] });
    const [first, second] = await Promise.all([
      t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: done, rating: 4, review: 'Lawn looks great, <b>on time</b>.' } }),
      t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: done, rating: 1, review: 'double submit' } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const created = first.status === 201 ? first : second;
    expect(created.body.data).toMatchObject({ bookingId: done, customerName: 'Maya C.', providerName: expect.stringMatching(/^Ana /), service: { slug: 'lawn-aeration' } });

    const mine = await t.call({ method: 'GET', url: '/api/review/mine', token: customer.token });
    expect(mine.body.data.items).toHaveLength(1);
    const tooBig = await t.call({ method: 'GET', url: '/api/review/mine?size=51', token: customer.token });
    expect([tooBig.status, Object.keys(tooBig.body.errors ?? {})]).toEqual([400, ['size']]);
    const forService = await t.call({ method: 'GET', url: '/api/review/service/lawn-aeration' });
    expect(forService.body.data).toMatchObject({ count: 1, average: created.body.data.rating });
    expect(forService.body.data.reviews[0].review).toBe(created.body.data.review);
    expect(forService.headers['cache-control']).toContain('max-age=60');
    const unchanged = await t.call({ method: 'GET', url: '/api/review/service/lawn-aeration', headers: { 'if-none-match': String(forService.headers.etag) } });
    expect(unchanged.status).toBe(304);
    expect((await t.call({ method: 'GET', url: '/api/review/service/no-such-service' })).status).toBe(404);
    const received = await t.call({ method: 'GET', url: '/api/service-provider/reviews', token: pro.token });
    expect(received.body.data).toMatchObject({ count: 1, pages: 1, reviews: [{ bookingId: done }] });
    const detail = await t.call({ method: 'GET', url: `/api/booking/${done}`, token: customer.token });
    expect(detail.body.data.review).toMatchObject({ rating: created.body.data.rating });
    expect((await t.call({ method: 'GET', url: '/api/review/mine', token: pro.token })).status).toBe(403);
  });

  it("shows a service's reviews to everyone without the bookings behind them or more than the customer's first name and initial", async () => {
    const customer = await t.createUser({ firstName: 'Priya' });
    const done = await job(customer.token, 'completed');
    const created = await t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: done, rating: 5, review: 'Thorough and friendly.' } });
    expect(created.status).toBe(201);

    const res = await t.call({ method: 'GET', url: '/api/review/service/lawn-aeration' });
    expect(res.status).toBe(200);
    const reviews = res.body.data.reviews as Record<string, unknown>[];
    expect(reviews.length).toBeGreaterThan(0);
    const mine = reviews.find((r) => r._id === created.body.data._id);
    expect(mine).toMatchObject({ customerName: 'Priya C.', review: 'Thorough and friendly.' });
    for (const review of reviews) expect(Object.keys(review).sort()).toEqual(['_id', 'createdAt', 'customerName', 'lang', 'providerName', 'rating', 'reply', 'review', 'service']);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(done);
    expect(text).not.toContain(customer.email);
    expect(text).not.toContain(customer.id);
  });
});
