// Services and wishlist pages for this feature's component tests.
import type { Paged } from '@hearth/shared/wire';
import type { ServiceCard } from '@hearth/shared/catalog/contract';
import type { WishlistItem } from '@hearth/shared/wishlist/contract';
import { ok } from '@/test/fake-api';

export function makeService(overrides: Partial<ServiceCard> = {}): ServiceCard {
  return {
    _id: 's-cleaning',
    name: 'Standard House Cleaning',
    slug: 'standard-house-cleaning',
    description: 'A full clean of every room.',
    startingPriceCents: 12900,
    durationMinutes: 180,
    priceUnit: 'job',
    requiresDescription: false,
    featured: true,
    image: null,
    ...overrides,
  };
}

export const handyman = makeService({ _id: 's-handyman', name: 'Handyman Services', slug: 'handyman-services', startingPriceCents: 6500, priceUnit: 'hour' });

/** An answer of GET /api/user/wishlist. */
export function wishlistPage(services: ServiceCard[], { pageNo = 1, total = services.length, size = 12 } = {}) {
  const page: Paged<WishlistItem> = {
    items: services.map((service) => ({ service, addedAt: '2026-05-01T12:00:00.000Z' })),
    pageNo,
    size,
    total,
    pages: Math.max(1, Math.ceil(total / size)),
  };
  return ok(page);
}
