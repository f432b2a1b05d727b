// Reviews: a customer rates a completed job's professional once; the professional may answer once
// in public; anyone signed in may report one to admins. Service pages, a professional's profile, the
// customer's list and the provider's received reviews show them; a review admins hid counts nowhere
// and shows only to its author and its professional.
import { and, avg, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Paged } from '@hearth/shared/wire';
import type { ProfessionalReviews, PublicReview, ReceivedReviews, Review, ReviewReportInput, ReviewSummary } from '@hearth/shared/reviews/contract';
import type { AppContext } from '../../context';
import { bookings, reviewReports, reviews, serviceProviders, services, users } from '../../db/schema';
import { cachedEnvelope, forgetCached } from '../../plugins/envelope-cache';
import { AppError } from '../../plugins/errors';
import { alias } from 'drizzle-orm/pg-core';
import { workingProvider } from '../bookings';
import { forgetHomeHighlights, providerRating, shortName } from '../professionals';

const customerUser = alias(users, 'customer_user');
const providerUser = alias(users, 'provider_user');

const reviewColumns = {
  review: reviews,
  service: { id: services.id, name: services.name, slug: services.slug },
  customerFirst: customerUser.firstName,
  customerLast: customerUser.lastName,
  providerFirst: providerUser.firstName,
  providerLast: providerUser.lastName,
  lang: bookings.locale,
};

/** Cache keys of the service pages' reviews (plugins/envelope-cache). */
const REVIEWS_KEY = 'reviews:';

function selectReviews(ctx: AppContext, where: SQL | undefined) {
  return ctx.db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(customerUser, eq(customerUser.id, reviews.customerId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, reviews.providerId))
    .innerJoin(providerUser, eq(providerUser.id, serviceProviders.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}


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
    reply: r.review.reply && r.review.repliedAt ? { text: r.review.reply, repliedAt: r.review.repliedAt.toISOString() } : null,
    hidden: r.review.hiddenAt !== null,
    lang: r.lang,
  };
}

/** What a service page shows to anyone: the booking behind a review stays with its customer and provider. */
function toPublic(r: Review): PublicReview {
  const { bookingId: _private, hidden: _alwaysFalse, ...review } = r;
  return review;
}
const toPublicReview = (r: Awaited<ReturnType<typeof selectReviews>>[number]) => toPublic(toReview(r));

/** What everyone but the author and the professional may see: admins hid the rest. */
const visible = (where: SQL) => and(where, isNull(reviews.hiddenAt))!;

/** Every cached page that counts or lists reviews: a new, answered or hidden review shows at once. */
export function forgetReviewCaches(ctx: AppContext) {
  forgetCached(ctx.db, REVIEWS_KEY);
  // The home page quotes recent reviews and professionals' ratings: a new, answered or hidden review shows there at once.
  forgetHomeHighlights(ctx.db);
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
  const where = visible(eq(reviews.serviceId, service.id));
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
  // They still see a hidden review of their work (marked), but it no longer counts in their rating.
  const [stats, list] = await Promise.all([summary(ctx, visible(where)), page(ctx, where, pageNo, size)]);
  return { ...stats, reviews: list.items, pageNo, pages: list.pages, total: list.total };
}

/** The job's professional answers in public, once: the reply cannot be edited afterwards. */
export async function replyToReview(ctx: AppContext, userId: string, reviewId: string, text: string): Promise<Review> {
  const provider = await workingProvider(ctx, userId);
  // Someone else's review is "not found": a provider must not learn which reviews exist.
  const [target] = await ctx.db.select({ reply: reviews.reply }).from(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.providerId, provider.id)));
  if (!target) throw new AppError(404, 'Review not found');
  // Two replies at the same moment: the condition lets exactly one of them in.
  const [updated] = await ctx.db
    .update(reviews)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.providerId, provider.id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!updated) throw new AppError(409, 'You have already replied to this review');
  forgetReviewCaches(ctx);
  const [row] = await selectReviews(ctx, eq(reviews.id, reviewId));
  return toReview(row!);
}

/** Asks admins to look at a visible review; its author cannot, and nobody may report one twice. */
export async function reportReview(ctx: AppContext, userId: string, reviewId: string, input: ReviewReportInput): Promise<void> {
  const [target] = await ctx.db.select({ customerId: reviews.customerId }).from(reviews).where(visible(eq(reviews.id, reviewId)));
  if (!target) throw new AppError(404, 'Review not found');
  if (target.customerId === userId) throw new AppError(403, 'You cannot report your own review');
  const details = input.details?.trim() || null;
  const [created] = await ctx.db
    .insert(reviewReports)
    .values({ reviewId, reporterId: userId, reason: input.reason, details })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (!created) throw new AppError(409, 'You have already reported this review');
}

/** A professional's public reviews, for their profile: only while they are approved and active. */
export async function professionalReviews(ctx: AppContext, providerId: string, pageNo: number, size: number): Promise<ProfessionalReviews> {
  const [pro] = await ctx.db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.verificationStatus, 'approved'), isNull(users.deactivatedAt)));
  if (!pro) throw new AppError(404, 'Professional not found');
  const [rating, list] = await Promise.all([providerRating(ctx.db, pro.id), page(ctx, visible(eq(reviews.providerId, pro.id)), pageNo, size)]);
  return { ...rating, reviews: list.items.map(toPublic), pageNo, pages: list.pages, total: list.total };
}
