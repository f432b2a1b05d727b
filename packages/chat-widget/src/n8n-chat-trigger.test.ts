// The widget against a stand-in for an n8n Chat Trigger workflow, over real HTTP, in both of n8n's
// response modes. jsdom brings no fetch of its own, so these calls go through Node's.
import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startChatTriggerStub, type ChatTriggerStub } from '../test/n8n-chat-trigger';
import { resolveOptions } from './options';
import { sessionStorageKey } from './session';
import { conversation, expectInConversation, messageBox, openChat, renderWidget } from './test-support';
import { loadPreviousSession, readReply, readReplyStream, sendMessage, type StreamChunk } from './webhook';

type ResponseMode = 'lastNode' | 'streaming';

const stubs = {} as Record<ResponseMode, ChatTriggerStub>;

beforeAll(async () => {
  stubs.lastNode = await startChatTriggerStub({ responseMode: 'lastNode' });
  stubs.streaming = await startChatTriggerStub({ responseMode: 'streaming', chunkDelayMs: 20 });
});

afterAll(async () => {
  await Promise.all(Object.values(stubs).map((stub) => stub.close()));
});

// Streamed replies take a few chunk delays to finish.
const replyTimeout = { timeout: 3000 };

function settings(stub: ChatTriggerStub, enableStreaming = false) {
  return resolveOptions({ webhookUrl: stub.url, enableStreaming, metadata: { page: '/services' } });
}

function itemText(chunks: StreamChunk[]): string {
  return chunks.map((chunk) => (chunk.type === 'item' ? chunk.content : '')).join('');
}

async function chat(stub: ChatTriggerStub, sessionId: string, text: string): Promise<string> {
  return itemText(await readReply(await sendMessage(settings(stub), sessionId, text, [])));
}

/** The conversation's bubbles as a screen reader reads them, e.g. 'Assistant: Echo: Hi'. */
function bubbles(): string[] {
  return within(conversation()).getAllByRole('listitem').map((bubble) => bubble.textContent?.trim() ?? '');
}

async function chatInWidget(stub: ChatTriggerStub, enableStreaming: boolean, text: string) {
  const { user } = renderWidget({ webhookUrl: stub.url, enableStreaming, initialMessages: [] });
  const dialog = await openChat(user);
  await user.type(messageBox(), `${text}{Enter}`);
  return { user, dialog };
}

/**
 * The widget as it runs here builds its multipart body with jsdom's FormData, which Node's fetch
 * cannot send (a browser's FormData and fetch belong together); Node's own FormData and File stand in.
 */
