'use client';
// /admin/review-reports: reviews someone reported, oldest first, with what an admin needs to judge
// them (the review, its service and professional, why and by whom, how many reports), and Hide / Keep.
import type { AdminReviewReport } from '@hearth/shared/admin/review-reports/contract';
import { Flag } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/features/reviews';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { pageHref } from '@/lib/url-state';
import { useAdminDateTime } from '@/features/admin';
import { useOpenReviewReports, useResolveReviewReport } from './review-reports-api';

function ReportCard({ report }: { report: AdminReviewReport }) {
  const t = useTranslations('admin.reviewReports');
  const reasons = useTranslations('account.reviewReport.reasons');
  const dateTime = useAdminDateTime();
  const resolve = useResolveReviewReport();
  const decide = (outcome: 'hidden' | 'kept') =>
    resolve.mutate(
      { id: report._id, outcome },
      {
        onSuccess: (answer) => toast.success(answer.message || t(answer.data.outcome)),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const busy = resolve.isPending ? resolve.variables?.outcome : undefined;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <article aria-label={t('reviewOf', { service: report.review.serviceName, professional: report.review.professionalName })}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={report.review.rating} />
          <span className="text-sm text-muted">{t('reviewOf', { service: report.review.serviceName, professional: report.review.professionalName })}</span>
        </div>
        <blockquote className="mt-2 text-ink whitespace-pre-line [overflow-wrap:anywhere]">{report.review.text}</blockquote>
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-ink">
          <p className="font-semibold">{t('reason', { reason: reasons(report.reason) })}</p>
          {report.details && <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{report.details}</p>}
          <p className="mt-1 text-muted">{t('reported', { date: dateTime(report.createdAt), role: t(`roles.${report.reporterRole}`) })}</p>
          {report.openReportsOnReview > 1 && <p className="mt-1 font-medium">{t('sameReview', { count: report.openReportsOnReview })}</p>}
        </div>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" loading={busy === 'kept'} disabled={resolve.isPending} onClick={() => decide('kept')}>
            {t('keep')}
          </Button>
          <Button variant="danger" loading={busy === 'hidden'} disabled={resolve.isPending} onClick={() => decide('hidden')}>
            {t('hide')}
          </Button>
        </div>
      </article>
    </li>
  );
}

export function ReviewReportsPage({ page }: { page: number }) {
  const t = useTranslations('admin.reviewReports');
  const query = useOpenReviewReports(page);
  return (
    <div className="w-full">
      <PageHeading title={t('title')} description={t('description')} />
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState icon={<Flag className="size-6" />} title={t('emptyTitle')} description={t('emptyDescription')} />
      ) : (
        <>
          <ul aria-label={t('listLabel')} className="space-y-4">
            {query.data.items.map((report) => (
              <ReportCard key={report._id} report={report} />
            ))}
          </ul>
          <Pagination page={page} pages={query.data.pages} hrefFor={(target) => pageHref(paths.admin.reviewReports(), target)} label={t('pagesLabel')} className="mt-6" />
        </>
      )}
    </div>
  );
}
