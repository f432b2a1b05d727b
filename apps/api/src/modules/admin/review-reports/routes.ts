// Admin console — review reports: the open list and the hide-or-keep decision, from the section's
// contract (@hearth/shared/admin/review-reports/contract).
import type { FastifyInstance } from 'fastify';
import { adminReviewReportEndpoints } from '@hearth/shared/admin/review-reports/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { registerEndpoint } from '../../../plugins/contract';
import * as reviewReports from './service';

export function adminReviewReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, resolve } = adminReviewReportEndpoints;
  registerEndpoint(app, list, async ({ query }) => ({ data: await reviewReports.listOpenReports(ctx, query.pageNo, query.size) }));
  registerEndpoint(app, resolve, async ({ req, params, body }) => {
    const data = await reviewReports.resolveReport(ctx, currentUser(req).id, params.id, body);
    return { data, message: data.outcome === 'hidden' ? 'The review is hidden' : 'The review stays published' };
  });
}
