// The admin console's bookings over HTTP: search, detail, dispatch (with its events), cancelling
// with a full refund, partial refunds, starting and completing a job for its provider, and settling
// a problem report — each audited, admins only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openSocket } from '../../../test/ws-client';
import { seedCatalogue } from '../../../db/seed/demo';
import { auditLog, bookingRefunds, bookings, localGatewayPayments } from '../../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture, startedAMinuteAgo } from '../../../test/booking-fixtures';

let t: TestApp;
let base: string;
let admin: { id: string; token: string };
let otherAdmin: { id: string; token: string };
let customer: { id: string; token: string; email: string };
let cleaning: { id: string };
let hedges: { id: string };

beforeAll(async () => {
  // Every booking here is held on the card when made, however far ahead (saving the card for a hold
  // placed later is the bookings module's to test).
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', CARD_HOLD_LEAD_DAYS: '60' });
  await seedCatalogue(t.app.ctx);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await t.createUser({ role: 'admin', firstName: 'Ada' });
  otherAdmin = await t.createUser({ role: 'admin', firstName: 'Otto' });
  customer = await t.createUser({ firstName: 'Maya' });
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  hedges = await serviceBySlug(t, 'hedge-trimming');
});
afterAll(() => t.close());

const vancouver = (serviceId: string, days = 3) =>
  bookingBody(serviceId, { address: { ...bookingBody(serviceId).address, city: 'Vancouver', province: 'BC', postcode: 'V6B 1A1' }, scheduledAt: slot(days, '10:00', 'BC') });

async function book(body: Record<string, unknown> = bookingBody(cleaning.id), token = customer.token) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: body, headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}

const assign = (id: string, providerId: string, token = admin.token, seen?: { currentProviderId: string | null }) =>
  t.call({ method: 'POST', url: `/api/admin/bookings/${id}/assign`, token, payload: { providerId, ...seen } });
const refund = (id: string, amountCents: number, key: string | null = randomUUID(), reason = 'Arrived late') =>
  t.call({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, token: admin.token, payload: { amountCents, reason }, headers: key ? { 'idempotency-key': key } : {} });
const detail = async (id: string) => (await t.call({ method: 'GET', url: `/api/admin/bookings/${id}`, token: admin.token })).body.data;
const act = (id: string, action: 'start' | 'complete' | 'resolve', payload: Record<string, unknown>, token = admin.token) =>
  t.call({ method: 'POST', url: `/api/admin/bookings/${id}/${action}`, token, payload });
const row = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const audits = (id: string) => t.app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, id))).orderBy(auditLog.id);

async function notificationsOf(token: string) {
  const res = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=50', token });
  return res.body.data.Notifications as { event: string; message: string; data: { bookingId?: string } }[];
}

/** A booking taken by `pro` and done, with its payment captured. */
async function completedBooking(pro: ProviderFixture) {
  const id = await book(bookingBody(cleaning.id, { scheduledAt: slot(4 + Math.floor(Math.random() * 20), '09:00') }));
  for (const step of ['accept', 'start', 'complete']) {
    if (step === 'start') await startedAMinuteAgo(t, id);
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: pro.token })).status).toBe(200);
  }
  await t.app.ctx.outbox.drain();
  expect((await row(id)).paymentStatus).toBe('captured');
  return id;
}

