'use client';
// The customer's request to move an accepted job, as its professional sees it on the job's card and
// page: the time asked for, on the job's clock, and one tap to accept it or to decline it (which
// hands the job back: it is offered to other professionals at the new time).
import type { ProviderJob } from '@hearth/shared/bookings/wire';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useAnswerReschedule } from './provider-jobs-api';

export function RescheduleAnswer({ job }: { job: ProviderJob }) {
  const t = useTranslations('reschedule.provider');
  const format = useFormat();
  const answer = useAnswerReschedule(job);
  const titleId = useId();
  const hintId = useId();
  if (!job.reschedule || job.status !== 'accepted') return null;
  const { province } = job.address;
  const when = format.bookingDateTime(job.reschedule.toStartsAt, province);
  const running = answer.isPending ? answer.variables : null;

  const run = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: ({ message }) => toast.success(message || t(choice === 'accept' ? 'accepted' : 'declined')),
      // 409s carry the reason (it overlaps another job, the customer withdrew it…).
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 sm:p-4">
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" /> {t('title')}
      </h3>
      <p className="mt-1 text-sm text-ink">{t('asks', { when })}</p>
      <p id={hintId} className="mt-1 text-xs text-slate-700">
        {t('declineHint')}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={() => run('accept')} loading={running === 'accept'} disabled={answer.isPending} className="w-full sm:w-auto">
          {t('accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run('decline')}
          loading={running === 'decline'}
          disabled={answer.isPending}
          aria-describedby={hintId}
          className="w-full sm:w-auto"
        >
          {t('decline')}
        </Button>
      </div>
    </section>
  );
}
