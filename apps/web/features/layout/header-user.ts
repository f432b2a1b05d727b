// What the standard header shows of the signed-in user: their name and where it leads. Only these
// two fields go to the browser with the header (never the session's API token).
import type { Role } from '@hearth/shared/constants';
import type { Session } from 'next-auth';

export interface HeaderUser {
  fullname: string;
  role: Role;
}

export function headerUser(session: Session | null): HeaderUser | null {
  return session ? { fullname: session.user.fullname, role: session.user.token.role } : null;
}

/** "Ada Tremblay" → "AT", for the avatar circle next to the user's name. */
export function initials(fullname: string): string {
  const parts = fullname.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
