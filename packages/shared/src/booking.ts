// Booking rules both the API and the web app apply: statuses, when a job may be scheduled, how it
// is priced, and how much a cancellation refunds. All money is integer cents (CAD).
import { PROVINCES, type ProvinceCode } from './constants';
import { taxComponentsFor, type TaxClass, type TaxName } from './tax';

/** The lifecycle; the API's bookings/state-machine.ts says who moves a booking between them. */
export const BOOKING_STATUSES = ['pending_payment', 'payment_failed', 'open', 'accepted', 'in_progress', 'completed', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The customer's booking tabs, each a set of statuses (`?status=open,accepted`). */
export const CUSTOMER_BOOKING_TABS = [
  { key: 'upcoming', label: 'Upcoming', statuses: ['open', 'accepted', 'in_progress'] },
  { key: 'completed', label: 'Completed', statuses: ['completed'] },
  { key: 'cancelled', label: 'Cancelled', statuses: ['cancelled', 'expired'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly BookingStatus[] }[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  open: 'Finding a professional',
  accepted: 'Professional assigned',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired (refunded)',
};

export const BOOKING_PAGE_SIZE = 10;
export const ALREADY_ACCEPTED_MESSAGE = 'This booking has already been accepted';

// ---- Scheduling -------------------------------------------------------------------------------

/** Jobs start on the half hour between these local times (inclusive), every day of the week. */
export const BUSINESS_HOURS = { firstStart: '08:00', lastStart: '18:00' } as const;
export const BOOKING_SLOT_MINUTES = 30;
/** How far ahead a job must be booked, so a provider can accept and travel. */
export const BOOKING_LEAD_MINUTES = 120;
export const BOOKING_HORIZON_DAYS = 90;
export const MAX_BOOKING_QUANTITY = 8;

/** Where business hours are counted: the province's main time zone. */
export const PROVINCE_TIME_ZONES: Record<ProvinceCode, string> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (every listed booking is dated). */
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and time the wall clock in `timeZone` shows at `at`, as numbers. */
export function zonedParts(at: Date, timeZone: string) {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    zonedFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The instant when the wall clock in `timeZone` shows `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Guess with the offset at the wall time read as UTC, then correct once (enough across DST changes).
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(instant), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    instant += wall - shown;
  }
  return new Date(instant);
}

/** Local date and time of an instant in a province: { date: '2026-11-21', time: '14:30' }. */
export function localDateTime(at: Date, province: ProvinceCode): { date: string; time: string } {
  const p = zonedParts(at, PROVINCE_TIME_ZONES[province]);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Start times offered on one local day ('08:00', '08:30', … '18:00'). */
export function dailySlots(): string[] {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const slots: string[] = [];
  for (let m = toMinutes(BUSINESS_HOURS.firstStart); m <= toMinutes(BUSINESS_HOURS.lastStart); m += BOOKING_SLOT_MINUTES) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** Why a start time cannot be booked, or null when it can. */
export function scheduleError(at: Date, province: ProvinceCode, now: Date = new Date()): string | null {
  if (Number.isNaN(at.getTime())) return 'Date and time are required';
  if (at.getTime() < now.getTime() + BOOKING_LEAD_MINUTES * 60_000) {
    return `Please choose a time at least ${BOOKING_LEAD_MINUTES / 60} hours from now`;
  }
  if (at.getTime() > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) {
    return `Bookings open ${BOOKING_HORIZON_DAYS} days ahead; please choose an earlier date`;
  }
  if (!dailySlots().includes(localDateTime(at, province).time)) {
    return `Please choose a start time between ${BUSINESS_HOURS.firstStart} and ${BUSINESS_HOURS.lastStart}, on the hour or half hour`;
  }
  return null;
}

// ---- Price ------------------------------------------------------------------------------------

export interface DiscountTerms {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff: number | null;
  amountOffCents: number | null;
}

export interface TaxLine {
  name: TaxName;
  /** Thousandths of a percent: 13% = 13000. */
  rate: number;
  amount: number;
}

export interface BookingAmounts {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
  taxes: TaxLine[];
}

/**
 * Price × quantity, less the discount, plus the sales taxes on what remains: those of the province
 * the work is in (from the validated postal code) for the service's tax class on the pricing day.
 */
export function priceBooking(input: { unitPriceCents: number; quantity: number; province: ProvinceCode; taxClass: TaxClass; discount?: DiscountTerms | null; on?: Date }): BookingAmounts {
  const subtotal = input.unitPriceCents * input.quantity;
  const d = input.discount;
  const rawDiscount = !d ? 0 : d.kind === 'percent' ? Math.round((subtotal * (d.percentOff ?? 0)) / 100) : (d.amountOffCents ?? 0);
  const discount = Math.min(subtotal, Math.max(0, rawDiscount));
  const taxable = subtotal - discount;
  // Each tax is rounded on its own, as receipts show them line by line.
  const taxes = taxComponentsFor(input.province, input.taxClass, input.on).map((c) => ({ name: c.name, rate: c.rate, amount: Math.round((taxable * c.rate) / 100_000) }));
  const tax = taxes.reduce((sum, t) => sum + t.amount, 0);
  return { subtotal, discount, tax, total: taxable + tax, taxes };
}

// ---- Cancellation -----------------------------------------------------------------------------

export const FULL_REFUND_HOURS_BEFORE_START = 24;
export const LATE_CANCELLATION_REFUND_PERCENT = 50;

export type RefundPolicy = 'full' | 'partial' | 'none';

/**
 * The refund a customer gets for cancelling. While no professional has accepted, everything comes
 * back whatever the time; once one has, cancelling inside 24 hours of the start keeps half (paid to
 * that professional, less commission); nothing comes back once the job has started.
 */
export function customerRefund(input: { totalCents: number; startsAt: Date; started: boolean; assigned: boolean; now?: Date }): { policy: RefundPolicy; refundCents: number } {
  if (input.started) return { policy: 'none', refundCents: 0 };
  if (!input.assigned) return { policy: 'full', refundCents: input.totalCents };
  const hoursLeft = (input.startsAt.getTime() - (input.now ?? new Date()).getTime()) / 3_600_000;
  if (hoursLeft > FULL_REFUND_HOURS_BEFORE_START) return { policy: 'full', refundCents: input.totalCents };
  return { policy: 'partial', refundCents: Math.round((input.totalCents * LATE_CANCELLATION_REFUND_PERCENT) / 100) };
}

/** What checkout tells the customer before paying: until when cancelling is free, and what it costs after. */
export function cancellationTerms(startsAt: Date): { freeUntil: Date; lateRefundPercent: number } {
  return { freeUntil: new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE_START * 3_600_000), lateRefundPercent: LATE_CANCELLATION_REFUND_PERCENT };
}

/** Postal code → forward sortation area, the part providers choose as a service area ('M5V 2T6' → 'M5V'). */
export const forwardSortationArea = (postcode: string) => postcode.replace(/[\s-]/g, '').slice(0, 3).toUpperCase();

// ---- Province from the postal code ------------------------------------------------------------

/**
 * Canada Post's first letter of a postal code fixes the province (X is shared by the Northwest
 * Territories and Nunavut). Tax and matching follow the province, so an address whose chosen
 * province disagrees with its postal code is refused rather than trusted.
 */
const POSTAL_DISTRICTS: Record<string, readonly ProvinceCode[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** The provinces a postal code can be in: one, two for X, none for a letter Canada Post does not use. */
export function provincesOfPostcode(postcode: string): readonly ProvinceCode[] {
  return POSTAL_DISTRICTS[postcode.trim().charAt(0).toUpperCase()] ?? [];
}

const provinceName = (code: ProvinceCode) => (code === 'NT' ? 'the Northwest Territories' : PROVINCES[code]);

/** Why this postal code cannot be in this province ("M5V 2T6 is a postal code in Ontario, not Alberta"), or null. */
export function postcodeProvinceError(postcode: string, province: string): string | null {
  const provinces = provincesOfPostcode(postcode);
  const chosen = province.trim().toUpperCase();
  if (!provinces.length || !(chosen in PROVINCES) || provinces.includes(chosen as ProvinceCode)) return null;
  return `${postcode.trim().toUpperCase()} is a postal code in ${provinces.map(provinceName).join(' or ')}, not ${provinceName(chosen as ProvinceCode)}`;
}

/** Test payment methods of the local gateway (and Stripe's test mode). */
export const TEST_PAYMENT_METHODS = {
  visa: 'pm_card_visa',
  mastercard: 'pm_card_mastercard',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  /** Saved and held while the customer is there; every charge without them (a later hold, a re-authorisation) is declined. */
  declinesLater: 'pm_card_chargeCustomerFail',
} as const;
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

// ---- Payment state ----------------------------------------------------------------------------

/**
 * Where a booking's card payment is: a hold placed at booking (authorized), or a card saved for a job
 * further ahead than a hold lasts (card_saved) and held in the days before it; hold_failed while a
 * declined hold waits for a new card; captured or released at the end; capture_failed when neither
 * the hold nor a fresh authorisation could be charged.
 */
export const BOOKING_PAYMENT_STATUSES = ['none', 'card_saved', 'authorized', 'hold_failed', 'captured', 'capture_failed', 'released', 'failed'] as const;
export type BookingPaymentStatus = (typeof BOOKING_PAYMENT_STATUSES)[number];

/** A provider's payout: held until the capture and the customer's confirmation window, then paid. */
export const PAYOUT_STATUSES = ['held', 'pending', 'sending', 'paid', 'failed', 'frozen', 'cancelled', 'reversed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  held: 'Pending',
  pending: 'Pending',
  sending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  frozen: 'On hold',
  cancelled: 'Cancelled',
  reversed: 'Reversed',
};

/** Money an admin must decide on: a customer's problem report, a card dispute, a failed capture or payout. */
export const BOOKING_ISSUE_KINDS = ['problem_report', 'dispute', 'capture_failed', 'payout_failed', 'transfer_reversed'] as const;
export type BookingIssueKind = (typeof BOOKING_ISSUE_KINDS)[number];
export const BOOKING_ISSUE_LABELS: Record<BookingIssueKind, string> = {
  problem_report: 'Problem reported by the customer',
  dispute: 'Card dispute',
  capture_failed: 'Payment could not be captured',
  payout_failed: 'Payout failed',
  transfer_reversed: 'Payout reversed',
};

/** How an admin settles a problem report or a dispute. */
export const RESOLUTIONS = ['pay', 'partial_refund', 'full_refund'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
