// Vitest global setup: migrates once per run, and seeds the demo data once, into templates that each
// test file's database is copied from, so a file starts in well under a second instead of migrating
// (and seeding) again. PGlite: dump files; PostgreSQL: template databases on TEST_DATABASE_URL.
// The demo data is seeded while the first files run (drawing its pictures takes seconds, and the
// workers spend as long importing the app): a file that needs it waits for `demoReady`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createStorage } from '../adapters/storage';
import { openDatabase, type Database } from '../db/client';
import { seedDemoData } from '../db/seed/demo';
import { adminQuery, databaseUrl, pooledDatabasePrefix, testServerUrl } from './postgres-admin';
import { testConfig } from './test-config';

export interface DatabaseTemplates {
  driver: 'pglite' | 'pg';
  /** Migrated, no rows. PGlite: a dump file; PostgreSQL: a template database's name. */
  empty: string;
  /** Migrated and seeded with seedDemoData. PGlite: a dump file; PostgreSQL: a template database's name. */
  demo: string;
  /** The files the demo seed stored (pictures, provider documents): each demo app copies them into its data dir. */
  demoFiles: string;
  /** Written once the demo template and its files are complete; `${demoReady}.failed` holds the error if seeding failed. */
  demoReady: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'hearth-test-templates-'));
  const demoDataDir = join(workDir, 'demo-data');
  const demoReady = join(workDir, 'demo.ready');
  const templates =
    process.env.HEARTH_TEST_DRIVER === 'pg' ? await postgresTemplates(demoDataDir) : await pgliteTemplates(workDir, demoDataDir);
  const seeded = templates.seeded.then(
    () => writeFileSync(demoReady, ''),
    (err: unknown) => writeFileSync(`${demoReady}.failed`, `The demo database template could not be seeded: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
  );
  project.provide('databaseTemplates', { ...templates.names, demoFiles: join(demoDataDir, 'files'), demoReady });
  return async () => {
    await seeded;
    await templates.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

interface BuiltTemplates {
  names: Omit<DatabaseTemplates, 'demoFiles' | 'demoReady'>;
  /** The demo template's seeding, still running when the templates are returned. */
  seeded: Promise<void>;
  drop(): Promise<void>;
}

async function pgliteTemplates(workDir: string, demoDataDir: string): Promise<BuiltTemplates> {
  const database = await migrated(() => openDatabase({ dataDir: null }));
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (path: string) => {
    // Uncompressed: each test file loads it, and gunzipping costs more than reading the bigger file.
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  };
  const [empty, demo] = [join(workDir, 'empty.tar'), join(workDir, 'demo.tar')];
  try {
    await dump(empty);
  } catch (err) {
    await database.close();
    throw err;
  }
  const seeded = (async () => {
    try {
      await seedDemo(database, demoDataDir);
      await dump(demo);
    } finally {
      await database.close();
    }
  })();
  return { names: { driver: 'pglite', empty, demo }, seeded, drop: async () => undefined };
}

async function postgresTemplates(demoDataDir: string): Promise<BuiltTemplates> {
  const serverUrl = testServerUrl();
  const empty = `hearth_template_${randomBytes(6).toString('hex')}`;
  const demo = `${empty}_demo`;
  const drop = async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    let pooled: string[];
    try {
      const prefix = pooledDatabasePrefix(empty);
      pooled = (await admin.query<{ name: string }>('select datname as name from pg_database where left(datname, $1) = $2', [prefix.length, prefix])).rows.map((r) => r.name);
    } finally {
      await admin.end();
    }
    for (const name of [...pooled, demo, empty]) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await adminQuery(serverUrl, `create database ${empty}`);
    // A template must have no open connection when a database is created from it: close each one.
    await (await migrated(() => openDatabase({ databaseUrl: databaseUrl(serverUrl, empty) }))).close();
    await adminQuery(serverUrl, `create database ${demo} template ${empty}`);
  } catch (err) {
    await drop();
    throw err;
  }
  const seeded = (async () => {
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, demo) });
    try {
      await seedDemo(database, demoDataDir);
    } finally {
      await database.close();
    }
  })();
  return { names: { driver: 'pg', empty, demo }, seeded, drop };
}

/** Opens the database, which runs the migrations: a failing migration stops the run with its own error. */
async function migrated(open: () => Promise<Database>): Promise<Database> {
  try {
    return await open();
  } catch (err) {
    throw new Error(`The test database template could not be migrated, so no API test can run: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

async function seedDemo(database: Database, demoDataDir: string) {
  const config = testConfig(demoDataDir);
  await seedDemoData({ db: database.db, config, storage: createStorage(config) });
}
