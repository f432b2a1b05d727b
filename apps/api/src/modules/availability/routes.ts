// A provider's availability over HTTP, and the public calendar feed their calendar app reads.
import type { FastifyInstance } from 'fastify';
import { availabilityEndpoints as e } from '@hearth/shared/availability/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { parsePathParams, registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { addTimeOff, getAvailability, removeTimeOff, saveAvailability } from './service';
import { calendarFeedText, createCalendarFeed, revokeCalendarFeed } from './calendar-feed';

/**
 * Calendar apps poll a feed every few minutes to hours; this leaves them room while keeping anyone
 * from guessing secrets quickly.
 */
const FEED_REQUESTS_PER_MINUTE = 30;

export function availabilityRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, e.get, async ({ req }) => ({ data: await getAvailability(ctx, currentUser(req).id) }));
  registerEndpoint(app, e.save, async ({ req, body }) => ({ data: await saveAvailability(ctx, currentUser(req).id, body), message: 'Working hours saved' }));
  registerEndpoint(app, e.addTimeOff, async ({ req, body }) => ({ data: await addTimeOff(ctx, currentUser(req).id, body), message: 'Time off added' }));
  registerEndpoint(app, e.removeTimeOff, async ({ req, params }) => {
    await removeTimeOff(ctx, currentUser(req).id, params.id);
    return { data: { removed: true as const }, message: 'Time off removed' };
  });
  registerEndpoint(app, e.createCalendarFeed, async ({ req }) => ({ data: await createCalendarFeed(ctx, currentUser(req).id) }));
  registerEndpoint(app, e.revokeCalendarFeed, async ({ req }) => {
    await revokeCalendarFeed(ctx, currentUser(req).id);
    return { data: { active: false as const }, message: 'Calendar link turned off' };
  });

  // The feed is the file itself, not an envelope: written by hand from its contract.
  const feed = e.calendarFeed;
  app.route({
    method: feed.method,
    url: feed.path,
    config: { access: feed.access, ...limit(FEED_REQUESTS_PER_MINUTE, '1 minute') },
    handler: async (req, reply) => {
      const { token } = parsePathParams(feed.params, req.params);
      const text = await calendarFeedText(ctx, token);
      // Private: the URL is the provider's secret, so shared caches must not keep it.
      return reply.header('Content-Type', 'text/calendar; charset=utf-8').header('Cache-Control', 'private, max-age=300').send(text);
    },
  });
}
