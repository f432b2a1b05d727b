// The demo bookings as the customer, the provider and an admin see them through the API: a booking
// in every money state, each real at the local gateway, nothing the sweeper would change, and the
// job happening now can be started, completed and charged at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { Booking, ProviderTransaction, ProviderTransactionPage } from '@hearth/shared/bookings/wire';
import type { InboxPage } from '@hearth/shared/admin/inbox/contract';
import type { AdminBookingDetail } from '@hearth/shared/admin/bookings/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { invoices, localGatewayPayments, localGatewayTransfers } from '../schema';
import { sweep } from '../../modules/bookings';
import { DEMO_ACCOUNTS, seedDemoData } from './demo';
import type { InvoiceSummary } from '@hearth/shared/invoices/contract';
import { pdfText } from '../../test/pdf-text';

const HOUR = 3_600_000;
let t: TestApp;
const tokens: Record<'customer' | 'serviceprovider' | 'admin', string> = { customer: '', serviceprovider: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  for (const a of DEMO_ACCOUNTS) {
    const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } });
    tokens[a.role] = res.body.data.token;
  }
  // Seeding draws every catalogue and blog picture (sharp): slow on a busy machine.
}, 120_000);
afterAll(() => t.close());

async function customerBookings(): Promise<Map<string, Booking>> {
  const res = await t.call({ method: 'GET', url: '/api/booking/mybookings?size=50', token: tokens.customer });
  expect(res.status).toBe(200);
  return new Map((res.body.data.items as Booking[]).map((b) => [b.service.slug, b]));
}
async function transactions(): Promise<ProviderTransactionPage> {
  const res = await t.call({ method: 'GET', url: '/api/service-provider/mytransactions?size=100', token: tokens.serviceprovider });
  expect(res.status).toBe(200);
  return res.body.data;
}
const byService = (page: ProviderTransactionPage) => new Map<string, ProviderTransaction>(page.items.map((p) => [p.serviceName, p]));
async function adminDetail(bookingId: string): Promise<AdminBookingDetail> {
  const res = await t.call({ method: 'GET', url: `/api/admin/bookings/${bookingId}`, token: tokens.admin });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('the demo customer’s bookings', () => {
  it('shows each money state: held, saved for later, declined, charged, partly and fully refunded', async () => {
    const b = await customerBookings();
    const now = Date.now();
    const state = (slug: string) => {
      const x = b.get(slug)!;
      return { status: x.status, payment: x.payment.status, charged: x.chargedCents, refunded: x.refundedCents };
    };
    // The journeys rely on these four as they were.
    expect(state('standard-house-cleaning')).toEqual({ status: 'accepted', payment: 'authorized', charged: 0, refunded: 0 });
    expect(b.get('standard-house-cleaning')!.note).toMatch(/^Concierge has a key/);
    const bedroom = b.get('bedroom-cleaning')!;
    expect(state('bedroom-cleaning')).toEqual({ status: 'open', payment: 'card_saved', charged: 0, refunded: 0 });
    expect(Date.parse(bedroom.payment.holdFrom!)).toBe(Date.parse(bedroom.scheduledAt) - 5 * 24 * HOUR);
    for (const slug of ['tv-mounting', 'deep-cleaning']) {
      expect(state(slug)).toEqual({ status: 'completed', payment: 'captured', charged: b.get(slug)!.amounts.total, refunded: 0 });
      expect(b.get(slug)!.review).not.toBeNull();
    }

    const now30 = b.get('move-out-cleaning')!;
    expect(state('move-out-cleaning')).toEqual({ status: 'accepted', payment: 'authorized', charged: 0, refunded: 0 });
    expect(now - Date.parse(now30.scheduledAt)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(now - Date.parse(now30.scheduledAt)).toBeLessThan(45 * 60_000);

    const furniture = b.get('furniture-assembly')!;
    expect(state('furniture-assembly')).toEqual({ status: 'completed', payment: 'captured', charged: furniture.amounts.total, refunded: 0 });
    expect(Date.parse(furniture.confirmation!.endsAt)).toBeGreaterThan(now);
    expect(furniture.confirmation!.problemReportedAt).toBeNull();

    const leak = b.get('leak-repair')!;
    expect(state('leak-repair')).toEqual({ status: 'completed', payment: 'captured', charged: leak.amounts.total, refunded: 0 });
    expect(Date.parse(leak.confirmation!.problemReportedAt!)).toBeLessThan(Date.parse(leak.confirmation!.endsAt));

    const drain = b.get('drain-unclogging')!;
    expect(state('drain-unclogging')).toEqual({ status: 'completed', payment: 'captured', charged: drain.amounts.total, refunded: 0 });

    const hedge = b.get('hedge-trimming')!;
    const half = Math.round(hedge.amounts.total / 2);
    expect(state('hedge-trimming')).toEqual({ status: 'cancelled', payment: 'captured', charged: hedge.amounts.total - half, refunded: half });

    const lawn = b.get('lawn-aeration')!;
    expect(state('lawn-aeration')).toEqual({ status: 'accepted', payment: 'hold_failed', charged: 0, refunded: 0 });
    expect(lawn.payment.error).toBe('Your card was declined.');
    expect(Date.parse(lawn.payment.cardUpdateDeadline!)).toBe(Date.parse(lawn.scheduledAt) - 24 * HOUR);
    // Its hold was due (five days before the job) and tried; the next try is hours away.
    expect(Date.parse(lawn.scheduledAt) - 5 * 24 * HOUR).toBeLessThan(now);

    const yard = b.get('yard-clean-up')!;
    expect(state('yard-clean-up')).toEqual({ status: 'cancelled', payment: 'released', charged: 0, refunded: yard.amounts.total });
    expect(yard.provider).toBeNull();
  });

  it('tells each story in its history', async () => {
    const b = await customerBookings();
    const history = async (slug: string) => {
      const res = await t.call({ method: 'GET', url: `/api/booking/${b.get(slug)!._id}`, token: tokens.customer });
      return (res.body.data.history as { from: string | null; to: string; by: string }[]).map((h) => `${h.from ?? '∅'}→${h.to} by ${h.by}`);
    };
    const opened = ['∅→pending_payment by customer', 'pending_payment→open by system'];
    expect(await history('leak-repair')).toEqual([...opened, 'open→accepted by serviceprovider', 'accepted→in_progress by serviceprovider', 'in_progress→completed by serviceprovider']);
    expect(await history('hedge-trimming')).toEqual([...opened, 'open→accepted by serviceprovider', 'accepted→cancelled by customer']);
    expect(await history('yard-clean-up')).toEqual([...opened, 'open→cancelled by customer']);
    expect(await history('lawn-aeration')).toEqual([...opened, 'open→accepted by serviceprovider']);
  });
});

describe('the demo provider’s payouts and the admin’s issues', () => {
  it('lists paid, pending and on-hold payouts, the late cancellation fee among them, with totals', async () => {
    const page = await transactions();
    const p = byService(page);
    expect([...p.keys()].sort()).toEqual(['Deep Cleaning', 'Drain Unclogging', 'Furniture Assembly', 'Garden Maintenance', 'Handyman Services', 'Hedge Trimming', 'Leak Repair', 'TV Mounting']);
    expect(p.get('Furniture Assembly')).toMatchObject({ kind: 'job', status: 'held' });
    expect(p.get('Leak Repair')).toMatchObject({ kind: 'job', status: 'frozen' });
    for (const name of ['Deep Cleaning', 'Drain Unclogging', 'TV Mounting', 'Garden Maintenance', 'Handyman Services']) expect(p.get(name)).toMatchObject({ kind: 'job', status: 'paid' });
    const fee = p.get('Hedge Trimming')!;
    expect(fee).toMatchObject({ kind: 'late_cancellation', status: 'paid' });
    // The share of the price the customer paid is the share of the job's gross the provider gets.
    const hedge = (await customerBookings()).get('hedge-trimming')!;
    expect(fee.grossCents).toBe(Math.round((hedge.amounts.subtotal * hedge.chargedCents) / hedge.amounts.total));
    expect(fee.grossCents).toBeGreaterThan(0);
    expect(page.pendingCents).toBe(p.get('Furniture Assembly')!.amountCents);
    expect(page.onHoldCents).toBe(p.get('Leak Repair')!.amountCents);
    expect(page.paidCents).toBe(['Deep Cleaning', 'Drain Unclogging', 'TV Mounting', 'Garden Maintenance', 'Handyman Services', 'Hedge Trimming'].reduce((sum, n) => sum + p.get(n)!.amountCents, 0));
  });

  it('puts the problem report and the dispute in the admin inbox, and the booking pages say what happened', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/inbox?kind=booking', token: tokens.admin });
    expect(res.status).toBe(200);
    const items = (res.body.data as InboxPage).items;
    expect(items).toHaveLength(2);
    expect(items.every((i) => i.status === 'new' && i.source === 'booking')).toBe(true);

    const b = await customerBookings();
    const leak = await adminDetail(b.get('leak-repair')!._id);
    expect(leak.payout).toMatchObject({ status: 'frozen' });
    expect(leak.issues.map((i) => [i.kind, i.status])).toEqual([['problem_report', 'new']]);
    expect(leak.can.settle).toBe(true);

    const drain = await adminDetail(b.get('drain-unclogging')!._id);
    expect(drain.disputedAt).not.toBeNull();
    expect(drain.payout).toMatchObject({ status: 'paid' });
    expect(drain.issues).toHaveLength(1);
    expect(drain.issues[0]).toMatchObject({ kind: 'dispute', status: 'new' });
    expect(drain.issues[0]!.description).toMatch(/^The cardholder disputed \$\d+\.\d\d with their bank \(reason: product_unacceptable\)\. The payout of \$\d+\.\d\d had already been sent\.$/);
  });

  it('is real at the local gateway: each charge captured there, each paid payout a transfer from it', async () => {
    const b = await customerBookings();
    const db = t.app.ctx.db;
    for (const slug of ['tv-mounting', 'deep-cleaning', 'furniture-assembly', 'leak-repair', 'drain-unclogging', 'hedge-trimming', 'garden-maintenance', 'handyman-services']) {
      const detail = await adminDetail(b.get(slug)!._id);
      const [charge] = await db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, detail.payment.paymentId!));
      expect(charge, slug).toMatchObject({ status: 'succeeded', capturedCents: detail.capturedCents });
      const transfers = await db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.sourcePaymentId, charge!.id));
      if (detail.payout?.status === 'paid') expect(transfers.map((x) => x.amountCents), slug).toEqual([detail.payout.amountCents]);
      else expect(transfers, slug).toEqual([]);
    }
    for (const slug of ['standard-house-cleaning', 'move-out-cleaning']) {
      const detail = await adminDetail(b.get(slug)!._id);
      const [hold] = await db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, detail.payment.paymentId!));
      expect(hold, slug).toMatchObject({ status: 'requires_capture', amountCents: b.get(slug)!.amounts.total });
      expect(hold!.expiresAt!.getTime(), slug).toBeGreaterThan(Date.parse(b.get(slug)!.scheduledAt));
    }
    // The declined hold was tried once, without the customer there, on the card saved at booking.
    const lawnHolds = await db.select().from(localGatewayPayments).where(like(localGatewayPayments.idempotencyKey, `booking-${b.get('lawn-aeration')!._id}%`));
    expect(lawnHolds.map((p) => [p.idempotencyKey.endsWith('-hold-1'), p.status, p.failureMessage])).toEqual([[true, 'failed', 'Your card was declined.']]);
    const yard = await adminDetail(b.get('yard-clean-up')!._id);
    const [released] = await db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, yard.payment.paymentId!));
    expect(released).toMatchObject({ status: 'canceled', capturedCents: 0 });
  });

  it('gives the sweeper nothing to expire, hold, cancel or pay out', async () => {
    expect(await sweep(t.app.ctx)).toEqual({ expired: 0, failedPayments: 0, holds: 0, unheld: 0, payoutsReleased: 0, reschedulesExpired: 0 });
  });
});

