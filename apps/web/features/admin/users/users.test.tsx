import type { AdminUserDetail, AdminUserSummary } from '@hearth/shared/admin/users/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs, sessionFor } from '@/test/render-as';
import { UserDetail } from './user-detail';
import { UsersPage } from './users-page';
import { parseUsersView, usersHref } from './users-url';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
// The locale-aware router (i18n/navigation) wraps next/navigation's: keep the rest of the module real.
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => ({ push: navigation.push, replace: vi.fn(), refresh: vi.fn() }) }));
const ADMIN = sessionFor('admin', { _id: 'admin-1', accessToken: 'admin-token' });
vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const summary = (id: string, over: Partial<AdminUserSummary> = {}): AdminUserSummary => ({
  _id: id,
  fullname: 'Maya Roy',
  email: 'maya@example.ca',
  phonenumber: '+14165550142',
  role: 'customer',
  isEmailVerified: true,
  isPhoneNumberVerified: true,
  verificationstatus: null,
  deactivatedAt: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  ...over,
});

const detail = (over: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  ...summary('u1'),
  firstName: 'Maya',
  lastName: 'Roy',
  pendingEmail: null,
  marketingEmails: true,
  providerId: null,
  bookings: { asCustomer: { completed: 3, cancelled: 1 }, asProvider: {}, total: 4 },
  ...over,
});

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('UsersPage', () => {
  it('asks for the search, filters, sort and page from the URL and lists each account', async () => {
    const api = fakeApi({
      'GET /api/admin/users': ok({ items: [summary('u1'), summary('u2', { fullname: 'Ravi Patel', email: 'ravi@example.ca', role: 'serviceprovider', deactivatedAt: '2026-02-01T00:00:00.000Z' })], pageNo: 2, size: 20, total: 22, pages: 2 }),
    });
    renderAs(ADMIN, <UsersPage view={parseUsersView({ q: 'roy', status: 'active', sort: 'createdAt', page: '2' })} />);
    const table = await screen.findByRole('table', { name: 'Users, oldest first, page 2 of 2' });
    expect(api.requests[0]?.path).toBe('/api/admin/users?q=roy&status=active&sort=createdAt&pageNo=2&size=20');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Maya Roy' })).toHaveAttribute('href', '/admin/users/u1');
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(second!).getByText('Service provider')).toBeInTheDocument();
    expect(within(second!).getByText('Deactivated')).toBeInTheDocument();
    // The Joined header flips the order, back to page 1.
    expect(within(table).getByRole('link', { name: /Joined/ })).toHaveAttribute('href', '/admin/users?q=roy&status=active');
  });

  it('searches with the typed text and chosen filters', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/admin/users': ok({ items: [summary('u1')], pageNo: 1, size: 20, total: 1, pages: 1 }) });
    renderAs(ADMIN, <UsersPage view={parseUsersView({})} />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Name, email or phone'), ' 416-555 ');
    await user.selectOptions(screen.getByLabelText('Role'), 'serviceprovider');
    await user.selectOptions(screen.getByLabelText('Status'), 'deactivated');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigation.push).toHaveBeenCalledWith('/admin/users?q=416-555&role=serviceprovider&status=deactivated');
  });

  it('says when nobody matches', async () => {
    fakeApi({ 'GET /api/admin/users': ok({ items: [], pageNo: 1, size: 20, total: 0, pages: 1 }) });
    renderAs(ADMIN, <UsersPage view={parseUsersView({ q: 'nobody' })} />);
    expect(await screen.findByText('No users match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show everyone' })).toHaveAttribute('href', '/admin/users');
  });

  it('reads only sensible values from the URL', () => {
    expect(parseUsersView({ role: 'root', status: 'gone', sort: 'name', page: 'x' })).toEqual({ q: '', role: undefined, status: undefined, sort: '-createdAt', page: 1 });
    expect(usersHref(parseUsersView({}), { role: 'admin', page: 2 })).toBe('/admin/users?role=admin&page=2');
  });
});

describe('UserDetail', () => {
  it('shows the profile, verification states and bookings by status', async () => {
    fakeApi({ 'GET /api/admin/users/u1': ok(detail({ isEmailVerified: false, pendingEmail: 'maya.new@example.ca' })) });
    renderAs(ADMIN, <UserDetail id="u1" />);
    expect(await screen.findByRole('heading', { name: 'Maya Roy' })).toBeInTheDocument();
    expect(screen.getByText('New email waiting').nextElementSibling).toHaveTextContent('maya.new@example.ca');
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent('maya@example.ca · not verified');
    const bookings = within(screen.getByRole('region', { name: 'Bookings (4)' }));
    expect(bookings.getByText('Completed').nextElementSibling).toHaveTextContent('3');
    expect(bookings.getByText('Cancelled').nextElementSibling).toHaveTextContent('1');
  });

  it('deactivates after confirming, and refreshes the user', async () => {
    const user = userEvent.setup();
    let deactivated = false;
    const api = fakeApi({
      'GET /api/admin/users/u1': () => ok(detail({ deactivatedAt: deactivated ? '2026-03-01T12:00:00.000Z' : null })),
      'POST /api/admin/users/u1/deactivate': () => {
        deactivated = true;
        return ok({ _id: 'u1' }, 'Account deactivated; every session was signed out');
      },
    });
    renderAs(ADMIN, <UserDetail id="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Maya Roy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Account deactivated; every session was signed out'));
    expect(api.last('POST', '/api/admin/users/u1/deactivate')?.headers.Authorization).toBe('Bearer admin-token');
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows why a verification email was refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/users/u1': ok(detail({ isEmailVerified: false })),
      'POST /api/admin/users/u1/resend-verification': fail(409, 'This email is already verified'),
    });
    renderAs(ADMIN, <UserDetail id="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This email is already verified'));
  });

  it('offers no way for an admin to deactivate themselves', async () => {
    fakeApi({ 'GET /api/admin/users/admin-1': ok(detail({ _id: 'admin-1', role: 'admin' })) });
    renderAs(ADMIN, <UserDetail id="admin-1" />);
    await screen.findByRole('heading', { name: 'Maya Roy' });
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('says when the user cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/users/u404': fail(404, 'User not found') });
    renderAs(ADMIN, <UserDetail id="u404" />);
    expect(await screen.findByText('We could not load this user')).toBeInTheDocument();
    expect(screen.getByText('User not found')).toBeInTheDocument();
  });
});
