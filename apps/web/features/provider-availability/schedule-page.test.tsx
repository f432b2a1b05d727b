import type { Availability } from '@hearth/shared/availability/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { SchedulePage, timeOffDays } from './schedule-page';
import type { ScheduleView } from './schedule-view';

const navigation = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/serviceprovider/schedule',
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

const AVAILABILITY = '/api/service-provider/availability';

const notSet: Availability = { weeklyHours: [], maxJobsPerDay: null, travelBufferMinutes: 0, hoursSet: false, timeOff: [], calendarFeed: { active: false, createdAt: null } };
const set: Availability = {
  weeklyHours: [
    { weekday: 1, start: '08:00', end: '16:00' },
    { weekday: 6, start: '10:00', end: '14:00' },
  ],
  maxJobsPerDay: 3,
  travelBufferMinutes: 30,
  hoursSet: true,
  timeOff: [
    { _id: 't1', startsOn: '2026-11-23', endsOn: '2026-11-24', note: 'Dentist and family' },
    { _id: 't2', startsOn: '2026-12-25', endsOn: '2026-12-25', note: '' },
  ],
  calendarFeed: { active: false, createdAt: null },
};

function setup(availability: Availability, routes: Parameters<typeof fakeApi>[0] = {}, view: Partial<ScheduleView> = {}) {
  const api = fakeApi({
    [`GET ${AVAILABILITY}`]: ok(availability),
    // The jobs calendar: no job in any range it asks for.
    'GET /api/service-provider/mybookings': ok({ items: [], pageNo: 1, size: 50, total: 0, pages: 1 }),
    ...routes,
  });
  const user = userEvent.setup();
  renderAs('provider', <SchedulePage view={{ view: 'month', day: '2026-11-20', ...view }} />);
  return { api, user };
}

