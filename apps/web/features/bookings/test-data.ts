// Bookings, services and quotes for this feature's component tests.
import type { Booking, BookingQuote } from '@hearth/shared/bookings/wire';
import type { BookingAmounts } from '@hearth/shared/booking';
import type { BookingService } from './booking-form';

export const cleaning: BookingService = {
  _id: '5b0a3c2e-1f1d-4c57-9c61-3f1c7d0c9a11',
  slug: 'standard-house-cleaning',
  name: 'Standard House Cleaning',
  priceUnit: 'job',
  requiresDescription: false,
  startingPriceCents: 12900,
  durationMinutes: 180,
};

export const handyman: BookingService = {
  _id: '7c9d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  slug: 'handyman-services',
  name: 'Handyman Services',
  priceUnit: 'hour',
  requiresDescription: true,
  startingPriceCents: 6500,
  durationMinutes: 60,
};

export const ontarioAmounts: BookingAmounts = {
  subtotal: 12900,
  discount: 0,
  tax: 1677,
  total: 14577,
  taxes: [{ name: 'HST', rate: 13000, amount: 1677 }],
};

export const quote = (amounts: BookingAmounts = ontarioAmounts, discountError: string | null = null): BookingQuote => ({ amounts, discountError });

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: 'b1a2c3d4-0000-4000-8000-000000000001',
    status: 'open',
    service: { _id: cleaning._id, name: cleaning.name, slug: cleaning.slug, image: null },
    scheduledAt: '2026-11-24T19:30:00.000Z',
    endsAt: '2026-11-24T22:30:00.000Z',
    quantity: 1,
    address: { name: 'Ada Tremblay', phonenumber: '+14165550123', street: '12 Queen St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5H 2N2' },
    note: 'Two cats, please close the doors.',
    phonenumber: '+14165550123',
    email: 'ada@example.ca',
    zipcode: 'M5H 2N2',
    discountCode: null,
    amounts: ontarioAmounts,
    refundedCents: 0,
    chargedCents: 0,
    payment: { status: 'authorized', holdFrom: null, cardUpdateDeadline: null, error: null },
    confirmation: null,
    provider: null,
    professional: null,
    review: null,
    createdAt: '2026-11-20T14:00:00.000Z',
    unreadMessages: 0,
    onTheWay: null,
    reschedule: null,
    ...overrides,
  };
}
