import type { Role } from '@hearth/shared/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'next-auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './notification-bell';
import { makeNotification, stubNotificationApi } from './notifications-test-data';
import { renderAs } from '@/test/render-as';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/services' }));
vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

let session: Session;
function signedInAs(role: Role) {
  session = {
    expires: '',
    user: { _id: 'u1', fullname: 'Ada Tremblay', email: 'ada@example.ca', token: { role, accessToken: 'token-1', expiresAt: 0 } },
  };
}

/** Desktop and phone widths as the bell's media query sees them (jsdom has no layout). */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: width >= Number(query.match(/\d+/)?.[0]), media: query }));
}

function renderBell() {
  renderAs(session, <NotificationBell />);
}

const panel = () => screen.getByRole('region', { name: 'Notifications' });

beforeEach(() => {
  signedInAs('customer');
  viewport(1280);
});
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it("says 'No Notifications' when there are none", async () => {
    stubNotificationApi([]);
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel()).findByText('No Notifications')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('lists each message with its date and time as the site writes them, the zone named, and counts the unread ones', async () => {
    stubNotificationApi([
      makeNotification(1, { message: 'A cleaner accepted your booking', createdAt: new Date(2026, 2, 7, 14, 5).toISOString() }),
      makeNotification(2, { message: 'Your booking is complete', createdAt: new Date(2026, 0, 2, 9, 30).toISOString() }),
      makeNotification(3, { message: 'Welcome to Hearth', isRead: true, createdAt: new Date(2025, 11, 24, 0, 15).toISOString() }),
    ]);
    const user = userEvent.setup();
    renderBell();

    const bell = await screen.findByRole('button', { name: '2 unread notifications' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);

    const items = within(panel()).getAllByRole('listitem');
    // The times are the viewer's own clock, so the zone's name depends on where the test runs: any name, but one.
    const zone = '[A-Z][A-Za-z0-9+−:-]*';
    const texts = items.map((item) => item.textContent);
    expect(texts[0]).toMatch(new RegExp(`^Unread: A cleaner accepted your bookingMar 7, 2026, 2:05 p\\.m\\. ${zone}$`));
    expect(texts[1]).toMatch(new RegExp(`^Unread: Your booking is completeJan 2, 2026, 9:30 a\\.m\\. ${zone}$`));
    expect(texts[2]).toMatch(new RegExp(`^Welcome to HearthDec 24, 2025, 12:15 a\\.m\\. ${zone}$`));
    expect(within(items[0]!).getByText(/^Mar 7, 2026, 2:05 p\.m\. /)).toHaveAttribute('datetime', new Date(2026, 2, 7, 14, 5).toISOString());
  });

  it('writes the times in French with the zone named on a French page', async () => {
    stubNotificationApi([makeNotification(1, { createdAt: new Date(2026, 2, 7, 14, 5).toISOString() })]);
    const user = userEvent.setup();
    renderAs(session, <NotificationBell />, { locale: 'fr' });
    await user.click(await screen.findByRole('button', { name: /non lue/ }));
    const time = within(panel()).getByText(/^7 mars 2026, 14 h 05 /);
    expect(time.textContent).toMatch(/^7 mars 2026, 14 h 05 [A-Z][A-Za-z0-9+−:-]*$/);
  });

  it.each([
    ['customer', '/profile/notification'],
    ['serviceprovider', '/serviceprovider/notification'],
  ] as const)('links View All to the %s notification page', async (role, href) => {
    signedInAs(role);
    stubNotificationApi([]);
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(panel()).getByRole('link', { name: 'View All' })).toHaveAttribute('href', href);
  });

  it('marks one notification read on click, and all of them with Mark all as read', async () => {
    const { fetchMock } = stubNotificationApi([makeNotification(1), makeNotification(2), makeNotification(3)]);
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: '3 unread notifications' }));

    await user.click(within(panel()).getByRole('button', { name: /Notification 2/ }));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/notification\/0{8}-0{4}-4000-8000-0{11}2\/read$/), expect.objectContaining({ method: 'PATCH' }));
    expect(await screen.findByRole('button', { name: '2 unread notifications' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Notification 2/ })).not.toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Mark all as read' }));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/api\/notification\/read-all$/), expect.objectContaining({ method: 'PATCH' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Notification/ })).not.toBeInTheDocument();
  });

  it('opens on hover on a desktop and closes when the pointer leaves', async () => {
    stubNotificationApi([]);
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await user.hover(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(bell);
    await vi.waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
  });

  it('opens on click, not on hover, on a phone', async () => {
    viewport(375);
    stubNotificationApi([]);
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await user.hover(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens, Tab moves into the list, Escape closes and returns focus', async () => {
    stubNotificationApi([makeNotification(1)]);
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: '1 unread notification' });

    bell.focus();
    await user.keyboard('{Enter}');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', panel().id);
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Mark all as read' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    stubNotificationApi([]);
    const user = userEvent.setup();
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await user.click(bell);
    await user.tab(); // View All
    await user.tab(); // out of the bell
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});
