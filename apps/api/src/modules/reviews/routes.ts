// Reviews over HTTP: writing one (customers), reading them (customers, providers, service pages).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createReviewSchema } from '@hearth/shared/schemas/booking';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { sendCached } from '../../plugins/envelope-cache';
import * as reviews from './service';

const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });
const pageQuery = z.object({ pageNo: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(50).default(10) });

export function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/review', { config: { access: ['customer'], ...limit(20, '1 minute') } }, async (req, reply) => {
    const review = await reviews.createReview(ctx, currentUser(req).id, parse(createReviewSchema, req.body));
    return reply.code(201).send(ok(review, 'Thank you for your review'));
  });

  app.get('/api/review/mine', { config: { access: ['customer'] } }, async (req) => {
    const q = parse(pageQuery, req.query);
    return ok(await reviews.listMyReviews(ctx, currentUser(req).id, q.pageNo, q.size));
  });

  // Public and the same for everyone: kept in memory like the service page it sits on.
  app.get('/api/review/service/:slug', { config: { access: 'public' } }, async (req, reply) =>
    sendCached(req, reply, await reviews.cachedServiceReviews(ctx, parse(slugParam, req.params).slug)),
  );

  app.get('/api/service-provider/reviews', { config: { access: ['serviceprovider'] } }, async (req) => {
    const q = parse(pageQuery, req.query);
    return ok(await reviews.providerReviews(ctx, currentUser(req).id, q.pageNo, q.size));
  });
}
