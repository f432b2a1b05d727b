import type { NextConfig } from 'next';
import { getServerConfig } from './lib/config';

// Evaluated by `next build` and `next start`: a production deployment with the
// development session secret refuses to build or start.
getServerConfig();

const nextConfig: NextConfig = {
  transpilePackages: ['@hearth/shared'],
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
