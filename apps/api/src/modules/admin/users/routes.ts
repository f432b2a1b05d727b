// Admin console — Customers and users: search, view, deactivate and reactivate, resend verification.
// Every route comes from the section's contract (@hearth/shared/admin/users/contract).
import type { FastifyInstance } from 'fastify';
import { adminUserEndpoints } from '@hearth/shared/admin/users/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { registerEndpoint } from '../../../plugins/contract';
import * as adminUsers from './service';

export function adminUserRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, adminUserEndpoints.list, async ({ query }) => ({ data: await adminUsers.listUsers(ctx, query) }));
  registerEndpoint(app, adminUserEndpoints.detail, async ({ params }) => ({ data: await adminUsers.userDetail(ctx, params.id) }));

  registerEndpoint(app, adminUserEndpoints.deactivate, async ({ req, params }) => ({
    data: await adminUsers.deactivateUser(ctx, currentUser(req).id, params.id),
    message: 'Account deactivated; every session was signed out',
  }));
  registerEndpoint(app, adminUserEndpoints.reactivate, async ({ req, params }) => ({
    data: await adminUsers.reactivateUser(ctx, currentUser(req).id, params.id),
    message: 'Account reactivated',
  }));
  registerEndpoint(app, adminUserEndpoints.resendVerification, async ({ req, params }) => {
    const sent = await adminUsers.resendVerification(ctx, currentUser(req).id, params.id);
    return { data: sent, message: `Verification email sent to ${sent.email}` };
  });
}
