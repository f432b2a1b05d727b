// Reviews for this feature's component tests.
import type { Review } from '@hearth/shared/reviews/contract';

export function makeReview(index: number, overrides: Partial<Review> = {}): Review {
  return {
    _id: `r${index}`,
    bookingId: `b${index}`,
    rating: 5,
    review: `Review ${index}`,
    lang: 'en',
    createdAt: '2026-11-25T12:00:00.000Z',
    service: { _id: 's1', name: 'Standard House Cleaning', slug: 'standard-house-cleaning' },
    customerName: 'Maya R.',
    providerName: 'Sam O.',
    reply: null,
    hidden: false,
    ...overrides,
  };
}
