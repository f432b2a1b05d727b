import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { chatSettings } from './features/chat/server';
import { getServerConfig, siteUrl, stripePublishableKey } from './lib/config';
import { securityHeaders } from './lib/security-headers';

// Evaluated by `next build` and `next start`: a production deployment with the
// development session secret, or with chat settings it cannot use, refuses to build or start.
getServerConfig();
chatSettings();

const nextConfig: NextConfig = {
  // The Lighthouse benchmark builds into its own folder so it never replaces the build that
  // `npm start` or the Playwright journeys are serving.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  transpilePackages: ['@hearth/shared', '@hearth/chat-widget'],
  reactStrictMode: true,
  poweredByHeader: false,
  // The stylesheet stays a file (10 KB gzip). Inlined (experimental.inlineCss), it went into every
  // HTML page three times, as the <style> and twice in the RSC payload (once more for the global
  // error boundary), which made the HTML 51 KB instead of 23 KB gzip and the pages slower.
  // The hardening headers that never change, on every response (the per-request CSP is proxy.ts's).
  async headers() {
    const headers = securityHeaders({ stripePublishableKey, siteUrl: siteUrl() });
    return [{ source: '/:path*', headers }];
  },
};

// Points next-intl at the request's language and messages (i18n/request.ts).
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

export default withNextIntl(nextConfig);
