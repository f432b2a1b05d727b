// The one place booking rows become their wire shapes: the customer's Booking, the provider's
// AvailableBooking (no street, no contact) and ProviderJob (everything they need to do the job).
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AvailableBooking, Booking, BookingHistoryEntry, BookingReview, BookingServiceRef, PendingReschedule, ProviderJob } from '@hearth/shared/bookings/wire';
import type { ProvinceCode } from '@hearth/shared/constants';
import type { Locale } from '@hearth/shared/locale';
import type { ProfessionalCard } from '@hearth/shared/professionals/wire';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { bookingEvents, bookings, reviews, services } from '../../db/schema';
import { imageUrls } from '../../plugins/uploads';
import { localized } from '../catalog';
import { professionalCards, shortName } from '../professionals';

type BookingRow = typeof bookings.$inferSelect;

/** What every view selects: the booking, its service, its provider's public name and its review. */
export const bookingViewColumns = {
  booking: bookings,
  service: { id: services.id, name: services.name, nameFr: services.nameFr, slug: services.slug, image: services.image },
  // Customers see a first name and initial, never the professional's surname (public profiles do the same).
  providerName: sql<{ first: string; last: string } | null>`(select json_build_object('first', u.first_name, 'last', u.last_name) from service_providers sp join users u on u.id = sp.user_id where sp.id = ${bookings.providerId})`,
  reviewRating: reviews.rating,
  reviewText: reviews.review,
  reviewedAt: reviews.createdAt,
  // The conversation's unread counts for each side: the other party's messages after
  // the side last read it. Admins read threads without moving either mark.
  unreadForCustomer: sql<number>`(select count(*)::int from booking_messages m where m.booking_id = ${bookings.id} and m.sender_id <> ${bookings.customerId}
    and m.created_at > coalesce((select r.last_read_at from booking_message_reads r where r.booking_id = ${bookings.id} and r.user_id = ${bookings.customerId}), '-infinity'))`,
  unreadForProvider: sql<number>`(select count(*)::int from booking_messages m where m.booking_id = ${bookings.id} and m.sender_id = ${bookings.customerId}
    and m.created_at > coalesce((select r.last_read_at from booking_message_reads r join service_providers sp on sp.user_id = r.user_id
      where r.booking_id = ${bookings.id} and sp.id = ${bookings.providerId}), '-infinity'))`,
  // The customer's proposal to move the job, while unanswered by the professional it was made to
  // (at most one: a unique partial index); a cancelled or reassigned job has none to answer.
  pendingReschedule: sql<{ id: string; to_starts_at: string; to_ends_at: string; created_at: string } | null>`(select json_build_object('id', r.id, 'to_starts_at', r.to_starts_at, 'to_ends_at', r.to_ends_at, 'created_at', r.created_at)
    from booking_reschedules r where r.booking_id = ${bookings.id} and r.status = 'pending' and r.provider_id = ${bookings.providerId} and ${bookings.status} = 'accepted')`,
};

export type BookingView = {
  booking: BookingRow;
  service: { id: string; name: string; nameFr: string | null; slug: string; image: string | null };
  providerName: { first: string; last: string } | null;
  reviewRating: number | null;
  reviewText: string | null;
  reviewedAt: Date | null;
  unreadForCustomer: number;
  unreadForProvider: number;
  pendingReschedule: { id: string; to_starts_at: string; to_ends_at: string; created_at: string } | null;
};

/** Selects booking views matching `where`, newest first unless `order` says otherwise. */
export function selectBookingViews(db: Tx, where: SQL | undefined, order: SQL[] = [desc(bookings.createdAt), desc(bookings.id)]) {
  return db
    .select(bookingViewColumns)
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where)
    .orderBy(...order);
}

/**
 * A page of booking views, each row also carrying how many rows match in all (`matching`, a window
 * over the same scan): a list costs one statement instead of a page and a count.
 */
export function selectBookingViewPage(db: Tx, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ ...bookingViewColumns, matching: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(where)
    .orderBy(...order);
}

export async function loadBookingView(db: Tx, bookingId: string): Promise<BookingView | null> {
  const [row] = await selectBookingViews(db, and(eq(bookings.id, bookingId)));
  return row ?? null;
}

/** The booked service as the reader names it: its French name on a French page, once translated. */
function serviceRef(ctx: Pick<AppContext, 'config'>, s: Pick<BookingView['service'], 'id' | 'name' | 'slug' | 'image'> & { nameFr?: string | null }, locale: Locale): BookingServiceRef {
  return { _id: s.id, name: localized(locale, s.name, s.nameFr), slug: s.slug, image: s.image ? imageUrls(ctx.config, 'catalog', s.image) : null };
}

function reviewOf(v: BookingView): BookingReview | null {
  return v.reviewRating !== null && v.reviewText !== null && v.reviewedAt ? { rating: v.reviewRating, review: v.reviewText, createdAt: v.reviewedAt.toISOString() } : null;
}

/** The pending proposal as ISO instants (json_build_object writes timestamps in Postgres's own format). */
function rescheduleOf(v: BookingView): PendingReschedule | null {
  const r = v.pendingReschedule;
  if (!r) return null;
  const iso = (t: string) => new Date(t).toISOString();
  return { id: r.id, toStartsAt: iso(r.to_starts_at), toEndsAt: iso(r.to_ends_at), requestedAt: iso(r.created_at) };
}

