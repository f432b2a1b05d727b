'use client';
// /serviceprovider/schedule: the calendar of accepted jobs (month or week, from the URL) with time
// off shaded, then what decides which jobs fit: the weekly hours, the time off and the calendar feed.
import type { TimeOff } from '@hearth/shared/availability/contract';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useProviderAvailability } from '@/features/provider-onboarding';
import { JobCalendar } from '@/features/provider-jobs';
import { useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { CalendarFeedSection } from './calendar-feed-section';
import { scheduleHref, type ScheduleView } from './schedule-view';
import { TimeOffSection } from './time-off-section';
import { WeeklyHoursForm } from './weekly-hours-form';

/** A year of days at most per range: enough to shade any calendar page, bounded for a mistyped range. */
const MAX_SHADED_DAYS = 366;

/** Every day (YYYY-MM-DD) the time off covers. */
export function timeOffDays(timeOff: readonly Pick<TimeOff, 'startsOn' | 'endsOn'>[]): Set<string> {
  const days = new Set<string>();
  for (const { startsOn, endsOn } of timeOff) {
    const at = new Date(`${startsOn}T00:00:00Z`);
    for (let count = 0; count < MAX_SHADED_DAYS; count++) {
      const day = at.toISOString().slice(0, 10);
      if (day > endsOn) break;
      days.add(day);
      at.setUTCDate(at.getUTCDate() + 1);
    }
  }
  return days;
}

export function SchedulePage({ view }: { view: ScheduleView }) {
  const t = useTranslations('provider.availability');
  const router = useRouter();
  const availability = useProviderAvailability();
  // The chosen day follows the calendar at once; the URL is kept in step for reloads and links.
  const [day, setDay] = useState(view.day);
  const offDays = useMemo(() => timeOffDays(availability.data?.timeOff ?? []), [availability.data?.timeOff]);

  function changeDay(next: string) {
    setDay(next);
    router.replace(scheduleHref({ view: view.view, day: next }), { scroll: false });
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeading title={t('title')} description={t('description')} />
      <JobCalendar
        key={view.view}
        initialDay={day}
        view={view.view}
        viewHref={(next) => scheduleHref({ view: next, day })}
        onDayChange={changeDay}
        offDays={offDays}
        withHeading={false}
      />
      <div className="mt-8 space-y-6">
        {availability.data ? (
          <>
            <WeeklyHoursForm availability={availability.data} />
            <TimeOffSection availability={availability.data} />
            <CalendarFeedSection availability={availability.data} />
          </>
        ) : availability.isError ? (
          <LoadError title={t('loadError')} message={errorMessage(availability.error)} onRetry={() => void availability.refetch()} retrying={availability.isFetching} />
        ) : (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-96 w-full rounded-2xl" />
          </div>
        )}
      </div>
    </div>
  );
}
