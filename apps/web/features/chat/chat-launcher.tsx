'use client';
// The 24/7 chat on the standard layout's pages: only on the allowed hosts, never under
// /blog. The page carries only a look-alike button; the widget's code (Markdown, highlighting) is
// fetched at the visitor's first activity and takes the button's place, open, when it is pressed.
// What the widget talks to and offers is the server's chat settings (chat-settings.ts), given as a prop.
import type { ChatOptions } from '@hearth/chat-widget';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { usePathname } from '@/i18n/navigation';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import type { ChatSettings } from './chat-settings';

/** The widget's options in the page's language: the deployment's settings over Hearth's greeting and words. */
function useChatOptions(settings: ChatSettings): ChatOptions {
  const t = useTranslations('chat.launcher');
  const locale = useLocale();
  return {
    webhookUrl: settings.webhookUrl,
    webhookConfig: { method: settings.webhookMethod },
    enableStreaming: settings.streaming,
    loadPreviousSession: settings.loadPreviousSession,
    defaultLanguage: locale,
    initialMessages: settings.initialMessages[locale] ?? [t('greeting'), t('intro')],
    // The assistant answers in the page's language until the visitor writes in the other one.
    metadata: { locale },
    i18n: {
      [locale]: {
        title: t('title'),
        subtitle: t('subtitle'),
        getStarted: t('getStarted'),
        footer: t('footer'),
        inputPlaceholder: t('inputPlaceholder'),
        // The same name as the placeholder that holds the toggle's place until the widget loads.
        toggleButton: t('open'),
        ...settings.i18n[locale],
      },
    },
    allowFileUploads: settings.fileUploads,
    allowedFilesMimeTypes: settings.allowedFileTypes,
    showWelcomeScreen: settings.welcomeScreen,
  };
}

const subscribeNothing = () => () => {};

/** Whether the chat belongs on this page: one of `hosts` (lower case), and not the blog (`pathname` without the language prefix). */
export function chatAllowed(hosts: readonly string[], hostname: string, pathname: string): boolean {
  const onBlog = pathname === '/blog' || pathname.startsWith('/blog/');
  return !onBlog && hosts.includes(hostname.toLowerCase());
}

// The widget's toggle name, for the placeholder the widget's loading state renders without props.
const ToggleLabel = createContext<string | undefined>(undefined);

/** Named like the widget's own toggle (a deployment may rename it in CHAT_I18N), so pressing it feels like one button. */
function Placeholder({ onPress }: { onPress?: () => void }) {
  const t = useTranslations('chat.launcher');
  const label = useContext(ToggleLabel) ?? t('open');
  return (
    <button type="button" aria-label={label} onClick={onPress} className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg md:right-6 md:bottom-6">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
    </button>
  );
}

const loadWidget = () => import('@hearth/chat-widget');

/**
 * The widget draws in the font its host names in --hearth-chat-font (else the system's); here the
 * site's own (globals.css: next/font's Inter, then its fallbacks). A box-less wrapper carries it.
 */
const SITE_FONT = { '--hearth-chat-font': 'var(--font-sans)' } as CSSProperties;

// Rendered only once the visitor pressed the button: it opens at once.
const ChatWidget = dynamic(
  async () => {
    const { ChatWidget: Widget } = await loadWidget();
    return function OpenedChat({ options }: { options: ChatOptions }) {
      return (
        <div className="contents" style={SITE_FONT}>
          <Widget options={options} defaultOpen />
        </div>
      );
    };
  },
  { ssr: false, loading: () => <Placeholder /> },
);

export function ChatLauncher({ settings }: { settings: ChatSettings }) {
  const options = useChatOptions(settings);
  const locale = useLocale();
  const pathname = usePathname();
  // The host is the browser's (behind proxies and CDNs the server may not see the public one); the
  // server renders nothing, and the browser decides once hydrated.
  const hostname = useSyncExternalStore(subscribeNothing, () => window.location.hostname, () => null);
  const [pressed, setPressed] = useState(false);

  // Fetch the widget's code at the first activity, so a press opens it without waiting. The
  // placeholder stays until the press is over: swapping it mid-click would lose the click.
  useEffect(() => onFirstInteraction(() => void loadWidget()), []);

  if (hostname === null || !chatAllowed(settings.hosts, hostname, pathname)) return null;
  return (
    <ToggleLabel value={options.i18n?.[locale]?.toggleButton}>
      {pressed ? <ChatWidget options={options} /> : <Placeholder onPress={() => setPressed(true)} />}
    </ToggleLabel>
  );
}
