// Hot queries built once per database and run with placeholders. Drizzle otherwise builds a query's
// SQL text from its parts on every call (a quarter of the API's busy CPU under the load benchmark),
// and a prepared query also carries its statement name, so the server parses it once per connection.
import type { Db } from './client';

/**
 * `build` runs once per database (tests open several); the query it returns is reused. Only for
 * queries on the database itself: a transaction runs its statements on its own connection.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
