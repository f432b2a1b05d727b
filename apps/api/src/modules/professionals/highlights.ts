// The home page's highlights: recent warm reviews and some of the professionals customers rate
// best. Public, so only what a review card or a professional card already shows: first names and an
// initial, never an email, phone or last name. Kept in memory per language like the catalogue.
import { aliasedTable, and, avg, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { HIGHLIGHT_PROFESSIONALS, HIGHLIGHT_REVIEWS, type HomeHighlights } from '@hearth/shared/professionals/highlights-contract';
import type { Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import { bookings, providerServices, reviews, serviceProviders, services, users } from '../../db/schema';
import { cachedEnvelope, forgetCached } from '../../plugins/envelope-cache';
import { professionalCards, professionalPath } from './cards';
import { shortName } from './ratings';

/** Reviews below this are honest but not what the home page quotes. */
const MIN_HIGHLIGHT_RATING = 4;
const SERVICES_PER_PROFESSIONAL = 3;
const HIGHLIGHTS_KEY = 'home-highlights:';
const FORMER_CUSTOMER: Record<Locale, string> = { en: 'Former customer', fr: 'Ancien client' };

type HighlightsContext = Pick<AppContext, 'db' | 'config'>;

const serviceName = (locale: Locale, name: string, nameFr: string | null) => (locale === 'fr' && nameFr?.trim() ? nameFr : name);

async function recentReviews(ctx: HighlightsContext, locale: Locale): Promise<HomeHighlights['reviews']> {
  const customer = aliasedTable(users, 'customer');
  const pro = aliasedTable(users, 'pro');
  const rows = await ctx.db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      review: reviews.review,
      lang: bookings.locale,
      createdAt: reviews.createdAt,
      customerFirst: customer.firstName,
      customerLast: customer.lastName,
      customerErased: customer.erasedAt,
      serviceName: services.name,
      serviceNameFr: services.nameFr,
      serviceSlug: services.slug,
      providerId: serviceProviders.id,
      proFirst: pro.firstName,
      proLast: pro.lastName,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(customer, eq(customer.id, reviews.customerId))
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .innerJoin(serviceProviders, eq(serviceProviders.id, reviews.providerId))
    .innerJoin(pro, eq(pro.id, serviceProviders.userId))
    // A quote links to the professional's page, so only someone who still works here and can be shown.
    .where(
      and(
        isNull(reviews.hiddenAt),
        gte(reviews.rating, MIN_HIGHLIGHT_RATING),
        ne(sql`trim(${reviews.review})`, ''),
        eq(services.active, true),
        eq(serviceProviders.verificationStatus, 'approved'),
        isNull(pro.erasedAt),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(HIGHLIGHT_REVIEWS);
  return rows.map((r) => ({
    _id: r.id,
    rating: r.rating,
    review: r.review,
    lang: r.lang,
    customerName: r.customerErased ? FORMER_CUSTOMER[locale] : shortName(r.customerFirst, r.customerLast, FORMER_CUSTOMER[locale]),
    service: { name: serviceName(locale, r.serviceName, r.serviceNameFr), slug: r.serviceSlug },
    professional: { name: shortName(r.proFirst, r.proLast, ''), profilePath: professionalPath(r.providerId) },
    createdAt: r.createdAt.toISOString(),
  }));
}

async function topProfessionals(ctx: HighlightsContext, locale: Locale): Promise<HomeHighlights['professionals']> {
  const reviewed = ctx.db
    .select({ providerId: reviews.providerId, count: count().as('review_count'), average: avg(reviews.rating).as('review_average') })
    .from(reviews)
    .where(isNull(reviews.hiddenAt))
    .groupBy(reviews.providerId)
    .as('reviewed');
  // Best reviewed first (how many, then how well); those without reviews yet fill any places left.
  const chosen = await ctx.db
    .select({ id: serviceProviders.id, city: serviceProviders.city })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .leftJoin(reviewed, eq(reviewed.providerId, serviceProviders.id))
    .where(and(eq(serviceProviders.verificationStatus, 'approved'), isNull(users.erasedAt)))
    .orderBy(sql`coalesce(${reviewed.count}, 0) desc`, sql`${reviewed.average} desc nulls last`, serviceProviders.id)
    .limit(HIGHLIGHT_PROFESSIONALS);
  if (chosen.length === 0) return [];
  const ids = chosen.map((p) => p.id);

  // Per professional: the services they offer, those they are reviewed for most first.
  const reviewCounts = ctx.db
    .select({ providerId: reviews.providerId, serviceId: reviews.serviceId, count: count().as('service_reviews') })
    .from(reviews)
    .where(and(inArray(reviews.providerId, ids), isNull(reviews.hiddenAt)))
    .groupBy(reviews.providerId, reviews.serviceId)
    .as('service_reviews');
  const [cards, offered] = await Promise.all([
    professionalCards(ctx, ids, locale),
    ctx.db
      .select({ providerId: providerServices.providerId, name: services.name, nameFr: services.nameFr, slug: services.slug })
      .from(providerServices)
      .innerJoin(services, eq(services.id, providerServices.serviceId))
      .leftJoin(reviewCounts, and(eq(reviewCounts.providerId, providerServices.providerId), eq(reviewCounts.serviceId, providerServices.serviceId)))
      .where(and(inArray(providerServices.providerId, ids), eq(services.active, true)))
      .orderBy(providerServices.providerId, sql`coalesce(${reviewCounts.count}, 0) desc`, services.sortOrder, services.name),
  ]);
  const servicesOf = new Map<string, { name: string; slug: string }[]>();
  for (const s of offered) {
    const list = servicesOf.get(s.providerId) ?? [];
    if (list.length < SERVICES_PER_PROFESSIONAL) list.push({ name: serviceName(locale, s.name, s.nameFr), slug: s.slug });
    servicesOf.set(s.providerId, list);
  }
  return chosen.flatMap(({ id, city }) => {
    const card = cards.get(id);
    if (!card) return [];
    return [{ _id: id, name: card.displayName, photo: card.photo, rating: card.rating, services: servicesOf.get(id) ?? [], city, profilePath: card.profilePath }];
  });
}

export async function homeHighlights(ctx: HighlightsContext, locale: Locale): Promise<HomeHighlights> {
  const [recent, professionals] = await Promise.all([recentReviews(ctx, locale), topProfessionals(ctx, locale)]);
  return { reviews: recent, professionals };
}

export const cachedHomeHighlights = (ctx: HighlightsContext, locale: Locale) => cachedEnvelope(ctx.db, `${HIGHLIGHTS_KEY}${locale}`, () => homeHighlights(ctx, locale));

/** For whoever adds, hides or answers a review: this instance shows the change at once (others within the cache's TTL). */
export const forgetHomeHighlights = (db: HighlightsContext['db']) => forgetCached(db, HIGHLIGHTS_KEY);
