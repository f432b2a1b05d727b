// The blog for server components: a page of posts and one post by slug.
import type { BlogPage, BlogPost } from '@hearth/shared/api-types';
import { BLOG_PAGE_SIZE } from '@hearth/shared/constants';
import { cache } from 'react';
import { fetchPublic, fetchPublicOrNull } from '@/lib/public-data';
import { apiPaths } from '@/lib/paths';

const TAGS = ['blog'];

export const getBlogPage = cache(
  (pageNo: number): Promise<BlogPage> =>
    fetchPublic(apiPaths.blog.list({ pageNo, size: BLOG_PAGE_SIZE }), { posts: [], pages: 1, pageNo, size: BLOG_PAGE_SIZE, total: 0 }, TAGS),
);

/** null when no published post has this slug (the page is a 404). */
export const getBlogPost = cache((slug: string): Promise<BlogPost | null> => fetchPublicOrNull(apiPaths.blog.post(slug), TAGS));
