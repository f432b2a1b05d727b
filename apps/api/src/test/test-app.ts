// Builds the real app against a fresh database per test file: PGlite in memory by default, or a new
// PostgreSQL database on TEST_DATABASE_URL when HEARTH_TEST_DRIVER=pg (dropped afterwards).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DevOutboxMessage, User } from '@hearth/shared/api-types';
import type { Role } from '@hearth/shared/constants';
import { loadConfig, type Env } from '../config';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { serviceProviders, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.HEARTH_TEST_DRIVER !== 'pg') {
    const database = await openDatabase({ dataDir: null });
    return { database, drop: async () => undefined };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('HEARTH_TEST_DRIVER=pg needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const { default: pg } = await import('pg');
  const name = `hearth_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The open database, to start a second instance on it. */
  database: Database;
  close(): Promise<void>;
  /** app.inject with JSON parsed: { status, body, headers }. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON the test asserts on
  call<T = any>(opts: InjectOptions & { token?: string }): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  /** Waits until the outbox has delivered a message matching `match` and returns it (the newest). */
  waitForMessage(match: (m: DevOutboxMessage) => boolean, timeoutMs?: number): Promise<DevOutboxMessage>;
  /** Waits until `count` delivered messages match, and returns them newest first. */
  waitForMessages(match: (m: DevOutboxMessage) => boolean, count: number, timeoutMs?: number): Promise<DevOutboxMessage[]>;
  /** Creates a user straight in the database (any role), signed in. */
  createUser(opts?: { role?: Role; email?: string; password?: string; firstName?: string; phone?: string; verificationStatus?: string }): Promise<{ id: string; email: string; password: string; token: string; user: User }>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${process.pid}.${++counter}@example.ca`;

export interface TestAppOptions {
  /** Routes to add before the app is ready (to exercise shared mechanisms). */
  routes?: (app: FastifyInstance) => void;
  /** Share another test app's database (a second API instance). */
  database?: Database;
  heartbeatMs?: number;
  /** Receives the app's log lines (pass a LOG_LEVEL too: tests log nothing by default). */
  logStream?: { write(line: string): void };
}

export async function createTestApp(env: Partial<Env> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const config = loadConfig({
    HEARTH_ENV: 'test',
    LOG_LEVEL: 'silent',
    OUTBOX_POLL_MS: '25',
    HEARTH_DATA_DIR: dataDir,
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_OTP_PER_HOUR: '1000',
    ...env,
  } as Record<string, string>);
  const { database, drop } = opts.database ? { database: opts.database, drop: async () => undefined } : await openTestDatabase();
  const ownsDatabase = !opts.database;
  const app = await buildApp(config, { database, heartbeatMs: opts.heartbeatMs, logStream: opts.logStream });
  try {
    opts.routes?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close();
    await drop();
    throw err;
  }

  const call: TestApp['call'] = async ({ token, ...opts }) => {
    const res = await app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    let body: unknown = res.body;
    try {
      body = res.json();
    } catch {
      // not JSON (images): keep the raw body
    }
    return { status: res.statusCode, body: body as never, headers: res.headers };
  };

  const waitForMessages: TestApp['waitForMessages'] = async (match, count, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await call<DevOutboxMessage[]>({ method: 'GET', url: '/api/dev/outbox' });
      const found = body.filter(match);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} of ${count} outbox messages matched within ${timeoutMs} ms; newest: ${JSON.stringify(body.slice(0, 5))}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  return {
    app,
    database,
    call,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    waitForMessages,
    async waitForMessage(match, timeoutMs) {
      return (await waitForMessages(match, 1, timeoutMs))[0]!;
    },
    async createUser(opts = {}) {
      const email = opts.email ?? uniqueEmail(opts.role ?? 'customer');
      const password = opts.password ?? 'Correct-Horse-9';
      const role = opts.role ?? 'customer';
      const [row] = await app.ctx.db
        .insert(users)
        .values({
          email,
          passwordHash: await hashPassword(config, password),
          firstName: opts.firstName ?? 'Test',
          lastName: role,
          role,
          emailVerifiedAt: new Date(),
          phone: opts.phone ?? null,
          phoneVerifiedAt: opts.phone ? new Date() : null,
        })
        .returning({ id: users.id });
      if (role === 'serviceprovider') {
        await app.ctx.db.insert(serviceProviders).values({ userId: row!.id, verificationStatus: opts.verificationStatus ?? 'pending' });
      }
      const login = await call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (login.status !== 200) throw new Error(`test user login failed: ${JSON.stringify(login.body)}`);
      return { id: row!.id, email, password, token: login.body.data.token, user: login.body.data.user };
    },
  };
}
