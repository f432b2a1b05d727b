// A local Web Push service for tests: hands out simulated devices (endpoint and keys, as a browser's
// PushSubscription.toJSON() gives them), receives pushes over HTTP, checks them as a real push service
// would (aes128gcm, TTL, a valid VAPID token for this origin) and records what each device decrypted.
// It decrypts with push-decrypt.ts (node:crypto), never with web-push, so it checks our sending independently.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// Only node:crypto behind these two: the browser journeys load this stub too, and the module's entry
// would bring the whole API (database, Fastify) into Playwright's loader.
import { decryptPush, generateDeviceKeys, type DeviceKeys } from './push-decrypt';
import { checkVapid } from './vapid-check';

export interface ReceivedPush {
  deviceId: string;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
  headers: IncomingHttpHeaders;
  /** The VAPID public key the push was signed with. */
  vapidPublicKey: string;
}

export interface SimulatedSubscription {
  deviceId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStub {
  origin: string;
  received: ReceivedPush[];
  /** Pushes refused, with the reason (bad encoding, missing TTL, invalid VAPID, undecryptable). */
  refused: { deviceId: string; reason: string }[];
  device(): SimulatedSubscription;
  /** The next push to this device is answered with `status` instead of 201 (410 expired, 500 down…). */
  answerNext(deviceId: string, status: number): void;
  close(): Promise<void>;
}

/** On a spare port unless `port` is given (the browser journeys tell the API which one beforehand). */
export async function startPushServiceStub({ port = 0 }: { port?: number } = {}): Promise<PushServiceStub> {
  const devices = new Map<string, DeviceKeys>();
  const nextAnswers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceStub['refused'] = [];
  let origin = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, reason?: string, deviceId = '') => {
        if (reason) refused.push({ deviceId, reason });
        res.writeHead(status).end(reason ?? '');
      };
      const match = /^\/push\/([\w-]+)$/.exec(req.url ?? '');
      const deviceId = match?.[1] ?? '';
      const device = devices.get(deviceId);
      if (req.method !== 'POST' || !device) return answer(404, 'no such device', deviceId);
      const forced = nextAnswers.get(deviceId);
      if (forced !== undefined) {
        nextAnswers.delete(deviceId);
        return answer(forced);
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(400, `content-encoding ${String(req.headers['content-encoding'])}`, deviceId);
      if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) return answer(400, 'no TTL header', deviceId);
      const vapid = checkVapid(req.headers.authorization, origin);
      if (!vapid.ok) return answer(401, `VAPID: ${vapid.reason}`, deviceId);
      let payload: unknown;
      try {
        payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8'));
      } catch (err) {
        return answer(400, `decrypt: ${err instanceof Error ? err.message : String(err)}`, deviceId);
      }
      received.push({ deviceId, payload, headers: req.headers, vapidPublicKey: vapid.publicKey });
      answer(201);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    refused,
    device() {
      const deviceId = randomUUID();
      const keys = generateDeviceKeys();
      devices.set(deviceId, keys);
      return { deviceId, endpoint: `${origin}/push/${deviceId}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    answerNext(deviceId, status) {
      nextAnswers.set(deviceId, status);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
