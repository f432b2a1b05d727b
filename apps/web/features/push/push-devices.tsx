'use client';
// Web Push on the provider's devices: whether this browser gets alerts (and why not, when it cannot),
// turning them on or off here, and every device that gets them, each with a test alert and removal.
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { currentSubscription, describeDevice, notificationPermission, pushSupport, storedDeviceId, storeDeviceId, subscribe, type PushSupport } from './browser-push';
import { usePushDeviceActions, usePushDevices, usePushKey, type PushDevice } from './push-api';

/** What this browser is doing about alerts, once it has been asked. */
type ThisBrowser = { support: PushSupport; permission: NotificationPermission; subscription: PushSubscription | null };

async function readThisBrowser(): Promise<ThisBrowser> {
  const support = pushSupport();
  if (support !== 'supported') return { support, permission: 'default', subscription: null };
  let subscription: PushSubscription | null = null;
  try {
    subscription = await currentSubscription();
  } catch (error) {
    console.warn('Could not read this browser’s push subscription', error);
  }
  return { support, permission: notificationPermission(), subscription };
}

/** Read after mounting: the server cannot know, and the first render must match its HTML. */
function useThisBrowser() {
  const [state, setState] = useState<ThisBrowser | null>(null);
  useEffect(() => {
    let current = true;
    void readThisBrowser().then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, []);
  const refresh = useCallback(async () => setState(await readThisBrowser()), []);
  return { state, setState, refresh };
}

export function PushDevices() {
  const t = useTranslations('push');
  const headingId = useId();
  const key = usePushKey();
  const devices = usePushDevices();
  const actions = usePushDeviceActions();
  const browser = useThisBrowser();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  // Only shown once this browser's subscription has been read (after mounting), so reading it now cannot break hydration.
  const [thisDeviceId, setThisDeviceId] = useState<string | null>(storedDeviceId);

  async function turnOn(publicKey: string) {
    setBusy(true);
    setActionError(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        browser.setState((s) => s && { ...s, permission });
        if (permission === 'default') setActionError(t('permissionDismissed'));
        return;
      }
      const subscription = await subscribe(publicKey);
      const json = subscription.toJSON();
      const { browser: name, os } = describeDevice(navigator.userAgent);
      const device = await actions.add.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        deviceLabel: name && os ? t('deviceLabel', { browser: name, os }) : (name ?? os ?? ''),
      });
      storeDeviceId(device._id);
      setThisDeviceId(device._id);
      browser.setState({ support: 'supported', permission: 'granted', subscription });
      toast.success(t('turnedOn'));
    } catch (error) {
      setActionError(error instanceof DOMException ? t('subscribeFailed') : errorMessage(error));
      if (error instanceof DOMException) console.error('Subscribing to push failed', error);
      await browser.refresh();
    } finally {
      setBusy(false);
    }
  }

  /** This browser's device was removed from the list: stop its subscription too, so the switch tells the truth. */
  function forgetThisDevice() {
    storeDeviceId(null);
    setThisDeviceId(null);
    void browser.state?.subscription?.unsubscribe().catch((error: unknown) => console.warn('Unsubscribing this browser failed', error));
    browser.setState((s) => s && { ...s, subscription: null });
  }

  async function turnOff() {
    setBusy(true);
    setActionError(null);
    try {
      await browser.state?.subscription?.unsubscribe();
      if (thisDeviceId) {
        // Already removed from another device's list, or subscribed by someone else since: nothing left to remove.
        await actions.remove.mutateAsync(thisDeviceId).catch((error: unknown) => console.warn('Removing this device from the list failed', error));
      }
      storeDeviceId(null);
      setThisDeviceId(null);
      browser.setState((s) => s && { ...s, subscription: null });
      toast.success(t('turnedOff'));
    } catch (error) {
      setActionError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      <div className="mt-4 space-y-4">
        {key.isPending || !browser.state ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" /> {t('checking')}
          </p>
        ) : key.isError ? (
          <LoadError title={t('loadFailed')} message={errorMessage(key.error)} onRetry={() => void key.refetch()} retrying={key.isFetching} />
        ) : key.data === null ? (
          <Alert tone="info" title={t('serverOffTitle')}>
            {t('serverOffText')}
          </Alert>
        ) : (
          <ThisDevice state={browser.state} busy={busy} onTurnOn={() => void turnOn(key.data!)} onTurnOff={() => void turnOff()} />
        )}
        {actionError && <Alert tone="error">{actionError}</Alert>}
        {key.data !== null && <DeviceList devices={devices} thisDeviceId={browser.state?.subscription ? thisDeviceId : null} onRemovedThisDevice={forgetThisDevice} />}
      </div>
    </section>
  );
}

