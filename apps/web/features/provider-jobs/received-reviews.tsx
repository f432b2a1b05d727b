'use client';
// /serviceprovider/review: what customers said after completed jobs, newest first, with the average.
import type { Review } from '@hearth/shared/api-types';
import { Star } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { formatShortDate } from './booking-time';
import { useReceivedReviews } from './provider-jobs-api';
import { cardClasses, PagedCards, QueryStates } from './query-states';
import { formatRating, Stars } from './stars';

function ReviewItem({ review }: { review: Review }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardClasses}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-muted">
          {formatShortDate(review.createdAt)}
        </time>
      </div>
      <h2 id={titleId} className="mt-2 text-sm font-semibold text-ink">
        {review.customerName} <span className="font-normal text-muted">· {review.service.name}</span>
      </h2>
      <p className="mt-1 text-sm whitespace-pre-line text-ink">{review.review}</p>
    </article>
  );
}

export function ReceivedReviews({ page }: { page: number }) {
  const pathname = usePathname();
  const reviews = useReceivedReviews(page);
  const hrefFor = (target: number) => (target > 1 ? `${pathname}?page=${target}` : pathname);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading title="Review" description="What customers say about your work." />
      <QueryStates query={reviews} what="your reviews">
        {(data) => {
          if (data.count === 0 || data.average === null) {
            return <EmptyState icon={<Star className="size-6" />} title="No reviews yet" description="Customers can review you after a completed booking." />;
          }
          return (
            <>
              <section aria-label="Your rating" className={`${cardClasses} mb-6 flex flex-wrap items-center gap-x-4 gap-y-1`}>
                <span className="text-4xl font-bold text-ink">{formatRating(data.average)}</span>
                <Stars rating={data.average} className="text-2xl" />
                <span className="w-full text-sm text-muted">
                  Average of {data.count} review{data.count === 1 ? '' : 's'}
                </span>
              </section>
              <PagedCards
                items={data.reviews}
                page={page}
                pages={data.pages}
                hrefFor={hrefFor}
                listLabel="Reviews"
                pagesLabel="Review pages"
                renderItem={(review) => <ReviewItem review={review} />}
              />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
