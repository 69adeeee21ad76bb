/**
 * Transactions on a node:sqlite connection, for the synchronous statements of the gate (the
 * counters, the usage, the credential reads). A function wrapped here runs in BEGIN … COMMIT, or, when
 * the connection is in a transaction already, in a savepoint of its own; if it throws, what it wrote
 * is rolled back and the error goes on. This is better-sqlite3's `transaction()`, which the platform
 * used before node:sqlite (issue 38): the same statements in the same order.
 *
 * Kysely's transactions are its own (sqlite-kysely.ts); these never run inside one, and Kysely's
 * never inside these: each kind has its own connection.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** How a transaction starts: DEFERRED takes no lock until it reads or writes; IMMEDIATE the write lock. */
export type TransactionMode = 'deferred' | 'immediate';

interface ControlStatements {
  begin: Record<TransactionMode, StatementSync>;
  commit: StatementSync;
  rollback: StatementSync;
  savepoint: StatementSync;
  release: StatementSync;
  rollbackTo: StatementSync;
}

/** The connection's BEGIN, COMMIT, … prepared once (parsing them on every call costs more than running them). */
const controls = new WeakMap<DatabaseSync, ControlStatements>();

function controlsOf(db: DatabaseSync): ControlStatements {
  let c = controls.get(db);
  if (c === undefined) {
    c = {
      begin: { deferred: db.prepare('BEGIN'), immediate: db.prepare('BEGIN IMMEDIATE') },
      commit: db.prepare('COMMIT'),
      rollback: db.prepare('ROLLBACK'),
      savepoint: db.prepare('SAVEPOINT sublord'),
      release: db.prepare('RELEASE sublord'),
      rollbackTo: db.prepare('ROLLBACK TO sublord'),
    };
    controls.set(db, c);
  }
  return c;
}

/**
 * `fn` as a transaction on `db`: BEGIN (`mode`) … COMMIT, or a savepoint when `db` is already in a
 * transaction. Some errors end the whole transaction inside SQLite (it rolls back by itself); then
 * nothing is left to roll back and the error goes on as it is.
 */
export function transaction<A extends unknown[], R>(
  db: DatabaseSync,
  mode: TransactionMode,
  fn: (...args: A) => R,
): (...args: A) => R {
  return (...args: A): R => {
    const c = controlsOf(db);
    if (db.isTransaction) {
      c.savepoint.run();
      try {
        const result = fn(...args);
        c.release.run();
        return result;
      } catch (error) {
        if (db.isTransaction) {
          c.rollbackTo.run();
          c.release.run();
        }
        throw error;
      }
    }
    c.begin[mode].run();
    try {
      const result = fn(...args);
      c.commit.run();
      return result;
    } catch (error) {
      if (db.isTransaction) c.rollback.run();
      throw error;
    }
  };
}
