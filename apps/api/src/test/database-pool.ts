// The test databases of one worker, kept from one test file to the next and put back the way their
// template left them. Starting a database for each file (PGlite: untar a template's dump in memory
// and start the server; PostgreSQL: CREATE DATABASE from a template database, and DROP it after)
// cost around half a second each time, about a hundred times a run; resetting one costs far less.
// A file gets a database in exactly its template's state, or a new one: after each reset the whole
// state (every row, every sequence, the schema) is compared with the template's, and a database that
// differs in anything is closed (dropped), never handed out again. vitest.config.ts (isolate: false)
// is what lets this module outlive a file.
import { openAsBlob } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import type { DatabaseTemplates } from './database-templates';
import { adminQuery, databaseUrl, pooledDatabasePrefix, testServerUrl } from './postgres-admin';

export type Template = 'empty' | 'demo';

/** What a template holds, taken once per worker from a database just made from the template. */
interface Pristine {
  /** Every table outside the system schemas, quoted (schema.table). */
  tables: string[];
  /** The rows of each non-empty table: PGlite, as COPY wrote them; PostgreSQL, each row's text. */
  rows: Map<string, Blob | string[]>;
  /** Every sequence outside the system schemas, quoted. */
  sequences: string[];
  /** The `setval` statements that put every sequence back where the template left it. */
  setvals: string;
  /** stateOf() of the template. */
  state: string;
}

/** One connection to a database being snapshotted or reset, whichever the driver. */
interface Session {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  saveRows(table: string): Promise<Blob | string[] | null>;
  restoreRows(table: string, rows: Blob | string[]): Promise<void>;
}

/** A database the pool owns: its Database while lent, and how to reach it to reset it. */
type Pooled = { driver: 'pglite'; database: Database; client: PGlite } | { driver: 'pg'; name: string; serverUrl: string };

/** Spare databases per template; a file needing more at once (a second instance's own database) gets a new one. */
const MAX_IDLE = 2;
const idle: Record<Template, Pooled[]> = { empty: [], demo: [] };
const pristine = new Map<Template, Promise<Pristine>>();
interface Loan {
  pooled: Pooled;
  template: Template;
  /** The Database as the pool opened it (PostgreSQL: a connection pool of its own per loan). */
  opened: Database;
  returned: boolean;
}
const lent = new WeakMap<Database, Loan>();

const systemSchemas = `('pg_catalog', 'information_schema', 'pg_toast')`;

/**
 * A database in the template's state: a spare one reset after its last file, or a new one.
 * Once closed, it answers nothing more through this loan, as a closed database would: whatever a
 * file leaves running cannot reach the next file's database.
 */
