import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationCenter } from './notification-center';
import { makeNotification, stubNotificationApi } from './notifications-test-data';
import { renderAs, sessionFor } from '@/test/render-as';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/profile/notification' }));
vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

const CUSTOMER = sessionFor('customer', { _id: 'u1' });
const twelve = () => Array.from({ length: 12 }, (_, index) => makeNotification(index + 1, { isRead: index >= 4 }));

function renderPage(page: number) {
  renderAs(CUSTOMER, <NotificationCenter page={page} description="Updates about your bookings and account." />);
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificationCenter', () => {
  it('shows a loading skeleton, then the page from the URL, five a page, with its pagination', async () => {
    const { fetchMock } = stubNotificationApi(twelve());
    renderPage(2);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');

    const list = await screen.findByRole('list', { name: 'Notifications, page 2 of 3' });
    expect(within(list).getAllByRole('listitem').map((item) => within(item).getByText(/^Notification \d+$/).textContent)).toEqual([
      'Notification 6',
      'Notification 7',
      'Notification 8',
      'Notification 9',
      'Notification 10',
    ]);
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:4000/api/notification/list?pageNo=2&size=5', expect.anything());

    const pages = screen.getByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/profile/notification');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/profile/notification?page=3');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/profile/notification');
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/profile/notification?page=3');
  });

  it('has no Previous on the first page and no Next on the last', async () => {
    stubNotificationApi(twelve());
    renderPage(3);
    const pages = await screen.findByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/profile/notification?page=2');
    expect(within(pages).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pages).getByText('Next').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    expect(within(screen.getByRole('list', { name: 'Notifications, page 3 of 3' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no pagination when everything fits on one page', async () => {
    stubNotificationApi([makeNotification(1)]);
    renderPage(1);
    expect(await screen.findByRole('list', { name: 'Notifications, page 1 of 1' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).not.toBeInTheDocument();
  });

  it('marks a notification read on click, and all of them with Mark all as read', async () => {
    const { fetchMock } = stubNotificationApi(twelve());
    const user = userEvent.setup();
    renderPage(1);

    expect(await screen.findByText('4 unread. Updates about your bookings and account.')).toBeInTheDocument();
    const first = screen.getByText('Notification 1').closest('button');
    expect(first).toHaveAccessibleName(/^Unread:.*Mark as read$/);
    await user.click(first!);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/read$/), expect.objectContaining({ method: 'PATCH' }));
    expect(await screen.findByText('3 unread. Updates about your bookings and account.')).toBeInTheDocument();
    expect(screen.getByText('Notification 1').closest('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Updates about your bookings and account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it("says 'No Notifications' when there are none", async () => {
    stubNotificationApi([]);
    renderPage(1);
    expect(await screen.findByRole('heading', { name: 'No Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).not.toBeInTheDocument();
  });

  it('offers the first page when the URL asks for a page past the last', async () => {
    stubNotificationApi(twelve());
    renderPage(9);
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/profile/notification');
  });

  it('explains a failed load and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { state } = stubNotificationApi(twelve(), { failList: true });
    const user = userEvent.setup();
    renderPage(1);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your notifications');
    state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Notifications, page 1 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
