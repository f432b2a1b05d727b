// Spec §7 Categories: the catalogue every visitor sees (a token is accepted but not needed).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ok } from '../../plugins/errors';
import { listCatalogue } from './service';

export function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/category/catelog', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return ok(await listCatalogue(ctx.db));
  });
}
