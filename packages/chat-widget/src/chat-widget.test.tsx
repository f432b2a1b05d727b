import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chatEvents } from './chat-events';
import { ChatWidget } from './chat-widget';
import { sessionStorageKey } from './session';
import {
  conversation,
  expectInConversation,
  messageBox,
  openChat,
  renderWidget,
  sentRequest,
  stubWebhook,
} from './test-support';

function toggleButton() {
  return screen.getByRole('button', { name: 'Chat with us' });
}

describe('chat window', () => {
  it('the toggle opens and closes a dialog labelled by its title', async () => {
    stubWebhook();
    const { user } = renderWidget();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openChat(user);
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(toggleButton()).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAccessibleName('Hi there! 👋');
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(messageBox()).toHaveFocus();

    await user.click(toggleButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('defaultOpen opens the window on mount, ready to type', () => {
    stubWebhook();
    render(<ChatWidget options={{ webhookUrl: 'https://hooks.example.com/chat' }} defaultOpen />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    expect(messageBox()).toHaveFocus();
    expect(window.localStorage.getItem(sessionStorageKey)).not.toBeNull();
  });

  it('the toggle is reachable and usable from the keyboard', async () => {
    stubWebhook();
    const { user } = renderWidget();
    await user.tab();
    expect(toggleButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('Escape closes the window and returns focus to the toggle', async () => {
    stubWebhook();
    const { user } = renderWidget();
    await openChat(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggleButton()).toHaveFocus();
  });

  it('the close button closes the window and returns focus to the toggle', async () => {
    stubWebhook();
    const { user } = renderWidget();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggleButton()).toHaveFocus();
  });

  it('shows the subtitle, the 24/7 line and a Powered by link to n8n opening in a new tab', async () => {
    stubWebhook();
    const { user } = renderWidget();
    const dialog = await openChat(user);
    expect(within(dialog).getByText("Start a chat. We're here to help you 24/7.")).toBeInTheDocument();
    expect(within(dialog).getByText('24/7 Support Available')).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'n8n' });
    expect(link.closest('p')).toHaveTextContent('Powered by n8n');
    expect(link).toHaveAttribute('href', 'https://n8n.io');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the footer text only when the footer key exists', async () => {
    stubWebhook();
    const { user, unmount } = renderWidget();
    const dialog = await openChat(user);
    expect(dialog.querySelector('.hearth-chat-footer-text')).toBeNull();
    unmount();
    window.localStorage.clear();

    const second = renderWidget({ i18n: { en: { footer: 'Replies may take a minute.' } } });
    await openChat(second.user);
    expect(screen.getByText('Replies may take a minute.')).toBeInTheDocument();
  });

  it('shows the initial messages as bot bubbles without sending them', async () => {
    const fetchMock = stubWebhook();
    const { user } = renderWidget({ initialMessages: ['Welcome to Hearth!', 'What can we do for you?'] });
    await openChat(user);
    const bubbles = within(conversation()).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.textContent?.trim())).toEqual([
      'Assistant: Welcome to Hearth!',
      'Assistant: What can we do for you?',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the host’s texts in the chosen language, and its own French for the rest', async () => {
    stubWebhook();
    const { user } = renderWidget({
      defaultLanguage: 'fr',
      i18n: { fr: { title: 'Bonjour !', inputPlaceholder: 'Votre question…' } },
    });
    const dialog = await openChat(user);
    expect(dialog).toHaveAccessibleName('Bonjour !');
    expect(messageBox()).toHaveAttribute('placeholder', 'Votre question…');
    expect(within(dialog).getByText('Soutien offert 24/7')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
  });

  it('falls back to English for a language it does not know', async () => {
    stubWebhook();
    const { user } = renderWidget({ defaultLanguage: 'de', i18n: { de: { title: 'Hallo!' } } });
    const dialog = await openChat(user);
    expect(dialog).toHaveAccessibleName('Hallo!');
    expect(within(dialog).getByText('24/7 Support Available')).toBeInTheDocument();
  });
});

describe('stylesheet', () => {
  it('injects its one stylesheet into the head, however many widgets render', () => {
    stubWebhook();
    renderWidget();
    renderWidget();
    const sheets = document.head.querySelectorAll('style[data-href="hearth-chat-widget"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.textContent).toContain('--hearth-chat-primary, #c2410c');
  });
});

describe('session', () => {
  it('without a welcome screen, opening starts a session whose id is stored and sent', async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'Hello!' }));
    const { user } = renderWidget();
    await openChat(user);
    const sessionId = window.localStorage.getItem(sessionStorageKey);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    await user.type(messageBox(), 'Hi{Enter}');
    expect(sentRequest(fetchMock, 0).json()).toEqual({ action: 'sendMessage', sessionId, chatInput: 'Hi' });
  });

  it('with the welcome screen, Get started starts the session', async () => {
    const fetchMock = stubWebhook(Response.json({ output: 'Hello!' }));
    const { user } = renderWidget({ showWelcomeScreen: true, i18n: { en: { getStarted: 'Start chatting' } } });
    await openChat(user);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(sessionStorageKey)).toBeNull();
    const getStarted = screen.getByRole('button', { name: 'Start chatting' });
    expect(getStarted).toHaveFocus();

    await user.click(getStarted);
    expect(messageBox()).toHaveFocus();
    const sessionId = window.localStorage.getItem(sessionStorageKey);
    expect(sessionId).not.toBeNull();
    await user.type(messageBox(), 'Hi{Enter}');
    expect(sentRequest(fetchMock, 0).json().sessionId).toBe(sessionId);
  });

  it('a returning visitor sees the previous conversation and continues the same session', async () => {
    window.localStorage.setItem(sessionStorageKey, 'session-42');
    const fetchMock = stubWebhook(
      Response.json({
        data: [
          { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'HumanMessage'], kwargs: { content: 'Do you mow lawns?' } },
          { lc: 1, type: 'constructor', id: ['langchain', 'schema', 'AIMessage'], kwargs: { content: 'Yes, from $45.' } },
        ],
      }),
      Response.json({ output: 'Tuesday works.' }),
    );
    const { user } = renderWidget({ showWelcomeScreen: true, webhookConfig: { headers: { 'X-Site': 'hearth' } } });
    await openChat(user);

    const load = sentRequest(fetchMock, 0);
    expect(load.method).toBe('POST');
    expect(load.headers.get('X-Site')).toBe('hearth');
    expect(load.json()).toEqual({ action: 'loadPreviousSession', sessionId: 'session-42' });
    const visitor = await within(conversation()).findByText('Do you mow lawns?');
    expect(visitor.closest('li')).toHaveClass('hearth-chat-message--user');
    expect(within(conversation()).getByText('Yes, from $45.').closest('li')).toHaveClass('hearth-chat-message--bot');
    expect(screen.queryByRole('button', { name: 'New Conversation' })).not.toBeInTheDocument();

    await user.type(messageBox(), 'Can you come Tuesday?{Enter}');
    expect(sentRequest(fetchMock, 1).json().sessionId).toBe('session-42');
  });

  it('a stored id with no conversation behind it is replaced by a new session', async () => {
    window.localStorage.setItem(sessionStorageKey, 'empty-session');
    stubWebhook(Response.json({ data: [] }));
    const { user } = renderWidget();
    await openChat(user);
    await vi.waitFor(() => expect(window.localStorage.getItem(sessionStorageKey)).not.toBe('empty-session'));
  });

  it('does not ask for the previous session when loadPreviousSession is off', async () => {
    window.localStorage.setItem(sessionStorageKey, 'session-42');
    const fetchMock = stubWebhook();
    const { user } = renderWidget({ loadPreviousSession: false });
    await openChat(user);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed load is logged and the visitor starts afresh', async () => {
    window.localStorage.setItem(sessionStorageKey, 'session-42');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubWebhook(new TypeError('Failed to fetch'));
    const { user } = renderWidget({ showWelcomeScreen: true });
    await openChat(user);
    expect(await screen.findByRole('button', { name: 'New Conversation' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Hearth chat: could not load the previous session', expect.any(TypeError));
  });
});

describe('replies', () => {
  it.each([
    ['output', { output: 'From output', text: 'no', message: 'no' }, 'From output'],
    ['text', { text: 'From text', message: 'no' }, 'From text'],
    ['message', { message: 'From message' }, 'From message'],
    ['an array of items', [{ output: 'From the first item' }], 'From the first item'],
  ])('the reply text comes from %s', async (_source, body, shown) => {
    stubWebhook(Response.json(body));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await expectInConversation(shown);
  });

  it('a plain-text reply is shown as it is', async () => {
    stubWebhook(new Response('Plain hello', { headers: { 'Content-Type': 'text/plain' } }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await expectInConversation('Plain hello');
  });

  it("shows '<Empty response>' when a reply has no text", async () => {
    stubWebhook(Response.json({}));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    await expectInConversation('<Empty response>');
  });

  it('announces a finished reply to screen readers, but not the visitor’s own message', async () => {
    stubWebhook(Response.json({ output: 'We serve Toronto.' }));
    const { user } = renderWidget();
    const dialog = await openChat(user);
    await user.type(messageBox(), 'Where do you work?{Enter}');
    await within(conversation()).findByText('We serve Toronto.');
    const log = within(dialog).getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('We serve Toronto.');
    expect(log).not.toHaveTextContent('Where do you work?');
  });

  it('when the call fails it says so, and Retry sends the last message again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stubWebhook(new TypeError('Failed to fetch'), Response.json({ output: 'Back online.' }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'Is anyone there?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to receive response');
    expect(logged).toHaveBeenCalledWith('Hearth chat: the webhook call failed', expect.any(TypeError));
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await expectInConversation('Back online.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).json()).toEqual(sentRequest(fetchMock, 0).json());
    // The visitor's message is not duplicated by the retry.
    expect(within(conversation()).getAllByText('Is anyone there?')).toHaveLength(1);
  });

  it('an error status from the webhook counts as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubWebhook(new Response('Bad gateway', { status: 502 }));
    const { user } = renderWidget();
    await openChat(user);
    await user.type(messageBox(), 'Hi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to receive response');
  });
});

describe('scrolling', () => {
  it('the body scrolls to the bottom on new messages, on a scrollToBottom event and on window resize', async () => {
    stubWebhook(Response.json({ output: 'Hello!' }));
    const { user } = renderWidget();
    const dialog = await openChat(user);
    const body = dialog.querySelector<HTMLElement>('.hearth-chat-body')!;
    let scrolledTo = 0;
    Object.defineProperty(body, 'scrollHeight', { configurable: true, get: () => 900 });
    Object.defineProperty(body, 'scrollTop', {
      configurable: true,
      get: () => scrolledTo,
      set: (value: number) => {
        scrolledTo = value;
      },
    });

    await user.type(messageBox(), 'Hi{Enter}');
    await within(conversation()).findByText('Hello!');
    expect(scrolledTo).toBe(900);

    scrolledTo = 0;
    act(() => chatEvents.emit('scrollToBottom'));
    expect(scrolledTo).toBe(900);

    scrolledTo = 0;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(scrolledTo).toBe(900);
  });
});
