// The real Redis the multi-instance tests share (they fail, saying so, without one).
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails loudly, naming the setting, when no Redis answers at REDIS_URL: call from beforeAll. */
export async function requireRedis() {
  const { Redis } = await import('ioredis');
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
  } catch (err) {
    throw new Error(`These tests need a real Redis at ${REDIS_URL} (set TEST_REDIS_URL or start redis-server): ${(err as Error).message}`);
  } finally {
    probe.disconnect();
  }
}
