// The chat window: header, then either the welcome screen or the conversation and its input, then the footer.
import { useEffect, useRef } from 'react';
import { chatEvents } from './chat-events';
import { ChatInput } from './chat-input';
import type { Translator } from './i18n';
import { CloseIcon } from './icons';
import { MessageList } from './message-list';
import type { ResolvedChatOptions } from './options';
import type { Chat } from './use-chat';

interface ChatWindowProps {
  id: string;
  open: boolean;
  options: ResolvedChatOptions;
  translator: Translator;
  chat: Chat;
  onClose: () => void;
}

const poweredByUrl = 'https://n8n.io';

export function ChatWindow({ id, open, options, translator, chat, onClose }: ChatWindowProps) {
  const { t, has } = translator;
  const windowRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const getStartedRef = useRef<HTMLButtonElement>(null);
  const showWelcome = options.showWelcomeScreen && chat.sessionId === null && !chat.waiting;
  const titleId = `${id}-title`;
  const footer = has('footer') ? t('footer') : '';

  // Focus lands where the visitor will act: Get started, the text box, or the window itself when disabled.
  useEffect(() => {
    if (!open) return;
    const target = getStartedRef.current ?? textareaRef.current;
    if (target && !target.disabled) target.focus();
    else windowRef.current?.focus();
  }, [open, showWelcome]);

  useEffect(() => {
    if (!open) return;
    const scrollToBottom = () => {
      const body = bodyRef.current;
      if (body) body.scrollTop = body.scrollHeight;
    };
    scrollToBottom();
    window.addEventListener('resize', scrollToBottom);
    const unsubscribe = chatEvents.on('scrollToBottom', scrollToBottom);
    return () => {
      window.removeEventListener('resize', scrollToBottom);
      unsubscribe();
    };
  }, [open, showWelcome, chat.messages, chat.waiting, chat.failed]);

  useEffect(() => {
    const element = windowRef.current;
    if (!element) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      event.stopPropagation();
      onClose();
    };
    element.addEventListener('keydown', closeOnEscape);
    return () => element.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  const history = chat.messages.filter((message) => message.sender === 'user').map((message) => message.text);

  return (
    // Non-modal: the page stays usable, so there is no focus trap and no aria-modal.
    <div
      ref={windowRef}
      id={id}
      className="hearth-chat-window"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
    >
      <header className="hearth-chat-header">
        <h2 id={titleId} className="hearth-chat-title">
          {t('title')}
        </h2>
        <p className="hearth-chat-subtitle">{t('subtitle')}</p>
        <p className="hearth-chat-availability">{t('supportAvailable')}</p>
        <button
          type="button"
          className="hearth-chat-close"
          aria-label={t('closeButtonTooltip')}
          title={t('closeButtonTooltip')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      {showWelcome ? (
        <div className="hearth-chat-get-started">
          <button
            ref={getStartedRef}
            type="button"
            className="hearth-chat-primary-button"
            onClick={() => chat.startNewSession()}
          >
            {t('getStarted')}
          </button>
        </div>
      ) : (
        <>
          <div ref={bodyRef} className="hearth-chat-body">
            <MessageList
              t={t}
              initialMessages={options.initialMessages}
              messages={chat.messages}
              waiting={chat.waiting}
              failed={chat.failed !== null}
              lastReply={chat.lastReply}
              onRetry={() => void chat.retry()}
            />
          </div>
          <ChatInput
            t={t}
            disabled={options.disabled}
            waiting={chat.waiting}
            allowFileUploads={options.allowFileUploads}
            allowedFilesMimeTypes={options.allowedFilesMimeTypes}
            history={history}
            onSend={chat.send}
            textareaRef={textareaRef}
          />
        </>
      )}
      <footer className="hearth-chat-footer">
        {footer && <p className="hearth-chat-footer-text">{footer}</p>}
        <p className="hearth-chat-powered-by">
          {t('poweredBy')}{' '}
          <a href={poweredByUrl} target="_blank" rel="noopener noreferrer">
            n8n
          </a>
        </p>
      </footer>
    </div>
  );
}
