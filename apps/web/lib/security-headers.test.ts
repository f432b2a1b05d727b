import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders, type SecurityHeaderSettings } from './security-headers';

const local: SecurityHeaderSettings = {
  apiUrl: 'http://localhost:4000',
  stripePublishableKey: null,
  chatWebhookUrl: 'http://localhost:4000/api/chat/webhook',
  trackingScriptUrl: null,
  siteUrl: 'http://localhost:3000',
};

/** The policy as directive → sources, so each case reads one directive. */
function directives(settings: SecurityHeaderSettings): Record<string, string[]> {
  return Object.fromEntries(
    contentSecurityPolicy(settings, 'bm9uY2U=')
      .split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );
}

const header = (settings: SecurityHeaderSettings, key: string) => securityHeaders(settings).find((h) => h.key === key)?.value;

describe('security headers', () => {
  it('locally allows only this origin and the API (HTTP and WebSocket), and no plugins, framing or foreign forms', () => {
    const csp = directives(local);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:4000', 'ws://localhost:4000']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:4000']);
    expect(csp['frame-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy(local, 'bm9uY2U=')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('allows the https API over wss, and an n8n chat webhook on its own origin', () => {
    const csp = directives({ ...local, apiUrl: 'https://api.hearth.ca/', chatWebhookUrl: 'https://n8n.hearth.ca/webhook/abc/chat' });
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.hearth.ca', 'wss://api.hearth.ca', 'https://n8n.hearth.ca']);
    expect(csp['img-src']).toContain('https://api.hearth.ca');
  });

  it('lets the browser call a chat webhook on an origin with a port, and names CHAT_WEBHOOK_URL when it is unusable', () => {
    expect(directives({ ...local, chatWebhookUrl: 'https://workflows.example.org:5678/webhook/3f2a/chat' })['connect-src']).toContain('https://workflows.example.org:5678');
    expect(() => contentSecurityPolicy({ ...local, chatWebhookUrl: '/api/chat/webhook' }, 'bm9uY2U=')).toThrow(/CHAT_WEBHOOK_URL must be an absolute URL/);
  });

  it('lets Stripe.js load, frame and call its API only when a publishable key is configured', () => {
    const csp = directives({ ...local, stripePublishableKey: 'pk_test_123' });
    expect(csp['script-src']).toContain('https://js.stripe.com');
    expect(csp['frame-src']).toEqual(["'self'", 'blob:', 'https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(csp['connect-src']).toContain('https://api.stripe.com');
    expect(contentSecurityPolicy(local, 'bm9uY2U=')).not.toContain('stripe');
  });

  it("allows the tracking script's origin when one is configured", () => {
    const csp = directives({ ...local, trackingScriptUrl: 'https://stats.example.com/script.js' });
    expect(csp['script-src']).toContain('https://stats.example.com');
    expect(csp['connect-src']).toContain('https://stats.example.com');
  });

  it('refuses a relative API address instead of writing a broken policy', () => {
    expect(() => contentSecurityPolicy({ ...local, apiUrl: '/api' }, 'bm9uY2U=')).toThrow(/NEXT_PUBLIC_API_URL must be an absolute URL/);
  });

  it('mints a different 128-bit nonce for each request', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });

  it('leaves the per-request policy out of the fixed headers', () => {
    expect(header(local, 'Content-Security-Policy')).toBeUndefined();
  });

  it('sends the fixed hardening headers, and HSTS only when the site is served over https', () => {
    expect(header(local, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(local, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(local, 'X-Frame-Options')).toBe('DENY');
    expect(header(local, 'Permissions-Policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    expect(header(local, 'Strict-Transport-Security')).toBeUndefined();
    expect(header({ ...local, siteUrl: 'https://hearth.ca' }, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });
});
