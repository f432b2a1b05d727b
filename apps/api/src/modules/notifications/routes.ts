// The signed-in user's own notifications, newest first, 5 a page by default.
import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '@hearth/shared/notifications/contract';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import * as notifications from './service';

// A provider sees their notifications while the phone is still unverified: the bell tells them to verify it.
const beforePhone = { config: { beforePhoneVerified: true } };

export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    notificationEndpoints.list,
    async ({ req, query }) => ({ data: await notifications.listNotifications(ctx, currentUser(req).id, query.pageNo, query.size) }),
    beforePhone,
  );

  registerEndpoint(app, notificationEndpoints.unreadCount, async ({ req }) => ({ data: await notifications.unreadCount(ctx, currentUser(req).id) }), beforePhone);

  registerEndpoint(
    app,
    notificationEndpoints.markAllRead,
    async ({ req }) => ({ data: { updated: await notifications.markAllRead(ctx, currentUser(req).id) }, message: 'All notifications marked as read' }),
    beforePhone,
  );

  registerEndpoint(
    app,
    notificationEndpoints.markRead,
    async ({ req, params }) => ({ data: await notifications.markRead(ctx, currentUser(req).id, params.id) }),
    beforePhone,
  );
}
