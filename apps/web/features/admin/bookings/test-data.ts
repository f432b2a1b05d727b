// Fixtures for the admin bookings component tests.
import type { AdminBookingDetail, AdminBookingRow } from '@hearth/shared/admin/bookings/contract';
import type { Paged } from '@hearth/shared/wire';

export const SERVICE_ID = '11111111-1111-4111-8111-111111111111';

export function bookingRow(id: string, overrides: Partial<AdminBookingRow> = {}): AdminBookingRow {
  return {
    _id: id,
    status: 'open',
    service: { _id: SERVICE_ID, name: 'Standard House Cleaning' },
    scheduledAt: '2026-12-01T15:00:00.000Z',
    endsAt: '2026-12-01T18:00:00.000Z',
    province: 'ON',
    area: { fsa: 'M5V', city: 'Toronto' },
    customer: { _id: 'c1', fullname: 'Maya Roy', email: 'maya@example.ca' },
    provider: null,
    totalCents: 14577,
    refundedCents: 0,
    paymentStatus: 'authorized',
    createdAt: '2026-11-20T14:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(items: T[], over: Partial<Paged<T>> = {}): Paged<T> => ({ items, pageNo: 1, size: 20, total: items.length, pages: 1, ...over });

export function bookingDetail(overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    booking: {
      _id: 'b1',
      status: 'open',
      service: { _id: SERVICE_ID, name: 'Standard House Cleaning', slug: 'standard-house-cleaning', image: null },
      scheduledAt: '2026-12-01T15:00:00.000Z',
      endsAt: '2026-12-01T18:00:00.000Z',
      quantity: 1,
      address: { name: 'Maya Roy', phonenumber: '416-555-0142', street: '12 Front St W', city: 'Toronto', province: 'ON', country: 'Canada', postcode: 'M5V 2T6' },
      note: 'Two bathrooms',
      phonenumber: '416-555-0142',
      email: 'maya@example.ca',
      zipcode: 'M5V 2T6',
      discountCode: null,
      amounts: { subtotal: 12900, discount: 0, tax: 1677, total: 14577, taxes: [{ name: 'HST', rate: 13000, amount: 1677 }] },
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
      history: [
        { from: null, to: 'pending_payment', by: 'customer', reason: null, at: '2026-11-20T14:00:00.000Z' },
        { from: 'pending_payment', to: 'open', by: 'system', reason: null, at: '2026-11-20T14:00:01.000Z' },
        { from: 'open', to: 'open', by: 'customer', reason: null, at: '2026-11-21T09:00:00.000Z', kind: 'rescheduled', detail: { fromStartsAt: '2026-11-25T15:00:00.000Z', toStartsAt: '2026-11-26T15:00:00.000Z' } },
      ],
    },
    customer: { _id: 'c1', fullname: 'Maya Roy', email: 'maya@example.ca', phonenumber: null },
    provider: null,
    payment: { status: 'authorized', paymentId: 'pi_local_1', error: null, refundableCents: 14577 },
    refunds: [],
    capturedCents: 0,
    holdExpiresAt: '2026-11-27T14:00:00.000Z',
    cardUpdateDeadline: null,
    confirmationEndsAt: null,
    problemReportedAt: null,
    disputedAt: null,
    payout: null,
    issues: [],
    can: { assign: true, cancel: true, refund: true, start: false, complete: false, settle: false },
    cancelReason: null,
    ...overrides,
  };
}
