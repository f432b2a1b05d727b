// Local development tools; never registered in production mode.
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevOutboxMessage } from '@hearth/shared/api-types';
import type { AppContext } from '../../context';
import { devMailbox } from '../../db/schema';
import { REALTIME_EVENTS } from '@hearth/shared/realtime-events';
import { ok, parse } from '../../plugins/errors';
import { inTransaction } from '../../outbox/outbox';
import { notify } from '../notifications/service';

const testNotification = z.object({
  userIds: z.array(z.uuid()).min(1).max(1000),
  event: z.enum(REALTIME_EVENTS),
  message: z.string().trim().min(1, 'Message is required').max(500),
  data: z.record(z.string(), z.unknown()).optional().default({}),
});

export function devRoutes(app: FastifyInstance, ctx: AppContext) {
  // A plain array (not the envelope): what the local mail and SMS adapters delivered, newest first.
  app.get('/api/dev/outbox', { config: { access: 'public' } }, async (): Promise<DevOutboxMessage[]> => {
    const rows = await ctx.db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(200);
    return rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() }));
  });

  // Raise a realtime event by hand (admins only): for trying the bell and toasts before bookings
  // exist, and for the realtime benchmark.
  app.post('/api/dev/notify', { config: { access: ['admin'] } }, async (req) => {
    const { userIds, event, message, data } = parse(testNotification, req.body);
    await inTransaction(ctx, (tx) => notify(ctx, tx, userIds, event, message, data));
    return ok(undefined, 'Notification sent');
  });
}
