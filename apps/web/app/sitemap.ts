// /sitemap.xml: every public page, service, blog post and content page, from the live API.
import type { BlogPage } from '@hearth/shared/api-types';
import type { MetadataRoute } from 'next';
import { getCategoryCards } from '@/features/catalog/catalog-api';
import { getPages } from '@/features/content/content-api';
import { absoluteUrl } from '@/features/seo/metadata';
import { fetchPublic } from '@/lib/public-data';
import { apiPaths, paths } from '@/lib/paths';

// Built per request (from the data cache): a build runs without the API.
export const dynamic = 'force-dynamic';

const SITEMAP_PAGE_SIZE = 50;

/** Content page slugs whose route differs from the slug. */
const PAGE_ROUTES: Record<string, string> = { 'reward-circle-terms-conditions': paths.content.rewardCircleTerms() };

async function allPosts() {
  const posts: BlogPage['posts'] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPublic<BlogPage | null>(apiPaths.blog.list({ pageNo, size: SITEMAP_PAGE_SIZE }), null, ['blog']);
    if (!page) break;
    posts.push(...page.posts);
    if (pageNo >= page.pages) break;
  }
  return posts;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, pages, posts] = await Promise.all([getCategoryCards(), getPages(), allPosts()]);
  const entry = (path: string, priority: number, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: absoluteUrl(path),
    priority,
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    entry(paths.home(), 1),
    entry(paths.services(), 0.9),
    ...categories.flatMap((c) => c.services.map((s) => entry(paths.service(s.slug), 0.8))),
    entry(paths.content.blog(), 0.6),
    ...posts.map((p) => entry(paths.content.blogPost(p.slug), 0.6, p.updatedAt)),
    entry(paths.content.faqs(), 0.5),
    entry(paths.content.contactUs(), 0.5),
    entry(paths.professional(), 0.5),
    ...pages.map((p) => entry(PAGE_ROUTES[p.slug] ?? `/${p.slug}`, 0.3, p.updatedAt)),
  ];
}
