import type { ChatOptions } from '@hearth/chat-widget';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { intlWrapper } from '@/test/intl';
import { ChatLauncher, chatAllowed } from './chat-launcher';
import { parseChatSettings } from './chat-settings';

const nav = vi.hoisted(() => ({ pathname: '/' }));
const widget = vi.hoisted(() => ({ imported: false, options: undefined as ChatOptions | undefined }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => nav.pathname }));
// The real widget is the chat-widget package's (tested there); here only when it loads, how it mounts and what it is given.
vi.mock('@hearth/chat-widget', () => {
  widget.imported = true;
  return {
    ChatWidget: ({ options, defaultOpen }: { options: ChatOptions; defaultOpen?: boolean }) => {
      widget.options = options;
      return <p>chat widget {defaultOpen ? 'open' : 'closed'}</p>;
    },
  };
});

const defaults = parseChatSettings({});

beforeEach(() => {
  nav.pathname = '/';
  widget.options = undefined;
});

/** Opens the chat the way a visitor does and returns the options the widget was given. */
async function openChat(buttonName: string): Promise<ChatOptions> {
  fireEvent.click(screen.getByRole('button', { name: buttonName }));
  await screen.findByText('chat widget open');
  return widget.options!;
}

describe('chatAllowed', () => {
  it('shows the chat on the configured hosts, never on the blog', () => {
    const hosts = defaults.hosts;
    expect(chatAllowed(hosts, 'localhost', '/')).toBe(true);
    expect(chatAllowed(hosts, 'www.hearth.ca', '/services/bedroom-cleaning')).toBe(true);
    expect(chatAllowed(hosts, 'LOCALHOST', '/faqs')).toBe(true);
    expect(chatAllowed(hosts, 'localhost', '/blog')).toBe(false);
    expect(chatAllowed(hosts, 'localhost', '/blog/spring-cleaning')).toBe(false);
    expect(chatAllowed(hosts, 'localhost', '/blogger')).toBe(true);
    expect(chatAllowed(hosts, 'evil.example', '/')).toBe(false);
  });
});

