// The blog: published posts newest first, and one post by slug. A post is published once its
// published_at has passed; drafts (null) and scheduled posts are invisible.
import { and, count, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { BlogPage, BlogPost, BlogPostSummary } from '@hearth/shared/api-types';
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
  };
}

export async function listPosts(ctx: Ctx, pageNo: number, size: number): Promise<BlogPage> {
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(blogPosts)
      .where(published())
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    ctx.db.select({ total: count() }).from(blogPosts).where(published()),
  ]);
  const total = totals?.total ?? 0;
  return { posts: rows.map((p) => toSummary(ctx, p)), pages: Math.max(1, Math.ceil(total / size)), pageNo, size, total };
}

export async function getPost(ctx: Ctx, slug: string): Promise<BlogPost> {
  const [row] = await ctx.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug.toLowerCase()), published()))
    .limit(1);
  if (!row) throw new AppError(404, 'Blog post not found');
  return { ...toSummary(ctx, row), body: row.body };
}
