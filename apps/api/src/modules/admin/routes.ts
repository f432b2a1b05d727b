// The admin console's API: everything under /api/admin, admins only (each route declares
// `access: ['admin']`; admin.test.ts calls every one of them as a customer and as a provider).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminAuditRoutes } from './audit/routes';
import { adminCatalogRoutes } from './catalog/routes';
import { adminBookingRoutes } from './bookings/routes';
import { adminContentRoutes } from './content/routes';
import { adminInboxRoutes } from './inbox/routes';
import { adminUserRoutes } from './users/routes';
import { adminPayoutRoutes } from './payouts/routes';
import { adminReviewReportRoutes } from './review-reports/routes';

export function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  adminDashboardRoutes(app, ctx);
  adminAuditRoutes(app, ctx);
  adminCatalogRoutes(app, ctx);
  adminBookingRoutes(app, ctx);
  adminContentRoutes(app, ctx);
  adminInboxRoutes(app, ctx);
  adminUserRoutes(app, ctx);
  adminPayoutRoutes(app, ctx);
  adminReviewReportRoutes(app, ctx);
}
