/**
 * Prepared statements reused (src/platform/db/statement-cache.ts). Authority: node:sqlite's API (a
 * StatementSync can be run again with new parameters). The same SQL text gives the same statement,
 * which answers correctly with new parameters; the cache keeps at most STATEMENT_CACHE_SIZE texts,
 * evicting the least recently used; and the platform's queries through Kysely still answer.
 * PostgreSQL, on a real server: the server's own `pg_prepared_statements` view is the authority that
 * a parameterised text is prepared once per connection and reused, that texts without parameters are
 * not, and that the platform answers on both dialects.
 */
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import { after, test } from 'node:test';
import pg from 'pg';
import {
  cachePrepared,
  namePostgresStatements,
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

test('one statement per SQL text, bounded, least recently used evicted', () => {
  const db = new DatabaseSync(':memory:');
  let prepared = 0;
  const prepare = cachePrepared((sql: string) => {
    prepared++;
    return db.prepare(sql);
  });
  db.exec('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)');
  const insert = prepare('INSERT INTO t (k, v) VALUES (?, ?)');
  for (let k = 0; k < 5; k++) prepare('INSERT INTO t (k, v) VALUES (?, ?)').run(k, `v${k}`);
  assert.equal(prepare('INSERT INTO t (k, v) VALUES (?, ?)'), insert);
  const select = 'SELECT v FROM t WHERE k = ?';
  assert.equal(prepare(select).get(3)?.v, 'v3');
  assert.equal(prepare(select).get(4)?.v, 'v4');
  assert.equal(prepared, 2, 'two texts, two statements prepared');

  const first = prepare('SELECT 0');
  for (let i = 1; i <= STATEMENT_CACHE_SIZE; i++) prepare(`SELECT ${i}`);
  assert.notEqual(prepare('SELECT 0'), first, 'the oldest text was evicted');
  assert.equal(
    prepare(`SELECT ${STATEMENT_CACHE_SIZE}`),
    prepare(`SELECT ${STATEMENT_CACHE_SIZE}`),
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
