// Where the Schedule page's calendar is, kept in the URL so a reload or a shared link shows the same
// days: /serviceprovider/schedule?view=week&day=2026-11-21 (the month view and today are the defaults).
import { parseAsStringLiteral } from 'nuqs/server';
import { paths } from '@/lib/paths';
import { createHref, createViewLoader, parseAsDay, type SearchParams } from '@/lib/url-state';

export type CalendarView = 'month' | 'week';

export interface ScheduleView {
  view: CalendarView;
  day?: string;
}

const scheduleSearchParams = {
  view: parseAsStringLiteral<CalendarView>(['month', 'week']).withDefault('month'),
  day: parseAsDay,
};

export const parseScheduleView: (params: SearchParams) => ScheduleView = createViewLoader(scheduleSearchParams);

const href = createHref(scheduleSearchParams);

export function scheduleHref({ view = 'month', day }: Partial<ScheduleView>): string {
  return href(paths.provider.schedule(), { view, day });
}
