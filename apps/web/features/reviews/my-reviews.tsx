'use client';
// /profile/reviews: the reviews the customer wrote, newest first, ten a page (?page= in the URL).
import type { Review } from '@hearth/shared/api-types';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { formatReviewDate } from './review-date';
import { useMyReviews } from './reviews-queries';
import { StarRating } from './star-rating';

const cardClasses = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
const hrefFor = (page: number) => (page > 1 ? `${paths.profile.reviews()}?page=${page}` : paths.profile.reviews());

export function MyReviews({ page }: { page: number }) {
  const reviews = useMyReviews(page);
  const data = reviews.data;

  let content;
  if (!data && reviews.isError) {
    content = <LoadError title="We could not load your reviews" message={errorMessage(reviews.error)} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" className={clsx(cardClasses, 'divide-y divide-slate-100')}>
        <span className="sr-only">Loading your reviews…</span>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} aria-hidden="true" className="space-y-2 px-4 py-4 md:px-5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-3 w-full" />
          </div>
        ))}
      </div>
    );
  } else if (data.total === 0) {
    content = (
      <EmptyState
        icon={<Star className="size-6" />}
        title="No reviews yet"
        description="After a booking is completed you can rate and review it from the booking."
        action={{ label: 'Completed bookings', href: paths.profile.booking({ tab: 'completed' }) }}
      />
    );
  } else if (data.items.length === 0) {
    content = <EmptyState icon={<Star className="size-6" />} title={`There is no page ${page}`} action={{ label: 'Go to the first page', href: hrefFor(1) }} />;
  } else {
    content = (
      <>
        <ul
          aria-label={`Your reviews, page ${data.pageNo} of ${data.pages}`}
          aria-busy={reviews.isPlaceholderData || undefined}
          className={clsx(cardClasses, 'divide-y divide-slate-100', reviews.isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((review) => (
            <li key={review._id}>
              <ReviewEntry review={review} />
            </li>
          ))}
        </ul>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={hrefFor} label="Review pages" />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading title="My Reviews" description="What you said about the professionals who worked for you." />
      {content}
    </div>
  );
}

function ReviewEntry({ review }: { review: Review }) {
  return (
    <article className="px-4 py-4 md:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="font-semibold text-ink">
          <Link href={paths.service(review.service.slug)} className="hover:underline">
            {review.service.name}
          </Link>
        </h2>
        <StarRating rating={review.rating} />
      </div>
      <p className="mt-2 text-sm whitespace-pre-line text-ink">{review.review}</p>
      <p className="mt-2 text-xs text-muted">
        {formatReviewDate(review.createdAt)} · {review.providerName} ·{' '}
        <Link href={paths.profile.bookingDetail(review.bookingId)} className="font-medium text-brand-700 underline underline-offset-2">
          View booking
        </Link>
      </p>
    </article>
  );
}
