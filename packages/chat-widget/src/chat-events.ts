// A tiny event bus a host can use to talk to the widget, e.g. `chatEvents.emit('scrollToBottom')` after its layout changes.

export type ChatEventName = 'scrollToBottom';

const listeners: Record<ChatEventName, Set<() => void>> = { scrollToBottom: new Set() };

export const chatEvents = {
  /** Subscribes a listener; returns the function that unsubscribes it. */
  on(name: ChatEventName, listener: () => void): () => void {
    listeners[name].add(listener);
    return () => listeners[name].delete(listener);
  },
  emit(name: ChatEventName): void {
    for (const listener of listeners[name]) listener();
  },
};
