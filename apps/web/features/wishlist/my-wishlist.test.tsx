import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { MyWishlist, wishlistPageHref } from './my-wishlist';
import { wishlistKeys } from './wishlist-api';
import { handyman, makeService, wishlistPage } from './test-data';

const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), useRouter: () => router }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const cleaning = makeService();
const LIST = 'GET /api/user/wishlist';

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

describe('MyWishlist', () => {
  it('lists the saved services with picture, name, price, Book now and Remove', async () => {
    const api = fakeApi({ [LIST]: wishlistPage([cleaning, handyman], { total: 14 }) });
    renderAs('customer', <MyWishlist page={1} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…');
    const list = await screen.findByRole('list', { name: 'Saved services, page 1 of 2' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Standard House Cleaning' })).toHaveAttribute('href', '/services/standard-house-cleaning');
    expect(first).toHaveTextContent('From $129.00');
    expect(within(first!).getByRole('link', { name: 'Book now: Standard House Cleaning' })).toHaveAttribute('href', '/services/standard-house-cleaning/book');
    expect(within(first!).getByRole('button', { name: 'Remove Standard House Cleaning from wishlist' })).toBeInTheDocument();
    expect(second).toHaveTextContent('From $65.00 / hour');
    expect(within(second!).getByRole('link', { name: 'Book now: Handyman Services' })).toHaveAttribute('href', '/services/handyman-services/book');

    expect(Object.fromEntries(new URL(`http://x${api.requests[0]?.path}`).searchParams)).toEqual({ pageNo: '1', size: '12' });
    expect(api.requests[0]?.headers.Authorization).toBe('Bearer token-1');
    const pages = screen.getByRole('navigation', { name: 'Wishlist pages' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/profile/wishlist?page=2');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/profile/wishlist');
  });

  it('removes a service and shows the list without it, keeping the keyboard in the list', async () => {
    let saved = [cleaning, handyman];
    const api = fakeApi({
      [LIST]: () => wishlistPage(saved),
      [`DELETE /api/user/wishlist/${cleaning._id}`]: () => {
        saved = [handyman];
        return ok(null, 'Removed from your wishlist');
      },
    });
    const { client } = renderAs('customer',
      <>
        <a href="/">The site header</a>
        <MyWishlist page={1} />
      </>,
    );
    client.setQueryData(wishlistKeys.ids, [cleaning._id, handyman._id]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Standard House Cleaning' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Handyman Services' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Removed from your wishlist');
    expect(api.last('DELETE', `/api/user/wishlist/${cleaning._id}`)).toBeDefined();
    // The hearts elsewhere in the app agree.
    expect(client.getQueryData(wishlistKeys.ids)).toEqual([handyman._id]);
    expect(router.replace).not.toHaveBeenCalled();
    // The keyboard carries on from the list, not from the top of the page.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Handyman Services' })).toHaveFocus();
  });

  it('keeps the service and says why when removing fails', async () => {
    fakeApi({
      [LIST]: wishlistPage([cleaning]),
      [`DELETE /api/user/wishlist/${cleaning._id}`]: fail(500, 'Something went wrong on our side. Please try again.'),
    });
    renderAs('customer', <MyWishlist page={1} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Standard House Cleaning from wishlist' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Something went wrong on our side. Please try again.'));
    expect(screen.getByRole('link', { name: 'Standard House Cleaning' })).toBeInTheDocument();
  });

  it('goes back a page when its last service is removed', async () => {
    let total = 13;
    fakeApi({
      [LIST]: () => (total === 13 ? wishlistPage([handyman], { pageNo: 2, total }) : wishlistPage([], { pageNo: 2, total })),
      [`DELETE /api/user/wishlist/${handyman._id}`]: () => {
        total = 12;
        return ok(null, 'Removed from your wishlist');
      },
    });
    renderAs('customer', <MyWishlist page={2} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove Handyman Services from wishlist' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile/wishlist'));
    expect(screen.queryByText('Your wishlist is empty')).not.toBeInTheDocument();
  });

  it('has an empty state that leads to the catalogue', async () => {
    fakeApi({ [LIST]: wishlistPage([]) });
    renderAs('customer', <MyWishlist page={1} />);
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services');
  });

  it('shows an error with a way to try again', async () => {
    let answer = fail(500, 'Something went wrong on our side. Please try again.');
    fakeApi({ [LIST]: () => answer });
    renderAs('customer', <MyWishlist page={1} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your wishlist');
    answer = wishlistPage([cleaning]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Saved services, page 1 of 1' })).toBeInTheDocument();
  });

  it('keeps page 1 without ?page= in its URL', () => {
    expect(wishlistPageHref(1)).toBe('/profile/wishlist');
    expect(wishlistPageHref(3)).toBe('/profile/wishlist?page=3');
  });
});
