// Builds the real app against a database in the state of a template the global setup
// (database-templates.ts) migrated once: in-memory PGlite by default, or a PostgreSQL database on
// TEST_DATABASE_URL when HEARTH_TEST_DRIVER=pg. Each worker keeps its databases and puts each back
// in its template's state after use (database-pool.ts).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import type { User } from '@hearth/shared/account/contract';
import type { DevOutboxMessage } from '@hearth/shared/dev/contract';
import type { Role } from '@hearth/shared/constants';
import type { Env } from '../config';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { serviceProviders, users } from '../db/schema';
import { hashPassword } from '../modules/auth';
import { closeForGood, lendDatabase } from './database-pool';
import { testConfig } from './test-config';

/** Waits for the demo template, which the global setup seeds while the first files run; throws its error if seeding failed. */
async function demoTemplateReady(): Promise<void> {
  const { demoReady } = inject('databaseTemplates');
  for (;;) {
    if (existsSync(demoReady)) return;
    if (existsSync(`${demoReady}.failed`)) throw new Error(readFileSync(`${demoReady}.failed`, 'utf8'));
    await new Promise((r) => setTimeout(r, 25));
  }
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
  /**
   * Start from the demo data (what seedDemoData stores, pictures included), seeded once per run with
   * the default test config: env given here does not change what was seeded.
   */
  demo?: boolean;
}

/**
 * Apps open on each database. A file's database goes back to its worker's pool when the file closes
 * the app that opened it; if another app on it is still open, it could write into the next file's
 * database, so the database is closed for good instead.
 */
const appsOn = new WeakMap<Database, number>();

export async function createTestApp(env: Partial<Env> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  if (opts.demo && opts.database) throw new Error('createTestApp: `demo` starts a database of its own; it cannot apply to a shared `database`');
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'));
  const config = testConfig(dataDir, env);
  if (opts.demo) {
    if (config.storage.s3) throw new Error('createTestApp: the demo pictures are files on disk; `demo` cannot start an app that stores in S3');
    await demoTemplateReady();
    cpSync(inject('databaseTemplates').demoFiles, join(dataDir, 'files'), { recursive: true });
  }
  const database = opts.database ?? (await lendDatabase(inject('databaseTemplates'), opts.demo ? 'demo' : 'empty'));
  const ownsDatabase = !opts.database;
  const app = await buildApp(config, { database, heartbeatMs: opts.heartbeatMs, logStream: opts.logStream });
  try {
    opts.routes?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => undefined);
    if (ownsDatabase) await database.close();
    throw err;
  }
  appsOn.set(database, (appsOn.get(database) ?? 0) + 1);
  let appClosed = false;

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
      const othersOpen = (appsOn.get(database) ?? 1) - (appClosed ? 0 : 1);
      appClosed = true;
      appsOn.set(database, othersOpen);
      if (ownsDatabase) await (othersOpen > 0 ? closeForGood(database) : database.close());
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
