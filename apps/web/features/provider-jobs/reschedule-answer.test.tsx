import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { RescheduleAnswer } from './reschedule-answer';
import { makeJob } from './test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const job = makeJob({ status: 'accepted', reschedule: { id: 'r1', toStartsAt: '2026-12-03T15:00:00.000Z', toEndsAt: '2026-12-03T18:00:00.000Z', requestedAt: '2026-11-20T14:00:00.000Z' } });

describe('RescheduleAnswer', () => {
  it('shows the time the customer asks for and accepts it in one tap', async () => {
    const api = fakeApi({ [`POST /api/booking/${job._id}/reschedule/accept`]: ok({ ...job, reschedule: null }, 'New time accepted. The customer is told.') });
    renderAs('provider', <RescheduleAnswer job={job} />);
    const section = screen.getByRole('region', { name: 'The customer asks for another time' });
    expect(section).toHaveTextContent('The customer asks to move this job to Thu, Dec 3, 2026, 10:00 a.m. EST.');
    expect(within(section).getByRole('button', { name: 'Decline and hand back' })).toHaveAccessibleDescription(
      'Declining hands the job back: it is offered to other professionals at the new time.',
    );
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Accept new time' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('New time accepted. The customer is told.'));
    expect(api.last('POST', `/api/booking/${job._id}/reschedule/accept`)).toBeDefined();
  });

  it('declines, handing the job back, and says why when the API refuses', async () => {
    fakeApi({
      [`POST /api/booking/${job._id}/reschedule/decline`]: ok({ declined: true }, 'Job handed back. It is offered to other professionals at the new time.'),
      [`POST /api/booking/${job._id}/reschedule/accept`]: fail(409, 'You already have a job at that time'),
    });
    renderAs('provider', <RescheduleAnswer job={job} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept new time' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('You already have a job at that time'));
    await user.click(screen.getByRole('button', { name: 'Decline and hand back' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job handed back. It is offered to other professionals at the new time.'));
  });

  it('shows nothing without a request', () => {
    renderAs('provider', <RescheduleAnswer job={makeJob({ status: 'accepted' })} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
