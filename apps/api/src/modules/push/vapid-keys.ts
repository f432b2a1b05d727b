// The VAPID key pair pushes are signed with. Configured keys win; outside production a pair is made
// once and kept as a site setting, so restarts and every instance sign with the same key (a browser
// subscribed with one public key refuses pushes signed with another). In production without keys,
// Web Push is off.
import webpush from 'web-push';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { settingOnce } from '../../db/site-settings';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const GENERATED_KEYS_SETTING = 'web-push-vapid-keys';

const loaded = new WeakMap<Db, Promise<VapidKeys | null>>();

/** Whether pushes can be signed at all (without touching the database, so it is safe inside a transaction). */
export const webPushEnabled = (config: AppContext['config']) => Boolean(config.webPush.vapidKeys) || !config.production;

export function vapidKeys(ctx: Pick<AppContext, 'config' | 'db'>): Promise<VapidKeys | null> {
  const configured = ctx.config.webPush.vapidKeys;
  if (configured) return Promise.resolve(configured);
  if (!webPushEnabled(ctx.config)) return Promise.resolve(null);
  let keys = loaded.get(ctx.db);
  if (!keys) {
    keys = settingOnce<VapidKeys>(ctx.db, GENERATED_KEYS_SETTING, () => webpush.generateVAPIDKeys());
    // A failed read is tried again on the next call rather than remembered.
    keys.catch(() => loaded.delete(ctx.db));
    loaded.set(ctx.db, keys);
  }
  return keys;
}
