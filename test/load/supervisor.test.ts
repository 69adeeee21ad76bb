/**
 * The supervisor never lies (issue 34 §5): the real `npm start` entry with WORKERS=2 (SQLite in a
 * temporary DATA_DIR); both workers are killed (SIGKILL) three times, 1.5 s apart as in the issue,
 * whether or not their replacements have started serving by then. Before, the restarts were scheduled on timers that did not hold the primary,
 * which exited 0 with no worker alive, so `Restart=on-failure` never restarted it. Asserted: the
 * primary is still running after the third round, and answers /healthz again (the replacements back
 * off, 0, 1, 2, 4 s …, and are never given up while they could serve). The failure cases, a defect at
 * start giving up with exit 1 and a store waited for, are test/platform/startup-errors.test.ts.
 * Authority: issue 34 §5. Order of events only; the deadline ends a test that would otherwise hang.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { type RunningService, startService, waitFor } from '../helpers/cluster.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('supervisor');
let service: RunningService | undefined;
after(async () => {
  await service?.stop();
  dir.remove();
});

test('both workers killed three times: the primary keeps (re)starting them and serves again', async () => {
  service = await startService({ WORKERS: '2', DATA_DIR: dir.path });
  const svc = service;
  for (let round = 1; round <= 3; round++) {
    const alive = svc.workerPids();
    assert.ok(round > 1 || alive.length === 2, 'two workers at first');
    for (const pid of alive) process.kill(pid, 'SIGKILL');
    // The rhythm: the next round 1.5 s later, whatever the replacements are doing.
    await new Promise((r) => setTimeout(r, 1500));
  }
  await waitFor(
    'the service to answer again',
    async () => (await fetch(`${svc.url}/healthz`).catch(() => null))?.status === 200,
    60_000,
  );
  assert.equal(svc.child.exitCode, null, `the primary runs:\n${svc.output().slice(-2000)}`);
  assert.match(svc.output(), /worker died/);
});
