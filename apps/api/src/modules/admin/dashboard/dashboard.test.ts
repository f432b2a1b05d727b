import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedCatalogue } from '../../../db/seed/demo';
import { bookings, inquiries, supportTickets } from '../../../db/schema';
import { bookingBody, newKey, provider, serviceBySlug, startedAMinuteAgo } from '../../../test/booking-fixtures';
import { dashboardPeriods } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_COMMISSION_PERCENT: '20', RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' });
  await seedCatalogue(t.app.ctx);
});
afterAll(() => t.close());

describe('dashboard periods', () => {
  it('are Toronto days, Monday-to-Sunday weeks and months, across a DST change', () => {
    // 23:30 on Saturday 7 March 2026 in Toronto (EST); clocks go forward on Sunday the 8th.
    const p = dashboardPeriods(new Date('2026-03-08T04:30:00Z'));
    expect(p.dates).toEqual({ today: '2026-03-07', weekStart: '2026-03-02', weekEnd: '2026-03-08', monthStart: '2026-03-01' });
    expect(p.day.from.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(p.day.to.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(p.week.from.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(p.week.to.toISOString()).toBe('2026-03-09T04:00:00.000Z'); // midnight EDT
    expect(p.month.to.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    // A Sunday belongs to the week that started the Monday before.
    expect(dashboardPeriods(new Date('2026-03-08T16:00:00Z')).dates.weekStart).toBe('2026-03-02');
    expect(dashboardPeriods(new Date('2026-03-09T16:00:00Z')).dates.weekStart).toBe('2026-03-09');
  });
});

describe('GET /api/admin/dashboard', () => {
  it('is for admins only', async () => {
    expect((await t.call({ method: 'GET', url: '/api/admin/dashboard' })).status).toBe(401);
    for (const role of ['customer', 'serviceprovider'] as const) {
      const user = await t.createUser({ role });
      expect((await t.call({ method: 'GET', url: '/api/admin/dashboard', token: user.token })).status).toBe(403);
    }
  });

  it('counts bookings by status, money captured, providers waiting and the open inbox', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const cleaning = await serviceBySlug(t, 'standard-house-cleaning');
    const pro = await provider(t, { serviceIds: [cleaning.id], areas: ['M5V'] });
    const customer = await t.createUser();
    const book = async () => {
      const res = await t.call({ method: 'POST', url: '/api/booking', token: customer.token, payload: bookingBody(cleaning.id), headers: { 'idempotency-key': newKey() } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data._id as string;
    };
    const [done, accepted, open, nextWeek] = [await book(), await book(), await book(), await book()];
    for (const step of ['accept', 'start', 'complete']) {
      if (step === 'start') await startedAMinuteAgo(t, done);
      expect((await t.call({ method: 'POST', url: `/api/booking/${done}/${step}`, token: pro.token })).status).toBe(200);
    }
    expect((await t.call({ method: 'POST', url: `/api/booking/${accepted}/accept`, token: pro.token })).status).toBe(200);
    await t.app.ctx.outbox.drain();

    // Place the jobs in time: two today, one later this week (or earlier, on a Monday's week), one next week.
    const p = dashboardPeriods(new Date());
    const noon = (from: Date) => new Date(from.getTime() + 12 * 3_600_000);
    const otherDay = p.dates.today === p.dates.weekStart ? new Date(p.week.to.getTime() - 12 * 3_600_000) : noon(p.week.from);
    const at = async (id: string, startsAt: Date) => t.app.ctx.db.update(bookings).set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) }).where(eq(bookings.id, id));
    await at(done, noon(p.day.from));
    await at(open, noon(p.day.from));
    await at(accepted, otherDay);
    await at(nextWeek, noon(p.week.to));

    await t.createUser({ role: 'serviceprovider', verificationStatus: 'submitted' });
    await t.createUser({ role: 'serviceprovider', verificationStatus: 'submitted' });
    await t.createUser({ role: 'serviceprovider', verificationStatus: 'action_required' });
    await t.app.ctx.db.insert(inquiries).values([
      { phone: '+14165550100', description: 'New one', status: 'new' },
      { phone: '+14165550101', description: 'Being handled', status: 'in_progress' },
      { phone: '+14165550102', description: 'Done', status: 'closed' },
    ]);
    await t.app.ctx.db.insert(supportTickets).values([
      { subject: 'Help', description: 'Open', screenshotKey: 'k1', status: 'open' },
      { subject: 'Help', description: 'Closed', screenshotKey: 'k2', status: 'closed' },
    ]);

    const res = await t.call({ method: 'GET', url: '/api/admin/dashboard', token: admin.token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.timeZone).toBe('America/Toronto');
    expect(d.periods.today).toBe(p.dates.today);
    expect(d.bookings.today).toEqual({ total: 2, byStatus: expect.objectContaining({ completed: 1, open: 1, accepted: 0, pending_payment: 0 }) });
    expect(d.bookings.thisWeek).toEqual({ total: 3, byStatus: expect.objectContaining({ completed: 1, open: 1, accepted: 1 }) });

    const [row] = await t.app.ctx.db.select().from(bookings).where(eq(bookings.id, done));
    expect(row!.paymentStatus).toBe('captured');
    const money = { capturedCents: row!.totalCents - row!.refundedCents, commissionCents: row!.commissionCents, refundedCents: 0, bookings: 1 };
    expect(money.commissionCents).toBe(2580); // 20% of $129
    expect(d.revenue).toEqual({ thisWeek: money, thisMonth: money });
    expect(d.providersAwaitingReview).toEqual({ submitted: 2, action_required: 1 });
    expect(d.inbox).toEqual({ openInquiries: 2, openTickets: 1 });

    // Unpaid bookings show in their status but are not counted as bookings.
    await t.app.ctx.db.update(bookings).set({ status: 'pending_payment' }).where(inArray(bookings.id, [open]));
    const after = (await t.call({ method: 'GET', url: '/api/admin/dashboard', token: admin.token })).body.data;
    expect(after.bookings.today).toMatchObject({ total: 1, byStatus: { pending_payment: 1, open: 0 } });
  });
});
