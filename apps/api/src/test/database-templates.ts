// Vitest global setup: migrates once per run, and seeds the demo data once, into templates that each
// test file's database is copied from, so a file starts in well under a second instead of migrating
// (and seeding) again. PGlite: dump files; PostgreSQL: template databases on TEST_DATABASE_URL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createStorage } from '../adapters/storage';
import { openDatabase, type Database } from '../db/client';
import { seedDemoData } from '../db/seed/demo';
import { adminQuery, databaseUrl, testServerUrl } from './postgres-admin';
import { testConfig } from './test-config';

export interface DatabaseTemplates {
  driver: 'pglite' | 'pg';
  /** Migrated, no rows. PGlite: a dump file; PostgreSQL: a template database's name. */
  empty: string;
  /** Migrated and seeded with seedDemoData. PGlite: a dump file; PostgreSQL: a template database's name. */
  demo: string;
  /** The files the demo seed stored (pictures, provider documents): each demo app copies them into its data dir. */
  demoFiles: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workDir = mkdtempSync(join(tmpdir(), 'hearth-test-templates-'));
  const demoDataDir = join(workDir, 'demo-data');
  const templates =
    process.env.HEARTH_TEST_DRIVER === 'pg' ? await postgresTemplates(demoDataDir) : await pgliteTemplates(workDir, demoDataDir);
  project.provide('databaseTemplates', { ...templates.names, demoFiles: join(demoDataDir, 'files') });
  return async () => {
    await templates.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

interface BuiltTemplates {
  names: Omit<DatabaseTemplates, 'demoFiles'>;
  drop(): Promise<void>;
}

async function pgliteTemplates(workDir: string, demoDataDir: string): Promise<BuiltTemplates> {
  const database = await migrated(() => openDatabase({ dataDir: null }));
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (name: string) => {
    const path = join(workDir, name);
    // Uncompressed: each test file loads it, and gunzipping costs more than reading the bigger file.
    writeFileSync(path, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return path;
  };
  try {
    const empty = await dump('empty.tar');
    await seedDemo(database, demoDataDir);
    const demo = await dump('demo.tar');
    return { names: { driver: 'pglite', empty, demo }, drop: async () => undefined };
  } finally {
    await database.close();
  }
}

async function postgresTemplates(demoDataDir: string): Promise<BuiltTemplates> {
  const serverUrl = testServerUrl();
  const empty = `hearth_template_${randomBytes(6).toString('hex')}`;
  const demo = `${empty}_demo`;
  const drop = async () => {
    for (const name of [demo, empty]) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await adminQuery(serverUrl, `create database ${empty}`);
    // A template must have no open connection when a database is created from it: close each one.
    await (await migrated(() => openDatabase({ databaseUrl: databaseUrl(serverUrl, empty) }))).close();
    await adminQuery(serverUrl, `create database ${demo} template ${empty}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, demo) });
    try {
      await seedDemo(database, demoDataDir);
    } finally {
      await database.close();
    }
  } catch (err) {
    await drop();
    throw err;
  }
  return { names: { driver: 'pg', empty, demo }, drop };
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
