// Payouts for admins through HTTP: the filtered list with totals, retrying failed transfers (never
// paying twice), the accounting CSV and the annual platform-operator report; admins only.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedCatalogue } from '../../../db/seed/demo';
import { auditLog, bookings, localGatewayTransfers, payoutAccounts, payouts, serviceProviders } from '../../../db/schema';
import { provider, serviceBySlug, type ProviderFixture } from '../../../test/booking-fixtures';
import { ANNUAL_REPORT_HEADER, PAYOUTS_CSV_HEADER } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let customerId: string;
let serviceId: string;
let paid: ProviderFixture;
let unpaid: ProviderFixture;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.ctx);
  admin = await t.createUser({ role: 'admin' });
  customerId = (await t.createUser()).id;
  serviceId = (await serviceBySlug(t, 'bedroom-cleaning')).id;
  paid = await provider(t, { serviceIds: [serviceId], areas: ['M5V'], firstName: 'Priya' });
  unpaid = await provider(t, { serviceIds: [serviceId], areas: ['M5V'], firstName: 'Quinn', payoutAccount: false });
  await t.app.ctx.db
    .update(serviceProviders)
    .set({ businessName: 'Priya Cleans', street: '12 Front St W', city: 'Toronto', province: 'ON', postcode: 'M5V 2T6', sinLast3: '286', dob: '1988-04-02' })
    .where(eq(serviceProviders.id, paid.providerId));
});
afterAll(() => t.close());

