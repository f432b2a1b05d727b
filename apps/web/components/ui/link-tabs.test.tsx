import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkTabs } from './link-tabs';

const tabs = [
  { value: 'upcoming', href: '/profile/booking', label: 'Upcoming' },
  { value: 'completed', href: '/profile/booking?tab=completed', label: 'Completed' },
] as const;

describe('LinkTabs', () => {
  it('is a named navigation of links, the current one marked as the page', () => {
    render(<LinkTabs label="Bookings" tabs={tabs} current="completed" />);
    const nav = screen.getByRole('navigation', { name: 'Bookings' });
    expect(within(nav).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('href', '/profile/booking');
    expect(within(nav).getByRole('link', { name: 'Upcoming' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Completed' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks a filter within the page as current, not as the page', () => {
    render(<LinkTabs label="Status" variant="pills" currentToken="true" tabs={tabs} current="upcoming" />);
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'true');
  });
});
