// One realtime socket and its reconnect policy: reopened SOCKET_RECONNECT_MS after it
// closes, except when the API ended the session (close code 4001): reconnecting with the same token
// would only be refused, so a renewed session (a new token) comes first.
import { SOCKET_RECONNECT_MS } from '@hearth/shared/constants';

/** The API closes a socket with this code when its session ended (apps/api plugins/realtime.ts). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** A pushed `{ event, data }` frame. Events the web app does not know yet still arrive. */
export interface IncomingRealtimeMessage {
  event: string;
  data: Record<string, unknown>;
}

export interface RealtimeConnectionOptions {
  url: string;
  /** The subprotocols to offer: they carry the token, which must not go in the URL (URLs end up in logs). */
  protocols: (token: string) => string[];
  /** The session's token right now: it is refreshed while a socket stays open. */
  currentToken: () => string | null;
  /** After a 4001: a token to reconnect with (the same one only if the API still accepts it), or null once signed out. */
  renewSession: (staleToken: string) => Promise<string | null>;
  onMessage: (message: IncomingRealtimeMessage) => void;
  /** Every open after the first: events may have been missed while the socket was down. */
  onReconnect?: () => void;
  reconnectMs?: number;
}

export interface RealtimeConnection {
  /** Closes for good (logout, unmount): no reconnect follows. */
  close: () => void;
}

function parseMessage(raw: unknown): IncomingRealtimeMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const value = JSON.parse(raw) as Partial<IncomingRealtimeMessage> | null;
    if (!value || typeof value.event !== 'string') return null;
    const data = value.data && typeof value.data === 'object' ? value.data : {};
    return { event: value.event, data };
  } catch (error) {
    console.error('Ignoring a realtime frame that is not JSON', error);
    return null;
  }
}

export function openRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const { url, protocols, currentToken, renewSession, onMessage, onReconnect, reconnectMs = SOCKET_RECONNECT_MS } = options;
  let socket: WebSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let hasOpened = false;

  function connect(token: string) {
    if (closed) return;
    const current = new WebSocket(url, protocols(token));
    socket = current;
    current.onopen = () => {
      if (hasOpened) onReconnect?.();
      hasOpened = true;
    };
    current.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (message) onMessage(message);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket === current) socket = null;
      if (closed) return;
      if (event.code === SESSION_ENDED_CLOSE_CODE) void renew(token);
      else retryLater();
    };
  }

  function retryLater() {
    retryTimer = setTimeout(() => {
      const token = currentToken();
      if (token) connect(token);
    }, reconnectMs);
  }

  async function renew(staleToken: string) {
    // The session may already hold a newer token (refreshed while this socket was open).
    const latest = currentToken();
    let token: string | null;
    try {
      token = latest && latest !== staleToken ? latest : await renewSession(staleToken);
    } catch (error) {
      console.error('Renewing the session after the realtime socket closed failed', error);
      token = staleToken;
    }
    if (closed || token === null) return;
    if (token !== staleToken) connect(token);
    else retryLater();
  }

  const token = currentToken();
  if (token) connect(token);

  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      socket?.close(1000);
      socket = null;
    },
  };
}
