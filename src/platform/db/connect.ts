/**
 * Opens the platform database: PostgreSQL when a connection string is given, otherwise an embedded
 * SQLite file `sublord.db` under the data directory (WAL; the directory 0700, the files 0600). Migrations run
 * before the handle is returned, so every caller sees the current schema.
 */

import { join } from 'node:path';
import { Kysely } from 'kysely';
import { databaseStartupError } from '../../process/startup-errors.js';
import type { PlatformLogger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { ensurePrivateDir } from '../private-files.js';
import { migrateToLatest } from './migrations.js';
import {
  fillPool,
  OPERATOR_LIMITS,
  openPostgresStore,
  type Pooler,
  SERVING_LIMITS,
} from './postgres.js';
import type { Database } from './schema.js';
import { openSqliteConnection } from './sqlite.js';
import { withSqliteCode } from './sqlite-errors.js';
import { ImmediateSqliteDialect } from './sqlite-kysely.js';

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
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE; default DEFAULT_POOL_SIZE). */
  databasePoolSize?: number;
  /** How DATABASE_URL reaches PostgreSQL (DATABASE_POOLER; default direct). */
  databasePooler?: Pooler;
}

/** A pool's size when nothing sets it (the CLI, tests); the server sizes it from WORKERS (config.ts). */
export const DEFAULT_POOL_SIZE = 10;

/** How the handle will be used. */
export interface OpenOptions {
  /**
   * The serving path (npm start): PostgreSQL statements bounded by the serving limits and the pool
   * opened in full at start. Otherwise (the CLI, tests) statements may run long.
   */
  serving?: boolean;
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

/**
 * PostgreSQL (db/postgres.ts): migrations first, on a connection of their own without the serving
 * path's time limits (a migration may rewrite a large table), then the pool the caller uses. A
 * serving process opens its whole pool at start, so a server without room for it says so now.
 */
async function openPostgres(
  connectionString: string,
  location: DbLocation,
  options: OpenOptions,
  logger: PlatformLogger,
): Promise<PlatformDb> {
  const pooler = location.databasePooler ?? 'none';
  const migrating = await openPostgresStore(connectionString, {
    size: 1,
    pooler,
    limits: OPERATOR_LIMITS,
    logger,
  });
  try {
    await migrateToLatest(migrating.db);
  } finally {
    await migrating.db.destroy();
  }
  const size = location.databasePoolSize ?? DEFAULT_POOL_SIZE;
  const store = await openPostgresStore(connectionString, {
    size,
    pooler,
    limits: options.serving ? SERVING_LIMITS : OPERATOR_LIMITS,
    logger,
  });
  if (options.serving) {
    try {
      await fillPool(store.pool, size);
    } catch (error) {
      await store.db.destroy();
      throw error;
    }
  }
  return { db: store.db, dialect: 'postgres', describe: store.describe, sqliteFile: null };
}

/** Opens (and migrates) the database named by the location. */
export async function openDatabase(
  location: DbLocation,
  logger: PlatformLogger = silentLogger,
  options: OpenOptions = {},
): Promise<PlatformDb> {
  if (location.databaseUrl) {
    try {
      return await openPostgres(location.databaseUrl, location, options, logger);
    } catch (error) {
      throw databaseStartupError(error, location);
    }
  }
  let handle: PlatformDb;
  try {
    handle = openSqlite(location.dataDir);
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
