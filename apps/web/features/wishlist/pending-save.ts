// A visitor's heart click survives the trip through sign-in: the service waits in this tab's
// sessionStorage, and that service's heart saves it once the visitor comes back as a customer.
// The wait is short, so a click abandoned at the sign-in page does not save the service much later.

const STORAGE_KEY = 'hearth.wishlist.pendingSave';
export const PENDING_SAVE_MAX_AGE_MS = 15 * 60 * 1000;

interface PendingSave {
  serviceId: string;
  at: number;
}

export function rememberPendingSave(serviceId: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ serviceId, at: Date.now() } satisfies PendingSave));
  } catch (error) {
    // Storage turned off: the visitor still signs in and comes back, and saves with one more click.
    console.warn('Could not remember the service to save after sign-in', error);
  }
}

function readPendingSave(): PendingSave | null {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as PendingSave | null;
  } catch (error) {
    console.warn('Could not read the service to save after sign-in', error);
    return null;
  }
}

/** True (once) when this service is waiting to be saved. */
export function takePendingSave(serviceId: string): boolean {
  const pending = readPendingSave();
  if (!pending) return false;
  const fresh = Date.now() - pending.at <= PENDING_SAVE_MAX_AGE_MS;
  const mine = fresh && pending.serviceId === serviceId;
  // Another service's wait stays for that service's heart, unless it is too old to honour.
  if (mine || !fresh) sessionStorage.removeItem(STORAGE_KEY);
  return mine;
}
