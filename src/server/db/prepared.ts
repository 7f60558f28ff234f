import type { DbOrTx } from './client';

/**
 * A query built once per database handle and run as a prepared statement: for the reads on
 * every request (session check, public profile, card list), where building the SQL with drizzle
 * each time cost more CPU than the query itself. Placeholders are `sql.placeholder('name')`.
 */
export function preparedFor<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const byDb = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
