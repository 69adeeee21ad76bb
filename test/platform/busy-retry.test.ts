/**
 * retryWhileBusy (src/platform/db/busy-retry.ts): a statement that meets another connection's write
 * lock waits without stopping the event loop, runs once the lock is released, and gives up with
 * SQLite's own SQLITE_BUSY after its timeout. Authority: SQLite's locking (a BEGIN IMMEDIATE holder
 * excludes other writers; sqlite.org/lang_transaction.html), observed through two real connections
 * on one WAL file. Checked as an order of events, never an elapsed time (issue 37 §9): the lock is
 * released by a timer, so a write that completes after it both waited for the release and let the
 * event loop run meanwhile; a call that gives up does so while the lock is still held, after
 * retrying.
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
    // The holder commits from a timer: the event loop must run for the lock to be released at all.
    const events: string[] = [];
    setTimeout(() => {
      holder.exec('COMMIT');
      events.push('commit');
    }, 60);
    await retryWhileBusy(() => bump.run());
    events.push('written');
    assert.deepEqual(events, ['commit', 'written'], 'it waited for the commit, the loop running');
    assert.equal(read(), 1, 'the update ran exactly once');
    waiter.close();
    holder.close();
  });

  it('gives up with SQLITE_BUSY after its timeout', async () => {
    const { holder, waiter, bump, read } = pair('timeout');
    holder.exec('BEGIN IMMEDIATE');
    let tries = 0;
    await assert.rejects(
      retryWhileBusy(() => {
        tries++;
        return bump.run();
      }, 50),
      isBusy,
    );
    // Given up while the lock was still held (the holder commits only now), after retrying.
    assert.ok(tries > 1, `tried ${tries} times`);
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
