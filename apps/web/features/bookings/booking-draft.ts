// The booking in progress, kept in this tab's sessionStorage: the flow writes it as the customer
// types (a reload loses nothing), /payment reads it, and success clears it. The checkout attempt
// (its Idempotency-Key) is kept beside it, so a retry after a lost answer never books twice.
import type { BookingAmounts } from '@hearth/shared/booking';
import type { BookingFormValues, BookingRequest, BookingService } from './booking-form';

const DRAFT_KEY = 'hearth.bookingDraft';
const ATTEMPT_KEY = 'hearth.checkoutAttempt';

export interface BookingDraft {
  service: BookingService;
  /** The earlier booking the form was pre-filled from (`?rebook=`), if any. */
  rebookOf: string | null;
  step: number;
  /** The furthest step reached: the stepper lets the customer jump back to any step up to it. */
  reachedStep: number;
  values: BookingFormValues;
  /** Set by "Continue to payment": what /payment shows and sends. */
  checkout: { request: BookingRequest; amounts: BookingAmounts } | null;
  /** Field errors the API answered at payment, shown on their step when the flow opens again. */
  serverErrors: Record<string, string> | null;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch (error) {
    console.warn(`Could not read ${key} from sessionStorage`, error);
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Storage full or disabled: the flow still works, only a reload would lose it.
    console.warn(`Could not save ${key} to sessionStorage`, error);
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not clear ${key} from sessionStorage`, error);
  }
}

export function readBookingDraft(): BookingDraft | null {
  const draft = read<BookingDraft>(DRAFT_KEY);
  // Anything else (an older shape, a hand-edited value) is dropped rather than half-used.
  return draft && typeof draft === 'object' && draft.service?._id && draft.values?.address ? draft : null;
}

export function saveBookingDraft(draft: BookingDraft) {
  write(DRAFT_KEY, draft);
}

export function clearBookingDraft() {
  remove(DRAFT_KEY);
  endCheckoutAttempt();
}

const START_KEY = 'hearth.bookingStart';

/**
 * What a visitor typed into a service page's price panel, kept in this tab so the booking flow
 * starts from it, also after signing in or signing up on the way (the same tab keeps it).
 */
export interface BookingStart {
  slug: string;
  /** A valid Canadian postal code, as the shared validator normalised it (A1A 1A1). */
  postcode: string;
  quantity: string;
  discountCode: string;
}

export function saveBookingStart(start: BookingStart) {
  write(START_KEY, start);
}

/** The price panel's answers for this service, if the visitor used it. */
export function readBookingStart(slug: string): BookingStart | null {
  const start = read<BookingStart>(START_KEY);
  return start && typeof start === 'object' && start.slug === slug && typeof start.postcode === 'string' ? start : null;
}

/** Used once: the flow has made it part of its draft. */
export function clearBookingStart() {
  remove(START_KEY);
}

interface CheckoutAttempt {
  key: string;
  /** The request the key was made for: a changed booking is a new attempt with a new key. */
  request: string;
}

// Also kept here, so retries in this page still share the key when sessionStorage is unavailable.
let attemptInMemory: CheckoutAttempt | null = null;

/**
 * The Idempotency-Key for paying for `request`: the attempt's key while the request is the one it
 * was made for (a double click, a retry after a network error), a new one otherwise.
 */
export function checkoutKeyFor(request: BookingRequest): string {
  const fingerprint = JSON.stringify(request);
  const current = read<CheckoutAttempt>(ATTEMPT_KEY) ?? attemptInMemory;
  if (current?.key && current.request === fingerprint) return current.key;
  attemptInMemory = { key: crypto.randomUUID(), request: fingerprint };
  write(ATTEMPT_KEY, attemptInMemory);
  return attemptInMemory.key;
}

/** The attempt ended for good (declined, refused): the next Pay is a new attempt with a new key. */
export function endCheckoutAttempt() {
  attemptInMemory = null;
  remove(ATTEMPT_KEY);
}
