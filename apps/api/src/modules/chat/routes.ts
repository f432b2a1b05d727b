// POST /api/chat/webhook: the n8n chat trigger's protocol, so the widget works against our own
// assistant out of the box, and against an n8n workflow by changing only its webhook URL.
//   { action: 'loadPreviousSession', sessionId } → { data: [LangChain messages] }
//   { action: 'sendMessage', sessionId, chatInput, metadata? } (JSON, or multipart with `files`) → { output }
// A client that asks for application/x-ndjson (or ?stream=true) gets the reply as n8n streams it:
// {"type":"begin"} {"type":"item","content":…} … {"type":"end"}, one per line.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, parse } from '../../plugins/errors';
import { limit } from '../../plugins/rate-limit';
import { checkDocument, type CheckedDocument } from '../providers/documents';
import { localeFromTag, type Locale } from '@hearth/shared/locale';
import { acceptedLocale } from '../../plugins/locale';
import { previousSession, sendChatMessage } from './assistant';

const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024;
const CHAT_MAX_FILES = 3;

const sessionId = z.string({ error: 'sessionId is required' }).regex(/^[\w-]{8,128}$/, 'sessionId must be 8–128 letters, digits, - or _');
const bodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('loadPreviousSession'), sessionId }),
  z.object({
    action: z.literal('sendMessage'),
    sessionId,
    chatInput: z.string({ error: 'chatInput is required' }).trim().min(1, 'chatInput is required').max(2000, 'chatInput must be at most 2000 characters'),
    // n8n's chat client sends its `metadata` option with every message: Hearth's site puts the page's language there.
    metadata: z.unknown().optional(),
  }),
], { error: 'action must be sendMessage or loadPreviousSession' });

/**
 * JSON (or the query of a GET), or multipart with the fields and up to three checked `files`, held in
 * memory: nothing is stored until the whole message has been accepted.
 */
async function readBody(req: FastifyRequest): Promise<{ fields: unknown; files: CheckedDocument<'files'>[] }> {
  if (req.method === 'GET') return { fields: req.query, files: [] };
  if (!req.isMultipart()) return { fields: req.body, files: [] };
  const fields: Record<string, string> = {};
  const files = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: CHAT_FILE_MAX_BYTES, files: CHAT_MAX_FILES, fields: 10 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'files') files.push(await checkDocument('files', part.filename, await part.toBuffer()));
      else throw new AppError(400, `Unexpected file field "${part.fieldname}"`);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'Each file must be at most 5 MB');
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, `Attach at most ${CHAT_MAX_FILES} files`);
    throw err;
  }
  return { fields, files };
}

function wantsStream(req: FastifyRequest): boolean {
  return (req.query as { stream?: string } | undefined)?.stream === 'true' || String(req.headers.accept ?? '').includes('application/x-ndjson');
}

function streamReply(reply: FastifyReply, output: string) {
  // The reply exists already; streamed by paragraph it still renders as it arrives.
  const chunks = output.split(/(?<=\n\n)/);
  const lines = [{ type: 'begin', metadata: {} }, ...chunks.map((content) => ({ type: 'item', content, metadata: {} })), { type: 'end', metadata: {} }];
  return reply.type('application/x-ndjson').send(lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
}

/** The language of the page the visitor chats from: the widget's metadata.locale, else Accept-Language. */
function pageLocale(req: FastifyRequest, metadata: unknown): Locale | null {
  let fields = metadata;
  if (typeof fields === 'string') {
    try {
      fields = JSON.parse(fields);
    } catch {
      fields = null;
    }
  }
  const tag = fields && typeof fields === 'object' ? (fields as { locale?: unknown }).locale : undefined;
  return localeFromTag(typeof tag === 'string' ? tag : null) ?? acceptedLocale(req.headers['accept-language']);
}

export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const { fields, files } = await readBody(req);
    const body = parse(bodySchema, fields);
    if (body.action === 'loadPreviousSession') return { data: await previousSession(ctx, body.sessionId) };
    const output = await sendChatMessage(ctx, body.sessionId, body.chatInput, files, req.ip, pageLocale(req, body.metadata));
    return wantsStream(req) ? streamReply(reply, output) : { output };
  };
  // Public like the widget; each address may call it RATE_LIMIT_CHAT_PER_MINUTE times a minute, each session send 20 messages.
  const options = { config: { access: 'public' as const, ...limit(ctx.config.rateLimits.chatPerMinute, '1 minute') } };
  app.post('/api/chat/webhook', options, handler);
  app.get('/api/chat/webhook', options, handler);
}
