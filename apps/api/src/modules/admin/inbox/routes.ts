// Admin console — Inquiries, chat leads (with transcripts), support tickets and booking issues: status and notes.
// Every route comes from the section's contract (@hearth/shared/admin/inbox/contract); the ticket
// screenshot answers with the image itself, so it is written by hand from the contract's path and params.
import type { FastifyInstance } from 'fastify';
import { adminInboxEndpoints } from '@hearth/shared/admin/inbox/contract';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { parsePathParams, registerEndpoint } from '../../../plugins/contract';
import * as inbox from './service';
import { requestLocale } from '../../../plugins/locale';

export function adminInboxRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, adminInboxEndpoints.list, async ({ req, query }) => ({ data: await inbox.listInbox(ctx, query, requestLocale(req)) }));

  registerEndpoint(app, adminInboxEndpoints.item, async ({ req, params }) => ({ data: await inbox.inboxItemDetail(ctx, params.kind, params.id, requestLocale(req)) }));

  registerEndpoint(app, adminInboxEndpoints.setStatus, async ({ req, params, body }) => ({
    data: await inbox.setInboxStatus(ctx, currentUser(req).id, params.kind, params.id, body.status),
    message: 'Status updated',
  }));

  registerEndpoint(app, adminInboxEndpoints.addNote, async ({ req, reply, params, body }) => {
    const note = await inbox.addInboxNote(ctx, currentUser(req).id, params.kind, params.id, body.body);
    reply.status(201);
    return { data: note, message: 'Note added' };
  });

  registerEndpoint(app, adminInboxEndpoints.reply, async ({ req, params, body }) => {
    const sent = await inbox.replyByEmail(ctx, currentUser(req).id, params.kind, params.id, body);
    return { data: sent, message: `Reply sent to ${sent.to}` };
  });

  const screenshot = adminInboxEndpoints.screenshot;
  app.get(screenshot.path, { config: { access: [...screenshot.access] } }, async (req, reply) => {
    const params = parsePathParams(screenshot.params, req.params);
    const file = await inbox.ticketScreenshot(ctx, currentUser(req).id, params.id);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', 'attachment; filename="screenshot.webp"')
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
