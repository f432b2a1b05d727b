// A booking's money from hold to payout, through HTTP against the local gateway: when a job may be
// started and completed, the customer's confirmation window and the payout it holds, fair
// cancellations, cards saved for jobs weeks ahead and held before them, lapsed holds at capture,
// disputes and the gateway's word on a provider's account, and the races between them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { TEST_PAYMENT_METHODS } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { auditLog, bookingIssues, bookings, discounts, localGatewayPayments, localGatewayTransfers, payouts, users } from '../../db/schema';
import { sweep } from './sweeper';
import { bookingBody, endConfirmationWindow, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let cleaningId: string;
let pro: ProviderFixture;
let admin: { id: string; token: string };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_COMMISSION_PERCENT: '20', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  pro = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Kwame' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

/** Within the days a hold lasts (jobs further ahead save the card instead), each at its own time so the provider's jobs do not overlap. */
let booked = 0;
const nextSlot = () => {
  booked++;
  return slot(1 + (booked % 4), ['08:00', '11:30', '15:00'][Math.floor(booked / 4) % 3]);
};
async function book(token: string, over: Record<string, unknown> = {}) {
  const res = await t.call({ method: 'POST', url: '/api/booking', token, payload: bookingBody(cleaningId, { scheduledAt: nextSlot(), ...over }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}
const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url, token, payload });
const bookingRow = async (id: string) => (await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const payoutOf = async (id: string) => (await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, id)))[0];
const issuesOf = (id: string) => t.app.ctx.db.select().from(bookingIssues).where(eq(bookingIssues.bookingId, id));
const drain = async () => {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
};
const moveStart = (id: string, startsInMs: number) =>
  t.app.ctx.db
    .update(bookings)
    .set({ startsAt: new Date(Date.now() + startsInMs), endsAt: sql`${new Date(Date.now() + startsInMs).toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.startsAt})` })
    .where(eq(bookings.id, id));
async function notificationsOf(token: string) {
  const res = await t.call({ method: 'GET', url: '/api/notification/list?pageNo=1&size=50', token });
  return res.body.data.Notifications as { event: string; message: string; data: { bookingId?: string } }[];
}
async function mailTo(email: string) {
  const { body } = await t.call<{ to: string; subject: string; body: string }[]>({ method: 'GET', url: '/api/dev/outbox' });
  return body.filter((m) => m.to === email);
}
/** An accepted, started and completed job, its capture done (the payout held for the confirmation window). */
async function completedJob(customerToken: string, over: Record<string, unknown> = {}) {
  const id = await book(customerToken, over);
  expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
  await startedAMinuteAgo(t, id);
  expect((await post(`/api/booking/${id}/start`, pro.token)).status).toBe(200);
  expect((await post(`/api/booking/${id}/complete`, pro.token)).status).toBe(200);
  await drain();
  return id;
}
const gatewayEvent = (payload: Record<string, unknown>) => post('/api/dev/gateway/events', admin.token, payload);

describe('when a job may be started and completed', () => {
  it('refuses a start after the window closed and a completion before the scheduled start, with when', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    const job = (await t.call({ method: 'GET', url: `/api/booking/${id}`, token: pro.token })).body.data;
    expect(new Date(job.startOpensAt).getTime()).toBe(new Date(job.scheduledAt).getTime() - 60 * 60_000);
    expect(new Date(job.startClosesAt).getTime()).toBe(new Date(job.endsAt).getTime() + 120 * 60_000);

    // Scheduled six hours ago and over three hours ago: past the two-hour grace.
    await moveStart(id, -6 * HOUR);
    const late = await post(`/api/booking/${id}/start`, pro.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This job's start window has passed. Contact support.");

    // Half an hour before the start: the provider may start, not complete.
    await moveStart(id, 30 * 60_000);
    expect((await post(`/api/booking/${id}/start`, pro.token)).body.data.status).toBe('in_progress');
    const early = await post(`/api/booking/${id}/complete`, pro.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can complete this job once its scheduled start has passed');
    await moveStart(id, -60_000);
    expect((await post(`/api/booking/${id}/complete`, pro.token)).body.data.status).toBe('completed');
  });

  it('lets an admin start and complete a job at any time, audited, with the money following as usual', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    expect((await post(`/api/admin/bookings/${id}/complete`, admin.token, { reason: 'The provider had no signal; confirmed by phone' })).status).toBe(200);
    await drain();
    const b = await bookingRow(id);
    expect(b).toMatchObject({ status: 'completed', paymentStatus: 'captured', capturedCents: b.totalCents });
    expect(await payoutOf(id)).toMatchObject({ status: 'held' });
    const audit = await t.app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.actorId, admin.id)));
    expect(audit.map((a) => a.action)).toContain('booking.complete');
  });
});

