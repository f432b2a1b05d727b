// The booking conversation over HTTP (issue 7); new messages also arrive as the BookingMessage socket event.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_MAX_ATTACHMENTS } from '@hearth/shared/account';
import { bookingMessageSchema, bookingMessagesQuerySchema } from '@hearth/shared/schemas/account';
import type { AppContext } from '../../context';
import { AppError, idParam, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { checkDocument, type CheckedDocument } from '../providers/documents';
import * as messages from './service';

const NOT_FOUND = 'Booking not found';
const bookingId = (params: unknown) => idParam(params, NOT_FOUND);
const MAX_MB = MESSAGE_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** JSON `{ text }`, or multipart with a `text` field and up to MESSAGE_MAX_ATTACHMENTS `files`, each checked by content. */
async function readMessage(req: FastifyRequest) {
  if (!req.isMultipart()) return { text: parse(bookingMessageSchema, req.body).text, files: [] };
  const fields: Record<string, string> = {};
  const files: CheckedDocument<'files'>[] = [];
  const parts = req.parts({ limits: { fileSize: MESSAGE_ATTACHMENT_MAX_BYTES, files: MESSAGE_MAX_ATTACHMENTS, fields: 5 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'files') throw new AppError(400, `Unexpected file field "${part.fieldname}"`);
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw new AppError(400, `${part.filename || 'A file'} is empty`, { files: `${part.filename || 'A file'} is empty` });
      files.push(await checkDocument('files', part.filename, bytes));
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, `Each file must be at most ${MAX_MB} MB`, { files: `Each file must be at most ${MAX_MB} MB` });
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, `Attach at most ${MESSAGE_MAX_ATTACHMENTS} files`, { files: `Attach at most ${MESSAGE_MAX_ATTACHMENTS} files` });
    throw err;
  }
  return { text: parse(bookingMessageSchema, fields).text, files };
}

export function messageRoutes(app: FastifyInstance, ctx: AppContext) {
  const parties = { config: { access: 'user' as const } };

  app.get('/api/booking/:id/messages', parties, async (req) => {
    const page = parse(bookingMessagesQuerySchema, req.query);
    return ok(await messages.getThread(ctx, currentUser(req), bookingId(req.params), page));
  });

  app.post('/api/booking/:id/messages', { config: { access: ['customer', 'serviceprovider', 'admin'], ...limit(30, '1 minute') } }, async (req, reply) => {
    const id = bookingId(req.params);
    const { text, files } = await readMessage(req);
    return reply.code(201).send(ok(await messages.sendMessage(ctx, currentUser(req), id, text, files)));
  });

  app.post('/api/booking/:id/messages/read', parties, async (req) => ok(await messages.markThreadRead(ctx, currentUser(req), bookingId(req.params))));

  app.get('/api/booking/:id/messages/attachments/:attachmentId', parties, async (req, reply) => {
    const id = bookingId(req.params);
    const attachmentId = idParam(req.params, 'File not found', 'attachmentId');
    const { file, body } = await messages.readAttachment(ctx, currentUser(req), id, attachmentId);
    const safeName = file.fileName.replace(/"/g, '');
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
}
