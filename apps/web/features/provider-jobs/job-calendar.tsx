'use client';
// The calendar of accepted and in-progress jobs, each on the day it happens in its own province, by
// month or by week; days off (time off) are shaded. Both are ARIA grids. The month: arrow keys move
// by day and week, Home/End to the week's ends, Page Up/Down by month. The week (one row per day, so
// it fits a 320 px phone): arrows by day, Page Up/Down by week. The chosen day's jobs are listed in
// full below it.
import type { ProviderJob } from '@hearth/shared/bookings/wire';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LinkTabs } from '@/components/ui/link-tabs';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { jobLocalDay } from '@/lib/booking-time';
import { addDays, addMonths, formatLongDay, formatMonth, monthKey, monthWeeks, todayKey, weekday, weekdayNames, type DayKey } from './calendar-month';
import { JobCard } from './job-card';
import { useProviderJobsLiveUpdates, useScheduledJobs } from './provider-jobs-api';
import { cardClasses, QueryStates } from './query-states';

/** Job titles shown inside a day cell on wider screens before "+N more". */
const JOBS_PER_CELL = 2;

function jobsByDay(jobs: ProviderJob[]): Map<DayKey, ProviderJob[]> {
  const days = new Map<DayKey, ProviderJob[]>();
  for (const job of [...jobs].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt))) {
    const day = jobLocalDay(job.scheduledAt, job.address.province);
    days.set(day, [...(days.get(day) ?? []), job]);
  }
  return days;
}

export type CalendarView = 'month' | 'week';

/** The Sunday that starts the week holding `day`. */
const weekStart = (day: DayKey) => addDays(day, -weekday(day));

/** Where a key takes the focus from `day` in the week view (one row per day), or null. */
function dayAfterWeekKey(day: DayKey, key: string): DayKey | null {
  switch (key) {
    case 'ArrowUp':
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowDown':
    case 'ArrowRight':
      return addDays(day, 1);
    case 'Home':
      return weekStart(day);
    case 'End':
      return addDays(weekStart(day), 6);
    case 'PageUp':
      return addDays(day, -7);
    case 'PageDown':
      return addDays(day, 7);
    default:
      return null;
  }
}

/** Where a key takes the focus from `day`, or null for keys the grid leaves alone. */
function dayAfterKey(day: DayKey, key: string): DayKey | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

interface GridProps {
  selected: DayKey;
  today: DayKey;
  jobs: Map<DayKey, ProviderJob[]>;
  offDays: ReadonlySet<DayKey>;
  onSelect: (day: DayKey) => void;
}

function dayLabel(t: ReturnType<typeof useTranslations<'provider.schedule'>>, format: ReturnType<typeof useFormat>, day: DayKey, count: number, off: boolean): string {
  const label = t('dayLabel', { day: formatLongDay(format, day), count });
  return off ? `${label}, ${t('timeOff')}` : label;
}

/** Keyboard moves carry the focus to the new day, across months and weeks too (its cell is new then). */
function useFocusFollows(selected: DayKey) {
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')?.focus();
  }, [selected]);
  /** Call before selecting a day from the keyboard: the focus then follows to its cell. */
  const focusNextDay = useCallback(() => {
    moveFocus.current = true;
  }, []);
  return { grid, focusNextDay };
}

/** What every day of the week and month grids is: a selectable grid cell, one tab stop for the selected day. */
function dayCell({ day, isSelected, today, label, onSelect, onKeyDown }: { day: DayKey; isSelected: boolean; today: DayKey; label: string; onSelect: (day: DayKey) => void; onKeyDown: (event: KeyboardEvent<HTMLTableCellElement>) => void }) {
  return {
    role: 'gridcell',
    tabIndex: isSelected ? 0 : -1,
    'aria-selected': isSelected,
    'aria-current': day === today ? ('date' as const) : undefined,
    'aria-label': label,
    onClick: () => onSelect(day),
    onKeyDown,
  };
}

const dayTint = (isSelected: boolean, off: boolean) =>
  clsx('cursor-pointer', isSelected ? 'bg-brand-50 ring-2 ring-brand-700 ring-inset' : off ? 'bg-slate-100 hover:bg-slate-200/70' : 'hover:bg-slate-50');

