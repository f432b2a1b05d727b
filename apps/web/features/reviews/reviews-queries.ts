'use client';
// The customer's reviews through the API: the ones they wrote, and writing one for a booking.
import { REVIEWS_PAGE_SIZE, reviewEndpoints, type CreateReviewInput } from '@hearth/shared/reviews/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (page: number) => ['reviews', 'mine', page] as const,
};

export function useMyReviews(page: number) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: reviewKeys.mine(page),
    queryFn: async ({ signal }) => (await call(reviewEndpoints.mine, { query: { pageNo: page, size: REVIEWS_PAGE_SIZE } }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

/** Sends a review; the form shows the answer (thanks, already reviewed, field errors). */
export function useCreateReview() {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: CreateReviewInput) => call(reviewEndpoints.create, { body }) });
}
