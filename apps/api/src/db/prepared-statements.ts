// On a PostgreSQL server every parameterised query runs as a named prepared statement, one per
// distinct SQL text and connection. The server then parses each query once per connection instead
// of on every call, and after a few runs may keep a generic plan: the planner alone took 5 ms of the
// provider-matching query on each new booking (bench/load). pg prepares a name the first time a
// connection sees it and only binds afterwards; a failed Parse is not remembered, so it retries.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Named statements one connection may hold. Texts that vary with a list's length (`in ($1, $2, …)`)
 * could otherwise grow a connection's memory without end; past the cap, new texts run unnamed.
 */
const MAX_STATEMENTS_PER_CONNECTION = 500;
/** Text → name, so the hot queries are hashed once per process, not once per call. */
const names = new Map<string, string>();
const MAX_NAMES = 5000;

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `h_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** pg's Client, naming each parameterised query after its text (a pool's `Client` option). */
export function preparingClient(Client: typeof pg.Client): typeof pg.Client {
  class PreparingClient extends Client {
    readonly #named = new Set<string>();

    // pg's query() has many overloads; the config object form is the one Drizzle uses.
    override query(...args: unknown[]): never {
      const [config, values] = args as [QueryConfig | string, unknown];
      if (config && typeof config === 'object' && !config.name && typeof config.text === 'string') {
        const params = Array.isArray(values) ? values : config.values;
        // Without parameters a text may hold several statements (simple protocol), which a prepared one cannot.
        if (Array.isArray(params) && params.length > 0) {
          const name = statementName(config.text);
          if (this.#named.has(name) || this.#named.size < MAX_STATEMENTS_PER_CONNECTION) {
            this.#named.add(name);
            args[0] = { ...config, name };
          }
        }
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return PreparingClient as unknown as typeof pg.Client;
}

/**
 * pg's Client with every query unnamed, for poolers that cannot keep prepared statements
 * (DATABASE_PREPARED_STATEMENTS=false): the queries Drizzle prepares (db/prepared-queries.ts) carry
 * a name of their own, which this drops.
 */
export function unnamedClient(Client: typeof pg.Client): typeof pg.Client {
  class UnnamedClient extends Client {
    override query(...args: unknown[]): never {
      const [config] = args as [QueryConfig | string];
      if (config && typeof config === 'object' && config.name) {
        const { name: _name, ...unnamed } = config;
        args[0] = unnamed;
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }
  }
  return UnnamedClient as unknown as typeof pg.Client;
}
