import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { JobCalendar } from './job-calendar';
import { makeJob, paged } from './test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

/** The schedule request for the days of one month, as the calendar sends it. */
const schedule = (from: string, to: string) => `/api/service-provider/mybookings?status=accepted%2Cin_progress&from=${from}&to=${to}&pageNo=1&size=50`;
const NOVEMBER = schedule('2026-11-01', '2026-11-30');

// 03:30 UTC on Sunday the 22nd is 7:30 p.m. on Saturday the 21st in Vancouver.
const lateInVancouver = makeJob({
  _id: 'j-bc',
  service: { _id: 's2', name: 'Lawn Maintenance', slug: 'lawn-maintenance', image: null },
  scheduledAt: '2026-11-22T03:30:00.000Z',
  endsAt: '2026-11-22T05:30:00.000Z',
  address: { name: 'Lee Chan', phonenumber: '+16045550100', street: '1 Robson St', city: 'Vancouver', province: 'BC', country: 'Canada', postcode: 'V6B 1A1' },
});
const inProgress = makeJob({ _id: 'j-on', status: 'in_progress', scheduledAt: '2026-11-10T15:00:00.000Z', endsAt: '2026-11-10T17:00:00.000Z' });

function setup() {
  const api = fakeApi({
    [`GET ${NOVEMBER}`]: ok(paged([lateInVancouver, inProgress], { size: 50 })),
    [`GET ${schedule('2026-10-01', '2026-10-31')}`]: ok(paged([], { size: 50 })),
    [`GET ${schedule('2026-12-01', '2026-12-31')}`]: ok(paged([], { size: 50 })),
  });
  const user = userEvent.setup();
  renderAs('provider', <JobCalendar initialDay="2026-11-10" />);
  return { api, user };
}

afterEach(() => vi.unstubAllGlobals());

describe('JobCalendar', () => {
  it("puts a job on the day it happens in its province, not the viewer's or UTC's", async () => {
    const { api } = setup();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(within(grid).getByRole('gridcell', { name: 'Saturday, November 21, 2026, 1 job' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Sunday, November 22, 2026, no jobs' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Tuesday, November 10, 2026, 1 job' })).toHaveAttribute('aria-selected', 'true');
    expect(api.requests.map((r) => r.path)).toEqual([NOVEMBER]);
  });

  it("lists the chosen day's jobs in full below the month", async () => {
    const { user } = setup();
    const day = await screen.findByRole('region', { name: 'Tuesday, November 10, 2026' });
    expect(within(day).getByRole('article', { name: 'Standard House Cleaning' })).toHaveTextContent('In progress');

    await user.click(screen.getByRole('gridcell', { name: /^Saturday, November 21/ }));
    const saturday = screen.getByRole('region', { name: 'Saturday, November 21, 2026' });
    const job = within(saturday).getByRole('article', { name: 'Lawn Maintenance' });
    expect(job).toHaveTextContent('7:30 p.m. – 9:30 p.m. PST');
    expect(job).toHaveTextContent('1 Robson St, Vancouver, BC V6B 1A1');
  });

  it('moves between days and months from the keyboard', async () => {
    const { user } = setup();
    const tenth = await screen.findByRole('gridcell', { name: /^Tuesday, November 10/ });
    expect(tenth).toHaveAttribute('tabindex', '0');
    tenth.focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('gridcell', { name: /^Wednesday, November 11/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('gridcell', { name: /^Wednesday, November 18/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('gridcell', { name: /^Saturday, November 21/ })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('gridcell', { name: /^Sunday, November 15/ })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /^Tuesday, December 15/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /^Tuesday, November 24/ })).toHaveFocus();
  });

  it('has previous and next month buttons, and loads only the month on screen', async () => {
    const { api, user } = setup();
    await screen.findByRole('grid', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No jobs in October 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('Jobs on 2 days in November 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests.map((r) => r.path)).toContain(schedule('2026-12-01', '2026-12-31')));
    expect(new Set(api.requests.map((r) => r.path))).toEqual(new Set([NOVEMBER, schedule('2026-10-01', '2026-10-31'), schedule('2026-12-01', '2026-12-31')]));
  });
});
