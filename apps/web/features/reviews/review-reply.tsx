'use client';
// The form a professional writes their public answer to a review in, once (it cannot be edited
// afterwards, so the form says so); review-reply-text.tsx shows the answer.
import { reviewReplySchema, type Review } from '@hearth/shared/reviews/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useApiForm } from '@/lib/use-api-form';
import { useReplyToReview } from './reviews-queries';

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