describe("the customer's confirmation window", () => {
  it('tells the customer, holds the payout, and freezes it on a problem report until an admin settles it', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    const detail = (await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data;
    expect(detail.confirmation).toMatchObject({ problemReportedAt: null });
    expect(new Date(detail.confirmation.endsAt).getTime() - Date.now()).toBeGreaterThan(47 * HOUR);
    expect(detail.chargedCents).toBe(detail.amounts.total);
    // The completion email (the receipt with the tax invoice follows it once the card is charged).
    const email = (await mailTo(customer.email)).find((m) => m.subject.includes('is complete'));
    expect(email!.body).toMatch(/Report a problem from your booking page by .+: we hold the professional's payout until then/);
    expect(await payoutOf(id)).toMatchObject({ status: 'held' });

    expect((await post(`/api/booking/${id}/report-problem`, customer.token, { description: 'short' })).body.errors.description).toBe(
      'Tell us what went wrong in at least 10 characters',
    );
    const reported = await post(`/api/booking/${id}/report-problem`, customer.token, { description: 'The oven was not cleaned and a vase was broken.' });
    expect(reported.status).toBe(200);
    expect(reported.body.data.confirmation.problemReportedAt).not.toBeNull();
    const again = await post(`/api/booking/${id}/report-problem`, customer.token, { description: 'The oven was not cleaned and a vase was broken.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A problem was already reported for this booking');
    expect(await payoutOf(id)).toMatchObject({ status: 'frozen' });
    await drain();
    expect((await notificationsOf(pro.token)).find((n) => n.data.bookingId === id)?.message).toMatch(/payout for .+ is on hold: the customer reported a problem/);

    // The window ends: the payout stays frozen, and the report waits in the admin inbox.
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await drain();
    expect(await payoutOf(id)).toMatchObject({ status: 'frozen', transferId: null });
    const inbox = await t.call({ method: 'GET', url: '/api/admin/inbox?source=booking&size=50', token: admin.token });
    expect(inbox.body.data.items.map((i: { subject: string }) => i.subject)).toContainEqual(expect.stringContaining('Problem reported by the customer'));

    // Settled with a partial refund: the customer gets $20 back, the payout shrinks in proportion.
    const b = await bookingRow(id);
    const tooMuch = await post(`/api/admin/bookings/${id}/resolve`, admin.token, { outcome: 'partial_refund', amountCents: b.totalCents, reason: 'Oven' });
    expect(tooMuch.status).toBe(400);
    const settled = await post(`/api/admin/bookings/${id}/resolve`, admin.token, { outcome: 'partial_refund', amountCents: 2000, reason: 'The oven was left dirty' });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    await drain();
    const kept = (b.totalCents - 2000) / b.totalCents;
    const expectedPayout = Math.round(b.subtotalCents * kept) - Math.round(b.commissionCents * kept);
    expect(await payoutOf(id)).toMatchObject({ status: 'paid', amountCents: expectedPayout });
    const [gateway] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, b.paymentId!));
    expect(gateway!.capturedCents).toBe(b.totalCents - 2000);
    expect((await issuesOf(id)).map((i) => i.status)).toEqual(['closed']);
    expect((await bookingRow(id)).refundedCents).toBe(2000);
  });

  it('refuses a report once the window has passed, and pays the professional then', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    await endConfirmationWindow(t, id);
    const late = await post(`/api/booking/${id}/report-problem`, customer.token, { description: 'Something was wrong after all.' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The time to report a problem with this job has passed');
    await sweep(t.app.ctx);
    await drain();
    const payout = await payoutOf(id);
    expect(payout).toMatchObject({ status: 'paid', transferId: expect.stringMatching(/^tr_local_/) });
    // Paid from the job's own charge.
    const [transfer] = await t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.id, payout!.transferId!));
    expect(transfer!.sourcePaymentId).toBe((await bookingRow(id)).chargeId);

    const page = (await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?pageNo=1&size=50', token: pro.token })).body.data;
    expect(page.paidCents).toBeGreaterThanOrEqual(payout!.amountCents);
    expect(page.totalCents).toBe(page.paidCents + page.pendingCents + page.onHoldCents);
  });
});

