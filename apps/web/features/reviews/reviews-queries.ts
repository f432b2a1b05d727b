'use client';
// The customer's reviews through the API: the ones they wrote, and writing one for a booking.
import type { Paged, Review } from '@hearth/shared/api-types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { useAccessToken } from '@/lib/use-access-token';

export const REVIEWS_PAGE_SIZE = 10;

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (page: number) => ['reviews', 'mine', page] as const,
};

export function useMyReviews(page: number) {
  const token = useAccessToken();
  return useQuery({
    queryKey: reviewKeys.mine(page),
    queryFn: async ({ signal }) => (await apiRequest<Paged<Review>>(apiPaths.review.mine({ pageNo: page, size: REVIEWS_PAGE_SIZE }), { token, signal })).data,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
