/**
 * Prepared statements reused for the per-request queries (issue 11 §4). Kysely's SQLite driver calls
 * `prepare(sql)` on every execution; SQLite then parses and plans the same text again for every
 * /api/v1 call (the credential lookup, the subscription read). Kysely compiles queries with
 * placeholders, so the distinct texts are few: this keeps the last STATEMENT_CACHE_SIZE of them.
 *
 * Safe with better-sqlite3 because every use of a statement runs to completion synchronously (Kysely
 * uses all() and run(), never a lazy iterate() left open), and Kysely toggles no statement mode.
 */
import type SQLite from 'better-sqlite3';

export const STATEMENT_CACHE_SIZE = 256;

export function reusePreparedStatements(database: SQLite.Database): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      // Most recently used last, so the oldest is evicted first.
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    cache.set(source, statement);
    return statement;
  }) as typeof database.prepare;
}
