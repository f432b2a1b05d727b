'use client';
// After a job is completed the customer has a confirmation window: until it ends they may report a
// problem (POST /api/booking/{id}/report-problem), which pauses the professional's payout until our
// team has looked at it. Once reported, the page says so instead.
import type { Booking } from '@hearth/shared/bookings/wire';
import { reportProblemSchema } from '@hearth/shared/schemas/booking';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useApiForm } from '@/lib/use-api-form';
import { useNow } from '@/lib/use-now';
import { bookingKeys, useReportProblem } from './bookings-api';
import { DetailCard } from './detail-card';

/** The most a report may say (reportProblemSchema's limit), shown against what the customer has typed. */
const PROBLEM_DESCRIPTION_MAX_LENGTH = 2000;

/** The report card of a completed booking: the form while the window is open, the report once sent, nothing otherwise. */
export function ProblemReport({ booking }: { booking: Booking }) {
  const t = useTranslations('booking.problem');
  const format = useFormat();
  const { confirmation } = booking;
  // The form goes when the window closes, without a reload.
  const now = useNow(confirmation ? [Date.parse(confirmation.endsAt)] : []);
  if (booking.status !== 'completed' || !confirmation) return null;
  if (confirmation.problemReportedAt) {
    return (
      <DetailCard title={t('reportedTitle')}>
        <p className="text-sm text-ink">{t('reportedText', { date: format.bookingDate(confirmation.problemReportedAt, booking.address.province) })}</p>
      </DetailCard>
    );
  }
  if (now >= Date.parse(confirmation.endsAt)) return null;
  return (
    <DetailCard title={t('title')}>
      <ProblemReportForm booking={booking} endsAt={confirmation.endsAt} />
    </DetailCard>
  );
}

function ProblemReportForm({ booking, endsAt }: { booking: Booking; endsAt: string }) {
  const t = useTranslations('booking.problem');
  const format = useFormat();
  const reportProblem = useReportProblem(booking._id);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, onSubmit, submitting } = useApiForm({
    schema: reportProblemSchema,
    defaultValues: { description: '' },
    mode: 'onTouched',
    fields: ['description'],
    action: ({ description }) => {
      setProblem(null);
      return reportProblem.mutateAsync(description);
    },
    success: ({ message }) => message || t('reported'),
    onProblem: (message, error) => {
      setProblem(message);
      // 409: reported already (another tab) or the window closed: show where the booking stands.
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: bookingKeys.detail(booking._id) });
    },
  });
  const {
    control,
    register,
    setFocus,
    formState: { errors },
  } = form;
  const length = useWatch({ control, name: 'description' }).length;
  // Opening the form puts the cursor in it; the field exists once the form has rendered.
  useEffect(() => {
    if (open) setFocus('description');
  }, [open, setFocus]);

  const deadline = format.bookingDateTime(endsAt, booking.address.province);
  if (!open) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink">{t('reportBy', { deadline })}</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('report')}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('report')} className="space-y-4">
      <p className="text-sm text-muted">{t('intro', { deadline })}</p>
      <TextArea
        label={t('what')}
        rows={5}
        maxLength={PROBLEM_DESCRIPTION_MAX_LENGTH}
        hint={t('characters', { length, max: PROBLEM_DESCRIPTION_MAX_LENGTH })}
        error={errors.description?.message}
        {...register('description')}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={submitting}>
          {t('notNow')}
        </Button>
        <Button type="submit" loading={submitting}>
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
