// Admin console (issue 9) — The audit log: every admin change, who made it, when, before and after.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminAuditRoutes(_app: FastifyInstance, _ctx: AppContext) {}
