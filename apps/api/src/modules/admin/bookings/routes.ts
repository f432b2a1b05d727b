// Admin console (issue 9) — Bookings: search and filter, detail with history and messages, assign or reassign, cancel with refund, partial refund.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminBookingRoutes(_app: FastifyInstance, _ctx: AppContext) {}