describe('admin bookings: access', () => {
  it('refuses customers and providers (403) and anonymous callers (401) on every route', async () => {
    const id = await book();
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const routes = [
      { method: 'GET' as const, url: '/api/admin/bookings' },
      { method: 'GET' as const, url: `/api/admin/bookings/${id}` },
      { method: 'GET' as const, url: `/api/admin/bookings/${id}/eligible-providers` },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/assign`, payload: { providerId: pro.providerId } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/cancel`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/refund`, payload: { amountCents: 100, reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/start`, payload: { reason: 'No signal on site' } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/complete`, payload: { reason: 'No signal on site' } },
      { method: 'POST' as const, url: `/api/admin/bookings/${id}/resolve`, payload: { outcome: 'full_refund', reason: 'Customer was right' } },
    ];
    for (const route of routes) {
      expect((await t.call({ ...route, token: customer.token })).status, route.url).toBe(403);
      expect((await t.call({ ...route, token: pro.token })).status, route.url).toBe(403);
      expect((await t.call(route)).status, route.url).toBe(401);
    }
    expect((await row(id)).status).toBe('open');
  });
});

describe('admin bookings: search', () => {
  it('filters by status, service, area, customer, provider and date, sorts and pages', async () => {
    const other = await t.createUser({ firstName: 'Zoltan', email: `zoltan.${Date.now()}@example.ca` });
    const pro = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'], firstName: 'Priya' });
    // Two days before the Vancouver ones: between midnight in Toronto and midnight in Vancouver the
    // two cities' "today" differ, and one day apart the Toronto job fell on the Vancouver date.
    const toronto = await book(bookingBody(cleaning.id, { scheduledAt: slot(29, '11:00') }), other.token);
    const vanOpen = await book(vancouver(hedges.id, 31), other.token);
    const vanTaken = await book(vancouver(hedges.id, 32), other.token);
    expect((await assign(vanTaken, pro.providerId)).status).toBe(200);

    const list = async (query: string) => {
      const res = await t.call({ method: 'GET', url: `/api/admin/bookings?customer=zoltan&${query}`, token: admin.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { items: { _id: string }[]; total: number; pages: number };
    };
    const ids = async (query: string) => (await list(query)).items.map((b) => b._id);

    expect(await ids('sort=startsAt&order=asc')).toEqual([toronto, vanOpen, vanTaken]);
    expect(await ids('sort=startsAt&order=desc')).toEqual([vanTaken, vanOpen, toronto]);
    expect(await ids('status=accepted')).toEqual([vanTaken]);
    expect(await ids('status=open,accepted&order=asc')).toEqual([toronto, vanOpen, vanTaken]);
    expect(await ids(`serviceId=${hedges.id}&order=asc`)).toEqual([vanOpen, vanTaken]);
    expect(await ids('area=v6b&order=asc')).toEqual([vanOpen, vanTaken]);
    expect(await ids('area=Toronto')).toEqual([toronto]);
    expect(await ids('provider=priya')).toEqual([vanTaken]);
    const day = (await row(vanOpen)).startsAt;
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(day);
    expect(await ids(`from=${local}&to=${local}`)).toEqual([vanOpen]);
    const page = await list('size=2&pageNo=2&order=asc');
    expect(page).toMatchObject({ total: 3, pages: 2 });
    expect(page.items.map((b) => b._id)).toEqual([vanTaken]);

    const [first] = (await list('status=accepted')).items as unknown as Record<string, unknown>[];
    expect(first).toMatchObject({ status: 'accepted', service: { name: 'Hedge Trimming' }, customer: { fullname: 'Zoltan customer' }, provider: { _id: pro.providerId }, refundedCents: 0 });

    const bad = await t.call({ method: 'GET', url: '/api/admin/bookings?status=lost&from=2026-02-10&to=2026-02-01', token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ status: 'Unknown booking status' });
  });
});

describe('admin bookings: dispatch', () => {
  it('assigns an open booking: the provider hears AssignProvider, the customer is told, others reload, all audited', async () => {
    const chosen = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'] });
    const bystander = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'] });
    const [chosenWs, bystanderWs, customerWs] = await Promise.all([chosen, bystander, { userId: customer.id, token: customer.token }].map((u) => openSocket(base, { userId: u.userId, token: u.token })));
    const id = await book(vancouver(hedges.id, 5));

    const eligible = await t.call({ method: 'GET', url: `/api/admin/bookings/${id}/eligible-providers`, token: admin.token });
    expect(eligible.body.data.map((p: { _id: string }) => p._id)).toEqual(expect.arrayContaining([chosen.providerId, bystander.providerId]));
    expect(eligible.body.data[0]).toMatchObject({ inArea: true });

    const res = await assign(id, chosen.providerId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking).toMatchObject({ status: 'accepted', provider: { _id: chosen.providerId } });
    expect(res.body.data.booking.history.at(-1)).toMatchObject({ from: 'open', to: 'accepted', by: 'admin' });

    expect((await chosenWs!.waitFor('AssignProvider')).data).toMatchObject({ bookingId: id, message: expect.stringContaining('Hedge Trimming') });
    expect((await customerWs!.waitFor('AssignProvider')).data).toMatchObject({ bookingId: id, message: expect.stringContaining('Provider Assigned By Admin') });
    expect((await bystanderWs!.waitFor('ReloadBooking')).data).toMatchObject({ bookingId: id });
    expect((await notificationsOf(customer.token)).find((n) => n.data.bookingId === id && n.event === 'AssignProvider')?.message).toMatch(/^Provider Assigned By Admin/);
    expect((await notificationsOf(chosen.token)).some((n) => n.data.bookingId === id && n.event === 'AssignProvider')).toBe(true);

    // The provider now has the job as theirs.
    const job = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: chosen.token });
    expect(job.status).toBe(200);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({ actorId: admin.id, action: 'booking.assign', before: { status: 'open', providerId: null }, after: { status: 'accepted', providerId: chosen.providerId } });
    for (const ws of [chosenWs!, bystanderWs!, customerWs!]) ws.close();
  });

  it('reassigns an accepted booking and tells the replaced provider it was cancelled for them', async () => {
    const first = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'] });
    const second = await provider(t, { serviceIds: [hedges.id], areas: ['T2P'] });
    const firstWs = await openSocket(base, { userId: first.userId, token: first.token });
    const id = await book(vancouver(hedges.id, 6));
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: first.token })).status).toBe(200);

    const res = await assign(id, second.providerId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.provider).toMatchObject({ _id: second.providerId });
    expect((await firstWs.waitFor('CancelBooking')).data).toMatchObject({ bookingId: id, message: expect.stringContaining('another professional') });
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: first.token })).status).toBe(404);
    expect((await audits(id)).at(-1)).toMatchObject({ action: 'booking.reassign', before: { providerId: first.providerId }, after: { providerId: second.providerId } });
    expect((await assign(id, second.providerId)).status).toBe(409);
    firstWs.close();
  });

  it('lets only one of two admins assigning at once win', async () => {
    const a = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'] });
    const b = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'] });
    const id = await book(vancouver(hedges.id, 7));
    // Both saw it open, with nobody assigned.
    const seen = { currentProviderId: null };
    const results = await Promise.all([assign(id, a.providerId, admin.token, seen), assign(id, b.providerId, otherAdmin.token, seen)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data.provider._id;
    expect((await row(id)).providerId).toBe(winner);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Someone else changed this booking meanwhile. Reload it and try again.');
    expect(await audits(id)).toHaveLength(1);
  });

  it('refuses providers who cannot take the job, and bookings past dispatch', async () => {
    const id = await book(vancouver(hedges.id, 8));
    const wrongService = await provider(t, { serviceIds: [cleaning.id], areas: ['V6B'] });
    const unapproved = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'], approved: false });
    for (const p of [wrongService, unapproved]) {
      const res = await assign(id, p.providerId);
      expect(res.status).toBe(400);
      expect(res.body.errors.providerId).toMatch(/cannot take the booking/);
    }
    expect((await assign(id, randomUUID())).status).toBe(400);
    expect((await assign(id, 'not-a-uuid')).body.errors.providerId).toBe('Choose a provider');

    // Busy at that time with another job.
    const busy = await provider(t, { serviceIds: [hedges.id], areas: ['V6B'] });
    const clash = await book(vancouver(hedges.id, 8));
    expect((await assign(clash, busy.providerId)).status).toBe(200);
    expect((await assign(id, busy.providerId)).body.message).toBe('This provider already has a job at that time');
    expect((await t.call({ method: 'GET', url: `/api/admin/bookings/${id}/eligible-providers`, token: admin.token })).body.data.map((p: { _id: string }) => p._id)).not.toContain(busy.providerId);

    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const done = await completedBooking(pro);
    const other = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    expect((await assign(done, other.providerId)).body.message).toBe('A booking that is completed cannot be assigned');
    expect((await assign(randomUUID(), other.providerId)).status).toBe(404);
  });
});

describe('admin bookings: money', () => {
  it('cancels with the whole hold released, recorded as a refund, emailed and audited', async () => {
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await book(bookingBody(cleaning.id, { scheduledAt: slot(9, '13:00') }));
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
    const res = await t.call({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, token: admin.token, payload: { reason: 'Customer called: moving away' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const total = res.body.data.booking.amounts.total;
    expect(res.body.data).toMatchObject({ booking: { status: 'cancelled', refundedCents: total }, cancelReason: 'Customer called: moving away', can: { assign: false, cancel: false, refund: false } });
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ amountCents: total, status: 'succeeded', gatewayRefundId: null })]);
    expect((await audits(id)).at(-1)).toMatchObject({ action: 'booking.cancel', actorId: admin.id, after: { status: 'cancelled', refundedCents: total } });
    await t.waitForMessage((m) => m.to === customer.email && /cancelled/.test(m.subject ?? ''));
    expect((await notificationsOf(pro.token)).some((n) => n.data.bookingId === id && n.event === 'CancelBooking')).toBe(true);
    await t.app.ctx.outbox.drain();
    const payment = (await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, (await row(id)).paymentId!)))[0]!;
    expect(payment.status).toBe('canceled');
    expect((await t.call({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, token: admin.token, payload: { reason: 'again' } })).status).toBe(409);
    expect((await t.call({ method: 'POST', url: `/api/admin/bookings/${id}/cancel`, token: admin.token, payload: { reason: ' ' } })).body.errors.reason).toBe('Reason is required');
  });

  it('refunds part of a completed job through the gateway, never more than is left, once per key', async () => {
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await completedBooking(pro);
    const { totalCents, paymentId } = await row(id);

    const key = randomUUID();
    const res = await refund(id, 2000, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Refunded $20.00');
    expect(res.body.data).toMatchObject({ refundedCents: 2000, refundableCents: totalCents - 2000, refund: { amountCents: 2000, status: 'pending' } });
    // The same request again (a retry) is the same refund, not a second one.
    const again = await refund(id, 2000, key);
    expect(again.status).toBe(200);
    expect(again.body.data.refund._id).toBe(res.body.data.refund._id);
    expect((await row(id)).refundedCents).toBe(2000);
    expect((await refund(id, 1500, key)).status).toBe(409);

    await t.app.ctx.outbox.drain();
    const [recorded] = await t.app.ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id));
    expect(recorded).toMatchObject({ status: 'succeeded', gatewayRefundId: expect.stringMatching(/^re_local_/), actorId: admin.id, reason: 'Arrived late' });
    const [payment] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, paymentId!));
    expect(payment!.capturedCents).toBe(totalCents - 2000);
    await t.waitForMessage((m) => m.to === customer.email && m.subject === 'A refund of $20.00 on your Hearth booking');

    const tooMuch = await refund(id, totalCents - 2000 + 1);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.amountCents).toBe(`You can refund at most $${((totalCents - 2000) / 100).toFixed(2)}: $${(totalCents / 100).toFixed(2)} paid, $20.00 already refunded`);
    expect((await refund(id, totalCents - 2000)).status).toBe(200);
    expect((await refund(id, 1)).status).toBe(400);

    expect((await refund(id, 100, null)).body.message).toBe('An Idempotency-Key header (a UUID) is required');
    expect((await refund(id, 0)).body.errors.amountCents).toBe('Amount must be more than $0.00');
    const shown = await detail(id);
    expect(shown.refunds).toHaveLength(2);
    expect(shown.refunds[0].actor).toMatchObject({ _id: admin.id, fullname: 'Ada admin' });
    expect(shown.payment).toMatchObject({ status: 'captured', refundableCents: 0 });
    expect(shown.can.refund).toBe(false);
    expect((await audits(id)).filter((a) => a.action === 'booking.refund')).toHaveLength(2);
  });

  it('takes a partial refund off a live hold, so completing the job captures less', async () => {
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await book(bookingBody(cleaning.id, { scheduledAt: slot(10, '15:00') }));
    const { totalCents, paymentId } = await row(id);
    const res = await refund(id, 1000);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.refund.status).toBe('succeeded');
    await t.waitForMessage((m) => m.to === customer.email && /\$10\.00 off/.test(m.body ?? ''));
    for (const step of ['accept', 'start', 'complete']) {
      if (step === 'start') await startedAMinuteAgo(t, id);
      expect((await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: pro.token })).status).toBe(200);
    }
    await t.app.ctx.outbox.drain();
    const [payment] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, paymentId!));
    expect(payment).toMatchObject({ status: 'succeeded', capturedCents: totalCents - 1000 });
  });

  it('has nothing to refund once a hold was released', async () => {
    const id = await book(bookingBody(cleaning.id, { scheduledAt: slot(11, '15:00') }));
    await t.call({ method: 'POST', url: `/api/booking/${id}/cancel`, token: customer.token, payload: { reason: 'Changed my mind' } });
    await t.app.ctx.outbox.drain();
    const res = await refund(id, 100);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('There is no payment left to refund on this booking');
    expect(await t.app.ctx.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id))).toEqual([]);
  });

  it('shows a booking in full', async () => {
    const id = await book(bookingBody(cleaning.id, { scheduledAt: slot(12, '15:00') }));
    const shown = await detail(id);
    expect(shown).toMatchObject({
      booking: { _id: id, status: 'open', history: [{ to: 'pending_payment' }, { to: 'open' }] },
      customer: { _id: customer.id, email: customer.email, fullname: 'Maya customer' },
      provider: null,
      payment: { status: 'authorized', refundableCents: shown.booking.amounts.total },
      refunds: [],
      capturedCents: 0,
      cardUpdateDeadline: null,
      confirmationEndsAt: null,
      problemReportedAt: null,
      disputedAt: null,
      payout: null,
      issues: [],
      can: { assign: true, cancel: true, refund: true, start: false, complete: false, settle: false },
    });
    // The hold lapses at the gateway some days after it was placed.
    expect(Date.parse(shown.holdExpiresAt)).toBeGreaterThan(Date.now());
    expect((await t.call({ method: 'GET', url: `/api/admin/bookings/${randomUUID()}`, token: admin.token })).status).toBe(404);
    const malformed = await t.call({ method: 'GET', url: '/api/admin/bookings/not-a-uuid/eligible-providers', token: admin.token });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Booking not found');
    // Admins read the conversation through the booking's own thread.
    const thread = await t.call({ method: 'GET', url: `/api/booking/${id}/messages`, token: admin.token });
    expect(thread.status).toBe(200);
  });
});

describe('admin bookings: acting for the provider', () => {
  it('starts, then completes a job in the provider’s place, with a reason in the history and the audit log', async () => {
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await book(bookingBody(cleaning.id, { scheduledAt: slot(13, '11:00') }));
    expect((await detail(id)).can).toMatchObject({ start: false, complete: false });
    expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: pro.token })).status).toBe(200);
    expect((await detail(id)).can).toMatchObject({ start: true, complete: true, settle: false });

    expect((await act(id, 'start', {})).body.errors).toEqual({ reason: 'Reason is required' });
    expect((await act(id, 'start', { reason: ' ok ' })).body.errors).toEqual({ reason: 'Reason must be at least 3 characters' });
    expect((await act(id, 'start', { reason: 'x'.repeat(501) })).body.errors).toEqual({ reason: 'Reason must be at most 500 characters' });
    expect((await row(id)).status).toBe('accepted');

    // Days before its date: an admin is not held to the provider's start window.
    const started = await act(id, 'start', { reason: 'The provider’s phone died at the door' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.message).toBe('Job started');
    expect(started.body.data.booking.status).toBe('in_progress');
    expect(started.body.data.booking.history.at(-1)).toMatchObject({ from: 'accepted', to: 'in_progress', by: 'admin', reason: 'The provider’s phone died at the door' });
    expect(started.body.data.can).toMatchObject({ start: false, complete: true });
    expect((await act(id, 'start', { reason: 'Once more' })).status).toBe(409);

    const completed = await act(id, 'complete', { reason: 'Customer confirmed by phone' });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.message).toBe('Job completed');
    const done = completed.body.data;
    expect(done.booking.status).toBe('completed');
    expect(Date.parse(done.confirmationEndsAt)).toBeGreaterThan(Date.now());
    // The payout waits for the customer's confirmation window.
    expect(done.payout).toMatchObject({ kind: 'job', status: 'held', amountCents: (await row(id)).payoutCents, paidAt: null });
    expect(Date.parse(done.payout.payableAt)).toBe(Date.parse(done.confirmationEndsAt));
    expect(done.can).toMatchObject({ start: false, complete: false, settle: false });
    await t.app.ctx.outbox.drain();
    const charged = await detail(id);
    expect(charged).toMatchObject({ payment: { status: 'captured' }, capturedCents: charged.booking.amounts.total });
    expect((await act(id, 'complete', { reason: 'Once more' })).status).toBe(409);

    const entries = (await audits(id)).filter((a) => a.action === 'booking.start' || a.action === 'booking.complete');
    expect(entries.map((a) => ({ action: a.action, actorId: a.actorId, before: a.before, after: a.after }))).toEqual([
      { action: 'booking.start', actorId: admin.id, before: expect.objectContaining({ status: 'accepted' }), after: expect.objectContaining({ status: 'in_progress', reason: 'The provider’s phone died at the door' }) },
      { action: 'booking.complete', actorId: admin.id, before: expect.objectContaining({ status: 'in_progress' }), after: expect.objectContaining({ status: 'completed', reason: 'Customer confirmed by phone' }) },
    ]);
  });

  it('answers 404 for a booking that does not exist, and 409 for one not in a state for it', async () => {
    for (const [action, payload] of [
      ['start', { reason: 'No signal on site' }],
      ['complete', { reason: 'No signal on site' }],
      ['resolve', { outcome: 'pay', reason: 'Work was fine' }],
    ] as const) {
      const res = await act(randomUUID(), action, payload);
      expect(res.status, action).toBe(404);
      expect(res.body.message).toBe('Booking not found');
      expect((await act('not-a-uuid', action, payload)).status, action).toBe(404);
    }
    const open = await book(bookingBody(cleaning.id, { scheduledAt: slot(14, '11:00') }));
    const res = await act(open, 'start', { reason: 'Nobody took it yet' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A booking that is open cannot be started');
    expect((await act(open, 'resolve', { outcome: 'full_refund', reason: 'Nothing to settle' })).status).toBe(409);
    expect((await audits(open)).filter((a) => a.action === 'booking.start' || a.action === 'booking.resolve')).toEqual([]);
  });
});

describe('admin bookings: settling a money issue', () => {
  it('shows a problem report and its frozen payout, validates the settlement, and says where the money went', async () => {
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const id = await completedBooking(pro);
    const reported = await t.call({ method: 'POST', url: `/api/booking/${id}/report-problem`, token: customer.token, payload: { description: 'Two rooms were not cleaned at all.' } });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);

    const shown = await detail(id);
    expect(Date.parse(shown.problemReportedAt)).not.toBeNaN();
    expect(shown.payout).toMatchObject({ status: 'frozen' });
    expect(shown.issues).toEqual([expect.objectContaining({ kind: 'problem_report', status: 'new', description: 'Two rooms were not cleaned at all.', resolution: null, resolvedAt: null })]);
    expect(shown.can.settle).toBe(true);

    expect((await act(id, 'resolve', { reason: 'Looked into it' })).body.errors).toEqual({ outcome: 'Choose how to settle' });
    expect((await act(id, 'resolve', { outcome: 'half', reason: 'Looked into it' })).body.errors).toEqual({ outcome: 'Choose how to settle' });
    const noAmount = await act(id, 'resolve', { outcome: 'partial_refund', reason: 'Two rooms missed' });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.errors).toEqual({ amountCents: 'Amount is required' });
    expect((await act(id, 'resolve', { outcome: 'partial_refund', amountCents: 12.5, reason: 'Two rooms missed' })).body.errors).toEqual({ amountCents: 'Amount must be in whole cents' });
    expect((await act(id, 'resolve', { outcome: 'pay', reason: 'no' })).body.errors).toEqual({ reason: 'Reason must be at least 3 characters' });
    expect((await row(id)).refundedCents).toBe(0);

    const res = await act(id, 'resolve', { outcome: 'partial_refund', amountCents: 2000, reason: 'Two rooms missed' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const settled = res.body.data;
    expect(res.body.message).toBe(`Resolved: $20.00 refunded, $${(settled.payout.amountCents / 100).toFixed(2)} paid to the professional`);
    expect(settled.booking.refundedCents).toBe(2000);
    expect(settled.issues[0]).toMatchObject({ kind: 'problem_report', status: 'closed', resolvedAt: expect.any(String) });
    expect(settled.can.settle).toBe(false);
    const [entry] = (await audits(id)).filter((a) => a.action === 'booking.resolve');
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { refundedCents: 0, payoutStatus: 'frozen' },
      after: { outcome: 'partial_refund', refundCents: 2000, payoutCents: settled.payout.amountCents, reason: 'Two rooms missed' },
    });

    const again = await act(id, 'resolve', { outcome: 'pay', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect((await audits(id)).filter((a) => a.action === 'booking.resolve')).toHaveLength(1);
  });
});
