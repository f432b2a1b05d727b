// Moving a booking to another time: an open booking moves at once; an accepted one is proposed to its
// professional, who accepts (it moves) or declines (it moves and is offered to others, no fee);
// racing answers are decided once; the card hold follows the new time.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { bookingReschedules, bookings, localGatewayPayments } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, slot, type ProviderFixture } from '../../test/booking-fixtures';
import { sweep } from './sweeper';

let t: TestApp;
let cleaning: { id: string };
let pro: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5J'], firstName: 'Marcus' });
});
afterAll(() => t.close());

// Each job and each proposed time gets its own hour, so no test's job overlaps another's for the same professional.
let slots = 0;
const HOURS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const nextSlot = (firstDay = 3) => {
  const n = slots++;
  return slot(firstDay + Math.floor(n / HOURS.length), HOURS[n % HOURS.length]);
};
const laterSlot = () => nextSlot(8);

const inM5J = (over: Record<string, unknown> = {}) => bookingBody(cleaning.id, { address: { ...bookingBody(cleaning.id).address, postcode: 'M5J 2N8' }, ...over });

async function openBooking(token: string, scheduledAt = nextSlot()) {
  const created = await t.call({ method: 'POST', url: '/api/booking', token, payload: inM5J({ scheduledAt }), headers: { 'idempotency-key': newKey() } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data._id as string;
}

async function acceptedBooking(token: string, scheduledAt = nextSlot(), by = pro) {
  const id = await openBooking(token, scheduledAt);
  expect((await t.call({ method: 'POST', url: `/api/booking/${id}/accept`, token: by.token })).status).toBe(200);
  await t.app.ctx.outbox.drain();
  return id;
}

const propose = (id: string, token: string, startsAt: string) => t.call({ method: 'POST', url: `/api/booking/${id}/reschedule`, token, payload: { startsAt } });
const answer = (id: string, token: string, verb: 'accept' | 'decline') => t.call({ method: 'POST', url: `/api/booking/${id}/reschedule/${verb}`, token });
const detail = async (id: string, token: string) => (await t.call({ method: 'GET', url: `/api/booking/${id}`, token })).body.data;

async function notificationsOf(token: string, bookingId: string) {
  const list = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=50', token });
  return (list.body.data.Notifications as { event: string; message: string; data: { bookingId?: string } }[]).filter((n) => n.data.bookingId === bookingId);
}

describe('a booking nobody accepted yet', () => {
  it('moves at once, keeps its length and shows the move in its history', async () => {
    const customer = await t.createUser();
    const id = await openBooking(customer.token);
    const before = await detail(id, customer.token);
    const to = slot(4, '13:30');
    const res = await propose(id, customer.token, to);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Your booking has moved to the new time');
    expect(res.body.data.status).toBe('open');
    expect(res.body.data.scheduledAt).toBe(to);
    expect(new Date(res.body.data.endsAt).getTime() - new Date(to).getTime()).toBe(new Date(before.endsAt).getTime() - new Date(before.scheduledAt).getTime());
    expect(res.body.data.reschedule).toBeNull();
    const moved = (res.body.data.history as { kind?: string; detail?: Record<string, string> }[]).find((h) => h.kind === 'rescheduled');
    expect(moved?.detail).toEqual({ fromStartsAt: before.scheduledAt, toStartsAt: to });
  });

  it('refuses a time a new booking could not have, and someone else’s booking', async () => {
    const customer = await t.createUser();
    const id = await openBooking(customer.token);
    const offSlot = await propose(id, customer.token, new Date(new Date(slot(4)).getTime() + 10 * 60_000).toISOString());
    expect(offSlot.status).toBe(400);
    expect(offSlot.body.errors.startsAt).toMatch(/on the hour or half hour/);
    const tooSoon = await propose(id, customer.token, new Date(Date.now() + 30 * 60_000).toISOString());
    expect(tooSoon.status).toBe(400);
    expect((await propose(id, (await t.createUser()).token, slot(4))).status).toBe(404);
    expect((await propose(id, pro.token, slot(4))).status).toBe(403);
  });

  it('moved further ahead than a hold lasts, gives the hold back and holds again closer to the date', async () => {
    const customer = await t.createUser();
    const id = await openBooking(customer.token, slot(3));
    const [held] = await t.app.ctx.db.select({ paymentId: bookings.paymentId, paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, id));
    expect(held!.paymentStatus).toBe('authorized');
    const to = slot(12);
    const res = await propose(id, customer.token, to);
    expect(res.status).toBe(200);
    expect(res.body.data.payment.status).toBe('card_saved');
    const holdLeadDays = t.app.ctx.config.bookings.holdLeadDays;
    expect(res.body.data.payment.holdFrom).toBe(new Date(new Date(to).getTime() - holdLeadDays * 86_400_000).toISOString());
    await t.app.ctx.outbox.drain();
    const [gateway] = await t.app.ctx.db.select({ status: localGatewayPayments.status }).from(localGatewayPayments).where(eq(localGatewayPayments.id, held!.paymentId!));
    expect(gateway!.status).toBe('canceled');
  });
});

describe('a booking with a professional', () => {
  it('asks the professional, who accepts: the job moves and the customer is told', async () => {
    const customer = await t.createUser({ firstName: 'Maya' });
    const id = await acceptedBooking(customer.token);
    const to = laterSlot();
    const asked = await propose(id, customer.token, to);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('We asked your professional to confirm the new time');
    expect(asked.body.data.scheduledAt).not.toBe(to);
    expect(asked.body.data.reschedule).toMatchObject({ toStartsAt: to });

    const job = await detail(id, pro.token);
    expect(job.reschedule).toMatchObject({ toStartsAt: to });
    await t.app.ctx.outbox.drain();
    expect((await notificationsOf(pro.token, id)).some((n) => /asks to move/.test(n.message))).toBe(true);

    const again = await propose(id, customer.token, laterSlot());
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already asked/);

    const accepted = await answer(id, pro.token, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.scheduledAt).toBe(to);
    expect(accepted.body.data.reschedule).toBeNull();
    const mine = await detail(id, customer.token);
    expect(mine.status).toBe('accepted');
    expect(mine.scheduledAt).toBe(to);
    expect(mine.reschedule).toBeNull();
    expect((mine.history as { kind?: string }[]).map((h) => h.kind)).toEqual(expect.arrayContaining(['reschedule_requested', 'rescheduled']));
    await t.app.ctx.outbox.drain();
    expect((await notificationsOf(customer.token, id)).some((n) => n.event === 'Rescheduled')).toBe(true);
    const mail = await t.waitForMessage((m) => m.to === customer.email && /New time confirmed/.test(m.subject ?? ''));
    expect(mail.subject).toBe('New time confirmed for Standard House Cleaning');
  });

  it('is refused inside the free-cancellation window, so a decline cannot dodge the late fee', async () => {
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token);
    await t.app.ctx.db
      .update(bookings)
      .set({ startsAt: sql`now() + interval '20 hours'`, endsAt: sql`now() + interval '20 hours' + (${bookings.endsAt} - ${bookings.startsAt})` })
      .where(eq(bookings.id, id));
    const res = await propose(id, customer.token, laterSlot());
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/more than 24 hours before/);
  });

  it('declined: the job moves, is offered to others at the new time, and costs the customer nothing', async () => {
    const customer = await t.createUser();
    const other = await provider(t, { serviceIds: [cleaning.id], areas: ['M5J'], firstName: 'Ana' });
    const id = await acceptedBooking(customer.token);
    const to = laterSlot();
    expect((await propose(id, customer.token, to)).status).toBe(200);
    const declined = await answer(id, pro.token, 'decline');
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.message).toMatch(/handed back/);

    const mine = await detail(id, customer.token);
    expect(mine).toMatchObject({ status: 'open', scheduledAt: to, provider: null, reschedule: null, refundedCents: 0 });
    expect(mine.cancellation).toEqual({ policy: 'full', refundCents: mine.amounts.total });
    // Not offered again to the professional who declined, offered to the others.
    expect((await t.call({ method: 'GET', url: `/api/booking/available-bookings/${id}`, token: pro.token })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/booking/available-bookings/${id}`, token: other.token })).status).toBe(200);
    await t.app.ctx.outbox.drain();
    expect((await notificationsOf(customer.token, id)).some((n) => /offering it at the new time to other professionals/.test(n.message))).toBe(true);
    expect((await notificationsOf(other.token, id)).some((n) => n.event === 'NewBookingAlert')).toBe(true);
  });

  it('withdrawn by the customer: the professional has nothing left to answer', async () => {
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token);
    const from = (await detail(id, customer.token)).scheduledAt;
    expect((await propose(id, customer.token, laterSlot())).status).toBe(200);
    const withdrawn = await t.call({ method: 'DELETE', url: `/api/booking/${id}/reschedule`, token: customer.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data.reschedule).toBeNull();
    expect((await answer(id, pro.token, 'accept')).status).toBe(409);
    expect((await detail(id, customer.token)).scheduledAt).toBe(from);
    expect((await t.call({ method: 'DELETE', url: `/api/booking/${id}/reschedule`, token: customer.token })).status).toBe(409);
  });

  it('cannot be accepted onto a time the professional already works', async () => {
    const busyPro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5J'], firstName: 'Lee' });
    const busyAt = laterSlot();
    await acceptedBooking((await t.createUser()).token, busyAt, busyPro);
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token, nextSlot(), busyPro);
    expect((await propose(id, customer.token, new Date(new Date(busyAt).getTime() + 30 * 60_000).toISOString())).status).toBe(200);
    const res = await answer(id, busyPro.token, 'accept');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You already have a job at that time');
    // Still waiting for an answer: declining remains possible.
    expect((await detail(id, busyPro.token)).reschedule).not.toBeNull();
  });

  it('decides racing answers once: accept against decline, and two proposals at once', async () => {
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token);
    expect((await propose(id, customer.token, laterSlot())).status).toBe(200);
    const [a, d] = await Promise.all([answer(id, pro.token, 'accept'), answer(id, pro.token, 'decline')]);
    expect([a.status, d.status].sort()).toEqual([200, 409]);
    const after = await detail(id, customer.token);
    expect(after.status).toBe(a.status === 200 ? 'accepted' : 'open');
    const rows = await t.app.ctx.db.select({ status: bookingReschedules.status }).from(bookingReschedules).where(eq(bookingReschedules.bookingId, id));
    expect(rows.map((r) => r.status)).toEqual([a.status === 200 ? 'accepted' : 'declined']);

    const other = await t.createUser();
    const second = await acceptedBooking(other.token);
    const both = await Promise.all([propose(second, other.token, laterSlot()), propose(second, other.token, laterSlot())]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('decides an accept racing the customer’s withdrawal once', async () => {
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token);
    const from = (await detail(id, customer.token)).scheduledAt;
    const to = laterSlot();
    expect((await propose(id, customer.token, to)).status).toBe(200);
    const [a, w] = await Promise.all([answer(id, pro.token, 'accept'), t.call({ method: 'DELETE', url: `/api/booking/${id}/reschedule`, token: customer.token })]);
    expect([a.status, w.status].sort()).toEqual([200, 409]);
    expect((await detail(id, customer.token)).scheduledAt).toBe(a.status === 200 ? to : from);
  });

  it('expires unanswered close to the time, and the customer hears it stays as it was', async () => {
    const customer = await t.createUser();
    const id = await acceptedBooking(customer.token);
    const from = (await detail(id, customer.token)).scheduledAt;
    expect((await propose(id, customer.token, laterSlot())).status).toBe(200);
    await t.app.ctx.db.update(bookingReschedules).set({ fromStartsAt: sql`now() + interval '1 hour'` }).where(eq(bookingReschedules.bookingId, id));
    await sweep(t.app.ctx);
    await t.app.ctx.outbox.drain();
    const mine = await detail(id, customer.token);
    expect(mine.reschedule).toBeNull();
    expect(mine.scheduledAt).toBe(from);
    expect((await notificationsOf(customer.token, id)).some((n) => /stays at its original time/.test(n.message))).toBe(true);
    expect((await answer(id, pro.token, 'accept')).status).toBe(409);
  });
});
