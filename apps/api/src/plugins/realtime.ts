// The realtime hub: authenticated WebSockets at /ws?userId=, the access token sent as a subprotocol
// (`Sec-WebSocket-Protocol: hearth, <token>`; `?token=` still works for older clients). Events arrive
// from the bus (so any instance can raise them) and go to every open socket of each recipient as JSON
// { event, data }. Dead sockets are found by ping/pong, a slice of them at a time; expired or revoked
// sessions are closed. Open sockets are capped per user and per client address on each instance.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import { decodeJwt } from 'jose';
import { REALTIME_PROTOCOL } from '@hearth/shared/realtime-events';
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

export const TOO_MANY_FOR_USER = 'You have too many live connections open. Close some tabs or sign out on another device, then try again.';
export const TOO_MANY_FOR_ADDRESS = 'Too many live connections are open from your network. Please try again later.';

/**
 * A socket from the moment its upgrade is admitted: it holds its place in the caps while the handshake
 * completes, and gives it back when its TCP connection closes (refused later, dropped, or done).
 */
interface Client {
  /** Set once the upgrade completes. */
  socket?: WebSocket;
  userId: string;
  expiresAt: number;
  alive: boolean;
  /** The heartbeat slice it belongs to, once upgraded. */
  slice?: Set<Client>;
}

/** The access token of an upgrade request: the subprotocol after `hearth`, else the older `?token=`. */
function upgradeToken(request: { headers: IncomingMessage['headers']; query: unknown }): string | undefined {
  const offered = (request.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  if (offered.includes(REALTIME_PROTOCOL)) return offered.find((p) => p && p !== REALTIME_PROTOCOL);
  return (request.query as { token?: string }).token;
}

export interface RealtimeHub {
  /** Open sockets per user (for tests and metrics). */
  connectionCount(userId?: string): number;
}

export async function registerRealtime(app: FastifyInstance, ctx: AppContext, bus: Bus, opts: { heartbeatMs?: number } = {}): Promise<RealtimeHub> {
  const clients = new Map<string, Set<Client>>();
  const byAddress = new Map<string, Set<Client>>();
  const admitted = new WeakMap<IncomingMessage, Client>();
  const { maxConnectionsPerUser, maxConnectionsPerAddress } = ctx.config.realtime;

  await app.register(websocket, {
    options: {
      maxPayload: 4 * 1024,
      // Browsers fail a handshake whose reply names none of the protocols they offered.
      handleProtocols: (offered) => (offered.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
  });

  const join = (map: Map<string, Set<Client>>, key: string, client: Client) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
  };
  const leave = (map: Map<string, Set<Client>>, key: string, client: Client) => {
    const set = map.get(key);
    if (set?.delete(client) && set.size === 0) map.delete(key);
  };

  /**
   * Checks the caps and takes a place in them in one synchronous step, so parallel upgrades cannot
   * overshoot; returns the refusal message instead when a cap is reached.
   */
  const admit = (raw: IncomingMessage, userId: string, address: string, expiresAt: number): string | null => {
    if ((clients.get(userId)?.size ?? 0) >= maxConnectionsPerUser) return TOO_MANY_FOR_USER;
    if ((byAddress.get(address)?.size ?? 0) >= maxConnectionsPerAddress) return TOO_MANY_FOR_ADDRESS;
    const client: Client = { userId, expiresAt, alive: true };
    join(clients, userId, client);
    join(byAddress, address, client);
    admitted.set(raw, client);
    raw.socket.once('close', () => {
      client.slice?.delete(client);
      leave(clients, userId, client);
      leave(byAddress, address, client);
    });
    return null;
  };

  const deliver = (userIds: string[], fn: (socket: WebSocket) => void) => {
    for (const id of userIds) for (const c of clients.get(id) ?? []) if (c.socket) fn(c.socket);
  };
  bus.subscribe((message) => {
    if (message.kind === 'event') {
      // Serialised and UTF-8 encoded once per event, not once per socket; sent as a text frame.
      const frame = Buffer.from(JSON.stringify({ event: message.event, data: message.data }));
      deliver(message.userIds, (socket) => socket.send(frame, { binary: false }));
    } else {
      deliver(message.userIds, (socket) => socket.close(CLOSE_SESSION_ENDED, 'Session ended'));
    }
  });

  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const slices = Array.from({ length: Math.max(1, Math.round(heartbeatMs / HEARTBEAT_SLICE_MS)) }, () => new Set<Client>());
  let joining = 0; // sockets are dealt to slices in turn
  let tick = 0;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const c of slices[tick++ % slices.length]!) {
      const socket = c.socket!; // only upgraded sockets join a slice
      if (!c.alive) {
        socket.terminate(); // no pong since the last ping: the peer is gone
      } else if (c.expiresAt <= now) {
        socket.close(CLOSE_SESSION_ENDED, 'Session expired');
      } else {
        c.alive = false;
        socket.ping();
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
        const { userId } = request.query as { userId?: string };
        const token = upgradeToken(request);
        const user = token ? await authenticateToken(ctx, token) : null;
        if (!user || user.id !== userId) {
          return reply.status(401).send({ success: false, message: 'A valid token for this user is required' });
        }
        request.user = user;
        // Only upgrades hold a place in the caps; a plain GET goes on to the route's 404.
        if (!request.ws) return;
        // The client gave up while the token was checked: nothing to admit, and no close event to come.
        if (request.raw.socket.destroyed) return reply.status(400).send({ success: false, message: 'The connection closed' });
        const refusal = admit(request.raw, user.id, request.ip, (decodeJwt(token!).exp ?? 0) * 1000);
        if (refusal) return reply.status(429).send({ success: false, message: refusal });
      },
    },
    (socket, request) => {
      const client = admitted.get(request.raw)!; // every upgrade that reaches here was admitted
      client.socket = socket;
      client.slice = slices[joining++ % slices.length]!;
      client.slice.add(client);
      socket.on('pong', () => {
        client.alive = true;
      });
      // Clients only listen; anything they send is ignored. Closing frees the place (see admit).
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
