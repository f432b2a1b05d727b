// Request limits for the routes attackers aim at (login, sign-up, password reset, OTP).
// Counters live in Redis when REDIS_URL is set, so every API instance shares them. Each visitor
// has their own counters, including visitors whose calls the web server makes for them (sign-in).
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The visitor the web server is calling for; believed only next to the shared secret. */
export const CLIENT_ADDRESS_HEADER = 'x-hearth-client-address';
/** WEB_API_SHARED_SECRET, proving the call comes from the web server rather than a visitor. */
export const WEB_SECRET_HEADER = 'x-hearth-web-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The address a request's limits are counted under: the visitor the web server names when it
 * proves itself with the shared secret, else the connecting client (`request.ip`, which follows
 * X-Forwarded-For only from TRUST_PROXY proxies), so a visitor cannot pick their own counter.
 */
export function clientAddressResolver(sharedSecret: string) {
  // Comparing digests keeps the comparison constant-time whatever length a caller sends.
  const expected = digest(sharedSecret);
  return (request: FastifyRequest): string => {
    const address = request.headers[CLIENT_ADDRESS_HEADER];
    const secret = request.headers[WEB_SECRET_HEADER];
    if (typeof address !== 'string' || typeof secret !== 'string' || isIP(address) === 0) return request.ip;
    return timingSafeEqual(digest(secret), expected) ? address : request.ip;
  };
}

export async function registerRateLimit(app: FastifyInstance, config: Config) {
  let redis: import('ioredis').Redis | undefined;
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, lazyConnect: true });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
    // Connect before serving: with no offline queue, requests that arrive before the first connection
    // would otherwise find Redis "down" and skip their limit (skipOnError).
    await redis.connect().catch((err: Error) => app.log.error({ err: err.message }, 'rate-limit redis unreachable at start; per-IP limits are skipped until it answers'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientAddressResolver(config.webApiSharedSecret),
    ...(redis ? { redis, nameSpace: config.rateLimits.redisPrefix, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/** Per-route limit, keyed by client address and route. */
export function limit(max: number, timeWindow: string) {
  return { rateLimit: { max, timeWindow } };
}
