/**
 * retryWhileBusy (src/platform/db/busy-retry.ts): a statement that meets another connection's write
 * lock waits without stopping the event loop, runs once the lock is released, and gives up with
 * SQLite's own SQLITE_BUSY after its timeout. Authority: SQLite's locking (a BEGIN IMMEDIATE holder
 * excludes other writers; sqlite.org/lang_transaction.html), observed through two real connections
 * on one WAL file. Tolerances: the timer that proves the loop ran fires at 5 ms intervals while the
 * lock is held 60 ms (at least 3 ticks required); the timeout is 50 ms (given up within 50-1000 ms).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { isBusy, retryWhileBusy } from '../../src/platform/db/busy-retry.js';
import { openSqliteConnection } from '../../src/platform/db/sqlite.js';

const dir = mkdtempSync(join(tmpdir(), 'sublord-busy-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function pair(name: string) {
  const file = join(dir, `${name}.db`);
  const holder = openSqliteConnection(file);
  holder.exec('CREATE TABLE t (n INTEGER NOT NULL)');
  holder.exec('INSERT INTO t (n) VALUES (0)');
  const waiter = openSqliteConnection(file, 0);
  const bump = waiter.prepare('UPDATE t SET n = n + 1');
  const read = () => (holder.prepare('SELECT n FROM t').get() as { n: number }).n;
  return { holder, waiter, bump, read };
}

describe('retryWhileBusy', () => {
  it('waits for the lock with the event loop running, then writes once', async () => {
    const { holder, waiter, bump, read } = pair('wait');
    holder.exec('BEGIN IMMEDIATE');
    assert.throws(() => bump.run(), isBusy, 'busy_timeout 0: the bare statement fails at once');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    setTimeout(() => holder.exec('COMMIT'), 60);
    const started = performance.now();
    await retryWhileBusy(() => bump.run());
    clearInterval(timer);
    assert.ok(performance.now() - started >= 55, 'it waited for the commit');
    assert.ok(ticks >= 3, `the loop ran while it waited (${ticks} ticks)`);
    assert.equal(read(), 1, 'the update ran exactly once');
    waiter.close();
    holder.close();
  });

  it('gives up with SQLITE_BUSY after its timeout', async () => {
    const { holder, waiter, bump, read } = pair('timeout');
    holder.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    await assert.rejects(
      retryWhileBusy(() => bump.run(), 50),
      isBusy,
    );
    const waited = performance.now() - started;
    assert.ok(waited >= 50 && waited < 1000, `gave up after ${waited.toFixed(0)} ms`);
    holder.exec('COMMIT');
    assert.equal(read(), 0, 'nothing was written');
    waiter.close();
    holder.close();
  });

  it('throws any other error at once, without retrying', async () => {
    let calls = 0;
    const fail = () => {
      calls++;
      throw Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT' });
    };
    await assert.rejects(retryWhileBusy(fail), /constraint/);
    assert.equal(calls, 1);
  });
});
