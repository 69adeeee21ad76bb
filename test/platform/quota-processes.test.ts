/**
 * The SQLite default quota is exact across processes that share the database file (issue 9 §4, with
 * issue 11's node:cluster workers in mind): four processes each fire 40 calls for one app at the same
 * moment, and exactly 60 of the 160 are allowed in the minute; the day and the account's day count
 * exactly the same 60. Authority: the contract's 60 per minute; tolerance none.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, fork } from 'node:child_process';
import { after, test } from 'node:test';
import { openTestPlatform, seedDeveloper } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const PROCESSES = 4;
const CALLS = 40;
const CHILD = new URL('../helpers/quota-process.ts', import.meta.url).pathname;
const data = tempDir('quota-procs');
after(() => data.remove());

test(`${PROCESSES} processes on one SQLite file allow exactly 60 calls a minute between them`, async (t) => {
  const setup = await openTestPlatform({ dataDir: data.path, databaseUrl: null });
  const dev = await seedDeveloper(setup);
  const app = await setup.apps.create(dev.accountId, 'shared');
  await setup.close();

  const children: ChildProcess[] = [];
  try {
    for (let i = 0; i < PROCESSES; i++) {
      const child = fork(CHILD, [data.path, app.appId, dev.accountId, String(CALLS)], {
        execArgv: ['--no-warnings=ExperimentalWarning', '--import', 'tsx'],
      });
      await new Promise((resolve) => child.once('message', resolve));
      children.push(child);
    }
    // Every process is set up; start them together (unless the minute is about to turn).
    const secondOfMinute = new Date().getUTCSeconds();
    if (secondOfMinute >= 55) await new Promise((r) => setTimeout(r, (61 - secondOfMinute) * 1000));
    const allowed = await Promise.all(
      children.map((child) => {
        const done = new Promise<number>((resolve) =>
          child.once('message', (m) => resolve(Number(m))),
        );
        child.send('go');
        return done;
      }),
    );
    const total = allowed.reduce((a, b) => a + b, 0);
    t.diagnostic(
      `allowed per process: ${allowed.join(', ')}; total ${total} of ${PROCESSES * CALLS}`,
    );
    assert.equal(total, 60);

    const check = await openTestPlatform({ dataDir: data.path, databaseUrl: null });
    try {
      const peek = await check.quota.peek(app.appId, dev.accountId);
      assert.equal(peek.day.remaining, 940, 'the day counted the same 60');
    } finally {
      await check.close();
    }
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }
});
