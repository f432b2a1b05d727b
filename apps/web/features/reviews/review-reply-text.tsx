// A professional's public answer to a review, shown under the review wherever it appears. No client
// directive: where a server component shows it (a service page's reviews) it ships no script.
import type { PublicReview } from '@hearth/shared/reviews/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';

/** The professional's answer, taken to be in the review's language (they answer the customer). */
export function ReviewReplyText({ review }: { review: Pick<PublicReview, 'reply' | 'providerName' | 'lang'> }) {
  const t = useTranslations('account.reviewReply');
  const format = useFormat();
  if (!review.reply) return null;
  return (
    <div className="mt-3 border-l-2 border-slate-300 pl-3">
      <p className="text-sm font-semibold text-ink">{t('from', { name: review.providerName })}</p>
      <p lang={review.lang} className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">{review.reply.text}</p>
      <p className="mt-1 text-xs text-muted">
        <time dateTime={review.reply.repliedAt}>{format.month(review.reply.repliedAt, 'UTC')}</time>
      </p>
    </div>
  );
}
