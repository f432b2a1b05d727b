// The booking conversation over HTTP; new messages also arrive as the BookingMessage socket event.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_MAX_ATTACHMENTS } from '@hearth/shared/account';
import { bookingMessageSchema, messageEndpoints } from '@hearth/shared/messages/contract';
import type { AppContext } from '../../context';
import { AppError, idParam, ok, parse } from '../../plugins/errors';
import { currentUser } from '../../plugins/auth';
import { registerEndpoint } from '../../plugins/contract';
import { limit } from '../../plugins/rate-limit';
import { checkDocument, type CheckedDocument } from '../providers';
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
  registerEndpoint(app, messageEndpoints.thread, async ({ req, params, query }) => ({ data: await messages.getThread(ctx, currentUser(req), params.id, query) }));

  // By hand: the body may be multipart, which the contract's JSON body cannot describe.
  const send = messageEndpoints.send;
  app.post(send.path, { config: { access: [...send.access], ...limit(30, '1 minute') } }, async (req, reply) => {
    const id = bookingId(req.params);
    const { text, files } = await readMessage(req);
    return reply.code(201).send(ok(await messages.sendMessage(ctx, currentUser(req), id, text, files)));
  });

  registerEndpoint(app, messageEndpoints.markRead, async ({ req, params }) => ({ data: await messages.markThreadRead(ctx, currentUser(req), params.id) }));

  // By hand: the answer is the file itself, not an envelope.
  const attachment = messageEndpoints.attachment;
  app.get(attachment.path, { config: { access: attachment.access } }, async (req, reply) => {
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
