// Bookings over HTTP: the customer's booking and payment, the provider's available bookings and
// jobs, earnings, and the payment gateway's webhook. Background work (the sweeper) starts in jobs.ts.
import type { FastifyInstance } from 'fastify';
import { bookingEndpoints } from '@hearth/shared/bookings/contract';
import type { Booking, ProviderJob } from '@hearth/shared/bookings/wire';
import { statementFileName } from '@hearth/shared/invoices';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser, optionalUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { requestLocale } from '../../plugins/locale';
import * as earnings from './earnings';
import { cancelBooking } from './cancellation';
import { changeBookingCard } from './card-change';
import { createBooking, quote } from './creation';
import { declineBooking, undoDeclineBooking } from './declines';
import { reportProblem } from './issues';
import { acceptReschedule, declineReschedule, proposeReschedule, withdrawReschedule } from './reschedule';
import { acceptBooking, completeBooking, startBooking } from './lifecycle';
import { sayOnMyWay } from './on-the-way';
import { applyPaymentEvent } from './payment-events';
import { countAvailable, countProviderJobs, getAvailable, getBooking, listAvailable, listCustomerBookings, listProviderJobs } from './queries';

export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const e = bookingEndpoints;
  const rateLimited = { config: limit(ctx.config.rateLimits.bookingsPerMinute, '1 minute') };

  // ---- Customer ----
  registerEndpoint(
    app,
    e.quote,
    async ({ req, body }) => {
      // Signed-in customers also get their own discount rules checked (first booking, already used).
      const user = await optionalUser(ctx, req);
      return { data: await quote(ctx, user?.role === 'customer' ? user.id : null, body) };
    },
    // Anyone may ask, so each visitor (by address) has their own allowance.
    { config: limit(ctx.config.rateLimits.quotesPerMinute, '1 minute') },
  );

  registerEndpoint(
    app,
    e.create,
    async ({ req, reply, body }) => {
      const key = req.headers['idempotency-key'];
      const result = await createBooking(ctx, currentUser(req), typeof key === 'string' ? key : undefined, body, requestLocale(req));
      reply.code(result.status);
      return { data: result.body, message: 'Booking confirmed' };
    },
    rateLimited,
  );

  registerEndpoint(app, e.mine, async ({ req, query }) => ({ data: await listCustomerBookings(ctx, currentUser(req).id, query, requestLocale(req)) }));

  // ---- Provider: what they can take ----
  registerEndpoint(app, e.available, async ({ req, query }) => ({ data: await listAvailable(ctx, currentUser(req).id, query, requestLocale(req)) }));
  registerEndpoint(app, e.availableCount, async ({ req }) => ({ data: await countAvailable(ctx, currentUser(req).id) }));
  // The static 'available-bookings' segment wins over GET /api/booking/:id, so both live side by side.
  registerEndpoint(app, e.availableOne, async ({ req, params }) => ({ data: await getAvailable(ctx, currentUser(req).id, params.id, requestLocale(req)) }));

  // ---- One booking ----
  registerEndpoint(app, e.detail, async ({ req, params }) => ({ data: await getBooking(ctx, currentUser(req), params.id, requestLocale(req)) }));

  registerEndpoint(app, e.cancel, async ({ req, params, body }) => {
    const user = currentUser(req);
    const result = await cancelBooking(ctx, user, params.id, body.reason);
    // A provider does not cancel the booking: they hand the job back and it is offered again.
    const message =
      user.role === 'serviceprovider'
        ? 'Job handed back. The customer is told we are finding another professional.'
        : result.refundCents > 0
          ? `Booking cancelled. $${(result.refundCents / 100).toFixed(2)} will not be charged.`
          : 'Booking cancelled';
    return { data: result, message };
  });

  registerEndpoint(
    app,
    e.reportProblem,
    async ({ req, params, body }) => {
      const user = currentUser(req);
      await reportProblem(ctx, user.id, params.id, body.description);
      return { data: await getBooking(ctx, user, params.id, requestLocale(req)), message: 'Thanks for telling us. We have paused the payout and will contact you within one business day.' };
    },
    rateLimited,
  );

  registerEndpoint(
    app,
    e.changeCard,
    async ({ req, params, body }) => {
      const result = await changeBookingCard(ctx, currentUser(req), params.id, body.paymentMethodId);
      const message = result.clientSecret ? 'Confirm the card with your bank to finish' : result.booking.payment.status === 'authorized' ? 'Card updated. Your payment is secured.' : 'Card updated. It will be held in the days before the job.';
      return { data: result, message };
    },
    rateLimited,
  );

  registerEndpoint(app, e.accept, async ({ req, params, body }) => ({ data: await acceptBooking(ctx, currentUser(req).id, params.id, body), message: 'Booking accepted' }));
  registerEndpoint(app, e.decline, async ({ req, params, body }) => {
    await declineBooking(ctx, currentUser(req).id, params.id, body.reason);
    return { data: { declined: true as const }, message: 'Job declined' };
  });
  registerEndpoint(app, e.undoDecline, async ({ req, params }) => {
    await undoDeclineBooking(ctx, currentUser(req).id, params.id);
    return { data: { declined: false as const } };
  });
  registerEndpoint(app, e.start, async ({ req, params }) => ({ data: await startBooking(ctx, currentUser(req).id, params.id), message: 'Job started' }));
  registerEndpoint(app, e.complete, async ({ req, params }) => ({ data: await completeBooking(ctx, currentUser(req).id, params.id), message: 'Job completed' }));
  registerEndpoint(app, e.onMyWay, async ({ req, params, body }) => ({ data: await sayOnMyWay(ctx, currentUser(req).id, params.id, body.etaMinutes), message: 'Customer told you are on your way' }), rateLimited);

  // ---- Another time ----
  registerEndpoint(
    app,
    e.reschedule,
    async ({ req, params, body }) => {
      const user = currentUser(req);
      const { moved } = await proposeReschedule(ctx, user, params.id, body.startsAt);
      const data = (await getBooking(ctx, user, params.id, requestLocale(req))) as Booking;
      return { data, message: moved ? 'Your booking has moved to the new time' : 'We asked your professional to confirm the new time' };
    },
    rateLimited,
  );
  registerEndpoint(app, e.withdrawReschedule, async ({ req, params }) => {
    const user = currentUser(req);
    await withdrawReschedule(ctx, user, params.id);
    return { data: (await getBooking(ctx, user, params.id, requestLocale(req))) as Booking, message: 'Request withdrawn. Your booking stays at its time.' };
  });
  registerEndpoint(app, e.acceptReschedule, async ({ req, params }) => {
    const user = currentUser(req);
    await acceptReschedule(ctx, user.id, params.id);
    return { data: (await getBooking(ctx, user, params.id, requestLocale(req))) as ProviderJob, message: 'New time accepted. The customer is told.' };
  });
  registerEndpoint(app, e.declineReschedule, async ({ req, params }) => {
    await declineReschedule(ctx, currentUser(req).id, params.id);
    return { data: { declined: true as const }, message: 'Job handed back. It is offered to other professionals at the new time.' };
  });

  // ---- Provider: their jobs and earnings ----
  registerEndpoint(app, e.jobs, async ({ req, query }) => ({ data: await listProviderJobs(ctx, currentUser(req).id, query, requestLocale(req)) }));
  registerEndpoint(app, e.jobCounts, async ({ req }) => ({ data: await countProviderJobs(ctx, currentUser(req).id) }));
  registerEndpoint(app, e.transactions, async ({ req, query }) => ({ data: await earnings.listTransactions(ctx, currentUser(req).id, query) }));
  registerEndpoint(app, e.dashboard, async ({ req }) => ({ data: await earnings.dashboard(ctx, currentUser(req).id) }));

  // The files are written by hand from their contracts: the answer is the file, not an envelope.
  const { transactionsCsv, statementPdf, statementCsv } = e;
  app.route({
    method: transactionsCsv.method,
    url: transactionsCsv.path,
    config: { access: [...transactionsCsv.access] },
    handler: async (req, reply) => {
      const q = parse(transactionsCsv.query, req.query);
      const csv = await earnings.transactionsCsv(ctx, currentUser(req).id, q);
      const name = `hearth-transactions${q.startDate ? `-${q.startDate}` : ''}${q.endDate ? `-to-${q.endDate}` : ''}.csv`;
      return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'private, no-store').send(csv);
    },
  });

  const statementHeaders = (month: string, format: 'pdf' | 'csv') => ({
    'Content-Type': format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${statementFileName(month, format)}"`,
    'Cache-Control': 'private, no-store',
  });
  // A month that is not one is a mistake in the request (400 with the field's message), not a missing file.
  app.route({
    method: statementPdf.method,
    url: statementPdf.path,
    config: { access: [...statementPdf.access] },
    handler: async (req, reply) => {
      const { month } = parse(statementPdf.params, req.params);
      return reply.headers(statementHeaders(month, 'pdf')).send(await earnings.statementPdf(ctx, currentUser(req).id, month));
    },
  });
  app.route({
    method: statementCsv.method,
    url: statementCsv.path,
    config: { access: [...statementCsv.access] },
    handler: async (req, reply) => {
      const { month } = parse(statementCsv.params, req.params);
      return reply.headers(statementHeaders(month, 'csv')).send(await earnings.statementCsv(ctx, currentUser(req).id, month));
    },
  });

  // ---- Payment gateway webhooks (Stripe): the raw body is needed to check the signature ----
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/payments/stripe/webhook', { config: { access: 'public' } }, async (req) => {
      if (ctx.payments.name !== 'stripe') throw new AppError(404, 'Not found');
      const signature = req.headers['stripe-signature'];
      let event;
      try {
        event = ctx.payments.parseWebhook(req.body as Buffer, typeof signature === 'string' ? signature : '');
      } catch {
        throw new AppError(400, 'Invalid webhook signature');
      }
      if (event) await applyPaymentEvent(ctx, event);
      return ok();
    });
  });
}
