// POST /api/chat/webhook: the n8n chat trigger's protocol, so the widget works against our own
// assistant out of the box, and against an n8n workflow by changing only its webhook URL; and the
// official n8n chat client, embedded on another site, works against our assistant.
//   { action: 'loadPreviousSession', sessionId } → { data: [LangChain messages] }
//   { action: 'sendMessage', sessionId, chatInput, metadata? } (JSON, or multipart with `files`) → { output }
// A client that asks for a stream gets the reply in n8n's chunks, one JSON object per line:
// {"type":"begin","metadata":{…}} {"type":"item","content":…,"metadata":{…}} … {"type":"end","metadata":{…}}.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, parse } from '../../plugins/errors';
import { limit } from '../../plugins/rate-limit';
import { checkDocument, type CheckedDocument } from '../providers';
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

/**
 * How the client wants the reply: n8n's official chat client asks for its stream with
 * `Accept: text/plain` (n8n itself streams whenever the workflow is set to, and answers
 * `application/json`); Hearth's earlier clients ask for `application/x-ndjson` or `?stream=true`.
 */
function streamFormat(req: FastifyRequest): 'n8n' | 'ndjson' | null {
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('application/x-ndjson') || (req.query as { stream?: string } | undefined)?.stream === 'true') return 'ndjson';
  if (/(^|,)\s*text\/plain/.test(accept)) return 'n8n';
  return null;
}

/** Who speaks in the stream: n8n names the workflow node a chunk comes from, and clients group chunks by it. */
const ASSISTANT_NODE = { nodeId: 'hearth-assistant', nodeName: 'Hearth assistant', itemIndex: 0, runIndex: 0 };

function streamReply(reply: FastifyReply, output: string, format: 'n8n' | 'ndjson') {
  // The whole reply is decided (and stored) before the first byte, so a refusal still gets its own
  // HTTP status; streamed by paragraph, it renders as it arrives like a workflow's.
  const paragraphs = output.split(/(?<=\n\n)/);
  const chunk = (type: 'begin' | 'item' | 'end', content?: string) => `${JSON.stringify({ type, ...(content === undefined ? {} : { content }), metadata: { ...ASSISTANT_NODE, timestamp: Date.now() } })}\n`;
  const lines = [chunk('begin'), ...paragraphs.map((p) => chunk('item', p)), chunk('end')];
  return reply
    .type(format === 'n8n' ? 'application/json; charset=utf-8' : 'application/x-ndjson')
    .header('cache-control', 'no-cache')
    .send(Readable.from(lines));
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
    const format = streamFormat(req);
    return format ? streamReply(reply, output, format) : { output };
  };
  // Its own CORS policy, as n8n's Chat Trigger has: any page listed in CHAT_ALLOWED_ORIGINS (or every
  // page, with `*`) may embed the assistant. No cookie or token is ever read here, so credentials are
  // never allowed, and the headers a client asks to send are allowed as they are.
  const cors = {
    origin: ctx.config.chatAllowedOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: null,
    credentials: false,
    // Any OPTIONS here gets the policy; a request without Origin is simply not a preflight to refuse.
    strictPreflight: false,
  };
  // Public like the widget; each address may call it RATE_LIMIT_CHAT_PER_MINUTE times a minute, each session send 20 messages.
  const options = { config: { access: 'public' as const, cors, ...limit(ctx.config.rateLimits.chatPerMinute, '1 minute') } };
  app.post('/api/chat/webhook', options, handler);
  app.get('/api/chat/webhook', options, handler);
  // The preflight is answered by the CORS hook with this route's policy (the site-wide OPTIONS route has the site's).
  app.options('/api/chat/webhook', { config: { access: 'public' as const, cors } }, async (_req, reply) => reply.code(204).send());
}
