// Local development tools; never registered in production mode.
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DevOutboxMessage } from '@hearth/shared/api-types';
import type { AppContext } from '../../context';
import { devMailbox } from '../../db/schema';

export function devRoutes(app: FastifyInstance, ctx: AppContext) {
  // A plain array (not the envelope): what the local mail and SMS adapters delivered, newest first.
  app.get('/api/dev/outbox', { config: { access: 'public' } }, async (): Promise<DevOutboxMessage[]> => {
    const rows = await ctx.db.select().from(devMailbox).orderBy(desc(devMailbox.id)).limit(200);
    return rows.map((r) => ({ channel: r.channel, to: r.to, subject: r.subject, body: r.body, createdAt: r.createdAt.toISOString() }));
  });
}
