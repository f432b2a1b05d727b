// A service's reviews for its public page (GET /api/review/service/{slug}): cached and revalidated
// like the rest of the page; null when the call fails, so the page renders without them.
import { endpointUrl } from '@hearth/shared/contract';
import { reviewEndpoints, type ReviewSummary } from '@hearth/shared/reviews/contract';
import { cache } from 'react';
import { fetchPublic } from '@/lib/public-data';

// Through fetchPublic rather than call(): it adds the page's language, the data cache's revalidation and tags, and the fallback.
export const getServiceReviews = cache(
  (slug: string): Promise<ReviewSummary | null> => fetchPublic<ReviewSummary | null>(endpointUrl(reviewEndpoints.forService, { params: { slug } }), null, ['reviews']),
);
