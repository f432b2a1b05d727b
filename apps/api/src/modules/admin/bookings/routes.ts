// Admin console (issue 9) — Bookings: search and filter, detail with history and messages, assign or reassign, cancel with refund, partial refund,
// start or complete a job for its provider, and settle a money issue (pay the provider, refund part, or refund all).
// The conversation is read through GET /api/booking/:id/messages, which admins may already call.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminBookingListQuerySchema,
  adminCancelBookingSchema,
  adminJobActionSchema,
  assignProviderSchema,
  refundBookingSchema,
  resolveMoneyIssueSchema,
} from '@hearth/shared/schemas/admin-bookings';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { idParam, ok, parse } from '../../../plugins/errors';
import * as admin from './service';

const NOT_FOUND = 'Booking not found';
const eligibleQuery = z.object({ q: z.string().trim().max(100).optional() });

export function adminBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const admins = { config: { access: ['admin' as const] } };
  const bookingId = (params: unknown) => idParam(params, NOT_FOUND);

  app.get('/api/admin/bookings', admins, async (req) => ok(await admin.listBookings(ctx, parse(adminBookingListQuerySchema, req.query))));
  app.get('/api/admin/bookings/:id', admins, async (req) => ok(await admin.bookingDetail(ctx, bookingId(req.params))));
  app.get('/api/admin/bookings/:id/eligible-providers', admins, async (req) =>
    ok(await admin.eligibleProviders(ctx, bookingId(req.params), parse(eligibleQuery, req.query).q || undefined)),
  );

  app.post('/api/admin/bookings/:id/assign', admins, async (req) => {
    const input = parse(assignProviderSchema, req.body);
    return ok(await admin.assignProvider(ctx, currentUser(req).id, bookingId(req.params), input), 'Provider assigned');
  });
  app.post('/api/admin/bookings/:id/cancel', admins, async (req) => {
    const { reason } = parse(adminCancelBookingSchema, req.body);
    return ok(await admin.cancelBooking(ctx, currentUser(req).id, bookingId(req.params), reason), 'Booking cancelled; the payment was released in full');
  });
  app.post('/api/admin/bookings/:id/refund', admins, async (req) => {
    const input = parse(refundBookingSchema, req.body);
    const key = req.headers['idempotency-key'];
    const result = await admin.refundBooking(ctx, currentUser(req).id, bookingId(req.params), typeof key === 'string' ? key : undefined, input);
    return ok(result, `Refunded $${(result.refund.amountCents / 100).toFixed(2)}`);
  });
  app.post('/api/admin/bookings/:id/start', admins, async (req) => {
    const { reason } = parse(adminJobActionSchema, req.body);
    return ok(await admin.startJob(ctx, currentUser(req).id, bookingId(req.params), reason), 'Job started');
  });
  app.post('/api/admin/bookings/:id/complete', admins, async (req) => {
    const { reason } = parse(adminJobActionSchema, req.body);
    return ok(await admin.completeJob(ctx, currentUser(req).id, bookingId(req.params), reason), 'Job completed');
  });
  app.post('/api/admin/bookings/:id/resolve', admins, async (req) => {
    const input = parse(resolveMoneyIssueSchema, req.body);
    const { detail, message } = await admin.resolveIssue(ctx, currentUser(req).id, bookingId(req.params), input);
    return ok(detail, message);
  });
}
