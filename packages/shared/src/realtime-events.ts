// Realtime event names exactly as mobile clients know them (misspellings included: they match on them),
// and the toast each one shows. The toast texts are spelled correctly on purpose:
// people read them, and no client matches on them.

export const REALTIME_EVENTS = [
  'NewBookingAlert',
  'AcceptBooking',
  'CompeleteBooking',
  'CancelBooking',
  'AssignProvider',
  'ReloadBooking',
  'UpdateCategory',
] as const;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[number];

/** Events beyond the spec's list: they land in the notification centre and refresh it; only those in REALTIME_TOASTS toast. */
export const EXTRA_EVENTS = ['VerificationUpdate', 'BookingMessage', 'OnTheWay', 'Rescheduled'] as const;
export type AppEvent = RealtimeEvent | (typeof EXTRA_EVENTS)[number];

export const REALTIME_TOASTS: Partial<Record<AppEvent, string>> = {
  NewBookingAlert: 'New Booking Available',
  AcceptBooking: 'Booking Accepted',
  CompeleteBooking: 'Booking Completed',
  CancelBooking: 'Booking Cancelled',
  AssignProvider: 'Provider Assigned By Admin',
  OnTheWay: 'On the way',
  Rescheduled: 'Booking Rescheduled',
};

/** Every socket message is `{ event, data }` JSON. */
export interface RealtimeMessage<T = unknown> {
  event: RealtimeEvent;
  data: T;
}

/**
 * The socket's subprotocol. Browsers send the access token as a second protocol,
 * `new WebSocket(url, [REALTIME_PROTOCOL, token])`, so it stays out of the URL (and out of logs);
 * the API selects this one, as browsers refuse a handshake that echoes none.
 */
export const REALTIME_PROTOCOL = 'hearth';
