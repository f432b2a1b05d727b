'use client';
// A booking's conversation through the API (issue 7): the thread page by page, sending, marking it
// read, and the BookingMessage socket event. The cached pages stay newest first, as the API sends
// them; live and sent messages are added to the first page once (by _id).
import type { BookingMessage, BookingMessageEvent, BookingThread } from '@hearth/shared/api-types';
import type { AppEvent } from '@hearth/shared/realtime-events';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useRealtimeEvent } from '@/features/realtime/realtime-provider';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export const threadKey = (bookingId: string) => ['booking-thread', bookingId] as const;

type ThreadPages = InfiniteData<BookingThread, string | undefined>;

/** The signed-in user's id and API token. */
export function useMessagingUser() {
  const { data: session } = useSession();
  return { userId: session?.user._id ?? null, token: session?.user.token.accessToken ?? null };
}

export function useBookingThread(bookingId: string) {
  const { token } = useMessagingUser();
  return useInfiniteQuery({
    queryKey: threadKey(bookingId),
    queryFn: async ({ pageParam, signal }) =>
      (await apiRequest<BookingThread>(apiPaths.booking.messages(bookingId, { before: pageParam }), { token, signal })).data,
    initialPageParam: undefined as string | undefined,
    // Pages are newest first: the next page is what came before the oldest one loaded.
    getNextPageParam: (page) => (page.hasMore ? page.messages.at(-1)?._id : undefined),
    enabled: Boolean(token),
  });
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
  const { userId, token } = useMessagingUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, files }: NewMessage) => {
      let body: FormData | { text: string } = { text };
      if (files.length > 0) {
        const form = new FormData();
        form.append('text', text);
        for (const file of files) form.append('files', file);
        body = form;
      }
      return (await apiRequest<BookingMessage>(apiPaths.booking.messages(bookingId), { method: 'POST', body, token })).data;
    },
    onSuccess: (message) => addMessage(queryClient, message, userId),
  });
}

/** Marks everything read up to now; `count` is how many unread messages the caller saw, taken off on success. */
export function useMarkThreadRead(bookingId: string, onRead?: () => void) {
  const { token } = useMessagingUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_count: number) => apiRequest<{ unreadCount: number }>(apiPaths.booking.messagesRead(bookingId), { method: 'POST', token }),
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
