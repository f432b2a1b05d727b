import { ALREADY_ACCEPTED_MESSAGE } from '@hearth/shared/booking';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AVAILABLE_BOOKINGS_COUNT_KEY } from '@/features/provider-area';
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
const realtime = vi.hoisted(() => ({ handlers: new Map<string, () => void>() }));
vi.mock('@/features/realtime', () => ({
  useRealtimeEvent: (events: string[], handler: () => void) => {
    for (const event of events) realtime.handlers.set(event, handler);
  },
}));

const AVAILABLE = 'GET /api/booking/available-bookings';
const JOBS = 'GET /api/service-provider/mybookings';
const COUNTS = ok({ accepted: 2, in_progress: 1, completed: 7, cancelled: 0 });

function setup(view: Partial<ServiceRequestView>, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/service-provider/mybookings-count': COUNTS, [JOBS]: ok(paged([])), ...routes });
  const user = userEvent.setup();
  const rendered = renderAs('provider', <ServiceRequests view={{ tab: 'available', status: 'accepted', page: 1, ...view }} />);
  return { api, user, ...rendered };
}

const requestsTo = (api: ReturnType<typeof fakeApi>, pathname: string) => api.requests.filter((r) => r.path.split('?')[0] === pathname);

beforeEach(() => {
  vi.clearAllMocks();
  realtime.handlers.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Available bookings', () => {
  it('shows the service, local time with its zone, area, duration and payout, but never the street', async () => {
    // Even if the API ever sent more than it should, the card only shows the area.
    const leaky = { ...makeAvailable(), address: { street: '12 Queen St W' }, customer: { name: 'Maya Roy' } };
    const { api } = setup({}, { [AVAILABLE]: ok(paged([leaky])) });
    const card = await screen.findByRole('article', { name: 'Standard House Cleaning' });

    expect(within(card).getByText('M5V · Toronto, ON')).toBeInTheDocument();
    expect(within(card).getByText('Sat, Nov 21, 2026')).toBeInTheDocument();
    expect(within(card).getByText('2:30 p.m. – 5:30 p.m. EST')).toBeInTheDocument();
    expect(within(card).getByText('about 3 hours')).toBeInTheDocument();
    expect(within(card).getByText('$120.00')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Queen');
    expect(card).not.toHaveTextContent('Maya');
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer token-123');
    expect(requestsTo(api, '/api/booking/available-bookings')[0]?.path).toBe('/api/booking/available-bookings?pageNo=1&size=10');
  });

  it('says whether the customer’s card is already held for each booking on offer', async () => {
    const later = makeAvailable({ _id: 'b2', service: { ...makeAvailable().service, name: 'Window Washing' }, paymentSecured: false });
    setup({}, { [AVAILABLE]: ok(paged([makeAvailable(), later])) });
    expect(within(await screen.findByRole('article', { name: 'Standard House Cleaning' })).getByText('Payment secured')).toBeInTheDocument();
    const pending = screen.getByRole('article', { name: 'Window Washing' });
    expect(within(pending).getByText('Payment pending')).toBeInTheDocument();
    expect(within(pending).queryByText('Payment secured')).not.toBeInTheDocument();
  });

  it("shows a job in another province in that province's time", async () => {
    const vancouver = makeAvailable({ area: { fsa: 'V6B', city: 'Vancouver', province: 'BC' } });
    setup({}, { [AVAILABLE]: ok(paged([vancouver])) });
    const card = await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect(within(card).getByText('11:30 a.m. – 2:30 p.m. PST')).toBeInTheDocument();
  });

  it('says so when nothing is on offer, and pages through long lists', async () => {
    setup({}, { [AVAILABLE]: ok(paged([])) });
    expect(await screen.findByRole('heading', { name: 'No service requests right now' })).toBeInTheDocument();
  });

  it('links to the other pages of available bookings', async () => {
    setup({ page: 2 }, { [AVAILABLE]: ok(paged([makeAvailable()], { pageNo: 2, total: 25 })) });
    const pages = await screen.findByRole('navigation', { name: 'Available booking pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/serviceprovider/servicerequest?page=3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/serviceprovider/servicerequest');
  });

  it('shows the error with a way to try again', async () => {
    let answer = fail(500, 'Something went wrong on our side. Please try again.');
    const { user } = setup({}, { [AVAILABLE]: () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load service requests');
    answer = ok(paged([makeAvailable()]));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Standard House Cleaning' })).toBeInTheDocument();
  });

  it('accepts a booking: pending button, toast, refreshed lists and badge, then My jobs', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { api, user, client } = setup({}, { [AVAILABLE]: ok(paged([makeAvailable(), makeAvailable({ _id: 'b2' })])) });
    client.setQueryData([...AVAILABLE_BOOKINGS_COUNT_KEY, 'p1'], 2);
    const fetchMock = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        await gate;
        return new Response(JSON.stringify({ success: true, message: 'Booking accepted', data: makeJob({ _id: 'b1' }) }), { status: 200 });
      }
      return fetchMock(input, init);
    });

    const [accept] = await screen.findAllByRole('button', { name: 'Accept Standard House Cleaning on Sat, Nov 21, 2026' });
    await user.click(accept!);
    const dialog = await screen.findByRole('dialog', { name: 'Accept Standard House Cleaning?' });
    const confirm = within(dialog).getByRole('button', { name: 'Accept this job' });
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    // A second click while the first is on its way sends nothing more.
    await user.click(confirm);
    await act(async () => release());

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Booking accepted'));
    const posts = api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    const [url, init] = posts[0]!;
    expect(String(url)).toBe('http://localhost:4000/api/booking/b1/accept');
    expect(JSON.parse(String(init?.body))).toEqual({ overrideAvailability: false });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect(navigation.replace).toHaveBeenCalledWith('/serviceprovider/servicerequest?tab=jobs', { scroll: false });
    await waitFor(() => expect(requestsTo(api, '/api/booking/available-bookings')).toHaveLength(2));
    expect(client.getQueryState([...AVAILABLE_BOOKINGS_COUNT_KEY, 'p1'])?.isInvalidated).toBe(true);
  });

  it('shows the 409 when someone else was quicker, and refreshes the list without the booking', async () => {
    let list = ok(paged([makeAvailable()]));
    const { api, user } = setup({}, { [AVAILABLE]: () => list, 'POST /api/booking/b1/accept': () => {
      list = ok(paged([]));
      return fail(409, ALREADY_ACCEPTED_MESSAGE);
    } });
    await user.click(await screen.findByRole('button', { name: /^Accept Standard House Cleaning/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Accept this job' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This booking has already been accepted'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast.success).not.toHaveBeenCalled();
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'No service requests right now' })).toBeInTheDocument();
    expect(requestsTo(api, '/api/booking/available-bookings')).toHaveLength(2);
  });

  it('refreshes when a booking is offered, taken, cancelled or assigned', async () => {
    const { api } = setup({}, { [AVAILABLE]: ok(paged([makeAvailable()])) });
    await screen.findByRole('article', { name: 'Standard House Cleaning' });
    expect([...realtime.handlers.keys()]).toEqual(expect.arrayContaining(['NewBookingAlert', 'ReloadBooking', 'CancelBooking', 'AssignProvider']));
    act(() => realtime.handlers.get('NewBookingAlert')?.());
    await waitFor(() => expect(requestsTo(api, '/api/booking/available-bookings')).toHaveLength(2));
  });
});