describe('the demo customer’s tax invoices', () => {
  it('has one for each charge, numbered in the order they happened, in Ontario, Québec and British Columbia', async () => {
    const b = await customerBookings();
    const charged = [...b.values()].filter((x) => x.payment.status === 'captured');
    const lists = await Promise.all(
      charged.map(async (x) => {
        const res = await t.call({ method: 'GET', url: `/api/booking/${x._id}/invoices`, token: tokens.customer });
        expect(res.status).toBe(200);
        return { booking: x, invoices: res.body.data as InvoiceSummary[] };
      }),
    );
    for (const { booking, invoices } of lists) {
      expect(invoices.map((i) => [i.kind, i.totalCents]), booking.service.slug).toEqual([['invoice', booking.chargedCents]]);
      expect(invoices[0]!.lateCancellationFee, booking.service.slug).toBe(booking.status === 'cancelled');
    }
    // One sequence for the whole demo (the other professionals' customers' charges among hers),
    // gapless from the first number, older charges first.
    const all = await t.app.ctx.db.select({ number: invoices.number, issuedAt: invoices.issuedAt, customerId: invoices.customerId }).from(invoices).orderBy(invoices.sequence);
    expect(all.map((i) => i.number)).toEqual(all.map((_, n) => `HRT-${String(n + 1).padStart(6, '0')}`));
    expect(all.map((i) => i.issuedAt.getTime())).toEqual(all.map((i) => i.issuedAt.getTime()).sort((x, y) => x - y));
    expect(new Set(all.map((i) => i.customerId)).size).toBeGreaterThan(1);
    const hers = new Set(lists.map((l) => l.invoices[0]!.number));
    expect(all.filter((i) => hers.has(i.number))).toHaveLength(charged.length);
    expect(new Set(charged.map((x) => x.address.province))).toEqual(new Set(['ON', 'QC', 'BC']));

    const chalet = lists.find((l) => l.booking.service.slug === 'garden-maintenance')!;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${chalet.invoices[0]!._id}/pdf`, headers: { authorization: `Bearer ${tokens.customer}` } });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('QST registration no.');
    expect(text).toContain('QST 9.975%');
    expect(text).toContain('Mont-Tremblant QC');
  });
});

describe('the demo job happening now', () => {
  it('is started and completed by the provider at once, charged, and its payout held for the confirmation window', async () => {
    const id = (await customerBookings()).get('move-out-cleaning')!._id;
    const job = await t.call({ method: 'GET', url: `/api/booking/${id}`, token: tokens.serviceprovider });
    expect(job.body.data.paymentSecured).toBe(true);
    for (const step of ['start', 'complete']) {
      const res = await t.call({ method: 'POST', url: `/api/booking/${id}/${step}`, token: tokens.serviceprovider });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await t.app.ctx.outbox.drain();
    const seen = (await customerBookings()).get('move-out-cleaning')!;
    expect(seen).toMatchObject({ status: 'completed', chargedCents: seen.amounts.total, payment: { status: 'captured' } });
    const payout = byService(await transactions()).get('Move-Out Cleaning')!;
    expect(payout.status).toBe('held');
    expect(Date.parse(payout.payableAt)).toBe(Date.parse(seen.confirmation!.endsAt));
  });
});

describe('the demo hold that was declined', () => {
  it('is held once the customer chooses their saved Visa instead', async () => {
    const lawn = (await customerBookings()).get('lawn-aeration')!;
    const cards = await t.call({ method: 'GET', url: '/api/user/payment-methods', token: tokens.customer });
    const visa = (cards.body.data as { _id: string; last4: string }[]).find((c) => c.last4 === '4242')!;
    const res = await t.call({ method: 'POST', url: `/api/booking/${lawn._id}/payment-method`, token: tokens.customer, payload: { paymentMethodId: visa._id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.booking.payment).toMatchObject({ status: 'authorized', error: null });
  });
});
