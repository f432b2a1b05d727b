import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStorageKey } from './session';
import {
  conversation,
  expectInConversation,
  messageBox,
  openChat,
  renderWidget,
  sentRequest,
  stubWebhook,
  webhookUrl,
} from './test-support';

/** A streamed answer whose bytes arrive in the given pieces, which need not end on a line break. */
function streamedReply(...pieces: string[]) {
  return streamedReplyAs('application/json; charset=utf-8', ...pieces);
}

function streamedReplyAs(contentType: string, ...pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': contentType } });
}

function line(chunk: object) {
  return `${JSON.stringify(chunk)}\n`;
}

/** n8n's label on every chunk of a node's run. */
function node(nodeId: string, runIndex = 0) {
  return { nodeId, nodeName: nodeId, itemIndex: 0, runIndex, timestamp: 1732000000000 };
}

function bubbleTexts() {
  return within(conversation())
    .getAllByRole('listitem')
    .map((bubble) => bubble.textContent?.trim());
}

describe('sendMessage', () => {
  it('posts JSON with the configured keys, headers and metadata', async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'ok' }));
    const { user } = renderWidget({
      chatInputKey: 'question',
      chatSessionKey: 'conversationId',
      webhookConfig: { method: 'POST', headers: { Authorization: 'Bearer site-key' } },
      metadata: { page: '/services/cleaning' },
    });
    await openChat(user);
    await user.type(messageBox(), 'How much is bedroom cleaning?{Enter}');

    const request = sentRequest(fetchMock, 0);
    expect(request.url).toBe(webhookUrl);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe('Bearer site-key');
    expect(request.headers.has('Accept')).toBe(false);
    expect(request.json()).toEqual({
      action: 'sendMessage',
      conversationId: window.localStorage.getItem(sessionStorageKey),
      question: 'How much is bedroom cleaning?',
      metadata: { page: '/services/cleaning' },
    });
  });

  it('with the GET method sends the fields as a query string', async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'ok' }));
    const { user } = renderWidget({ webhookConfig: { method: 'GET' } });
    await openChat(user);
    await user.type(messageBox(), 'Hello there{Enter}');

    const request = sentRequest(fetchMock, 0);
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(request.body).toBeUndefined();
    expect(`${url.origin}${url.pathname}`).toBe(webhookUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'sendMessage',
      sessionId: window.localStorage.getItem(sessionStorageKey),
      chatInput: 'Hello there',
    });
  });

  it('with files posts multipart form data: each file as `files`, plus the other fields', async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'ok' }));
    const { user } = renderWidget({ allowFileUploads: true, metadata: { source: 'web' } });
    await openChat(user);
    const pdf = new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'leak.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attach files'), [pdf, photo]);
    await user.type(messageBox(), 'Photos attached{Enter}');

    const request = sentRequest(fetchMock, 0);
    expect(request.method).toBe('POST');
    // The browser sets the multipart boundary itself.
    expect(request.headers.has('Content-Type')).toBe(false);
    const form = request.body as FormData;
    expect(form.get('action')).toBe('sendMessage');
    expect(form.get('sessionId')).toBe(window.localStorage.getItem(sessionStorageKey));
    expect(form.get('chatInput')).toBe('Photos attached');
    expect(form.get('metadata')).toBe('{"source":"web"}');
    expect(form.getAll('files')).toEqual([pdf, photo]);
  });
});

