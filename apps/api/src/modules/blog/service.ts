// The blog: published posts newest first, and one post by slug. A post is published once its
// published_at has passed; drafts (null) and scheduled posts are invisible. Each post is written in
// one language and listed only there; a post's page names its published translations (posts that
// share its translation key) so the reader can switch language.
import { and, count, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { BlogPage, BlogPost, BlogPostSummary, BlogTranslations } from '@hearth/shared/blog/contract';
import { DEFAULT_LOCALE, type Locale } from '@hearth/shared/locale';
import type { AppContext } from '../../context';
import { blogPosts } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { imageUrls } from '../../plugins/uploads';

type Ctx = Pick<AppContext, 'db' | 'config'>;
type Row = typeof blogPosts.$inferSelect;

const published = () => and(isNotNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, sql`now()`));

function toSummary(ctx: Ctx, p: Row): BlogPostSummary {
  return {
    _id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    author: p.author,
    coverImage: p.coverImage ? imageUrls(ctx.config, 'blog', p.coverImage) : null,
    publishedAt: p.publishedAt!.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    locale: p.locale,
  };
}

/** One page of the posts written in `locale`; the page count is that language's. */
export async function listPosts(ctx: Ctx, pageNo: number, size: number, locale: Locale = DEFAULT_LOCALE): Promise<BlogPage> {
  const where = and(published(), eq(blogPosts.locale, locale));
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { posts: rows.map((p) => toSummary(ctx, p)), pages: Math.max(1, Math.ceil(total / size)), pageNo, size, total };
}

/** The slugs of a post in each language it is published in, itself included. */
async function translationsOf(ctx: Ctx, row: Row): Promise<BlogTranslations> {
  const translations: BlogTranslations = { [row.locale]: row.slug };
  if (!row.translationKey) return translations;
  const others = await ctx.db
    .select({ slug: blogPosts.slug, locale: blogPosts.locale })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, row.translationKey), ne(blogPosts.id, row.id), published()));
  for (const other of others) translations[other.locale] = other.slug;
  return translations;
}

/** A post by slug in whichever language it is written (links from either site reach it). */
export async function getPost(ctx: Ctx, slug: string): Promise<BlogPost> {
  const [row] = await ctx.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug.toLowerCase()), published()))
    .limit(1);
  if (!row) throw new AppError(404, 'Blog post not found');
  return { ...toSummary(ctx, row), body: row.body, translations: await translationsOf(ctx, row) };
}
