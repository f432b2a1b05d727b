// n8n's chat-trigger protocol: the loadPreviousSession and sendMessage requests and reading their replies.
import type { ResolvedChatOptions } from './options';
import type { ChatMessage } from './types';

type WebhookSettings = Pick<
  ResolvedChatOptions,
  'webhookUrl' | 'method' | 'headers' | 'chatInputKey' | 'chatSessionKey' | 'metadata'
>;

export interface StreamChunk {
  type: 'begin' | 'item' | 'end' | 'error';
  content?: string;
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
  files: File[] = [],
): Promise<Response> {
  const body = settings.metadata ? { ...fields, metadata: settings.metadata } : fields;
  let url = settings.webhookUrl;
  let init: RequestInit;
  if (files.length > 0) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, fieldText(value));
    for (const file of files) form.append('files', file);
    init = { method: 'POST', headers: settings.headers, body: form };
  } else if (settings.method === 'GET') {
    const query = new URL(url, window.location.href);
    for (const [key, value] of Object.entries(body)) query.searchParams.set(key, fieldText(value));
    url = query.toString();
    init = { method: 'GET', headers: settings.headers };
  } else {
    init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...settings.headers },
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
    files,
  );
}

/** The reply text of a whole (not streamed) answer: `output`, else `text`, else `message`. */
export function replyText(body: string, contentType: string | null): string {
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

export async function readReply(response: Response): Promise<string> {
  return replyText(await response.text(), response.headers.get('content-type'));
}

function parseChunk(line: string): StreamChunk | null {
  if (!line.trimStart().startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    // A line of a pretty-printed whole reply, not a chunk: the caller falls back to reading the whole body.
    return null;
  }
  if (!isRecord(value) || typeof value.type !== 'string' || !chunkTypes.has(value.type)) return null;
  return {
    type: value.type as StreamChunk['type'],
    content: typeof value.content === 'string' ? value.content : undefined,
  };
}

/**
 * Reads newline-delimited JSON chunks as they arrive. A webhook that does not stream
 * answers with one whole reply, which is passed on as a single `item`.
 */
export async function readReplyStream(response: Response, onChunk: (chunk: StreamChunk) => void): Promise<void> {
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let whole = '';
  let pending = '';
  let streamed = false;
  const takeLine = (line: string) => {
    const chunk = parseChunk(line);
    if (!chunk) return;
    streamed = true;
    onChunk(chunk);
  };
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    whole += read.value;
    const lines = (pending + read.value).split('\n');
    pending = lines.pop() ?? '';
    lines.forEach(takeLine);
  }
  takeLine(pending);
  if (!streamed) onChunk({ type: 'item', content: replyText(whole, response.headers.get('content-type')) });
}