/** A completed booking and its payout, straight in the database, created at `at`. */
async function payout(p: ProviderFixture, opts: { at: string; grossCents: number; status?: 'pending' | 'paid' | 'failed' }) {
  const at = new Date(opts.at);
  const commissionCents = Math.round(opts.grossCents * 0.2);
  // A real capture at the local gateway: payouts are transferred from the job's own charge.
  const hold = await t.app.ctx.payments.authorize({ amountCents: opts.grossCents, paymentMethodId: 'pm_card_visa', idempotencyKey: randomUUID(), description: 'fixture', metadata: {} });
  if (hold.status !== 'authorized') throw new Error('the fixture card was not held');
  const capture = await t.app.ctx.payments.settle(hold.paymentId, opts.grossCents);
  if (capture.status !== 'captured') throw new Error('the fixture payment was not captured');
  const [booking] = await t.app.ctx.db
    .insert(bookings)
    .values({
      customerId,
      serviceId,
      providerId: p.providerId,
      status: 'completed',
      idempotencyKey: randomUUID(),
      startsAt: at,
      endsAt: new Date(at.getTime() + 3600_000),
      quantity: 1,
      address: { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
      fsa: 'M5V',
      cityKey: 'toronto|ON',
      province: 'ON',
      phone: '+14165550142',
      email: 'maya@example.ca',
      zipcode: 'M5V 2T6',
      unitPriceCents: opts.grossCents,
      subtotalCents: opts.grossCents,
      discountCents: 0,
      taxCents: 0,
      totalCents: opts.grossCents,
      taxes: [],
      payoutCents: opts.grossCents - commissionCents,
      commissionCents,
      paymentMethodId: 'pm_card_visa',
      paymentId: hold.paymentId,
      paymentStatus: 'captured',
      chargeId: capture.chargeId,
      capturedCents: capture.capturedCents,
      completedAt: at,
    })
    .returning();
  const [row] = await t.app.ctx.db
    .insert(payouts)
    .values({
      bookingId: booking!.id,
      providerId: p.providerId,
      grossCents: opts.grossCents,
      commissionCents,
      amountCents: opts.grossCents - commissionCents,
      status: opts.status ?? 'paid',
      lastError: opts.status === 'failed' ? 'The bank refused the transfer' : null,
      createdAt: at,
      paidAt: opts.status === 'paid' || !opts.status ? at : null,
    })
    .returning();
  return row!;
}

async function settled(payoutId: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await t.app.ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
    // Sending is on its way too: the outbox has claimed it and the transfer is being made.
    if (row && row.status !== 'pending' && row.status !== 'sending') return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('payout still pending or sending');
}

describe('admin payouts', () => {
  it('lists payouts by provider, status and period, with totals for the filter', async () => {
    await payout(paid, { at: '2024-02-10T15:00:00Z', grossCents: 10_000 });
    await payout(paid, { at: '2024-02-20T15:00:00Z', grossCents: 5_000, status: 'failed' });
    await payout(unpaid, { at: '2024-02-15T15:00:00Z', grossCents: 8_000, status: 'failed' });
    // 03:00 UTC on 1 March is 22:00 on 29 February in Toronto: periods are the platform's (Eastern) days.
    await payout(paid, { at: '2024-03-01T03:00:00Z', grossCents: 7_000 });

    const february = await t.call({ method: 'GET', url: `/api/admin/payouts?providerId=${paid.providerId}&from=2024-02-01&to=2024-02-29`, token: admin.token });
    expect(february.status).toBe(200);
    expect(february.body.data.items.map((p: { grossCents: number }) => p.grossCents)).toEqual([7_000, 5_000, 10_000]);
    expect(february.body.data.items[1]).toMatchObject({
      status: 'failed',
      lastError: 'The bank refused the transfer',
      serviceName: 'Bedroom Cleaning',
      provider: { _id: paid.providerId, fullname: 'Priya serviceprovider', businessName: 'Priya Cleans' },
    });
    expect(february.body.data.totals).toEqual({ count: 3, grossCents: 22_000, commissionCents: 4_400, amountCents: 17_600, paidCents: 13_600, failedCount: 1 });

    const failed = await t.call({ method: 'GET', url: '/api/admin/payouts?status=failed&from=2024-01-01&to=2024-12-31', token: admin.token });
    expect(failed.body.data.totals).toMatchObject({ count: 2, failedCount: 2 });
    const march = await t.call({ method: 'GET', url: `/api/admin/payouts?providerId=${paid.providerId}&from=2024-03-01&to=2024-03-31`, token: admin.token });
    expect(march.body.data.totals.count).toBe(0);

    const backwards = await t.call({ method: 'GET', url: '/api/admin/payouts?from=2024-03-01&to=2024-02-01', token: admin.token });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ to: 'To must be on or after From' });
    const bad = await t.call({ method: 'GET', url: '/api/admin/payouts?from=March&status=lost&providerId=7', token: admin.token });
    expect(bad.body.errors).toEqual({ from: 'From must be a date (YYYY-MM-DD)', status: 'Unknown status', providerId: 'Unknown provider' });
  });

  it('retries a failed payout through the payments job, once, and never pays twice', async () => {
    const row = await payout(paid, { at: '2025-05-05T15:00:00Z', grossCents: 12_500, status: 'failed' });
    const retry = () => t.call({ method: 'POST', url: `/api/admin/payouts/${row.id}/retry`, token: admin.token });

    const res = await retry();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: row.id, status: 'pending' });
    const done = await settled(row.id);
    expect(done).toMatchObject({ status: 'paid', lastError: null, transferId: expect.any(String) });
    const paidAgain = await retry();
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.message).toBe('Only failed payouts, or ones stuck sending, can be retried; this one is paid');

    // Marked failed after the transfer did go through (a lost reply): retrying reuses the gateway transfer.
    await t.app.ctx.db.update(payouts).set({ status: 'failed' }).where(eq(payouts.id, row.id));
    expect((await retry()).status).toBe(200);
    expect((await settled(row.id)).transferId).toBe(done.transferId);
    expect(await t.app.ctx.db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.idempotencyKey, `payout-${row.id}`))).toHaveLength(1);

    const entries = await t.app.ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, row.id), eq(auditLog.action, 'payout.retry')));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ actorId: admin.id, entity: 'payout', before: { status: 'failed', lastError: 'The bank refused the transfer' }, after: { status: 'pending' } });
  });

  it('fails again, with the reason, when the provider still has no payout account', async () => {
    const row = await payout(unpaid, { at: '2025-06-01T15:00:00Z', grossCents: 4_000, status: 'failed' });
    expect((await t.call({ method: 'POST', url: `/api/admin/payouts/${row.id}/retry`, token: admin.token })).status).toBe(200);
    expect(await settled(row.id)).toMatchObject({ status: 'failed', lastError: 'The provider has no payout account yet' });
    expect((await t.call({ method: 'POST', url: `/api/admin/payouts/${randomUUID()}/retry`, token: admin.token })).status).toBe(404);
    const malformed = await t.call({ method: 'POST', url: '/api/admin/payouts/not-an-id/retry', token: admin.token });
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Payout not found');
  });

  it('exports the filtered payouts as CSV for accounting', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/payouts.csv?providerId=${paid.providerId}&from=2024-02-01&to=2024-02-29`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hearth-payouts-2024-02-01-to-2024-02-29.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(PAYOUTS_CSV_HEADER.join(','));
    expect(lines[0]).toBe('Payout ID,Created (UTC),Paid (UTC),Status,Provider ID,Provider,Business name,Provider email,Booking ID,Service,Gross (CAD),Commission (CAD),Payout (CAD),Transfer ID,Last error');
    expect(lines).toHaveLength(4);
    const first = lines[1]!.split(',');
    expect(first.slice(1, 7)).toEqual(['2024-02-10T15:00:00.000Z', '2024-02-10T15:00:00.000Z', 'paid', paid.providerId, 'Priya serviceprovider', 'Priya Cleans']);
    expect(first.slice(9, 13)).toEqual(['Bedroom Cleaning', '100.00', '20.00', '80.00']);
  });

  it('builds the annual platform-operator report: one row per provider with quarterly totals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/payouts/annual-report.csv?year=2024', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hearth-platform-report-2024.csv"');
    const [header, ...rows] = res.body.trimEnd().split('\r\n');
    expect(header).toBe(ANNUAL_REPORT_HEADER.join(','));
    expect(header).toContain('SIN (last 3),Business number,Bank account (last 4)');
    expect(rows).toHaveLength(2);
    const priya = Object.fromEntries(ANNUAL_REPORT_HEADER.map((h, i) => [h, rows.find((r) => r.startsWith(paid.providerId))!.split(',')[i]]));
    expect(priya).toMatchObject({
      'First name': 'Priya',
      'Business name': 'Priya Cleans',
      'Date of birth': '1988-04-02',
      Street: '12 Front St W',
      Province: 'ON',
      'Postal code': 'M5V 2T6',
      Country: 'CA',
      'SIN (last 3)': '***-***-286',
      'Business number': '',
      'Bank account (last 4)': '6789',
      // Three Q1 jobs; the failed transfer is still consideration credited to the seller.
      'Q1 consideration (CAD)': '220.00',
      'Q1 activities': '3',
      'Q1 fees withheld (CAD)': '44.00',
      'Q2 consideration (CAD)': '0.00',
      'Year consideration (CAD)': '220.00',
      'Year activities': '3',
      'Year fees withheld (CAD)': '44.00',
    });
    // Nothing outside the year.
    const empty = await t.app.inject({ method: 'GET', url: '/api/admin/payouts/annual-report.csv?year=2030', headers: { authorization: `Bearer ${admin.token}` } });
    expect(empty.body).toBe(`${ANNUAL_REPORT_HEADER.join(',')}\r\n`);
    const bad = await t.call({ method: 'GET', url: '/api/admin/payouts/annual-report.csv?year=2019', token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ year: 'Reports start with 2024' });
  });

  it('shows until when a pending payout is held after the provider changed their bank account', async () => {
    const changed = await provider(t, { serviceIds: [serviceId], areas: ['M5V'], firstName: 'Rosa' });
    const heldUntil = new Date(Date.now() + 72 * 3600_000);
    await t.app.ctx.db.update(payoutAccounts).set({ bankAccountChangedAt: new Date(), payoutsHeldUntil: heldUntil }).where(eq(payoutAccounts.providerId, changed.providerId));
    const waiting = await payout(changed, { at: '2025-05-10T15:00:00Z', grossCents: 6_000, status: 'pending' });
    const done = await payout(changed, { at: '2025-05-11T15:00:00Z', grossCents: 6_000 });
    const res = await t.call({ method: 'GET', url: `/api/admin/payouts?providerId=${changed.providerId}`, token: admin.token });
    const byId = new Map(res.body.data.items.map((p: { _id: string; heldUntil: string | null }) => [p._id, p.heldUntil]));
    expect(byId.get(waiting.id)).toBe(heldUntil.toISOString());
    expect(byId.get(done.id)).toBeNull();
  });

  it('refuses customers and providers', async () => {
    const [any] = await t.app.ctx.db.select().from(payouts).limit(1);
    for (const token of [(await t.createUser()).token, paid.token]) {
      for (const url of ['/api/admin/payouts', '/api/admin/payouts.csv', '/api/admin/payouts/annual-report.csv?year=2024']) {
        expect((await t.call({ method: 'GET', url, token })).status).toBe(403);
      }
      expect((await t.call({ method: 'POST', url: `/api/admin/payouts/${any!.id}/retry`, token })).status).toBe(403);
    }
  });
});
