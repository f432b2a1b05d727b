// Admin console — Dashboard: bookings by status, revenue and commission, waiting providers, open inquiries and tickets.
import type { FastifyInstance } from 'fastify';
import { adminDashboardEndpoints } from '@hearth/shared/admin/dashboard/contract';
import type { AppContext } from '../../../context';
import { registerEndpoint } from '../../../plugins/contract';
import { adminDashboard } from './service';

export function adminDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, adminDashboardEndpoints.get, async () => ({ data: await adminDashboard(ctx) }));
}
