// Demo bookings so every area has something to show on first start, with every money state real at
// the local gateway: the demo customer's past jobs (paid out and reviewed; one with its payout held
// through the confirmation window, one with a problem reported, one disputed), a job happening now,
// upcoming ones (held, a card saved for a later hold, a hold that was declined), two cancellations
// (late, and while nobody had accepted) and an open request; plus the customer's saved address,
// test card and wishlist. Holds, captures and transfers go through the local gateway adapter, then
// their dates are moved back to when the story says they happened. The other demo professionals'
// completed jobs go through the same path here, so every charge of the demo is invoiced in one
// numbered sequence in the order it happened.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  customerRefund,
  forwardSortationArea,
  localDateTime,
  priceBooking,
  PROVINCE_TIME_ZONES,
  TEST_PAYMENT_METHODS,
  zonedTimeToInstant,
  type BookingStatus,
  type PayoutStatus,
} from '@hearth/shared/booking';
import type { TaxClass } from '@hearth/shared/tax';
import type { BookingAddress } from '@hearth/shared/bookings/wire';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../client';
import type { PaymentsAdapter } from '../../adapters/payments';
import { createLocalPayments, localCardFingerprint } from '../../adapters/payments/local';
import { seedDemoProfessionals } from './demo-professionals';
import { dollars } from '../../modules/bookings';
import { issueInvoiceForCharge } from '../../modules/invoices';
import {
  bookingEvents,
  bookingIssues,
  bookingMessageReads,
  bookingMessages,
  bookings,
  customerAddresses,
  localGatewayCustomers,
  localGatewayPaymentMethods,
  localGatewayPayments,
  localGatewayTransfers,
  paymentCustomers,
  payoutAccounts,
  payouts,
  providerServices,
  reviews,
  savedPaymentMethods,
  serviceProviders,
  services,
  users,
  wishlistItems,
} from '../schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const PHONE = '+14165550142';
const ADDRESSES = {
  home: { name: 'Chloé Tremblay', phonenumber: PHONE, street: '350 Front St W, Unit 1204', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 3Z9' },
  /** The apartment she is moving out of. */
  previous: { name: 'Chloé Tremblay', phonenumber: PHONE, street: '88 Blue Jays Way, Unit 2108', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 0L7' },
  /** Her parents' house, for the yard work a condo does not have. */
  parents: { name: 'Chloé Tremblay', phonenumber: PHONE, street: '27 Galley Ave', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M6R 1G9' },
  /** The family chalet in Québec, and her sister's condo in British Columbia: invoices with other taxes. */
  chalet: { name: 'Chloé Tremblay', phonenumber: PHONE, street: '145 Chemin du Lac-Supérieur', city: 'Mont-Tremblant', province: 'QC', country: 'Canada', postcode: 'J8E 1L2' },
  sister: { name: 'Chloé Tremblay', phonenumber: PHONE, street: '1055 Homer St, Unit 905', city: 'Vancouver', province: 'BC', country: 'Canada', postcode: 'V6B 1G3' },
} satisfies Record<string, BookingAddress>;

const CONCIERGE_NOTE = 'Concierge has a key; please sign in at the front desk.';
/** The demo customer's Visa, kept by the local gateway and listed with her saved cards. */
const DEMO_GATEWAY_CUSTOMER = 'cus_local_demo';
const DEMO_CARD = 'pm_local_demo_visa';

type Story =
  /** Waiting for a professional. */
  | { kind: 'open' }
  | { kind: 'accepted'; conversation?: boolean }
  /** Accepted; the hold on the card saved at booking was declined and the customer must choose another card. */
  | { kind: 'hold_failed' }
  | {
      kind: 'completed';
      review?: { rating: number; text: string; reply?: string };
      /** Reported inside the confirmation window, this long after the completion. */
      problem?: { hoursAfter: number; text: string };
      /** Disputed with the bank this long ago, after the payout had left. */
      dispute?: { daysAgo: number; reason: string };
    }
  /** Cancelled by the customer this long before the start, after a professional accepted it or while nobody had. */
  | { kind: 'cancelled'; accepted: boolean; hoursBefore: number; reason: string };

export interface DemoJob {
  slug: string;
  /**
   * Days from the seed on Toronto's calendar at `time`; 'now': half an hour ago, on a quarter hour;
   * 'soon': in two hours, on a quarter hour, so its professional can already say they are on the way;
   * 'hold-due': on the hour, CARD_HOLD_LEAD_DAYS ahead less three hours, so its hold came due (and
   * was tried once) three hours before the seed and the sweeper's next try is hours away.
   */
  day: number | 'now' | 'soon' | 'hold-due';
  time?: string;
  /** How long before the start the customer booked it. */
  bookedDaysBefore: number;
  /** One of the demo customer's addresses, or another customer's. */
  address: keyof typeof ADDRESSES | BookingAddress;
  note: string;
  story: Story;
  /** The booking's idempotency key; the demo customer's are numbered in JOBS. */
  key?: string;
}

/** Who books and pays (with the card the local gateway keeps for them) and who does the job. */
export interface DemoParties {
  customer: { id: string; email: string; locale?: 'en' | 'fr'; gatewayCustomerId: string; cardId: string };
  provider: { id: string; userId: string; payoutAccountId: string | null };
}

/** A job for customers and professionals other than the demo pair, seeded with theirs. */
export interface OtherDemoJob extends DemoParties {
  job: DemoJob;
}

// The e2e journeys rely on the first four as they are (their service, day, time, note and
// conversation); the others use services of their own so the journeys' finders stay unambiguous.
const JOBS: DemoJob[] = [
  {
    slug: 'tv-mounting',
    day: -40,
    time: '13:00',
    bookedDaysBefore: 5,
    address: 'home',
    note: CONCIERGE_NOTE,
    story: { kind: 'completed', review: { rating: 4, text: 'Mounted a 65" TV on a brick wall, hid the cables and cleaned up after. Arrived 15 minutes late but called ahead.' } },
  },
  {
    slug: 'deep-cleaning',
    day: -12,
    time: '09:00',
    bookedDaysBefore: 4,
    address: 'home',
    note: CONCIERGE_NOTE,
    story: { kind: 'completed', review: { rating: 5, text: 'Marcus was thorough: inside the oven and fridge, baseboards, even the window tracks. Our condo has not looked this good since we moved in.' } },
  },
  { slug: 'standard-house-cleaning', day: 4, time: '10:00', bookedDaysBefore: 6, address: 'home', note: CONCIERGE_NOTE, story: { kind: 'accepted', conversation: true } },
  // Further ahead than a hold lasts: the card is saved and held in the days before the job.
  { slug: 'bedroom-cleaning', day: 6, time: '14:00', bookedDaysBefore: 7, address: 'home', note: CONCIERGE_NOTE, story: { kind: 'open' } },
  // Happening now: Start and Complete are allowed at once (the booking journey does both).
  {
    slug: 'move-out-cleaning',
    day: 'now',
    bookedDaysBefore: 3,
    address: 'previous',
    note: 'Last day in the old unit: it is empty and the landlord inspects tomorrow at noon. The oven, fridge and bathroom grout need the most attention. Buzz 2108.',
    story: { kind: 'accepted' },
  },
  // Completed yesterday: captured, the payout held until the customer's confirmation window ends.
  {
    slug: 'furniture-assembly',
    day: -1,
    time: '15:00',
    bookedDaysBefore: 3,
    address: 'home',
    note: 'Two wardrobes and a dresser, still in their boxes in the bedroom. Please anchor the dresser to the wall.',
    story: { kind: 'completed' },
  },
  // A problem reported inside the window: the payout is frozen until an admin decides.
  {
    slug: 'leak-repair',
    day: -3,
    time: '10:00',
    bookedDaysBefore: 3,
    address: 'home',
    note: 'The kitchen tap drips all the time and there is water under the sink; the shut-off valve looks corroded.',
    story: {
      kind: 'completed',
      problem: {
        hoursAfter: 20,
        text: 'The tap started dripping again last night and there is still water pooling in the cabinet under the sink. The new shut-off valve also weeps when it is opened. Could someone come back to look at it?',
      },
    },
  },
  // Paid out, then disputed with the bank: the payout had already left, so the issue says so.
  {
    slug: 'drain-unclogging',
    day: -10,
    time: '11:00',
    bookedDaysBefore: 3,
    address: 'home',
    note: 'The bathroom sink and the tub both drain very slowly; a plunger did not help.',
    story: { kind: 'completed', dispute: { daysAgo: 2, reason: 'product_unacceptable' } },
  },
  // Cancelled the evening before, after Marcus accepted: half refunded, half his late-cancellation fee.
  {
    slug: 'hedge-trimming',
    day: -5,
    time: '10:00',
    bookedDaysBefore: 7,
    address: 'parents',
    note: 'Cedar hedge along the driveway, about 15 m. The side gate is unlocked; please take the clippings away.',
    story: { kind: 'cancelled', accepted: true, hoursBefore: 14.5, reason: 'My parents are away after all and nobody can open the garage for the clippings. Sorry for the short notice.' },
  },
  // The hold on the card saved at booking was declined: a new card is needed by the day before.
  // A hold is only tried from CARD_HOLD_LEAD_DAYS before a job, so this one is about that far ahead.
  {
    slug: 'lawn-aeration',
    day: 'hold-due',
    bookedDaysBefore: 9,
    address: 'parents',
    note: 'Front and back lawn, about 300 m². Please mark the sprinkler heads first: the flags are in the garage.',
    story: { kind: 'hold_failed' },
  },
  // Paid out weeks ago, away from Toronto: their tax invoices show Québec's GST and QST, and British Columbia's taxes.
  {
    slug: 'garden-maintenance',
    day: -20,
    time: '10:00',
    bookedDaysBefore: 4,
    address: 'chalet',
    note: 'Weed and mulch the front beds before we close the chalet for the season. The key is in the lockbox by the door, code 2580.',
    story: { kind: 'completed' },
  },
  {
    slug: 'handyman-services',
    day: -25,
    time: '11:00',
    bookedDaysBefore: 3,
    address: 'sister',
    note: 'My sister’s condo: patch the holes where the old TV mount was and rehang the bathroom door so it closes. Buzz 905.',
    story: { kind: 'completed' },
  },
  // Cancelled in full while nobody had accepted it: the hold was released.
  {
    slug: 'yard-clean-up',
    day: -13,
    time: '09:00',
    bookedDaysBefore: 3,
    address: 'parents',
    note: 'Leaves and fallen branches in the back yard, about 20 bags.',
    story: { kind: 'cancelled', accepted: false, hoursBefore: 50, reason: 'My brother cleared the yard over the weekend, so we no longer need this.' },
  },
  // Starting in two hours: the professional can tell the customer they are on the way (a journey does).
  {
    slug: 'office-cleaning',
    day: 'soon',
    bookedDaysBefore: 2,
    address: 'home',
    note: 'Our home office and the kitchenette next to it: desks, screens wiped, floors and the small washroom. The concierge has a key.',
    story: { kind: 'accepted' },
  },
];

const WISHLIST = ['move-out-cleaning', 'lawn-maintenance'];
const CONVERSATION: { from: 'customer' | 'provider'; text: string; hoursAgo: number }[] = [
  { from: 'provider', text: 'Hi Chloé, Marcus here. I will bring my own supplies; is there parking for a van near the building?', hoursAgo: 30 },
  { from: 'customer', text: 'Visitor parking is on P1, just give the concierge your plate number. See you Thursday!', hoursAgo: 29 },
];

type SeedContext = Pick<AppContext, 'db' | 'config' | 'storage'>;
type BookingRow = typeof bookings.$inferInsert;
type Role = 'customer' | 'system' | 'serviceprovider';

/** What every job's seeding shares: the transaction, the gateway on it, who is who, and the clock. */
interface Seeding extends DemoParties {
  tx: Tx;
  gateway: PaymentsAdapter;
  config: SeedContext['config'];
  now: number;
  services: Map<string, typeof services.$inferSelect>;
  /** The captures made, to invoice in the order they happened once every job is seeded. */
  charges: { bookingId: string; at: Date }[];
}

export async function seedDemoBookings(ctx: SeedContext, customerEmail: string, providerEmail: string) {
  // The other professionals and their customers must exist to be booked; their jobs not seeded yet come back.
  const others = await seedDemoProfessionals(ctx, providerEmail);
  const ours = await demoPair(ctx, customerEmail, providerEmail);
  if (!ours && others.length === 0) return;
  const slugs = [...JOBS.map((j) => j.slug), ...WISHLIST, ...others.map((o) => o.job.slug)];
  const rows = await ctx.db.select().from(services).where(inArray(services.slug, slugs));

  await ctx.db.transaction(async (tx) => {
    const shared = {
      tx,
      // The gateway writes in this transaction, so a failed seed leaves no hold or transfer behind.
      gateway: createLocalPayments(tx as Db, { holdDays: ctx.config.payments.localHoldDays }),
      config: ctx.config,
      now: Date.now(),
      services: new Map(rows.map((s) => [s.slug, s])),
      charges: [] as Seeding['charges'],
    };
    if (ours) {
      // The customer's saved card first: the holds below are placed on it.
      await saveDemoCard(tx, ours.customer);
      for (const [i, job] of JOBS.entries()) await seedJob({ ...shared, ...ours }, job, i);
    }
    for (const [i, other] of others.entries()) {
      await saveDemoCard(tx, other.customer);
      await seedJob({ ...shared, customer: other.customer, provider: other.provider }, other.job, JOBS.length + i);
    }
    // Each charge's tax invoice, as the capture would have issued it, numbered in the order they happened.
    for (const charge of shared.charges.sort((a, b) => a.at.getTime() - b.at.getTime())) {
      await issueInvoiceForCharge({ config: ctx.config }, tx, charge.bookingId, { issuedAt: charge.at });
    }
    if (!ours) return;

    const { phonenumber, ...address } = ADDRESSES.home;
    await tx.insert(customerAddresses).values({ userId: ours.customer.id, ...address, phone: phonenumber, isDefault: true });
    for (const [i, slug] of WISHLIST.entries()) {
      const service = shared.services.get(slug);
      if (service) await tx.insert(wishlistItems).values({ userId: ours.customer.id, serviceId: service.id, createdAt: new Date(shared.now - (i + 1) * DAY) });
    }
  });
}

/** The demo customer and provider, unless the customer's bookings are seeded already. */
async function demoPair(ctx: SeedContext, customerEmail: string, providerEmail: string): Promise<DemoParties | null> {
  const [customer] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, customerEmail));
  const [provider] = await ctx.db
    .select({ id: serviceProviders.id, userId: users.id })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(eq(users.email, providerEmail));
  if (!customer || !provider) return null;
  const [already] = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.customerId, customer.id)).limit(1);
  if (already) return null;
  const [account] = await ctx.db.select({ accountId: payoutAccounts.accountId }).from(payoutAccounts).where(eq(payoutAccounts.providerId, provider.id));
  return {
    customer: { id: customer.id, email: customerEmail, gatewayCustomerId: DEMO_GATEWAY_CUSTOMER, cardId: DEMO_CARD },
    provider: { ...provider, payoutAccountId: account?.accountId ?? null },
  };
}

