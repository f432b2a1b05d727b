import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStorageKey } from './session';
import {
  conversation,
  messageBox,
  openChat,
  renderWidget,
  sentRequest,
  stubWebhook,
  webhookUrl,
} from './test-support';

/** A streamed answer whose bytes arrive in the given pieces, which need not end on a line break. */
function streamedReply(...pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

function line(chunk: object) {
  return `${JSON.stringify(chunk)}\n`;
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
    expect(await within(conversation()).findByText('Not streamed, still fine.')).toBeInTheDocument();
  });

  it("a stream in which nobody speaks shows '<Empty response>'", async () => {
    stubWebhook(streamedReply(line({ type: 'begin' }), line({ type: 'end' })));
    const { user } = renderWidget({ enableStreaming: true });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    expect(await within(conversation()).findByText('<Empty response>')).toBeInTheDocument();
  });

  it('an error chunk ends the reply with the failure message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubWebhook(streamedReply(line({ type: 'begin' }), line({ type: 'error', content: 'Model timed out' })));
    const { user } = renderWidget({ enableStreaming: true });
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to receive response');
    expect(logged).toHaveBeenCalledWith('Hearth chat: the webhook call failed', expect.any(Error));
  });
});
