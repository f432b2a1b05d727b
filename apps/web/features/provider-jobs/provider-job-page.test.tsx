import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fail, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ProviderJobPage } from './provider-job-page';
import { makeAvailable, makeJob } from './test-data';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/serviceprovider/servicerequest/b1',
  useRouter: () => ({ replace: vi.fn(), push: navigation.push, refresh: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

const notFound = fail(404, 'Booking not found');

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('One job’s page (the one alerts open)', () => {
  it('shows the provider’s own job with its address, maps link, messages and next step', async () => {
    const api = fakeApi({ 'GET /api/booking/b1': ok(makeJob({ _id: 'b1' })), 'GET /api/booking/b1/messages': ok({ items: [], total: 0 }) });
    renderAs('provider', <ProviderJobPage id="b1" />);
    const card = await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect(within(card).getByText('12 Queen St W, Toronto, ON M5V 2T6')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open .*12 Queen St W.* in Maps/i })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
    expect(within(card).getByText('Side door; the dog is friendly.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Messages/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel Job' })).toBeInTheDocument();
    // On its own page the title is not a link to itself.
    expect(within(card).queryByRole('link', { name: 'Standard House Cleaning' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Service Request' })).toHaveAttribute('href', '/serviceprovider/servicerequest');
    // Theirs: the offer is not asked for.
    expect(api.requests.some((r) => r.path.startsWith('/api/booking/available-bookings'))).toBe(false);
  });

  it('shows a job on offer with its note and availability badge; accepting it turns the page into their job', async () => {
    let accepted = false;
    fakeApi({
      'GET /api/booking/b1': () => (accepted ? ok(makeJob({ _id: 'b1' })) : notFound),
      'GET /api/booking/available-bookings/b1': () => (accepted ? notFound : ok(makeAvailable({ note: 'Two bathrooms.', outsideAvailability: 'hours' }))),
      'POST /api/booking/b1/accept': () => {
        accepted = true;
        return ok(makeJob({ _id: 'b1' }), 'Booking accepted');
      },
      'GET /api/booking/b1/messages': ok({ items: [], total: 0 }),
    });
    const user = userEvent.setup();
    renderAs('provider', <ProviderJobPage id="b1" />);
    const card = await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect(within(card).getByText('Two bathrooms.')).toBeInTheDocument();
    expect(within(card).getByText('Outside your hours')).toBeInTheDocument();
    // No address before accepting.
    expect(within(card).queryByText(/12 Queen St W/)).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Accept Standard House Cleaning on Sat, Nov 21, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Standard House Cleaning?' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Accept anyway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept this job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking accepted'));
    expect(await screen.findByText('12 Queen St W, Toronto, ON M5V 2T6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('goes back to the list after “Not for me”, with Undo offered', async () => {
    const api = fakeApi({
      'GET /api/booking/b1': notFound,
      'GET /api/booking/available-bookings/b1': ok(makeAvailable()),
      'POST /api/booking/b1/decline': ok({ declined: true }),
      'DELETE /api/booking/b1/decline': ok({ declined: false }),
    });
    const user = userEvent.setup();
    renderAs('provider', <ProviderJobPage id="b1" />);
    await user.click(await screen.findByRole('button', { name: 'Not for me: Standard House Cleaning on Sat, Nov 21, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not for you: Standard House Cleaning?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide this job' }));
    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/serviceprovider/servicerequest'));
    const [message, options] = vi.mocked(toast.success).mock.calls.at(-1)!;
    expect(message).toBe('Standard House Cleaning hidden from your list');
    const action = (options as { action: { label: string; onClick: () => void } }).action;
    expect(action.label).toBe('Undo');
    action.onClick();
    await waitFor(() => expect(api.last('DELETE', '/api/booking/b1/decline')).toBeDefined());
  });

  it('says a job that is neither theirs nor on offer is no longer available, with the way back', async () => {
    fakeApi({ 'GET /api/booking/b1': notFound, 'GET /api/booking/available-bookings/b1': notFound });
    renderAs('provider', <ProviderJobPage id="b1" />);
    expect(await screen.findByText('This job is no longer available')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Back to Service Request' });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/serviceprovider/servicerequest');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so when the job could not be loaded, rather than that it is gone', async () => {
    fakeApi({ 'GET /api/booking/b1': fail(500, 'Something went wrong') });
    renderAs('provider', <ProviderJobPage id="b1" />);
    expect(await screen.findByText('We could not load this job')).toBeInTheDocument();
    expect(screen.queryByText('This job is no longer available')).toBeNull();
  });
});
