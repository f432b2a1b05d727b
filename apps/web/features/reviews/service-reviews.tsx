// The reviews section of a service page: the average rating, how many, and the recent reviews.
// Nothing at all while the service has none (or the reviews could not be loaded). Each review shows
// its professional's reply and can be reported.
import type { ReviewSummary } from '@hearth/shared/reviews/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { ReportReviewButton } from './report-review';
import { ReviewReplyText } from './review-reply-text';
import { StarRating } from './star-rating';

export function ServiceReviews({ summary, serviceName }: { summary: ReviewSummary | null; serviceName: string }) {
  const t = useTranslations('account.serviceReviews');
  const format = useFormat();
  if (!summary || summary.count === 0 || summary.average === null || summary.reviews.length === 0) return null;
  const average = summary.average;
  return (
    <section aria-labelledby="service-reviews" className="mt-12">
      <h2 id="service-reviews" className="text-2xl font-bold break-words text-ink">
        {t('heading', { service: serviceName })}
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
        <StarRating rating={average} className="[&_svg]:size-5" />
        <span className="font-semibold">{t('average', { average: format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</span>
        <span className="text-muted">{t('count', { count: summary.count })}</span>
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {summary.reviews.map((review) => (
          <li key={review._id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <figure>
              <StarRating rating={review.rating} />
              <blockquote lang={review.lang} className="mt-2 text-ink whitespace-pre-line">{review.review}</blockquote>
              <figcaption className="mt-3 text-sm text-muted">
                {review.customerName} · {format.month(review.createdAt, 'UTC')}
              </figcaption>
            </figure>
            <ReviewReplyText review={review} />
            <div className="mt-2 flex justify-end">
              <ReportReviewButton reviewId={review._id} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
