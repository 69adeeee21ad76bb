/**
 * Prepared statements reused for the per-request queries (issue 11 §4), on both databases.
 *
 * SQLite: Kysely's driver prepares a statement on every execution; SQLite then parses and plans the
 * same text again for every /api/v1 call (the credential lookup, the subscription read). Kysely
 * compiles queries with placeholders, so the distinct texts are few: sqlite-kysely.ts keeps the last
 * STATEMENT_CACHE_SIZE of them through cachePrepared.
 *
 * Safe because every use of a statement runs to completion synchronously (Kysely uses all() and
 * run(), never a lazy iterate() left open), and nothing changes a statement's settings.
 */
import type pg from 'pg';

export const STATEMENT_CACHE_SIZE = 256;

/** `prepare` with its last `size` statements kept by SQL text, the least recently used evicted. */
export function cachePrepared<S>(
  prepare: (source: string) => S,
  size: number = STATEMENT_CACHE_SIZE,
): (source: string) => S {
  const cache = new Map<string, S>();
  return (source) => {
    let statement = cache.get(source);
    if (statement !== undefined) {
      // Most recently used last, so the oldest is evicted first.
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= size) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
    }
    cache.set(source, statement);
    return statement;
  };
}

/** How many distinct parameterised SQL texts get a server-side prepared statement on PostgreSQL. */
export const POSTGRES_NAMED_LIMIT = 256;

/**
 * PostgreSQL: node-postgres parses and plans a query on every execution unless it is given a `name`;
 * with one, each connection prepares it once (PARSE) and afterwards only binds and executes it.
 * Kysely calls `client.query(text, values)`, so every pooled client gets a query() that names a
 * parameterised text after the order in which this process first saw it (the same text has the same
 * name on every connection, which pg requires). Texts without parameters (migrations, BEGIN, COMMIT)
 * keep the simple protocol, which also allows several statements in one text. Only the first
 * POSTGRES_NAMED_LIMIT texts are named, which bounds the statements each connection holds (Kysely
 * builds queries with placeholders, so the platform has a few dozen texts).
 */
export function namePostgresStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < POSTGRES_NAMED_LIMIT) {
      name = `sublord_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      // (text, values) from Kysely, (text, values, callback) from pool.query.
      const [text, values, callback] = args;
      const plain = args.length === 2 || (args.length === 3 && typeof callback === 'function');
      if (plain && typeof text === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOf(text);
        if (name !== undefined) return query({ name, text, values }, ...args.slice(2));
      }
      return query(...args);
    }) as typeof client.query;
  });
}
