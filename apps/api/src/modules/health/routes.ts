// Health endpoints: liveness (the process answers; restart it if not), readiness (send it traffic
// or not: dependencies, migrations, shutdown), and the original combined check the stack scripts use.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors';
import { createReadiness, type Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

// Probes arrive every few seconds from every load balancer: log only their failures.
const probe = { config: { access: 'public' as const }, logLevel: 'warn' as const };

export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const readiness = createReadiness(ctx.db, ctx.config.redisUrl, ctx.log);
  app.decorate('readiness', readiness);
  app.addHook('onClose', async () => readiness.close());

  // The same database probe as readiness (with its deadline), and the same Retry-After as any outage answer.
  app.get('/api/health', { config: { access: 'public' } }, async (_req, reply) => {
    if (await readiness.databaseAnswers()) return { success: true, data: { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) } };
    return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ success: false, message: 'Database unavailable', data: { status: 'degraded', database: 'down' } });
  });

  // No dependency is checked: a database outage must not make the orchestrator restart every instance.
  app.get('/api/health/live', probe, async () => ({ success: true, data: { status: 'live', uptimeSeconds: Math.round(process.uptime()) } }));

  app.get('/api/health/ready', probe, async (_req, reply) => {
    const { ready, checks } = await readiness.check();
    if (ready) return { success: true, data: { status: 'ready', ...checks } };
    const failing = Object.entries(checks).filter(([name, state]) => (name === 'shutdown' ? state !== 'no' : state !== 'ok' && state !== 'not configured'));
    return reply.status(503).send({ success: false, message: `Not ready: ${failing.map(([name, state]) => `${name} ${state}`).join(', ')}`, data: { status: 'not ready', ...checks } });
  });
}
