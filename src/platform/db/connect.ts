/**
 * Opens the platform database: PostgreSQL when a connection string is given, otherwise an embedded
 * SQLite file `sublord.db` under the data directory (WAL, one connection per process). Migrations run
 * before the handle is returned, so every caller sees the current schema.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { PlatformLogger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';

/** Which SQL engine is behind the handle (a few statements differ, e.g. row locks). */
export type DialectName = 'sqlite' | 'postgres';

/** An open, migrated database. */
export interface PlatformDb {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Human description for logs and the CLI; never contains a password. */
  describe: string;
}

/** Where to open the database. */
export interface DbLocation {
  dataDir: string;
  databaseUrl: string | null;
}

const PG_INT8_OID = 20;

/** pg returns int8 as text; our bigints are Unix ms and counters, all well inside 2^53. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function openSqlite(dataDir: string): PlatformDb {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'sublord.db');
  const database = new SQLite(file);
  // WAL lets the CLI and a running server use the file at once; busy_timeout rides out their overlap.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    describe: `sqlite:${file}`,
  };
}

function openPostgres(connectionString: string, logger: PlatformLogger): PlatformDb {
  const pool = new pg.Pool({ connectionString, max: 10, types: pgTypes });
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
  };
}

/** Opens (and migrates) the database named by the location. */
export async function openDatabase(
  location: DbLocation,
  logger: PlatformLogger = silentLogger,
): Promise<PlatformDb> {
  const handle = location.databaseUrl
    ? openPostgres(location.databaseUrl, logger)
    : openSqlite(location.dataDir);
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  return handle;
}
