/**
 * Opens the platform database: PostgreSQL when a connection string is given, otherwise an embedded
 * SQLite file `sublord.db` under the data directory (WAL; the directory 0700, the files 0600). Migrations run
 * before the handle is returned, so every caller sees the current schema.
 */

import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import type pg from 'pg';
import { databaseStartupError } from '../../process/startup-errors.js';
import type { PlatformLogger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { ensurePrivateDir } from '../private-files.js';
import { BUSY_TIMEOUT_MS } from './busy-retry.js';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';
import { namePostgresStatements, reusePreparedStatements } from './statement-cache.js';

/** Which SQL engine is behind the handle (a few statements differ, e.g. row locks). */
export type DialectName = 'sqlite' | 'postgres';

/** An open, migrated database. */
export interface PlatformDb {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Human description for logs and the CLI; never contains a password. */
  describe: string;
  /** The SQLite file (null on PostgreSQL): the quota and usage counters open their own connection. */
  sqliteFile: string | null;
}

/** Where to open the database. */
export interface DbLocation {
  dataDir: string;
  databaseUrl: string | null;
}

const PG_INT8_OID = 20;

/** pg returns int8 as text; our bigints are Unix ms and counters, all well inside 2^53. */
function pgTypes(types: typeof pg.types) {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === PG_INT8_OID
        ? (value: string) => Number(value)
        : types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
  };
}

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
): SQLite.Database {
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const database = new SQLite(file);
  // WAL lets the CLI, a running server and its worker processes use the file at once; busy_timeout
  // makes a writer wait for another process's write instead of failing (0 for a connection whose
  // callers wait with retryWhileBusy, off the event loop: busy-retry.ts).
  database.pragma('journal_mode = WAL');
  database.pragma(`busy_timeout = ${Math.max(0, Math.trunc(busyTimeoutMs))}`);
  database.pragma('foreign_keys = ON');
  // NORMAL in WAL mode: a commit survives the process being killed (kill -9); only an OS crash or
  // power loss can lose the last commits (sqlite.org/pragma.html#pragma_synchronous).
  database.pragma('synchronous = NORMAL');
  database.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
  for (const path of [file, ...SQLITE_SIDE_FILES.map((s) => file + s)]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
  return database;
}

/**
 * Kysely's SQLite transactions start with a deferred BEGIN: a transaction that reads and then writes
 * fails at once with SQLITE_BUSY_SNAPSHOT when another process (a cluster worker, the CLI) wrote in
 * between, and busy_timeout cannot help. BEGIN IMMEDIATE takes the write lock first, so such a
 * transaction waits its turn instead (measured: bench/quota-store.ts across processes).
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

function openSqlite(dataDir: string): PlatformDb {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, 'sublord.db');
  const database = openSqliteConnection(file);
  reusePreparedStatements(database);
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database }) }),
    dialect: 'sqlite',
    describe: `sqlite:${file}`,
    sqliteFile: file,
  };
}

async function openPostgres(connectionString: string, logger: PlatformLogger): Promise<PlatformDb> {
  // Loaded only when configured: pg adds memory and start-up time to every SQLite worker otherwise.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10, types: pgTypes(pg.types) });
  namePostgresStatements(pool);
  // An idle connection dropped by the server (restart, failover, idle timeout) surfaces as a pool
  // 'error' event; without a listener Node would treat it as fatal and crash the process. The pool
  // replaces the connection on next use.
  pool.on('error', (error: Error) => {
    logger.warn(
      { err: { message: error.message } },
      'postgres connection lost; it will be replaced',
    );
  });
  let where = 'postgres';
  try {
    const url = new URL(connectionString);
    where = `postgres://${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    // A libpq keyword string is valid too; it just has no printable host.
  }
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    describe: where,
    sqliteFile: null,
  };
}

/** Opens (and migrates) the database named by the location. */
export async function openDatabase(
  location: DbLocation,
  logger: PlatformLogger = silentLogger,
): Promise<PlatformDb> {
  let handle: PlatformDb;
  try {
    handle = location.databaseUrl
      ? await openPostgres(location.databaseUrl, logger)
      : openSqlite(location.dataDir);
  } catch (error) {
    throw databaseStartupError(error, location);
  }
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.db.destroy().catch(() => {});
    // Unreachable server, refused password, unwritable DATA_DIR: one line naming the setting.
    throw databaseStartupError(error, location);
  }
  return handle;
}
