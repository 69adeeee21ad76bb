/**
 * Opens the platform database: PostgreSQL when a connection string is given, otherwise an embedded
 * SQLite file `sublord.db` under the data directory (WAL; the directory 0700, the files 0600). Migrations run
 * before the handle is returned, so every caller sees the current schema.
 */

import { join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { databaseStartupError } from '../../process/startup-errors.js';
import type { PlatformLogger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { ensurePrivateDir } from '../private-files.js';
import { migrateToLatest } from './migrations.js';
import type { Database } from './schema.js';
import { openSqliteConnection } from './sqlite.js';
import { withSqliteCode } from './sqlite-errors.js';
import { ImmediateSqliteDialect } from './sqlite-kysely.js';
import { namePostgresStatements } from './statement-cache.js';

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

function openSqlite(dataDir: string): PlatformDb {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, 'sublord.db');
  return {
    db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect(openSqliteConnection(file)) }),
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
    throw databaseStartupError(withSqliteCode(error), location);
  }
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await handle.db.destroy().catch(() => {});
    // Unreachable server, refused password, unwritable DATA_DIR: one line naming the setting.
    throw databaseStartupError(withSqliteCode(error), location);
  }
  return handle;
}
