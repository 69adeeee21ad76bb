/**
 * Kysely over node:sqlite (issue 38). Kysely's own SQLite dialect drives any database object with
 * better-sqlite3's shape (`prepare(sql)` giving a statement with `reader`, `all(params)`,
 * `run(params)`, `iterate(params)`); node:sqlite's StatementSync takes its parameters as arguments
 * rather than one array and has no `reader`, so this gives Kysely that shape over a DatabaseSync:
 * `reader` is whether the statement returns columns (a SELECT, a PRAGMA that answers, an INSERT …
 * RETURNING), as better-sqlite3 defines it. Statements are prepared once per SQL text
 * (statement-cache.ts), and transactions begin IMMEDIATE.
 *
 * Chosen over a published node:sqlite dialect (kysely-node-sqlite: one release, its own mutex
 * package, kysely ^0.28 only; kysely-generic-sqlite: a generic executor that needs kysely 0.29 and
 * would still need this adapter): it is this file, and Kysely's own driver does the rest.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  SqliteDialect,
  type SqliteStatement,
} from 'kysely';
import { cachePrepared } from './statement-cache.js';

/**
 * A row as a plain object. node:sqlite's rows have no prototype; Kysely's callers get rows with one
 * on PostgreSQL and got them from better-sqlite3, and compare them with object literals.
 */
const plain = (row: Record<string, unknown>) => ({ ...row });

function kyselyStatement(statement: StatementSync): SqliteStatement {
  const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...values(parameters)).map(plain),
    run: (parameters) => statement.run(...values(parameters)),
    *iterate(parameters) {
      for (const row of statement.iterate(...values(parameters))) yield plain(row);
    },
  };
}

/** Kysely's view of a node:sqlite connection; closing it (Kysely's destroy()) closes the connection. */
export function kyselySqliteDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    prepare: cachePrepared((sql) => kyselyStatement(database.prepare(sql))),
    close: () => {
      if (database.isOpen) database.close();
    },
  };
}

/**
 * Kysely's SQLite transactions start with a deferred BEGIN: a transaction that reads and then writes
 * fails at once with SQLITE_BUSY_SNAPSHOT when another process (a cluster worker, the CLI) wrote in
 * between, and busy_timeout cannot help. BEGIN IMMEDIATE takes the write lock first, so such a
 * transaction waits its turn instead (measured: bench/quota-store.ts across processes).
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(database: DatabaseSync) {
    super({ database: kyselySqliteDatabase(database) });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
