// Admin console (issue 9) — Discounts and the global offer; how-it-works cards, FAQs, pages, blog posts, contact info and social links.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminContentRoutes(_app: FastifyInstance, _ctx: AppContext) {}
