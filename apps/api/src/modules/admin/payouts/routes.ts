// Admin console — Payouts: by provider and period, failed transfers with retry, CSV exports.
// Every route comes from the section's contract (@hearth/shared/admin/payouts/contract); the two
// CSV exports answer with a file, not an envelope, so they are written by hand from its paths and queries.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminPayoutEndpoints } from '@hearth/shared/admin/payouts/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { registerEndpoint } from '../../../plugins/contract';
import { parse } from '../../../plugins/errors';
import * as adminPayouts from './service';

const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'private, no-store').send(csv);

export function adminPayoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, retry, csv, annualReport } = adminPayoutEndpoints;

  registerEndpoint(app, list, async ({ query }) => ({ data: await adminPayouts.listPayouts(ctx, query) }));

  app.get(csv.path, { config: { access: [...csv.access] } }, async (req, reply) => {
    const f = parse(csv.query, req.query);
    const name = `hearth-payouts${f.from ? `-${f.from}` : ''}${f.to ? `-to-${f.to}` : ''}.csv`;
    return sendCsv(reply, name, await adminPayouts.payoutsCsv(ctx, f));
  });

  app.get(annualReport.path, { config: { access: [...annualReport.access] } }, async (req, reply) => {
    const { year } = parse(annualReport.query, req.query);
    return sendCsv(reply, `hearth-platform-report-${year}.csv`, await adminPayouts.annualReportCsv(ctx, year));
  });

  registerEndpoint(app, retry, async ({ req, params }) => ({
    data: await adminPayouts.retryPayout(ctx, currentUser(req).id, params.id),
    message: 'Payout sent again',
  }));
}
