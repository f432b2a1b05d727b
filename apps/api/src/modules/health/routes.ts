// Liveness and readiness: healthy only when the database answers.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/client';

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/health', { config: { access: 'public' } }, async (_req, reply) => {
    try {
      await pingDatabase(ctx.db);
      return { success: true, data: { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) } };
    } catch (err) {
      ctx.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ success: false, message: 'Database unavailable', data: { status: 'degraded', database: 'down' } });
    }
  });
}
