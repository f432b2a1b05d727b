// How prices and durations read on the site: Canadian dollars, whole hours where they are.
const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** 12900 → "$129.00" */
export function formatCad(cents: number): string {
  return cad.format(cents / 100);
}

/** 180 → "about 3 hours", 90 → "about 1 h 30 min", 45 → "about 45 min" */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `about ${rest} min`;
  if (rest === 0) return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `about ${hours} h ${rest} min`;
}