describe('ChatLauncher', () => {
  it('fetches the widget at the first activity and opens it when the button is pressed', async () => {
    render(<ChatLauncher settings={defaults} />);
    expect(widget.imported).toBe(false);
    act(() => window.dispatchEvent(new Event('scroll')));
    await vi.waitFor(() => expect(widget.imported).toBe(true));
    // Until pressed, the button stays (no swap under a pointer that is about to click).
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(await screen.findByText('chat widget open')).toBeInTheDocument();
  });

  it("hands the widget the site's font through its --hearth-chat-font property", async () => {
    render(<ChatLauncher settings={defaults} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    const opened = await screen.findByText('chat widget open');
    expect(opened.parentElement!.style.getPropertyValue('--hearth-chat-font')).toBe('var(--font-sans)');
  });

  it('is not on the blog', () => {
    nav.pathname = '/blog/how-to-clean';
    render(<ChatLauncher settings={defaults} />);
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });

  it("is only on the deployment's hosts", () => {
    render(<ChatLauncher settings={parseChatSettings({ CHAT_HOSTS: 'hearth.ca' })} />);
    expect(screen.queryByRole('button', { name: 'Open chat' })).not.toBeInTheDocument();
  });

  it("gives the widget today's options by default: the API's assistant, Hearth's English greeting and words, uploads on", async () => {
    render(<ChatLauncher settings={defaults} />);
    expect(await openChat('Open chat')).toEqual({
      webhookUrl: defaults.webhookUrl,
      webhookConfig: { method: 'POST' },
      enableStreaming: false,
      loadPreviousSession: true,
      defaultLanguage: 'en',
      initialMessages: ["Hi there! I'm Hearth's assistant.", 'I can answer questions about our services, prices and bookings. What is your name?'],
      metadata: { locale: 'en' },
      i18n: {
        en: {
          title: 'Hearth Assistant',
          subtitle: "Start a chat. We're here to help you 24/7.",
          getStarted: 'New Conversation',
          footer: 'Answers come from our help pages; a person calls you back for the rest.',
          inputPlaceholder: 'Type your message…',
          toggleButton: 'Open chat',
        },
      },
      allowFileUploads: true,
      allowedFilesMimeTypes: 'image/png,image/jpeg,image/gif,image/webp,application/pdf',
      showWelcomeScreen: false,
    });
  });

  it("gives the widget the deployment's workflow, features and English words over Hearth's", async () => {
    const settings = parseChatSettings({
      CHAT_WEBHOOK_URL: 'https://n8n.example.com/webhook/3f2a/chat',
      CHAT_WEBHOOK_METHOD: 'GET',
      CHAT_STREAMING: 'on',
      CHAT_LOAD_PREVIOUS_SESSION: 'off',
      CHAT_FILE_UPLOADS: 'off',
      CHAT_ALLOWED_FILE_TYPES: 'application/pdf',
      CHAT_WELCOME_SCREEN: 'on',
      CHAT_INITIAL_MESSAGES: '{"en":["Ask me anything."],"fr":["Posez-moi vos questions."]}',
      CHAT_I18N: '{"en":{"title":"Ask Hearth","closeButtonTooltip":"Hide"},"fr":{"title":"Demandez à Hearth"}}',
    });
    render(<ChatLauncher settings={settings} />);
    const options = await openChat('Open chat');
    expect(options).toMatchObject({
      webhookUrl: 'https://n8n.example.com/webhook/3f2a/chat',
      webhookConfig: { method: 'GET' },
      enableStreaming: true,
      loadPreviousSession: false,
      allowFileUploads: false,
      allowedFilesMimeTypes: 'application/pdf',
      showWelcomeScreen: true,
      initialMessages: ['Ask me anything.'],
      metadata: { locale: 'en' },
    });
    // The deployment's texts win; Hearth's fill in the rest.
    expect(options.i18n).toEqual({
      en: expect.objectContaining({ title: 'Ask Hearth', closeButtonTooltip: 'Hide', subtitle: "Start a chat. We're here to help you 24/7." }),
    });
  });

  it("gives the widget Hearth's French greeting and words on a French page, under the deployment's French texts", async () => {
    const settings = parseChatSettings({ CHAT_INITIAL_MESSAGES: '{"en":["Ask me anything."]}', CHAT_I18N: '{"en":{"title":"Ask Hearth"},"fr":{"title":"Demandez à Hearth"}}' });
    render(<ChatLauncher settings={settings} />, { wrapper: intlWrapper('fr') });
    const options = await openChat('Ouvrir le clavardage');
    expect(options).toMatchObject({
      defaultLanguage: 'fr',
      metadata: { locale: 'fr' },
      initialMessages: ['Bonjour! Je suis l’assistant de Hearth.', 'Je peux répondre à vos questions sur nos services, nos prix et les réservations. Comment vous appelez-vous?'],
      i18n: {
        fr: {
          title: 'Demandez à Hearth',
          subtitle: 'Commencez une conversation. Nous sommes là pour vous aider 24 heures sur 24, 7 jours sur 7.',
          getStarted: 'Nouvelle conversation',
          footer: 'Les réponses viennent de nos pages d’aide; une personne vous rappelle pour le reste.',
          inputPlaceholder: 'Écrivez votre message…',
          toggleButton: 'Ouvrir le clavardage',
        },
      },
    });
  });

  it('shows no opening messages when the deployment sets none', async () => {
    render(<ChatLauncher settings={parseChatSettings({ CHAT_INITIAL_MESSAGES: '[]' })} />, { wrapper: intlWrapper('fr') });
    expect((await openChat('Ouvrir le clavardage')).initialMessages).toEqual([]);
  });

  it("names its button like the widget's toggle when the deployment renames it", async () => {
    render(<ChatLauncher settings={parseChatSettings({ CHAT_I18N: '{"en":{"toggleButton":"Ask us"}}' })} />);
    expect((await openChat('Ask us')).i18n?.en?.toggleButton).toBe('Ask us');
  });
});
