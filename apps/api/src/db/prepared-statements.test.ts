// Named prepared statements on a real PostgreSQL server (they are a server feature; PGlite is not involved).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingClient, unnamedClient } from './prepared-statements';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pool: pg.Pool;
const prepared = async () =>
  (await pool.query<{ name: string; statement: string }>({ text: `select name, statement from pg_prepared_statements where name like 'h\\_%' order by prepare_time` })).rows;

beforeAll(async () => {
  // One connection, so every query sees the same session's statements.
  pool = new pg.Pool({ connectionString: SERVER_URL, max: 1, Client: preparingClient(pg.Client) });
  try {
    await pool.query('select 1');
  } catch (err) {
    throw new Error(`These tests need a PostgreSQL server at ${SERVER_URL} (set TEST_DATABASE_URL): ${(err as Error).message}`);
  }
});
afterAll(() => pool?.end());

describe('prepared statements', () => {
  it('prepares each parameterised text once per connection and reuses it', async () => {
    const text = 'select $1::int + 1 as n';
    for (const v of [1, 2, 3]) expect((await pool.query({ text }, [v])).rows[0].n).toBe(v + 1);
    expect((await pool.query({ text, values: [41] })).rows[0].n).toBe(42);
    const mine = (await prepared()).filter((p) => p.statement === text);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.name).toMatch(/^h_[\w-]{27}$/);
  });

  it('leaves texts without parameters alone, so several statements in one text still run', async () => {
    const results = (await pool.query({ text: 'select 1 as a; select 2 as b' })) as unknown as pg.QueryResult[];
    expect(results.map((r) => r.rows[0])).toEqual([{ a: 1 }, { b: 2 }]);
    expect((await prepared()).some((p) => p.statement.includes('select 2 as b'))).toBe(false);
  });

  it('reports a bad statement every time it is sent, and keeps working', async () => {
    const bad = { text: 'select $1::int frm nowhere' };
    for (let i = 0; i < 2; i++) await expect(pool.query(bad, [1])).rejects.toThrow(/syntax error/);
    expect((await pool.query({ text: 'select $1::text as s' }, ['ok'])).rows[0].s).toBe('ok');
  });

  it('holds at most 500 named statements on one connection; later texts still run, unnamed', async () => {
    for (let i = 0; i < 520; i++) expect((await pool.query({ text: `select $1::int + ${i} as n` }, [1])).rows[0].n).toBe(1 + i);
    expect((await prepared()).length).toBe(500);
    expect((await pool.query({ text: 'select $1::int * 2 as n' }, [21])).rows[0].n).toBe(42);
  });
});

describe('with prepared statements turned off (a pooler that cannot keep them)', () => {
  it('runs a query Drizzle named without preparing it on the server', async () => {
    const unnamed = new pg.Pool({ connectionString: SERVER_URL, max: 1, Client: unnamedClient(pg.Client) });
    try {
      for (const v of [1, 2]) expect((await unnamed.query({ name: 'named_by_drizzle', text: 'select $1::int + 1 as n', values: [v] })).rows[0].n).toBe(v + 1);
      const held = await unnamed.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`);
      expect(held.rows[0]!.n).toBe(0);
    } finally {
      await unnamed.end();
    }
  });
});
