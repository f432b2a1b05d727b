// Admin console — The audit log: every admin change, who made it, when, before and after.
import type { FastifyInstance } from 'fastify';
import { adminAuditEndpoints } from '@hearth/shared/admin/audit/contract';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../plugins/contract';
import { listAudit } from './service';

export function adminAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, adminAuditEndpoints.list, async ({ query }) => ({ data: await listAudit(ctx, query) }));
}
