// public/sw.js's alert handlers, run against a stand-in for the worker's global scope: what a push
// shows, and where tapping it goes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const SOURCE = readFileSync(join(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://hearth.example';

type Listener = (event: Record<string, unknown>) => void;

function startWorker(tabs: { url: string; navigate?: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const windows = tabs.map((tab) => {
    const window = { url: tab.url, navigate: vi.fn(tab.navigate ?? (async () => undefined)), focus: vi.fn() };
    // WindowClient.focus() resolves to the (same) window client.
    window.focus.mockImplementation(async () => window);
    return window;
  });
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', 'caches', 'fetch', SOURCE)(self, {}, vi.fn());
  /** Dispatches an event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, event: Record<string, unknown>) {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  }
  return { self, windows, dispatch };
}

const pushOf = (data: unknown) => ({ data: { json: () => data, text: () => String(data) } });
const notificationFor = (url: unknown) => ({ data: { url }, close: vi.fn() });

describe('the service worker’s alerts', () => {
  it('shows a push as a notification with its body, tag, icon and page', async () => {
    const { self, dispatch } = startWorker();
    await dispatch('push', pushOf({ title: 'New job near you', body: 'Deep cleaning, Friday 9:00', url: `${ORIGIN}/serviceprovider/servicerequest`, tag: 'new_job:b1' }));
    expect(self.registration.showNotification).toHaveBeenCalledWith('New job near you', {
      body: 'Deep cleaning, Friday 9:00',
      tag: 'new_job:b1',
      renotify: true,
      data: { url: `${ORIGIN}/serviceprovider/servicerequest` },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    });
  });

  it('still shows something for a push it cannot read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { self, dispatch } = startWorker();
    await dispatch('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
        text: () => 'plain text',
      },
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Hearth', expect.objectContaining({ body: 'plain text', data: { url: '/' } }));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('on a tap, closes the alert and takes an open Hearth tab to its page', async () => {
    const { self, windows, dispatch } = startWorker([{ url: 'https://elsewhere.example/' }, { url: `${ORIGIN}/serviceprovider/dashboard` }]);
    const notification = notificationFor(`${ORIGIN}/serviceprovider/servicerequest`);
    await dispatch('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(windows[1]!.focus).toHaveBeenCalled();
    expect(windows[1]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/serviceprovider/servicerequest`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new tab when no Hearth tab is open, or when the open one cannot be taken there', async () => {
    const none = startWorker([]);
    await none.dispatch('notificationclick', { notification: notificationFor('/fr/serviceprovider/alerts') });
    expect(none.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/fr/serviceprovider/alerts`);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uncontrolled = startWorker([{ url: `${ORIGIN}/`, navigate: () => Promise.reject(new TypeError('not controlled')) }]);
    await uncontrolled.dispatch('notificationclick', { notification: notificationFor(`${ORIGIN}/serviceprovider/schedule`) });
    expect(uncontrolled.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/serviceprovider/schedule`);
    warn.mockRestore();
  });

  it('never opens another site from an alert', async () => {
    const { self, dispatch } = startWorker([]);
    await dispatch('notificationclick', { notification: notificationFor('https://evil.example/phish') });
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
