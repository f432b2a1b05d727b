// Test-only: bookings, jobs and pages shaped like the API's answers, for this feature's tests.
import type { AvailableBooking, ProviderJob } from '@hearth/shared/bookings/wire';
import type { Paged } from '@hearth/shared/wire';

const service = { _id: 's1', name: 'Standard House Cleaning', slug: 'standard-house-cleaning', image: null };

/** Saturday 21 November 2026, 14:30 in Toronto (EST, UTC−5), three hours. */
export function makeAvailable(overrides: Partial<AvailableBooking> = {}): AvailableBooking {
  return {
    _id: 'b1',
    service,
    scheduledAt: '2026-11-21T19:30:00.000Z',
    endsAt: '2026-11-21T22:30:00.000Z',
    quantity: 3,
    area: { fsa: 'M5V', city: 'Toronto', province: 'ON' },
    payoutCents: 12000,
    paymentSecured: true,
    note: '',
    outsideAvailability: null,
    ...overrides,
  };
}

/** Startable from an hour before the start until two hours after the end, as the API's defaults allow. */
export function makeJob(overrides: Partial<ProviderJob> = {}): ProviderJob {
  return {
    _id: 'j1',
    status: 'accepted',
    service,
    scheduledAt: '2026-11-21T19:30:00.000Z',
    endsAt: '2026-11-21T22:30:00.000Z',
    quantity: 3,
    address: { name: 'Maya Roy', phonenumber: '+14165550123', street: '12 Queen St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
    note: 'Side door; the dog is friendly.',
    customer: { name: 'Maya Roy', phonenumber: '+14165550123' },
    payoutCents: 12000,
    paymentSecured: true,
    startOpensAt: '2026-11-21T18:30:00.000Z',
    startClosesAt: '2026-11-22T00:30:00.000Z',
    review: null,
    unreadMessages: 0,
    onTheWay: null,
    reschedule: null,
    ...overrides,
  };
}

export function paged<T>(items: T[], { pageNo = 1, size = 10, total = items.length }: { pageNo?: number; size?: number; total?: number } = {}): Paged<T> {
  return { items, pageNo, size, total, pages: Math.max(1, Math.ceil(total / size)) };
}
