// Admin console (issue 9) — Customers and users: search, view, deactivate and reactivate, resend verification.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminUserRoutes(_app: FastifyInstance, _ctx: AppContext) {}
