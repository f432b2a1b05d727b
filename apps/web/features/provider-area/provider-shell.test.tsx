import type { User } from '@hearth/shared/api-types';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderShell } from './provider-shell';

const navigation = vi.hoisted(() => ({ pathname: '/serviceprovider/account', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace, refresh: vi.fn() }),
}));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ data: { user: { _id: 'p1', fullname: 'Sam Okafor', token: { role: 'serviceprovider', accessToken: 't' } } }, status: 'authenticated' }),
  signOut: vi.fn(),
}));

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
  serviceprovider: [{ _id: 'sp1', verificationstatus: status as User['serviceprovider'][number]['verificationstatus'] }],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderShell(user: User, pathname: string, actionItems: { _id: string; message: string; createdAt: string }[] = []) {
  navigation.pathname = pathname;
  const answers: Record<string, unknown> = { '/api/user/profile': user, '/api/service-provider/action-required': actionItems };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const data = answers[new URL(input).pathname];
      return Promise.resolve(new Response(JSON.stringify(data ? { success: true, data } : { success: false, message: 'Not found' }), { status: data ? 200 : 404 }));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProviderShell>
        <p>Page content</p>
      </ProviderShell>
    </QueryClientProvider>,
  );
}

beforeEach(() => vi.clearAllMocks());
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

  it('shows an approved provider every section but the hidden Schedule', async () => {
    renderShell(provider(), '/serviceprovider/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Provider menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Service Request',
      'Category',
      'Documents/Certificates',
      'Business Detail',
      'Bank Detail',
      'Transactions History',
      'Review',
      'Account',
    ]);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it('opens the Action Required dialog over the page when admins asked for something', async () => {
    renderShell(provider({}, 'action_required'), '/serviceprovider/account', [
      { _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Action Required' });
    expect(within(dialog).getByText('Upload both sides of your ID.')).toBeInTheDocument();
  });

  it('asks nothing of a provider whose phone is not verified yet', async () => {
    renderShell(provider({ isPhoneNumberVerified: false }, 'action_required'), '/serviceprovider/account', [
      { _id: 'a1', message: 'Upload both sides of your ID.', createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
    expect(await screen.findByRole('heading', { name: 'OTP Verification' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides the side menu on the notification page', async () => {
    renderShell(provider(), '/serviceprovider/notification');
    expect(await screen.findByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Provider menu' })).not.toBeInTheDocument();
  });
});
