// @vitest-environment node
import type { JWT } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authOptions } from './auth-options';

const fetchMock = vi.fn<typeof fetch>();
const reply = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const jwt = authOptions.callbacks!.jwt!;

const HOUR_MS = 3_600_000;
function tokenExpiringIn(ms: number): JWT {
  return {
    _id: 'u1',
    fullname: 'Ada Tremblay',
    email: 'ada@example.ca',
    role: 'customer',
    accessToken: 'old-token',
    accessTokenExpiresAt: Date.now() + ms,
    accessTokenLifetimeMs: HOUR_MS,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('next-auth JWT callback', () => {
  it('keeps a token that has more than half of its life left', async () => {
    const token = tokenExpiringIn(0.9 * HOUR_MS);
    await expect(jwt({ token } as never)).resolves.toBe(token);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refreshes the API token once less than half of its life remains', async () => {
    fetchMock.mockReturnValue(reply(200, { success: true, data: { token: 'new-token', expiresIn: 3600 } }));
    const refreshed = await jwt({ token: tokenExpiringIn(0.4 * HOUR_MS) } as never);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/api/auth/refresh');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer old-token' } });
    expect(refreshed).toMatchObject({ accessToken: 'new-token', accessTokenLifetimeMs: HOUR_MS });
    expect(refreshed.accessTokenExpiresAt).toBeGreaterThan(Date.now() + 0.99 * HOUR_MS);
  });

  it('ends the session when the API refuses to refresh (401)', async () => {
    fetchMock.mockReturnValue(reply(401, { success: false, message: 'Session expired' }));
    await expect(jwt({ token: tokenExpiringIn(60_000) } as never)).rejects.toMatchObject({ status: 401 });
  });

  it('keeps the current token when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const token = tokenExpiringIn(60_000);
    await expect(jwt({ token } as never)).resolves.toBe(token);
  });

  it('takes a new token pushed by the client after a password change', async () => {
    const updated = await jwt({ token: tokenExpiringIn(0.9 * HOUR_MS), trigger: 'update', session: { accessToken: 'after-change', expiresIn: 3600 } } as never);
    expect(updated).toMatchObject({ accessToken: 'after-change' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exposes the session the app relies on', async () => {
    const session = await authOptions.callbacks!.session!({ session: { expires: 'soon', user: {} }, token: tokenExpiringIn(HOUR_MS) } as never);
    expect(session).toMatchObject({
      user: { _id: 'u1', fullname: 'Ada Tremblay', token: { role: 'customer', accessToken: 'old-token' } },
    });
  });
  it('carries the account language from sign-in into the session', async () => {
    const user = { id: 'u1', _id: 'u1', fullname: 'Ada Tremblay', email: 'ada@example.ca', role: 'customer', locale: 'fr', accessToken: 't', accessTokenExpiresAt: Date.now() + HOUR_MS, accessTokenLifetimeMs: HOUR_MS };
    const token = await jwt({ token: {}, user } as never);
    expect(token).toMatchObject({ locale: 'fr' });
    const session = await authOptions.callbacks!.session!({ session: { expires: 'soon', user: {} }, token } as never);
    expect(session).toMatchObject({ user: { locale: 'fr' } });
  });

  it('takes a new language pushed by the client after the account changes it', async () => {
    const updated = await jwt({ token: tokenExpiringIn(0.9 * HOUR_MS), trigger: 'update', session: { locale: 'fr' } } as never);
    expect(updated).toMatchObject({ locale: 'fr' });
    const ignored = await jwt({ token: tokenExpiringIn(0.9 * HOUR_MS), trigger: 'update', session: { locale: 'de' } } as never);
    expect(ignored.locale).toBeUndefined();
  });
});