export async function lendDatabase(templates: DatabaseTemplates, template: Template): Promise<Database> {
  const pooled = idle[template].pop() ?? (await create(templates, template));
  const loan: Loan = { pooled, template, opened: undefined as unknown as Database, returned: false };
  if (pooled.driver === 'pglite') {
    const client = new Proxy(pooled.client, {
      get(target, property) {
        if (loan.returned) throw new Error('This test database is closed');
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    loan.opened = { db: drizzle({ client, schema }) as unknown as Db, driver: 'pglite', close: () => pooled.database.close() };
  } else {
    // Its own connection pool, ended when the file closes it: later queries fail.
    loan.opened = await openDatabase({ databaseUrl: databaseUrl(pooled.serverUrl, pooled.name) });
  }
  const database: Database = { db: loan.opened.db, driver: pooled.driver, close: () => giveBack(database) };
  lent.set(database, loan);
  return database;
}

/** Closes a database for good, lent or not: something may still use it (another app on it was left open). */
export async function closeForGood(database: Database): Promise<void> {
  const loan = lent.get(database);
  if (!loan) return database.close();
  if (loan.returned) return;
  loan.returned = true;
  await discard(loan);
}

async function create(templates: DatabaseTemplates, template: Template): Promise<Pooled> {
  let pooled: Pooled;
  if (templates.driver === 'pglite') {
    const database = await openDatabase({ dataDir: null, pgliteDump: await openAsBlob(templates[template]) });
    pooled = { driver: 'pglite', database, client: (database.db as unknown as { $client: PGlite }).$client };
  } else {
    const serverUrl = testServerUrl();
    const name = `${pooledDatabasePrefix(templates.empty)}${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name} template ${templates[template]}`);
    pooled = { driver: 'pg', name, serverUrl };
  }
  if (!pristine.has(template)) {
    const taken = withSession(pooled, snapshot);
    pristine.set(template, taken);
    // A failed snapshot fails this file loudly, and the next file tries again.
    taken.catch(() => pristine.delete(template));
  }
  await pristine.get(template);
  return pooled;
}

async function withSession<T>(pooled: Pooled, use: (session: Session) => Promise<T>): Promise<T> {
  if (pooled.driver === 'pglite') {
    const { client } = pooled;
    return use({
      query: async <R>(sql: string, params?: unknown[]) => (await client.query<R>(sql, params)).rows,
      exec: async (sql) => void (await client.exec(sql)),
      saveRows: async (table) => (await client.query(`copy ${table} to '/dev/blob'`)).blob ?? null,
      restoreRows: async (table, rows) => void (await client.query(`copy ${table} from '/dev/blob'`, [], { blob: rows as Blob })),
    });
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl(pooled.serverUrl, pooled.name) });
  await client.connect();
  try {
    return await use({
      query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
      exec: async (sql) => void (await client.query(sql)),
      // Row literals: record_out and record_in round-trip every column type exactly.
      saveRows: async (table) => (await client.query<{ line: string }>(`select r::text as line from ${table} r`)).rows.map((r) => r.line),
      restoreRows: async (table, rows) => void (await client.query(`insert into ${table} select (r::${table}).* from unnest($1::text[]) r`, [rows])),
    });
  } finally {
    await client.end();
  }
}

async function snapshot(session: Session): Promise<Pristine> {
  const tables = (
    await session.query<{ name: string }>(`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname not in ${systemSchemas} order by 1`)
  ).map((r) => r.name);
  const rows = new Map<string, Blob | string[]>();
  for (const table of tables) {
    const saved = await session.saveRows(table);
    if (saved && (saved instanceof Blob ? saved.size : saved.length) > 0) rows.set(table, saved);
  }
  const sequences = (
    await session.query<{ name: string }>(`select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname not in ${systemSchemas} order by 1`)
  ).map((r) => r.name);
  const setvals: string[] = [];
  for (const sequence of sequences) {
    const { last_value, is_called } = (await session.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${sequence}`))[0]!;
    setvals.push(`select setval('${sequence}', ${last_value}, ${is_called});`);
  }
  return { tables, rows, sequences, setvals: setvals.join('\n'), state: await stateOf(session, tables, sequences) };
}

/**
 * Every row of every table (count and a 64-bit hash sum per table), every sequence's position, and the
 * schema (relations, columns, defaults, constraints, indexes, functions, triggers, schemas, types).
 */
async function stateOf(session: Session, tables: string[], sequences: string[]): Promise<string> {
  const parts = [
    ...tables.map((t) => `select '${t}' as k, count(*) || ':' || coalesce(sum(hashtextextended(r::text, 0)), 0) as v from ${t} r`),
    ...sequences.map((s) => `select '${s}', last_value || ':' || is_called from ${s}`),
    `select 'schema', md5(string_agg(x, ',' order by x)) from (
      select format('r %s %s %s %s', c.oid, n.nspname, c.relname, c.relkind) as x from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ${systemSchemas} and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
      union all select format('a %s %s %s %s %s %s', a.attrelid, a.attname, a.atttypid, a.attnotnull, a.atthasdef, a.attisdropped) from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ${systemSchemas} and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%' and a.attnum > 0
      union all select format('d %s %s %s', adrelid, adnum, pg_get_expr(adbin, adrelid)) from pg_attrdef
      union all select format('c %s %s %s', oid, conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace not in (select oid from pg_namespace where nspname in ${systemSchemas})
      union all select format('i %s %s', i.indexrelid, pg_get_indexdef(i.indexrelid)) from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ${systemSchemas} and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
      union all select format('f %s %s', p.oid, p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ${systemSchemas}
      union all select format('t %s %s %s', oid, tgname, tgenabled) from pg_trigger where not tgisinternal
      union all select format('n %s %s', oid, nspname) from pg_namespace where nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
      union all select format('y %s %s', t.oid, t.typname) from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname not in ${systemSchemas} and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
    ) s`,
  ];
  const rows = await session.query<{ k: string; v: string }>(parts.join('\nunion all\n'));
  return rows.map((r) => `${r.k}=${r.v}`).join('\n');
}

async function giveBack(database: Database): Promise<void> {
  const loan = lent.get(database);
  if (!loan || loan.returned) return;
  loan.returned = true;
  const { pooled, template } = loan;
  if (pooled.driver === 'pglite' && pooled.client.closed) return;
  if (idle[template].length >= MAX_IDLE) return discard(loan);
  try {
    // PostgreSQL: the file's connections end first, so none is left to write after the reset.
    if (pooled.driver === 'pg') await loan.opened.close();
    const original = await pristine.get(template)!;
    const state = await withSession(pooled, async (session) => {
      await reset(session, original);
      return stateOf(session, original.tables, original.sequences);
    });
    if (state !== original.state) throw new Error('not in its template state after the reset');
  } catch {
    // Whatever the file left (a transaction still open, a changed schema): this database is done.
    await discard(loan).catch(() => undefined);
    return;
  }
  idle[template].push(pooled);
}

async function discard({ pooled, opened }: Loan): Promise<void> {
  if (pooled.driver === 'pglite') return pooled.database.close();
  await opened.close().catch(() => undefined);
  await adminQuery(pooled.serverUrl, `drop database if exists ${pooled.name} with (force)`);
}

async function reset(session: Session, template: Pristine): Promise<void> {
  // Session state a file may leave (PGlite keeps one session): settings, prepared statements,
  // LISTENs, temporary tables. It fails inside an open transaction, which discards the database.
  await session.exec('discard all');
  // Replica mode: rows go back in any order, without foreign-key checks, exactly as they were saved.
  // DELETE, not TRUNCATE: the tables hold a few rows, and TRUNCATE makes new files for every table
  // and index (five times slower on PostgreSQL). A lost commit only matters to a database nobody keeps.
  await session.exec(`set synchronous_commit = off; set session_replication_role = replica; ${template.tables.map((t) => `delete from ${t};`).join(' ')}`);
  try {
    for (const [table, rows] of template.rows) await session.restoreRows(table, rows);
  } finally {
    await session.exec('set session_replication_role = origin');
  }
  await session.exec(template.setvals);
}
