'use client';
// The floating chat: a toggle button and the window it opens, with the widget's own stylesheet.
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ChatWindow } from './chat-window';
import { createTranslator } from './i18n';
import { ChatIcon, ChevronDownIcon } from './icons';
import { resolveOptions } from './options';
import { chatStyles } from './styles';
import type { ChatOptions } from './types';
import { useChat } from './use-chat';

export interface ChatWidgetProps {
  options: ChatOptions;
  /** Open the window on mount, e.g. when the visitor pressed a launcher before the widget loaded. */
  defaultOpen?: boolean;
}

export function ChatWidget({ options, defaultOpen = false }: ChatWidgetProps) {
  const resolved = resolveOptions(options);
  const translator = createTranslator(resolved.defaultLanguage, resolved.i18n);
  const chat = useChat(resolved);
  const [open, setOpen] = useState(defaultOpen);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const windowId = useId();

  // The conversation loads on first open, so pages where nobody chats make no webhook call.
  const startChat = useEffectEvent(() => void chat.start());
  useEffect(() => {
    if (open) startChat();
  }, [open]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <div className="hearth-chat-root">
      {/* React 19 hoists this into <head> once, however many widgets render, on the server too. */}
      <style href="hearth-chat-widget" precedence="hearth-chat">
        {chatStyles}
      </style>
      <button
        ref={toggleRef}
        type="button"
        className="hearth-chat-toggle"
        aria-label={translator.t('toggleButton')}
        aria-expanded={open}
        aria-controls={windowId}
        onClick={() => setOpen(!open)}
      >
        {open ? <ChevronDownIcon /> : <ChatIcon />}
      </button>
      <ChatWindow id={windowId} open={open} options={resolved} translator={translator} chat={chat} onClose={close} />
    </div>
  );
}
