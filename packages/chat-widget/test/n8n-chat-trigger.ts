// A stand-in for an n8n workflow behind a Chat Trigger node in "Embedded Chat" mode (node versions
// 1.2–1.4, n8n 1.105+ for streaming), answering over real HTTP the way n8n does, so the widget's tests
// and the Playwright journeys in /e2e can talk to "n8n" without running it. Plain Node, no dependencies
// and no test-runner imports, because both vitest and Playwright load this file.
//
// Its workflow is an agent with a window memory, and it is deterministic:
// - it replies `Echo: <chatInput>`, followed by `Received <n> file(s): <names>` when files came with it;
// - `two agents`: a "Triage Agent" answers `Triage: two agents` before the "AI Agent" answers as usual;
//   streamed, the two nodes' chunks interleave; with "When Last Node Finishes" only the AI Agent's
//   output comes back, as in n8n;
// - `fail`: the workflow fails (HTTP 500, or an `error` chunk after the first streamed item);
// - `plain line`: the stream also carries one line that is not JSON. n8n itself never writes one; a
//   proxy in front of it may, and n8n's official client shows such a line as text.
// Only the AI Agent is connected to the memory, so a session remembers one human and one AI message per
// successful turn.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatTriggerStubOptions {
  /** The Chat Trigger's "Response Mode": "When Last Node Finishes" or "Streaming". */
  responseMode: 'lastNode' | 'streaming';
  /** n8n's "Allowed Origins (CORS)" option: `*` or comma-separated origins. Default `*`. */
  allowedOrigins?: string;
  /** n8n's "Load Previous Session" option: "From Memory" or "Off". Default `memory`. */
  loadPreviousSession?: 'memory' | 'notSupported';
  /** Pause between streamed chunks, in milliseconds. Default 40. */
  chunkDelayMs?: number;
  /** Default 0: a free port. */
  port?: number;
  /** Default `127.0.0.1`. */
  host?: string;
}

export interface ChatTriggerRequest {
  method: string;
  accept: string | undefined;
  origin: string | undefined;
  contentType: string | undefined;
  /** The JSON body, or the multipart fields as the strings they were sent as (`metadata` too). Empty for a preflight. */
  body: Record<string, unknown>;
  files: { fileName: string; mimeType: string; fileSize: number }[];
}

export interface ChatTriggerStub {
  /** The webhook URL, `…/webhook/<webhookId>/chat`. */
  url: string;
  /** Every request received, preflights included, oldest first. */
  requests: ChatTriggerRequest[];
  /** The session's memory as n8n's loadPreviousSession serves it: LangChain messages. */
  memory(sessionId: string): unknown[];
  close(): Promise<void>;
}

interface AgentNode {
  nodeId: string;
  nodeName: string;
}

interface Speech {
  node: AgentNode;
  text: string;
}

const triageAgent: AgentNode = { nodeId: '0f6c7d52-3b8e-4a8f-9d61-1e2f3a4b5c6d', nodeName: 'Triage Agent' };
const aiAgent: AgentNode = { nodeId: '8d2b4f7e-5a1c-4e3d-b9f0-6c7d8e9fa0b1', nodeName: 'AI Agent' };

const jsonType = 'application/json; charset=utf-8';

function humanMessage(content: string) {
  return {
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', 'HumanMessage'],
    kwargs: { content, additional_kwargs: {}, response_metadata: {} },
  };
}

function aiMessage(content: string) {
  return {
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', 'AIMessage'],
    kwargs: { content, tool_calls: [], invalid_tool_calls: [], additional_kwargs: {}, response_metadata: {} },
  };
}

/** What the workflow's nodes say to a message: the last speech is the last node's output. */
function runWorkflow(chatInput: string, files: ChatTriggerRequest['files']): Speech[] {
  let reply = `Echo: ${chatInput}`;
  if (files.length > 0) reply += `\n\nReceived ${files.length} file(s): ${files.map((file) => file.fileName).join(', ')}`;
  const speeches: Speech[] = [{ node: aiAgent, text: reply }];
  if (chatInput === 'two agents') speeches.unshift({ node: triageAgent, text: `Triage: ${chatInput}` });
  return speeches;
}