describe('refunds by an admin', () => {
  it('refunding everything a job was charged cancels the payout that had not left, never more than was charged', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    const b = await bookingRow(id);
    const refund = (amountCents: number) =>
      t.call({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, token: admin.token, payload: { amountCents, reason: 'Goodwill' }, headers: { 'idempotency-key': randomUUID() } });
    expect((await refund(b.capturedCents + 1)).status).toBe(400);
    expect((await refund(1000)).status).toBe(200);
    expect(await payoutOf(id)).toMatchObject({ status: 'held' });
    expect((await refund(b.capturedCents - 1000)).status).toBe(200);
    await drain();
    expect(await payoutOf(id)).toMatchObject({ status: 'cancelled', transferId: null });
    const [gateway] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, b.paymentId!));
    expect(gateway!.capturedCents).toBe(0);
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await drain();
    expect(await payoutOf(id)).toMatchObject({ status: 'cancelled', transferId: null });
  });
});

describe('a transfer the gateway refuses', () => {
  it('stays sending with the reason, is never recorded as paid, and an admin can retry it', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    const b = await bookingRow(id);
    // A goodwill refund leaves the charge smaller than the payout it must fund.
    const refund = await t.call({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, token: admin.token, payload: { amountCents: b.capturedCents - 100, reason: 'Goodwill' }, headers: { 'idempotency-key': randomUUID() } });
    expect(refund.status).toBe(200);
    await drain();
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await drain().catch(() => undefined);
    const stuck = await payoutOf(id);
    expect(stuck).toMatchObject({ status: 'sending', transferId: null, paidAt: null, lastError: expect.stringContaining('would exceed') });
    const retry = await post(`/api/admin/payouts/${stuck!.id}/retry`, admin.token);
    expect(retry.status).toBe(200);
  });
});

describe('cancelling', () => {
  it('refunds in full while no professional has accepted, whatever the time, and gives the discount use back', async () => {
    await t.app.ctx.db.insert(discounts).values({ code: 'ONCEONLY', description: '$10 off', kind: 'fixed', amountOffCents: 1000 });
    const customer = await t.createUser();
    const id = await book(customer.token, { discountCode: 'ONCEONLY' });
    const used = await t.call({ method: 'POST', url: '/api/booking/quote', token: customer.token, payload: { serviceId: cleaningId, quantity: 1, province: 'ON', discountCode: 'ONCEONLY' } });
    expect(used.body.data.discountError).toBe('You have already used this code');
    await moveStart(id, 11 * HOUR);
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data.cancellation).toMatchObject({ policy: 'full' });
    const cancelled = await post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Plans changed' });
    expect(cancelled.body.data).toMatchObject({ policy: 'full', booking: { status: 'cancelled' } });
    await drain();
    const b = await bookingRow(id);
    expect(b).toMatchObject({ refundedCents: b.totalCents, paymentStatus: 'released', capturedCents: 0 });
    const again = await t.call({ method: 'POST', url: '/api/booking/quote', token: customer.token, payload: { serviceId: cleaningId, quantity: 1, province: 'ON', discountCode: 'ONCEONLY' } });
    expect(again.body.data.discountError).toBeNull();
    await book(customer.token, { discountCode: 'ONCEONLY' });
  });

  it('charges the late fee only once a professional accepted, pays it to them less commission, and lists what was charged', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    await moveStart(id, 11 * HOUR);
    const res = await post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Sick' });
    const b = await bookingRow(id);
    const refund = Math.round(b.totalCents / 2);
    expect(res.body.data).toMatchObject({ policy: 'partial', refundCents: refund });
    await drain();
    const payout = await payoutOf(id);
    expect(payout).toMatchObject({
      kind: 'late_cancellation',
      status: 'paid',
      grossCents: Math.round(b.subtotalCents / 2),
      commissionCents: Math.round(b.commissionCents / 2),
      amountCents: Math.round(b.subtotalCents / 2) - Math.round(b.commissionCents / 2),
    });
    const list = (await t.call({ method: 'GET', url: '/api/booking/mybookings?status=cancelled', token: customer.token })).body.data.items;
    expect(list.find((x: { _id: string }) => x._id === id)).toMatchObject({ chargedCents: b.totalCents - refund, refundedCents: refund });
    expect((await notificationsOf(pro.token)).find((n) => n.data.bookingId === id && n.event === 'CancelBooking')?.message).toContain('late-cancellation fee');
  });
});