/** The week's or month's title, announced as it changes, with previous, today and next. */
function PeriodHeader({ titleId, title, previous, next, today, onSelect }: PeriodHeaderProps) {
  const t = useTranslations('provider.schedule');
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 id={titleId} className="text-lg font-semibold text-ink" aria-live="polite">
        {title}
      </h2>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" aria-label={previous.label} onClick={() => onSelect(previous.day)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onSelect(today)}>
          {t('today')}
        </Button>
        <Button variant="ghost" size="sm" aria-label={next.label} onClick={() => onSelect(next.day)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </div>
  );
}

interface PeriodHeaderProps {
  titleId: string;
  title: string;
  previous: { label: string; day: DayKey };
  next: { label: string; day: DayKey };
  today: DayKey;
  onSelect: (day: DayKey) => void;
}

function WeekGrid({ selected, today, jobs, offDays, onSelect }: GridProps) {
  const t = useTranslations('provider.schedule');
  const format = useFormat();
  const titleId = useId();
  const { grid, focusNextDay } = useFocusFollows(selected);
  const first = weekStart(selected);
  const days = Array.from({ length: 7 }, (_, index) => addDays(first, index));

  function onKeyDown(event: KeyboardEvent<HTMLTableCellElement>) {
    const next = dayAfterWeekKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    focusNextDay();
    onSelect(next);
  }

  return (
    <div className={cardClasses}>
      <PeriodHeader
        titleId={titleId}
        title={t('weekOf', { day: format.calendarDate(first, false) })}
        previous={{ label: t('previousWeek'), day: addDays(selected, -7) }}
        next={{ label: t('nextWeek'), day: addDays(selected, 7) }}
        today={today}
        onSelect={onSelect}
      />
      <table ref={grid} role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse">
        <tbody>
          {days.map((day) => {
            const dayJobs = jobs.get(day) ?? [];
            const isSelected = day === selected;
            const off = offDays.has(day);
            return (
              <tr key={day}>
                <td {...dayCell({ day, isSelected, today, label: dayLabel(t, format, day, dayJobs.length, off), onSelect, onKeyDown })} className={clsx('border border-slate-100 p-2 align-top', dayTint(isSelected, off))}>
                  <div aria-hidden="true" className="flex min-w-0 flex-col gap-1 sm:flex-row sm:gap-3">
                    <span className={clsx('w-28 shrink-0 text-sm font-semibold', day === today ? 'text-brand-700' : 'text-ink')}>
                      {format.calendarDate(day)}
                      {off && <span className="block text-xs font-normal text-muted">{t('timeOff')}</span>}
                    </span>
                    <span className="flex min-w-0 flex-col gap-0.5">
                      {dayJobs.length === 0 && <span className="text-xs text-muted">{t('noJobsShort')}</span>}
                      {dayJobs.map((job) => (
                        <span key={job._id} className="truncate rounded bg-brand-100 px-1.5 text-xs leading-5 text-brand-900">
                          {format.bookingTime(job.scheduledAt, job.address.province)} {job.service.name}
                        </span>
                      ))}
                    </span>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function MonthGrid({ selected, today, jobs, offDays, onSelect }: GridProps) {
  const t = useTranslations('provider.schedule');
  const format = useFormat();
  const titleId = useId();
  const { grid, focusNextDay } = useFocusFollows(selected);

  function onKeyDown(event: KeyboardEvent<HTMLTableCellElement>) {
    const next = dayAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    focusNextDay();
    onSelect(next);
  }

  return (
    <div className={cardClasses}>
      <PeriodHeader
        titleId={titleId}
        title={formatMonth(format, selected)}
        previous={{ label: t('previousMonth'), day: addMonths(selected, -1) }}
        next={{ label: t('nextMonth'), day: addMonths(selected, 1) }}
        today={today}
        onSelect={onSelect}
      />
      <table ref={grid} role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {weekdayNames(format).map((name) => (
              <th key={name.long} scope="col" className="pb-2 text-center text-xs font-semibold text-muted">
                <abbr title={name.long} className="no-underline">
                  <span aria-hidden="true" className="sm:hidden">
                    {name.narrow}
                  </span>
                  <span className="sr-only sm:not-sr-only">{name.short}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(selected).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                if (!day) return <td key={`pad-${index}`} className="border border-slate-100 bg-slate-50/60" />;
                const dayJobs = jobs.get(day) ?? [];
                const isSelected = day === selected;
                const off = offDays.has(day);
                return (
                  <td
                    key={day}
                    {...dayCell({ day, isSelected, today, label: dayLabel(t, format, day, dayJobs.length, off), onSelect, onKeyDown })}
                    className={clsx('h-14 border border-slate-100 p-1 align-top sm:h-24 sm:p-1.5', dayTint(isSelected, off))}
                  >
                    <div aria-hidden="true" className="flex h-full flex-col gap-1">
                      <span
                        className={clsx(
                          'inline-flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                          day === today ? 'bg-brand-700 text-white' : 'text-ink',
                        )}
                      >
                        {Number(day.slice(8))}
                      </span>
                      {dayJobs.length > 0 && (
                        <>
                          <span className="flex gap-0.5 sm:hidden">
                            {dayJobs.slice(0, 3).map((job) => (
                              <span key={job._id} className={clsx('size-1.5 rounded-full', job.status === 'in_progress' ? 'bg-amber-500' : 'bg-brand-700')} />
                            ))}
                          </span>
                          <span className="hidden min-w-0 flex-col gap-0.5 sm:flex">
                            {dayJobs.slice(0, JOBS_PER_CELL).map((job) => (
                              <span key={job._id} className="truncate rounded bg-brand-100 px-1 text-[11px] leading-4 text-brand-900">
                                {format.bookingTime(job.scheduledAt, job.address.province)} {job.service.name}
                              </span>
                            ))}
                            {dayJobs.length > JOBS_PER_CELL && <span className="text-[11px] text-muted">{t('more', { count: dayJobs.length - JOBS_PER_CELL })}</span>}
                          </span>
                        </>
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayJobs({ day, jobs }: { day: DayKey; jobs: ProviderJob[] }) {
  const t = useTranslations('provider.schedule');
  const format = useFormat();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6">
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-ink">
        {formatLongDay(format, day)}
      </h2>
      {jobs.length === 0 ? (
        <p className="text-sm text-muted">{t('noJobsThatDay')}</p>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => (
            <li key={job._id}>
              <JobCard job={job} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const NO_DAYS: ReadonlySet<DayKey> = new Set();

interface JobCalendarProps {
  initialDay?: DayKey;
  view?: CalendarView;
  /** The URL of each view (the schedule page keeps the view in `?view=`); without it, month only. */
  viewHref?: (view: CalendarView) => string;
  /** Told of every day chosen, so the page can keep it in its URL. */
  onDayChange?: (day: DayKey) => void;
  /** Days the provider is off (time off), shaded. */
  offDays?: ReadonlySet<DayKey>;
  /** False inside a page that has its own heading. */
  withHeading?: boolean;
}

export function JobCalendar({ initialDay, view = 'month', viewHref, onDayChange, offDays = NO_DAYS, withHeading = true }: JobCalendarProps) {
  useProviderJobsLiveUpdates();
  const t = useTranslations('provider.schedule');
  const format = useFormat();
  const [today] = useState(() => todayKey());
  const [selected, setSelected] = useState<DayKey>(initialDay ?? today);
  const firstDay = view === 'week' ? weekStart(selected) : `${monthKey(selected)}-01`;
  const lastDay = view === 'week' ? addDays(firstDay, 6) : addDays(addMonths(firstDay, 1), -1);
  const scheduled = useScheduledJobs(firstDay, lastDay);
  const byDay = useMemo(() => jobsByDay(scheduled.data ?? []), [scheduled.data]);
  const daysWithJobs = [...byDay.keys()].filter((day) => monthKey(day) === monthKey(selected)).length;

  function select(day: DayKey) {
    setSelected(day);
    onDayChange?.(day);
  }

  return (
    <div className="mx-auto w-full max-w-5xl">
      {withHeading && <PageHeading title={t('title')} description={t('description')} />}
      {viewHref && (
        <LinkTabs
          label={t('viewLabel')}
          className="mb-4"
          scroll={false}
          currentToken="true"
          current={view}
          tabs={[
            { value: 'month', href: viewHref('month'), label: t('month') },
            { value: 'week', href: viewHref('week'), label: t('week') },
          ]}
        />
      )}
      <QueryStates query={scheduled} what="schedule" skeleton={<Skeleton className="h-96 w-full rounded-2xl" />}>
        {() => (
          <>
            {view === 'month' ? (
              <>
                <p className="mb-4 text-sm text-muted">
                  {t('monthSummary', { days: daysWithJobs, month: formatMonth(format, selected) })}
                </p>
                <MonthGrid selected={selected} today={today} jobs={byDay} offDays={offDays} onSelect={select} />
              </>
            ) : (
              <WeekGrid selected={selected} today={today} jobs={byDay} offDays={offDays} onSelect={select} />
            )}
            <DayJobs day={selected} jobs={byDay.get(selected) ?? []} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
