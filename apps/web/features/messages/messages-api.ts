'use client';
// A booking's conversation through the API: the thread page by page, sending, marking it
// read, and the BookingMessage socket event. The cached pages stay newest first, as the API sends
// them; live and sent messages are added to the first page once (by _id).
import {
  messageEndpoints,
  type BookingMessage,
  type BookingMessageEvent,
  type BookingMessageInput,
  type BookingThread,
  type MessageAttachment,
} from '@hearth/shared/messages/contract';
import type { AppEvent } from '@hearth/shared/realtime-events';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import { useRealtimeEvent } from '@/features/realtime';
import { useCall } from '@/lib/use-call';

export const threadKey = (bookingId: string) => ['booking-thread', bookingId] as const;

type ThreadPages = InfiniteData<BookingThread, string | undefined>;

/** The signed-in user's id: their own messages are drawn on their side and never count as unread. */
export function useMessagingUser() {
  const { data: session } = useSession();
  return { userId: session?.user._id ?? null };
}

export function useBookingThread(bookingId: string) {
  const { call, signedIn } = useCall();
  return useInfiniteQuery({
    queryKey: threadKey(bookingId),
    queryFn: async ({ pageParam, signal }) => (await call(messageEndpoints.thread, { params: { id: bookingId }, query: { before: pageParam } }, { signal })).data,
    initialPageParam: undefined as string | undefined,
    // Pages are newest first: the next page is what came before the oldest one loaded.
    getNextPageParam: (page) => (page.hasMore ? page.messages.at(-1)?._id : undefined),
    enabled: signedIn,
  });
}

/**
 * Fetches an attachment's file. The API serves it only with the Bearer token, so it is read as a
 * blob rather than linked; `signedIn` tells when there is a token to send.
 */
export function useAttachmentFile() {
  const { downloadPath, signedIn } = useCall();
  const fetchFile = useCallback((attachment: MessageAttachment, signal?: AbortSignal) => downloadPath(attachment.url, signal), [downloadPath]);
  return { fetchFile, signedIn };
}

/** The whole loaded conversation, oldest first, for reading top to bottom. */
export function messagesOldestFirst(data: { pages: BookingThread[] } | undefined): BookingMessage[] {
  if (!data) return [];
  return data.pages
    .flatMap((page) => page.messages)
    .toReversed()
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** Adds a message to the cached thread unless it is there already; counts it unread when someone else wrote it. */
function addMessage(queryClient: QueryClient, message: BookingMessage, userId: string | null) {
  queryClient.setQueryData<ThreadPages>(threadKey(message.bookingId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.messages.some((known) => known._id === message._id))) return data;
    const unreadCount = message.sender._id === userId ? first.unreadCount : first.unreadCount + 1;
    return { ...data, pages: [{ ...first, messages: [message, ...first.messages], unreadCount }, ...rest] };
  });
}

export interface NewMessage {
  text: string;
  files: File[];
}

export function useSendMessage(bookingId: string) {
  const { userId } = useMessagingUser();
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, files }: NewMessage) => {
      let body: BookingMessageInput = { text };
      if (files.length > 0) {
        const form = new FormData();
        form.append('text', text);
        for (const file of files) form.append('files', file);
        // The same `text` with the files next to it: the request goes out as multipart.
        body = form as unknown as BookingMessageInput;
      }
      return (await call(messageEndpoints.send, { params: { id: bookingId }, body })).data;
    },
    onSuccess: (message) => addMessage(queryClient, message, userId),
  });
}

/** Marks everything read up to now; `count` is how many unread messages the caller saw, taken off on success. */
export function useMarkThreadRead(bookingId: string, onRead?: () => void) {
  const { call } = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_count: number) => call(messageEndpoints.markRead, { params: { id: bookingId } }),
    onSuccess: (_result, count) => {
      // Only what was seen: a message that arrived while the request was on its way stays unread.
      queryClient.setQueryData<ThreadPages>(threadKey(bookingId), (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, unreadCount: Math.max(0, first.unreadCount - count) }, ...rest] };
      });
      onRead?.();
    },
  });
}

const MESSAGE_EVENT: readonly AppEvent[] = ['BookingMessage'];
/** The events after which a thread that was not open may have opened. */
const THREAD_OPENING_EVENTS: readonly AppEvent[] = ['AcceptBooking', 'AssignProvider', 'ReloadBooking'];

function isMessageEvent(data: Record<string, unknown>): data is Record<string, unknown> & BookingMessageEvent {
  const message = data.message as Partial<BookingMessage> | undefined;
  return typeof data.bookingId === 'string' && typeof message?._id === 'string' && typeof message.sender?._id === 'string';
}

/** Calls `handler` for each message someone else writes in any of the user's conversations (badges, lists). */
export function useIncomingMessages(handler: (event: BookingMessageEvent) => void) {
  const { userId } = useMessagingUser();
  useRealtimeEvent(MESSAGE_EVENT, ({ data }) => {
    if (isMessageEvent(data) && data.message.sender._id !== userId) handler(data);
  });
}

/**
 * Keeps one cached thread live: pushed messages are added once (the sender's own tabs get them
 * too), and a thread waiting for a provider is re-read when one accepts.
 */
export function useLiveThread(bookingId: string, open: boolean) {
  const { userId } = useMessagingUser();
  const queryClient = useQueryClient();
  useRealtimeEvent(MESSAGE_EVENT, ({ data }) => {
    if (isMessageEvent(data) && data.bookingId === bookingId) addMessage(queryClient, { ...data.message, bookingId }, userId);
  });
  useRealtimeEvent(THREAD_OPENING_EVENTS, () => {
    if (!open) void queryClient.invalidateQueries({ queryKey: threadKey(bookingId) });
  });
}
