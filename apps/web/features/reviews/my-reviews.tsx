'use client';
// /profile/reviews: the reviews the customer wrote, newest first, ten a page (?page= in the URL).
import type { Review } from '@hearth/shared/reviews/contract';
import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { pageHref } from '@/lib/url-state';
import { useMyReviews } from './reviews-queries';
import { ReviewReplyText } from './review-reply-text';
import { StarRating } from './star-rating';

const cardClasses = 'overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';
const hrefFor = (page: number) => pageHref(paths.profile.reviews(), page);

export function MyReviews({ page }: { page: number }) {
  const t = useTranslations('account.reviews');
  const reviews = useMyReviews(page);
  const data = reviews.data;

  let content;
  if (!data && reviews.isError) {
    content = <LoadError title={t('loadError')} message={errorMessage(reviews.error)} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} />;
  } else if (!data) {
    content = (
      <div role="status" className={clsx(cardClasses, 'divide-y divide-slate-100')}>
        <span className="sr-only">{t('loading')}</span>
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
        title={t('emptyTitle')}
        description={t('emptyDescription')}
        action={{ label: t('completedBookings'), href: paths.profile.booking({ tab: 'completed' }) }}
      />
    );
  } else if (data.items.length === 0) {
    content = <EmptyState icon={<Star className="size-6" />} title={t('noPage', { page })} action={{ label: t('firstPage'), href: hrefFor(1) }} />;
  } else {
    content = (
      <>
        <ul
          aria-label={t('listLabel', { page: data.pageNo, pages: data.pages })}
          aria-busy={reviews.isPlaceholderData || undefined}
          className={clsx(cardClasses, 'divide-y divide-slate-100', reviews.isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((review) => (
            <li key={review._id}>
              <ReviewEntry review={review} />
            </li>
          ))}
        </ul>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={hrefFor} label={t('pagesLabel')} />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeading title={t('title')} description={t('description')} />
      {content}
    </div>
  );
}

function ReviewEntry({ review }: { review: Review }) {
  const t = useTranslations('account.reviews');
  const format = useFormat();
  return (
    <article className="px-4 py-4 md:px-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words text-ink">
          <Link href={paths.service(review.service.slug)} className="hover:underline">
            {review.service.name}
          </Link>
        </h2>
        <StarRating rating={review.rating} />
      </div>
      <p lang={review.lang} className="mt-2 text-sm whitespace-pre-line text-ink">{review.review}</p>
      {review.hidden && <p className="mt-2 text-sm font-medium text-amber-800">{t('hidden')}</p>}
      <ReviewReplyText review={review} />
      <p className="mt-2 text-xs text-muted">
        {format.month(review.createdAt, 'UTC')} · {review.providerName} ·{' '}
        <Link href={paths.profile.bookingDetail(review.bookingId)} className="font-medium text-brand-700 underline underline-offset-2">
          {t('viewBooking')}
        </Link>
      </p>
    </article>
  );
}
