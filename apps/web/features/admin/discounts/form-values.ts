// How stored values read in the discount and offer forms: dates as the browser's datetime-local
// value (its own time zone), cents as dollars. The shared schema turns them back on submit.
import dayjs from 'dayjs';

/** "2026-05-01T09:30:00.000Z" → "2026-05-01T05:30" in Toronto; null → "". */
export const toLocalInput = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

/** 1050 → "10.50"; null → "". */
export const toDollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** "1 May 2026, 9:30 a.m." in the admin's locale. */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
