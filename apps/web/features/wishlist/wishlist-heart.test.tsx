import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok, renderWithClient } from '@/test/fake-api';
import { CustomerHeart } from './customer-heart';
import { PENDING_SAVE_MAX_AGE_MS, rememberPendingSave } from './pending-save';
import { handyman, makeService } from './test-data';
import { VisitorHeart } from './visitor-heart';
import { WishlistHeart } from './wishlist-heart';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('next-auth/react', () => ({
  useSession: () => ({ status: 'authenticated', data: { user: { _id: 'c1', fullname: 'Ada Tremblay', token: { role: 'customer', accessToken: 'token-1' } } } }),
  signOut: vi.fn(),
}));
const session = vi.hoisted(() => ({ current: null as null | { user: { token: { role: string } } } }));
vi.mock('@/features/auth/server-session', () => ({ getCurrentSession: async () => session.current }));
// The real one loads the customer heart from its own chunk with next/dynamic.
vi.mock('./customer-heart-lazy', () => ({ CustomerHeartLazy: ({ serviceName }: { serviceName: string }) => <p>customer heart for {serviceName}</p> }));

const cleaning = makeService();
const item = (id: string) => `/api/user/wishlist/${id}`;

/** The fake API's next answer waits until `release()`, so a test can look at the page meanwhile. */
function holdNextAnswer(api: ReturnType<typeof fakeApi>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementationOnce(async (...args) => {
    await released;
    return answer(...args);
  });
  return release;
}

beforeEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('WishlistHeart', () => {
  it('gives visitors the sign-in heart, customers the saving one, and providers and admins none', async () => {
    session.current = null;
    const { unmount } = render(await WishlistHeart({ service: cleaning }));
    expect(screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    unmount();

    session.current = { user: { token: { role: 'customer' } } };
    render(await WishlistHeart({ service: cleaning }));
    expect(screen.getByText('customer heart for Standard House Cleaning')).toBeInTheDocument();

    for (const role of ['serviceprovider', 'admin']) {
      session.current = { user: { token: { role } } };
      expect(await WishlistHeart({ service: cleaning })).toBeNull();
    }
  });
});

describe('VisitorHeart', () => {
  it('sends a visitor to sign in and back to this page, remembering the service to save', async () => {
    window.history.pushState({}, '', '/services?sort=price#cleaning');
    fakeApi({});
    render(<VisitorHeart serviceId={cleaning._id} serviceName={cleaning.name} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' }));
    expect(router.push).toHaveBeenCalledWith(`/login?callbackUrl=${encodeURIComponent('/services?sort=price#cleaning')}`);
    expect(sessionStorage.getItem('hearth.wishlist.pendingSave')).toContain(cleaning._id);
  });
});

describe('CustomerHeart', () => {
  it('shows what is saved, reading the ids once for every heart on the page', async () => {
    const api = fakeApi({ 'GET /api/user/wishlist/ids': ok([handyman._id]) });
    renderWithClient(
      <>
        <CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />
        <CustomerHeart serviceId={handyman._id} serviceName={handyman.name} />
      </>,
    );
    const saved = await screen.findByRole('button', { name: 'Remove Handyman Services from wishlist' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.requests.filter((r) => r.path === '/api/user/wishlist/ids')).toHaveLength(1);
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('saves with PUT and removes with DELETE, the heart changing at once', async () => {
    const api = fakeApi({
      'GET /api/user/wishlist/ids': ok([]),
      [`PUT ${item(cleaning._id)}`]: ok(null, 'Saved to your wishlist'),
      [`DELETE ${item(cleaning._id)}`]: ok(null, 'Removed from your wishlist'),
    });
    renderWithClient(<CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />);
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Save Standard House Cleaning to wishlist' });
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Standard House Cleaning from wishlist');
    await waitFor(() => expect(api.last('PUT', item(cleaning._id))).toBeDefined());

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Save Standard House Cleaning to wishlist');
    await waitFor(() => expect(api.last('DELETE', item(cleaning._id))).toBeDefined());
    expect(api.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'DELETE']);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the heart back and says why when saving fails', async () => {
    const api = fakeApi({
      'GET /api/user/wishlist/ids': ok([]),
      [`PUT ${item(cleaning._id)}`]: fail(409, 'You can save up to 200 services'),
    });
    renderWithClient(<CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />);
    const heart = await screen.findByRole('button', { name: 'Save Standard House Cleaning to wishlist' });
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-disabled'));
    const release = holdNextAnswer(api);
    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(heart).toHaveAccessibleName('Save Standard House Cleaning to wishlist');
    expect(toast.error).toHaveBeenCalledWith('You can save up to 200 services');
  });

  it('puts a removed heart back when removing fails', async () => {
    const api = fakeApi({
      'GET /api/user/wishlist/ids': ok([cleaning._id]),
      [`DELETE ${item(cleaning._id)}`]: fail(500, 'Something went wrong on our side. Please try again.'),
    });
    renderWithClient(<CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />);
    const heart = await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' });
    const release = holdNextAnswer(api);
    await userEvent.setup().click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    release();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.');
  });

  it('does nothing while it does not know yet whether the service is saved', async () => {
    const api = fakeApi({ 'GET /api/user/wishlist/ids': ok([cleaning._id]) });
    const release = holdNextAnswer(api);
    renderWithClient(<CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />);
    const heart = screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(heart);
    release();
    expect(await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('saves the service a visitor pressed before signing in, once back on the page', async () => {
    rememberPendingSave(cleaning._id);
    const api = fakeApi({
      'GET /api/user/wishlist/ids': ok([]),
      [`PUT ${item(cleaning._id)}`]: ok(null, 'Saved to your wishlist'),
    });
    renderWithClient(
      <>
        <CustomerHeart serviceId={handyman._id} serviceName={handyman.name} />
        <CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved to your wishlist'));
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([item(cleaning._id)]);
    expect(sessionStorage.getItem('hearth.wishlist.pendingSave')).toBeNull();
  });

  it('forgets a press made too long before signing in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    rememberPendingSave(cleaning._id);
    vi.setSystemTime(Date.now() + PENDING_SAVE_MAX_AGE_MS + 1000);
    const api = fakeApi({ 'GET /api/user/wishlist/ids': ok([]) });
    renderWithClient(<CustomerHeart serviceId={cleaning._id} serviceName={cleaning.name} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' })).not.toHaveAttribute('aria-disabled'));
    expect(api.requests.map((r) => r.method)).toEqual(['GET']);
    expect(sessionStorage.getItem('hearth.wishlist.pendingSave')).toBeNull();
  });
});
