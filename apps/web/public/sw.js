// Hearth's service worker: it makes the site installable and shows an offline page when a page
// cannot load. Pages always come from the network and are never stored (they can carry a signed-in
// user's data); /api, other origins and every non-navigation request pass through untouched. Only
// the self-contained offline page is cached. Bump CACHE when offline.html changes.
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
