/**
 * A counted /api/v1 call is charged by platform.chargeCall (issue 22 §3): its quota windows and its
 * usage record. Authority: issue 9 §4 (an answered call is always counted, committed before the
 * answer) and decisions.md, Quota (a refused call counts nothing). On SQLite both writes are one
 * transaction: the counters and the usage move together or not at all, checked here by a usage write
 * that fails inside the consume (the counters must be unchanged). Exact counts, no tolerance.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openSqliteConnection } from '../../src/platform/db/sqlite.js';
import { createSqliteCounterStore } from '../../src/platform/limits/counter-store.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import {
  freshPlatformEachTest,
  freshStorage,
  openTestPlatform,
  seedDeveloper,
} from '../helpers/platform.js';

const START = Date.UTC(2026, 5, 15, 8, 0, 0);

describeOnBothDialects('charging a counted call', (kind) => {
  const clock = createFakeClock(START);
  let platform: Platform;

  freshPlatformEachTest(kind, clock, START, (p) => {
    platform = p;
  });

  test('an allowed call is counted in the quota and the usage; a refused one in neither', async () => {
    const dev = await seedDeveloper(platform);
    const a = await platform.apps.create(dev.accountId, 'a');
    await platform.apps.setLimits(a.appId, { perMinute: 3 });
    const app = await platform.apps.verify(a.appId, a.appSecret);
    assert.ok(app);
    for (let i = 1; i <= 3; i++) {
      const report = await platform.chargeCall(app, START + i);
      assert.equal(report.allowed, true, `call ${i}`);
      assert.equal(report.minute.remaining, 3 - i);
    }
    const refused = await platform.chargeCall(app, START + 10);
    assert.equal(refused.allowed, false);
    const row = await platform.database.db
      .selectFrom('apps')
      .select(['call_count', 'last_used_at'])
      .where('id', '=', a.appId)
      .executeTakeFirstOrThrow();
    assert.equal(row.call_count, 3, 'three calls answered, three recorded');
    assert.equal(row.last_used_at, START + 3, 'the refused call is not the last use');
    const daily = await platform.database.db
      .selectFrom('usage_daily')
      .select('calls')
      .where('app_id', '=', a.appId)
      .executeTakeFirstOrThrow();
    assert.equal(daily.calls, 3);
    assert.equal(
      (await platform.quota.peek(app.appId, app.accountId, app.limits)).minute.remaining,
      0,
    );
  });
});

test('SQLite: a write that fails inside the consume leaves every counter as it was', async () => {
  const storage = await freshStorage('sqlite');
  const platform = await openTestPlatform(storage, { now: createFakeClock(START) });
  await platform.close();
  const connection = openSqliteConnection(join(storage.dataDir, 'sublord.db'), 0);
  try {
    const store = createSqliteCounterStore(connection);
    const specs = [
      { key: 'x:m', limit: 5, expiresAt: START + 120_000 },
      { key: 'x:d', limit: 9, expiresAt: START + 172_800_000 },
    ];
    await assert.rejects(
      store.consume(specs, () => {
        throw new Error('usage write failed');
      }),
      /usage write failed/,
    );
    assert.deepEqual(await store.read(['x:m', 'x:d']), [0, 0], 'rolled back with the write');
    let ran = 0;
    const result = await store.consume(specs, () => {
      ran++;
    });
    assert.equal(result.allowed, true);
    assert.equal(ran, 1, 'the write runs once, with the allowed consume');
    assert.deepEqual(await store.read(['x:m', 'x:d']), [1, 1]);
  } finally {
    connection.close();
    storage.remove();
  }
});

test('SQLite: consumes that arrive together share one commit, each decided as if alone', async () => {
  const storage = await freshStorage('sqlite');
  const platform = await openTestPlatform(storage, { now: createFakeClock(START) });
  await platform.close();
  const connection = openSqliteConnection(join(storage.dataDir, 'sublord.db'), 0);
  // Frames in the write-ahead log since it was last emptied: what a phase's commits wrote.
  const emptyLog = () => connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const framesWritten = () =>
    (connection.prepare('PRAGMA wal_checkpoint(PASSIVE)').get() as { log: number } | undefined)
      ?.log;
  try {
    const store = createSqliteCounterStore(connection);
    const spec = (key: string) => [{ key, limit: 3, expiresAt: START + 120_000 }];
    let writes = 0;
    const write = () => {
      writes++;
    };
    const failingWrite = () => {
      throw new Error('usage write failed');
    };
    const outcomes = await Promise.allSettled([
      store.consume(spec('t:m'), write),
      store.consume(spec('t:m'), write),
      store.consume(spec('t:m'), failingWrite),
      store.consume(spec('t:m'), write),
      store.consume(spec('t:m'), write),
    ]);
    assert.deepEqual(
      outcomes.map((o) =>
        o.status === 'rejected' ? 'failed' : o.value.allowed ? 'allowed' : 'refused',
      ),
      ['allowed', 'allowed', 'failed', 'allowed', 'refused'],
      'the failed write took back only its own call, so the fourth still fitted',
    );
    assert.equal(writes, 3, 'a write runs with its allowed call only');
    assert.deepEqual(await store.read(['t:m']), [3]);

    // Five calls in one turn write the counter's page once; five in five turns write it five times.
    const keys = ['a', 'b', 'c', 'd', 'e'];
    emptyLog();
    await Promise.all(keys.map((k) => store.consume(spec(`together:${k}`))));
    const together = framesWritten();
    emptyLog();
    for (const k of keys) await store.consume(spec(`apart:${k}`));
    const apart = framesWritten();
    assert.ok(together !== undefined && apart !== undefined);
    assert.ok(
      together * 3 <= apart,
      `one turn wrote ${together} log frames, five turns ${apart}: the five did not share a commit`,
    );
    await store.close();
  } finally {
    if (connection.isOpen) connection.close();
    storage.remove();
  }
});
