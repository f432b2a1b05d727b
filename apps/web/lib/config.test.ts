import { afterEach, describe, expect, it, vi } from 'vitest';

// config.ts caches what it read, so each case loads a fresh copy under its own environment.
async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./config');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('config', () => {
  it('works locally with no environment at all', async () => {
    const { getServerConfig, publicApiUrl, DEV_NEXTAUTH_SECRET, DEV_WEB_API_SHARED_SECRET } = await loadConfig({
      HEARTH_ENV: undefined,
      NEXTAUTH_SECRET: undefined,
      WEB_API_SHARED_SECRET: undefined,
      WEB_TRUSTED_PROXY_HOPS: undefined,
      NEXTAUTH_URL: undefined,
      NEXT_PUBLIC_API_URL: undefined,
      NEXT_PUBLIC_SHOW_DEV_MAILBOX: undefined,
    });
    expect(publicApiUrl).toBe('http://localhost:4000');
    expect(getServerConfig()).toEqual({
      isProduction: false,
      nextAuthUrl: 'http://localhost:3000',
      nextAuthSecret: DEV_NEXTAUTH_SECRET,
      showDevMailbox: true,
      apiSharedSecret: DEV_WEB_API_SHARED_SECRET,
      trustedProxyHops: 0,
    });
  });

  it('refuses to run production with the development secret shared with the API', async () => {
    const { getServerConfig } = await loadConfig({ HEARTH_ENV: 'production', NEXTAUTH_SECRET: 'a-real-secret', WEB_API_SHARED_SECRET: undefined });
    expect(() => getServerConfig()).toThrow(/WEB_API_SHARED_SECRET/);
  });

  it('refuses a proxy count that is not a whole number', async () => {
    const { getServerConfig } = await loadConfig({ WEB_TRUSTED_PROXY_HOPS: '-1' });
    expect(() => getServerConfig()).toThrow(/WEB_TRUSTED_PROXY_HOPS/);
  });

  it('refuses to run production with the development session secret', async () => {
    const { getServerConfig } = await loadConfig({ HEARTH_ENV: 'production', NEXTAUTH_SECRET: undefined });
    expect(() => getServerConfig()).toThrow(/NEXTAUTH_SECRET/);
  });

  it('never shows the dev mailbox in production, even when asked to', async () => {
    const { getServerConfig } = await loadConfig({
      HEARTH_ENV: 'production',
      NEXTAUTH_SECRET: 'a-real-secret',
      WEB_API_SHARED_SECRET: 'a-real-shared-secret',
      NEXT_PUBLIC_SHOW_DEV_MAILBOX: 'true',
    });
    expect(getServerConfig()).toMatchObject({ isProduction: true, nextAuthSecret: 'a-real-secret', showDevMailbox: false });
  });

  it('can hide the dev mailbox in development', async () => {
    const { getServerConfig } = await loadConfig({ HEARTH_ENV: undefined, NEXT_PUBLIC_SHOW_DEV_MAILBOX: 'false' });
    expect(getServerConfig().showDevMailbox).toBe(false);
  });

  it('sends the browser to the public API address, never the internal one', async () => {
    const { apiBaseUrl } = await loadConfig({ NEXT_PUBLIC_API_URL: 'https://api.hearth.ca/', API_INTERNAL_URL: 'http://api.internal:4000' });
    expect(apiBaseUrl()).toBe('https://api.hearth.ca');
  });
});