/** A customer's Visa, kept by the local gateway and listed with their saved cards (once, however many jobs it pays). */
async function saveDemoCard(tx: Tx, customer: DemoParties['customer']) {
  await tx.insert(localGatewayCustomers).values({ id: customer.gatewayCustomerId, email: customer.email }).onConflictDoNothing();
  await tx.insert(localGatewayPaymentMethods).values({ id: customer.cardId, customerId: customer.gatewayCustomerId, card: TEST_PAYMENT_METHODS.visa, brand: 'visa', last4: '4242' }).onConflictDoNothing();
  await tx.insert(paymentCustomers).values({ userId: customer.id, gateway: 'local', customerId: customer.gatewayCustomerId }).onConflictDoNothing();
  await tx
    .insert(savedPaymentMethods)
    .values({ userId: customer.id, gateway: 'local', gatewayPaymentMethodId: customer.cardId, brand: 'visa', last4: '4242', fingerprint: localCardFingerprint(TEST_PAYMENT_METHODS.visa), isDefault: true })
    .onConflictDoNothing();
}

/** When the job starts (see DemoJob.day), on the wall clock where it is. */
function startOf(job: DemoJob, s: Seeding): Date {
  if (job.day === 'now') return new Date(Math.floor((s.now - 30 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
  if (job.day === 'soon') return new Date(Math.ceil((s.now + 2 * HOUR) / (15 * MINUTE)) * 15 * MINUTE);
  if (job.day === 'hold-due') return new Date(Math.floor((s.now - 3 * HOUR) / HOUR) * HOUR + s.config.bookings.holdLeadDays * DAY);
  const { province } = addressOf(job);
  const { date } = localDateTime(new Date(s.now + job.day * DAY), province);
  return zonedTimeToInstant(date, job.time ?? '10:00', PROVINCE_TIME_ZONES[province]);
}

const addressOf = (job: DemoJob): BookingAddress => (typeof job.address === 'string' ? ADDRESSES[job.address] : job.address);

/** What the booking row says about its card payment. */
interface PaymentState {
  paymentMethodId: string;
  paymentId: string | null;
  paymentStatus: NonNullable<BookingRow['paymentStatus']>;
  paymentError: string | null;
  chargeId: string | null;
  holdExpiresAt: Date | null;
  holdAttemptAt: Date | null;
  holdAttempts: number;
  cardUpdateDeadline: Date | null;
  capturedCents: number;
  refundedCents: number;
}

async function seedJob(s: Seeding, job: DemoJob, index: number) {
  const service = s.services.get(job.slug);
  if (!service) return;
  const rules = s.config.bookings;
  const story = job.story;
  const id = randomUUID();
  const startsAt = startOf(job, s);
  const endsAt = new Date(startsAt.getTime() + service.durationMinutes * MINUTE);
  const address = addressOf(job);
  const amounts = priceBooking({ unitPriceCents: service.startingPriceCents, quantity: 1, province: address.province, taxClass: service.taxClass as TaxClass, on: startsAt });
  const commissionCents = Math.round((amounts.subtotal * rules.commissionPercent) / 100);
  const payoutCents = amounts.subtotal - commissionCents;
  const total = amounts.total;

  // The story's moments, in order.
  const bookedAt = new Date(startsAt.getTime() - job.bookedDaysBefore * DAY);
  const assigned = story.kind === 'accepted' || story.kind === 'hold_failed' || story.kind === 'completed' || (story.kind === 'cancelled' && story.accepted);
  const acceptedAt = assigned ? new Date(bookedAt.getTime() + 3 * HOUR) : null;
  const startedAt = story.kind === 'completed' ? new Date(startsAt.getTime() + 5 * MINUTE) : null;
  const completedAt = story.kind === 'completed' ? new Date(endsAt.getTime() - 10 * MINUTE) : null;
  const confirmationEndsAt = completedAt ? new Date(completedAt.getTime() + rules.confirmationHours * HOUR) : null;
  const cancelledAt = story.kind === 'cancelled' ? new Date(startsAt.getTime() - story.hoursBefore * HOUR) : null;
  const cancellation = story.kind === 'cancelled' ? customerRefund({ totalCents: total, startsAt, started: false, assigned: story.accepted, now: cancelledAt! }) : null;

  const payment = await pay(s, id, {
    total,
    startsAt,
    bookedAt,
    // The hold is settled at the completion (the capture) or the cancellation (what the policy keeps).
    settle: completedAt ? { at: new Date(completedAt.getTime() + MINUTE), captureCents: total } : cancelledAt ? { at: cancelledAt, captureCents: total - cancellation!.refundCents } : null,
    declines: story.kind === 'hold_failed',
  });

  const problemReportedAt = story.kind === 'completed' && story.problem ? new Date(completedAt!.getTime() + story.problem.hoursAfter * HOUR) : null;
  const disputedAt = story.kind === 'completed' && story.dispute ? new Date(s.now - story.dispute.daysAgo * DAY) : null;
  if (payment.paymentStatus === 'captured') s.charges.push({ bookingId: id, at: (completedAt ? new Date(completedAt.getTime() + MINUTE) : cancelledAt)! });
  await s.tx.insert(bookings).values({
    id,
    customerId: s.customer.id,
    serviceId: service.id,
    providerId: assigned ? s.provider.id : null,
    status: statusOf(story),
    idempotencyKey: job.key ?? `demo-${index}`,
    startsAt,
    endsAt,
    quantity: 1,
    address,
    fsa: forwardSortationArea(address.postcode),
    ...(s.customer.locale ? { locale: s.customer.locale } : {}),
    cityKey: `${address.city.toLowerCase()}|${address.province}`,
    province: address.province,
    note: job.note,
    phone: address.phonenumber,
    email: s.customer.email,
    zipcode: address.postcode,
    unitPriceCents: service.startingPriceCents,
    subtotalCents: amounts.subtotal,
    discountCents: 0,
    taxCents: amounts.tax,
    totalCents: total,
    taxes: amounts.taxes,
    taxClass: service.taxClass,
    payoutCents,
    commissionCents,
    ...payment,
    confirmationEndsAt,
    problemReportedAt,
    disputedAt,
    acceptedAt,
    startedAt,
    completedAt,
    cancelledAt,
    cancelReason: story.kind === 'cancelled' ? story.reason : null,
    createdAt: bookedAt,
    updatedAt: new Date(Math.max(...[bookedAt, acceptedAt, completedAt, cancelledAt, problemReportedAt, disputedAt].map((d) => d?.getTime() ?? 0))),
  });

  const customerActor = { id: s.customer.id, role: 'customer' as const };
  const providerActor = { id: s.provider.userId, role: 'serviceprovider' as const };
  const steps: [BookingStatus | null, BookingStatus, { id: string | null; role: Role }, Date, string?][] = [
    [null, 'pending_payment', customerActor, bookedAt],
    ['pending_payment', 'open', { id: null, role: 'system' }, new Date(bookedAt.getTime() + 2_000)],
  ];
  if (acceptedAt) steps.push(['open', 'accepted', providerActor, acceptedAt]);
  if (startedAt && completedAt) steps.push(['accepted', 'in_progress', providerActor, startedAt], ['in_progress', 'completed', providerActor, completedAt]);
  if (cancelledAt && story.kind === 'cancelled') steps.push([acceptedAt ? 'accepted' : 'open', 'cancelled', customerActor, cancelledAt, story.reason]);
  for (const [fromStatus, toStatus, actor, createdAt, reason] of steps) {
    await s.tx.insert(bookingEvents).values({ bookingId: id, actorId: actor.id, actorRole: actor.role, fromStatus, toStatus, reason: reason ?? null, createdAt });
  }

  // The provider's share: a completed job's payout, or their part of a late cancellation fee.
  let payoutSent = false;
  if (story.kind === 'completed') {
    const { status, paidAt } = payoutOutcome(s, confirmationEndsAt!, problemReportedAt ?? disputedAt);
    payoutSent = status === 'paid';
    await recordPayout(s, { bookingId: id, chargeId: payment.chargeId!, kind: 'job', grossCents: amounts.subtotal, commissionCents, createdAt: completedAt!, payableAt: confirmationEndsAt!, status, paidAt });
  } else if (cancellation?.policy === 'partial' && story.kind === 'cancelled' && story.accepted) {
    // As a late cancellation is recorded: the commission shrinks with the share of the price kept.
    const kept = (total - cancellation.refundCents) / total;
    const gross = Math.round(amounts.subtotal * kept);
    const commission = Math.round(commissionCents * kept);
    await recordPayout(s, { bookingId: id, chargeId: payment.chargeId!, kind: 'late_cancellation', grossCents: gross, commissionCents: commission, createdAt: cancelledAt!, payableAt: cancelledAt!, status: 'paid', paidAt: new Date(cancelledAt!.getTime() + 2 * MINUTE) });
  }

  if (story.kind === 'completed' && story.problem) {
    await s.tx.insert(bookingIssues).values({ bookingId: id, kind: 'problem_report', description: story.problem.text, createdAt: problemReportedAt!, updatedAt: problemReportedAt! });
  }
  if (story.kind === 'completed' && story.dispute) {
    const event = await s.gateway.simulator!.dispute(payment.paymentId!, story.dispute.reason);
    if (event.type === 'dispute_created') {
      const sent = payoutSent ? ` The payout of ${dollars(payoutCents)} had already been sent.` : '';
      const description = `The cardholder disputed ${dollars(event.amountCents)} with their bank (reason: ${event.reason}).${sent}`;
      await s.tx.insert(bookingIssues).values({ bookingId: id, kind: 'dispute', description, gatewayRef: event.disputeId, createdAt: disputedAt!, updatedAt: disputedAt! });
    }
  }
  if (story.kind === 'completed' && story.review) {
    const reviewedAt = new Date(completedAt!.getTime() + 4 * HOUR);
    const { rating, text, reply } = story.review;
    await s.tx.insert(reviews).values({
      bookingId: id,
      customerId: s.customer.id,
      providerId: s.provider.id,
      serviceId: service.id,
      rating,
      review: text,
      reply: reply ?? null,
      repliedAt: reply ? new Date(reviewedAt.getTime() + 20 * HOUR) : null,
      createdAt: reviewedAt,
    });
  }
  if (assigned) {
    // The professional took it, so it is one of the services they offer.
    await s.tx.insert(providerServices).values({ providerId: s.provider.id, serviceId: service.id }).onConflictDoNothing();
  }
  if (story.kind === 'accepted' && story.conversation) await seedConversation(s, id);
}

function statusOf(story: Story): BookingStatus {
  if (story.kind === 'hold_failed') return 'accepted';
  return story.kind;
}

/**
 * The card's path through the gateway, as the booking service and the sweeper would have taken it:
 * a hold at booking when the job was within CARD_HOLD_LEAD_DAYS, otherwise the card saved and held
 * from that many days before the job (every CARD_HOLD_RETRY_HOURS while it is declined); then the
 * hold settled at the completion or the cancellation. Gateway rows are dated to the story.
 */
async function pay(
  s: Seeding,
  bookingId: string,
  job: { total: number; startsAt: Date; bookedAt: Date; settle: { at: Date; captureCents: number } | null; declines: boolean },
): Promise<PaymentState> {
  const { holdLeadDays, cardUpdateDeadlineHours, holdRetryHours } = s.config.bookings;
  const holdDays = s.config.payments.localHoldDays;
  const state: PaymentState = {
    paymentMethodId: s.customer.cardId,
    paymentId: null,
    paymentStatus: 'authorized',
    paymentError: null,
    chargeId: null,
    holdExpiresAt: null,
    holdAttemptAt: null,
    holdAttempts: 0,
    cardUpdateDeadline: null,
    capturedCents: 0,
    refundedCents: 0,
  };
  const holdFrom = new Date(job.startsAt.getTime() - holdLeadDays * DAY);
  const savedFirst = holdFrom > job.bookedAt;
  const common = { amountCents: job.total, description: `Hearth booking ${bookingId}`, metadata: { bookingId }, customerId: s.customer.gatewayCustomerId };

  if (savedFirst) {
    // A new card that only fails without the customer there (a later hold) for the declined story.
    const card = job.declines ? TEST_PAYMENT_METHODS.declinesLater : s.customer.cardId;
    const saved = await s.gateway.saveCardForLater({ customerId: s.customer.gatewayCustomerId, paymentMethodId: card, idempotencyKey: `booking-card-${bookingId}`, metadata: { bookingId } });
    if (saved.status !== 'saved') throw new Error(`demo seed: the local gateway did not save ${card}`);
    state.paymentMethodId = saved.paymentMethodId;
    state.paymentStatus = 'card_saved';
    state.cardUpdateDeadline = new Date(job.startsAt.getTime() - cardUpdateDeadlineHours * HOUR);
    state.holdAttemptAt = holdFrom;
    // The demo's settled jobs were all held first; one settled before its hold would never charge the card.
    if (job.settle && job.settle.at < holdFrom) throw new Error(`demo seed: booking ${bookingId} is settled before its card is held`);
    // Not due yet: the sweeper holds the card later.
    if (holdFrom.getTime() > s.now) return state;
  }

  const retry = holdRetryHours * HOUR;
  let attempt = 0;
  let heldAt = savedFirst ? holdFrom : job.bookedAt;
  for (;;) {
    attempt += savedFirst ? 1 : 0;
    const result = await s.gateway.authorize({
      ...common,
      paymentMethodId: state.paymentMethodId,
      idempotencyKey: savedFirst ? `booking-${bookingId}-hold-${attempt}` : `booking-${bookingId}`,
      offSession: savedFirst,
    });
    if (result.status === 'authorized') {
      state.paymentId = result.paymentId;
      break;
    }
    if (result.status !== 'declined' || !savedFirst) throw new Error(`demo seed: the local gateway answered ${result.status} to a hold`);
    // Declined without the customer: tried again every few hours until the card update deadline.
    await dateGatewayPayment(s, result.paymentId!, { createdAt: heldAt, updatedAt: heldAt, expiresAt: null });
    state.paymentStatus = 'hold_failed';
    state.paymentError = result.message;
    state.holdAttempts = attempt;
    state.holdAttemptAt = new Date(heldAt.getTime() + retry);
    if (state.holdAttemptAt.getTime() > s.now) return state;
    heldAt = state.holdAttemptAt;
  }

  state.paymentStatus = 'authorized';
  state.holdAttempts = attempt;
  state.holdAttemptAt = null;
  state.cardUpdateDeadline = null;
  state.holdExpiresAt = new Date(heldAt.getTime() + holdDays * DAY);
  if (!job.settle) {
    await dateGatewayPayment(s, state.paymentId!, { createdAt: heldAt, updatedAt: heldAt, expiresAt: state.holdExpiresAt });
    return state;
  }
  const settled = await s.gateway.settle(state.paymentId!, job.settle.captureCents);
  await dateGatewayPayment(s, state.paymentId!, { createdAt: heldAt, updatedAt: job.settle.at, expiresAt: state.holdExpiresAt });
  state.refundedCents = job.total - job.settle.captureCents;
  if (settled.status === 'released') state.paymentStatus = 'released';
  else if (settled.status === 'captured') {
    state.paymentStatus = 'captured';
    state.chargeId = settled.chargeId;
    state.capturedCents = settled.capturedCents;
  } else throw new Error(`demo seed: the local gateway could not settle a demo hold (${settled.message})`);
  return state;
}

/** The gateway stamps its rows with the time of the call; the demo's happened days or weeks ago. */
async function dateGatewayPayment(s: Seeding, paymentId: string, at: { createdAt: Date; updatedAt: Date; expiresAt: Date | null }) {
  await s.tx.update(localGatewayPayments).set(at).where(eq(localGatewayPayments.id, paymentId));
}

/**
 * Where a completed job's payout stands now: released when the confirmation window closed and paid
 * by the next sweep; frozen by a problem report or a dispute before that; otherwise still held.
 */
function payoutOutcome(s: Seeding, payableAt: Date, frozenAt: Date | null): { status: PayoutStatus; paidAt: Date | null } {
  const paidAt = new Date(payableAt.getTime() + 2 * MINUTE);
  // A dispute after the payout left does not call it back: its issue tells the admin it had been sent.
  if (frozenAt && frozenAt < paidAt) return { status: 'frozen', paidAt: null };
  if (payableAt.getTime() > s.now) return { status: 'held', paidAt: null };
  return { status: 'paid', paidAt };
}

/** A payout row, and for a paid one its transfer at the gateway, funded by the booking's charge. */
async function recordPayout(
  s: Seeding,
  p: { bookingId: string; chargeId: string; kind: 'job' | 'late_cancellation'; grossCents: number; commissionCents: number; createdAt: Date; payableAt: Date; status: PayoutStatus; paidAt: Date | null },
) {
  const payoutId = randomUUID();
  const amountCents = p.grossCents - p.commissionCents;
  let { status, paidAt } = p;
  let transferId: string | null = null;
  let lastError: string | null = null;
  if (status === 'paid') {
    if (s.provider.payoutAccountId) {
      const transfer = await s.gateway.transfer({
        accountId: s.provider.payoutAccountId,
        amountCents,
        idempotencyKey: `payout-${payoutId}`,
        description: `Hearth payout for booking ${p.bookingId}`,
        sourceTransaction: p.chargeId,
      });
      transferId = transfer.transferId;
      await s.tx.update(localGatewayTransfers).set({ createdAt: paidAt! }).where(eq(localGatewayTransfers.id, transferId));
    } else {
      // As the payout job does without an account: nothing left, and admins retry it later.
      status = 'failed';
      paidAt = null;
      lastError = 'The provider has no payout account yet';
    }
  }
  await s.tx.insert(payouts).values({
    id: payoutId,
    bookingId: p.bookingId,
    providerId: s.provider.id,
    kind: p.kind,
    grossCents: p.grossCents,
    commissionCents: p.commissionCents,
    amountCents,
    status,
    payableAt: p.payableAt,
    transferId,
    lastError,
    createdAt: p.createdAt,
    paidAt,
  });
}

async function seedConversation(s: Seeding, bookingId: string) {
  for (const m of CONVERSATION) {
    const senderId = m.from === 'customer' ? s.customer.id : s.provider.userId;
    const createdAt = new Date(s.now - m.hoursAgo * HOUR);
    await s.tx.insert(bookingMessages).values({ bookingId, senderId, text: m.text, createdAt });
    // Each side has read up to its own last message: the provider has the customer's reply to read.
    await s.tx
      .insert(bookingMessageReads)
      .values({ bookingId, userId: senderId, lastReadAt: createdAt })
      .onConflictDoUpdate({ target: [bookingMessageReads.bookingId, bookingMessageReads.userId], set: { lastReadAt: createdAt } });
  }
}
