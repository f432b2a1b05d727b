// Admin console (issue 9) — Categories and services: create, edit, reorder, activate, price, images; slugs stable with redirects.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';

export function adminCatalogueRoutes(_app: FastifyInstance, _ctx: AppContext) {}
