// Demo bookings so every area has something to show on first start: the demo customer's past jobs
// (completed, paid out, reviewed), an upcoming job with the demo provider (and a conversation about
// it), and an open request; plus the customer's saved address, test card and wishlist.
import { eq, inArray } from 'drizzle-orm';
import { localDateTime, priceBooking, PROVINCE_TIME_ZONES, zonedTimeToInstant, type BookingStatus } from '@hearth/shared/booking';
import type { AppContext } from '../../context';
import { localCardFingerprint } from '../../adapters/payments/local';
import {
  bookingEvents,
  bookingMessageReads,
  bookingMessages,
  bookings,
  customerAddresses,
  localGatewayCustomers,
  localGatewayPaymentMethods,
  paymentCustomers,
  payouts,
  reviews,
  savedPaymentMethods,
  serviceProviders,
  services,
  users,
  wishlistItems,
} from '../schema';

interface DemoJob {
  slug: string;
  days: number;
  time: string;
  status: BookingStatus;
  review?: { rating: number; text: string };
}

const JOBS: DemoJob[] = [
  { slug: 'tv-mounting', days: -40, time: '13:00', status: 'completed', review: { rating: 4, text: 'Mounted a 65" TV on a brick wall, hid the cables and cleaned up after. Arrived 15 minutes late but called ahead.' } },
  { slug: 'deep-cleaning', days: -12, time: '09:00', status: 'completed', review: { rating: 5, text: 'Marcus was thorough: inside the oven and fridge, baseboards, even the window tracks. Our condo has not looked this good since we moved in.' } },
  { slug: 'standard-house-cleaning', days: 4, time: '10:00', status: 'accepted' },
  { slug: 'bedroom-cleaning', days: 6, time: '14:00', status: 'open' },
];

const ADDRESS = { name: 'Chloé Tremblay', phonenumber: '416-555-0142', street: '350 Front St W, Unit 1204', city: 'Toronto', province: 'ON' as const, country: 'Canada', postcode: 'M5V 3Z9' };
const COMMISSION_PERCENT = 15;
const WISHLIST = ['move-out-cleaning', 'lawn-maintenance'];
const CONVERSATION: { from: 'customer' | 'provider'; text: string; hoursAgo: number }[] = [
  { from: 'provider', text: 'Hi Chloé, Marcus here. I will bring my own supplies; is there parking for a van near the building?', hoursAgo: 30 },
  { from: 'customer', text: 'Visitor parking is on P1, just give the concierge your plate number. See you Thursday!', hoursAgo: 29 },
];

