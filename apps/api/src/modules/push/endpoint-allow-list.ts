// Where the server may send pushes. A subscription's endpoint is a URL the browser chose and we POST
// to, so an unchecked one would let a provider make the server call any address (server-side
// request forgery): only https endpoints of the browsers' own push services pass, plus, outside
// production, the configured local stubs and this API's simulated devices.
import type { Config } from '../../config';

/** Exact hosts, or `.suffix` for any subdomain of it. */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', '.push.services.mozilla.com', '.notify.windows.com', 'web.push.apple.com', '.push.apple.com'];

/** Where this API's simulated devices receive their pushes (the dev tools route). */
export const SIMULATED_DEVICE_PATH = '/api/dev/push-service/';

function knownPushService(url: URL): boolean {
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) && host.length > known.length : host === known));
}

export function endpointAllowed(config: Config, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (knownPushService(url)) return true;
  if (config.production) return false;
  if (config.webPush.extraEndpointOrigins.includes(url.origin)) return true;
  return config.devTools && url.origin === new URL(config.publicApiUrl).origin && url.pathname.startsWith(SIMULATED_DEVICE_PATH);
}

/** The push service's host, shown to tell devices apart (never the whole endpoint, which is a secret of sorts). */
export const serviceOf = (endpoint: string) => new URL(endpoint).host;
