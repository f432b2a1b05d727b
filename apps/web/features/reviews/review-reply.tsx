'use client';
// A professional's public answer to a review: shown under the review wherever it appears, and the
// form they write it in, once (it cannot be edited afterwards, so the form says so).
import { reviewReplySchema, type PublicReview, type Review } from '@hearth/shared/reviews/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useFormat } from '@/lib/format';
import { useApiForm } from '@/lib/use-api-form';
import { useReplyToReview } from './reviews-queries';

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

/** The professional's reply form for one review; `onReplied` gets the review with its reply. */
export function ReviewReplyForm({ reviewId, onReplied }: { reviewId: string; onReplied: (review: Review) => void }) {
  const t = useTranslations('account.reviewReply');
  const reply = useReplyToReview(reviewId);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useApiForm({
    schema: reviewReplySchema,
    defaultValues: { reply: '' },
    fields: ['reply'],
    action: (values) => {
      setProblem(null);
      return reply.mutateAsync(values);
    },
    success: (answer) => answer.message || t('published'),
    onSuccess: (answer) => onReplied(answer.data),
    onProblem: setProblem,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
      <TextArea label={t('label')} hint={t('hint')} rows={3} maxLength={1000} error={errors.reply?.message} {...register('reply')} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="sm" loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