async function useNodeFormData() {
  const parsed = await new Response('field=value', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', parsed.constructor);
}

function nodeFile(content: string, name: string, type: string): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

describe.each(['lastNode', 'streaming'] as const)('a workflow answering in "%s" mode', (responseMode) => {
  const stub = () => stubs[responseMode];

  it.each([false, true])('the visitor gets the reply, with enableStreaming %s', async (enableStreaming) => {
    await chatInWidget(stub(), enableStreaming, 'Hello n8n');

    await expectInConversation('Echo: Hello n8n', replyTimeout);
    const sent = stub().requests.at(-1);
    expect(sent?.body).toEqual({
      action: 'sendMessage',
      sessionId: window.localStorage.getItem(sessionStorageKey),
      chatInput: 'Hello n8n',
    });
    // n8n streams regardless; the header is what n8n's official client sends, and what Hearth's own API obeys.
    if (enableStreaming) expect(sent?.accept).toBe('text/plain');
    else expect(sent?.accept).not.toContain('text/plain');
  });

  it('loadPreviousSession restores the visitor’s and the assistant’s messages', async () => {
    const sessionId = crypto.randomUUID();
    await chat(stub(), sessionId, 'Do you mow lawns?');
    await chat(stub(), sessionId, 'On Tuesday?');

    const restored = await loadPreviousSession(settings(stub()), sessionId);
    expect(restored.map(({ sender, text }) => ({ sender, text }))).toEqual([
      { sender: 'user', text: 'Do you mow lawns?' },
      { sender: 'bot', text: 'Echo: Do you mow lawns?' },
      { sender: 'user', text: 'On Tuesday?' },
      { sender: 'bot', text: 'Echo: On Tuesday?' },
    ]);
  });

  it('files reach the workflow with their names, types and sizes, beside the other fields', async () => {
    await useNodeFormData();
    const sessionId = crypto.randomUUID();
    const files = [
      nodeFile('%PDF-1.4', 'quote.pdf', 'application/pdf'),
      nodeFile('not really a png', 'leak.png', 'image/png'),
    ];

    const reply = await readReply(await sendMessage(settings(stub()), sessionId, 'Photos attached', files));

    expect(itemText(reply)).toBe('Echo: Photos attached\n\nReceived 2 file(s): quote.pdf, leak.png');
    const sent = stub().requests.at(-1);
    expect(sent?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toEqual({
      action: 'sendMessage',
      sessionId,
      chatInput: 'Photos attached',
      metadata: '{"page":"/services"}',
    });
    expect(sent?.files).toEqual([
      { fileName: 'quote.pdf', mimeType: 'application/pdf', fileSize: 8 },
      { fileName: 'leak.png', mimeType: 'image/png', fileSize: 16 },
    ]);
  });
});

describe('a workflow answering when its last node finishes', () => {
  it('with two agents, only the last one’s output is the reply', async () => {
    await chatInWidget(stubs.lastNode, true, 'two agents');
    await within(conversation()).findByText('Echo: two agents', {}, replyTimeout);
    expect(bubbles()).toEqual(['You: two agents', 'Assistant: Echo: two agents']);
  });

  it('a failed workflow (HTTP 500) shows the failure with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await chatInWidget(stubs.lastNode, false, 'fail');
    expect(await screen.findByRole('alert', {}, replyTimeout)).toHaveTextContent('Error: Failed to receive response');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('a streaming workflow', () => {
  it('delivers the reply chunk by chunk, as the workflow writes it', async () => {
    const arrivals: number[] = [];
    const response = await sendMessage(settings(stubs.streaming, true), crypto.randomUUID(), 'one two three four', []);
    await readReplyStream(response, (chunk) => {
      if (chunk.type === 'item') arrivals.push(performance.now());
    });
    // Five word chunks written 20 ms apart: buffered, they would all arrive together.
    expect(arrivals).toHaveLength(5);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(60);
  });

  it('two nodes’ interleaved chunks each grow their own bubble', async () => {
    const speakers: string[] = [];
    const response = await sendMessage(settings(stubs.streaming, true), crypto.randomUUID(), 'two agents', []);
    await readReplyStream(response, (chunk) => {
      if (chunk.type === 'item') speakers.push(chunk.metadata?.nodeName ?? 'unnamed');
    });
    expect(speakers.slice(0, 4)).toEqual(['Triage Agent', 'AI Agent', 'Triage Agent', 'AI Agent']);

    const { dialog } = await chatInWidget(stubs.streaming, true, 'two agents');
    await waitFor(() => expect(within(dialog).getByRole('log')).not.toBeEmptyDOMElement(), replyTimeout);
    expect(bubbles()).toEqual(['You: two agents', 'Assistant: Triage: two agents', 'Assistant: Echo: two agents']);
  });

  it('with streaming off, the streamed body is still read, one bubble per node', async () => {
    const { dialog } = await chatInWidget(stubs.streaming, false, 'two agents');
    await waitFor(() => expect(within(dialog).getByRole('log')).not.toBeEmptyDOMElement(), replyTimeout);
    expect(bubbles()).toEqual(['You: two agents', 'Assistant: Triage: two agents', 'Assistant: Echo: two agents']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a line that is not JSON is shown as text, and the chunks after it still arrive', async () => {
    const { dialog } = await chatInWidget(stubs.streaming, true, 'plain line');
    await waitFor(() => expect(within(dialog).getByRole('log')).not.toBeEmptyDOMElement(), replyTimeout);
    expect(bubbles()).toEqual(['You: plain line', 'Assistant: Echo: plain line', 'Assistant: Sent as plain text']);
  });

  it('an error chunk keeps what already arrived and shows the failure with Retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await chatInWidget(stubs.streaming, true, 'fail');

    expect(await screen.findByRole('alert', {}, replyTimeout)).toHaveTextContent('Error: Failed to receive response');
    expect(bubbles().slice(0, 2)).toEqual(['You: fail', 'Assistant: Echo:']);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Hearth chat: the webhook call failed',
      expect.objectContaining({ message: 'Chat stream error: AI Agent failed: the workflow was told to fail' }),
    );
    // The agent never finished its turn, so the workflow's memory has nothing of it.
    expect(stubs.streaming.memory(window.localStorage.getItem(sessionStorageKey)!)).toEqual([]);
  });

  it('a returning visitor sees the streamed conversation again, in both roles', async () => {
    const sessionId = crypto.randomUUID();
    const response = await sendMessage(settings(stubs.streaming, true), sessionId, 'Do you clean ovens?', []);
    await readReplyStream(response, () => {});
    window.localStorage.setItem(sessionStorageKey, sessionId);

    const { user } = renderWidget({ webhookUrl: stubs.streaming.url, initialMessages: [] });
    await openChat(user);

    const visitor = await within(conversation()).findByText('Do you clean ovens?', {}, replyTimeout);
    expect(visitor.closest('li')).toHaveClass('hearth-chat-message--user');
    const assistant = await within(conversation()).findByText('Echo: Do you clean ovens?');
    expect(assistant.closest('li')).toHaveClass('hearth-chat-message--bot');
  });
});

describe('a workflow with its memory off and one allowed origin', () => {
  let stub: ChatTriggerStub;
  beforeAll(async () => {
    stub = await startChatTriggerStub({
      responseMode: 'lastNode',
      loadPreviousSession: 'notSupported',
      allowedOrigins: 'https://shop.example.com',
    });
  });
  afterAll(() => stub.close());

  it('restores nothing, so a returning visitor starts a new session', async () => {
    const sessionId = crypto.randomUUID();
    await chat(stub, sessionId, 'Remember me?');
    window.localStorage.setItem(sessionStorageKey, sessionId);

    const { user } = renderWidget({ webhookUrl: stub.url });
    await openChat(user);

    await waitFor(() => expect(window.localStorage.getItem(sessionStorageKey)).not.toBe(sessionId));
    expect(stub.requests.at(-1)?.body).toEqual({ action: 'loadPreviousSession', sessionId });
  });

  it('lets a browser on the allowed origin call it, after a preflight, and no other', async () => {
    const preflight = await fetch(stub.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,accept',
      },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': 'https://shop.example.com',
      'access-control-allow-methods': 'OPTIONS, POST',
      'access-control-allow-headers': 'content-type,accept',
      'access-control-max-age': '300',
    });
    expect(preflight.headers.has('access-control-allow-credentials')).toBe(false);

    const elsewhere = await fetch(stub.url, {
      method: 'POST',
      headers: { Origin: 'https://other.example.com', 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'sendMessage', sessionId: crypto.randomUUID(), chatInput: 'Hi' }),
    });
    expect(elsewhere.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
  });
});
