// A service's reviews for its public page (GET /api/review/service/{slug}): cached and revalidated
// like the rest of the page; null when the call fails, so the page renders without them.
import type { ReviewSummary } from '@hearth/shared/api-types';
import { cache } from 'react';
import { apiPaths } from '@/lib/paths';
import { fetchPublic } from '@/lib/public-data';

export const getServiceReviews = cache((slug: string): Promise<ReviewSummary | null> => fetchPublic(apiPaths.review.forService(slug), null, ['reviews']));
