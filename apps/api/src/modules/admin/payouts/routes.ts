// Admin console (issue 9) — Payouts: by provider and period, failed transfers with retry, CSV exports.
//   GET  /api/admin/payouts?providerId&status&from&to&pageNo&size    → AdminPayoutPage (with totals for the filter)
//   GET  /api/admin/payouts.csv?providerId&status&from&to            → text/csv for accounting
//   GET  /api/admin/payouts/annual-report.csv?year=                  → text/csv, one row per provider (Part XX ITA)
//   POST /api/admin/payouts/:id/retry                                → { _id, status: 'pending' }
import type { FastifyInstance, FastifyReply } from 'fastify';
import { annualReportQuerySchema, payoutFilterSchema, payoutListQuerySchema } from '@hearth/shared/schemas/admin-payouts';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { idParam, ok, parse } from '../../../plugins/errors';
import * as adminPayouts from './service';

const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'private, no-store').send(csv);

export function adminPayoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { config: { access: ['admin' as const] } };

  app.get('/api/admin/payouts', admin, async (req) => ok(await adminPayouts.listPayouts(ctx, parse(payoutListQuerySchema, req.query))));

  app.get('/api/admin/payouts.csv', admin, async (req, reply) => {
    const f = parse(payoutFilterSchema, req.query);
    const name = `hearth-payouts${f.from ? `-${f.from}` : ''}${f.to ? `-to-${f.to}` : ''}.csv`;
    return sendCsv(reply, name, await adminPayouts.payoutsCsv(ctx, f));
  });

  app.get('/api/admin/payouts/annual-report.csv', admin, async (req, reply) => {
    const { year } = parse(annualReportQuerySchema, req.query);
    return sendCsv(reply, `hearth-platform-report-${year}.csv`, await adminPayouts.annualReportCsv(ctx, year));
  });

  app.post('/api/admin/payouts/:id/retry', admin, async (req) =>
    ok(await adminPayouts.retryPayout(ctx, currentUser(req).id, idParam(req.params, 'Payout not found')), 'Payout sent again'),
  );
}
