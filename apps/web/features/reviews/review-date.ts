// When a review was written, as reviews show it: "November 2026" (UTC, so server and browser agree).
const monthYear = new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatReviewDate(iso: string): string {
  return monthYear.format(new Date(iso));
}
