import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { RescheduleBooking } from './reschedule-booking';
import { makeBooking } from './test-data';

vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

/** Only the clock is fake: timers stay real, so Testing Library and user-event wait as usual. */
const setNow = (iso: string) => vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });

// The booking starts Tue Nov 24, 2026 at 2:30 p.m. in Toronto.
const accepted = makeBooking({ status: 'accepted', provider: { _id: 'p1', name: 'Marcus L.' } });
const path = `/api/booking/${accepted._id}/reschedule`;

describe('RescheduleBooking', () => {
  it('asks the professional for the chosen time, saying what happens if they cannot and until when cancelling stays free', async () => {
    setNow('2026-11-20T15:00:00.000Z');
    const api = fakeApi({
      [`POST ${path}`]: ok({ ...accepted, reschedule: { id: 'r1', toStartsAt: '2026-11-25T15:00:00.000Z', toEndsAt: '2026-11-25T18:00:00.000Z', requestedAt: '2026-11-20T15:00:00.000Z' } }, 'We asked your professional to confirm the new time'),
    });
    renderAs('customer', <RescheduleBooking booking={accepted} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule your booking' });
    expect(dialog).toHaveTextContent("Marcus L. will be asked to confirm; if they can't, we offer the job at the new time to other professionals, at no cost to you.");

    // Without a time the request is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ask for this time' }));
    expect(within(dialog).getByText('Choose a date and a start time')).toBeInTheDocument();
    expect(api.last('POST', path)).toBeUndefined();

    const date = within(dialog).getByLabelText('New date');
    await user.clear(date);
    await user.type(date, '2026-11-25');
    await user.selectOptions(within(dialog).getByLabelText('New start time'), '10:00');
    expect(dialog).toHaveTextContent('New time: Wed, Nov 25, 2026, 10:00 a.m. EST.');
    expect(dialog).toHaveTextContent('Free cancellation until Tue, Nov 24, 2026, 10:00 a.m. EST.');

    await user.click(within(dialog).getByRole('button', { name: 'Ask for this time' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('We asked your professional to confirm the new time'));
    expect(JSON.parse(String(api.last('POST', path)!.body))).toEqual({ startsAt: '2026-11-25T15:00:00.000Z' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a booking nobody accepted yet moves now, and shows the API’s refusal inside the dialog', async () => {
    setNow('2026-11-20T15:00:00.000Z');
    const open = makeBooking({ status: 'open' });
    fakeApi({ [`POST ${path}`]: fail(400, 'Please choose a time at least 2 hours from now', { startsAt: 'Please choose a time at least 2 hours from now' }) });
    renderAs('customer', <RescheduleBooking booking={open} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule your booking' });
    expect(dialog).toHaveTextContent('Your booking moves now.');
    await user.selectOptions(within(dialog).getByLabelText('New start time'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move my booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a time at least 2 hours from now');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a request waiting for the professional, which the customer can withdraw', async () => {
    setNow('2026-11-20T15:00:00.000Z');
    const pending = { ...accepted, reschedule: { id: 'r1', toStartsAt: '2026-11-25T15:00:00.000Z', toEndsAt: '2026-11-25T18:00:00.000Z', requestedAt: '2026-11-20T14:00:00.000Z' } };
    const api = fakeApi({ [`DELETE ${path}`]: ok(accepted, 'Request withdrawn. Your booking stays at its time.') });
    renderAs('customer', <RescheduleBooking booking={pending} />);
    expect(screen.getByRole('status')).toHaveTextContent('You asked Marcus L. to move this job to Wed, Nov 25, 2026, 10:00 a.m. EST.');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw request' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Request withdrawn. Your booking stays at its time.'));
    expect(api.last('DELETE', path)).toBeDefined();
  });

  it('explains instead of offering it within 24 hours of a job with a professional, and is absent once the job is over', () => {
    setNow('2026-11-24T00:00:00.000Z');
    const { unmount } = renderAs('customer', <RescheduleBooking booking={accepted} />);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.getByText(/Rescheduling closes 24 hours before the start/)).toBeInTheDocument();
    unmount();
    renderAs('customer', <RescheduleBooking booking={makeBooking({ status: 'completed' })} />);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});
