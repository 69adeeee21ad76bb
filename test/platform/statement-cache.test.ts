/**
 * Prepared statements reused (src/platform/db/statement-cache.ts). Authority: better-sqlite3's API
 * (a Statement can be run again with new parameters). The same SQL text gives the same Statement,
 * which answers correctly with new parameters; the cache keeps at most STATEMENT_CACHE_SIZE texts,
 * evicting the least recently used; and the platform's queries through Kysely still answer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import SQLite from 'better-sqlite3';
import {
  reusePreparedStatements,
  STATEMENT_CACHE_SIZE,
} from '../../src/platform/db/statement-cache.js';
import { freshStorage, openTestPlatform, seedDeveloper } from '../helpers/platform.js';

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

test('the platform answers through the reused statements', async () => {
  const storage = await freshStorage('sqlite');
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
});
