import type { User } from '@hearth/shared/account/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderShell } from './provider-shell';
import { renderAs, sessionFor } from '@/test/render-as';

const navigation = vi.hoisted(() => ({ pathname: '/serviceprovider/account', replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace, refresh: vi.fn() }),
}));
// The socket is realtime-provider's business (its own tests); here events are raised by hand.
const realtime = vi.hoisted(() => ({ handlers: new Map<string, () => void>() }));
vi.mock('@/features/realtime', () => ({
  useRealtimeEvent: (events: string[], handler: () => void) => {
    for (const event of events) realtime.handlers.set(event, handler);
  },
}));

const PROVIDER = sessionFor('provider', { accessToken: 't' });
const provider = (overrides: Partial<User> = {}, status = 'approved'): User => ({
  _id: 'p1',
  fullname: 'Sam Okafor',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.ca',
  isEmailVerified: true,
  role: 'serviceprovider',
  phonenumber: '+16475550199',
  isPhoneNumberVerified: true,
  profilePic: null,
  marketingEmails: true,
  smsJobAlerts: false,
  pendingEmail: null,
  serviceprovider: [{ _id: 'sp1', verificationstatus: status as User['serviceprovider'][number]['verificationstatus'] }],
  locale: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

type ActionItem = { _id: string; message: string; createdAt: string };

/** `availableBookings` answers the count call; null answers 404 (the endpoint does not exist yet). */
function renderShell(user: User, pathname: string, { availableBookings = 0, actionItems = [] }: { availableBookings?: number | null; actionItems?: ActionItem[] } = {}) {
  navigation.pathname = pathname;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('/api/booking/available-bookings-count')) {
        return availableBookings === null
          ? answer(404, { success: false, message: 'Route not found' })
          : answer(200, { success: true, data: availableBookings });
      }
      if (url.includes('/api/notification/list')) {
        return answer(200, { success: true, data: { Notifications: [], pages: 1, pageNo: 1, size: 5, total: 0, unread: 0 } });
      }
      if (url.endsWith('/api/service-provider/action-required')) return answer(200, { success: true, data: actionItems });
      if (url.endsWith('/api/auth/otp-pending')) return answer(200, { success: true, data: null });
      return answer(200, { success: true, data: user });
    }),
  );
  renderAs(
    PROVIDER,
    <ProviderShell>
      <p>Page content</p>
    </ProviderShell>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  realtime.handlers.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ProviderShell', () => {
  it('replaces every page with the OTP gate while the phone is unverified', async () => {
    renderShell(provider({ isPhoneNumberVerified: false }), '/serviceprovider/dashboard');
    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Provider menu' })).not.toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('shows an unapproved provider only Personal Detail, Business Detail and Logout', async () => {
    renderShell(provider({}, 'pending'), '/serviceprovider/account');
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Personal Detail', 'Business Detail']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('sends an unapproved provider from other pages to Business Detail', async () => {
    renderShell(provider({}, 'submitted'), '/serviceprovider/dashboard');
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/serviceprovider/businessdetail'));
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('shows an approved provider every section, Schedule and Alerts included', async () => {
    renderShell(provider(), '/serviceprovider/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Service Request',
      'Schedule',
      'Alerts',
      'Category',
      'Documents/Certificates',
      'Business Detail',
      'Bank Detail',
      'Transactions History',
      'Review',
      'Account',
      'Public Profile',
    ]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('opens the Action Required dialog over the page when admins asked for something', async () => {
    renderShell(provider({}, 'action_required'), '/serviceprovider/account', {
  actionItems: [
      { _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-01T10:00:00.000Z' },
    ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Action Required' });
    expect(within(dialog).getByText('Upload both sides of your ID.')).toBeInTheDocument();
  });

  it('asks nothing of a provider whose phone is not verified yet', async () => {
    renderShell(provider({ isPhoneNumberVerified: false }, 'action_required'), '/serviceprovider/account', {
  actionItems: [
      { _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-01T10:00:00.000Z' },
    ],
    });
    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the side menu on the notification page', async () => {
    renderShell(provider(), '/serviceprovider/notification');
    expect(await screen.findByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Provider menu' })).not.toBeInTheDocument();
  });

  it('lets an unapproved provider read their notifications', async () => {
    renderShell(provider({}, 'submitted'), '/serviceprovider/notification');
    expect(await screen.findByText('Page content')).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('shows the available bookings on Service Request and refreshes them on booking events', async () => {
    renderShell(provider(), '/serviceprovider/dashboard', { availableBookings: 3 });
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(await within(menu).findByRole('link', { name: 'Service Request (3 available)' })).toHaveAttribute(
      'href',
      '/serviceprovider/servicerequest',
    );

    const countCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/available-bookings-count')).length;
    for (const event of ['NewBookingAlert', 'ReloadBooking', 'UpdateCategory', 'AssignProvider']) {
      const before = countCalls();
      act(() => realtime.handlers.get(event)?.());
      await vi.waitFor(() => expect(countCalls()).toBe(before + 1));
    }
  });

  it('opens the full menu as soon as an admin approves, without a reload', async () => {
    const account = provider({}, 'submitted');
    renderShell(account, '/serviceprovider/businessdetail');
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Personal Detail', 'Business Detail']);

    account.serviceprovider = [{ _id: 'sp1', verificationstatus: 'approved' }];
    act(() => realtime.handlers.get('VerificationUpdate')?.());
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    expect(within(menu).getByRole('link', { name: 'Service Request' })).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('closes the approved pages as soon as an admin suspends the provider', async () => {
    const account = provider();
    renderShell(account, '/serviceprovider/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    account.serviceprovider = [{ _id: 'sp1', verificationstatus: 'suspended' }];
    act(() => realtime.handlers.get('VerificationUpdate')?.());
    await waitFor(() => expect(navigation.replace).toHaveBeenCalledWith('/serviceprovider/businessdetail'));
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('shows what admins ask for as soon as they ask, to an approved provider too', async () => {
    const actionItems: ActionItem[] = [];
    renderShell(provider(), '/serviceprovider/dashboard', { actionItems });
    await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    actionItems.push({ _id: 'a1', message: 'Upload your new insurance certificate.', createdAt: '2026-03-01T10:00:00.000Z' });
    act(() => realtime.handlers.get('VerificationUpdate')?.());
    const dialog = await screen.findByRole('dialog', { name: 'Action Required' });
    expect(within(dialog).getByText('Upload your new insurance certificate.')).toBeInTheDocument();
  });

  it('shows no badge and no message when the count cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderShell(provider(), '/serviceprovider/dashboard', { availableBookings: null });
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('Loading the available bookings count failed', expect.anything()));
    expect(within(menu).getByRole('link', { name: 'Service Request' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
