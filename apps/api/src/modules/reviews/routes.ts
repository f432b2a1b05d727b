// Reviews over HTTP: writing one (customers), answering one (its professional), reporting one
// (anyone signed in), reading them (customers, providers, service pages, a professional's profile).
import type { FastifyInstance } from 'fastify';
import { reviewEndpoints } from '@hearth/shared/reviews/contract';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { sendCached } from '../../plugins/envelope-cache';
import * as reviews from './service';

export function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const { create, forService } = reviewEndpoints;
  // Written by hand because registerEndpoint takes no route config, and the rate limit lives there.
  app.route({
    method: create.method,
    url: create.path,
    config: { access: [...create.access], ...limit(20, '1 minute') },
    handler: async (req, reply) => {
      const review = await reviews.createReview(ctx, currentUser(req).id, parse(create.body, req.body));
      return reply.code(201).send(ok(review, 'Thank you for your review'));
    },
  });

  registerEndpoint(app, reviewEndpoints.mine, async ({ req, query }) => ({ data: await reviews.listMyReviews(ctx, currentUser(req).id, query.pageNo, query.size) }));

  // Public and the same for everyone: kept in memory like the service page it sits on, so the
  // cached envelope is sent as it is (by hand). A slug that does not parse stays a 400, as before.
  app.route({
    method: forService.method,
    url: forService.path,
    config: { access: forService.access },
    handler: async (req, reply) => sendCached(req, reply, await reviews.cachedServiceReviews(ctx, parse(forService.params, req.params).slug)),
  });

  registerEndpoint(app, reviewEndpoints.received, async ({ req, query }) => ({ data: await reviews.providerReviews(ctx, currentUser(req).id, query.pageNo, query.size) }));

  registerEndpoint(app, reviewEndpoints.reply, async ({ req, params, body }) => ({
    data: await reviews.replyToReview(ctx, currentUser(req).id, params.id, body.reply),
    message: 'Your reply is published',
  }));

  // Reports cost an admin's time: a person may send a few an hour, not a flood, whichever network
  // they use (counted after sign-in is checked, so the user is known).
  registerEndpoint(
    app,
    reviewEndpoints.report,
    async ({ req, params, body }) => {
      await reviews.reportReview(ctx, currentUser(req).id, params.id, body);
      return { message: 'Thank you. Our team will look at this review.' };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 hour', hook: 'preHandler', keyGenerator: (req) => `review-report:${currentUser(req).id}` } } },
  );

  registerEndpoint(app, reviewEndpoints.forProfessional, async ({ params, query }) => ({
    data: await reviews.professionalReviews(ctx, params.providerId, query.pageNo, query.size),
  }));
}
