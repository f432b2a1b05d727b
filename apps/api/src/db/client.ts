// One Drizzle database over two drivers: embedded PGlite (default, persisted under the data dir)
// or a PostgreSQL server through `pg` when DATABASE_URL is set. Migrations run on open.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { preparingClient, unnamedClient } from './prepared-statements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: services accept either so callers can compose them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
}

/** dist/main.js → dist/migrations; src/db/client.ts → src/db/migrations. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * All of shared_buffers is resident as soon as PGlite starts, so its 128 MB default costs 128 MB for good
 * (WebAssembly memory never shrinks). The demo database is ~40 MB and the OS page cache keeps what does not
 * fit, so 16 MB costs little (decision 036).
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string | null;
  migrationsDir?: string;
  preparedStatements?: boolean;
  /** In-memory PGlite only (no dataDir): start from this dumpDataDir() tarball instead of an empty database. */
  pgliteDump?: Blob;
}

export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = opts.migrationsDir ?? MIGRATIONS_DIR;
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const Client = opts.preparedStatements === false ? unnamedClient(pg.Client) : preparingClient(pg.Client);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000, Client });
    // A server restart must not crash the API. An idle client's error reaches the pool (which drops
    // the client); a checked-out client between two queries (inside a transaction) has no pool
    // listener, and an unheard 'error' event would kill the process: its next query fails instead,
    // and release() discards it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool, { schema });
    // Several API instances may start together: one migrates, the others wait for it.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(734201)');
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(734201)').catch(() => undefined);
      client.release();
    }
    return { db: db as unknown as Db, driver: 'pg', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true }); // PGlite does not create missing parent folders
    if (!existsSync(join(dir, 'PG_VERSION'))) await initEmbeddedDataDir(dir);
    // Embedded mode is for local use: not waiting for each flush makes commits ~3x faster, at the
    // cost of the last few milliseconds of writes if the machine crashes (decision 006).
    client = new PGlite(dir, { relaxedDurability: true, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  } else {
    // In memory (tests). Loading a migrated dump skips initdb, and the migrations below find nothing to do.
    client = new PGlite({ loadDataDir: opts.pgliteDump, startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/**
 * Creates an empty embedded database in a child process that then exits. In this process, PGlite's initdb
 * runs a second PostgreSQL and copies its files through JavaScript buffers: ~650 MB of garbage, of which
 * the allocator keeps ~250 MB even once it is collected (decision 036).
 */
async function initEmbeddedDataDir(dir: string): Promise<void> {
  const script = 'const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();';
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((done, fail) => child.once('error', fail).once('exit', done));
  if (code !== 0) throw new Error(`Creating the embedded database in ${dir} failed (exit code ${code})`);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Raw SQL for the few statements Drizzle's builder cannot express; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