export async function seedDemoBookings(ctx: Pick<AppContext, 'db'>, customerEmail: string, providerEmail: string) {
  const [customer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, customerEmail));
  const [provider] = await ctx.db
    .select({ id: serviceProviders.id, userId: users.id })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(users.email, providerEmail));
  if (!customer || !provider) return;
  const [already] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customer.id)).limit(1);
  if (already) return;
  const rows = await ctx.db.select().from(services).where(inArray(services.slug, [...JOBS.map((j) => j.slug), ...WISHLIST]));
  const bySlug = new Map(rows.map((s) => [s.slug, s]));

  await ctx.db.transaction(async (tx) => {
    for (const [i, job] of JOBS.entries()) {
      const service = bySlug.get(job.slug);
      if (!service) continue;
      const { date } = localDateTime(new Date(Date.now() + job.days * 86_400_000), 'ON');
      const startsAt = zonedTimeToInstant(date, job.time, PROVINCE_TIME_ZONES.ON);
      const amounts = priceBooking({ unitPriceCents: service.startingPriceCents, quantity: 1, province: 'ON', on: startsAt });
      const commissionCents = Math.round((amounts.subtotal * COMMISSION_PERCENT) / 100);
      const assigned = job.status !== 'open';
      const [booking] = await tx
        .insert(bookings)
        .values({
          customerId: customer.id,
          serviceId: service.id,
          providerId: assigned ? provider.id : null,
          status: job.status,
          idempotencyKey: `demo-${i}`,
          startsAt,
          endsAt: new Date(startsAt.getTime() + service.durationMinutes * 60_000),
          quantity: 1,
          address: ADDRESS,
          fsa: 'M5V',
          cityKey: 'toronto|ON',
          province: 'ON',
          note: 'Concierge has a key; please sign in at the front desk.',
          phone: ADDRESS.phonenumber,
          email: customerEmail,
          zipcode: ADDRESS.postcode,
          unitPriceCents: service.startingPriceCents,
          subtotalCents: amounts.subtotal,
          discountCents: 0,
          taxCents: amounts.tax,
          totalCents: amounts.total,
          taxes: amounts.taxes,
          payoutCents: amounts.subtotal - commissionCents,
          commissionCents,
          paymentMethodId: 'pm_card_visa',
          paymentStatus: job.status === 'completed' ? 'captured' : 'authorized',
          acceptedAt: assigned ? new Date(startsAt.getTime() - 3 * 86_400_000) : null,
          startedAt: job.status === 'completed' ? startsAt : null,
          completedAt: job.status === 'completed' ? new Date(startsAt.getTime() + service.durationMinutes * 60_000) : null,
          createdAt: new Date(startsAt.getTime() - 5 * 86_400_000),
        })
        .returning();
      const b = booking!;
      type Step = [BookingStatus | null, BookingStatus, 'customer' | 'system' | 'serviceprovider'];
      const steps: Step[] = [
        [null, 'pending_payment', 'customer'],
        ['pending_payment', 'open', 'system'],
      ];
      if (assigned) steps.push(['open', 'accepted', 'serviceprovider']);
      if (job.status === 'completed') steps.push(['accepted', 'in_progress', 'serviceprovider'], ['in_progress', 'completed', 'serviceprovider']);
      for (const [from, to, role] of steps) {
        await tx.insert(bookingEvents).values({ bookingId: b.id, actorId: role === 'customer' ? customer.id : role === 'serviceprovider' ? provider.userId : null, actorRole: role, fromStatus: from, toStatus: to, createdAt: b.createdAt });
      }
      if (job.status === 'completed') {
        await tx.insert(payouts).values({ bookingId: b.id, providerId: provider.id, grossCents: b.subtotalCents, commissionCents, amountCents: b.payoutCents, status: 'paid', transferId: `tr_demo_${i}`, createdAt: b.completedAt!, paidAt: b.completedAt });
      }
      if (job.review) {
        await tx.insert(reviews).values({ bookingId: b.id, customerId: customer.id, providerId: provider.id, serviceId: service.id, rating: job.review.rating, review: job.review.text, createdAt: b.completedAt! });
      }
      if (job.status === 'accepted') {
        for (const m of CONVERSATION) {
          const senderId = m.from === 'customer' ? customer.id : provider.userId;
          const createdAt = new Date(Date.now() - m.hoursAgo * 3600_000);
          await tx.insert(bookingMessages).values({ bookingId: b.id, senderId, text: m.text, createdAt });
          // Each side has read up to its own last message: the provider has the customer's reply to read.
          await tx
            .insert(bookingMessageReads)
            .values({ bookingId: b.id, userId: senderId, lastReadAt: createdAt })
            .onConflictDoUpdate({ target: [bookingMessageReads.bookingId, bookingMessageReads.userId], set: { lastReadAt: createdAt } });
        }
      }
    }

    const { phonenumber, ...address } = ADDRESS;
    await tx.insert(customerAddresses).values({ userId: customer.id, ...address, phone: phonenumber, isDefault: true });
    // A Visa test card kept by the local gateway (with Stripe configured, the list shows Stripe's cards only).
    await tx.insert(localGatewayCustomers).values({ id: 'cus_local_demo', email: customerEmail }).onConflictDoNothing();
    await tx.insert(localGatewayPaymentMethods).values({ id: 'pm_local_demo_visa', customerId: 'cus_local_demo', card: 'pm_card_visa', brand: 'visa', last4: '4242' }).onConflictDoNothing();
    await tx.insert(paymentCustomers).values({ userId: customer.id, gateway: 'local', customerId: 'cus_local_demo' }).onConflictDoNothing();
    await tx.insert(savedPaymentMethods).values({ userId: customer.id, gateway: 'local', gatewayPaymentMethodId: 'pm_local_demo_visa', brand: 'visa', last4: '4242', fingerprint: localCardFingerprint('pm_card_visa'), isDefault: true }).onConflictDoNothing();
    for (const [i, slug] of WISHLIST.entries()) {
      const service = bySlug.get(slug);
      if (service) await tx.insert(wishlistItems).values({ userId: customer.id, serviceId: service.id, createdAt: new Date(Date.now() - (i + 1) * 86_400_000) });
    }
  });
}
