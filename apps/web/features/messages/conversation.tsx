'use client';
// The conversation between a booking's customer and its provider, the same on both sides: the
// messages oldest to newest (earlier ones on request), kept live by the socket, marked read while
// on screen, and the composer while the thread takes messages; otherwise the reason it does not.
import { ArrowUp, Info, MessagesSquare } from 'lucide-react';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { messagesOldestFirst, useBookingThread, useLiveThread, useMarkThreadRead, useMessagingUser, useSendMessage, type NewMessage } from './messages-api';
import { useOnScreen } from './use-on-screen';

/** How close to the bottom (px) still counts as reading the newest messages, so new ones scroll into view. */
const NEAR_BOTTOM_PX = 80;

interface ConversationProps {
  bookingId: string;
  /** After the thread was marked read: refresh whatever shows unread counts (booking lists, badges). */
  onRead?: () => void;
  /** The heading's id, when something around the conversation (a dialog) is named by it. */
  headingId?: string;
  /** `fill` grows into a sized parent (a dialog); `card` is a section of a page. */
  layout?: 'card' | 'fill';
}

export function Conversation({ bookingId, onRead, headingId, layout = 'card' }: ConversationProps) {
  const t = useTranslations('account.messages');
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const thread = useBookingThread(bookingId);
  const first = thread.data?.pages[0];
  const open = first?.open ?? false;
  useLiveThread(bookingId, open);

  const section = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(section);
  const markRead = useMarkThreadRead(bookingId, onRead);
  const unread = first?.unreadCount ?? 0;
  // A failed attempt is not repeated for the same count (no request loop while offline); a new message retries.
  const failedFor = useRef<number | null>(null);
  const { mutate: markReadNow, isPending: marking } = markRead;
  useEffect(() => {
    if (!onScreen || unread === 0 || marking || failedFor.current === unread) return;
    markReadNow(unread, {
      onError: (error) => {
        failedFor.current = unread;
        console.error(`Marking the messages of booking ${bookingId} read failed`, error);
      },
    });
  }, [onScreen, unread, marking, markReadNow, bookingId]);

  const send = useSendMessage(bookingId);
  async function sendMessage(message: NewMessage) {
    try {
      return await send.mutateAsync(message);
    } catch (error) {
      // 409: the thread closed meanwhile; re-reading it replaces the composer with the reason.
      if (error instanceof ApiError && error.status === 409) void thread.refetch();
      throw error;
    }
  }

  const counterpart = first?.counterpart?.name ?? null;
  const fill = layout === 'fill';
  let body;
  if (!first && thread.isError) {
    body = <LoadError title={t('loadError')} message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />;
  } else if (!first) {
    body = <ThreadSkeleton />;
  } else if (!first.open) {
    body = <ClosedNote text={first.closedReason ?? t('notOpen')} />;
  } else {
    body = (
      <>
        <MessageLog thread={thread} fill={fill} counterpart={counterpart} labelledBy={titleId} />
        {first.canSend ? (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <MessageComposer counterpartName={counterpart} onSend={sendMessage} />
          </div>
        ) : (
          <ClosedNote text={first.closedReason ?? t('readOnly')} className="mt-4" />
        )}
      </>
    );
  }

  return (
    <section ref={section} aria-labelledby={titleId} className={clsx(fill && 'flex min-h-0 flex-1 flex-col')}>
      <h2 id={titleId} className="mb-3 flex min-w-0 items-center gap-2 text-base font-semibold break-words text-ink">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-700" />
        {counterpart ? t('titleWith', { name: counterpart }) : t('title')}
      </h2>
      {body}
    </section>
  );
}

function MessageLog({
  thread,
  fill,
  counterpart,
  labelledBy,
}: {
  thread: ReturnType<typeof useBookingThread>;
  fill: boolean;
  counterpart: string | null;
  labelledBy: string;
}) {
  const t = useTranslations('account.messages');
  const { userId } = useMessagingUser();
  const messages = messagesOldestFirst(thread.data);
  const scroller = useRef<HTMLDivElement>(null);
  // Follows the newest message while the reader is at the bottom; true at first so the thread opens there.
  const followNewest = useRef(true);
  // The distance from the bottom before earlier messages were added above, to keep the view still.
  const keepFromBottom = useRef<number | null>(null);
  const newestId = messages.at(-1)?._id;
  const oldestId = messages[0]?._id;
  const newestIsMine = messages.at(-1)?.sender._id === userId;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && (followNewest.current || newestIsMine)) element.scrollTop = element.scrollHeight;
  }, [newestId, newestIsMine]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || keepFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [oldestId]);

  async function loadEarlier() {
    const element = scroller.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    const result = await thread.fetchNextPage();
    // The button goes away at the start of the thread; focus stays in the conversation.
    if (!result.hasNextPage) element?.focus();
  }

  return (
    <div className={clsx('flex flex-col', fill && 'min-h-0 flex-1')}>
      {thread.hasNextPage && (
        <div className="mb-2 flex flex-col items-center gap-1">
          <Button variant="link" size="sm" onClick={() => void loadEarlier()} loading={thread.isFetchingNextPage}>
            {!thread.isFetchingNextPage && <ArrowUp aria-hidden="true" className="size-4" />}
            {t('loadEarlier')}
          </Button>
          {thread.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(thread.error)}
            </p>
          )}
        </div>
      )}
      {/* A log: screen readers announce messages as they arrive. Focusable, so it scrolls by keyboard. */}
      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-labelledby={labelledBy}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          followNewest.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
        }}
        className={clsx(
          'overflow-y-auto overscroll-contain rounded-xl bg-slate-50/70 p-3 ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700 sm:p-4',
          fill ? 'min-h-0 flex-1' : 'max-h-[28rem] min-h-40',
        )}
      >
        {messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted">
            {counterpart ? t('noneWith', { name: counterpart }) : t('none')}
          </p>
        ) : (
          <ul className="space-y-4">
            {messages.map((message) => (
              <li key={message._id}>
                <MessageBubble message={message} mine={message.sender._id === userId} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ClosedNote({ text, className }: { text: string; className?: string }) {
  return (
    <p className={clsx('flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-ink', className)}>
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      {text}
    </p>
  );
}

function ThreadSkeleton() {
  const t = useTranslations('account.messages');
  return (
    <div role="status" className="space-y-3 rounded-xl bg-slate-50/70 p-4 ring-1 ring-slate-200">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-10 w-3/5" />
    </div>
  );
}
