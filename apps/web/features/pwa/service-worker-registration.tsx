'use client';
// Registers the service worker (public/sw.js: offline page, installable app). A failed
// registration is only logged; the site works the same without it.
import { useEffect } from 'react';

const SERVICE_WORKER_URL = '/sw.js';

export function ServiceWorkerRegistration() {
  useEffect(() => {
    // Development serves changing, unhashed assets: a worker there would only get in the way.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
        console.error('Service worker registration failed', error);
      });
    };
    // After the page has loaded, so installing the worker never competes with the first paint.
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
