// n8n's chat-trigger protocol: the loadPreviousSession and sendMessage requests and reading their replies.
import type { ResolvedChatOptions } from './options';
import type { ChatMessage } from './types';

type WebhookSettings = Pick<
  ResolvedChatOptions,
  'webhookUrl' | 'method' | 'headers' | 'chatInputKey' | 'chatSessionKey' | 'metadata' | 'enableStreaming'
>;

/** Where a streamed chunk comes from, as n8n (1.105 and later) labels every chunk it writes. */
export interface StreamChunkMetadata {
  /** The workflow node that speaks. */
  nodeId: string;
  nodeName?: string;
  /** Which run of that node: a node that runs twice speaks twice. */
  runIndex?: number;
  itemIndex?: number;
  /** When n8n wrote the chunk, in milliseconds since the epoch. */
  timestamp?: number;
}

/** One line of a streamed reply. */
export interface StreamChunk {
  type: 'begin' | 'item' | 'end' | 'error';
  /** The text of an `item`, or the failure an `error` reports. */
  content?: string;
  /** Absent when the webhook does not say which node speaks. */
  metadata?: StreamChunkMetadata;
}

interface StoredMessage {
  id?: string[];
  kwargs?: { content?: unknown };
}

const chunkTypes: ReadonlySet<string> = new Set(['begin', 'item', 'end', 'error']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function callWebhook(
  settings: WebhookSettings,
  fields: Record<string, unknown>,
  { files = [], headers = {} }: { files?: File[]; headers?: Record<string, string> } = {},
): Promise<Response> {
  const body = settings.metadata ? { ...fields, metadata: settings.metadata } : fields;
  const requestHeaders = { ...headers, ...settings.headers };
  let url = settings.webhookUrl;
  let init: RequestInit;
  if (files.length > 0) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, fieldText(value));
    for (const file of files) form.append('files', file);
    init = { method: 'POST', headers: requestHeaders, body: form };
  } else if (settings.method === 'GET') {
    const query = new URL(url, window.location.href);
    for (const [key, value] of Object.entries(body)) query.searchParams.set(key, fieldText(value));
    url = query.toString();
    init = { method: 'GET', headers: requestHeaders };
  } else {
    init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...requestHeaders },
      body: JSON.stringify(body),
    };
  }
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`Chat webhook answered ${response.status} ${response.statusText}`);
  return response;
}

export async function loadPreviousSession(settings: WebhookSettings, sessionId: string): Promise<ChatMessage[]> {
  const response = await callWebhook(settings, {
    action: 'loadPreviousSession',
    [settings.chatSessionKey]: sessionId,
  });
  const reply: unknown = await response.json();
  const stored: StoredMessage[] = isRecord(reply) && Array.isArray(reply.data) ? reply.data : [];
  // Stored LangChain messages carry no timestamp; the time they were loaded stands in.
  const loadedAt = new Date().toISOString();
  return stored.map((message, index) => ({
    id: `previous-${index}`,
    text: typeof message.kwargs?.content === 'string' ? message.kwargs.content : '',
    sender: message.id?.includes('HumanMessage') ? 'user' : 'bot',
    createdAt: loadedAt,
  }));
}

export function sendMessage(
  settings: WebhookSettings,
  sessionId: string,
  text: string,
  files: File[],
): Promise<Response> {
  return callWebhook(
    settings,
    { action: 'sendMessage', [settings.chatSessionKey]: sessionId, [settings.chatInputKey]: text },
    // n8n streams whenever its workflow is set to, whatever is asked; other webhooks (Hearth's own API)
    // stream only when asked, the way n8n's official client asks.
    { files, headers: settings.enableStreaming ? { Accept: 'text/plain' } : {} },
  );
}

/** The reply text of a whole (not streamed) answer: `output`, else `text`, else `message`. */
function replyText(body: string, contentType: string | null): string {
  // n8n's "respond with text" answers in plain text.
  if (!contentType?.includes('json')) return body;
  if (body.trim() === '') return '';
  const data: unknown = JSON.parse(body);
  // "Respond with all incoming items" wraps the reply in an array.
  const reply = Array.isArray(data) ? data[0] : data;
  if (typeof reply === 'string') return reply;
  if (!isRecord(reply)) return '';
  for (const key of ['output', 'text', 'message']) {
    const value = reply[key];
    if (typeof value === 'string') return value;
  }
  return '';
}

function chunkMetadata(value: unknown): StreamChunkMetadata | undefined {
  if (!isRecord(value) || typeof value.nodeId !== 'string') return undefined;
  const metadata: StreamChunkMetadata = { nodeId: value.nodeId };
  if (typeof value.nodeName === 'string') metadata.nodeName = value.nodeName;
  if (typeof value.runIndex === 'number') metadata.runIndex = value.runIndex;
  if (typeof value.itemIndex === 'number') metadata.itemIndex = value.itemIndex;
  if (typeof value.timestamp === 'number') metadata.timestamp = value.timestamp;
  return metadata;
}

type ReadLine = { kind: 'chunk'; chunk: StreamChunk } | { kind: 'json' } | { kind: 'text' };

function readLine(line: string): ReadLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    // Not JSON: n8n's official client shows such a line as text, and so does the widget.
    return { kind: 'text' };
  }
  if (!isRecord(value) || typeof value.type !== 'string' || !chunkTypes.has(value.type)) return { kind: 'json' };
  const metadata = chunkMetadata(value.metadata);
  return {
    kind: 'chunk',
    chunk: {
      type: value.type as StreamChunk['type'],
      ...(typeof value.content === 'string' ? { content: value.content } : {}),
      ...(metadata ? { metadata } : {}),
    },
  };
}

/**
 * Reads a reply as newline-delimited JSON chunks as they arrive, the way n8n streams. A line that
 * is not JSON is `item` text, once the body has shown itself to be a stream by carrying a chunk.
 * A body with no chunk is one whole reply, passed on as a single `item`; if that whole is not the
 * JSON it claims to be, its lines of text are passed on as items instead.
 */
export async function readReplyStream(response: Response, onChunk: (chunk: StreamChunk) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let whole = '';
  let pending = '';
  let streamed = false;
  // Text lines wait until a chunk shows the body is a stream: until then they may be a pretty-printed whole reply.
  const heldText: string[] = [];
  const passOnText = (text: string) => onChunk({ type: 'item', content: text });
  const takeLine = (line: string) => {
    if (line.trim() === '') return;
    const read = readLine(line);
    if (read.kind === 'text') {
      if (streamed) passOnText(line);
      else heldText.push(line);
    } else if (read.kind === 'chunk') {
      if (!streamed) heldText.splice(0).forEach(passOnText);
      streamed = true;
      onChunk(read.chunk);
    }
  };
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    whole += read.value;
    const lines = (pending + read.value).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(takeLine);
  }
  takeLine(pending);
  if (streamed) return;
  let text: string;
  try {
    text = replyText(whole, response.headers.get('content-type'));
  } catch (error) {
    if (heldText.length === 0) throw error;
    heldText.forEach(passOnText);
    return;
  }
  passOnText(text);
}

/**
 * Reads a whole reply into the chunks it stands for: one `item` with its text, or, when a streaming
 * workflow answered anyway (n8n streams whatever the client asked for), the chunks it streamed.
 */
export async function readReply(response: Response): Promise<StreamChunk[]> {
  const chunks: StreamChunk[] = [];
  await readReplyStream(response, (chunk) => chunks.push(chunk));
  return chunks;
}
