// Shared by the widget's tests: render it against a stubbed webhook and read back what was sent.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ChatWidget } from './chat-widget';
import type { ChatOptions } from './types';

export const webhookUrl = 'https://hooks.example.com/webhook/chat';

type Reply = Response | Error | Promise<Response>;

/** Stubs fetch to answer each call with the next reply (a Response, a pending one, or a network error). */
export function stubWebhook(...replies: Reply[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const reply of replies) {
    fetchMock.mockImplementationOnce(() => (reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply)));
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function pendingReply() {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What a fetch call sent: its URL, method, headers and body. */
export function sentRequest(fetchMock: ReturnType<typeof stubWebhook>, call: number) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return {
    url: String(url),
    method: init?.method,
    headers: new Headers(init?.headers),
    body: init?.body,
    json: () => JSON.parse(String(init?.body)) as Record<string, unknown>,
  };
}

export function renderWidget(options: Partial<ChatOptions> = {}) {
  const user = userEvent.setup();
  const view = render(<ChatWidget options={{ webhookUrl, ...options }} />);
  return { user, ...view };
}

export async function openChat(user: ReturnType<typeof userEvent.setup>, toggleName: string | RegExp = /^(Chat with us|Clavarder avec nous)$/) {
  await user.click(screen.getByRole('button', { name: toggleName }));
  return screen.getByRole('dialog');
}

export function messageBox() {
  return screen.getByRole('textbox', { name: 'Message' });
}

export function sendButton() {
  return screen.getByRole('button', { name: 'Send message' });
}

export function conversation() {
  return screen.getByRole('list', { name: 'Conversation' });
}

/**
 * Waits until the conversation shows a bubble with this text. A reply's bubble is drawn again once
 * the Markdown renderer has loaded, so the text is looked up and checked in the same step.
 */
export async function expectInConversation(text: string, options?: { timeout?: number }) {
  await waitFor(() => expect(within(conversation()).getByText(text)).toBeInTheDocument(), options);
}
