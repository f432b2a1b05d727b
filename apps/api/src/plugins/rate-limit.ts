// Request limits for the routes attackers aim at (login, sign-up, password reset, OTP).
// Counters live in Redis when REDIS_URL is set, so every API instance shares them.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

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
    ...(redis ? { redis, nameSpace: config.rateLimits.redisPrefix, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
}

/** Per-route limit, keyed by client IP and route. */
export function limit(max: number, timeWindow: string) {
  return { rateLimit: { max, timeWindow } };
}
