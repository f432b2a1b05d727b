// The public blog: a page of the posts written in the request's language, and one post by slug
// (in any language, so links from either site reach it).
import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../contract';
import { LOCALES } from '../locale';
import { imageUrlsSchema, spelledOutPageQuerySchema } from '../wire';

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

const blogPageQuery = spelledOutPageQuerySchema(BLOG_PAGE_SIZE);

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
