// Hearth's service worker: it makes the site installable and shows an offline page when a page
// cannot load. Pages always come from the network and are never stored (they can carry a signed-in
// user's data); /api, other origins and every non-navigation request pass through untouched. Only
// the self-contained offline page is cached. Bump CACHE when offline.html changes. It also shows the
// Web Push alerts the API sends a provider's devices, and opens the alert's page when one is tapped.
const CACHE = 'hearth-offline-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(OFFLINE_URL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keys = await caches.keys();
      await Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key)));
      // Lets the browser start page requests while the worker boots, so it adds no delay.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) || (await fetch(request));
      } catch (error) {
        // Offline (or the server is unreachable): the cached page says so and offers a retry.
        console.warn('Navigation failed; showing the offline page', error);
        return (await caches.match(OFFLINE_URL)) || Response.error();
      }
    })(),
  );
});

const ALERT_ICON = '/icons/icon-192.png';

/** The alert as the API sends it: { title, body, url, tag? } (JSON). A push we cannot read still shows something. */
function readAlert(data) {
  try {
    const alert = data ? data.json() : {};
    return {
      title: typeof alert.title === 'string' && alert.title ? alert.title : 'Hearth',
      body: typeof alert.body === 'string' ? alert.body : '',
      url: typeof alert.url === 'string' ? alert.url : '/',
      tag: typeof alert.tag === 'string' && alert.tag ? alert.tag : undefined,
    };
  } catch (error) {
    console.warn('A push message was not JSON; showing it as text', error);
    return { title: 'Hearth', body: data ? data.text() : '', url: '/', tag: undefined };
  }
}

self.addEventListener('push', (event) => {
  const alert = readAlert(event.data);
  // userVisibleOnly subscriptions must show a notification for every push, or the browser may revoke them.
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // A newer alert with the same tag (the same job) replaces the older one but still makes itself noticed.
      renotify: Boolean(alert.tag),
      data: { url: alert.url },
      icon: ALERT_ICON,
      badge: ALERT_ICON,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only Hearth's own pages open from an alert; anything else goes to the home page.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        try {
          const focused = await tab.focus();
          await focused.navigate(url);
          return;
        } catch (error) {
          // A tab this worker does not control cannot be navigated: open the page in a new one.
          console.warn('Could not reuse the open Hearth tab; opening a new one', error);
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
