// Every public page's search and sharing metadata: title, description, canonical URL and Open
// Graph, built against the site's public address at request time.
import type { Metadata } from 'next';
import { siteUrl } from '@/lib/config';

export const SITE_NAME = 'Hearth';

interface PageMeta {
  title: string;
  description: string;
  /** The page's path, e.g. '/services/bedroom-cleaning'. */
  path: string;
  /** Absolute URL of a picture for link previews. */
  image?: string;
  type?: 'website' | 'article';
  /** The title as is, without the site name template (the home page). */
  absoluteTitle?: boolean;
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === '/' ? '' : path}` || siteUrl();
}

export function pageMetadata({ title, description, path, image, type = 'website', absoluteTitle = false }: PageMeta): Metadata {
  const url = path === '/' ? `${siteUrl()}/` : absoluteUrl(path);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: SITE_NAME,
      locale: 'en_CA',
      type,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}
