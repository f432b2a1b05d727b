// The realtime hub: authenticated WebSockets at /ws?userId=&token=. Events arrive from the bus (so
// any instance can raise them) and go to every open socket of each recipient as JSON { event, data }.
// Dead sockets are found by ping/pong, a slice of them at a time; expired or revoked sessions are closed.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { decodeJwt } from 'jose';
import type { AppContext } from '../context';
import type { Bus } from '../adapters/bus';
import { authenticateToken } from './auth';

const HEARTBEAT_MS = 30_000;
/**
 * Each socket is pinged once per heartbeat, but not all in the same tick: a ping costs ~70 µs here,
 * so 5,000 at once held the event loop (and every event in flight) for ~350 ms every 30 s.
 */
const HEARTBEAT_SLICE_MS = 500;
/** Close codes the web client understands: 4001 = sign in again (it will not reconnect with the old token). */
export const CLOSE_SESSION_ENDED = 4001;

interface Client {
  socket: WebSocket;
  userId: string;
  expiresAt: number;
  alive: boolean;
  /** The heartbeat slice it belongs to. */
  slice: Set<Client>;
}

export interface RealtimeHub {
  /** Open sockets per user (for tests and metrics). */
  connectionCount(userId?: string): number;
}

export async function registerRealtime(app: FastifyInstance, ctx: AppContext, bus: Bus, opts: { heartbeatMs?: number } = {}): Promise<RealtimeHub> {
  const clients = new Map<string, Set<Client>>();

  await app.register(websocket, { options: { maxPayload: 4 * 1024 } });

  const deliver = (userIds: string[], fn: (c: Client) => void) => {
    for (const id of userIds) for (const c of clients.get(id) ?? []) fn(c);
  };
  bus.subscribe((message) => {
    if (message.kind === 'event') {
      // Serialised and UTF-8 encoded once per event, not once per socket; sent as a text frame.
      const frame = Buffer.from(JSON.stringify({ event: message.event, data: message.data }));
      deliver(message.userIds, (c) => c.socket.send(frame, { binary: false }));
    } else {
      deliver(message.userIds, (c) => c.socket.close(CLOSE_SESSION_ENDED, 'Session ended'));
    }
  });

  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const slices = Array.from({ length: Math.max(1, Math.round(heartbeatMs / HEARTBEAT_SLICE_MS)) }, () => new Set<Client>());
  let joining = 0; // sockets are dealt to slices in turn
  let tick = 0;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const c of slices[tick++ % slices.length]!) {
      if (!c.alive) {
        c.socket.terminate(); // no pong since the last ping: the peer is gone
      } else if (c.expiresAt <= now) {
        c.socket.close(CLOSE_SESSION_ENDED, 'Session expired');
      } else {
        c.alive = false;
        c.socket.ping();
      }
    }
  }, heartbeatMs / slices.length);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));

  app.get(
    '/ws',
    {
      websocket: true,
      config: { access: 'public' }, // authenticated below, before the upgrade
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin && !ctx.config.corsOrigins.includes(origin)) {
          return reply.status(403).send({ success: false, message: 'Origin not allowed' });
        }
        const { userId, token } = request.query as { userId?: string; token?: string };
        const user = token ? await authenticateToken(ctx, token) : null;
        if (!user || user.id !== userId) {
          return reply.status(401).send({ success: false, message: 'A valid token for this user is required' });
        }
        request.user = user;
      },
    },
    (socket, request) => {
      const userId = request.user!.id;
      const { exp } = decodeJwt((request.query as { token: string }).token);
      const client: Client = { socket, userId, expiresAt: (exp ?? 0) * 1000, alive: true, slice: slices[joining++ % slices.length]! };
      client.slice.add(client);
      let set = clients.get(userId);
      if (!set) clients.set(userId, (set = new Set()));
      set.add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      // Clients only listen; anything they send is ignored.
      socket.on('close', () => {
        client.slice.delete(client);
        set.delete(client);
        if (set.size === 0 && clients.get(userId) === set) clients.delete(userId);
      });
    },
  );

  return {
    connectionCount(userId) {
      if (userId) return clients.get(userId)?.size ?? 0;
      let n = 0;
      for (const s of clients.values()) n += s.size;
      return n;
    },
  };
}
