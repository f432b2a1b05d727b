'use client';
// The reviews section of a professional's public profile: their rating, what customers said about
// their jobs with the professional's replies, and "Show more" for older ones.
import type { PublicReview } from '@hearth/shared/reviews/contract';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { ReportReviewButton } from './report-review';
import { ReviewReplyText } from './review-reply-text';
import { useProfessionalReviews } from './reviews-queries';
import { StarRating } from './star-rating';

function ReviewCard({ review }: { review: PublicReview }) {
  const format = useFormat();
  return (
    <li className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <article>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={review.rating} />
          <time dateTime={review.createdAt} className="text-sm text-muted">
            {format.month(review.createdAt, 'UTC')}
          </time>
        </div>
        <p lang={review.lang} className="mt-2 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{review.review}</p>
        <p className="mt-2 text-sm text-muted">
          {review.customerName} · {review.service.name}
        </p>
        <ReviewReplyText review={review} />
        <div className="mt-2 flex justify-end">
          <ReportReviewButton reviewId={review._id} />
        </div>
      </article>
    </li>
  );
}

export function ProfessionalReviews({ providerId }: { providerId: string }) {
  const t = useTranslations('account.professionalReviews');
  const format = useFormat();
  const query = useProfessionalReviews(providerId);
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];

  return (
    <section aria-labelledby="professional-reviews" className="mt-10">
      <h2 id="professional-reviews" className="text-2xl font-bold text-ink">
        {t('heading')}
      </h2>
      {query.isPending ? (
        <div className="mt-4 space-y-3" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError && !first ? (
        <div className="mt-4">
          <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : !first || first.count === 0 || first.average === null ? (
        <p className="mt-3 text-muted">{t('empty')}</p>
      ) : (
        <>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
            <StarRating rating={first.average} className="[&_svg]:size-5" />
            <span className="font-semibold">{t('average', { average: format.number(first.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</span>
            <span className="text-muted">{t('count', { count: first.count })}</span>
          </p>
          <ul aria-label={t('listLabel')} className="mt-5 space-y-4">
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className="mt-5 flex justify-center">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t('showMore')}
              </Button>
            </div>
          )}
          {query.isFetchNextPageError && <p className="mt-3 text-center text-sm text-red-700" role="alert">{t('moreError')}</p>}
        </>
      )}
    </section>
  );
}
