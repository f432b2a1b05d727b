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
  // NEXT_BROWSER_SOURCE_MAPS=1 writes the browser chunks' source maps, to see which modules make up a
  // page's first-load JavaScript (docs/decisions/035); never for a deployment, which would publish them.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
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

// Points next-intl at the request's language and messages (i18n/request.ts). The catalogues are
// compiled at build time: pages then ship the messages' parsed form and a small formatter instead of
// the ICU message parser (7 KB gzip less on every page's first load), and format them faster.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
