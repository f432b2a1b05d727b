// Spec §7 Notifications: the signed-in user's own notifications, newest first, 5 a page by default.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FIRST_PAGE, NOTIFICATION_PAGE_SIZE } from '@hearth/shared/constants';
import type { AppContext } from '../../context';
import { ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import * as notifications from './service';

const pageQuery = z.object({
  pageNo: z.coerce.number({ error: 'pageNo must be a number' }).int('pageNo must be a whole number').min(1, 'pageNo starts at 1').default(FIRST_PAGE),
  size: z.coerce.number({ error: 'size must be a number' }).int('size must be a whole number').min(1, 'size must be between 1 and 50').max(50, 'size must be between 1 and 50').default(NOTIFICATION_PAGE_SIZE),
});
const idParam = z.object({ id: z.uuid('Notification not found') });

export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/notification/list', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => {
    const { pageNo, size } = parse(pageQuery, req.query);
    return ok(await notifications.listNotifications(ctx, currentUser(req).id, pageNo, size));
  });

  app.get('/api/notification/unread-count', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => ok(await notifications.unreadCount(ctx, currentUser(req).id)));

  app.patch('/api/notification/read-all', { config: { access: 'user', beforePhoneVerified: true } }, async (req) => {
    const n = await notifications.markAllRead(ctx, currentUser(req).id);
    return ok({ updated: n }, 'All notifications marked as read');
  });

  app.patch('/api/notification/:id/read', { config: { access: 'user', beforePhoneVerified: true } }, async (req) =>
    ok(await notifications.markRead(ctx, currentUser(req).id, parse(idParam, req.params).id)),
  );
}
