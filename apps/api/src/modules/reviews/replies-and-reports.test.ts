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
  pro = await provider(t, { serviceIds: [serviceId], areas: ['L5B'], firstName: 'Marcus' });
});
afterAll(() => t.close());

/** A completed job by the fixture professional, reviewed by a new customer. */
async function reviewedJob(rating: number, text: string) {
  const customer = await t.createUser({ firstName: 'Nora' });
  const body = bookingBody(serviceId, { address: { ...bookingBody(serviceId).address, city: 'Mississauga', postcode: 'L5B 1M2' } });
  const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: body, headers: { 'idempotency-key': newKey() } });
  const id = booked.body.data._id as string;
  for (const step of ['accept', 'start', 'complete']) {
    if (step === 'start') await startedAMinuteAgo(t, id);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: pro.token })).status).toBe(200);
  }
  const review = await t.call({ method: 'POST', url: '/api/review', token: customer.token, payload: { bookingId: id, rating, review: text } });
  expect(review.status).toBe(201);
  return { customer, reviewId: review.body.data._id as string };
}

const professionalPage = (query = '') => t.call({ method: 'GET', url: `/api/review/professional/${pro.providerId}${query}` });
const servicePage = () => t.call({ method: 'GET', url: '/api/review/service/lawn-aeration' });

