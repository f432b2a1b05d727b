// Tax invoices and credit notes over HTTP: a booking's list and each PDF for the customer it was
// issued to and admins (never the provider: the invoice is between the platform and the customer),
// and the admin console's search.
import type { FastifyInstance } from 'fastify';
import { invoicePdfFileName } from '@hearth/shared/invoices';
import { invoiceEndpoints } from '@hearth/shared/invoices/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { parsePathParams, registerEndpoint } from '../../plugins/contract';
import { adminListInvoices, invoicePdfFor, listBookingInvoices } from './service';

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, invoiceEndpoints.forBooking, async ({ req, params }) => ({ data: await listBookingInvoices(ctx, currentUser(req), params.id) }));

  // Written by hand: the answer is the PDF file, not an envelope.
  const { pdf } = invoiceEndpoints;
  app.route({
    method: pdf.method,
    url: pdf.path,
    config: { access: [...pdf.access] },
    handler: async (req, reply) => {
      // A malformed id names nothing: the same 404 as an unknown one.
      const id = parsePathParams(pdf.params, req.params);
      const { summary, pdf: file } = await invoicePdfFor(ctx, currentUser(req), id.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoicePdfFileName(summary)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file);
    },
  });

  registerEndpoint(app, invoiceEndpoints.adminList, async ({ query }) => ({ data: await adminListInvoices(ctx, query) }));
}
