// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

// config.ts caches what it read, so each case loads a fresh copy under its own environment.
async function load(env: Record<string, string | undefined> = {}) {
  vi.resetModules();
  for (const [key, value] of Object.entries({ WEB_API_SHARED_SECRET: undefined, WEB_TRUSTED_PROXY_HOPS: undefined, HEARTH_ENV: undefined, ...env })) {
    vi.stubEnv(key, value);
  }
  return import('./visitor-address');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('visitorAddress', () => {
  it('takes the connection address Next.js puts in X-Forwarded-For when no proxy is in front', async () => {
    const { visitorAddress } = await load();
    expect(visitorAddress(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.2' }), 0)).toBe('127.0.0.2');
    expect(visitorAddress({ 'x-forwarded-for': '2001:DB8::7' }, 0)).toBe('2001:db8::7');
  });

  it('counts trusted proxies from the right, so what a visitor prepends is never used', async () => {
    const { visitorAddress } = await load();
    // nginx (one proxy) adds the address it saw at the right of whatever the visitor sent.
    expect(visitorAddress({ 'x-forwarded-for': '127.0.0.9, 203.0.113.7' }, 1)).toBe('203.0.113.7');
    // A CDN in front of nginx: the visitor is second from the right.
    expect(visitorAddress({ 'x-forwarded-for': '127.0.0.9, 203.0.113.7, 198.51.100.1' }, 2)).toBe('203.0.113.7');
  });

  it('names nobody when the header cannot say who the visitor is', async () => {
    const { visitorAddress } = await load();
    expect(visitorAddress({}, 0)).toBeNull();
    expect(visitorAddress({ 'x-forwarded-for': 'unknown' }, 0)).toBeNull();
    expect(visitorAddress({ 'x-forwarded-for': '203.0.113.7' }, 2)).toBeNull();
    expect(visitorAddress({ 'x-forwarded-for': '203.0.113.7, not-an-address' }, 1)).toBeNull();
  });
});

/** What Next.js does after proxy.ts: fill in the connection's address when no header is left. */
function afterNext(headers: Headers, connection: string): Headers {
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', connection);
  return headers;
}

describe('checkForwarding', () => {
  it("drops a visitor's own X-Forwarded-For when no proxy is in front", async () => {
    const { checkForwarding } = await load();
    expect(checkForwarding(new Headers({ 'x-forwarded-for': '127.0.0.9' })).has('x-forwarded-for')).toBe(false);
  });

  it("keeps the trusted proxies' X-Forwarded-For", async () => {
    const { checkForwarding } = await load({ WEB_TRUSTED_PROXY_HOPS: '1' });
    expect(checkForwarding(new Headers({ 'x-forwarded-for': '127.0.0.9, 203.0.113.7' })).get('x-forwarded-for')).toBe('127.0.0.9, 203.0.113.7');
  });
});

describe('visitorHeaders', () => {
  it("sends the connection's address with the secret shared with the API, whatever the visitor claimed", async () => {
    const { checkForwarding, visitorHeaders } = await load({ WEB_API_SHARED_SECRET: 'the-secret-this-server-shares-with-the-api' });
    const headers = afterNext(checkForwarding(new Headers({ 'x-forwarded-for': '127.0.0.9' })), '::ffff:127.0.0.3');
    expect(visitorHeaders(headers)).toEqual({
      'X-Hearth-Client-Address': '127.0.0.3',
      'X-Hearth-Web-Secret': 'the-secret-this-server-shares-with-the-api',
    });
    // next-auth hands authorize() the headers as a plain object.
    expect(visitorHeaders(Object.fromEntries(headers))['X-Hearth-Client-Address']).toBe('127.0.0.3');
  });

  it('names nobody, and sends no secret, for a request proxy.ts did not check', async () => {
    const { visitorHeaders } = await load();
    expect(visitorHeaders({ 'x-forwarded-for': '127.0.0.9' })).toEqual({});
    expect(visitorHeaders({ 'x-forwarded-for': '127.0.0.9', 'x-hearth-forwarding-checked': 'yes' })).toEqual({});
  });

  it('sends nothing when the visitor is unknown', async () => {
    const { checkForwarding, visitorHeaders } = await load({ WEB_TRUSTED_PROXY_HOPS: '1' });
    expect(visitorHeaders(checkForwarding(new Headers()))).toEqual({});
  });

  it('follows WEB_TRUSTED_PROXY_HOPS', async () => {
    const { checkForwarding, visitorHeaders } = await load({ WEB_TRUSTED_PROXY_HOPS: '1' });
    const headers = checkForwarding(new Headers({ 'x-forwarded-for': '127.0.0.9, 203.0.113.7' }));
    expect(visitorHeaders(headers)['X-Hearth-Client-Address']).toBe('203.0.113.7');
  });
});
