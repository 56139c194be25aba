/**
 * Statements built once and prepared once per connection (issue #17, decision 0125). Drizzle builds a query's
 * SQL on every call (about a tenth of the API's CPU under load), and PostgreSQL parses and plans every unnamed
 * statement again. A query made with `.prepare(name)` and `sql.placeholder`s is built once; node-postgres then
 * sends it by name, so each connection parses it once (on the embedded cluster and a server alike: both are
 * PostgreSQL through node-postgres). Kept per Db: a transaction gets its own.
 */
import type { Db } from './client.ts';

export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
