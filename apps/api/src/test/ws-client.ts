// A WebSocket client for tests: collects messages, waits for them, and reports refused upgrades.
// It sends the token the way the web app does (as a subprotocol), or in the URL as older clients do.
import WebSocket from 'ws';
import { REALTIME_PROTOCOL } from '@hearth/shared/realtime-events';

export interface TestSocket {
  messages: { event: string; data: Record<string, unknown> }[];
  waitFor(event: string, timeoutMs?: number): Promise<{ event: string; data: Record<string, unknown> }>;
  closed: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
  close(): void;
}

export interface OpenSocketOptions {
  origin?: string;
  autoPong?: boolean;
  /** Where the token goes: the `Sec-WebSocket-Protocol` header (default, as browsers send it) or `?token=`. */
  tokenIn?: 'protocol' | 'query';
}

export function openSocket(baseUrl: string, { token, ...query }: { userId: string; token?: string }, opts: OpenSocketOptions = {}): Promise<TestSocket> {
  const inQuery = opts.tokenIn === 'query';
  const params = new URLSearchParams(inQuery && token ? { ...query, token } : query);
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws?${params}`;
  // ws fails the handshake, as browsers do, if the server does not select one of the offered protocols.
  const protocols = !inQuery && token ? [REALTIME_PROTOCOL, token] : [];
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocols, { headers: opts.origin ? { origin: opts.origin } : {}, autoPong: opts.autoPong ?? true });
    const messages: TestSocket['messages'] = [];
    const listeners = new Set<() => void>();
    socket.on('message', (raw) => {
      messages.push(JSON.parse(String(raw)));
      for (const l of listeners) l();
    });
    const closed = new Promise<{ code: number; reason: string }>((r) => socket.on('close', (code, reason) => r({ code, reason: String(reason) })));
    socket.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => reject(Object.assign(new Error(`upgrade refused: ${res.statusCode} ${body}`), { statusCode: res.statusCode, body })));
    });
    socket.on('error', (err) => reject(err));
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        closed,
        close: () => socket.close(),
        waitFor(event, timeoutMs = 5000) {
          return new Promise((res, rej) => {
            const check = () => {
              const m = messages.find((x) => x.event === event);
              if (m) {
                listeners.delete(check);
                clearTimeout(timer);
                res(m);
              }
            };
            const timer = setTimeout(() => {
              listeners.delete(check);
              rej(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            listeners.add(check);
            check();
          });
        },
      }),
    );
  });
}
