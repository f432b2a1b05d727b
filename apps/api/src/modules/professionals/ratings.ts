// A professional's rating, as every page shows it: the average of their visible reviews and how many.
import { and, avg, count, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { reviews } from '../../db/schema';

export interface ProviderRating {
  /** One decimal place (4.7); null when nobody has reviewed them yet. */
  average: number | null;
  count: number;
}

const NO_REVIEWS: ProviderRating = { average: null, count: 0 };

/** Ratings of several professionals in one query; a hidden review (upheld report) counts nowhere. */
export async function providerRatings(db: Tx, providerIds: readonly string[]): Promise<Map<string, ProviderRating>> {
  const ratings = new Map<string, ProviderRating>(providerIds.map((id) => [id, NO_REVIEWS]));
  if (providerIds.length === 0) return ratings;
  const rows = await db
    .select({ providerId: reviews.providerId, average: avg(reviews.rating), count: count() })
    .from(reviews)
    .where(and(inArray(reviews.providerId, [...new Set(providerIds)]), isNull(reviews.hiddenAt)))
    .groupBy(reviews.providerId);
  for (const row of rows) ratings.set(row.providerId, { average: row.average === null ? null : Math.round(Number(row.average) * 10) / 10, count: row.count });
  return ratings;
}

export async function providerRating(db: Tx, providerId: string): Promise<ProviderRating> {
  return (await providerRatings(db, [providerId])).get(providerId) ?? NO_REVIEWS;
}

/** Public pages show first names and an initial only ('Maya R.'); an erased account has no name left. */
export const shortName = (first: string, last: string, erased: string) => (first ? `${first}${last ? ` ${last[0]!.toUpperCase()}.` : ''}` : erased);
