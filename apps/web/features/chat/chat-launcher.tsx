'use client';
// The 24/7 chat on the standard layout's pages (spec §2): only on the allowed hosts, never under
// /blog. The widget (Markdown, highlighting) loads at the visitor's first activity, not with the
// page; until then a look-alike button holds its place, and a press on it opens the chat once loaded.
import type { ChatOptions } from '@hearth/chat-widget';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { chatHosts, chatWebhookUrl } from '@/lib/config';
import { onFirstInteraction } from '@/lib/on-first-interaction';

const OPTIONS: ChatOptions = {
  webhookUrl: chatWebhookUrl,
  loadPreviousSession: true,
  initialMessages: ["Hi there! I'm Hearth's assistant.", 'I can answer questions about our services, prices and bookings. What is your name?'],
  i18n: {
    en: {
      title: 'Hearth Assistant',
      subtitle: "Start a chat. We're here to help you 24/7.",
      inputPlaceholder: 'Type your message…',
      // The same name as the placeholder that holds the toggle's place until the widget loads.
      toggleButton: 'Open chat',
    },
  },
  allowFileUploads: true,
  allowedFilesMimeTypes: 'image/png,image/jpeg,image/gif,image/webp,application/pdf',
};

const subscribeNothing = () => () => {};

/** Whether the chat belongs on this page: an allowed host, and not the blog. */
export function chatAllowed(hostname: string, pathname: string): boolean {
  const onBlog = pathname === '/blog' || pathname.startsWith('/blog/');
  return !onBlog && chatHosts.includes(hostname.toLowerCase());
}

function Placeholder({ onPress }: { onPress?: () => void }) {
  return (
    <button type="button" aria-label="Open chat" onClick={onPress} className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg md:right-6 md:bottom-6">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
    </button>
  );
}

/**
 * A press on the placeholder before the widget arrived: the widget then opens as it mounts. Module
 * state, because the press usually lands on the loading placeholder (the first pointerdown already
 * started the load and swapped the button).
 */
let openRequested = false;
const requestOpen = () => {
  openRequested = true;
};

const ChatWidget = dynamic(
  async () => {
    const { ChatWidget: Widget } = await import('@hearth/chat-widget');
    return function LoadedChat() {
      return <Widget options={OPTIONS} defaultOpen={openRequested} />;
    };
  },
  { ssr: false, loading: () => <Placeholder onPress={requestOpen} /> },
);

export function ChatLauncher() {
  const pathname = usePathname();
  // The host is the browser's (behind proxies and CDNs the server may not see the public one); the
  // server renders nothing, and the browser decides once hydrated.
  const hostname = useSyncExternalStore(subscribeNothing, () => window.location.hostname, () => null);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => onFirstInteraction(() => setLoaded(true)), []);

  if (hostname === null || !chatAllowed(hostname, pathname)) return null;
  if (!loaded) {
    return (
      <Placeholder
        onPress={() => {
          requestOpen();
          setLoaded(true);
        }}
      />
    );
  }
  return <ChatWidget />;
}
