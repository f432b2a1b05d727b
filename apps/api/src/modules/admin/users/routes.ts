// Admin console (issue 9) — Customers and users: search, view, deactivate and reactivate, resend verification.
//   GET  /api/admin/users?q&role&status&sort&pageNo&size → AdminUserPage
//   GET  /api/admin/users/:id                           → AdminUserDetail
//   POST /api/admin/users/:id/deactivate                → { _id, deactivatedAt }
//   POST /api/admin/users/:id/reactivate                → { _id, deactivatedAt: null }
//   POST /api/admin/users/:id/resend-verification       → { _id, email }
import type { FastifyInstance } from 'fastify';
import { adminUserListQuerySchema } from '@hearth/shared/schemas/admin-users';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { idParam, ok, parse } from '../../../plugins/errors';
import * as adminUsers from './service';

export function adminUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { config: { access: ['admin' as const] } };
  const userId = (params: unknown) => idParam(params, 'User not found');

  app.get('/api/admin/users', admin, async (req) => ok(await adminUsers.listUsers(ctx, parse(adminUserListQuerySchema, req.query))));
  app.get('/api/admin/users/:id', admin, async (req) => ok(await adminUsers.userDetail(ctx, userId(req.params))));

  app.post('/api/admin/users/:id/deactivate', admin, async (req) =>
    ok(await adminUsers.deactivateUser(ctx, currentUser(req).id, userId(req.params)), 'Account deactivated; every session was signed out'),
  );
  app.post('/api/admin/users/:id/reactivate', admin, async (req) => ok(await adminUsers.reactivateUser(ctx, currentUser(req).id, userId(req.params)), 'Account reactivated'));
  app.post('/api/admin/users/:id/resend-verification', admin, async (req) => {
    const sent = await adminUsers.resendVerification(ctx, currentUser(req).id, userId(req.params));
    return ok(sent, `Verification email sent to ${sent.email}`);
  });
}
