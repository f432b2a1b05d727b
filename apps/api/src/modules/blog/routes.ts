// The blog: a paginated list (pageNo, size as every list call, spec §9) of the posts written in the
// request's language, and one post by slug (in any language).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BLOG_PAGE_SIZE, FIRST_PAGE } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { publicCache } from '../../plugins/cache-headers';
import { requestLocale } from '../../plugins/locale';
import { getPost, listPosts } from './service';

const pageQuery = z.object({
  pageNo: z.coerce.number({ error: 'pageNo must be a number' }).int('pageNo must be a whole number').min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number({ error: 'size must be a number' }).int('size must be a whole number').min(1, 'size must be between 1 and 50').max(50, 'size must be between 1 and 50').default(BLOG_PAGE_SIZE),
});
const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });

export function blogRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = { config: { access: 'public' as const }, ...publicCache(60) };

  app.get('/api/blog/list', route, async (req) => {
    const { pageNo, size } = parse(pageQuery, req.query);
    return ok(await listPosts(ctx, pageNo, size, requestLocale(req)));
  });

  app.get('/api/blog/:slug', route, async (req) => ok(await getPost(ctx, parse(slugParam, req.params).slug)));
}
