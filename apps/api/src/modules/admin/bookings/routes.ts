// Admin console — Bookings: search and filter, detail with history and messages, assign or reassign, cancel with refund, partial refund,
// start or complete a job for its provider, and settle a money issue (pay the provider, refund part, or refund all).
// The conversation is read through GET /api/booking/:id/messages, which admins may already call.
// Every route comes from the section's contract (@hearth/shared/admin/bookings/contract).
import type { FastifyInstance } from 'fastify';
import { adminBookingEndpoints as endpoints } from '@hearth/shared/admin/bookings/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { registerEndpoint } from '../../../plugins/contract';
import * as admin from './service';

export function adminBookingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, endpoints.list, async ({ query }) => ({ data: await admin.listBookings(ctx, query) }));
  registerEndpoint(app, endpoints.detail, async ({ params }) => ({ data: await admin.bookingDetail(ctx, params.id) }));
  registerEndpoint(app, endpoints.eligibleProviders, async ({ params, query }) => ({ data: await admin.eligibleProviders(ctx, params.id, query?.q || undefined) }));

  registerEndpoint(app, endpoints.assign, async ({ req, params, body }) => ({
    data: await admin.assignProvider(ctx, currentUser(req).id, params.id, body),
    message: 'Provider assigned',
  }));
  registerEndpoint(app, endpoints.cancel, async ({ req, params, body }) => ({
    data: await admin.cancelBooking(ctx, currentUser(req).id, params.id, body.reason),
    message: 'Booking cancelled; the payment was released in full',
  }));
  registerEndpoint(app, endpoints.refund, async ({ req, params, body }) => {
    const key = req.headers['idempotency-key'];
    const result = await admin.refundBooking(ctx, currentUser(req).id, params.id, typeof key === 'string' ? key : undefined, body);
    return { data: result, message: `Refunded $${(result.refund.amountCents / 100).toFixed(2)}` };
  });
  registerEndpoint(app, endpoints.start, async ({ req, params, body }) => ({
    data: await admin.startJob(ctx, currentUser(req).id, params.id, body.reason),
    message: 'Job started',
  }));
  registerEndpoint(app, endpoints.complete, async ({ req, params, body }) => ({
    data: await admin.completeJob(ctx, currentUser(req).id, params.id, body.reason),
    message: 'Job completed',
  }));
  registerEndpoint(app, endpoints.resolve, async ({ req, params, body }) => {
    const { detail, message } = await admin.resolveIssue(ctx, currentUser(req).id, params.id, body);
    return { data: detail, message };
  });
}
