// Tax invoices and credit notes over HTTP: a booking's list and each PDF for the customer it was
// issued to and admins (never the provider: the invoice is between the platform and the customer),
// and the admin console's search.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminInvoiceQuerySchema, invoicePdfFileName } from '@hearth/shared/invoices';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { adminListInvoices, invoicePdfFor, listBookingInvoices } from './service';

const idParam = z.object({ id: z.uuid() });
/** A malformed id names nothing: the same 404 as an unknown one. */
const idFrom = (params: unknown, message: string) => {
  const result = idParam.safeParse(params);
  if (!result.success) throw new AppError(404, message);
  return result.data.id;
};

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const customerOrAdmin = { config: { access: ['customer' as const, 'admin' as const] } };

  app.get('/api/booking/:id/invoices', customerOrAdmin, async (req) => ok(await listBookingInvoices(ctx, currentUser(req), idFrom(req.params, 'Booking not found'))));

  app.get('/api/invoices/:id/pdf', customerOrAdmin, async (req, reply) => {
    const { summary, pdf } = await invoicePdfFor(ctx, currentUser(req), idFrom(req.params, 'Invoice not found'));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoicePdfFileName(summary)}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/admin/invoices', { config: { access: ['admin'] } }, async (req) => ok(await adminListInvoices(ctx, parse(adminInvoiceQuerySchema, req.query))));
}
