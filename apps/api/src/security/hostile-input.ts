// Shared pieces of the hostile-input tests: a whole-database fingerprint (to prove a refused request
// wrote nothing), the demo callers, pools of real ids, and generators of hostile JSON and query text.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed/demo';
import type { TestApp } from '../test/test-app';

/**
 * Tables a refused request may legitimately write, with the reason:
 * - phone_verifications: a wrong OTP is a 400 that must count against the code's attempts (spec: 5 tries).
 * - login_failures: a refused sign-in (401) is counted per email for the lockout, by design.
 */
const WRITES_ON_REFUSAL = new Set(['phone_verifications', 'login_failures']);

/** The last fingerprint of each database, with the snapshot it was taken after. */
const lastFingerprints = new WeakMap<object, { snapshot: string; print: Record<string, string> }>();

/**
 * Per public table: row count and a sum of every row's text hash (order-free, no sort), in one statement.
 * Hashing every row costs tens of milliseconds, and the fuzzer takes a fingerprint after each of its
 * requests, most of which write nothing. Any row written, in any table, takes a transaction id, and
 * ending that transaction moves the server's snapshot (pg_current_snapshot: xmin, xmax, ids in flight);
 * while the snapshot stands still, what a query sees cannot change, so the last fingerprint is reused.
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const snapshot = (await queryRows<{ snapshot: string }>(t.app.ctx.db, sql`select pg_current_snapshot()::text as snapshot`))[0]!.snapshot;
  const last = lastFingerprints.get(t.app.ctx.db);
  if (last?.snapshot === snapshot) return { ...last.print };
  const tables = await queryRows<{ name: string }>(
    t.app.ctx.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables
    .filter(({ name }) => !WRITES_ON_REFUSAL.has(name))
    .map(({ name }) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(r::text)::bigint), 0) as print from "${name}" r`);
  const rows = await queryRows<{ name: string; print: string }>(t.app.ctx.db, sql.raw(parts.join(' union all ')));
  const print = Object.fromEntries(rows.map((r) => [r.name, r.print]));
  // Taken with the snapshot read first: a transaction that ended in between moved it, so the next call recomputes.
  lastFingerprints.set(t.app.ctx.db, { snapshot, print });
  return { ...print };
}

/** Tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}

export type CallerRole = 'customer' | 'serviceprovider' | 'admin';

/** Signs a demo account in (seedDemoData must have run); null when it can no longer sign in. */
export async function demoToken(t: TestApp, role: CallerRole): Promise<string | null> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
  return res.status === 200 ? (res.body.data.token as string) : null;
}

