// Admin console (issue 9) — The audit log: every admin change, who made it, when, before and after.
import type { FastifyInstance } from 'fastify';
import { auditQuerySchema } from '@hearth/shared/schemas/admin-audit';
import type { AppContext } from '../../../context';
import { ok, parse } from '../../../plugins/errors';
import { listAudit } from './service';

export function adminAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/audit', { config: { access: ['admin'] } }, async (req) => ok(await listAudit(ctx, parse(auditQuerySchema, req.query))));
}
