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
    ...env,
  } as Record<string, string>);
}
