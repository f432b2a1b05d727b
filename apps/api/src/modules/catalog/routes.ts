// Spec §7 Categories: the catalogue every visitor sees (a token is accepted but not needed).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cachedCatalogue } from './service';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/category/catelog', { config: { access: 'public' } }, async (req, reply) => {
    const { json, etag } = await cachedCatalogue(ctx.db);
    reply.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300').header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
