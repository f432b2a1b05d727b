// Secrets that travel in URLs (socket access tokens, password-reset, email-verification and
// unsubscribe tokens) never reach the log, while the requests themselves are still logged, redacted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { openSocket } from '../test/ws-client';
import { unsubscribeToken } from '../modules/auth';
import { redactUrl } from '../plugins/log-redaction';

const lines: string[] = [];
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'debug' },
    {
      logStream: { write: (line) => void lines.push(line) },
      // An unexpected error whose message quotes the URL it was handling, as library errors sometimes do.
      routes: (app) =>
        app.get('/api/test/failing-link', { config: { access: 'public' } }, async (request) => {
          throw new Error(`could not follow ${request.url}`);
        }),
    },
  );
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const linkToken = (body: string, path: string) => {
  const m = body.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`));
  if (!m) throw new Error(`no ${path} link in: ${body}`);
  return m[1]!;
};

/** Waits until the log has a line containing `text` (request logs are written after the reply). */
async function logged(text: string) {
  const deadline = Date.now() + 5000;
  while (!lines.some((l) => l.includes(text))) {
    if (Date.now() > deadline) throw new Error(`no log line contains ${text}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('secrets in logs', () => {
  it('logs sign-in, socket, password-reset, verification and unsubscribe requests with their tokens redacted', async () => {
    // Sign-in, then a socket the way the web app opens it and one the way older clients do (?token=).
    const u = await t.createUser();
    const browserTab = await openSocket(base, { userId: u.id, token: u.token });
    const olderClient = await openSocket(base, { userId: u.id, token: u.token }, { tokenIn: 'query' });
    browserTab.close();
    olderClient.close();

    // Password reset: request the link, open it, use it.
    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const resetToken = linkToken((await t.waitForMessage((m) => m.to === u.email && m.body.includes('/reset-password/'))).body, '/reset-password');
    expect((await t.call({ method: 'GET', url: `/api/auth/reset-password/${resetToken}` })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/auth/reset-password/${resetToken}`, payload: { newPassword: 'brand-new-pass-7' } })).status).toBe(200);

    // Email verification: sign up, then open the link from the email.
    const email = uniqueEmail('ada');
    await t.call({ method: 'POST', url: '/api/auth/signup', payload: { firstName: 'Ada', lastName: 'Tremblay', email, password: 'maple-leaf-9', repassword: 'maple-leaf-9' } });
    const verifyToken = linkToken((await t.waitForMessage((m) => m.to === email)).body, '/verify-email');
    expect((await t.call({ method: 'GET', url: `/api/auth/verify-email/${verifyToken}` })).status).toBe(200);

    // Unsubscribe: the page's lookup and a mail client's one-click POST, token in the query.
    const unsubscribe = unsubscribeToken(t.app.ctx.config.jwtSecret, u.id);
    expect((await t.call({ method: 'GET', url: `/api/auth/user-email?token=${encodeURIComponent(unsubscribe)}` })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/auth/unsubscribe?token=${encodeURIComponent(unsubscribe)}` })).status).toBe(200);

    // A token in an error message and in a URL no route matches.
    expect((await t.call({ method: 'GET', url: `/api/test/failing-link?token=${resetToken}` })).status).toBe(500);
    expect((await t.call({ method: 'GET', url: `/api/auth/reset-password/${resetToken}/extra` })).status).toBe(404);

    await logged('could not follow');
    await logged('/api/auth/reset-password/[redacted]/extra');
    const log = lines.join('');
    for (const secret of [u.token, resetToken, verifyToken, unsubscribe, encodeURIComponent(unsubscribe)]) expect(log).not.toContain(secret);
    // The requests are still there, readable.
    expect(log).toContain(`"url":"/ws?userId=${u.id}"`);
    expect(log).toContain(`"url":"/ws?userId=${u.id}&token=[redacted]"`);
    expect(log).toContain('"url":"/api/auth/reset-password/[redacted]"');
    expect(log).toContain('"url":"/api/auth/verify-email/[redacted]"');
    expect(log).toContain('"url":"/api/auth/user-email?token=[redacted]"');
    expect(log).toContain('"url":"/api/auth/unsubscribe?token=[redacted]"');
    expect(log).toContain('could not follow /api/test/failing-link?token=[redacted]');
  });

  it('writes one line per request, when it is answered, with its id, status and time', async () => {
    const res = await t.call({ method: 'GET', url: '/api/category/list?probe=one-line' });
    await logged('probe=one-line');
    const mine = lines.filter((l) => l.includes('probe=one-line')).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request completed', method: 'GET', url: '/api/category/list?probe=one-line', statusCode: res.status, reqId: res.headers['x-request-id'] });
    expect(mine[0]!.ms).toEqual(expect.any(Number));
  });

  it('keeps the rest of a URL as it was', () => {
    expect(redactUrl('/api/bookings?pageNo=2&size=10')).toBe('/api/bookings?pageNo=2&size=10');
    expect(redactUrl('/api/auth/reset-password/abc?x=1')).toBe('/api/auth/reset-password/[redacted]?x=1');
    expect(redactUrl('/ws?userId=u1&access_token=abc&Ticket=def')).toBe('/ws?userId=u1&access_token=[redacted]&Ticket=[redacted]');
  });
});
