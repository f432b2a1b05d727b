// Fills in the defaults of ChatOptions once, so the rest of the widget never repeats them.
import type { ChatI18n, ChatOptions } from './types';

export interface ResolvedChatOptions {
  webhookUrl: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  chatInputKey: string;
  chatSessionKey: string;
  loadPreviousSession: boolean;
  defaultLanguage: string;
  i18n: ChatI18n;
  initialMessages: string[];
  disabled: boolean;
  allowFileUploads: boolean;
  allowedFilesMimeTypes: string;
  showWelcomeScreen: boolean;
  metadata: Record<string, unknown> | undefined;
  enableStreaming: boolean;
}

export function resolveOptions(options: ChatOptions): ResolvedChatOptions {
  return {
    webhookUrl: options.webhookUrl,
    method: options.webhookConfig?.method ?? 'POST',
    headers: options.webhookConfig?.headers ?? {},
    chatInputKey: options.chatInputKey ?? 'chatInput',
    chatSessionKey: options.chatSessionKey ?? 'sessionId',
    loadPreviousSession: options.loadPreviousSession ?? true,
    defaultLanguage: options.defaultLanguage ?? 'en',
    i18n: options.i18n ?? {},
    initialMessages: options.initialMessages ?? ['Hi there! 👋', 'How can I help you today?'],
    disabled: options.disabled ?? false,
    allowFileUploads: options.allowFileUploads ?? false,
    allowedFilesMimeTypes: options.allowedFilesMimeTypes ?? '',
    showWelcomeScreen: options.showWelcomeScreen ?? false,
    metadata: options.metadata,
    enableStreaming: options.enableStreaming ?? false,
  };
}
