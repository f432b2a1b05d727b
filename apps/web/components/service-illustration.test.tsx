import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intlWrapper } from '@/test/intl';
import { ServiceIllustration } from './service-illustration';

const size = { width: 320, height: 200 };
const uploaded = { exsmall: '/uploads/xs.webp', thumbnail: '/uploads/t.webp', small: '/uploads/s.webp', medium: '/uploads/m.webp', large: '/uploads/l.webp', blur: 'data:image/webp;base64,AA' };

describe('ServiceIllustration', () => {
  it("shows the service's own drawing, described", () => {
    render(<ServiceIllustration slug="tv-mounting" categorySlug="handyman" {...size} />);
    expect(screen.getByRole('img', { name: 'A TV mounted on a wall with a spirit level beneath it' })).toHaveAttribute('src', '/illustrations/tv-mounting.svg');
  });

  it("falls back to the category's drawing for a service without one (added in the admin)", () => {
    render(<ServiceIllustration slug="gutter-cleaning" categorySlug="handyman" {...size} />);
    expect(screen.getByRole('img', { name: 'A toolbox with a hammer and a screwdriver' })).toHaveAttribute('src', '/illustrations/categories/handyman.svg');
  });

  it('falls back to the generic house when neither the service nor its category has a drawing', () => {
    render(<ServiceIllustration slug="pool-opening" categorySlug="pools" {...size} />);
    expect(screen.getByRole('img', { name: 'A tidy house with a toolbox by the front door' })).toHaveAttribute('src', '/illustrations/generic.svg');
  });

  it('shows the picture an admin uploaded instead of any drawing', () => {
    render(<ServiceIllustration slug="tv-mounting" categorySlug="handyman" image={uploaded} imageAlt="TV Mounting" sizes="100vw" {...size} />);
    const img = screen.getByRole('img', { name: 'TV Mounting' });
    expect(img).toHaveAttribute('src', '/uploads/m.webp');
    expect(document.querySelector('img[src^="/illustrations/"]')).toBeNull();
  });

  it('is hidden from screen readers next to a label that says the same', () => {
    render(<ServiceIllustration slug="tv-mounting" decorative {...size} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('uses the dark drawing on a dark surface, and both under the reader’s colour scheme', () => {
    const { unmount } = render(<ServiceIllustration slug="leak-repair" tone="dark" {...size} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/illustrations/leak-repair-dark.svg');
    unmount();
    render(<ServiceIllustration slug="leak-repair" tone="auto" {...size} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/illustrations/leak-repair.svg');
    expect(document.querySelector('picture source')).toHaveAttribute('media', '(prefers-color-scheme: dark)');
    expect(document.querySelector('picture source')).toHaveAttribute('srcset', '/illustrations/leak-repair-dark.svg');
  });

  it('is described in French on a French page', () => {
    render(<ServiceIllustration slug="walkway-salting" {...size} />, { wrapper: intlWrapper('fr') });
    expect(screen.getByRole('img', { name: 'Une personne qui épand du sel sur des marches enneigées' })).toBeInTheDocument();
  });
});
