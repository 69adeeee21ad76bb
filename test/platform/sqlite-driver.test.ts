/**
 * The platform's own layer over node:sqlite (issue 38): Kysely's dialect over DatabaseSync
 * (src/platform/db/sqlite-kysely.ts), the gate's transactions and savepoints
 * (sqlite-transaction.ts) and SQLite's error names (sqlite-errors.ts). Authorities: SQLite's own
 * behaviour on real connections to one WAL file (sqlite.org/lang_transaction.html: BEGIN IMMEDIATE
 * takes the write lock, another writer gets SQLITE_BUSY; lang_savepoint.html: ROLLBACK TO undoes
 * only the savepoint's writes; rescode.html: the result codes and their names) and Kysely's
 * documented results (numAffectedRows, insertId, rows). Exact values, no tolerance.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import { Kysely, sql } from 'kysely';
import { isBusy } from '../../src/platform/db/busy-retry.js';
import { isUniqueViolation } from '../../src/platform/db/errors.js';
import { openSqliteConnection } from '../../src/platform/db/sqlite.js';
import { sqliteCode, withSqliteCode } from '../../src/platform/db/sqlite-errors.js';
import { ImmediateSqliteDialect } from '../../src/platform/db/sqlite-kysely.js';
import { transaction } from '../../src/platform/db/sqlite-transaction.js';

const dir = mkdtempSync(join(tmpdir(), 'sublord-sqlite-driver-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Db {
  t: { k: string; n: number };
}

/** Two connections to one new WAL file, the second with busy_timeout 0, and a table t. */
function twoConnections(name: string) {
  const file = join(dir, `${name}.db`);
  const first = openSqliteConnection(file);
  first.exec('CREATE TABLE t (k TEXT PRIMARY KEY, n INTEGER NOT NULL)');
  const second = openSqliteConnection(file, 0);
  const rows = () =>
    second
      .prepare('SELECT k, n FROM t ORDER BY k')
      .all()
      .map((r) => ({ ...r }));
  return { first, second, rows };
}

describe('Kysely over node:sqlite', () => {
  it('reads, writes and returns rows as plain objects, with counts and ids as Kysely gives them', async () => {
    const { first, rows } = twoConnections('kysely');
    const db = new Kysely<Db>({ dialect: new ImmediateSqliteDialect(first) });
    const inserted = await db.insertInto('t').values({ k: 'a', n: 1 }).executeTakeFirst();
    assert.equal(inserted.numInsertedOrUpdatedRows, 1n);
    assert.equal(inserted.insertId, 1n);
    const returned = await db
      .insertInto('t')
      .values({ k: 'b', n: 2 })
      .returning(['k', 'n'])
      .executeTakeFirstOrThrow();
    assert.deepEqual(returned, { k: 'b', n: 2 }, 'INSERT … RETURNING is read as rows');
    const updated = await db.updateTable('t').set({ n: sql<number>`n + 10` }).executeTakeFirst();
    assert.equal(updated.numUpdatedRows, 2n);
    assert.deepEqual(await db.selectFrom('t').selectAll().where('k', '=', 'b').execute(), [
      { k: 'b', n: 12 },
    ]);
    const { rows: pragma } = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
    assert.deepEqual(pragma, [{ journal_mode: 'wal' }], 'a PRAGMA that answers is read');
    const streamed: unknown[] = [];
    for await (const row of db.selectFrom('t').select('k').orderBy('k').stream())
      streamed.push(row);
    assert.deepEqual(streamed, [{ k: 'a' }, { k: 'b' }]);
    assert.deepEqual(rows(), [
      { k: 'a', n: 11 },
      { k: 'b', n: 12 },
    ]);
    await db.destroy();
    assert.equal(first.isOpen, false, 'destroy() closes the connection');
  });

  it('begins its transactions IMMEDIATE: another writer is kept out from the start', async () => {
    const { first, second, rows } = twoConnections('immediate');
    const db = new Kysely<Db>({ dialect: new ImmediateSqliteDialect(first) });
    await db.transaction().execute(async (tx) => {
      await tx.selectFrom('t').selectAll().execute(); // a read only: a deferred BEGIN locks nothing
      assert.throws(() => second.exec("INSERT INTO t VALUES ('x', 0)"), isBusy);
      await tx.insertInto('t').values({ k: 'y', n: 1 }).execute();
    });
    assert.deepEqual(rows(), [{ k: 'y', n: 1 }]);
    await assert.rejects(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('t').values({ k: 'z', n: 1 }).execute();
        throw new Error('abandoned');
      }),
      /abandoned/,
    );
    assert.deepEqual(rows(), [{ k: 'y', n: 1 }], 'a failed transaction is rolled back');
    await db.destroy();
    second.close();
  });
});

