// Bookings over HTTP: the customer's booking and payment, the provider's available bookings and
// jobs, earnings, and the payment gateway's webhook. Background work (the sweeper) starts in jobs.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  bookingListQuerySchema,
  bookingPageQuerySchema,
  bookingQuoteSchema,
  cancelBookingSchema,
  changeBookingCardSchema,
  createBookingSchema,
  reportProblemSchema,
  transactionsQuerySchema,
} from '@hearth/shared/schemas/booking';
import type { BookingStatus } from '@hearth/shared/booking';
import { statementFileName, statementMonthSchema } from '@hearth/shared/invoices';
import type { AppContext } from '../../context';
import { AppError, ok, parse } from '../../plugins/errors';
import { currentUser, optionalUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { requestLocale } from '../../plugins/locale';
import * as earnings from './earnings';
import { bookingNotFound } from './booking-errors';
import { cancelBooking } from './cancellation';
import { changeBookingCard } from './card-change';
import { createBooking, quote } from './creation';
import { reportProblem } from './issues';
import { acceptBooking, completeBooking, startBooking } from './lifecycle';
import { applyPaymentEvent } from './payment-events';
import { countAvailable, countProviderJobs, getBooking, listAvailable, listCustomerBookings, listProviderJobs } from './queries';

const idParam = z.object({ id: z.uuid() });
/** A malformed id is a booking that does not exist. */
const bookingId = (params: unknown) => {
  const result = idParam.safeParse(params);
  if (!result.success) throw bookingNotFound();
  return result.data.id;
};
const listQuery = (query: unknown) => {
  const q = parse(bookingListQuerySchema, query);
  return { ...q, status: q.status as BookingStatus[] };
};
const pageQuery = (query: unknown) => parse(bookingPageQuerySchema, query);

export function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const customer = { config: { access: ['customer' as const] } };
  const provider = { config: { access: ['serviceprovider' as const] } };

  // ---- Customer ----
  app.post('/api/booking/quote', { config: { access: 'public' } }, async (req) => {
    // Signed-in customers also get their own discount rules checked (first booking, already used).
    const user = await optionalUser(ctx, req);
    return ok(await quote(ctx, user?.role === 'customer' ? user.id : null, parse(bookingQuoteSchema, req.body)));
  });

  app.post('/api/booking', { config: { access: ['customer'], ...limit(ctx.config.rateLimits.bookingsPerMinute, '1 minute') } }, async (req, reply) => {
    const input = parse(createBookingSchema, req.body);
    const key = req.headers['idempotency-key'];
    const result = await createBooking(ctx, currentUser(req), typeof key === 'string' ? key : undefined, input, requestLocale(req));
    return reply.code(result.status).send(ok(result.body, 'Booking confirmed'));
  });

  app.get('/api/booking/mybookings', customer, async (req) => {
    return ok(await listCustomerBookings(ctx, currentUser(req).id, listQuery(req.query), requestLocale(req)));
  });

  // ---- Provider: what they can take ----
  app.get('/api/booking/available-bookings', provider, async (req) => {
    const q = pageQuery(req.query);
    return ok(await listAvailable(ctx, currentUser(req).id, q.pageNo, q.size, requestLocale(req)));
  });

  app.get('/api/booking/available-bookings-count', provider, async (req) => ok(await countAvailable(ctx, currentUser(req).id)));

  // ---- One booking ----
  app.get('/api/booking/:id', { config: { access: 'user' } }, async (req) => ok(await getBooking(ctx, currentUser(req), bookingId(req.params), requestLocale(req))));

  app.post('/api/booking/:id/cancel', { config: { access: 'user' } }, async (req) => {
    const { reason } = parse(cancelBookingSchema, req.body);
    const result = await cancelBooking(ctx, currentUser(req), bookingId(req.params), reason);
    const message = result.refundCents > 0 ? `Booking cancelled. $${(result.refundCents / 100).toFixed(2)} will not be charged.` : 'Booking cancelled';
    return ok(result, message);
  });

  app.post('/api/booking/:id/report-problem', { config: { access: ['customer'], ...limit(ctx.config.rateLimits.bookingsPerMinute, '1 minute') } }, async (req) => {
    const { description } = parse(reportProblemSchema, req.body);
    const user = currentUser(req);
    await reportProblem(ctx, user.id, bookingId(req.params), description);
    return ok(await getBooking(ctx, user, bookingId(req.params), requestLocale(req)), 'Thanks for telling us. We have paused the payout and will contact you within one business day.');
  });

  app.post('/api/booking/:id/payment-method', { config: { access: ['customer'], ...limit(ctx.config.rateLimits.bookingsPerMinute, '1 minute') } }, async (req) => {
    const { paymentMethodId } = parse(changeBookingCardSchema, req.body);
    const result = await changeBookingCard(ctx, currentUser(req), bookingId(req.params), paymentMethodId);
    const message = result.clientSecret ? 'Confirm the card with your bank to finish' : result.booking.payment.status === 'authorized' ? 'Card updated. Your payment is secured.' : 'Card updated. It will be held in the days before the job.';
    return ok(result, message);
  });

  app.post('/api/booking/:id/accept', provider, async (req) => ok(await acceptBooking(ctx, currentUser(req).id, bookingId(req.params)), 'Booking accepted'));
  app.post('/api/booking/:id/start', provider, async (req) => ok(await startBooking(ctx, currentUser(req).id, bookingId(req.params)), 'Job started'));
  app.post('/api/booking/:id/complete', provider, async (req) => ok(await completeBooking(ctx, currentUser(req).id, bookingId(req.params)), 'Job completed'));

  // ---- Provider: their jobs and earnings ----
  app.get('/api/service-provider/mybookings', provider, async (req) => {
    return ok(await listProviderJobs(ctx, currentUser(req).id, listQuery(req.query), requestLocale(req)));
  });
  app.get('/api/service-provider/mybookings-count', provider, async (req) => ok(await countProviderJobs(ctx, currentUser(req).id)));
  app.get('/api/service-provider/mytransactions', provider, async (req) => ok(await earnings.listTransactions(ctx, currentUser(req).id, parse(transactionsQuerySchema, req.query))));
  app.get('/api/service-provider/mytransactions.csv', provider, async (req, reply) => {
    const q = parse(transactionsQuerySchema, req.query);
    const csv = await earnings.transactionsCsv(ctx, currentUser(req).id, q);
    const name = `hearth-transactions${q.startDate ? `-${q.startDate}` : ''}${q.endDate ? `-to-${q.endDate}` : ''}.csv`;
    return reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'private, no-store').send(csv);
  });
  app.get('/api/service-provider/dashboard', provider, async (req) => ok(await earnings.dashboard(ctx, currentUser(req).id)));
  // The monthly earnings statement: YYYY-MM on the provider's own clock.
  const statementMonth = (params: unknown) => parse(z.object({ month: statementMonthSchema }), params).month;
  const statementHeaders = (month: string, format: 'pdf' | 'csv') => ({
    'Content-Type': format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${statementFileName(month, format)}"`,
    'Cache-Control': 'private, no-store',
  });
  app.get('/api/service-provider/statements/:month.pdf', provider, async (req, reply) => {
    const month = statementMonth(req.params);
    return reply.headers(statementHeaders(month, 'pdf')).send(await earnings.statementPdf(ctx, currentUser(req).id, month));
  });
  app.get('/api/service-provider/statements/:month.csv', provider, async (req, reply) => {
    const month = statementMonth(req.params);
    return reply.headers(statementHeaders(month, 'csv')).send(await earnings.statementCsv(ctx, currentUser(req).id, month));
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