describe('cards held for jobs weeks ahead', () => {
  it('saves the card at booking and places the hold in the days before the job', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token, { scheduledAt: slot(20) });
    const detail = (await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data;
    expect(detail.payment).toMatchObject({ status: 'card_saved', cardUpdateDeadline: null });
    expect(new Date(detail.payment.holdFrom).getTime()).toBe(new Date(detail.scheduledAt).getTime() - 5 * 24 * HOUR);
    // Nothing is held at the gateway yet.
    expect(await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.idempotencyKey, `booking-${id}`))).toEqual([]);
    const offered = (await t.call({ method: 'GET', url: '/api/booking/available-bookings?size=50', token: pro.token })).body.data.items;
    expect(offered.find((x: { _id: string }) => x._id === id)).toMatchObject({ paymentSecured: false });

    await t.app.ctx.db.update(bookings).set({ holdAttemptAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, id));
    expect((await sweep(t.app.ctx)).holds).toBeGreaterThanOrEqual(1);
    await drain();
    const b = await bookingRow(id);
    expect(b).toMatchObject({ paymentStatus: 'authorized', holdAttemptAt: null });
    const [hold] = await t.app.ctx.db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, b.paymentId!));
    expect(hold).toMatchObject({ status: 'requires_capture', amountCents: b.totalCents });
    const again = (await t.call({ method: 'GET', url: '/api/booking/available-bookings?size=50', token: pro.token })).body.data.items;
    expect(again.find((x: { _id: string }) => x._id === id)).toMatchObject({ paymentSecured: true });
  });

  it('asks for another card when the hold is declined, and takes it', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token, { scheduledAt: slot(21), paymentMethodId: TEST_PAYMENT_METHODS.declinesLater });
    await t.app.ctx.db.update(bookings).set({ holdAttemptAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, id));
    await sweep(t.app.ctx);
    await drain();
    const detail = (await t.call({ method: 'GET', url: `/api/booking/${id}`, token: customer.token })).body.data;
    expect(detail.payment).toMatchObject({ status: 'hold_failed', error: 'Your card was declined.' });
    expect(new Date(detail.payment.cardUpdateDeadline).getTime()).toBe(new Date(detail.scheduledAt).getTime() - 24 * HOUR);
    expect((await notificationsOf(customer.token)).find((n) => n.data.bookingId === id)?.message).toMatch(/We could not hold your card .+ Choose another card by/);
    expect((await mailTo(customer.email)).map((m) => m.subject)).toContain('Action needed: update the card for your Hearth booking');

    const declined = await post(`/api/booking/${id}/payment-method`, customer.token, { paymentMethodId: TEST_PAYMENT_METHODS.declined });
    expect(declined.status).toBe(402);
    const fixed = await post(`/api/booking/${id}/payment-method`, customer.token, { paymentMethodId: TEST_PAYMENT_METHODS.visa });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data.booking.payment).toMatchObject({ status: 'authorized', cardUpdateDeadline: null });
    expect((await post(`/api/booking/${id}/payment-method`, customer.token, { paymentMethodId: TEST_PAYMENT_METHODS.visa })).status).toBe(409);
  });

  it('cancels without fee when no card could be held by the deadline, and tells both sides', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token, { scheduledAt: slot(22), paymentMethodId: TEST_PAYMENT_METHODS.declinesLater });
    expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    await t.app.ctx.db.update(bookings).set({ holdAttemptAt: new Date(Date.now() - 1000) }).where(eq(bookings.id, id));
    await sweep(t.app.ctx);
    await drain();
    expect((await t.call({ method: 'GET', url: `/api/booking/${id}`, token: pro.token })).body.data.paymentSecured).toBe(false);
    await t.app.ctx.db.update(bookings).set({ cardUpdateDeadline: new Date(Date.now() - 1000) }).where(eq(bookings.id, id));
    expect((await sweep(t.app.ctx)).unheld).toBeGreaterThanOrEqual(1);
    await drain();
    const b = await bookingRow(id);
    expect(b).toMatchObject({ status: 'cancelled', refundedCents: b.totalCents, paymentStatus: 'released', capturedCents: 0 });
    expect(await payoutOf(id)).toBeUndefined();
    expect((await mailTo(customer.email)).map((m) => m.subject)).toContain('Your Hearth booking was cancelled');
    expect((await notificationsOf(pro.token)).find((n) => n.data.bookingId === id && n.event === 'CancelBooking')?.message).toContain("customer's card could not be held");
  });
});

