// What this browser can do with Web Push, and the few steps of the Push API the device settings use:
// the service worker registration, the current subscription, subscribing and unsubscribing.

export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

const SERVICE_WORKER_URL = '/sw.js';
/** The id the API gave this browser's subscription, to mark it in the list and remove it when turning off. */
const DEVICE_ID_KEY = 'hearth.pushDeviceId';

const isAppleMobile = (ua: string) => /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1);

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (capable) return 'supported';
  // Safari on iPhone and iPad offers Web Push only to sites added to the Home Screen (iOS 16.4+).
  return isAppleMobile(navigator.userAgent) ? 'ios-home-screen' : 'unsupported';
}

export const notificationPermission = (): NotificationPermission => (typeof Notification === 'undefined' ? 'default' : Notification.permission);

/** "Chrome" and "Android" from a user agent, for the label the provider sees in their list of devices; null when unknown. */
export function describeDevice(ua: string): { browser: string | null; os: string | null } {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS/.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPod/.test(ua)
      ? 'iPhone'
      : /iPad/.test(ua) || (/Macintosh/.test(ua) && typeof navigator !== 'undefined' && navigator.maxTouchPoints > 1)
        ? 'iPad'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Mac OS X|Macintosh/.test(ua)
              ? 'macOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return { browser, os };
}

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, without waiting for a worker that was never registered. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Subscribes this browser. The worker is registered here when it is not yet (development does not
 * register it on page load), since pushes are delivered to it.
 */
export async function subscribe(publicKey: string): Promise<PushSubscription> {
  if (!(await navigator.serviceWorker.getRegistration())) await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}

export function storedDeviceId(): string | null {
  try {
    return localStorage.getItem(DEVICE_ID_KEY);
  } catch {
    return null; // storage blocked (private mode): the list just does not mark this device
  }
}

export function storeDeviceId(id: string | null) {
  try {
    if (id) localStorage.setItem(DEVICE_ID_KEY, id);
    else localStorage.removeItem(DEVICE_ID_KEY);
  } catch (error) {
    console.warn('Could not remember this device’s alert subscription', error);
  }
}
