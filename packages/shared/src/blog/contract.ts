// The public blog: a page of the posts written in the request's language, and one post by slug
// (in any language, so links from either site reach it).
import { z } from 'zod';
import { BLOG_PAGE_SIZE, FIRST_PAGE } from '../constants';
import { defineEndpoint } from '../contract';
import { LOCALES } from '../locale';
import { imageUrlsSchema } from '../wire';

export const blogPostSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  coverImage: imageUrlsSchema.nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** The language the post is written in (a post is listed only in its own language). */
  locale: z.enum(LOCALES).optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A post's slug in each language it is published in, its own included. */
export const blogTranslationsSchema = z.object({ en: z.string().optional(), fr: z.string().optional() });
export type BlogTranslations = z.infer<typeof blogTranslationsSchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Markdown. */
  body: z.string(),
  /** The same article in each language (links for the language switcher). */
  translations: blogTranslationsSchema.optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPageSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  pages: z.number().int(),
  pageNo: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPageSchema>;

// Messages of their own (not pageQuerySchema's): the blog's callers have always read these.
const blogPageQuery = z.object({
  pageNo: z.coerce.number({ error: 'pageNo must be a number' }).int('pageNo must be a whole number').min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce
    .number({ error: 'size must be a number' })
    .int('size must be a whole number')
    .min(1, 'size must be between 1 and 50')
    .max(50, 'size must be between 1 and 50')
    .default(BLOG_PAGE_SIZE),
});

const POST_NOT_FOUND = 'Blog post not found';

export const blogEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/blog/list', access: 'public', query: blogPageQuery, response: blogPageSchema }),
  /** Drafts and scheduled posts answer 404 like unknown slugs. */
  post: defineEndpoint({
    method: 'GET',
    path: '/api/blog/:slug',
    access: 'public',
    params: z.object({ slug: z.string().trim().min(1, POST_NOT_FOUND).max(200, POST_NOT_FOUND) }),
    response: blogPostSchema,
  }),
};
