// The conversation as bubbles: the visitor's text as typed, the bot's rendered as Markdown.
import { useMemo } from 'react';
import { FileChip } from './file-chip';
import type { ChatMessage, ChatSender } from './types';
import { useMarkdown } from './use-markdown';

interface MessageListProps {
  t: (key: string) => string;
  initialMessages: string[];
  messages: ChatMessage[];
  waiting: boolean;
  failed: boolean;
  lastReply: { id: string; text: string } | null;
  onRetry: () => void;
}

type RenderMarkdown = ReturnType<typeof useMarkdown>;

function MessageText({ text, markdown }: { text: string; markdown: RenderMarkdown }) {
  const html = useMemo(() => markdown?.(text), [markdown, text]);
  if (html === undefined) return <p className="hearth-chat-text">{text}</p>;
  // Safe: the renderer escapes raw HTML (markdown-it with html: false).
  return <div className="hearth-chat-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

interface BubbleProps {
  t: (key: string) => string;
  sender: ChatSender;
  text: string;
  files?: File[];
  markdown: RenderMarkdown;
}

function Bubble({ t, sender, text, files = [], markdown }: BubbleProps) {
  return (
    <li className={`hearth-chat-message hearth-chat-message--${sender}`}>
      <span className="hearth-chat-sr-only">{t(sender === 'user' ? 'userMessage' : 'botMessage')} </span>
      {text === '' ? (
        <p className="hearth-chat-text">{t('emptyResponse')}</p>
      ) : sender === 'bot' ? (
        <MessageText text={text} markdown={markdown} />
      ) : (
        <p className="hearth-chat-text">{text}</p>
      )}
      {files.length > 0 && (
        <ul className="hearth-chat-chips">
          {files.map((file) => (
            <li key={file.name}>
              <FileChip file={file} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function MessageList({ t, initialMessages, messages, waiting, failed, lastReply, onRetry }: MessageListProps) {
  const markdown = useMarkdown();
  // Once a streamed reply has started, its growing bubble replaces the typing dots.
  const typing = waiting && messages.at(-1)?.sender !== 'bot';
  return (
    <>
      <ol className="hearth-chat-messages" aria-label={t('conversation')}>
        {initialMessages.map((text, index) => (
          <Bubble key={`initial-${index}`} t={t} sender="bot" text={text} markdown={markdown} />
        ))}
        {messages.map((message) => (
          <Bubble
            key={message.id}
            t={t}
            sender={message.sender}
            text={message.text}
            files={message.files}
            markdown={markdown}
          />
        ))}
        {typing && (
          <li className="hearth-chat-message hearth-chat-message--bot hearth-chat-typing">
            <span className="hearth-chat-sr-only">{t('typing')}</span>
            <span className="hearth-chat-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </li>
        )}
        {failed && !waiting && (
          <li className="hearth-chat-message hearth-chat-message--bot hearth-chat-message--error">
            <p className="hearth-chat-text" role="alert">
              {t('failedToReceive')}
            </p>
            <button type="button" className="hearth-chat-retry" onClick={onRetry}>
              {t('retry')}
            </button>
          </li>
        )}
      </ol>
      {/* Only finished replies are announced: not the visitor's own words, nor a stream chunk by chunk. */}
      <div className="hearth-chat-sr-only" role="log" aria-live="polite">
        {lastReply && !waiting && (
          <MessageText key={lastReply.id} text={lastReply.text || t('emptyResponse')} markdown={markdown} />
        )}
      </div>
    </>
  );
}
