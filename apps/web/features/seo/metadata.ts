// Every public page's search and sharing metadata: title, description, canonical URL, its other
// language versions (hreflang) and Open Graph, built against the site's public address at request time.
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, LOCALES, type Locale } from '@hearth/shared/locale';
import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { siteUrl } from '@/lib/config';

export const SITE_NAME = 'Hearth';

/** What a page under app/[locale] receives as params (the layout has already refused unknown locales). */
export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its params, for generateMetadata (which runs apart from the layout). */
export async function metadataLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

interface PageMeta {
  title: string;
  description: string;
  /** The page's path without a language prefix, e.g. '/services/bedroom-cleaning'. */
  path: string;
  /** The language of this rendering. */
  locale: Locale;
  /**
   * The page's path in each language it exists in (a blog post is written in one language, with its
   * own slug in each). By default the page exists in every language at `path`.
   */
  versions?: Partial<Record<Locale, string>>;
  /** Absolute URL of a picture for link previews. */
  image?: string;
  type?: 'website' | 'article';
  /** The title as is, without the site name template (the home page). */
  absoluteTitle?: boolean;
}

/** '/services' → 'https://site/services' in English, 'https://site/fr/services' in French. */
export function absoluteUrl(path: string, locale: Locale = DEFAULT_LOCALE): string {
  const localized = getPathname({ href: path, locale });
  return `${siteUrl()}${localized === '/' ? '' : localized}` || siteUrl();
}

/** A page's address as its canonical link: the English home page keeps its trailing slash. */
function pageUrl(path: string, locale: Locale): string {
  const url = absoluteUrl(path, locale);
  return url === siteUrl() ? `${siteUrl()}/` : url;
}

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };

export function pageMetadata({ title, description, path, locale, versions, image, type = 'website', absoluteTitle = false }: PageMeta): Metadata {
  const url = pageUrl(path, locale);
  const paths: Partial<Record<Locale, string>> = { ...(versions ?? Object.fromEntries(LOCALES.map((l) => [l, path]))), [locale]: path };
  const languages: Record<string, string> = {};
  for (const l of LOCALES) {
    const versionPath = paths[l];
    if (versionPath !== undefined) languages[LOCALE_TAGS[l]] = pageUrl(versionPath, l);
  }
  // Searchers whose language we do not speak get the English page, when there is one.
  const defaultPath = paths[DEFAULT_LOCALE];
  if (defaultPath !== undefined) languages['x-default'] = pageUrl(defaultPath, DEFAULT_LOCALE);
  const otherLocales = LOCALES.filter((l) => l !== locale && paths[l] !== undefined);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      title,
      description,
      url,
      siteName: SITE_NAME,
      locale: OPEN_GRAPH_LOCALES[locale],
      ...(otherLocales.length > 0 ? { alternateLocale: otherLocales.map((l) => OPEN_GRAPH_LOCALES[l]) } : {}),
      type,
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description },
  };
}