describe('streaming', () => {
  it("asks for the stream the way n8n's official client does, with or without files", async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'ok' }), Response.json({ output: 'ok' }));
    const { user } = renderWidget({ enableStreaming: true, allowFileUploads: true });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await within(conversation()).findByText('ok');
    await user.upload(screen.getByLabelText('Attach files'), new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }));
    await user.type(messageBox(), 'A file{Enter}');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));

    expect(sentRequest(fetchMock, 0).headers.get('Accept')).toBe('text/plain');
    expect(sentRequest(fetchMock, 1).headers.get('Accept')).toBe('text/plain');
  });

  it('grows one bubble from begin/item/end chunks, even when a chunk is split across reads', async () => {
    const whole =
      line({ type: 'begin', metadata: { nodeId: 'agent' } }) +
      line({ type: 'item', content: 'Bedroom cleaning ' }) +
      line({ type: 'item', content: 'starts at **$89**.' }) +
      line({ type: 'end' });
    stubWebhook(streamedReply(whole.slice(0, 40), whole.slice(40, 95), whole.slice(95)));
    const { user } = renderWidget({ enableStreaming: true });
    await openChat(user);
    await user.type(messageBox(), 'Price?{Enter}');

    const price = await within(conversation()).findByText('$89');
    expect(price.tagName).toBe('STRONG');
    expect(price.closest('li')).toHaveTextContent('Bedroom cleaning starts at $89.');
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('groups chunks by the node run n8n names, even when two nodes interleave', async () => {
    stubWebhook(
      streamedReply(
        line({ type: 'begin', metadata: node('triage') }),
        line({ type: 'begin', metadata: node('agent') }),
        line({ type: 'item', content: 'Looking ', metadata: node('triage') }),
        line({ type: 'item', content: 'Tuesday ', metadata: node('agent') }),
        line({ type: 'item', content: 'it up.', metadata: node('triage') }),
        line({ type: 'item', content: 'is free.', metadata: node('agent') }),
        line({ type: 'end', metadata: node('triage') }),
        line({ type: 'end', metadata: node('agent') }),
        line({ type: 'begin', metadata: node('agent', 1) }),
        line({ type: 'item', content: 'Shall I book it?', metadata: node('agent', 1) }),
        line({ type: 'end', metadata: node('agent', 1) }),
      ),
    );
    const { user } = renderWidget({ enableStreaming: true, initialMessages: [] });
    await openChat(user);
    await user.type(messageBox(), 'When?{Enter}');

    await within(conversation()).findByText('Shall I book it?');
    expect(bubbleTexts()).toEqual([
      'You: When?',
      'Assistant: Looking it up.',
      'Assistant: Tuesday is free.',
      'Assistant: Shall I book it?',
    ]);
  });

  it('shows a line that is not JSON as text, in its own bubble', async () => {
    stubWebhook(
      streamedReply(
        line({ type: 'begin', metadata: node('agent') }),
        line({ type: 'item', content: 'From the agent.', metadata: node('agent') }),
        'A note from a proxy\n',
        line({ type: 'end', metadata: node('agent') }),
      ),
    );
    const { user } = renderWidget({ enableStreaming: true, initialMessages: [] });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');

    await within(conversation()).findByText('A note from a proxy');
    expect(bubbleTexts()).toEqual(['You: Hi', 'Assistant: From the agent.', 'Assistant: A note from a proxy']);
  });

  it("reads Hearth's own NDJSON stream (application/x-ndjson), whose chunks name no node", async () => {
    stubWebhook(
      streamedReplyAs(
        'application/x-ndjson',
        line({ type: 'begin' }),
        line({ type: 'item', content: 'Hello ' }),
        line({ type: 'item', content: 'from Hearth.' }),
        line({ type: 'end' }),
      ),
    );
    const { user } = renderWidget({ enableStreaming: true, initialMessages: [] });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');

    await within(conversation()).findByText('Hello from Hearth.');
    expect(bubbleTexts()).toEqual(['You: Hi', 'Assistant: Hello from Hearth.']);
  });

  it('gives each node that speaks its own bubble and announces the whole reply', async () => {
    stubWebhook(
      streamedReply(
        line({ type: 'begin' }),
        line({ type: 'item', content: 'Checking our calendar…' }),
        line({ type: 'end' }),
        line({ type: 'begin' }),
        line({ type: 'item', content: 'Tuesday at 10 is free.' }),
        line({ type: 'end' }),
      ),
    );
    const { user } = renderWidget({ enableStreaming: true, initialMessages: [] });
    const dialog = await openChat(user);
    await user.type(messageBox(), 'When can you come?{Enter}');

    await within(conversation()).findByText('Tuesday at 10 is free.');
    const bubbles = within(conversation()).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.textContent?.trim())).toEqual([
      'You: When can you come?',
      'Assistant: Checking our calendar…',
      'Assistant: Tuesday at 10 is free.',
    ]);
    expect(within(dialog).getByRole('log')).toHaveTextContent('Checking our calendar… Tuesday at 10 is free.');
  });

  it('reads a whole reply when the workflow does not stream', async () => {
    stubWebhook(Response.json({ output: 'Not streamed, still fine.' }));
    const { user } = renderWidget({ enableStreaming: true });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await expectInConversation('Not streamed, still fine.');
  });

  it('reads a pretty-printed whole reply as one reply, not as lines of text', async () => {
    stubWebhook(streamedReply('{\n  "output": "Pretty ', 'printed."\n}\n'));
    const { user } = renderWidget({ enableStreaming: true, initialMessages: [] });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await within(conversation()).findByText('Pretty printed.');
    expect(bubbleTexts()).toEqual(['You: Hi', 'Assistant: Pretty printed.']);
  });

  it('with streaming off, a reply that streams anyway is read as its chunks', async () => {
    const fetchMock = stubWebhook(
      streamedReply(
        line({ type: 'begin', metadata: node('agent') }),
        line({ type: 'item', content: 'Streamed ', metadata: node('agent') }),
        line({ type: 'item', content: 'all the same.', metadata: node('agent') }),
        line({ type: 'end', metadata: node('agent') }),
      ),
    );
    const { user } = renderWidget({ initialMessages: [] });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');

    await within(conversation()).findByText('Streamed all the same.');
    expect(bubbleTexts()).toEqual(['You: Hi', 'Assistant: Streamed all the same.']);
    expect(sentRequest(fetchMock, 0).headers.has('Accept')).toBe(false);
  });

  it("a stream in which nobody speaks shows '<Empty response>'", async () => {
    stubWebhook(streamedReply(line({ type: 'begin' }), line({ type: 'end' })));
    const { user } = renderWidget({ enableStreaming: true });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await expectInConversation('<Empty response>');
  });

  it('an error chunk keeps the text that arrived and fails the reply, which Retry asks for again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubWebhook(
      streamedReply(
        line({ type: 'begin', metadata: node('agent') }),
        line({ type: 'item', content: 'Let me check', metadata: node('agent') }),
        line({ type: 'error', content: 'Model timed out', metadata: node('agent') }),
      ),
      streamedReply(line({ type: 'item', content: 'Tuesday is free.' })),
    );
    const { user } = renderWidget({ enableStreaming: true, initialMessages: [] });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to receive response');
    expect(within(conversation()).getByText('Let me check')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Hearth chat: the webhook call failed',
      expect.objectContaining({ message: 'Chat stream error: Model timed out' }),
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await within(conversation()).findByText('Tuesday is free.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).json()).toEqual(sentRequest(fetchMock, 0).json());
  });
});
