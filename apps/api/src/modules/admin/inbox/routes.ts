// Admin console (issue 9) — Inquiries, chat leads (with transcripts), support tickets and booking issues: status and notes.
//   GET  /api/admin/inbox?kind&status&source&needsCallback&q&pageNo&size → InboxPage
//   GET  /api/admin/inbox/:kind/:id                                      → InboxItemDetail
//   POST /api/admin/inbox/:kind/:id/status { status }                    → { _id, kind, status, nextStatuses }
//   POST /api/admin/inbox/:kind/:id/notes { body }                       → InboxNote
//   POST /api/admin/inbox/:kind/:id/reply { subject, message }           → { _id, kind, status, to }
//   GET  /api/admin/inbox/ticket/:id/screenshot                          → the image (attachment)
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INBOX_KINDS } from '@hearth/shared/admin/inbox';
import { inboxListQuerySchema, inboxNoteSchema, inboxReplySchema, inboxStatusSchema } from '@hearth/shared/schemas/admin-inbox';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../plugins/auth';
import { AppError, idParam, ok, parse } from '../../../plugins/errors';
import * as inbox from './service';
import { requestLocale } from '../../../plugins/locale';

/** `:kind/:id`; an unknown kind or a malformed id names nothing, so both are 404s. */
function itemParams(params: unknown) {
  const kind = z.enum(INBOX_KINDS).safeParse((params as { kind?: unknown }).kind);
  if (!kind.success) throw new AppError(404, 'Inbox item not found');
  return { kind: kind.data, id: idParam(params, inbox.NOT_FOUND[kind.data]) };
}

export function adminInboxRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = { config: { access: ['admin' as const] } };

  app.get('/api/admin/inbox', admin, async (req) => ok(await inbox.listInbox(ctx, parse(inboxListQuerySchema, req.query), requestLocale(req))));

  app.get('/api/admin/inbox/:kind/:id', admin, async (req) => {
    const { kind, id } = itemParams(req.params);
    return ok(await inbox.inboxItemDetail(ctx, kind, id, requestLocale(req)));
  });

  app.post('/api/admin/inbox/:kind/:id/status', admin, async (req) => {
    const { kind, id } = itemParams(req.params);
    const { status } = parse(inboxStatusSchema, req.body);
    return ok(await inbox.setInboxStatus(ctx, currentUser(req).id, kind, id, status), 'Status updated');
  });

  app.post('/api/admin/inbox/:kind/:id/notes', admin, async (req, reply) => {
    const { kind, id } = itemParams(req.params);
    const { body } = parse(inboxNoteSchema, req.body);
    return reply.status(201).send(ok(await inbox.addInboxNote(ctx, currentUser(req).id, kind, id, body), 'Note added'));
  });

  app.post('/api/admin/inbox/:kind/:id/reply', admin, async (req) => {
    const { kind, id } = itemParams(req.params);
    const input = parse(inboxReplySchema, req.body);
    const sent = await inbox.replyByEmail(ctx, currentUser(req).id, kind, id, input);
    return ok(sent, `Reply sent to ${sent.to}`);
  });

  app.get('/api/admin/inbox/ticket/:id/screenshot', admin, async (req, reply) => {
    const file = await inbox.ticketScreenshot(ctx, currentUser(req).id, idParam(req.params, 'Support ticket not found'));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', 'attachment; filename="screenshot.webp"')
      .header('Cache-Control', 'private, no-store')
      .send(file.body);
  });
}
