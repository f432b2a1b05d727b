import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { CustomerHeart } from './customer-heart';
import { handyman, makeService } from './test-data';
import { VisitorHeart } from './visitor-heart';
import { WishlistHeart } from './wishlist-heart';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const session = vi.hoisted(() => ({ current: null as null | { user: { token: { role: string } } } }));
vi.mock('@/features/auth/server', () => ({ getCurrentSession: async () => session.current }));
// The server's words: the page's locale and its catalogue, as next-intl/server gives them to the page.
const pageLocale = vi.hoisted(() => ({ current: 'en' as 'en' | 'fr' }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const catalogues = { en: (await import('@/messages/en')).default, fr: (await import('@/messages/fr')).default };
  return {
    getLocale: async () => pageLocale.current,
    getTranslations: async (namespace: string) => createTranslator({ locale: pageLocale.current, messages: catalogues[pageLocale.current], namespace: namespace as never }),
  };
});
// The real one loads the customer heart from its own chunk with next/dynamic.
vi.mock('./customer-heart-lazy', () => ({ CustomerHeartLazy: ({ labels }: { labels: { save: string; remove: string } }) => <p>customer heart: {labels.save} / {labels.remove}</p> }));

/** The heart's words as the server hands them over in English. */
const labelsFor = (name: string) => ({ save: `Save ${name} to wishlist`, remove: `Remove ${name} from wishlist`, saved: 'Saved to your wishlist' });

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
  pageLocale.current = 'en';
  window.history.replaceState(null, '', '/');
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
    expect(screen.getByRole('link', { name: 'Save Standard House Cleaning to wishlist' })).toBeInTheDocument();
    unmount();

    session.current = { user: { token: { role: 'customer' } } };
    render(await WishlistHeart({ service: cleaning }));
    expect(screen.getByText('customer heart: Save Standard House Cleaning to wishlist / Remove Standard House Cleaning from wishlist')).toBeInTheDocument();

    for (const role of ['serviceprovider', 'admin']) {
      session.current = { user: { token: { role } } };
      expect(await WishlistHeart({ service: cleaning })).toBeNull();
    }
  });
});

describe('VisitorHeart', () => {
  it('is a plain link that signs the visitor in and returns to the service asking to save it', async () => {
    session.current = null;
    render(await WishlistHeart({ service: cleaning }));
    const heart = screen.getByRole('link', { name: 'Save Standard House Cleaning to wishlist' });
    expect(heart).toHaveAttribute('href', `/login?callbackUrl=${encodeURIComponent(`/services/${cleaning.slug}?save=${cleaning._id}`)}`);
    expect(heart).toHaveAttribute('title', 'Save Standard House Cleaning to wishlist');
  });

  it('signs a French visitor in on the French page and comes back to the French service page', async () => {
    session.current = null;
    pageLocale.current = 'fr';
    render(await WishlistHeart({ service: cleaning }));
    const heart = screen.getByRole('link', { name: 'Ajouter Standard House Cleaning à la liste de souhaits' });
    expect(heart).toHaveAttribute('href', `/fr/login?callbackUrl=${encodeURIComponent(`/fr/services/${cleaning.slug}?save=${cleaning._id}`)}`);
  });

  it('names the customer heart in French on a French page', async () => {
    session.current = { user: { token: { role: 'customer' } } };
    pageLocale.current = 'fr';
    render(await WishlistHeart({ service: cleaning }));
    expect(screen.getByText('customer heart: Ajouter Standard House Cleaning à la liste de souhaits / Retirer Standard House Cleaning de la liste de souhaits')).toBeInTheDocument();
  });

  it('draws the same link for any label it is given', () => {
    render(<VisitorHeart href="/login" label="Save it" />);
    expect(screen.getByRole('link', { name: 'Save it' })).toHaveAttribute('href', '/login');
  });
});

describe('CustomerHeart', () => {
  it('shows what is saved, reading the ids once for every heart on the page', async () => {
    const api = fakeApi({ 'GET /api/user/wishlist/ids': ok([handyman._id]) });
    renderAs('customer',
      <>
        <CustomerHeart serviceId={cleaning._id} labels={labelsFor(cleaning.name)} />
        <CustomerHeart serviceId={handyman._id} labels={labelsFor(handyman.name)} />
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
    renderAs('customer', <CustomerHeart serviceId={cleaning._id} labels={labelsFor(cleaning.name)} />);
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
    renderAs('customer', <CustomerHeart serviceId={cleaning._id} labels={labelsFor(cleaning.name)} />);
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
    renderAs('customer', <CustomerHeart serviceId={cleaning._id} labels={labelsFor(cleaning.name)} />);
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
    renderAs('customer', <CustomerHeart serviceId={cleaning._id} labels={labelsFor(cleaning.name)} />);
    const heart = screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(heart);
    release();
    expect(await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('saves the service a visitor pressed before signing in, once back on the page', async () => {
    window.history.replaceState(null, '', `/services/${cleaning.slug}?save=${cleaning._id}`);
    const api = fakeApi({
      'GET /api/user/wishlist/ids': ok([]),
      [`PUT ${item(cleaning._id)}`]: ok(null, 'Saved to your wishlist'),
    });
    renderAs('customer',
      <>
        <CustomerHeart serviceId={handyman._id} labels={labelsFor(handyman.name)} />
        <CustomerHeart serviceId={cleaning._id} labels={labelsFor(cleaning.name)} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved to your wishlist'));
    // Only that service, once: the request leaves the address bar.
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([item(cleaning._id)]);
    expect(window.location.search).toBe('');
  });
});
