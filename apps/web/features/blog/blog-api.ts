// The blog for server components: a page of posts and one post by slug.
import { blogEndpoints, type BlogPage, type BlogPost } from '@hearth/shared/blog/contract';
import { BLOG_PAGE_SIZE } from '@hearth/shared/constants';
import { endpointUrl } from '@hearth/shared/contract';
import { cache } from 'react';
import { fetchPublic, fetchPublicOrNull } from '@/lib/public-data';

const TAGS = ['blog'];

export const getBlogPage = cache(
  (pageNo: number): Promise<BlogPage> =>
    fetchPublic(endpointUrl(blogEndpoints.list, { query: { pageNo, size: BLOG_PAGE_SIZE } }), { posts: [], pages: 1, pageNo, size: BLOG_PAGE_SIZE, total: 0 }, TAGS),
);

/** null when no published post has this slug (the page is a 404). */
export const getBlogPost = cache((slug: string): Promise<BlogPost | null> => fetchPublicOrNull(endpointUrl(blogEndpoints.post, { params: { slug } }), TAGS));
