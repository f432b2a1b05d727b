import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeService } from '@/features/wishlist';
import { intlWrapper } from '@/test/intl';
import { ServiceCard } from './service-card';

// The real heart is an async server component that reads the session (tested in features/wishlist).
vi.mock('@/features/wishlist/server', () => ({
  WishlistHeart: ({ service }: { service: { name: string } }) => <button type="button" aria-pressed="false">{`Save ${service.name} to wishlist`}</button>,
}));

describe('ServiceCard', () => {
  it('links the card to the service and keeps the wishlist heart out of that link', () => {
    render(<ServiceCard service={makeService({ priceUnit: 'hour', startingPriceCents: 6500 })} />);
    const link = screen.getByRole('link', { name: 'Standard House Cleaning' });
    expect(link).toHaveAttribute('href', '/services/standard-house-cleaning');
    expect(screen.getByRole('article')).toHaveTextContent('From $65.00 / hour');
    const heart = screen.getByRole('button', { name: 'Save Standard House Cleaning to wishlist' });
    // Pressing the heart cannot open the service: it is not inside the link.
    expect(link.contains(heart)).toBe(false);
  });

  it('reads in French on a French page: the price in French and the link under /fr', () => {
    render(<ServiceCard service={makeService({ name: 'Ménage standard' })} />, { wrapper: intlWrapper('fr') });
    expect(screen.getByRole('link', { name: 'Ménage standard' })).toHaveAttribute('href', '/fr/services/standard-house-cleaning');
    expect(screen.getByRole('article')).toHaveTextContent('À partir de 129,00 $');
    expect(screen.getByRole('article')).not.toHaveTextContent('/ heure');
  });

  it("shows the service's drawing when no picture was uploaded, and an uploaded picture instead when there is one", () => {
    const { unmount } = render(<ServiceCard service={makeService({ slug: 'deep-cleaning' })} categorySlug="cleaning" />);
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/illustrations/deep-cleaning.svg');
    unmount();
    const image = { exsmall: '/uploads/xs.webp', thumbnail: '/uploads/t.webp', small: '/uploads/s.webp', medium: '/uploads/m.webp', large: '/uploads/l.webp', blur: 'data:image/webp;base64,AA' };
    render(<ServiceCard service={makeService({ slug: 'deep-cleaning', image })} categorySlug="cleaning" />);
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', '/uploads/m.webp');
  });

  it('says "/ heure" for an hourly service in French', () => {
    render(<ServiceCard service={makeService({ priceUnit: 'hour', startingPriceCents: 6500 })} />, { wrapper: intlWrapper('fr') });
    expect(screen.getByRole('article')).toHaveTextContent('À partir de 65,00 $ / heure');
  });
});
