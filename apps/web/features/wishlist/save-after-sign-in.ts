// A visitor's heart press survives the trip through sign-in in the URL: sign-in returns to the
// service's page with ?save=<service id>, and that service's customer heart saves it once.
import { paths } from '@/lib/paths';

const SAVE_PARAM = 'save';

/** Where sign-in sends a visitor who pressed the heart of this service. */
export function saveAfterSignInUrl(service: { _id: string; slug: string }): string {
  return `${paths.service(service.slug)}?${SAVE_PARAM}=${encodeURIComponent(service._id)}`;
}

/** True (once) when this page's address asks to save this service; the request leaves the address bar. */
export function takeSaveRequest(serviceId: string): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get(SAVE_PARAM) !== serviceId) return false;
  url.searchParams.delete(SAVE_PARAM);
  window.history.replaceState(window.history.state, '', url);
  return true;
}
