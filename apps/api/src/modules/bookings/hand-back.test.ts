// A provider handing an accepted job back: they are told it was handed back (not "cancelled"), and
// the customer is told, in the bell and by email, that another professional is being found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaning: { id: string };
let pro: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5J'], firstName: 'Kwame' });
});
afterAll(() => t.close());

async function acceptedBooking(customerToken: string) {
  const body = bookingBody(cleaning.id, { address: { ...bookingBody(cleaning.id).address, postcode: 'M5J 2N8' } });
  const created = await t.call({ method: 'POST', url: '/api/booking', token: customerToken, payload: body, headers: { 'idempotency-key': newKey() } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data._id as string;
  expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
  await t.app.ctx.outbox.drain();
  return id;
}

describe('a provider hands a job back', () => {
  it('tells the provider the job was handed back, in their language', async () => {
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token);
    const back = await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: pro.token, payload: { reason: 'Van broke down' } });
    expect(back.status).toBe(200);
    expect(back.body.message).toBe('Job handed back. The customer is told we are finding another professional.');
    expect(back.body.message).not.toMatch(/cancelled/i);

    const other = await acceptedBooking((await t.createUser()).token);
    const french = await t.call({ method: 'POST', url: `/api/booking/${other}/cancel`, token: pro.token, payload: { reason: 'Malade' }, headers: { 'accept-language': 'fr-CA' } });
    expect(french.body.message).toBe('Contrat remis. Le client est avisé que nous cherchons un autre professionnel.');
  });

  it('tells the customer in their notifications and by email that another professional is being found', async () => {
    const customer = await t.createUser({ firstName: 'Maya' });
    const id = await acceptedBooking(customer.token);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: pro.token, payload: { reason: 'Van broke down' } })).status).toBe(200);
    await t.app.ctx.outbox.drain();

    const list = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=50', token: customer.token });
    const notes = list.body.data.Notifications as { event: string; message: string; data: { bookingId?: string } }[];
    expect(notes.find((n) => n.data.bookingId === id && /another one/.test(n.message))).toBeDefined();

    const mail = await t.waitForMessage((m) => m.to === customer.email && /another professional/i.test(m.subject ?? ''));
    expect(mail.subject).toBe('We are finding another professional for Standard House Cleaning');
    expect(mail.body).toContain('can no longer make it');
    expect(mail.body).toContain(`/profile/booking/${id}`);
  });
});