/** Word chunks, each keeping the whitespace after it, so that joined they are the text again. */
function wordChunks(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/);
}

type StreamLine =
  | { type: 'begin' | 'end'; node: AgentNode }
  | { type: 'item' | 'error'; node: AgentNode; content: string }
  | { type: 'text'; content: string };

/** The lines of a streamed run: each node's begin, its word chunks taken in turn across nodes, its end. */
function streamLines(speeches: Speech[], chatInput: string): StreamLine[] {
  const queues = speeches.map((speech) => ({ node: speech.node, chunks: wordChunks(speech.text) }));
  const lines: StreamLine[] = queues.map(({ node }) => ({ type: 'begin', node }));
  if (chatInput === 'fail') {
    const [first] = queues;
    if (first) {
      lines.push({ type: 'item', node: first.node, content: first.chunks[0] ?? '' });
      lines.push({ type: 'error', node: first.node, content: `${first.node.nodeName} failed: the workflow was told to fail` });
    }
    return lines;
  }
  let plainLinePending = chatInput === 'plain line';
  while (queues.some((queue) => queue.chunks.length > 0)) {
    for (const queue of queues) {
      const content = queue.chunks.shift();
      if (content === undefined) continue;
      lines.push({ type: 'item', node: queue.node, content });
      if (plainLinePending) {
        lines.push({ type: 'text', content: 'Sent as plain text' });
        plainLinePending = false;
      }
      if (queue.chunks.length === 0) lines.push({ type: 'end', node: queue.node });
    }
  }
  return lines;
}

function lineText(line: StreamLine): string {
  if (line.type === 'text') return `${line.content}\n`;
  const metadata = { ...line.node, itemIndex: 0, runIndex: 0, timestamp: Date.now() };
  const content = line.type === 'item' || line.type === 'error' ? { content: line.content } : {};
  return `${JSON.stringify({ type: line.type, ...content, metadata })}\n`;
}