describe('replies, reports and hidden reviews', () => {
  it('lets only the job’s professional reply, once, and shows the reply wherever the review shows', async () => {
    const { reviewId } = await reviewedJob(5, 'Cleared every gutter.');
    const other = await provider(t, { serviceIds: [serviceId], areas: ['L5B'] });
    const customer = await t.createUser();
    const url = `/api/review/${reviewId}/reply`;

    expect((await t.call({ method: 'POST', url, token: other.token, payload: { reply: 'Not my job' } })).status).toBe(404);
    expect((await t.call({ method: 'POST', url, token: customer.token, payload: { reply: 'Hi' } })).status).toBe(403);
    const empty = await t.call({ method: 'POST', url, token: pro.token, payload: { reply: '   ' } });
    expect([empty.status, empty.body.errors?.reply]).toEqual([400, 'Reply is required']);
    const tooLong = await t.call({ method: 'POST', url, token: pro.token, payload: { reply: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);

    // Two replies sent together: exactly one is published.
    const [a, b] = await Promise.all([
      t.call({ method: 'POST', url, token: pro.token, payload: { reply: 'Thank you, Nora!' } }),
      t.call({ method: 'POST', url, token: pro.token, payload: { reply: 'Second thoughts' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.message).toBe('You have already replied to this review');
    const published = (a.status === 200 ? a : b).body.data.reply.text as string;

    const onProfile = (await professionalPage()).body.data.reviews.find((r: { _id: string }) => r._id === reviewId);
    expect(onProfile).toMatchObject({ providerName: 'Marcus S.', customerName: 'Nora C.', reply: { text: published } });
    const onService = (await servicePage()).body.data.reviews.find((r: { _id: string }) => r._id === reviewId);
    expect(onService.reply.text).toBe(published);
  });

  it('takes one report per person, never from the review’s author, and tells admins', async () => {
    const { customer: author, reviewId } = await reviewedJob(1, 'He never came back for the ladder.');
    const url = `/api/review/${reviewId}/report`;
    const [neighbour, another] = await Promise.all([t.createUser(), t.createUser()]);

    expect((await t.call({ method: 'POST', url, payload: { reason: 'offensive' } })).status).toBe(401);
    const own = await t.call({ method: 'POST', url, token: author.token, payload: { reason: 'offensive' } });
    expect([own.status, own.body.message]).toEqual([403, 'You cannot report your own review']);
    const vague = await t.call({ method: 'POST', url, token: neighbour.token, payload: { reason: 'other' } });
    expect([vague.status, vague.body.errors?.details]).toEqual([400, 'Tell us what is wrong with this review']);
    const badReason = await t.call({ method: 'POST', url, token: neighbour.token, payload: { reason: 'boring' } });
    expect([badReason.status, badReason.body.errors?.reason]).toEqual([400, 'Choose a reason']);

    expect((await t.call({ method: 'POST', url, token: neighbour.token, payload: { reason: 'not_a_real_job' } })).status).toBe(200);
    const twice = await t.call({ method: 'POST', url, token: neighbour.token, payload: { reason: 'offensive' } });
    expect([twice.status, twice.body.message]).toEqual([409, 'You have already reported this review']);
    expect((await t.call({ method: 'POST', url, token: pro.token, payload: { reason: 'other', details: 'Not my customer' } })).status).toBe(200);
    expect((await t.call({ method: 'POST', url, token: another.token, payload: { reason: 'personal_information' } })).status).toBe(200);

    const admin = await t.createUser({ role: 'admin' });
    const list = await t.call({ method: 'GET', url: '/api/admin/review-reports', token: admin.token });
    const mine = list.body.data.items.filter((r: { review: { _id: string } }) => r.review._id === reviewId);
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      reason: 'not_a_real_job',
      reporterRole: 'customer',
      openReportsOnReview: 3,
      review: { rating: 1, text: 'He never came back for the ladder.', serviceName: 'Lawn Aeration', professionalName: 'Marcus S.' },
    });
    expect(mine.find((r: { reporterRole: string }) => r.reporterRole === 'serviceprovider')).toMatchObject({ reason: 'other', details: 'Not my customer' });
    expect((await t.call({ method: 'GET', url: '/api/admin/review-reports', token: neighbour.token })).status).toBe(403);
  });

  it('hides a review an admin upholds a report on: it leaves the service page and the professional’s rating, a double click is harmless', async () => {
    const { customer: author, reviewId } = await reviewedJob(1, 'Rude and messy.');
    const reporter = await t.createUser();
    expect((await t.call({ method: 'POST', url: `/api/review/${reviewId}/report`, token: reporter.token, payload: { reason: 'offensive' } })).status).toBe(200);

    const beforeProfile = (await professionalPage()).body.data;
    const beforeService = (await servicePage()).body.data;
    const dashboard = async () => (await t.call({ method: 'GET', url: '/api/service-provider/dashboard', token: pro.token })).body.data.rating;
    const received = async () => (await t.call({ method: 'GET', url: '/api/service-provider/reviews?size=50', token: pro.token })).body.data;
    const [beforeDashboard, beforeReceived] = [await dashboard(), await received()];
    expect(beforeProfile.reviews.map((r: { _id: string }) => r._id)).toContain(reviewId);
    expect(beforeService.reviews.map((r: { _id: string }) => r._id)).toContain(reviewId);

    const admin = await t.createUser({ role: 'admin' });
    const open = (await t.call({ method: 'GET', url: '/api/admin/review-reports?size=50', token: admin.token })).body.data.items;
    const report = open.find((r: { review: { _id: string } }) => r.review._id === reviewId);
    const resolve = () => t.call({ method: 'POST', url: `/api/admin/review-reports/${report._id}/resolve`, token: admin.token, payload: { outcome: 'hidden', note: 'Insults' } });
    const [first, second] = await Promise.all([resolve(), resolve()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.resolvedReports, second.body.data.resolvedReports].sort()).toEqual([0, 1]);
    expect(second.body.data.outcome).toBe('hidden');

    const afterProfile = (await professionalPage()).body.data;
    const afterService = (await servicePage()).body.data;
    expect(afterProfile.reviews.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
    expect(afterService.reviews.map((r: { _id: string }) => r._id)).not.toContain(reviewId);
    expect(afterProfile.count).toBe(beforeProfile.count - 1);
    expect(afterService.count).toBe(beforeService.count - 1);
    expect(afterProfile.average).toBeGreaterThan(beforeProfile.average);
    // The professional's own rating drops it too, though they still see the review, marked.
    expect((await dashboard()).count).toBe(beforeDashboard.count - 1);
    const afterReceived = await received();
    expect(afterReceived.count).toBe(beforeReceived.count - 1);
    expect(afterReceived.reviews.find((r: { _id: string }) => r._id === reviewId)).toMatchObject({ hidden: true });

    // Its author still sees it, marked; nobody can report it any more; the report left the admin's list.
    const mine = (await t.call({ method: 'GET', url: '/api/review/mine', token: author.token })).body.data.items;
    expect(mine).toEqual([expect.objectContaining({ _id: reviewId, hidden: true })]);
    expect((await t.call({ method: 'POST', url: `/api/review/${reviewId}/report`, token: admin.token, payload: { reason: 'offensive' } })).status).toBe(404);
    const still = (await t.call({ method: 'GET', url: '/api/admin/review-reports?size=50', token: admin.token })).body.data.items;
    expect(still.some((r: { review: { _id: string } }) => r.review._id === reviewId)).toBe(false);
    const audit = await t.call({ method: 'GET', url: `/api/admin/audit?entity=review&entityId=${reviewId}`, token: admin.token });
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body.data)).toContain('review.hidden');
  });

  it('keeps a review an admin finds fair', async () => {
    const { reviewId } = await reviewedJob(3, 'Fine, a bit late.');
    const reporter = await t.createUser();
    await t.call({ method: 'POST', url: `/api/review/${reviewId}/report`, token: reporter.token, payload: { reason: 'conflict_of_interest' } });
    const admin = await t.createUser({ role: 'admin' });
    const open = (await t.call({ method: 'GET', url: '/api/admin/review-reports?size=50', token: admin.token })).body.data.items;
    const report = open.find((r: { review: { _id: string } }) => r.review._id === reviewId);
    const kept = await t.call({ method: 'POST', url: `/api/admin/review-reports/${report._id}/resolve`, token: admin.token, payload: { outcome: 'kept' } });
    expect(kept.body).toMatchObject({ data: { outcome: 'kept', resolvedReports: 1 }, message: 'The review stays published' });
    expect((await professionalPage()).body.data.reviews.map((r: { _id: string }) => r._id)).toContain(reviewId);
  });

  it('shows a professional’s reviews only while they are approved and active, a page at a time', async () => {
    const page = await professionalPage('?size=1');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ pageNo: 1, reviews: [expect.objectContaining({ providerName: 'Marcus S.' })] });
    expect(page.body.data.pages).toBe(page.body.data.total);
    expect(Object.keys(page.body.data.reviews[0])).not.toContain('bookingId');
    const pending = await provider(t, { serviceIds: [serviceId], areas: ['L5B'], approved: false });
    expect((await t.call({ method: 'GET', url: `/api/review/professional/${pending.providerId}` })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/review/professional/not-a-uuid' })).status).toBe(404);
  });
});
