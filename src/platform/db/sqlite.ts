/**
 * The embedded database's connections: Node's built-in SQLite (`node:sqlite`, DatabaseSync), opened
 * with the pragmas every connection needs (its errors: sqlite-errors.ts).
 *
 * DatabaseSync is synchronous, like the native addon it replaced (issue 38): a statement or a whole
 * transaction runs start to finish without yielding to the event loop, which is what the counters'
 * exact quotas rely on (limits/counter-store.ts). Nothing is compiled on install: Node carries SQLite.
 */
import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { BUSY_TIMEOUT_MS } from './busy-retry.js';

/** A connection to the SQLite file. */
export type SqliteConnection = DatabaseSync;

/**
 * Pages the write-ahead log may hold before a commit checkpoints it (SQLite's default is 1,000).
 * A checkpoint runs on the connection that committed, which for a counted /api/v1 call is the
 * gate's, on a worker's event loop, and it syncs the log and the database file (two fsyncs, up to
 * tens of milliseconds each under load); a counted call writes 3 pages, and at 1,000 pages two
 * workers under load made an fsync every 32 answers (issue 22 §3, bench/RESULTS.md "The gate
 * and the tail, fifth round"). At 10,000 they made one every 565; the log's file grows to about 40 MB
 * and stays that size (SQLite rewrites it from the start after a complete checkpoint). A process
 * crash (kill -9) still loses nothing. synchronous=NORMAL syncs the log only at a checkpoint, so an
 * OS crash or power loss can lose the commits since the last one that the kernel had not yet written
 * back: with rarer checkpoints, up to about 3,300 counted calls instead of 330, and about ten times
 * as many under load, when 11-14 calls share one commit's pages (group-commit.ts; docs/platform.md).
 */
export const WAL_AUTOCHECKPOINT_PAGES = 10_000;

/** The suffixes of the files SQLite keeps beside the database in WAL mode. */
const SQLITE_SIDE_FILES = ['-wal', '-shm'];

/**
 * Opens one connection to the SQLite file with the pragmas every connection needs. The file is
 * created 0600 before SQLite sees it (SQLite gives its -wal and -shm files the database file's mode),
 * and all three are narrowed to 0600 after opening in case an older release created them 0644.
 */
export function openSqliteConnection(
  file: string,
  busyTimeoutMs: number = BUSY_TIMEOUT_MS,
): SqliteConnection {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const database = new DatabaseSync(file);
  // WAL lets the CLI, a running server and its worker processes use the file at once; busy_timeout
  // makes a writer wait for another process's write instead of failing (0 for a connection whose
  // callers wait with retryWhileBusy, off the event loop: busy-retry.ts).
  database.exec('PRAGMA journal_mode = WAL');
  database.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  database.exec('PRAGMA foreign_keys = ON');
  // NORMAL in WAL mode: a commit survives the process being killed (kill -9); only an OS crash or
  // power loss can lose the last commits (sqlite.org/pragma.html#pragma_synchronous). Node's SQLite
  // is built with FULL as the WAL default, so it is set here, on every connection.
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec(`PRAGMA wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  for (const path of [file, ...SQLITE_SIDE_FILES.map((s) => file + s)]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
  return database;
}
