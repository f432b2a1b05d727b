// Which languages a blog post is written in. A post exists in one language, with its own slug; the
// blog API names that language (`locale`) and the post's versions in the others (`translations`,
// language → slug). Read defensively: an API that does not say yet means "this page's language only".
import type { BlogPostSummary } from '@hearth/shared/blog/contract';
import { isLocale, type Locale } from '@hearth/shared/locale';
import { paths } from '@/lib/paths';

type WithLanguages = BlogPostSummary & { locale?: unknown; translations?: unknown };

/** The post's own language, when the API gives it. */
export function postLocale(post: BlogPostSummary): Locale | null {
  const { locale } = post as WithLanguages;
  return isLocale(locale) ? locale : null;
}

/** The post's path in each language it exists in: its own (or the page's) and its translations. */
export function postVersions(post: BlogPostSummary, pageLocale: Locale): Partial<Record<Locale, string>> {
  const versions: Partial<Record<Locale, string>> = {};
  const { translations } = post as WithLanguages;
  if (translations && typeof translations === 'object') {
    for (const [locale, slug] of Object.entries(translations)) {
      if (isLocale(locale) && typeof slug === 'string' && slug) versions[locale] = paths.content.blogPost(slug);
    }
  }
  versions[postLocale(post) ?? pageLocale] = paths.content.blogPost(post.slug);
  return versions;
}