function ThisDevice({ state, busy, onTurnOn, onTurnOff }: { state: ThisBrowser; busy: boolean; onTurnOn: () => void; onTurnOff: () => void }) {
  const t = useTranslations('push');
  if (state.support === 'ios-home-screen') {
    return (
      <Alert tone="info" title={t('iosTitle')}>
        {t('iosText')}
      </Alert>
    );
  }
  if (state.support === 'unsupported') {
    return (
      <Alert tone="warning" title={t('unsupportedTitle')}>
        {t('unsupportedText')}
      </Alert>
    );
  }
  if (state.permission === 'denied') {
    return (
      <Alert tone="warning" title={t('blockedTitle')}>
        {t('blockedText')}
      </Alert>
    );
  }
  const on = state.permission === 'granted' && state.subscription !== null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-ink">
        {on ? <BellRing aria-hidden="true" className="size-5 text-emerald-700" /> : <BellOff aria-hidden="true" className="size-5 text-muted" />}
        {on ? t('thisDeviceOn') : t('thisDeviceOff')}
      </p>
      {on ? (
        <Button variant="secondary" size="sm" loading={busy} onClick={onTurnOff}>
          {t('turnOff')}
        </Button>
      ) : (
        <Button size="sm" loading={busy} onClick={onTurnOn}>
          {t('turnOn')}
        </Button>
      )}
    </div>
  );
}

function DeviceList({ devices, thisDeviceId, onRemovedThisDevice }: { devices: ReturnType<typeof usePushDevices>; thisDeviceId: string | null; onRemovedThisDevice: () => void }) {
  const t = useTranslations('push');
  const listId = useId();
  if (devices.isPending) return null;
  if (devices.isError) return <LoadError title={t('devicesLoadFailed')} message={errorMessage(devices.error)} onRetry={() => void devices.refetch()} retrying={devices.isFetching} />;
  return (
    <div>
      <h3 id={listId} className="text-sm font-semibold text-ink">
        {t('devicesTitle')}
      </h3>
      {devices.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('noDevices')}</p>
      ) : (
        <ul aria-labelledby={listId} className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {devices.data.map((device) => (
            <DeviceRow key={device._id} device={device} isThisDevice={device._id === thisDeviceId} onRemoved={device._id === thisDeviceId ? onRemovedThisDevice : undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeviceRow({ device, isThisDevice, onRemoved }: { device: PushDevice; isThisDevice: boolean; onRemoved?: () => void }) {
  const t = useTranslations('push');
  const format = useFormat();
  const { remove, test } = usePushDeviceActions();
  const label = device.deviceLabel || t('unnamedDevice');
  return (
    <li aria-label={label} className="flex flex-wrap items-center gap-3 px-4 py-3">
      <Smartphone aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium break-words text-ink">
          {label}
          {isThisDevice && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{t('thisDevice')}</span>}
        </p>
        <p className="text-muted">
          {t('added', { date: format.date(device.createdAt) })} ·{' '}
          {device.lastDeliveredAt ? t('lastAlert', { date: format.dateTime(device.lastDeliveredAt) }) : t('noAlertYet')}
        </p>
      </div>
      <div className="flex min-w-0 flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          wrap
          loading={test.isPending}
          aria-label={t('sendTestTo', { device: label })}
          onClick={() =>
            test.mutate(device._id, {
              onSuccess: () => toast.success(t('testSent')),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {t('sendTest')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          aria-label={t('removeDevice', { device: label })}
          onClick={() =>
            remove.mutate(device._id, {
              onSuccess: () => {
                onRemoved?.();
                toast.success(t('removed'));
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
