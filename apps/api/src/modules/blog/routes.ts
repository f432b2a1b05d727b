// The blog: a paginated list (pageNo, size as every list call) of the posts written in the
// request's language, and one post by slug (in any language).
import type { FastifyInstance } from 'fastify';
import { blogEndpoints } from '@hearth/shared/blog/contract';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { registerEndpoint } from '../../plugins/contract';
import { requestLocale } from '../../plugins/locale';
import { getPost, listPosts } from './service';

export function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, blogEndpoints.list, async ({ req, query }) => ({ data: await listPosts(ctx, query.pageNo, query.size, requestLocale(req)) }), publicCache(60));

  registerEndpoint(app, blogEndpoints.post, async ({ params }) => ({ data: await getPost(ctx, params.slug) }), publicCache(60));
}
