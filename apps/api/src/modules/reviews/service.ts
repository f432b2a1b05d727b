// Reviews: a customer rates a completed job once; providers and service pages show them.
import { and, avg, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Paged } from '@hearth/shared/wire';
import type { PublicReview, ReceivedReviews, Review, ReviewSummary } from '@hearth/shared/reviews/contract';
import type { AppContext } from '../../context';
import { bookings, reviews, serviceProviders, services, users } from '../../db/schema';
import { cachedEnvelope, forgetCached } from '../../plugins/envelope-cache';
import { AppError } from '../../plugins/errors';
import { alias } from 'drizzle-orm/pg-core';
import { workingProvider } from '../bookings';

const customerUser = alias(users, 'customer_user');
const providerUser = alias(users, 'provider_user');

const reviewColumns = {
  review: reviews,
  service: { id: services.id, name: services.name, slug: services.slug },
  customerFirst: customerUser.firstName,
  customerLast: customerUser.lastName,
  providerFirst: providerUser.firstName,
  providerLast: providerUser.lastName,
};

/** Cache keys of the service pages' reviews (plugins/envelope-cache). */
const REVIEWS_KEY = 'reviews:';

function selectReviews(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .innerJoin(customerUser, eq(customerUser.id, reviews.customerId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, reviews.providerId))
    .innerJoin(providerUser, eq(providerUser.id, serviceProviders.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** Public pages show first names and an initial only ('Maya R.'); an erased account has no name left. */
const shortName = (first: string, last: string, erased: string) => (first ? `${first}${last ? ` ${last[0]!.toUpperCase()}.` : ''}` : erased);

function toReview(r: Awaited<ReturnType<typeof selectReviews>>[number]): Review {
  return {
    _id: r.review.id,
    bookingId: r.review.bookingId,
    rating: r.review.rating,
    review: r.review.review,
    createdAt: r.review.createdAt.toISOString(),
    service: { _id: r.service.id, name: r.service.name, slug: r.service.slug },
    customerName: shortName(r.customerFirst, r.customerLast, 'Former customer'),
    providerName: shortName(r.providerFirst, r.providerLast, 'Former professional'),
  };
}

/** What a service page shows to anyone: the booking behind a review stays with its customer and provider. */
function toPublicReview(r: Awaited<ReturnType<typeof selectReviews>>[number]): PublicReview {
  const { bookingId: _private, ...review } = toReview(r);
  return review;
}

async function summary(ctx: AppContext, where: SQL) {
  const [row] = await ctx.db.select({ average: avg(reviews.rating), n: count() }).from(reviews).where(where);
  return { average: row?.n ? Math.round(Number(row.average) * 10) / 10 : null, count: row?.n ?? 0 };
}

export async function createReview(ctx: AppContext, customerId: string, input: { bookingId: string; rating: number; review: string }): Promise<Review> {
  const [booking] = await ctx.db.select().from(bookings).where(and(eq(bookings.id, input.bookingId), eq(bookings.customerId, customerId)));
  if (!booking) throw new AppError(404, 'Booking not found');
  if (booking.status !== 'completed' || !booking.providerId) throw new AppError(400, 'You can review a job once it is completed');
  // The booking_id key makes "once" hold even for two submits at the same moment.
  const [created] = await ctx.db
    .insert(reviews)
    .values({ bookingId: booking.id, customerId, providerId: booking.providerId, serviceId: booking.serviceId, rating: input.rating, review: input.review })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!created) throw new AppError(409, 'You have already reviewed this booking');
  forgetCached(ctx.db, REVIEWS_KEY); // the author sees it on the service page at once
  const [row] = await selectReviews(ctx, eq(reviews.id, created.id));
  return toReview(row!);
}

async function page(ctx: AppContext, where: SQL, pageNo: number, size: number): Promise<Paged<Review>> {
  const [rows, [total]] = await Promise.all([
    selectReviews(ctx, where)
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ n: count() }).from(reviews).where(where),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map(toReview), total: n, pageNo, size, pages: Math.max(1, Math.ceil(n / size)) };
}

export const listMyReviews = (ctx: AppContext, customerId: string, pageNo: number, size: number) => page(ctx, eq(reviews.customerId, customerId), pageNo, size);

const RECENT_ON_SERVICE_PAGE = 6;

async function serviceReviews(ctx: AppContext, slug: string): Promise<ReviewSummary> {
  const [service] = await ctx.db.select({ id: services.id }).from(services).where(and(eq(services.slug, slug), eq(services.active, true)));
  if (!service) throw new AppError(404, 'Service not found');
  const where = eq(reviews.serviceId, service.id);
  const [stats, rows] = await Promise.all([summary(ctx, where), selectReviews(ctx, where).limit(RECENT_ON_SERVICE_PAGE)]);
  return { ...stats, reviews: rows.map(toPublicReview) };
}

/**
 * A service page's rating summary and latest reviews: read on every visit, and its summary counts
 * every review of the service (thousands on a busy one), so it is kept like the page itself.
 */
export const cachedServiceReviews = (ctx: AppContext, slug: string) => {
  const key = slug.toLowerCase();
  return cachedEnvelope(ctx.db, `${REVIEWS_KEY}${key}`, () => serviceReviews(ctx, key));
};

export async function providerReviews(ctx: AppContext, userId: string, pageNo: number, size: number): Promise<ReceivedReviews> {
  const provider = await workingProvider(ctx, userId);
  const where = eq(reviews.providerId, provider.id);
  const [stats, list] = await Promise.all([summary(ctx, where), page(ctx, where, pageNo, size)]);
  return { ...stats, reviews: list.items, pageNo, pages: list.pages, total: list.total };
}
