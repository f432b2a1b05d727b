/** "Ada Tremblay" → "AT", for the avatar circle next to the user's name. */
export function initials(fullname: string): string {
  const parts = fullname.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
