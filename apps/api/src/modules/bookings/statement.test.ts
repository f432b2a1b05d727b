// The provider's monthly earnings statement (PDF and CSV) through HTTP: the payouts sent in that
// month on their own clock, each job's gross, commission and net, totals that add up, and a clear
// 400 for a month that is not one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { localDateTime } from '@hearth/shared/booking';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfText } from '../../test/pdf-text';
import { seedCatalogue } from '../../db/seed/demo';
import { bookings, payouts, serviceProviders } from '../../db/schema';
import { sweep } from './sweeper';
import { bookingBody, endConfirmationWindow, newKey, provider, serviceBySlug, slot, startedAMinuteAgo, type ProviderFixture } from '../../test/booking-fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let cleaningId: string;
let pro: ProviderFixture;
let customer: { token: string };
/** This month on Toronto's calendar (the fixture provider has no province: Toronto time). */
const month = localDateTime(new Date(), 'ON').date.slice(0, 7);

const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.call({ method: 'POST', url, token, payload });
let booked = 0;
/** Within the days a hold lasts (later jobs only save the card), at times that never overlap. */
async function book() {
  booked++;
  const res = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaningId, { scheduledAt: slot(1 + (booked % 4), ['09:00', '13:00'][Math.floor(booked / 4) % 2]) }), headers: { 'idempotency-key': newKey() } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id as string;
}
const drain = async () => {
  await t.app.ctx.outbox.drain();
  await t.app.ctx.outbox.drain();
};
/** A job accepted, done and charged; its payout held for the customer's confirmation window. */
async function completedJob() {
  const id = await book();
  expect((await post(`/api/booking/${id}/accept`, pro.token)).status).toBe(200);
  await startedAMinuteAgo(t, id);
  expect((await post(`/api/booking/${id}/start`, pro.token)).status).toBe(200);
  expect((await post(`/api/booking/${id}/complete`, pro.token)).status).toBe(200);
  await drain();
  return id;
}
/** A completed job whose confirmation window ended, its payout sent now. */
async function paidJob() {
  const id = await completedJob();
  await endConfirmationWindow(t, id);
  await sweep(t.app.ctx);
  await drain();
  return id;
}
const payoutOf = async (bookingId: string) => (await t.app.ctx.db.select().from(payouts).where(eq(payouts.bookingId, bookingId)))[0]!;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;

let paidIds: string[];
let lastMonthId: string;
let heldId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000', PLATFORM_COMMISSION_PERCENT: '20' });
  await seedCatalogue(t.app.ctx);
  cleaningId = (await serviceBySlug(t, 'standard-house-cleaning')).id;
  pro = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'], firstName: 'Kwame' });
  await t.app.ctx.db.update(serviceProviders).set({ businessName: 'Kwame Cleaning Co.' }).where(eq(serviceProviders.id, pro.providerId));
  customer = await t.createUser();

  const [first, second, previous] = [await paidJob(), await paidJob(), await paidJob()];
  // A late cancellation: the provider's share of the fee is paid at once.
  const late = await book();
  expect((await post(`/api/booking/${late}/accept`, pro.token)).status).toBe(200);
  const startsAt = new Date(Date.now() + 10 * HOUR);
  await t.app.ctx.db
    .update(bookings)
    .set({ startsAt, endsAt: sql`${startsAt.toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.startsAt})` })
    .where(eq(bookings.id, late));
  expect((await post(`/api/booking/${late}/cancel`, customer.token, { reason: 'Sick' })).status).toBe(200);
  await drain();
  // One sent the evening before this month began (Toronto time), one still held for its confirmation window.
  await t.app.ctx.db
    .update(payouts)
    .set({ paidAt: sql`((${`${month}-01`}::date)::timestamp - interval '2 hours') at time zone 'America/Toronto'` })
    .where(eq(payouts.bookingId, previous));
  const held = await completedJob();

  paidIds = [first, second, late];
  lastMonthId = previous;
  heldId = held;
  const rows = await t.app.ctx.db.select({ status: payouts.status }).from(payouts).where(and(eq(payouts.providerId, pro.providerId), inArray(payouts.bookingId, paidIds)));
  expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
  expect((await payoutOf(held)).status).toBe('held');
}, 120_000);
afterAll(() => t.close());

