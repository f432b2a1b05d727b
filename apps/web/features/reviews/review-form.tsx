'use client';
// Rating (1–5 stars) and review of a completed booking, written once (POST /api/review).
import { reviewSchema } from '@hearth/shared/reviews/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { ApiError, applyFieldErrors, errorMessage } from '@/lib/api';
import { reviewKeys, useCreateReview } from './reviews-queries';
import { StarRatingInput } from './star-rating-input';

interface ReviewFormProps {
  bookingId: string;
  serviceName: string;
  /** Called once the review is saved (or the API says it already was), to show it. */
  onReviewed: () => void;
}

export function ReviewForm({ bookingId, serviceName, onReviewed }: ReviewFormProps) {
  const t = useTranslations('account.reviewForm');
  const createReview = useCreateReview();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof reviewSchema>, unknown, z.output<typeof reviewSchema>>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: undefined, review: '' },
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { message } = await createReview.mutateAsync({ bookingId, ...values });
      toast.success(message || t('thanks'));
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      onReviewed();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Reviewed already (another tab): show the one that exists.
        toast.info(error.message);
        onReviewed();
        return;
      }
      if (!applyFieldErrors(error, setError, ['rating', 'review'])) setProblem(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput label={t('rating', { service: serviceName })} value={field.value as number | undefined} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errors.rating?.message} />
        )}
      />
      <TextArea label={t('review')} hint={t('hint')} rows={4} error={errors.review?.message} {...register('review')} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" loading={isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  );
}