const bodyOf = (api: ReturnType<typeof fakeApi>, method: string, path: string) => JSON.parse(String(api.last(method, path)?.body)) as unknown;

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('Working hours', () => {
  it('says every hour is open until they are set, lists Monday first and saves weekday numbers', async () => {
    const { api, user } = setup(notSet, { [`PUT ${AVAILABILITY}`]: ok({ ...notSet, hoursSet: true, weeklyHours: [{ weekday: 1, start: '09:00', end: '17:00' }] }, 'Working hours saved') });
    const section = await screen.findByRole('region', { name: 'Working hours' });
    expect(within(section).getByText('Every hour is open until you set your hours.')).toBeInTheDocument();
    expect(within(section).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

    // A usual week is offered: Friday off instead, and Saturday morning.
    await user.click(within(section).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Saturday' }));
    const saturdayEnd = within(section).getByLabelText('Saturday: end time');
    await user.clear(saturdayEnd);
    await user.type(saturdayEnd, '12:00');
    await user.type(within(section).getByLabelText('Most jobs in a day'), '4');
    await user.click(within(section).getByRole('button', { name: 'Save hours' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Working hours saved'));
    expect(bodyOf(api, 'PUT', AVAILABILITY)).toEqual({
      weeklyHours: [
        { weekday: 1, start: '09:00', end: '17:00' },
        { weekday: 2, start: '09:00', end: '17:00' },
        { weekday: 3, start: '09:00', end: '17:00' },
        { weekday: 4, start: '09:00', end: '17:00' },
        { weekday: 6, start: '09:00', end: '12:00' },
      ],
      maxJobsPerDay: 4,
      travelBufferMinutes: 0,
    });
    await waitFor(() => expect(within(section).queryByText('Every hour is open until you set your hours.')).not.toBeInTheDocument());
  });

  it('copies Monday to the other weekdays', async () => {
    const { api, user } = setup(set, { [`PUT ${AVAILABILITY}`]: ok(set) });
    const section = await screen.findByRole('region', { name: 'Working hours' });
    expect(within(section).getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    await user.click(within(section).getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect(within(section).getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(within(section).getByLabelText('Thursday: start time')).toHaveValue('08:00');
    await user.click(within(section).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(api.last('PUT', AVAILABILITY)).toBeDefined());
    expect((bodyOf(api, 'PUT', AVAILABILITY) as { weeklyHours: unknown[] }).weeklyHours).toEqual([
      { weekday: 1, start: '08:00', end: '16:00' },
      { weekday: 2, start: '08:00', end: '16:00' },
      { weekday: 3, start: '08:00', end: '16:00' },
      { weekday: 4, start: '08:00', end: '16:00' },
      { weekday: 5, start: '08:00', end: '16:00' },
      { weekday: 6, start: '10:00', end: '14:00' },
    ]);
  });

  it('puts errors under their fields, its own and the API’s, and sends nothing invalid', async () => {
    const { api, user } = setup(set, { [`PUT ${AVAILABILITY}`]: fail(400, 'Check the highlighted fields', { travelBufferMinutes: 'At most 240 minutes' }) });
    const section = await screen.findByRole('region', { name: 'Working hours' });
    const mondayEnd = within(section).getByLabelText('Monday: end time');
    await user.clear(mondayEnd);
    await user.type(mondayEnd, '07:00');
    await user.click(within(section).getByRole('button', { name: 'Save hours' }));
    expect(await within(section).findByText('The day must end after it starts')).toBeInTheDocument();
    expect(mondayEnd).toHaveAttribute('aria-invalid', 'true');
    expect(api.last('PUT', AVAILABILITY)).toBeUndefined();

    await user.clear(mondayEnd);
    await user.type(mondayEnd, '17:00');
    await user.click(within(section).getByRole('button', { name: 'Save hours' }));
    expect(await within(section).findByText('At most 240 minutes')).toBeInTheDocument();
    expect(within(section).getByLabelText('Travel time between jobs (minutes)')).toHaveAccessibleDescription(expect.stringContaining('At most 240 minutes'));
  });
});

describe('Time off', () => {
  it('lists time off with dates and notes, and removes one after confirming', async () => {
    const { api, user } = setup(set, { [`DELETE ${AVAILABILITY.replace('availability', 'time-off')}/t1`]: ok({ removed: true }) });
    const section = await screen.findByRole('region', { name: 'Time off' });
    const list = within(section).getByRole('list', { name: 'Planned time off' });
    expect(list).toHaveTextContent('Mon, Nov 23, 2026 – Tue, Nov 24, 2026');
    expect(list).toHaveTextContent('Dentist and family');
    expect(list).toHaveTextContent('Fri, Dec 25, 2026');

    await user.click(within(section).getByRole('button', { name: 'Remove time off Mon, Nov 23, 2026 – Tue, Nov 24, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this time off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.last('DELETE', '/api/service-provider/time-off/t1')).toBeDefined());
    await waitFor(() => expect(within(list).queryByText('Dentist and family')).not.toBeInTheDocument());
  });

  it('adds time off, with the API’s message under the date it names', async () => {
    const { api, user } = setup(notSet, {
      'POST /api/service-provider/time-off': [fail(400, 'Check the dates', { endsOn: 'The end date cannot be before the start date' }), ok({ _id: 't9', startsOn: '2026-12-01', endsOn: '2026-12-03', note: 'Trip' })],
    });
    const form = await screen.findByRole('form', { name: 'Add time off' });
    await user.type(within(form).getByLabelText('First day off'), '2026-12-01');
    await user.type(within(form).getByLabelText('Last day off'), '2026-12-03');
    await user.type(within(form).getByLabelText('Note (optional)'), 'Trip');
    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    expect(await within(form).findByText('The end date cannot be before the start date')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Add time off' }));
    await waitFor(() => expect(bodyOf(api, 'POST', '/api/service-provider/time-off')).toEqual({ startsOn: '2026-12-01', endsOn: '2026-12-03', note: 'Trip' }));
    expect(await screen.findByText('Trip')).toBeInTheDocument();
  });
});

describe('Calendar of accepted jobs', () => {
  it('shades time off days and switches between month and week in the URL', async () => {
    setup(set);
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(within(grid).getByRole('gridcell', { name: 'Monday, November 23, 2026, no jobs, time off' })).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Calendar view' });
    expect(within(views).getByRole('link', { name: 'Week' })).toHaveAttribute('href', '/serviceprovider/schedule?view=week&day=2026-11-20');
    expect(within(views).getByRole('link', { name: 'Month' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a week with a row per day, moves by keyboard and keeps the day in the URL', async () => {
    const { user } = setup(set, {}, { view: 'week' });
    const grid = await screen.findByRole('grid', { name: 'Week of Nov 15, 2026' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(7);
    const friday = within(grid).getByRole('gridcell', { name: 'Friday, November 20, 2026, no jobs' });
    friday.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: 'Saturday, November 21, 2026, no jobs' })).toHaveFocus();
    expect(navigation.replace).toHaveBeenLastCalledWith('/serviceprovider/schedule?view=week&day=2026-11-21', { scroll: false });
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'Week of Nov 22, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Saturday, November 28, 2026, no jobs' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(screen.getByRole('gridcell', { name: 'Monday, November 16, 2026, no jobs' })).toBeInTheDocument();
  });

  it('expands time off ranges into days', () => {
    expect([...timeOffDays([{ startsOn: '2026-12-30', endsOn: '2027-01-02' }])]).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});

describe('Calendar feed', () => {
  it('explains the feed, shows the new link once with Copy, and replaces it after confirming', async () => {
    const { api, user } = setup(notSet, {
      'POST /api/service-provider/calendar-feed': [ok({ url: 'https://api.example.ca/api/calendar-feed/first-token.ics' }), ok({ url: 'https://api.example.ca/api/calendar-feed/second-token.ics' })],
    });
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(section).toHaveTextContent('Subscribe from Google Calendar or Apple Calendar');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const link = await within(section).findByLabelText('Your private calendar link');
    expect(link).toHaveValue('https://api.example.ca/api/calendar-feed/first-token.ics');
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('https://api.example.ca/api/calendar-feed/first-token.ics');
    expect(toast.success).toHaveBeenCalledWith('Link copied');
    expect(within(section).getByText(/Google Calendar: on a computer/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Replace link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working.');
    await user.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    await waitFor(() => expect(within(section).getByLabelText('Your private calendar link')).toHaveValue('https://api.example.ca/api/calendar-feed/second-token.ics'));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('turns the feed off after confirming', async () => {
    const { api, user } = setup({ ...set, calendarFeed: { active: true, createdAt: '2026-11-01T15:00:00.000Z' } }, { 'DELETE /api/service-provider/calendar-feed': ok({ active: false }) });
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(section).toHaveTextContent('Your calendar feed is on since');
    expect(within(section).queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Turn off the calendar feed?' })).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.last('DELETE', '/api/service-provider/calendar-feed')).toBeDefined());
    expect(await within(section).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});

describe('In French', () => {
  it('reads the hours and time off in French', async () => {
    fakeApi({ [`GET ${AVAILABILITY}`]: ok(notSet), 'GET /api/service-provider/mybookings': ok({ items: [], pageNo: 1, size: 50, total: 0, pages: 1 }) });
    renderAs('provider', <SchedulePage view={{ view: 'month', day: '2026-11-20' }} />, { locale: 'fr' });
    const section = await screen.findByRole('region', { name: 'Heures de travail' });
    expect(within(section).getByText('Toutes les heures sont ouvertes tant que vous n’avez pas indiqué vos heures.')).toBeInTheDocument();
    expect(within(section).getAllByRole('checkbox')[0]?.parentElement).toHaveTextContent('lundi');
  });
});