describe('the monthly earnings statement', () => {
  it('lists as CSV each payout sent that month with gross, commission and net, and totals that add up', async () => {
    const res = await get(`/api/service-provider/statements/${month}.csv`, pro.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hearth-statement-${month}.csv"`);
    const [header, ...rows] = res.body.trim().split('\r\n').map((line) => line.split(','));
    expect(header).toEqual(['Paid on', 'Job date', 'Booking', 'Service', 'Kind', 'Gross (CAD)', 'Commission (CAD)', 'Net (CAD)']);
    const total = rows.pop()!;
    expect(rows.map((r) => r[2]).sort()).toEqual([...paidIds].sort());
    for (const r of rows) expect(r[0]!.startsWith(month)).toBe(true);

    const expected = await Promise.all(paidIds.map(payoutOf));
    for (const p of expected) {
      const row = rows.find((r) => r[2] === p.bookingId)!;
      expect(row.slice(4)).toEqual([p.kind === 'job' ? 'Job' : 'Late cancellation fee', (p.grossCents / 100).toFixed(2), (p.commissionCents / 100).toFixed(2), (p.amountCents / 100).toFixed(2)]);
      expect(p.grossCents - p.commissionCents).toBe(p.amountCents);
    }
    const sum = (field: 'grossCents' | 'commissionCents' | 'amountCents') => (expected.reduce((s, p) => s + p[field], 0) / 100).toFixed(2);
    expect(total).toEqual(['Total', '', '', '', '3 payouts', sum('grossCents'), sum('commissionCents'), sum('amountCents')]);
    // Last month's payout and one not sent yet are not this month's earnings.
    expect(res.body).not.toContain(lastMonthId);
    expect(res.body).not.toContain(heldId);
  });

  it('shows the same payouts and totals in the PDF, with the provider and the month', async () => {
    const res = await get(`/api/service-provider/statements/${month}.pdf`, pro.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="hearth-statement-${month}.pdf"`);
    const text = await pdfText(res.rawPayload);
    const [year, m] = month.split('-').map(Number) as [number, number];
    const label = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 15)));
    expect(text).toContain('Earnings statement');
    expect(text).toContain(label);
    expect(text).toContain('Kwame Cleaning Co.');
    expect(text).toContain('Standard House Cleaning (late cancellation fee)');
    const expected = await Promise.all(paidIds.map(payoutOf));
    const sum = (field: 'grossCents' | 'commissionCents' | 'amountCents') => expected.reduce((s, p) => s + p[field], 0);
    expect(text).toContain(`Total 3 payouts ${money(sum('grossCents'))} -${money(sum('commissionCents'))} ${money(sum('amountCents'))}`);
  });

  it("shows another provider only their own month, empty here", async () => {
    const other = await provider(t, { serviceIds: [cleaningId], areas: ['M5V'] });
    const csv = await get(`/api/service-provider/statements/${month}.csv`, other.token);
    expect(csv.body.trim().split('\r\n')).toEqual(['Paid on,Job date,Booking,Service,Kind,Gross (CAD),Commission (CAD),Net (CAD)', 'Total,,,,0 payouts,0.00,0.00,0.00']);
    const text = await pdfText((await get(`/api/service-provider/statements/${month}.pdf`, other.token)).rawPayload);
    expect(text).toContain('No payouts were sent this month.');
  });

  it('answers 400 with a field message for a month that is not one, and 403 to a customer', async () => {
    for (const bad of ['2026-13', '2026-1', 'last-month']) {
      const res = await t.call({ method: 'GET', url: `/api/service-provider/statements/${bad}.csv`, token: pro.token });
      expect(res, bad).toMatchObject({ status: 400, body: { message: 'Choose a month like 2026-11', errors: { month: 'Choose a month like 2026-11' } } });
    }
    expect((await t.call({ method: 'GET', url: `/api/service-provider/statements/${month}.pdf`, token: customer.token })).status).toBe(403);
  });
});
