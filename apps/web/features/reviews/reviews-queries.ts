'use client';
// Reviews through the API: the ones a customer wrote and writing one, a professional's public
// reviews, a professional's reply, and reporting a review to admins.
import { REVIEWS_PAGE_SIZE, reviewEndpoints, type CreateReviewInput, type ReviewReplyInput, type ReviewReportInput } from '@hearth/shared/reviews/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

export const reviewKeys = {
  all: ['reviews'] as const,
  mine: (page: number) => ['reviews', 'mine', page] as const,
  professional: (providerId: string) => ['reviews', 'professional', providerId] as const,
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

/** A professional's public reviews, a page at a time ("Show more" appends the next page). */
export function useProfessionalReviews(providerId: string) {
  const { call } = useCall();
  return useInfiniteQuery({
    queryKey: reviewKeys.professional(providerId),
    queryFn: async ({ pageParam, signal }) => (await call(reviewEndpoints.forProfessional, { params: { providerId }, query: { pageNo: pageParam, size: REVIEWS_PAGE_SIZE } }, { signal })).data,
    initialPageParam: 1,
    getNextPageParam: (page) => (page.pageNo < page.pages ? page.pageNo + 1 : undefined),
  });
}

/** The professional's one public reply; every list of reviews is fetched again to show it. */
export function useReplyToReview(reviewId: string) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewReplyInput) => call(reviewEndpoints.reply, { params: { id: reviewId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

export function useReportReview(reviewId: string) {
  const { call } = useCall();
  return useMutation({ mutationFn: (body: ReviewReportInput) => call(reviewEndpoints.report, { params: { id: reviewId }, body }) });
}
