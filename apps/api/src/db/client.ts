// One Drizzle database over two drivers: embedded PGlite (default, persisted under the data dir)
// or a PostgreSQL server through `pg` when DATABASE_URL is set. Migrations run on open.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { preparingClient } from './prepared-statements';
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
    const Client = opts.preparedStatements === false ? pg.Client : preparingClient(pg.Client);
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
    // Embedded mode is for local use: not waiting for each flush makes commits ~3x faster, at the
    // cost of the last few milliseconds of writes if the machine crashes (decision 006).
    client = new PGlite(dir, { relaxedDurability: true });
  } else {
    // In memory (tests). Loading a migrated dump skips initdb, and the migrations below find nothing to do.
    client = new PGlite({ loadDataDir: opts.pgliteDump });
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Raw SQL for the few statements Drizzle's builder cannot express; both drivers return `{ rows }`. */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
