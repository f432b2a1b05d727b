// Text lookup: the chosen language, then English (the host's over the built-in texts), then the key itself.
import type { ChatI18n } from './types';

const englishTexts: Record<string, string> = {
  title: 'Hi there! 👋',
  subtitle: "Start a chat. We're here to help you 24/7.",
  supportAvailable: '24/7 Support Available',
  getStarted: 'New Conversation',
  inputPlaceholder: 'Type your question…',
  inputLabel: 'Message',
  sendButton: 'Send message',
  attachButton: 'Attach files',
  removeFile: 'Remove',
  toggleButton: 'Chat with us',
  closeButtonTooltip: 'Close chat',
  conversation: 'Conversation',
  userMessage: 'You:',
  botMessage: 'Assistant:',
  typing: 'The assistant is typing',
  emptyResponse: '<Empty response>',
  failedToReceive: 'Error: Failed to receive response',
  retry: 'Retry',
  poweredBy: 'Powered by',
};

export interface Translator {
  t: (key: string) => string;
  /** Whether the current language defines the key; the footer text shows only then. */
  has: (key: string) => boolean;
}

export function createTranslator(language: string, i18n: ChatI18n = {}): Translator {
  // English fills the gaps so a partly translated widget still has labels on every control.
  const texts = { ...englishTexts, ...i18n.en, ...i18n[language] };
  return {
    t: (key) => texts[key] ?? key,
    has: (key) => key in texts,
  };
}
