// A WebSocket client for tests: collects messages, waits for them, and reports refused upgrades.
import WebSocket from 'ws';

export interface TestSocket {
  messages: { event: string; data: Record<string, unknown> }[];
  waitFor(event: string, timeoutMs?: number): Promise<{ event: string; data: Record<string, unknown> }>;
  closed: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
  close(): void;
}

export function openSocket(baseUrl: string, query: Record<string, string>, opts: { origin?: string; autoPong?: boolean } = {}): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws?${new URLSearchParams(query)}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: opts.origin ? { origin: opts.origin } : {}, autoPong: opts.autoPong ?? true });
    const messages: TestSocket['messages'] = [];
    const listeners = new Set<() => void>();
    socket.on('message', (raw) => {
      messages.push(JSON.parse(String(raw)));
      for (const l of listeners) l();
    });
    const closed = new Promise<{ code: number; reason: string }>((r) => socket.on('close', (code, reason) => r({ code, reason: String(reason) })));
    socket.on('unexpected-response', (_req, res) => reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { statusCode: res.statusCode })));
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
