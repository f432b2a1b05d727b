// /robots.txt: the public site is open to crawlers, in both languages; account areas, the API and
// dev tools are not, whichever language prefix they carry.
import { LOCALES } from '@hearth/shared/locale';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/features/seo';
import { getPathname } from '@/i18n/navigation';
import { paths } from '@/lib/paths';

export const dynamic = 'force-dynamic';

const PRIVATE_PATHS = [paths.profile.root(), paths.provider.root(), paths.admin.root(), '/dev/', '/payment', '/success', '/deeplink'];

export default function robots(): MetadataRoute.Robots {
  const disallow = new Set(['/api/', ...LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => getPathname({ href: path, locale })))]);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...disallow] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
