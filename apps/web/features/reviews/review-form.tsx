'use client';
// Rating (1–5 stars) and review of a completed booking, written once (POST /api/review).
import { reviewSchema } from '@hearth/shared/reviews/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api';
import { useApiForm } from '@/lib/use-api-form';
import { reviewKeys, useCreateReview } from './reviews-queries';
import { StarRatingInput } from './star-rating-input';

interface ReviewFormProps {
  bookingId: string;
  serviceName: string;
  /** The professional who did the job ('Marcus L.'): the review rates them, so the question names them. */
  professionalName?: string | null;
  /** Called once the review is saved (or the API says it already was), to show it. */
  onReviewed: () => void;
}

export function ReviewForm({ bookingId, serviceName, professionalName, onReviewed }: ReviewFormProps) {
  const t = useTranslations('account.reviewForm');
  const createReview = useCreateReview();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useApiForm({
    schema: reviewSchema,
    defaultValues: { rating: undefined, review: '' },
    mode: 'onTouched',
    fields: ['rating', 'review'],
    action: async (values) => {
      setProblem(null);
      try {
        return await createReview.mutateAsync({ bookingId, ...values });
      } catch (error) {
        // Reviewed already (another tab): not a failure, the one that exists is shown.
        if (!(error instanceof ApiError && error.status === 409)) throw error;
        toast.info(error.message);
        return null;
      }
    },
    success: (saved) => (saved ? saved.message || t('thanks') : undefined),
    onSuccess: (saved) => {
      if (saved) void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      onReviewed();
    },
    onProblem: setProblem,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput label={professionalName ? t('ratingFor', { name: professionalName, service: serviceName }) : t('rating', { service: serviceName })} value={field.value as number | undefined} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.rating?.message} />
        )}
      />
      <TextArea label={t('review')} hint={t('hint')} rows={4} error={errors.review?.message} {...register('review')} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" loading={submitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