/** Real ids of every table with a uuid `id`, and real slugs, to fill route parameters. */
export async function realIds(t: TestApp): Promise<{ ids: string[]; slugs: string[] }> {
  const db = t.app.ctx.db;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.columns where table_schema = 'public' and column_name = 'id' and data_type = 'uuid' order by 1`,
  );
  const ids = await queryRows<{ id: string }>(db, sql.raw(tables.map(({ name }) => `(select id::text from "${name}" limit 3)`).join(' union all ')));
  const slugs = await queryRows<{ slug: string }>(
    db,
    sql`(select slug from services limit 5) union all (select slug from blog_posts limit 3) union all (select slug from content_pages limit 3) union all (select slug from categories limit 2)`,
  );
  return { ids: ids.map((r) => r.id), slugs: slugs.map((r) => r.slug) };
}

/** Every field name of the shared zod schemas (bodies and queries), so generated objects reach past "required". */
export async function sharedFieldNames(): Promise<string[]> {
  const dir = join(import.meta.dirname, '../../../../packages/shared/src/schemas');
  const names = new Set<string>();
  const collect = (value: unknown, depth: number) => {
    const shape = (value as { shape?: Record<string, unknown> } | null)?.shape;
    if (!shape || typeof shape !== 'object' || depth > 3) return;
    for (const [key, inner] of Object.entries(shape)) {
      names.add(key);
      collect(inner, depth + 1);
      collect((inner as { unwrap?: () => unknown }).unwrap?.(), depth + 1);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const value of Object.values(await import(join(dir, file)))) collect(value, 0);
  }
  return [...names].sort();
}

/** Text no input should break on: markup, SQL, NUL, lone surrogates, bidi overrides, emoji, odd numbers. */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  '\ufeff',
  '👨‍👩‍👧‍👦🔥',
  'Zalgo: Z̵̡̢͇̮̈́͂a̶͚̓l̷̻̈́g̸̣̈o̶̗͑',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "'; drop table users; --",
  "' OR '1'='1",
  '$1',
  '$$',
  '\\',
  '%',
  '_',
  '%00',
  '../../etc/passwd',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '0x10',
  '9'.repeat(400),
  '2026-02-30T25:61:00Z',
  '{{7*7}}',
  '${7*7}',
];

/** Hostile JSON bodies written as text, so the parser (not JSON.stringify) meets them. */
export const HOSTILE_JSON_TEXTS = [
  'null',
  '[]',
  '"text"',
  '0',
  '-0',
  '1e308',
  '1e999',
  'true',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":NaN}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true},"__proto__":null}',
  '{"a":{"__proto__":{"polluted":true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '[' + '{"a":[' .repeat(2000) + ']}'.repeat(2000) + ']',
  `{"a":"${'x'.repeat(1024 * 1024 - 10)}"}`,
  `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`,
  `{"text":"${'\\u0000'.repeat(1000)}"}`,
];

const junkParam = fc.constantFrom('not-a-uuid', '%2e%2e%2f%2e%2e%2f', '..', '%00', encodeURIComponent('<script>'), 'x'.repeat(3000), encodeURIComponent("'; drop table users; --"), '0', '-1');

/** Fills `:params` with real ids or slugs, random UUIDs and junk. */
export function routeUrl(pattern: string, pools: { ids: string[]; slugs: string[] }): fc.Arbitrary<string> {
  const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (params.length === 0) return fc.constant(pattern);
  const value = (name: string) => {
    const real = name === 'slug' ? pools.slugs : name === 'kind' ? ['inquiry', 'ticket', 'testimonial', 'service'] : name === 'variant' ? ['thumbnail', 'large'] : pools.ids;
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: fc.uuid().map(() => randomUUID()) }, { weight: 1, arbitrary: junkParam });
  };
  return fc.tuple(...params.map(value)).map((values) => params.reduce((url, name, i) => url.replace(`:${name}`, values[i]!), pattern));
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Strings of every kind: full unicode (NUL, surrogates included), hostile constants, large. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('\u0000', '\u202e', '\u200b', '\n', '"', "'", '\\', '%', '_', '<', '>'), loneSurrogate), maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((n) => 'é'.repeat(n)) },
);

/** Values that look like what fields expect, so some inputs pass validation and reach the services. */
function plausible(pools: { ids: string[]; slugs: string[] }): fc.Arbitrary<unknown> {
  const future = new Date(Date.now() + 5 * 86_400_000);
  future.setUTCHours(15, 0, 0, 0);
  return fc.constantFrom(
    ...pools.ids.slice(0, 20),
    ...pools.slugs,
    'fuzz@example.ca',
    'customer@demo.hearth.ca',
    'Customer123!',
    'Correct-Horse-9',
    '416-555-0142',
    '+14165550142',
    'M5V 2T6',
    'ON',
    'Toronto',
    'Canada',
    future.toISOString(),
    future.toISOString().slice(0, 10),
    '10:00',
    'pm_card_visa',
    'Fuzz',
    'A fuzzed description that is long enough for a minimum length rule.',
    1,
    5,
    0,
    -1,
    1.5,
    true,
    false,
  );
}

/** JSON-able values: hostile scalars, wrong types, arrays and objects keyed by real field names. */
export function hostileValue(fields: string[], pools: { ids: string[]; slugs: string[] }): fc.Arbitrary<unknown> {
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '') }, { weight: 1, arbitrary: hostileString });
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 3, arbitrary: plausible(pools) },
      { weight: 3, arbitrary: hostileString },
      { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 1, -(2 ** 63))) },
      { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 2, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 6 }) },
    ),
  }));
  return value;
}

/** A request body as bytes on the wire with its content type. */
export interface HostileBody {
  contentType: string;
  payload: string | Buffer;
}

export function hostileBody(fields: string[], pools: { ids: string[]; slugs: string[] }): fc.Arbitrary<HostileBody | undefined> {
  const json = (payload: string | Buffer): HostileBody => ({ contentType: 'application/json', payload });
  const wellFormedObject = fc.dictionary(fc.constantFrom(...fields), hostileValue(fields, pools), { minKeys: 1, maxKeys: 10 });
  return fc.oneof(
    { weight: 8, arbitrary: wellFormedObject.map((o) => json(JSON.stringify(o))) },
    { weight: 2, arbitrary: hostileValue(fields, pools).map((v) => json(JSON.stringify(v) ?? 'null')) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_JSON_TEXTS).map(json) },
    // Invalid UTF-8 (a lone continuation byte, an overlong NUL) inside a string.
    { weight: 1, arbitrary: fc.constant(json(Buffer.concat([Buffer.from('{"firstName":"'), Buffer.from([0x80, 0xc0, 0x80, 0xff]), Buffer.from('"}')]))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<HostileBody>(
        { contentType: 'text/plain', payload: '{"a":1}' },
        { contentType: 'application/x-www-form-urlencoded', payload: '__proto__[polluted]=1&a=%00&b=%' },
        { contentType: 'application/json; charset=utf-16', payload: '{"a":1}' },
        { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** A query string: field names with hostile values, repeated and bracketed keys, broken escapes. */
export function hostileQuery(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields, 'q', 'search', 'page', 'pageNo', 'size', 'limit', 'sort', 'status', 'from', 'to') }, { weight: 1, arbitrary: fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'a[b][c]', 'a[]') });
  const value = fc.oneof(hostileString.map(encodeURIComponentLoosely), fc.constantFrom('%', '%E0%A4%A', '%C0%80', '%00', '-1', '1e308', '99999999999999999999', '0.5', ''));
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')) },
    { weight: 1, arbitrary: fc.constantFrom('&&&', '=', 'a=1&a=2&a=3', `q=${'a'.repeat(10_000)}`, 'q=%ZZ') },
  );
}

/** encodeURIComponent that keeps lone surrogates (which it throws on) as percent-escaped replacement bytes. */
function encodeURIComponentLoosely(s: string): string {
  return [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');
}
