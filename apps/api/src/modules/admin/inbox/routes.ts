// Admin console (issue 9) — Inquiries, chat leads (with transcripts) and support tickets: status and notes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminInboxRoutes(_app: FastifyInstance, _ctx: AppContext) {}