describe('capturing a hold that lapsed', () => {
  it('authorises again without the customer and captures; if that is declined too, never pays and escalates', async () => {
    const customer = await t.createUser();
    const good = await book(customer.token);
    const bad = await book(customer.token, { paymentMethodId: TEST_PAYMENT_METHODS.declinesLater });
    const holds = { good: (await bookingRow(good)).paymentId, bad: (await bookingRow(bad)).paymentId };
    for (const id of [good, bad]) expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
    // The bank's clock moves eight days on: both holds lapse at the gateway.
    expect((await post('/api/dev/gateway/clock', admin.token, { advanceHours: 8 * 24 })).status).toBe(200);
    try {
      for (const id of [good, bad]) {
        await startedAMinuteAgo(t, id);
        expect((await post(`/api/booking/${id}/start`, pro.token)).status).toBe(200);
        expect((await post(`/api/booking/${id}/complete`, pro.token)).status).toBe(200);
      }
      await drain();
    } finally {
      await post('/api/dev/gateway/clock', admin.token, { reset: true });
    }
    const recaptured = await bookingRow(good);
    expect(recaptured).toMatchObject({ paymentStatus: 'captured', capturedCents: recaptured.totalCents });
    expect(recaptured.paymentId).not.toBe(holds.good);

    const failed = await bookingRow(bad);
    expect(failed).toMatchObject({ paymentStatus: 'capture_failed', capturedCents: 0, paymentError: 'Your card was declined.' });
    expect(await payoutOf(bad)).toMatchObject({ status: 'frozen' });
    expect((await issuesOf(bad)).map((i) => i.kind)).toEqual(['capture_failed']);
    await endConfirmationWindow(t, bad);
    await sweep(t.app.ctx);
    await drain();
    expect(await payoutOf(bad)).toMatchObject({ status: 'frozen', transferId: null });
    // "Pay the professional" needs a charge to pay from.
    expect((await post(`/api/admin/bookings/${bad}/resolve`, admin.token, { outcome: 'pay', reason: 'Try' })).status).toBe(409);
  });
});

