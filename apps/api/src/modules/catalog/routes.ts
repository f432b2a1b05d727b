// Spec §7 Categories: the catalogue every visitor sees (a token is accepted but not needed), and
// one service's page.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { publicCache } from '../../plugins/cache-headers';
import { sendCached } from '../../plugins/envelope-cache';
import { requestLocale } from '../../plugins/locale';
import { cachedCatalogue, cachedCategoryList, cachedService, getCategory, movedServiceSlug } from './service';

const CACHE_SECONDS = 60;
const idParam = z.object({ id: z.string().trim().min(1).max(100) });
const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/category/catelog', { config: { access: 'public' } }, async (req, reply) => sendCached(req, reply, await cachedCatalogue(ctx.db, requestLocale(req))));

  app.get('/api/category/list', { config: { access: 'public' } }, async (req, reply) => sendCached(req, reply, await cachedCategoryList(ctx, requestLocale(req))));

  app.get('/api/category/:id', { config: { access: 'public' }, ...publicCache(CACHE_SECONDS) }, async (req) =>
    ok(await getCategory(ctx, parse(idParam, req.params).id, requestLocale(req))),
  );

  // A former slug (the admin renamed the service) answers 308 with the current one, in `Location`
  // for clients that follow redirects and in `data.slug` for those that read the body.
  app.get('/api/service/:slug', { config: { access: 'public' } }, async (req, reply) => {
    const { slug } = parse(slugParam, req.params);
    try {
      return sendCached(req, reply, await cachedService(ctx, slug, requestLocale(req)));
    } catch (err) {
      const moved = err instanceof AppError && err.statusCode === 404 ? await movedServiceSlug(ctx.db, slug) : null;
      if (!moved) throw err;
      return reply
        .status(308)
        .header('Location', `/api/service/${encodeURIComponent(moved)}`)
        .send({ success: false, message: 'This service has moved', data: { slug: moved } });
    }
  });
}