function corsHeaders(request: IncomingMessage, allowedOrigins: string): Record<string, string> {
  const origin = request.headers.origin;
  if (allowedOrigins.trim() === '*') return origin ? { 'Access-Control-Allow-Origin': origin } : {};
  const allowed = allowedOrigins.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  // An origin not on the list gets the first allowed one, which the browser then refuses.
  const answered = origin && allowed.includes(origin) ? origin : allowed[0];
  return answered ? { 'Access-Control-Allow-Origin': answered } : {};
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

class BadRequest extends Error {}

async function parseRequest(
  request: IncomingMessage,
  url: string,
): Promise<Pick<ChatTriggerRequest, 'body' | 'files'>> {
  const contentType = request.headers['content-type'] ?? '';
  const raw = await readBody(request);
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Request(url, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
    const body: Record<string, unknown> = {};
    const files: ChatTriggerRequest['files'] = [];
    form.forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
      else files.push({ fileName: value.name, mimeType: value.type, fileSize: value.size });
    });
    return { body, files };
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return { body: {}, files: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new BadRequest(`The body is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new BadRequest('The body is not a JSON object');
  return { body: parsed as Record<string, unknown>, files: [] };
}

export async function startChatTriggerStub(options: ChatTriggerStubOptions): Promise<ChatTriggerStub> {
  const allowedOrigins = options.allowedOrigins ?? '*';
  const loadPreviousSession = options.loadPreviousSession ?? 'memory';
  const chunkDelayMs = options.chunkDelayMs ?? 40;
  const host = options.host ?? '127.0.0.1';
  const webhookPath = `/webhook/${randomUUID()}/chat`;
  const requests: ChatTriggerRequest[] = [];
  const memories = new Map<string, unknown[]>();

  const pause = () => new Promise<void>((resume) => setTimeout(resume, chunkDelayMs));

  function remember(sessionId: string, chatInput: string, output: string) {
    const memory = memories.get(sessionId) ?? [];
    memory.push(humanMessage(chatInput), aiMessage(output));
    memories.set(sessionId, memory);
  }

  function sendJson(response: ServerResponse, status: number, cors: Record<string, string>, body: unknown) {
    response.writeHead(status, { 'Content-Type': jsonType, ...cors });
    response.end(JSON.stringify(body));
  }

  /** Writes and flushes the lines one by one; `beforeEnd` runs once all are written, as the workflow finishes. */
  async function stream(
    response: ServerResponse,
    cors: Record<string, string>,
    lines: StreamLine[],
    beforeEnd?: () => void,
  ) {
    response.writeHead(200, {
      'Content-Type': jsonType,
      'Transfer-Encoding': 'chunked',
      'Cache-Control': 'no-cache',
      ...cors,
    });
    response.flushHeaders();
    for (const [index, line] of lines.entries()) {
      if (index > 0) await pause();
      // The visitor left (or the stub is closing): the workflow's output has nowhere to go.
      if (response.destroyed) return;
      response.write(lineText(line));
    }
    beforeEnd?.();
    response.end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: string) {
    const cors = corsHeaders(request, allowedOrigins);
    const method = request.method ?? 'GET';
    const requestPath = new URL(url).pathname;
    const record: ChatTriggerRequest = {
      method,
      accept: request.headers.accept,
      origin: request.headers.origin,
      contentType: request.headers['content-type'],
      body: {},
      files: [],
    };
    if (requestPath !== webhookPath) {
      sendJson(response, 404, cors, { code: 404, message: `The requested webhook "${method} ${requestPath}" is not registered.` });
      return;
    }
    requests.push(record);
    if (method === 'OPTIONS') {
      const requestedHeaders = request.headers['access-control-request-headers'];
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'OPTIONS, POST',
        ...(requestedHeaders ? { 'Access-Control-Allow-Headers': requestedHeaders } : {}),
        'Access-Control-Max-Age': '300',
      });
      response.end();
      return;
    }
    if (method !== 'POST') {
      sendJson(response, 404, cors, { code: 404, message: `This webhook is not registered for ${method} requests.` });
      return;
    }
    try {
      Object.assign(record, await parseRequest(request, url));
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      sendJson(response, 400, cors, { code: 400, message: error.message });
      return;
    }
    const sessionId = String(record.body.sessionId ?? '');
    if (record.body.action === 'loadPreviousSession') {
      // Answered at once, as JSON, whatever the response mode.
      const data = loadPreviousSession === 'memory' ? (memories.get(sessionId) ?? []) : [];
      sendJson(response, 200, cors, { data });
      return;
    }
    const chatInput = String(record.body.chatInput ?? '');
    const speeches = runWorkflow(chatInput, record.files);
    const output = speeches.at(-1)?.text ?? '';
    if (options.responseMode === 'streaming') {
      // A failed run leaves the memory as it was: the agent never finished its turn.
      const saveTurn = chatInput === 'fail' ? undefined : () => remember(sessionId, chatInput, output);
      await stream(response, cors, streamLines(speeches, chatInput), saveTurn);
      return;
    }
    if (chatInput === 'fail') {
      sendJson(response, 500, cors, { message: 'Error in workflow' });
      return;
    }
    remember(sessionId, chatInput, output);
    sendJson(response, 200, cors, { output });
  }

  const server = createServer((request, response) => {
    const url = `http://${request.headers.host ?? host}${request.url ?? '/'}`;
    handle(request, response, url).catch((error: unknown) => {
      console.error(`n8n chat trigger stub: ${request.method} ${request.url} failed`, error);
      if (!response.headersSent) sendJson(response, 500, {}, { message: 'Error in workflow' });
      else response.destroy();
    });
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(options.port ?? 0, host, () => listening());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}${webhookPath}`,
    requests,
    memory: (sessionId) => structuredClone(memories.get(sessionId) ?? []),
    close: () =>
      new Promise<void>((closed, failed) => {
        server.close((error) => (error ? failed(error) : closed()));
        server.closeAllConnections();
      }),
  };
}
