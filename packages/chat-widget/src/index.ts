// @hearth/chat-widget's public surface: the widget, its option and message types, and the event bus.
export { ChatWidget, type ChatWidgetProps } from './chat-widget';
export { chatEvents, type ChatEventName } from './chat-events';
export type { ChatI18n, ChatMessage, ChatOptions, ChatSender, ChatWebhookConfig } from './types';
