import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PayoutStatus } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogue } from '../../db/seed/demo';
import { payouts } from '../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, type ProviderFixture } from '../../test/booking-fixtures';

let t: TestApp;
let pro: ProviderFixture;
const payoutOf: Partial<Record<PayoutStatus, { id: string; bookingId: string; payableAt: Date }>> = {};

/** One payout in every state, for amounts that make each total recognisable. */
const AMOUNTS: Record<PayoutStatus, number> = { paid: 1_000, held: 200, pending: 300, sending: 400, frozen: 50, failed: 60, cancelled: 7_000, reversed: 8_000 };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
  const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
  pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
  const customer = await t.createUser();
  for (const [status, amountCents] of Object.entries(AMOUNTS) as [PayoutStatus, number][]) {
    const booked = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
    if (booked.status !== 201) throw new Error(JSON.stringify(booked.body));
    const bookingId = booked.body.data._id as string;
    const payableAt = new Date(Date.now() + 48 * 3_600_000);
    const [row] = await t.app.ctx.db
      .insert(payouts)
      .values({
        bookingId,
        providerId: pro.providerId,
        kind: status === 'frozen' ? 'late_cancellation' : 'job',
        grossCents: amountCents,
        commissionCents: 0,
        amountCents,
        status,
        payableAt,
        paidAt: status === 'paid' ? new Date() : null,
      })
      .returning();
    payoutOf[status] = { id: row!.id, bookingId, payableAt };
  }
});
afterAll(() => t.close());

describe("a provider's earnings", () => {
  it('adds up what was paid, what is still to come and what is on hold; cancelled and reversed count in none', async () => {
    const res = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?pageNo=1&size=3', token: pro.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 8, pages: 3, paidCents: 1_000, pendingCents: 200 + 300 + 400, onHoldCents: 50 + 60, totalCents: 1_000 + 900 + 110 });
    expect(res.body.data.items).toHaveLength(3);
  });

  it('says of each payout what it is for, where it stands and from when it can be paid', async () => {
    const res = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?pageNo=1&size=10', token: pro.token });
    const byId = new Map((res.body.data.items as { _id: string }[]).map((i) => [i._id, i]));
    expect(byId.get(payoutOf.frozen!.id)).toMatchObject({ kind: 'late_cancellation', status: 'frozen', amountCents: 50, payableAt: payoutOf.frozen!.payableAt.toISOString(), paidAt: null });
    expect(byId.get(payoutOf.held!.id)).toMatchObject({ kind: 'job', status: 'held', payableAt: payoutOf.held!.payableAt.toISOString() });
    expect(byId.get(payoutOf.reversed!.id)).toMatchObject({ status: 'reversed' });
  });

  it('counts only the chosen period in the totals', async () => {
    await t.app.ctx.db.update(payouts).set({ createdAt: new Date('2020-06-15T16:00:00Z') }).where(eq(payouts.id, payoutOf.paid!.id));
    try {
      const old = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?startDate=2020-06-01&endDate=2020-06-30', token: pro.token });
      expect(old.body.data).toMatchObject({ total: 1, paidCents: 1_000, pendingCents: 0, onHoldCents: 0, totalCents: 1_000 });
      const today = new Date().toISOString().slice(0, 10);
      const recent = await t.call({ method: 'GET', url: `/api/service-provider/mytransactions?startDate=2021-01-01&endDate=${today}`, token: pro.token });
      expect(recent.body.data).toMatchObject({ total: 7, paidCents: 0, pendingCents: 900, onHoldCents: 110, totalCents: 1_010 });
    } finally {
      await t.app.ctx.db.update(payouts).set({ createdAt: new Date() }).where(eq(payouts.id, payoutOf.paid!.id));
    }
  });

  it('exports the kind, the status as the provider reads it and the date it is payable from', async () => {
    const csv = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions.csv', token: pro.token });
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Booking,Service,Kind,Gross (CAD),Commission (CAD),Payout (CAD),Status,Payable from,Paid at');
    const frozen = payoutOf.frozen!;
    expect(lines).toContainEqual(expect.stringContaining(`,${frozen.bookingId},Standard House Cleaning,Late cancellation fee,0.50,0.00,0.50,On hold,${frozen.payableAt.toISOString()},`));
    expect(lines).toContainEqual(expect.stringContaining(`,${payoutOf.sending!.bookingId},Standard House Cleaning,Job,4.00,0.00,4.00,Pending,`));
    expect(lines).toContainEqual(expect.stringContaining(`,${payoutOf.cancelled!.bookingId},Standard House Cleaning,Job,70.00,0.00,70.00,Cancelled,`));
  });

  it("shows on the dashboard this month's money paid or on its way, not what is on hold, cancelled or reversed", async () => {
    const dash = await t.call({ method: 'GET', url: '/api/service-provider/dashboard', token: pro.token });
    expect(dash.status).toBe(200);
    expect(dash.body.data.earningsThisMonthCents).toBe(1_000 + 900);
  });
});
