// Admin console (issue 9) — Dashboard: bookings by status, revenue and commission, waiting providers, open inquiries and tickets.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/errors';
import { adminDashboard } from './service';

export function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/dashboard', { config: { access: ['admin'] } }, async () => ok(await adminDashboard(ctx)));
}
