// Admin console (issue 9) — Dashboard: bookings by status, revenue and commission, waiting providers, open inquiries and tickets.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminDashboardRoutes(_app: FastifyInstance, _ctx: AppContext) {}
