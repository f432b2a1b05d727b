import type { PushDevice } from '@hearth/shared/alerts/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '@/test/fake-api';
import { renderAs } from '@/test/render-as';
import { PushDevices } from './push-devices';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const device = (id: string, over: Partial<PushDevice> = {}): PushDevice => ({
  _id: id,
  deviceLabel: 'Firefox on Windows',
  service: 'updates.push.services.mozilla.com',
  createdAt: '2026-11-02T15:00:00.000Z',
  lastDeliveredAt: null,
  ...over,
});

/** A browser's Push API: a worker registration whose push manager remembers one subscription. */
function stubBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false, ua = ANDROID_CHROME } = {}) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  let registered = subscribed;
  const serviceWorker = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
  };
  const notification = { permission, requestPermission: vi.fn(async () => ((notification.permission = answer), answer)) };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  return { subscription, pushManager, serviceWorker, notification };
}

/** A browser without the Push API (no PushManager, no service worker). */
function stubNoPush(ua: string) {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  // jsdom has neither; make sure no earlier test left them.
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
}

function stubApi(devices: PushDevice[], routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/push/key': ok({ publicKey: PUBLIC_KEY }), 'GET /api/push/devices': ok(devices), ...routes });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.clearAllMocks();
});

describe('PushDevices', () => {
  it('turns alerts on: asks permission, subscribes with the server key and saves the device with a label', async () => {
    const browser = stubBrowser();
    const phone = device('d1', { deviceLabel: 'Chrome on Android', service: 'fcm.googleapis.com' });
    let saved = false;
    const api = stubApi([], {
      'GET /api/push/devices': () => ok(saved ? [phone] : []),
      'POST /api/push/devices': () => ((saved = true), ok(phone)),
    });
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);

    expect(await screen.findByText('This device does not get alerts')).toBeInTheDocument();
    expect(screen.getByText('No device gets alerts yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on alerts on this device' }));

    expect(await screen.findByText('This device gets alerts')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(options[0].applicationServerKey).toHaveLength(65);
    expect(options[0].applicationServerKey[0]).toBe(4);
    expect(JSON.parse(String(api.last('POST', '/api/push/devices')!.body))).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/this-phone',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      deviceLabel: 'Chrome on Android',
    });
    const list = await screen.findByRole('list', { name: 'Devices that get alerts' });
    expect(within(list).getByRole('listitem', { name: 'Chrome on Android' })).toHaveTextContent('This device');
    expect(toast.success).toHaveBeenCalledWith('Alerts turned on for this device');
  });

  it('turns alerts off on this device: unsubscribes and removes it from the list', async () => {
    localStorage.setItem('hearth.pushDeviceId', 'd1');
    const browser = stubBrowser({ permission: 'granted', subscribed: true });
    const api = stubApi([device('d1', { deviceLabel: 'Chrome on Android' })], { 'DELETE /api/push/devices/d1': ok({ removed: true }) });
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);

    await user.click(await screen.findByRole('button', { name: 'Turn off on this device' }));
    expect(await screen.findByText('This device does not get alerts')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(api.last('DELETE', '/api/push/devices/d1')).toBeDefined();
    expect(localStorage.getItem('hearth.pushDeviceId')).toBeNull();
  });

  it('lists the devices with a test alert and removal for each', async () => {
    stubBrowser();
    const api = stubApi([device('d1', { lastDeliveredAt: '2026-11-20T18:30:00.000Z' }), device('d2', { deviceLabel: '' })], {
      'POST /api/push/devices/d1/test': ok({ queued: true }),
      'DELETE /api/push/devices/d2': ok({ removed: true }),
    });
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);

    const firefox = await screen.findByRole('listitem', { name: 'Firefox on Windows' });
    expect(firefox).toHaveTextContent(/Added Nov 2, 2026 · last alert Nov 20, 2026/);
    expect(screen.getByRole('listitem', { name: 'Unnamed device' })).toHaveTextContent('no alert yet');

    await user.click(within(firefox).getByRole('button', { name: 'Send a test alert to Firefox on Windows' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Test alert sent'));
    expect(api.last('POST', '/api/push/devices/d1/test')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Remove Unnamed device' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Device removed'));
    expect(api.last('DELETE', '/api/push/devices/d2')).toBeDefined();
  });

  it('shows the server’s refusal of a test alert (too many)', async () => {
    stubBrowser();
    stubApi([device('d1')], { 'POST /api/push/devices/d1/test': fail(429, 'Too many requests. Please try again in 1 minute.') });
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);
    await user.click(await screen.findByRole('button', { name: 'Send a test alert to Firefox on Windows' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Too many requests. Please try again in 1 minute.'));
  });

  it('explains how to allow notifications again when they are blocked', async () => {
    stubBrowser({ permission: 'denied' });
    stubApi([]);
    renderAs('provider', <PushDevices />);
    expect(await screen.findByText('Alerts are blocked on this device')).toBeInTheDocument();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on alerts on this device' })).not.toBeInTheDocument();
  });

  it('says so when permission is dismissed, and stays off', async () => {
    const browser = stubBrowser({ answer: 'default' });
    stubApi([]);
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);
    await user.click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications were not allowed, so alerts stay off on this device.');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal when the device cannot be saved', async () => {
    stubBrowser();
    stubApi([], { 'POST /api/push/devices': fail(400, 'This push service is not supported', { endpoint: 'This push service is not supported' }) });
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);
    await user.click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This push service is not supported');
  });

  it('on an iPhone without the Home Screen app, says to add Hearth to the Home Screen first', async () => {
    stubNoPush(IPHONE_SAFARI);
    stubApi([]);
    renderAs('provider', <PushDevices />);
    expect(await screen.findByText('Add Hearth to your Home Screen first')).toBeInTheDocument();
  });

  it('in a browser without push, says it cannot get alerts', async () => {
    stubNoPush('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) SomeOldBrowser/1.0');
    stubApi([]);
    renderAs('provider', <PushDevices />);
    expect(await screen.findByText('This browser cannot get alerts')).toBeInTheDocument();
  });

  it('when the server has no push set up, says so and offers nothing to turn on', async () => {
    stubBrowser();
    fakeApi({ 'GET /api/push/key': ok({ publicKey: null }), 'GET /api/push/devices': ok([]) });
    renderAs('provider', <PushDevices />);
    expect(await screen.findByText('Alerts on devices are not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on alerts on this device' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry when the key cannot be loaded', async () => {
    stubBrowser();
    fakeApi({ 'GET /api/push/key': [fail(500, 'Something went wrong'), ok({ publicKey: PUBLIC_KEY })], 'GET /api/push/devices': ok([]) });
    const user = userEvent.setup();
    renderAs('provider', <PushDevices />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether this device can get alerts…');
    expect(await screen.findByText('Could not check alerts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Turn on alerts on this device' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    stubBrowser();
    stubApi([device('d1')]);
    renderAs('provider', <PushDevices />, { locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Activer les alertes sur cet appareil' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Envoyer une alerte d’essai à Firefox on Windows' })).toBeInTheDocument();
  });
});
