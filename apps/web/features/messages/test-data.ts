// Test-only: conversation pages and messages shaped like the API's answers, seen by the customer c1
// (Ada T.) talking to the provider p1 (Sam O.) about booking b1.
import type { BookingMessage, BookingThread } from '@hearth/shared/messages/contract';

export const customer = { _id: 'c1', name: 'Ada T.', role: 'customer' as const };
export const provider = { _id: 'p1', name: 'Sam O.', role: 'serviceprovider' as const };

/** Message `n` was sent n minutes after 9:00 UTC on 20 Nov 2026, by the provider unless told. */
export function makeMessage(n: number, overrides: Partial<BookingMessage> = {}): BookingMessage {
  return {
    _id: `m${n}`,
    bookingId: 'b1',
    sender: provider,
    text: `Message ${n}`,
    attachments: [],
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
    ...overrides,
  };
}

export function makeThread(overrides: Partial<BookingThread> = {}): BookingThread {
  return {
    messages: [],
    hasMore: false,
    open: true,
    canSend: true,
    closedReason: null,
    readOnlyAt: null,
    counterpart: provider,
    unreadCount: 0,
    ...overrides,
  };
}
