// /sitemap.xml: every public page, service, blog post and content page, from the live API, in both
// languages: each address names its other-language version (hreflang). A blog post is written in one
// language, so it is listed only in the language(s) it exists in.
import { catalogEndpoints, type CategoryWithServiceCards } from '@hearth/shared/catalog/contract';
import { contentEndpoints, type ContentPageSummary } from '@hearth/shared/content/contract';
import { blogEndpoints, type BlogPage } from '@hearth/shared/blog/contract';
import { endpointUrl } from '@hearth/shared/contract';
import { LOCALE_TAGS, LOCALES, type Locale } from '@hearth/shared/locale';
import type { MetadataRoute } from 'next';
import { postLocale, postVersions } from '@/features/blog';
import { absoluteUrl } from '@/features/seo';
import { fetchPublic } from '@/lib/public-data';
import { paths } from '@/lib/paths';

// Built per request (from the data cache): a build runs without the API.
export const dynamic = 'force-dynamic';

const SITEMAP_PAGE_SIZE = 50;

/** Content page slugs whose route differs from the slug. */
const PAGE_ROUTES: Record<string, string> = { 'reward-circle-terms-conditions': paths.content.rewardCircleTerms() };

type Entry = MetadataRoute.Sitemap[number];
type Versions = Partial<Record<Locale, string>>;

/** The blog's posts as the API lists them in one language (each in that language, or its own). */
async function postsIn(locale: Locale) {
  const posts: BlogPage['posts'] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPublic<BlogPage | null>(endpointUrl(blogEndpoints.list, { query: { pageNo, size: SITEMAP_PAGE_SIZE } }), null, ['blog'], locale);
    if (!page) break;
    posts.push(...page.posts);
    if (pageNo >= page.pages) break;
  }
  return posts;
}

/** Each version's address under its language tag: the hreflang alternates of every one of them. */
function languagesOf(versions: Versions): Record<string, string> {
  return Object.fromEntries(LOCALES.flatMap((locale) => (versions[locale] !== undefined ? [[LOCALE_TAGS[locale], absoluteUrl(versions[locale], locale)]] : [])));
}

function entry(path: string, locale: Locale, versions: Versions, priority: number, lastModified?: string): Entry {
  return { url: absoluteUrl(path, locale), priority, ...(lastModified ? { lastModified } : {}), alternates: { languages: languagesOf(versions) } };
}

/** A page that exists in every language at the same path: one entry per language. */
function everywhere(path: string, priority: number, lastModified?: string): Entry[] {
  const versions: Versions = Object.fromEntries(LOCALES.map((locale) => [locale, path]));
  return LOCALES.map((locale) => entry(path, locale, versions, priority, lastModified));
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Services and content pages share their slugs across languages; only the blog differs by language.
  const [categories, pages, ...postsByLocale] = await Promise.all([
    fetchPublic<CategoryWithServiceCards[]>(endpointUrl(catalogEndpoints.list), [], ['catalog'], 'en'),
    fetchPublic<ContentPageSummary[]>(endpointUrl(contentEndpoints.pages), [], ['content'], 'en'),
    ...LOCALES.map(postsIn),
  ]);
  // A post appears in the list of its own language (and maybe in others): each URL is listed once.
  const posts = new Map<string, Entry>();
  LOCALES.forEach((listLocale, index) => {
    for (const post of postsByLocale[index] ?? []) {
      const locale = postLocale(post) ?? listLocale;
      const versions = postVersions(post, locale);
      const listed = entry(paths.content.blogPost(post.slug), locale, versions, 0.6, post.updatedAt);
      if (!posts.has(listed.url)) posts.set(listed.url, listed);
    }
  });
  return [
    ...everywhere(paths.home(), 1),
    ...everywhere(paths.services(), 0.9),
    ...categories.flatMap((c) => c.services.flatMap((s) => everywhere(paths.service(s.slug), 0.8))),
    ...everywhere(paths.content.blog(), 0.6),
    ...posts.values(),
    ...everywhere(paths.content.faqs(), 0.5),
    ...everywhere(paths.content.contactUs(), 0.5),
    ...everywhere(paths.professional(), 0.5),
    ...pages.flatMap((p) => everywhere(PAGE_ROUTES[p.slug] ?? `/${p.slug}`, 0.3, p.updatedAt)),
  ];
}
