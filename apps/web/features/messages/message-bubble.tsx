'use client';
// One message in the conversation: the user's own on the right, the other side's on the left, each
// with who wrote it and when. The text is shown as text (React escapes it), line breaks kept.
import type { BookingMessage } from '@hearth/shared/messages/contract';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { MessageAttachmentView } from './message-attachment';
import { formatMessageTime } from './message-time';

export function MessageBubble({ message, mine }: { message: BookingMessage; mine: boolean }) {
  const t = useTranslations('account.messages');
  const format = useFormat();
  return (
    <div className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <p className="px-1 text-xs text-muted">
        <span className="font-semibold text-ink">{mine ? t('you') : message.sender.name}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt, undefined, format)}</time>
      </p>
      {message.text && (
        <p
          className={clsx(
            'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[75%]',
            mine ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-slate-100 text-ink',
          )}
        >
          {message.text}
        </p>
      )}
      {message.attachments.length > 0 && (
        <ul aria-label={t('attachments')} className={clsx('flex max-w-[85%] flex-wrap gap-2 sm:max-w-[75%]', mine && 'justify-end')}>
          {message.attachments.map((attachment) => (
            <li key={attachment._id} className="max-w-full">
              <MessageAttachmentView attachment={attachment} mine={mine} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
