// The realtime side of a booking, over real sockets: matching providers hear NewBookingAlert, the
// customer hears AcceptBooking, the providers who lost hear ReloadBooking (their lists refresh),
// and the customer hears CompeleteBooking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSocket } from '../../test/ws-client';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingBody, newKey, provider, serviceBySlug, slot, startedAMinuteAgo } from '../../test/booking-fixtures';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('booking events', () => {
  it('reach exactly the people each step concerns', async () => {
    const service = await serviceBySlug(t, 'hedge-trimming');
    const winner = await provider(t, { serviceIds: [service.id], areas: ['V6B'] });
    const loser = await provider(t, { serviceIds: [service.id], areas: ['V6B'] });
    const elsewhere = await provider(t, { serviceIds: [service.id], areas: ['T2P'] });
    const customer = await t.createUser();
    const sockets = await Promise.all(
      [winner, loser, elsewhere, { userId: customer.id, token: customer.token }].map((u) => openSocket(base, { userId: u.userId, token: u.token })),
    );
    const [winnerWs, loserWs, elsewhereWs, customerWs] = sockets;

    const body = bookingBody(service.id, { address: { ...bookingBody(service.id).address, city: 'Vancouver', province: 'BC', postcode: 'V6B 1A1' }, scheduledAt: slot(3, '10:00', 'BC') });
    const created = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: body, headers: { 'idempotency-key': newKey() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id;
    for (const ws of [winnerWs!, loserWs!]) expect((await ws.waitFor('NewBookingAlert')).data).toMatchObject({ bookingId: id });

    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: winner.token })).status).toBe(200);
    expect((await customerWs!.waitFor('AcceptBooking')).data).toMatchObject({ bookingId: id });
    expect((await loserWs!.waitFor('ReloadBooking')).data).toMatchObject({ bookingId: id });

    await startedAMinuteAgo(t, id);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/start`, token: winner.token })).status).toBe(200);
    await t.call({ method: 'POST', url: `/api/booking/${id}/complete`, token: winner.token });
    expect((await customerWs!.waitFor('CompeleteBooking')).data).toMatchObject({ bookingId: id, message: expect.stringContaining('Hedge Trimming') });

    await t.app.ctx.outbox.drain();
    expect(elsewhereWs!.messages).toEqual([]);
    expect(winnerWs!.messages.some((m) => m.event === 'ReloadBooking')).toBe(false);
    for (const ws of sockets) ws.close();
  });

  it('refresh a decliner’s other tabs, and the list of a provider the job is outside the hours of', async () => {
    const service = await serviceBySlug(t, 'hedge-trimming');
    const winner = await provider(t, { serviceIds: [service.id], areas: ['V6C'] });
    const decliner = await provider(t, { serviceIds: [service.id], areas: ['V6C'] });
    const offDuty = await provider(t, { serviceIds: [service.id], areas: ['V6C'] });
    // No working day at all: never alerted, but the job is still in their list.
    expect((await t.call({ method: 'PUT', url: '/api/service-provider/availability', token: offDuty.token, payload: { weeklyHours: [], maxJobsPerDay: null, travelBufferMinutes: 0 } })).status).toBe(200);
    const [declinerWs, offDutyWs] = await Promise.all([decliner, offDuty].map((u) => openSocket(base, { userId: u.userId, token: u.token })));

    const customer = await t.createUser();
    const body = bookingBody(service.id, { address: { ...bookingBody(service.id).address, city: 'Vancouver', province: 'BC', postcode: 'V6C 1A1' }, scheduledAt: slot(4, '10:00', 'BC') });
    const created = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: body, headers: { 'idempotency-key': newKey() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id;
    expect((await declinerWs!.waitFor('NewBookingAlert')).data).toMatchObject({ bookingId: id });

    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/decline`, token: decliner.token })).status).toBe(200);
    expect((await declinerWs!.waitFor('ReloadBooking')).data).toMatchObject({ bookingId: id });

    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: winner.token })).status).toBe(200);
    expect((await offDutyWs!.waitFor('ReloadBooking')).data).toMatchObject({ bookingId: id });
    await t.app.ctx.outbox.drain();
    expect(offDutyWs!.messages.some((m) => m.event === 'NewBookingAlert')).toBe(false);
    for (const ws of [declinerWs!, offDutyWs!]) ws.close();
  });
});
