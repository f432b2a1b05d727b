'use client';
// The admin review reports' API calls: the open reports, and hiding or keeping a review.
import { ADMIN_REVIEW_REPORTS_PAGE_SIZE, adminReviewReportEndpoints, type ResolveReviewReportInput } from '@hearth/shared/admin/review-reports/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCall } from '@/lib/use-call';

const ROOT_KEY = ['admin', 'review-reports'] as const;

export function useOpenReviewReports(pageNo: number) {
  const { call, signedIn } = useCall();
  return useQuery({
    queryKey: [...ROOT_KEY, pageNo],
    queryFn: async ({ signal }) => (await call(adminReviewReportEndpoints.list, { query: { pageNo, size: ADMIN_REVIEW_REPORTS_PAGE_SIZE } }, { signal })).data,
    enabled: signedIn,
    placeholderData: keepPreviousData,
  });
}

/** Decides every open report of the review; the list is fetched again, so the review's other reports go too. */
export function useResolveReviewReport() {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ResolveReviewReportInput & { id: string }) => call(adminReviewReportEndpoints.resolve, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT_KEY }),
  });
}
