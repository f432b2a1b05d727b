import type { BookingStatus } from '@hearth/shared/booking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, renderWithClient } from '@/test/fake-api';
import { JobCard } from './job-card';
import { makeJob } from './test-data';

vi.mock('next-auth/react', () => ({
  useSession: () => ({ data: { user: { _id: 'p1', token: { role: 'serviceprovider', accessToken: 'token-123' } } }, status: 'authenticated' }),
  signOut: vi.fn(),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

function renderJob(status: BookingStatus, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  const user = userEvent.setup();
  renderWithClient(<JobCard job={makeJob({ status })} />);
  return { api, user, card: screen.getByRole('article', { name: 'Standard House Cleaning' }) };
}

const buttonNames = (card: HTMLElement) => within(card).queryAllByRole('button').map((button) => button.textContent);

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('JobCard', () => {
  it("shows the full address, the customer's name and a phone link, the note and the time in the job's province", () => {
    const { card } = renderJob('accepted');
    expect(within(card).getByText('12 Queen St W, Toronto, ON M5V 2T6')).toBeInTheDocument();
    expect(within(card).getByText('Maya Roy')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Maya Roy at +1 416-555-0123' })).toHaveAttribute('href', 'tel:+14165550123');
    expect(within(card).getByText('Side door; the dog is friendly.')).toBeInTheDocument();
    expect(within(card).getByText('2:30 p.m. – 5:30 p.m. EST')).toBeInTheDocument();
    expect(within(card).getByText('Accepted')).toBeInTheDocument();
  });

  it.each([
    ['accepted', ['Start', 'Cancel Job']],
    ['in_progress', ['Complete']],
    ['completed', []],
    ['cancelled', []],
  ] as const)('offers only the next steps of a job %s', (status, actions) => {
    const { card } = renderJob(status);
    expect(buttonNames(card)).toEqual(actions);
  });

  it('starts an accepted job', async () => {
    const { api, user, card } = renderJob('accepted', { 'POST /api/booking/j1/start': ok(makeJob({ status: 'in_progress' }), 'Job started') });
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job started'));
    expect(api.last('POST', '/api/booking/j1/start')?.headers.Authorization).toBe('Bearer token-123');
  });

  it('says why a job cannot start yet', async () => {
    const message = 'You can start this job from 2:00 p.m.';
    const { user, card } = renderJob('accepted', { 'POST /api/booking/j1/start': fail(409, message) });
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });

  it('asks before completing a job', async () => {
    const { api, user, card } = renderJob('in_progress', { 'POST /api/booking/j1/complete': ok(makeJob({ status: 'completed' }), 'Booking Completed') });
    await user.click(within(card).getByRole('button', { name: 'Complete' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this job as completed?' });
    expect(dialog).toHaveTextContent('your payout of $120.00');
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    expect(api.requests).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Complete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Complete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking Completed'));
    expect(api.last('POST', '/api/booking/j1/complete')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs a reason to cancel, and sends it', async () => {
    const { api, user, card } = renderJob('accepted', { 'POST /api/booking/j1/cancel': ok(makeJob({ status: 'cancelled' }), 'Job cancelled') });
    await user.click(within(card).getByRole('button', { name: 'Cancel Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Job' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'My van broke down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job cancelled'));
    expect(JSON.parse(String(api.last('POST', '/api/booking/j1/cancel')?.body))).toEqual({ reason: 'My van broke down' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the cancel dialog open with the reason when the API refuses', async () => {
    const message = 'This job has already started';
    const { user, card } = renderJob('accepted', { 'POST /api/booking/j1/cancel': fail(409, message) });
    await user.click(within(card).getByRole('button', { name: 'Cancel Job' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Sick');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Job' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveValue('Sick');
  });
});
