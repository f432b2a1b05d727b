// The catalogue every visitor sees (a token is accepted but not needed), and
// one service's page.
import type { FastifyInstance } from 'fastify';
import { catalogEndpoints } from '@hearth/shared/catalog/contract';
import type { AppContext } from '../../context';
import { publicCache } from '../../plugins/cache-headers';
import { parsePathParams, registerEndpoint } from '../../plugins/contract';
import { AppError } from '../../plugins/errors';
import { sendCached } from '../../plugins/envelope-cache';
import { requestLocale } from '../../plugins/locale';
import { cachedCatalogue, cachedCategoryList, cachedService, getCategory, movedServiceSlug } from './service';

const CACHE_SECONDS = 60;
const { catalogue, list, service } = catalogEndpoints;

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  // By hand, like the service page below: they answer with the cached, serialised envelope and its ETag.
  app.get(catalogue.path, { config: { access: catalogue.access } }, async (req, reply) => sendCached(req, reply, await cachedCatalogue(ctx.db, requestLocale(req))));

  app.get(list.path, { config: { access: list.access } }, async (req, reply) => sendCached(req, reply, await cachedCategoryList(ctx, requestLocale(req))));

  registerEndpoint(app, catalogEndpoints.category, async ({ req, params }) => ({ data: await getCategory(ctx, params.id, requestLocale(req)) }), publicCache(CACHE_SECONDS));

  // A former slug (the admin renamed the service) answers 308 with the current one, in `Location`
  // for clients that follow redirects and in `data.slug` for those that read the body.
  app.get(service.path, { config: { access: service.access } }, async (req, reply) => {
    const { slug } = parsePathParams(service.params, req.params);
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
