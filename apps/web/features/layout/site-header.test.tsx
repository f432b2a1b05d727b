import type { CategoryWithServices } from '@hearth/shared/catalog/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { intlWrapper } from '@/test/intl';
import type { HeaderUser } from './header-user';
import { SiteHeader } from './site-header';

vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => '/' }));
// The bell loads notifications; its own tests cover it (features/notifications).
vi.mock('./header-bell', () => ({
  HeaderBell: () => <button type="button">Notifications</button>,
}));

const categories: CategoryWithServices[] = [
  {
    _id: 'c1',
    name: 'Cleaning',
    slug: 'cleaning',
    services: [
      { _id: 's1', name: 'Standard House Cleaning', slug: 'standard-house-cleaning' },
      { _id: 's2', name: 'Office Cleaning', slug: 'office-cleaning' },
    ],
  },
  { _id: 'c2', name: 'Plumbing', slug: 'plumbing', services: [{ _id: 's3', name: 'Leak Repair', slug: 'leak-repair' }] },
];

const visitor = null;
const provider: HeaderUser = { fullname: 'Sam Okafor', role: 'serviceprovider' };
const customer: HeaderUser = { fullname: 'Ada Tremblay', role: 'customer' };

describe('SiteHeader', () => {
  it('offers Sign In and Become A Professional to visitors', () => {
    render(<SiteHeader categories={categories} user={visitor} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Become A Professional' })).toHaveAttribute('href', '/professional');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/services');
    expect(screen.getByRole('link', { name: 'Hearth home' })).toHaveAttribute('href', '/');
  });

  it("links a provider's name to their service requests and hides Become A Professional", () => {
    render(<SiteHeader categories={categories} user={provider} />);
    expect(screen.getByRole('link', { name: 'Sam Okafor' })).toHaveAttribute('href', '/serviceprovider/servicerequest');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Become A Professional' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("links a customer's name to their bookings", () => {
    render(<SiteHeader categories={categories} user={customer} />);
    expect(screen.getByRole('link', { name: 'Ada Tremblay' })).toHaveAttribute('href', '/profile/booking');
  });

  it('opens the Services menu from the keyboard, grouped by category, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<SiteHeader categories={categories} user={visitor} />);
    const button = screen.getByRole('button', { name: 'Services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const first = await screen.findByRole('link', { name: 'Standard House Cleaning' });
    await vi.waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAttribute('href', '/services/standard-house-cleaning');
    expect(within(screen.getByRole('list', { name: 'Plumbing' })).getByRole('link', { name: 'Leak Repair' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Office Cleaning' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Office Cleaning' })).not.toBeInTheDocument();
  });

  it('closes the Services menu when focus leaves it', async () => {
    const user = userEvent.setup();
    render(<SiteHeader categories={categories} user={visitor} />);
    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('link', { name: 'Leak Repair' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('link', { name: 'Leak Repair' })).not.toBeInTheDocument();
  });

  it('turns compact once the page scrolls', () => {
    render(<SiteHeader categories={categories} user={visitor} />);
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    act(() => {
      window.scrollY = 120;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveAttribute('data-scrolled');
  });

  it('has a mobile menu with Logout for signed-in users', async () => {
    const user = userEvent.setup();
    render(<SiteHeader categories={categories} user={customer} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    // Logout (and its confirmation dialog) loads when the menu opens.
    await user.click(await within(mobile).findByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('dialog', { name: 'Are you sure you want to logout?' })).toBeInTheDocument();
  });

  it('speaks French on French pages, with links that stay in French and one back to English', async () => {
    const user = userEvent.setup();
    render(<SiteHeader categories={categories} user={visitor} />, { wrapper: intlWrapper('fr') });
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(main).getByRole('link', { name: 'Devenir professionnel' })).toHaveAttribute('href', '/fr/professional');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/login');
    expect(screen.getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/fr/services');
    expect(screen.getByRole('link', { name: 'Accueil Hearth' })).toHaveAttribute('href', '/fr');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en-CA');

    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('link', { name: 'Leak Repair' })).toHaveAttribute('href', '/fr/services/leak-repair');
    expect(screen.getByRole('link', { name: /Voir tous les services/ })).toHaveAttribute('href', '/fr/services');
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Menu mobile' });
    expect(within(mobile).getByRole('link', { name: 'English' })).toBeInTheDocument();
  });
});
