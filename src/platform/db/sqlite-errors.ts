/**
 * node:sqlite's errors by SQLite's own names. node:sqlite throws `code: 'ERR_SQLITE_ERROR'` with
 * SQLite's result code as the number `errcode` (extended where SQLite has an extended code, e.g.
 * 2067 for a UNIQUE constraint); the platform reads the name (busy-retry.ts, errors.ts, the
 * start-up errors, backup.ts). No import of node:sqlite here: PostgreSQL's paths read these too.
 */

/** SQLite's primary result codes in order, 0 to 28 (sqlite.org/rescode.html). */
const PRIMARY_CODES = [
  'OK',
  'ERROR',
  'INTERNAL',
  'PERM',
  'ABORT',
  'BUSY',
  'LOCKED',
  'NOMEM',
  'READONLY',
  'INTERRUPT',
  'IOERR',
  'CORRUPT',
  'NOTFOUND',
  'FULL',
  'CANTOPEN',
  'PROTOCOL',
  'EMPTY',
  'SCHEMA',
  'TOOBIG',
  'CONSTRAINT',
  'MISMATCH',
  'MISUSE',
  'NOLFS',
  'AUTH',
  'FORMAT',
  'RANGE',
  'NOTADB',
  'NOTICE',
  'WARNING',
];

/** The extended result codes the platform tells apart (a primary code plus a reason << 8). */
const EXTENDED_CODES: Readonly<Record<number, string>> = {
  1555: 'CONSTRAINT_PRIMARYKEY',
  2067: 'CONSTRAINT_UNIQUE',
};

/**
 * The SQLite result code of a node:sqlite error by SQLite's name, e.g. `SQLITE_BUSY` or
 * `SQLITE_CONSTRAINT_UNIQUE` (node:sqlite gives `code: 'ERR_SQLITE_ERROR'` and the number as
 * `errcode`, extended where SQLite has an extended code); undefined for any other error.
 */
export function sqliteCode(error: unknown): string | undefined {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof errcode !== 'number') return undefined;
  const name = EXTENDED_CODES[errcode] ?? PRIMARY_CODES[errcode & 0xff];
  return name === undefined ? undefined : `SQLITE_${name}`;
}

/** The primary result code alone, e.g. `SQLITE_BUSY` for SQLITE_BUSY_SNAPSHOT too. */
export function sqlitePrimaryCode(error: unknown): string | undefined {
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  if (typeof errcode !== 'number') return undefined;
  const name = PRIMARY_CODES[errcode & 0xff];
  return name === undefined ? undefined : `SQLITE_${name}`;
}

/**
 * A node:sqlite error with SQLite's primary code as its `code` (`SQLITE_CANTOPEN`), the form the
 * start-up errors read (src/process/startup-errors.ts: DATA_DIR not writable); any other error
 * unchanged.
 */
export function withSqliteCode(error: unknown): unknown {
  const code = sqlitePrimaryCode(error);
  if (code === undefined) return error;
  return Object.assign(new Error((error as Error).message, { cause: error }), { code });
}
