// Helpers shared by the journeys: unique test identities and the dev outbox of the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API_URL = process.env.API_URL ?? 'http://localhost:4000';

interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** A fresh identity per run, so journeys never collide with earlier data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e4)}@example.ca`;
}

// Area codes in service in Canada: the API checks a number against the numbering plan.
const AREA_CODES = ['647', '437', '416', '905', '289', '365', '613', '343', '514', '438', '604', '778', '236', '403', '587', '780', '825'];

/**
 * Ten digits from the clock, unique per run for a day and a half: an area code in service, an
 * exchange the plan allows (2-9 first, never an N11 service code) and never a 555 test number.
 */
export function uniquePhoneDigits(): string {
  const n = Date.now() % (AREA_CODES.length * 8_000_000);
  let exchange = 200 + (Math.floor(n / 10_000) % 800);
  if (exchange % 100 === 11 || exchange === 555) exchange += 1;
  return `${AREA_CODES[Math.floor(n / 8_000_000)]}${exchange}${String(n % 10_000).padStart(4, '0')}`;
}

/** Waits for the SMS sent to `digits` and returns the 6-digit code in it. */
export async function readSmsCode(request: APIRequestContext, digits: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API_URL}/api/dev/outbox`);
        const messages = (await response.json()) as OutboxMessage[];
        const sms = messages.find((m) => m.channel === 'sms' && m.to.replace(/\D/g, '').endsWith(digits));
        code = sms?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `an SMS with a code for ${digits}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Confirms the logout dialog that every Logout entry opens. */
export async function confirmLogout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Watches for the page's realtime socket being accepted (HTTP 101). Events raised before that would
 * only reach the list, not a toast, so journeys wait for it. Chromium's DevTools protocol is the
 * one place that reports the handshake.
 */
export async function watchRealtimeSocket(page: Page): Promise<{ opened: Promise<void> }> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const opened = new Promise<void>((resolve) => {
    devtools.on('Network.webSocketHandshakeResponseReceived', ({ response }) => {
      if (response.status === 101) resolve();
    });
  });
  return { opened };
}

/** Signs in, waits for the landing page and the realtime socket; returns the user's id. */
export async function signInWithRealtime(page: Page, email: string, password: string, landing: RegExp): Promise<string> {
  const socket = await watchRealtimeSocket(page);
  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(landing);
  await socket.opened;
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { _id: string } };
  return session.user._id;
}

export interface PageProblems {
  /** The problems seen since the last call, emptied as they are read. */
  take(): string[];
}

/**
 * Collects Content Security Policy violations on a page: the browser's `securitypolicyviolation`
 * events (reported through the console) and its "Refused to …" console errors.
 */
export async function watchPageProblems(page: Page): Promise<PageProblems> {
  let seen: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation:') || text.startsWith('Refused to')) seen.push(text);
  });
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}
