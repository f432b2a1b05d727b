import type { NextConfig } from 'next';
import { getServerConfig } from './lib/config';

// Evaluated by `next build` and `next start`: a production deployment with the
// development session secret refuses to build or start.
getServerConfig();

const nextConfig: NextConfig = {
  // The Lighthouse benchmark builds into its own folder so it never replaces the build that
  // `npm start` or the Playwright journeys are serving.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  transpilePackages: ['@hearth/shared'],
  reactStrictMode: true,
  poweredByHeader: false,
  // The stylesheet is small: inlined, it no longer blocks the first paint on a round trip.
  experimental: { inlineCss: true },
};

export default nextConfig;
