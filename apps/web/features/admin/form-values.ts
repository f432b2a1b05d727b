// How stored values read in the console's forms (discounts, offers, a blog post's publication):
// dates as the browser's datetime-local value (its own time zone), cents as dollars. The shared
// schema turns them back on submit. Dates shown as text go through the page's formatter
// (useFormat), in the console's language.
import dayjs from 'dayjs';

/** "2026-05-01T09:30:00.000Z" → "2026-05-01T05:30" in Toronto; null → "". */
export const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

/** 1050 → "10.50"; null → "". */
export const toDollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

