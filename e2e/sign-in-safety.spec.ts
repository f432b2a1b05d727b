// Signing in through the website: each visitor has their own sign-in limit (an attacker's failed
// guesses do not lock anyone else out, and a forged X-Forwarded-For does not buy new guesses), and
// the callback URL after sign-in never leads off the site or breaks the page.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import { signIn, uniqueEmail } from './support';

const CUSTOMER = { email: 'customer@demo.hearth.ca', password: 'Customer123!' };
/** scripts/e2e.mjs lifts the limit for the other journeys and passes it on. */
const AUTH_PER_MINUTE = Number(process.env.RATE_LIMIT_AUTH_PER_MINUTE ?? 10);
const RATE_LIMITED = /^Too many requests\. Please try again in/;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request from one loopback address (Linux routes all of 127/8 to this machine). */
function send(url: URL, from: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: from }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

const cookiePairs = (headers: IncomingHttpHeaders) => (headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);

/**
 * A browser-less visitor at `from`: next-auth's CSRF token first, then its credentials callback
 * (what the sign-in form posts). Resolves with how the sign-in went.
 */
async function visitor(baseURL: string, from: string) {
  // Straight to IPv4 loopback: the source address must be of the same family.
  const base = new URL(baseURL);
  base.hostname = '127.0.0.1';
  const csrf = await send(new URL('/api/auth/csrf', base), from);
  expect(csrf.status).toBe(200);
  const { csrfToken } = JSON.parse(csrf.body) as { csrfToken: string };
  const cookie = cookiePairs(csrf.headers).join('; ');

  return async function signInAs(email: string, password: string, extraHeaders: Record<string, string> = {}) {
    const reply = await send(new URL('/api/auth/callback/credentials', base), from, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, ...extraHeaders },
      body: new URLSearchParams({ email, password, csrfToken, callbackUrl: base.origin, json: 'true' }).toString(),
    });
    expect(reply.status, reply.body).toBeLessThan(500);
    const { url } = JSON.parse(reply.body) as { url: string };
    const error = new URL(url).searchParams.get('error');
    if (!error) {
      return { signedIn: cookiePairs(reply.headers).some((pair) => pair.startsWith('next-auth.session-token=')), status: 200, message: '' };
    }
    const failure = JSON.parse(error) as { status: number; message: string };
    return { signedIn: false, ...failure };
  };
}

test.describe('sign-in limits per visitor', () => {
  test("an attacker's failed sign-ins do not lock other visitors out", async ({ baseURL }) => {
    test.setTimeout(240_000);
    const attacker = await visitor(baseURL!, '127.0.0.2');
    const someoneElse = await visitor(baseURL!, '127.0.0.3');

    // The limit is per minute: spend it quickly, a few at a time. A new email for each guess keeps
    // the per-email lockout out of the way.
    const started = Date.now();
    const statuses: number[] = [];
    for (let sent = 0; sent < AUTH_PER_MINUTE; sent += 10) {
      const batch = Array.from({ length: Math.min(10, AUTH_PER_MINUTE - sent) }, () => attacker(uniqueEmail('guess'), 'wrong-password-1'));
      statuses.push(...(await Promise.all(batch)).map((result) => result.status));
    }
    expect(statuses.every((status) => status === 401), `guesses within the limit: ${statuses.join(',')}`).toBe(true);
    const limited = await attacker(uniqueEmail('guess'), 'wrong-password-1');
    expect(Date.now() - started, 'the guesses must fit in one rate-limit window').toBeLessThan(55_000);
    expect(limited).toMatchObject({ signedIn: false, status: 429, message: expect.stringMatching(RATE_LIMITED) });

    // Another visitor, through the same web server, still signs in; so does a forged header from them.
    expect(await someoneElse(CUSTOMER.email, CUSTOMER.password)).toMatchObject({ signedIn: true });
    expect(await someoneElse(CUSTOMER.email, CUSTOMER.password, { 'X-Forwarded-For': '127.0.0.2' })).toMatchObject({ signedIn: true });

    // Claiming to be someone else does not give the attacker new guesses, nor does naming an address to the API.
    const forged = await attacker(uniqueEmail('guess'), 'wrong-password-1', { 'X-Forwarded-For': '127.0.0.9' });
    expect(forged).toMatchObject({ status: 429, message: expect.stringMatching(RATE_LIMITED) });
    const named = await attacker(CUSTOMER.email, CUSTOMER.password, { 'X-Forwarded-For': '127.0.0.9', 'X-Hearth-Client-Address': '127.0.0.9' });
    expect(named).toMatchObject({ signedIn: false, status: 429 });
  });
});

test.describe('where sign-in leads', () => {
  // A browser drops the TAB/CR/LF, so `/\t/evil.example` becomes `//evil.example`: another site.
  const hostile = ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example', '%2F%E3%80%82%2Fevil.example', '%2F%5C%2Fevil.example'];

  test('a signed-in visitor sent to sign-in with a hostile callback URL stays on the site', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const serverErrors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
    });
    // Were a redirect to leave the site, it must not reach anything.
    await page.context().route((url) => url.origin !== origin, (route) => route.abort());

    await page.goto('/login');
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL(/\/profile\/booking/);

    for (const callbackUrl of hostile) {
      const response = await page.goto(`/login?callbackUrl=${callbackUrl}`);
      expect(response?.status(), callbackUrl).toBeLessThan(500);
      expect(new URL(page.url()).origin, callbackUrl).toBe(origin);
      expect(new URL(page.url()).pathname, callbackUrl).not.toMatch(/^\/\//);
    }
    expect(serverErrors).toEqual([]);
  });

  test('signing in from a link with a hostile callback URL lands on the role page', async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    await page.context().route((url) => url.origin !== origin, (route) => route.abort());
    const response = await page.goto(`/login?callbackUrl=${hostile[0]}`);
    expect(response?.status()).toBe(200);
    await signIn(page, CUSTOMER.email, CUSTOMER.password);
    await expect(page).toHaveURL(/\/profile\/booking/);
    expect(new URL(page.url()).origin).toBe(origin);
  });
});
