'use client';
// /serviceprovider/review: what customers said after completed jobs, newest first, with the average,
// and the professional's one public reply to each.
import type { Review } from '@hearth/shared/reviews/contract';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ReviewReplyForm, ReviewReplyText } from '@/features/reviews';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { pageHref } from '@/lib/url-state';
import { formatShortDate } from '@/lib/booking-time';
import { useReceivedReviews } from './provider-jobs-api';
import { cardClasses, PagedCards, QueryStates } from './query-states';
import { formatRating, Stars } from './stars';

function ReviewItem({ review: loaded }: { review: Review }) {
  const t = useTranslations('provider.reviews');
  const format = useFormat();
  const titleId = useId();
  // The reply shows at once; the list is fetched again with it next time.
  const [review, setReview] = useState(loaded);
  return (
    <article aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-muted">
          {formatShortDate(format, review.createdAt)}
        </time>
      </div>
      <h2 id={titleId} className="mt-2 text-sm font-semibold break-words text-ink">
        {review.customerName} <span className="font-normal text-muted">· {review.service.name}</span>
      </h2>
      {/* A customer's long link or unbroken word wraps rather than widening a phone's page. */}
      <p lang={review.lang} className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{review.review}</p>
      {review.hidden && <p className="mt-2 text-sm font-medium text-amber-800">{t('hidden')}</p>}
      {review.reply ? <ReviewReplyText review={review} /> : <ReviewReplyForm reviewId={review._id} onReplied={setReview} />}
    </article>
  );
}

export function ReceivedReviews({ page }: { page: number }) {
  const t = useTranslations('provider.reviews');
  const format = useFormat();
  const reviews = useReceivedReviews(page);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading title={t('title')} description={t('description')} />
      <QueryStates query={reviews} what="reviews">
        {(data) => {
          if (data.count === 0 || data.average === null) {
            return <EmptyState icon={<Star className="size-6" />} title={t('empty.title')} description={t('empty.description')} />;
          }
          return (
            <>
              <section aria-label={t('yourRating')} className={`${cardClasses} mb-6 flex flex-wrap items-center gap-x-4 gap-y-1`}>
                <span className="text-4xl font-bold text-ink">{formatRating(format, data.average)}</span>
                <Stars rating={data.average} className="text-2xl" />
                <span className="w-full text-sm text-muted">{t('average', { count: data.count })}</span>
              </section>
              <PagedCards
                items={data.reviews}
                page={page}
                pages={data.pages}
                hrefFor={(target) => pageHref(paths.provider.review(), target)}
                listLabel={t('listLabel')}
                pagesLabel={t('pagesLabel')}
                renderItem={(review) => <ReviewItem review={review} />}
              />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
