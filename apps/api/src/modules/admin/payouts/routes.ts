// Admin console (issue 9) — Payouts: by provider and period, failed transfers with retry, CSV exports.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminPayoutRoutes(_app: FastifyInstance, _ctx: AppContext) {}
