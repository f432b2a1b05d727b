// The demo's other professionals: seeded once, each with a face of their own and a bio, and out of
// the way of the demo customer's open jobs that the journeys hand to Marcus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookings, invoices, localGatewayPayments, localGatewayTransfers, payoutAccounts, payouts, providerAreas, providerServices, reviews, serviceProviders, services, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo';
import { DEMO_PROFESSIONALS, seedDemoProfessionals } from './demo-professionals';
import { seedDemoBookings } from './demo-bookings';
import { avatarPng } from './demo-avatars';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demo: true });
}, 120_000);
afterAll(() => t.close());

const emails = DEMO_PROFESSIONALS.map((p) => p.email);

describe('the demo professionals', () => {
  it('are approved, each with their own avatar, a bio and verified phone; Marcus has both too', async () => {
    const rows = await t.app.ctx.db
      .select({ email: users.email, pic: users.profilePic, phoneVerifiedAt: users.phoneVerifiedAt, status: serviceProviders.verificationStatus, bio: serviceProviders.bio })
      .from(users)
      .innerJoin(serviceProviders, eq(serviceProviders.userId, users.id))
      .where(inArray(users.email, [...emails, DEMO_ACCOUNTS[1].email]));
    expect(rows).toHaveLength(emails.length + 1);
    for (const r of rows) {
      expect(r.status).toBe('approved');
      expect(r.pic).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(r.bio?.length).toBeGreaterThan(40);
      expect(r.phoneVerifiedAt).not.toBeNull();
    }
    expect(new Set(rows.map((r) => r.pic)).size).toBe(rows.length);
    // The stored picture is served like an uploaded one (a missing file would get the SVG banner).
    const res = await t.call({ method: 'GET', url: `/uploads/small/${rows[0]!.pic}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('draws the same face for the same seed and different faces for different seeds', async () => {
    const [a, b, c] = await Promise.all([avatarPng('hearth-x', 1), avatarPng('hearth-x', 1), avatarPng('hearth-y', 1)]);
    expect(a.equals(b!)).toBe(true);
    expect(a.equals(c!)).toBe(false);
  });

  it('were paid for each reviewed job through the local gateway: captured there, paid out to their account, invoiced', async () => {
    const db = t.app.ctx.db;
    for (const pro of DEMO_PROFESSIONALS) {
      const [worker] = await db
        .select({ id: serviceProviders.id, accountId: payoutAccounts.accountId })
        .from(serviceProviders)
        .innerJoin(users, eq(users.id, serviceProviders.userId))
        .innerJoin(payoutAccounts, eq(payoutAccounts.providerId, serviceProviders.id))
        .where(eq(users.email, pro.email));
      const jobs = await db.select().from(bookings).where(eq(bookings.providerId, worker!.id));
      expect(jobs, pro.email).toHaveLength(pro.reviews.length);
      for (const job of jobs) {
        expect(job, pro.email).toMatchObject({ status: 'completed', paymentStatus: 'captured', capturedCents: job.totalCents, refundedCents: 0 });
        const [charge] = await db.select().from(localGatewayPayments).where(eq(localGatewayPayments.id, job.paymentId!));
        expect(charge, pro.email).toMatchObject({ status: 'succeeded', capturedCents: job.totalCents, paymentMethodId: job.paymentMethodId });
        const [payout] = await db.select().from(payouts).where(eq(payouts.bookingId, job.id));
        expect(payout, pro.email).toMatchObject({ kind: 'job', providerId: worker!.id, amountCents: job.payoutCents });
        const transfers = await db.select().from(localGatewayTransfers).where(eq(localGatewayTransfers.sourcePaymentId, charge!.id));
        if (payout!.status === 'paid') expect(transfers.map((x) => [x.destination, x.amountCents]), pro.email).toEqual([[worker!.accountId, payout!.amountCents]]);
        else expect([payout!.status, transfers], pro.email).toEqual(['held', []]);
        const docs = await db.select({ kind: invoices.kind, totalCents: invoices.totalCents }).from(invoices).where(eq(invoices.bookingId, job.id));
        expect(docs, pro.email).toEqual([{ kind: 'invoice', totalCents: job.totalCents }]);
      }
    }
  });

  it('keep their reviews and replies, each on one of their completed jobs', async () => {
    const rows = await t.app.ctx.db
      .select({ email: users.email, rating: reviews.rating, text: reviews.review, reply: reviews.reply, bookingStatus: bookings.status })
      .from(reviews)
      .innerJoin(serviceProviders, eq(serviceProviders.id, reviews.providerId))
      .innerJoin(users, eq(users.id, serviceProviders.userId))
      .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
      .where(inArray(users.email, emails));
    const expected = DEMO_PROFESSIONALS.flatMap((p) => p.reviews.map((r) => ({ email: p.email, rating: r.rating, text: r.text, reply: r.reply ?? null, bookingStatus: 'completed' })));
    const byText = (a: { text: string }, b: { text: string }) => (a.text < b.text ? -1 : 1);
    expect(rows.sort(byText)).toEqual(expected.sort(byText));
  });

  it('seeding again adds nobody, no job, no charge and no review', async () => {
    const db = t.app.ctx.db;
    const counts = async () => Promise.all([reviews, bookings, invoices, payouts, localGatewayPayments].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
    const before = await counts();
    expect(before.every((n) => n > 0)).toBe(true);
    expect(await seedDemoProfessionals(t.app.ctx, DEMO_ACCOUNTS[1].email)).toEqual([]);
    await seedDemoBookings(t.app.ctx, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[1].email);
    expect(await counts()).toEqual(before);
    const people = await t.app.ctx.db.select({ n: count() }).from(users).where(inArray(users.email, emails));
    expect(people[0]!.n).toBe(emails.length);
  });

  it('do not work where the demo customer’s open bedroom cleaning is, so it stays Marcus’s to take', async () => {
    const ids = (await t.app.ctx.db.select({ id: serviceProviders.id }).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(inArray(users.email, emails))).map((r) => r.id);
    const areas = await t.app.ctx.db.select({ value: providerAreas.value }).from(providerAreas).where(inArray(providerAreas.providerId, ids));
    expect(areas.map((a) => a.value)).not.toContain('M5V');
    expect(areas.map((a) => a.value)).not.toContain('toronto|ON');
    const offered = await t.app.ctx.db.select({ slug: services.slug }).from(providerServices).innerJoin(services, eq(services.id, providerServices.serviceId)).where(inArray(providerServices.providerId, ids));
    expect(offered.map((s) => s.slug)).not.toContain('bedroom-cleaning');
  });
});