/** The assigned professionals' cards for a page of bookings, in one batch (not one query per row). */
export function bookingProfessionals(ctx: Pick<AppContext, 'config'> & { db: Tx }, views: readonly Pick<BookingView, 'booking'>[], locale: Locale = 'en') {
  return professionalCards(ctx, views.flatMap((v) => (v.booking.providerId ? [v.booking.providerId] : [])), locale);
}

/** `professionals` holds the assigned professional's card (bookingProfessionals); without it the booking shows none. */
export function toBooking(ctx: Pick<AppContext, 'config'>, v: BookingView, locale: Locale = 'en', professionals: ReadonlyMap<string, ProfessionalCard> = new Map()): Booking {
  const b = v.booking;
  return {
    _id: b.id,
    status: b.status,
    service: serviceRef(ctx, v.service, locale),
    scheduledAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    quantity: b.quantity,
    address: b.address,
    note: b.note,
    onTheWay: onTheWayOf(b),
    phonenumber: b.phone,
    email: b.email,
    zipcode: b.zipcode,
    discountCode: b.discountCode,
    amounts: { subtotal: b.subtotalCents, discount: b.discountCents, tax: b.taxCents, total: b.totalCents, taxes: b.taxes },
    refundedCents: b.refundedCents,
    chargedCents: b.capturedCents,
    payment: {
      status: b.paymentStatus,
      holdFrom: b.paymentStatus === 'card_saved' ? (b.holdAttemptAt?.toISOString() ?? null) : null,
      cardUpdateDeadline: b.paymentStatus === 'hold_failed' ? (b.cardUpdateDeadline?.toISOString() ?? null) : null,
      error: b.paymentStatus === 'hold_failed' || b.paymentStatus === 'failed' ? b.paymentError : null,
    },
    confirmation: b.status === 'completed' && b.confirmationEndsAt ? { endsAt: b.confirmationEndsAt.toISOString(), problemReportedAt: b.problemReportedAt?.toISOString() ?? null } : null,
    provider: b.providerId && v.providerName !== null ? { _id: b.providerId, name: shortName(v.providerName.first, v.providerName.last, 'Former professional') } : null,
    professional: b.providerId ? (professionals.get(b.providerId) ?? null) : null,
    review: reviewOf(v),
    createdAt: b.createdAt.toISOString(),
    unreadMessages: v.unreadForCustomer,
    reschedule: rescheduleOf(v),
  };
}

export function toAvailableBooking(
  ctx: Pick<AppContext, 'config'>,
  v: Pick<BookingView, 'booking' | 'service'> & { outsideAvailability: AvailableBooking['outsideAvailability'] },
  locale: Locale = 'en',
): AvailableBooking {
  const b = v.booking;
  return {
    _id: b.id,
    service: serviceRef(ctx, v.service, locale),
    scheduledAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    quantity: b.quantity,
    area: { fsa: b.fsa, city: b.address.city, province: b.province as ProvinceCode },
    payoutCents: b.payoutCents,
    paymentSecured: paymentSecured(b),
    note: b.note,
    outsideAvailability: v.outsideAvailability,
  };
}

/** Only an accepted job is still on its way: once started the professional has arrived. */
const onTheWayOf = (b: BookingRow) => (b.status === 'accepted' && b.onTheWayAt && b.arrivalEta ? { at: b.onTheWayAt.toISOString(), arrivalEta: b.arrivalEta.toISOString() } : null);

/** The card is held (or already charged) for the job, not only saved for a hold placed later. */
const paymentSecured = (b: BookingRow) => b.paymentStatus === 'authorized' || b.paymentStatus === 'captured';

/** When the provider may start the job: from a window before the start until a grace period after its end. */
export function startWindow(config: Pick<AppContext, 'config'>['config'], b: Pick<BookingRow, 'startsAt' | 'endsAt'>) {
  return {
    opensAt: new Date(b.startsAt.getTime() - config.bookings.startWindowMinutes * 60_000),
    closesAt: new Date(b.endsAt.getTime() + config.bookings.startGraceMinutes * 60_000),
  };
}

export function toProviderJob(ctx: Pick<AppContext, 'config'>, v: BookingView, locale: Locale = 'en'): ProviderJob {
  const b = v.booking;
  const window = startWindow(ctx.config, b);
  return {
    _id: b.id,
    status: b.status,
    service: serviceRef(ctx, v.service, locale),
    scheduledAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    quantity: b.quantity,
    address: b.address,
    note: b.note,
    onTheWay: onTheWayOf(b),
    customer: { name: b.address.name, phonenumber: b.phone },
    payoutCents: b.payoutCents,
    paymentSecured: paymentSecured(b),
    startOpensAt: window.opensAt.toISOString(),
    startClosesAt: window.closesAt.toISOString(),
    review: reviewOf(v),
    unreadMessages: v.unreadForProvider,
    reschedule: rescheduleOf(v),
  };
}

export async function bookingHistory(db: Tx, bookingId: string): Promise<BookingHistoryEntry[]> {
  const rows = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.id);
  return rows.map((r) => ({
    from: r.fromStatus,
    to: r.toStatus,
    by: r.actorRole as BookingHistoryEntry['by'],
    reason: r.reason,
    at: r.createdAt.toISOString(),
    kind: r.kind,
    detail: r.detail ?? null,
  }));
}