describe('transaction() on a connection', () => {
  it('commits; rolls back what a failed function wrote; a nested one is a savepoint', () => {
    const { first, second, rows } = twoConnections('transaction');
    const insert = first.prepare('INSERT INTO t (k, n) VALUES (?, ?)');
    const inner = transaction(first, 'immediate', (k: string, fail: boolean) => {
      insert.run(k, 1);
      if (fail) throw new Error(`inner ${k}`);
    });
    const outer = transaction(first, 'immediate', (keys: string[]) => {
      insert.run('outer', 0);
      assert.throws(() => second.exec("INSERT INTO t VALUES ('x', 0)"), isBusy);
      for (const k of keys) {
        try {
          inner(k, k.startsWith('bad'));
        } catch {
          // only this savepoint was rolled back; the transaction goes on
        }
      }
      return keys.length;
    });
    assert.equal(outer(['a', 'bad1', 'b']), 3);
    assert.equal(first.isTransaction, false);
    assert.deepEqual(
      rows().map((r) => r.k),
      ['a', 'b', 'outer'],
    );
    assert.throws(
      () =>
        transaction(first, 'deferred', () => {
          insert.run('c', 1);
          throw new Error('whole');
        })(),
      /whole/,
    );
    assert.equal(first.isTransaction, false);
    assert.deepEqual(
      rows().map((r) => r.k),
      ['a', 'b', 'outer'],
      'the failed transaction wrote nothing',
    );
    first.close();
    second.close();
  });

  it('an error that already ended the transaction goes on as it is', () => {
    const { first, second, rows } = twoConnections('ended');
    const fn = transaction(first, 'immediate', () => {
      first.prepare("INSERT INTO t VALUES ('a', 1)").run();
      first.exec('ROLLBACK'); // as SQLite does itself on some I/O errors
      throw new Error('ended inside');
    });
    assert.throws(fn, /ended inside/);
    assert.equal(first.isTransaction, false);
    assert.deepEqual(rows(), []);
    first.close();
    second.close();
  });
});

describe("SQLite's error names", () => {
  it('names the codes node:sqlite gives: busy, unique, primary key, cannot open', () => {
    const { first, second } = twoConnections('codes');
    first.exec('CREATE TABLE u (id INTEGER PRIMARY KEY, email TEXT UNIQUE)');
    first.exec("INSERT INTO u VALUES (1, 'a@example.com')");
    const codeOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return { code: sqliteCode(error), unique: isUniqueViolation(error), busy: isBusy(error) };
      }
      return null;
    };
    assert.deepEqual(
      codeOf(() => first.exec("INSERT INTO u VALUES (2, 'a@example.com')")),
      {
        code: 'SQLITE_CONSTRAINT_UNIQUE',
        unique: true,
        busy: false,
      },
    );
    assert.deepEqual(
      codeOf(() => first.exec("INSERT INTO u VALUES (1, 'b@example.com')")),
      {
        code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
        unique: true,
        busy: false,
      },
    );
    assert.deepEqual(
      codeOf(() => first.exec('INSERT INTO u VALUES (3, NULL, 1)')),
      {
        code: 'SQLITE_ERROR',
        unique: false,
        busy: false,
      },
    );
    first.exec('BEGIN IMMEDIATE');
    assert.deepEqual(
      codeOf(() => second.exec("INSERT INTO t VALUES ('x', 0)")),
      {
        code: 'SQLITE_BUSY',
        unique: false,
        busy: true,
      },
    );
    first.exec('COMMIT');
    let cantOpen: unknown;
    try {
      new DatabaseSync(join(dir, 'no-such-dir', 'x.db'));
    } catch (error) {
      cantOpen = error;
    }
    assert.equal(sqliteCode(cantOpen), 'SQLITE_CANTOPEN');
    const named = withSqliteCode(cantOpen) as Error & { code: string };
    assert.equal(named.code, 'SQLITE_CANTOPEN', 'the start-up errors read this code');
    assert.equal(named.cause, cantOpen);
    const other = new Error('not SQLite');
    assert.equal(withSqliteCode(other), other);
    assert.equal(sqliteCode(other), undefined);
    first.close();
    second.close();
  });
});
