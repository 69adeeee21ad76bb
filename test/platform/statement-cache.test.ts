/**
 * Prepared statements reused (src/platform/db/statement-cache.ts). Authority: better-sqlite3's API
 * (a Statement can be run again with new parameters). The same SQL text gives the same Statement,
 * which answers correctly with new parameters; the cache keeps at most STATEMENT_CACHE_SIZE texts,
 * evicting the least recently used; and the platform's queries through Kysely still answer.
 * PostgreSQL, on a real server: the server's own `pg_prepared_statements` view is the authority that
 * a parameterised text is prepared once per connection and reused, that texts without parameters are
 * not, and that the platform answers on both dialects.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  namePostgresStatements,
  reusePreparedStatements,
  STATEMENT_CACHE_SIZE,
} from '../../src/platform/db/statement-cache.js';
import {
  type DbKind,
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  stopSharedPostgres,
} from '../helpers/platform.js';

after(stopSharedPostgres);

test('one Statement per SQL text, bounded, least recently used evicted', () => {
  const db = new SQLite(':memory:');
  reusePreparedStatements(db);
  db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)');
  const insert = db.prepare('INSERT INTO t (k, v) VALUES (?, ?)');
  for (let k = 0; k < 5; k++) db.prepare('INSERT INTO t (k, v) VALUES (?, ?)').run(k, `v${k}`);
  assert.equal(db.prepare('INSERT INTO t (k, v) VALUES (?, ?)'), insert);
  const select = 'SELECT v FROM t WHERE k = ?';
  assert.deepEqual(db.prepare(select).get(3), { v: 'v3' });
  assert.deepEqual(db.prepare(select).get(4), { v: 'v4' });

  const first = db.prepare('SELECT 0');
  for (let i = 1; i <= STATEMENT_CACHE_SIZE; i++) db.prepare(`SELECT ${i}`);
  assert.notEqual(db.prepare('SELECT 0'), first, 'the oldest text was evicted');
  assert.equal(
    db.prepare(`SELECT ${STATEMENT_CACHE_SIZE}`),
    db.prepare(`SELECT ${STATEMENT_CACHE_SIZE}`),
  );
  db.close();
});

test('PostgreSQL: a parameterised text is prepared once per connection and reused', async () => {
  const storage = await freshStorage('postgres');
  // One connection, so every query below runs on the session whose statements the view lists.
  const pool = new pg.Pool({ connectionString: storage.databaseUrl ?? '', max: 1 });
  namePostgresStatements(pool);
  try {
    const add = 'select $1::int + $2::int as v';
    for (const [x, y] of [
      [1, 2],
      [40, 2],
      [-5, 5],
    ] as const) {
      assert.equal((await pool.query(add, [x, y])).rows[0].v, x + y);
    }
    await pool.query('select 1 as plain');
    const prepared = await pool.query(
      "select name, statement from pg_prepared_statements where statement not like '%pg_prepared_statements%' order by name",
    );
    assert.deepEqual(prepared.rows, [{ name: 'sublord_0', statement: add }]);
  } finally {
    await pool.end();
    storage.remove();
  }
});

for (const kind of ['sqlite', 'postgres'] as DbKind[]) {
  test(`the platform answers through the reused statements [${kind}]`, () => platformAnswers(kind));
}

async function platformAnswers(kind: DbKind): Promise<void> {
  const storage = await freshStorage(kind);
  const platform = await openTestPlatform(storage);
  try {
    const dev = await seedDeveloper(platform);
    const a = await platform.apps.create(dev.accountId, 'one');
    const b = await platform.apps.create(dev.accountId, 'two');
    for (let i = 0; i < 3; i++) {
      assert.equal((await platform.apps.verify(a.appId, a.appSecret))?.appId, a.appId);
      assert.equal((await platform.apps.verify(b.appId, b.appSecret))?.appId, b.appId);
      assert.equal(await platform.apps.verify(a.appId, b.appSecret), null);
    }
  } finally {
    await platform.close();
    storage.remove();
  }
}
