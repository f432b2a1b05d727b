// The widget's public shapes: what a host passes in (ChatOptions) and what the chat shows (ChatMessage).

export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  /** ISO 8601 timestamp. */
  createdAt: string;
  /** Files the visitor attached to this message. */
  files?: File[];
}

/** Language → text key → text, e.g. `{ en: { title: 'Hi there!' } }`. */
export type ChatI18n = Record<string, Record<string, string>>;

export interface ChatWebhookConfig {
  /** Default `POST`. `GET` sends the fields as a query string (file uploads always POST). */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

export interface ChatOptions {
  /**
   * An n8n Chat Trigger's webhook in "Embedded Chat" mode, `<n8n>/webhook/<webhookId>/chat`, or one that
   * speaks the same protocol (Hearth's own `/api/chat/webhook`).
   */
  webhookUrl: string;
  webhookConfig?: ChatWebhookConfig;
  /** Body field carrying the visitor's text. Default `chatInput`. */
  chatInputKey?: string;
  /** Body field carrying the session id. Default `sessionId`. */
  chatSessionKey?: string;
  /** Ask the webhook for the stored conversation when the window first opens. Default `true`. */
  loadPreviousSession?: boolean;
  /** Default `en`. */
  defaultLanguage?: string;
  /** Merged over the built-in English texts; a key with no text shows the key itself. */
  i18n?: ChatI18n;
  /** Bot messages shown above the conversation; never sent to the webhook. */
  initialMessages?: string[];
  /** Disables the text box and the send button. */
  disabled?: boolean;
  allowFileUploads?: boolean;
  /** The file picker's `accept` value, e.g. `image/*,application/pdf`. Empty accepts anything. */
  allowedFilesMimeTypes?: string;
  /** Show a "get started" screen until the visitor starts a session. Default `false`. */
  showWelcomeScreen?: boolean;
  /** Sent as `metadata` with every request. */
  metadata?: Record<string, unknown>;
  /**
   * Show replies as they stream, as a Chat Trigger set to "Streaming" sends them (n8n 1.105+): one JSON
   * chunk per line (`begin` / `item` / `end` / `error`), one bubble per workflow node run. Requests then
   * carry `Accept: text/plain`, as n8n's official client does. With it off, a reply that streams anyway
   * (n8n streams whatever is asked) is still read, once it has arrived. Default `false`.
   */
  enableStreaming?: boolean;
}