describe("the gateway's events", () => {
  it('freezes the payout on a dispute until an admin decides, then pays', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    expect((await gatewayEvent({ type: 'dispute', bookingId: id, reason: 'product_not_received' })).status).toBe(200);
    expect((await gatewayEvent({ type: 'dispute', bookingId: id })).status).toBe(200);
    expect((await issuesOf(id)).filter((i) => i.kind === 'dispute')).toHaveLength(1);
    expect((await bookingRow(id)).disputedAt).not.toBeNull();
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await drain();
    expect(await payoutOf(id)).toMatchObject({ status: 'frozen' });
    expect((await post(`/api/admin/bookings/${id}/resolve`, admin.token, { outcome: 'pay', reason: 'The work was done; photos on file' })).status).toBe(200);
    await drain();
    expect(await payoutOf(id)).toMatchObject({ status: 'paid' });
  });

  it("shows the account's payout readiness, and tells the provider of a returned payout and a reversed transfer", async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    await endConfirmationWindow(t, id);
    await sweep(t.app.ctx);
    await drain();
    const paid = await payoutOf(id);
    expect(paid).toMatchObject({ status: 'paid' });

    expect((await gatewayEvent({ type: 'account_updated', providerId: pro.providerId, payoutsEnabled: false, requirementsDue: ['individual.verification.document'] })).status).toBe(200);
    const account = (await t.call({ method: 'GET', url: '/api/service-provider/fetch-stripe-account', token: pro.token })).body.data;
    expect(account).toMatchObject({ payoutsEnabled: false, requirementsDue: ['individual.verification.document'] });
    await gatewayEvent({ type: 'account_updated', providerId: pro.providerId, payoutsEnabled: true, requirementsDue: [] });

    const [proUser] = await t.app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, pro.userId));
    expect((await gatewayEvent({ type: 'payout_failed', providerId: pro.providerId, amountCents: paid!.amountCents })).status).toBe(200);
    await drain();
    expect((await mailTo(proUser!.email)).map((m) => m.subject)).toContain('Your bank returned a Hearth payout');
    expect((await t.app.ctx.db.select().from(bookingIssues).where(eq(bookingIssues.kind, 'payout_failed'))).length).toBeGreaterThanOrEqual(1);

    expect((await gatewayEvent({ type: 'transfer_reversed', payoutId: paid!.id })).status).toBe(200);
    expect(await payoutOf(id)).toMatchObject({ status: 'reversed' });
    expect((await issuesOf(id)).map((i) => i.kind)).toContain('transfer_reversed');
  });
});

describe('races', () => {
  it('two cancellations at once: one wins, one release', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    const results = await Promise.all([1, 2].map(() => post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Twice' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await drain();
    const b = await bookingRow(id);
    expect(b).toMatchObject({ status: 'cancelled', paymentStatus: 'released', refundedCents: b.totalCents });
  });

  it('a cancellation racing an accept: the fee follows whichever came first', async () => {
    for (let i = 0; i < 3; i++) {
      const customer = await t.createUser();
      const id = await book(customer.token);
      await moveStart(id, 11 * HOUR);
      const [cancel, accept] = await Promise.all([post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Race' }), post(`/api/booking/${id}/accept`, pro.token)]);
      expect(cancel.status).toBe(200);
      await drain();
      const b = await bookingRow(id);
      const payout = await payoutOf(id);
      if (accept.status === 200) {
        expect(cancel.body.data.policy).toBe('partial');
        expect(payout).toMatchObject({ kind: 'late_cancellation' });
        expect(b.capturedCents).toBe(b.totalCents - b.refundedCents);
      } else {
        expect(accept.status).toBe(409);
        expect(cancel.body.data.policy).toBe('full');
        expect(payout).toBeUndefined();
        expect(b.capturedCents).toBe(0);
      }
    }
  });

  it('a cancellation racing the sweeper: cancelled or expired, released once', async () => {
    const customer = await t.createUser();
    const id = await book(customer.token);
    await moveStart(id, -60_000);
    const [cancel] = await Promise.all([post(`/api/booking/${id}/cancel`, customer.token, { reason: 'Too late anyway' }), sweep(t.app.ctx)]);
    expect([200, 409]).toContain(cancel.status);
    await drain();
    const b = await bookingRow(id);
    expect(['cancelled', 'expired']).toContain(b.status);
    expect(b).toMatchObject({ paymentStatus: 'released', refundedCents: b.totalCents, capturedCents: 0 });
  });

  it('a dispute racing the payout: the payout is frozen or, if it had left, the dispute says so; never paid twice', async () => {
    const customer = await t.createUser();
    const id = await completedJob(customer.token);
    await endConfirmationWindow(t, id);
    await Promise.all([
      (async () => {
        await sweep(t.app.ctx);
        await drain();
      })(),
      gatewayEvent({ type: 'dispute', bookingId: id }),
    ]);
    await drain();
    const payout = await payoutOf(id);
    const [dispute] = (await issuesOf(id)).filter((i) => i.kind === 'dispute');
    expect(dispute).toBeDefined();
    expect(['frozen', 'paid']).toContain(payout!.status);
    if (payout!.status === 'paid') expect(dispute!.description).toContain('had already been sent');
    expect(await t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.idempotencyKey, `payout-${payout!.id}`))).toHaveLength(payout!.status === 'paid' ? 1 : 0);
  });
});
