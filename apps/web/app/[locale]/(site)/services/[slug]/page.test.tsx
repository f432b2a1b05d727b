import type { ServiceDetail } from '@hearth/shared/catalog/contract';
import { describe, expect, it, vi } from 'vitest';
import Page from './page';

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  notFound: vi.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
  permanentRedirect: vi.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT 308 ${url}`);
  }),
}));
// The API answers a former slug with a 308 that fetch follows: the service comes back under its new slug.
vi.mock('@/features/catalog', () => ({
  getService: vi.fn(async (slug: string) => (slug === 'unknown' ? null : ({ slug: 'pool-opening-and-balancing', name: 'Pool Opening' } as ServiceDetail))),
}));
vi.mock('@/features/content', () => ({ getContact: vi.fn(async () => null) }));
vi.mock('@/features/reviews', () => ({ getServiceReviews: vi.fn(async () => null) }));
vi.mock('@/features/catalog/server', () => ({ ServiceDetail: () => null }));

const render = (slug: string, locale = 'en') => Page({ params: Promise.resolve({ locale, slug }) });

describe('/services/[slug]', () => {
  it('redirects a renamed service’s old address permanently to the new one', async () => {
    await expect(render('pool-opening')).rejects.toThrow('NEXT_REDIRECT 308 /services/pool-opening-and-balancing');
  });

  it('keeps a French reader in French when redirecting a renamed service', async () => {
    await expect(render('pool-opening', 'fr')).rejects.toThrow('NEXT_REDIRECT 308 /fr/services/pool-opening-and-balancing');
  });

  it('renders the service under its current slug, and 404s an unknown one', async () => {
    await expect(render('pool-opening-and-balancing')).resolves.toBeTruthy();
    await expect(render('unknown')).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
