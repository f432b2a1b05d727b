'use client';
// The tab's one realtime socket, open while a user is signed in. Every event refreshes the
// notification lists and the booking events show a toast; features react to events through
// useRealtimeEvent (available bookings now, bookings and messages later) instead of opening sockets.
import type { AppEvent, RealtimeMessage } from '@hearth/shared/realtime-events';
import { REALTIME_PROTOCOL, REALTIME_TOASTS } from '@hearth/shared/realtime-events';
import { notificationEndpoints } from '@hearth/shared/notifications/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { notificationKeys } from '@/features/notifications';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/call';
import { publicApiUrl } from '@/lib/config';
import type { Messages } from '@/messages';
import { openRealtimeConnection, type IncomingRealtimeMessage } from './realtime-connection';

/** How long a tab waits for a new token from its own password change before probing the old one. */
const SESSION_HANDOVER_MS = 1500;

type Listener = (message: IncomingRealtimeMessage) => void;

type ToastEvent = keyof Messages['realtime']['toasts'];

const RealtimeContext = createContext<Set<Listener> | null>(null);

/** `ws(s)://<api>/ws?userId=`: the API host with the page's scheme swapped for WebSocket's. */
export function realtimeUrl(userId: string): string {
  const params = new URLSearchParams({ userId });
  return `${publicApiUrl.replace(/^http/, 'ws')}/ws?${params}`;
}

/** The token travels as a second subprotocol (`Sec-WebSocket-Protocol: hearth, <token>`), never in the URL. */
export function realtimeProtocols(token: string): string[] {
  return [REALTIME_PROTOCOL, token];
}

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: session, update } = useSession();
  const userId = session?.user._id ?? null;
  const token = session?.user.token.accessToken ?? null;
  const queryClient = useQueryClient();
  const t = useTranslations('realtime.toasts');
  const [listeners] = useState(() => new Set<Listener>());
  // The socket outlives token refreshes; it reads the newest token whenever it reconnects.
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  const onMessage = useEffectEvent((message: IncomingRealtimeMessage) => {
    // The events that toast are REALTIME_TOASTS's; their words are realtime.toasts.<event> in the catalogues.
    const event = message.event as AppEvent;
    if (REALTIME_TOASTS[event]) {
      const detail = message.data.message;
      toast(t(event as ToastEvent), { description: typeof detail === 'string' ? detail : undefined });
    }
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    for (const listener of listeners) listener(message);
  });

  const refreshNotifications = useEffectEvent(() => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });

  /** The API ended the session behind `staleToken` (password change, deactivation, expiry). */
  const renewSession = useEffectEvent(async (staleToken: string): Promise<string | null> => {
    // Re-reading the session lets next-auth refresh the token, or end a session the API refused.
    const renewed = async () => {
      const next = (await update())?.user.token.accessToken;
      return next && next !== staleToken ? next : null;
    };
    const next = await renewed();
    if (next) return next;
    // A password change ends every session, this one included, before its reply hands this tab the
    // new token: give the page a moment to store it before deciding the session is over.
    await new Promise((resolve) => setTimeout(resolve, SESSION_HANDOVER_MS));
    const handedOver = await renewed();
    if (handedOver) return handedOver;
    // No new token: one call tells whether the API still takes the old one. A 401 signs the user
    // out and sends them to /login (lib/api); anything else (offline) retries later with it.
    try {
      await call(notificationEndpoints.unreadCount, {}, { token: staleToken });
      return staleToken;
    } catch (error) {
      return error instanceof ApiError && error.status === 401 ? null : staleToken;
    }
  });

  useEffect(() => {
    if (!userId) return;
    const connection = openRealtimeConnection({
      url: realtimeUrl(userId),
      protocols: realtimeProtocols,
      currentToken: () => tokenRef.current,
      renewSession: (staleToken) => renewSession(staleToken),
      onMessage: (message) => onMessage(message),
      onReconnect: () => refreshNotifications(),
    });
    // Logout (no session), another user, or leaving the app: closed for good.
    return () => connection.close();
  }, [userId]);

  return <RealtimeContext value={listeners}>{children}</RealtimeContext>;
}

/**
 * Runs `handler` for each of `events` pushed to this tab, through the tab's one socket.
 * Must be used below RealtimeProvider, which <AppProviders> (features/layout/app-providers.tsx) mounts.
 */
export function useRealtimeEvent(events: readonly AppEvent[], handler: (message: RealtimeMessage<Record<string, unknown>>) => void) {
  const listeners = useContext(RealtimeContext);
  const onEvent = useEffectEvent(handler);
  const eventList = events.join(' ');
  useEffect(() => {
    if (!listeners) throw new Error('useRealtimeEvent is used outside RealtimeProvider');
    const wanted = new Set(eventList.split(' '));
    const listener: Listener = (message) => {
      if (wanted.has(message.event)) onEvent(message as RealtimeMessage<Record<string, unknown>>);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [listeners, eventList]);
}
