import type { ProviderJob } from '@hearth/shared/bookings/wire';
import type { BookingStatus } from '@hearth/shared/booking';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { JobCard } from './job-card';
import { makeJob } from './test-data';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

function renderJob(status: BookingStatus, routes: Parameters<typeof fakeApi>[0] = {}, unreadMessages = 0, overrides: Partial<ProviderJob> = {}) {
  const api = fakeApi(routes);
  const user = userEvent.setup();
  renderAs('provider', <JobCard job={makeJob({ status, unreadMessages, ...overrides })} />);
  return { api, user, card: screen.getByRole('article', { name: 'Standard House Cleaning' }) };
}

const buttonNames = (card: HTMLElement) => within(card).queryAllByRole('button').map((button) => button.textContent);

// The job starts at 19:30 UTC (2:30 p.m. in Toronto) and may be started from 18:30 until 00:30.
const DURING_THE_JOB = new Date('2026-11-21T19:45:00.000Z');

beforeEach(() => {
  vi.clearAllMocks();
  // Only the clock is fake here, so user-event and the queries run on real timers.
  vi.useFakeTimers({ now: DURING_THE_JOB, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('JobCard', () => {
  it('links its title to the job’s own page', () => {
    const { card } = renderJob('accepted');
    expect(within(card).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', '/serviceprovider/servicerequest/j1');
  });

  it("shows the full address, the customer's name and a phone link, the note and the time in the job's province", () => {
    const { card } = renderJob('accepted');
    expect(within(card).getByText('12 Queen St W, Toronto, ON M5V 2T6')).toBeInTheDocument();
    expect(within(card).getByText('Maya Roy')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Maya Roy at +1 416-555-0123' })).toHaveAttribute('href', 'tel:+14165550123');
    expect(within(card).getByText('Side door; the dog is friendly.')).toBeInTheDocument();
    expect(within(card).getByText('2:30 p.m. – 5:30 p.m. EST')).toBeInTheDocument();
    expect(within(card).getByText('Accepted')).toBeInTheDocument();
  });

  it('links the address to Google Maps in a new tab, which a phone opens in its maps app', () => {
    const { card } = renderJob('accepted');
    const maps = within(card).getByRole('link', { name: 'Open 12 Queen St W, Toronto, ON M5V 2T6 in Maps (opens a new tab)' });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12%20Queen%20St%20W%2C%20Toronto%2C%20ON%20M5V%202T6');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['accepted', ['Messages', 'On my way', 'Start', 'Cancel Job']],
    ['in_progress', ['Messages', 'Complete']],
    ['completed', ['Messages']],
    ['cancelled', ['Messages']],
  ] as const)('offers the messages and only the next steps of a job %s', (status, actions) => {
    const { card } = renderJob(status);
    expect(buttonNames(card)).toEqual(actions);
  });

  it('shows how many messages the customer sent that are unread, and opens the conversation, which reads them', async () => {
    const message = { _id: 'm1', bookingId: 'j1', sender: { _id: 'c1', name: 'Maya R.', role: 'customer' }, text: 'Is 2 p.m. fine?', attachments: [], createdAt: '2026-11-20T09:00:00.000Z' };
    const thread = { messages: [message], hasMore: false, open: true, canSend: true, closedReason: null, readOnlyAt: null, counterpart: message.sender, unreadCount: 2 };
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { api, user, card } = renderJob('accepted', { 'GET /api/booking/j1/messages': ok(thread), 'POST /api/booking/j1/messages/read': ok({ unreadCount: 0 }) }, 2);
    const messages = within(card).getByRole('button', { name: 'Messages 2 new messages' });
    expect(messages).toHaveTextContent('2 new');

    await user.click(messages);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Standard House Cleaning, Sat, Nov 21, 2026');
    expect(await within(dialog).findByRole('textbox', { name: 'Message to Maya R.' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Messages with Maya R.');
    expect(within(dialog).getByRole('log')).toHaveTextContent('Is 2 p.m. fine?');
    // Read: the job lists reload, and with them the badge.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['provider-jobs'] }));
    expect(api.last('POST', '/api/booking/j1/messages/read')).toBeDefined();
    invalidate.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Close messages' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    expect(dialog).toHaveTextContent("Your payout of $120.00 is sent once the customer's confirmation window ends.");
    await user.click(within(dialog).getByRole('button', { name: 'Not Yet' }));
    expect(api.requests).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Complete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, Complete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking Completed'));
    expect(api.last('POST', '/api/booking/j1/complete')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs a reason to cancel, and sends it', async () => {
    const { api, user, card } = renderJob('accepted', { 'POST /api/booking/j1/cancel': ok(makeJob({ status: 'cancelled' }), 'Job handed back. The customer is told we are finding another professional.') });
    await user.click(within(card).getByRole('button', { name: 'Cancel Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    // Handing a job back does not cancel the booking: the dialog says what happens to the customer.
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('the customer is told we are finding them another one'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Job' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'My van broke down');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job handed back. The customer is told we are finding another professional.'));
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

describe('JobCard payment and timing', () => {
  it('says whether the customer’s card is held for the job while it is to do', () => {
    renderJob('accepted');
    expect(screen.getByText('Payment secured')).toBeInTheDocument();
  });

  it('says the payment is pending while the card is only saved, and says nothing once the job is over', () => {
    const { card } = renderJob('accepted', {}, 0, { paymentSecured: false });
    expect(within(card).getByText('Payment pending')).toBeInTheDocument();
    expect(within(card).queryByText('Payment secured')).not.toBeInTheDocument();
    renderJob('completed', {}, 0, { _id: 'j2', service: { ...makeJob().service, name: 'Window Washing' } });
    const done = screen.getByRole('article', { name: 'Window Washing' });
    expect(within(done).queryByText(/^Payment /)).not.toBeInTheDocument();
  });

  it('keeps Start disabled until the start window opens, then enables it on time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T18:00:00.000Z') });
    fakeApi({});
    renderAs('provider', <JobCard job={makeJob()} />);
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Start available from 1:30 p.m. on Sat, Nov 21, 2026');

    act(() => vi.advanceTimersByTime(29 * 60_000));
    expect(start).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(start).toBeEnabled();
    expect(screen.queryByText(/Start available from/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel Job' })).toBeEnabled();
  });

  it('closes the start window after the grace period, pointing to support', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T00:29:00.000Z') });
    fakeApi({});
    renderAs('provider', <JobCard job={makeJob()} />);
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeEnabled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Start window closed — contact support');
  });

  it('keeps Complete disabled until the scheduled start has passed', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T19:00:00.000Z') });
    fakeApi({});
    renderAs('provider', <JobCard job={makeJob({ status: 'in_progress' })} />);
    const complete = screen.getByRole('button', { name: 'Complete' });
    expect(complete).toBeDisabled();
    expect(complete).toHaveAccessibleDescription('You can complete this job once its scheduled start has passed');
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(complete).toBeEnabled();
  });

  it('still shows the API’s reason when it refuses a start the card allowed', async () => {
    const message = "This job's start window has passed. Contact support.";
    const { user, card } = renderJob('accepted', { 'POST /api/booking/j1/start': fail(409, message) });
    await user.click(within(card).getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });
});

describe('JobCard in French', () => {
  function renderFrench(job: ProviderJob) {
    fakeApi({});
    renderAs('provider', <JobCard job={job} />, { locale: 'fr' });
    return screen.getByRole('article', { name: 'Standard House Cleaning' });
  }

  it("writes the job's time on the province's clock, the payout and the actions in French", () => {
    const card = renderFrench(makeJob());
    expect(within(card).getByText('sam. 21 nov. 2026')).toBeInTheDocument();
    expect(within(card).getByText('14 h 30 – 17 h 30 HNE')).toBeInTheDocument();
    expect(within(card).getByText('environ 3 h')).toBeInTheDocument();
    expect(within(card).getByText('120,00 $')).toBeInTheDocument();
    expect(within(card).getByText('Paiement garanti')).toBeInTheDocument();
    expect(within(card).getByText('Accepté')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Appeler Maya Roy au +1 416 555-0123' })).toHaveAttribute('href', 'tel:+14165550123');
    expect(within(card).getByRole('button', { name: 'Commencer' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Annuler le travail' })).toBeInTheDocument();
  });

  it('says in French when Start opens', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T18:00:00.000Z'), toFake: ['Date'] });
    const card = renderFrench(makeJob());
    expect(within(card).getByRole('button', { name: 'Commencer' })).toHaveAccessibleDescription('Vous pourrez commencer à partir de 13 h 30 le sam. 21 nov. 2026');
  });
});
