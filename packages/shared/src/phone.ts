// North American phone numbers: accepted as typed (optional +1, dashes or spaces), stored as +1XXXXXXXXXX.

/** Optional +1 prefix, then 10 digits with optional dashes or spaces (spec §5). */
export const PHONE_PATTERN = /^(\+?1[\s-]?)?\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}$/;

export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_PATTERN.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const ten = digits.length === 11 ? digits.slice(1) : digits;
  return ten.length === 10 ? `+1${ten}` : null;
}

/** +14165550123 → 416-555-0123 (the entry mask 999-999-9999). */
export function formatPhone(e164: string): string {
  const d = e164.replace(/\D/g, '').slice(-10);
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}
