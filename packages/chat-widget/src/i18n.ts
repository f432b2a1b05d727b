// Text lookup: the host's texts for the chosen language, then the widget's own texts in that language
// (English and French are built in), then the host's English, the built-in English, then the key itself.
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

// Canadian French, for Hearth's French pages and any host that sets defaultLanguage 'fr'.
const frenchTexts: Record<string, string> = {
  title: 'Bonjour! 👋',
  subtitle: 'Commencez une conversation. Nous sommes là pour vous aider 24 heures sur 24, 7 jours sur 7.',
  supportAvailable: 'Soutien offert 24/7',
  getStarted: 'Nouvelle conversation',
  inputPlaceholder: 'Écrivez votre question…',
  inputLabel: 'Message',
  sendButton: 'Envoyer le message',
  attachButton: 'Joindre des fichiers',
  removeFile: 'Retirer',
  toggleButton: 'Clavarder avec nous',
  closeButtonTooltip: 'Fermer le clavardage',
  conversation: 'Conversation',
  userMessage: 'Vous :',
  botMessage: 'Assistant :',
  typing: 'L’assistant écrit',
  emptyResponse: '<Réponse vide>',
  failedToReceive: 'Erreur : aucune réponse reçue',
  retry: 'Réessayer',
  poweredBy: 'Propulsé par',
};

const builtInTexts: Record<string, Record<string, string>> = { en: englishTexts, fr: frenchTexts };

export interface Translator {
  t: (key: string) => string;
  /** Whether the current language defines the key; the footer text shows only then. */
  has: (key: string) => boolean;
}

export function createTranslator(language: string, i18n: ChatI18n = {}): Translator {
  // English fills the gaps so a partly translated widget still has labels on every control.
  const texts = { ...englishTexts, ...i18n.en, ...builtInTexts[language], ...i18n[language] };
  return {
    t: (key) => texts[key] ?? key,
    has: (key) => key in texts,
  };
}
