import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { ServiceRequests } from './service-requests';
import type { ServiceRequestView } from './service-request-view';
import { makeAvailable, makeJob, paged } from './test-data';

const navigation = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => '/serviceprovider/servicerequest',
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: vi.fn() }),
}));
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
vi.mock('@/features/realtime', () => ({ useRealtimeEvent: vi.fn() }));

const AVAILABLE = 'GET /api/booking/available-bookings';
const CATEGORIES = ok({
  services: ['s1'],
  areas: [
    { _id: 'a1', kind: 'fsa', value: 'M5V', province: 'ON', label: 'M5V (Toronto)' },
    { _id: 'a2', kind: 'city', value: 'ottawa-on', province: 'ON', label: 'Ottawa, ON' },
  ],
  categories: [],
});

function setup(view: Partial<ServiceRequestView>, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/service-provider/category/list': CATEGORIES, 'GET /api/service-provider/mybookings': ok(paged([])), ...routes });
  const user = userEvent.setup();
  renderAs('provider', <ServiceRequests view={{ tab: 'available', status: 'accepted', page: 1, ...view }} />);
  return { api, user };
}

const availableRequests = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.path.startsWith('/api/booking/available-bookings'));
const bodyOf = (api: ReturnType<typeof fakeApi>, method: string, path: string) => JSON.parse(String(api.last(method, path)?.body)) as unknown;

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('Sorting and filtering the jobs on offer', () => {
  it('asks the API for the sort, area and days in the URL', async () => {
    const { api } = setup({ sort: 'price', area: 'M5V', from: '2026-11-20', to: '2026-11-30' }, { [AVAILABLE]: ok(paged([makeAvailable()])) });
    await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect(availableRequests(api)[0]?.path).toBe('/api/booking/available-bookings?pageNo=1&size=10&sort=price&area=M5V&from=2026-11-20&to=2026-11-30');
    const filters = screen.getByRole('search', { name: 'Sort and filter jobs' });
    expect(within(filters).getByLabelText('Sort')).toHaveValue('price');
    expect(within(filters).getByLabelText('From')).toHaveValue('2026-11-20');
    await waitFor(() => expect(within(filters).getByLabelText('Area')).toHaveValue('M5V'));
  });

  it('keeps a new sort or area in the URL, back on the first page', async () => {
    const { user } = setup({ page: 2, from: '2026-11-20' }, { [AVAILABLE]: ok(paged([makeAvailable()], { pageNo: 2, total: 15 })) });
    await screen.findByRole('article', { name: 'Standard House Cleaning' });
    await user.selectOptions(screen.getByLabelText('Sort'), 'Best paid first');
    expect(navigation.replace).toHaveBeenLastCalledWith('/serviceprovider/servicerequest?sort=price&from=2026-11-20', { scroll: false });
    // The URL here stays as rendered (the router is a stand-in), so each change starts from it.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Area' }), 'Ottawa, ON');
    expect(navigation.replace).toHaveBeenLastCalledWith('/serviceprovider/servicerequest?area=ottawa-on&from=2026-11-20', { scroll: false });
  });

  it('says which filter hides the jobs, with a link that clears them and keeps the sort', async () => {
    setup({ sort: 'price', area: 'M5V', from: '2026-11-20' }, { [AVAILABLE]: ok(paged([])) });
    expect(await screen.findByRole('heading', { name: 'No jobs match your filters' })).toBeInTheDocument();
    expect(screen.getByText('Your filters hide the jobs on offer: only in M5V, from Fri, Nov 20, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/serviceprovider/servicerequest?sort=price');
  });
});

describe('A job on offer', () => {
  it('links its title to the job’s own page, keeping the Accept button’s name', async () => {
    setup({}, { [AVAILABLE]: ok(paged([makeAvailable()])) });
    const card = await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect(within(card).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', '/serviceprovider/servicerequest/b1');
    expect(within(card).getByRole('button', { name: 'Accept Standard House Cleaning on Sat, Nov 21, 2026' })).toBeInTheDocument();
  });

  it('shows the customer’s note and why it falls outside the provider’s availability', async () => {
    setup({}, { [AVAILABLE]: ok(paged([makeAvailable({ note: 'Two cats; please bring your own vacuum.', outsideAvailability: 'time_off' })])) });
    const card = await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect(within(card).getByText('Two cats; please bring your own vacuum.')).toHaveClass('line-clamp-3');
    expect(within(card).getByText('On your time off')).toBeInTheDocument();
  });

  it('summarises the job before accepting: when, how long, where, the pay and the card hold', async () => {
    const { user } = setup({}, { [AVAILABLE]: ok(paged([makeAvailable({ paymentSecured: false })])) });
    await user.click(await screen.findByRole('button', { name: 'Accept Standard House Cleaning on Sat, Nov 21, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept Standard House Cleaning?' });
    expect(dialog).toHaveTextContent('Sat, Nov 21, 2026');
    expect(dialog).toHaveTextContent('2:30 p.m. – 5:30 p.m. EST');
    expect(dialog).toHaveTextContent('about 3 hours');
    expect(dialog).toHaveTextContent('M5V · Toronto, ON');
    expect(dialog).toHaveTextContent('$120.00');
    expect(dialog).toHaveTextContent('Card hold placed closer to the date.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('needs “Accept anyway” for a job outside the provider’s hours, and then sends the override', async () => {
    const { api, user } = setup({}, {
      [AVAILABLE]: ok(paged([makeAvailable({ outsideAvailability: 'hours' })])),
      'POST /api/booking/b1/accept': ok(makeJob({ _id: 'b1' }), 'Booking accepted'),
    });
    await user.click(await screen.findByRole('button', { name: /^Accept Standard House Cleaning/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This job is outside your availability (Outside your hours).');
    await user.click(within(dialog).getByRole('button', { name: 'Accept this job' }));
    expect(within(dialog).getByText('Tick “Accept anyway” to take this job.')).toBeInTheDocument();
    expect(api.last('POST', '/api/booking/b1/accept')).toBeUndefined();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Accept anyway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept this job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking accepted'));
    expect(bodyOf(api, 'POST', '/api/booking/b1/accept')).toEqual({ overrideAvailability: true });
  });

  it('asks again when the availability changed since the list loaded (409 naming the override)', async () => {
    const changed = 'You took another job that day: your daily limit is reached.';
    const { api, user } = setup({}, {
      [AVAILABLE]: ok(paged([makeAvailable()])),
      'POST /api/booking/b1/accept': [fail(409, 'Outside your availability', { overrideAvailability: changed }), ok(makeJob({ _id: 'b1' }), 'Booking accepted')],
    });
    await user.click(await screen.findByRole('button', { name: /^Accept Standard House Cleaning/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept this job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(changed);
    expect(toast.error).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Accept anyway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept this job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking accepted'));
    expect(bodyOf(api, 'POST', '/api/booking/b1/accept')).toEqual({ overrideAvailability: true });
  });

  it('declines with a reason, then offers Undo, which brings the job back', async () => {
    let offered = [makeAvailable()];
    const { api, user } = setup({}, {
      [AVAILABLE]: () => ok(paged(offered)),
      'POST /api/booking/b1/decline': () => {
        offered = [];
        return ok({ declined: true });
      },
      'DELETE /api/booking/b1/decline': () => {
        offered = [makeAvailable()];
        return ok({ declined: false });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Not for me: Standard House Cleaning on Sat, Nov 21, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not for you: Standard House Cleaning?' });
    await user.selectOptions(within(dialog).getByLabelText('Reason (optional)'), 'Too far away');
    await user.type(within(dialog).getByLabelText('Anything to add? (optional)'), 'Over 40 km');
    await user.click(within(dialog).getByRole('button', { name: 'Hide this job' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Standard House Cleaning hidden from your list', expect.anything()));
    expect(bodyOf(api, 'POST', '/api/booking/b1/decline')).toEqual({ reason: 'Too far away: Over 40 km' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list no longer has it; Undo still works once its card is gone.
    expect(await screen.findByRole('heading', { name: 'No service requests right now' })).toBeInTheDocument();

    const { action } = vi.mocked(toast.success).mock.calls[0]![1] as { action: { label: string; onClick: () => void } };
    expect(action.label).toBe('Undo');
    action.onClick();
    await waitFor(() => expect(api.last('DELETE', '/api/booking/b1/decline')).toBeDefined());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Standard House Cleaning is back in your list'));
    expect(await screen.findByRole('article', { name: 'Standard House Cleaning' })).toBeInTheDocument();
  });

  it('declines without a reason too', async () => {
    const { api, user } = setup({}, { [AVAILABLE]: ok(paged([makeAvailable()])), 'POST /api/booking/b1/decline': ok({ declined: true }) });
    await user.click(await screen.findByRole('button', { name: /^Not for me/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hide this job' }));
    await waitFor(() => expect(bodyOf(api, 'POST', '/api/booking/b1/decline')).toEqual({ reason: '' }));
  });
});
