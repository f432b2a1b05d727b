// The configuration every test app starts from. The demo database template is seeded with it too,
// so what seeding derives from the config (encrypted SINs, payment holds) matches the apps that load it.
import { loadConfig, type Env } from '../config';

export function testConfig(dataDir: string, env: Partial<Env> = {}) {
  return loadConfig({
    HEARTH_ENV: 'test',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '25',
    HEARTH_DATA_DIR: dataDir,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_OTP_PER_HOUR: '1000',
    RATE_LIMIT_QUOTES_PER_MINUTE: '1000',
    // The cheapest hashing the config accepts: the suite hashes and checks passwords hundreds of times,
    // and at the production cost (about 12 ms of CPU each) that was a large share of its time. Tests
    // about hashing's cost pass productionPasswordHashing.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_ITERATIONS: '1',
    ...env,
  } as Record<string, string>);
}

/** Env that brings back the configuration's own (production) password hashing cost. */
export const productionPasswordHashing: Partial<Env> = { PASSWORD_HASH_MEMORY_KIB: undefined, PASSWORD_HASH_ITERATIONS: undefined };
