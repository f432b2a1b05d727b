// CSV for spreadsheets and accounting tools (providers' earnings, admin payout exports): RFC 4180
// quoting, CRLF lines, and text a spreadsheet would run as a formula defused (CSV injection).

const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Cents as dollars with two decimals, the way accounting imports expect them. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