describe('My jobs', () => {
  it('shows a job an admin assigns as soon as it is assigned', async () => {
    let jobs = [] as ReturnType<typeof makeJob>[];
    const { api } = setup({ tab: 'jobs' }, { [AVAILABLE]: ok(paged([])), [JOBS]: () => ok(paged(jobs)) });
    await waitFor(() => expect(requestsTo(api, '/api/service-provider/mybookings')).toHaveLength(1));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    jobs = [makeJob()];
    act(() => realtime.handlers.get('AssignProvider')?.());
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(requestsTo(api, '/api/service-provider/mybookings')).toHaveLength(2);
  });

  it('filters by status with the counts, keeping the choice in the URL', async () => {
    const { api } = setup({ tab: 'jobs', status: 'in_progress' }, { [AVAILABLE]: ok(paged([])), [JOBS]: ok(paged([makeJob({ status: 'in_progress' })])) });
    const filter = await screen.findByRole('navigation', { name: 'Job status' });
    await waitFor(() => expect(within(filter).getByRole('link', { name: 'Completed (7)' })).toBeInTheDocument());
    expect(within(filter).getByRole('link', { name: 'In progress (1)' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter).getByRole('link', { name: 'Accepted (2)' })).toHaveAttribute('href', '/serviceprovider/servicerequest?tab=jobs');
    expect(within(filter).getByRole('link', { name: 'Cancelled (0)' })).toHaveAttribute('href', '/serviceprovider/servicerequest?tab=jobs&status=cancelled');
    expect(screen.getByRole('tab', { name: 'My jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(requestsTo(api, '/api/service-provider/mybookings')[0]?.path).toBe('/api/service-provider/mybookings?status=in_progress&pageNo=1&size=10');
  });

  it('switches tabs from the keyboard and updates the URL', async () => {
    const { user } = setup({}, { [AVAILABLE]: ok(paged([])) });
    await screen.findByRole('heading', { name: 'No service requests right now' });
    await user.click(screen.getByRole('tab', { name: 'Available' }));
    await user.keyboard('{ArrowRight}');
    expect(navigation.replace).toHaveBeenCalledWith('/serviceprovider/servicerequest?tab=jobs', { scroll: false });
  });

  it('says why no request is open: here, no area is added yet', async () => {
    setup({}, { [AVAILABLE]: ok(paged([])), 'GET /api/service-provider/category/list': ok({ services: ['s1'], areas: [], categories: [] }) });
    await screen.findByRole('heading', { name: 'No service requests right now' });
    expect(await screen.findByText('You have not added the areas you cover yet, so no request can reach you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your areas' })).toHaveAttribute('href', '/serviceprovider/category');
  });

  it('has an empty state per status', async () => {
    setup({ tab: 'jobs', status: 'completed' }, { [AVAILABLE]: ok(paged([])) });
    expect(await screen.findByRole('heading', { name: 'No completed jobs yet' })).toBeInTheDocument();
  });
});
