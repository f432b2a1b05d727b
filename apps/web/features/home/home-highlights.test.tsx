import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HighlightProfessional, HighlightReview } from '@hearth/shared/professionals/highlights-contract';
import { intlWrapper } from '@/test/intl';
import { ProfessionalHighlights, ReviewHighlights } from './home-highlights';

const review: HighlightReview = {
  _id: 'r1',
  rating: 5,
  review: 'Found the leak behind the dishwasher in ten minutes.',
  lang: 'en',
  customerName: 'Sarah K.',
  service: { name: 'Leak Repair', slug: 'leak-repair' },
  professional: { name: 'Aisha O.', profilePath: '/professionals/p1' },
  createdAt: '2026-11-20T12:00:00.000Z',
};
const image = { blur: 'b.webp', exsmall: 'x.webp', thumbnail: 't.webp', small: 's.webp', medium: 'm.webp', large: 'l.webp' };
const aisha: HighlightProfessional = {
  _id: 'p1',
  name: 'Aisha O.',
  photo: image,
  rating: { average: 4.5, count: 2 },
  services: [
    { name: 'Leak Repair', slug: 'leak-repair' },
    { name: 'Drain Unclogging', slug: 'drain-unclogging' },
  ],
  city: 'Toronto',
  profilePath: '/professionals/p1',
};
const newcomer: HighlightProfessional = { ...aisha, _id: 'p2', name: 'Liam M.', photo: null, rating: { average: null, count: 0 }, services: [], city: null, profilePath: '/professionals/p2' };

describe('the home page’s reviews', () => {
  it('quotes the review with its stars, who wrote it, the service and a link to the professional', () => {
    render(<ReviewHighlights reviews={[review]} />);
    const section = screen.getByRole('region', { name: 'Loved by homeowners' });
    const quote = within(section).getByRole('listitem');
    expect(quote).toHaveTextContent('Found the leak behind the dishwasher in ten minutes.');
    expect(quote).toHaveTextContent('Sarah K.');
    expect(within(quote).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(quote).getByRole('link', { name: 'Leak Repair' })).toHaveAttribute('href', '/services/leak-repair');
    expect(within(quote).getByRole('link', { name: 'Aisha O.' })).toHaveAttribute('href', '/professionals/p1');
  });

  it('is left out when there is no review to quote', () => {
    render(<ReviewHighlights reviews={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('reads in French with links under /fr', () => {
    render(<ReviewHighlights reviews={[review]} />, { wrapper: intlWrapper('fr') });
    const section = screen.getByRole('region', { name: 'Adoré des propriétaires' });
    expect(within(section).getByRole('link', { name: 'Aisha O.' })).toHaveAttribute('href', '/fr/professionals/p1');
    expect(within(section).getByRole('img', { name: '5 étoiles sur 5' })).toBeInTheDocument();
    // A review written in English keeps its language on a French page, for screen readers and translators.
    expect(within(section).getByText('Found the leak behind the dishwasher in ten minutes.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

describe('the home page’s professionals', () => {
  it('shows each one as a card linking to their profile: avatar, rating, services and city', () => {
    render(<ProfessionalHighlights professionals={[aisha, newcomer]} />);
    const section = screen.getByRole('region', { name: 'Meet some of our professionals' });
    const [first, second] = within(section).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Aisha O.' })).toHaveAttribute('href', '/professionals/p1');
    expect(first!.querySelector('img')).toHaveAttribute('src', 'm.webp');
    expect(within(first!).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('4.5 (2 reviews)');
    expect(first).toHaveTextContent('Leak Repair · Drain Unclogging');
    expect(first).toHaveTextContent('City: Toronto');
    // Someone nobody has reviewed yet is new, not "0 stars"; without a photo, their initial stands in.
    expect(second).toHaveTextContent('New on Hearth');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second!).getByText('L', { exact: true })).toBeInTheDocument();
  });

  it('is left out when there is nobody to show', () => {
    render(<ProfessionalHighlights professionals={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
