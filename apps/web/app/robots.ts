// /robots.txt: the public site is open to crawlers; account areas, the API and dev tools are not.
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/features/seo/metadata';
import { paths } from '@/lib/paths';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [paths.profile.root(), paths.provider.root(), paths.admin.root(), '/api/', '/dev/', '/payment', '/success', '/deeplink'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
