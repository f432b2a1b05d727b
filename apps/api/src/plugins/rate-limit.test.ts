// Per-visitor request limits: the web server's sign-ins count against the visitor it names (only with
// the shared secret), and nothing a visitor sends lets them choose or dodge their own counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';

const PER_MINUTE = 3;
const SECRET = 'a-test-secret-shared-by-web-and-api-0123456789';
const TOO_MANY = /^Too many requests\. Please try again in/;

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_AUTH_PER_MINUTE: String(PER_MINUTE), WEB_API_SHARED_SECRET: SECRET, LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t?.close());

/** A sign-in with a new wrong email each time, so the per-email lockout stays out of the way. */
function badSignIn(opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return t.call({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('guess'), password: 'wrong-password-1' }, ...opts });
}

const fromWebServer = (visitor: string, secret = SECRET) => ({ 'x-hearth-client-address': visitor, 'x-hearth-web-secret': secret });

describe('per-visitor sign-in limits through the web server', () => {
  it('gives each visitor the web server signs in for a counter of their own', async () => {
    const webServer = '10.0.0.5';
    for (let i = 0; i < PER_MINUTE; i++) expect((await badSignIn({ remoteAddress: webServer, headers: fromWebServer('203.0.113.10') })).status).toBe(401);
    const limited = await badSignIn({ remoteAddress: webServer, headers: fromWebServer('203.0.113.10') });
    expect(limited).toMatchObject({ status: 429, body: { success: false, message: expect.stringMatching(TOO_MANY) } });

    // Another visitor behind the same web server still signs in.
    const user = await t.createUser();
    const other = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: webServer,
      headers: fromWebServer('203.0.113.20'),
    });
    expect(other.status).toBe(200);
    expect((await badSignIn({ remoteAddress: webServer, headers: fromWebServer('2001:db8::20') })).status).toBe(401);
  });

  it('ignores a visitor-named address without the shared secret, or with a wrong one', async () => {
    const visitor = '198.51.100.7';
    const attempts = [
      { 'x-hearth-client-address': '203.0.113.31' },
      fromWebServer('203.0.113.32', 'not-the-secret'),
      fromWebServer('203.0.113.33', `${SECRET.slice(0, -1)}X`),
    ];
    for (const headers of attempts) expect((await badSignIn({ remoteAddress: visitor, headers })).status).toBe(401);
    // All three were counted under the visitor's own address, which is now spent.
    expect((await badSignIn({ remoteAddress: visitor, headers: fromWebServer('203.0.113.34', 'still-wrong') })).status).toBe(429);
    expect((await badSignIn({ remoteAddress: visitor })).status).toBe(429);
    // The addresses they named were never charged.
    expect((await badSignIn({ remoteAddress: '203.0.113.31' })).status).toBe(401);
  });

  it('does not take something other than an address from the web server', async () => {
    const webServer = '10.0.0.6';
    for (const name of ['not-an-address', '203.0.113.40, 203.0.113.41', '']) {
      expect((await badSignIn({ remoteAddress: webServer, headers: fromWebServer(name) })).status).toBe(401);
    }
    // Counted under the web server's own address instead.
    expect((await badSignIn({ remoteAddress: webServer })).status).toBe(429);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted', async () => {
    const visitor = '198.51.100.8';
    for (let i = 0; i < PER_MINUTE; i++) {
      expect((await badSignIn({ remoteAddress: visitor, headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } })).status).toBe(401);
    }
    expect((await badSignIn({ remoteAddress: visitor, headers: { 'x-forwarded-for': '192.0.2.99' } })).status).toBe(429);
  });

  it('never writes the shared secret to the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(SECRET);
  });
});
