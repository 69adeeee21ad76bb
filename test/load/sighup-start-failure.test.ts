/**
 * SIGHUP when the new worker cannot start (issue 20 §6: the primary tells a worker that failed to
 * start from one that crashed later). The real `npm start` entry, WORKERS=2, its server key in
 * DATA_DIR/server.key; the operator replaces that key, then sends SIGHUP. The first new worker finds
 * that the key does not match the database, prints one line and exits 78. Asserted: the roll stops
 * there, the two old workers keep serving (same PIDs, /healthz 200), the primary runs on, and no
 * further worker is forked (still one "could not start" line 3 s later: no restart loop).
 * Authority: issue 20 §6. Bounded: 30 s waits, loopback only.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  freePort,
  type RunningService,
  servingWorkers,
  startService,
  waitFor,
} from '../helpers/cluster.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('sighup-fail');
let svc: RunningService | undefined;
after(async () => {
  await svc?.stop();
  dir.remove();
});

test('SIGHUP whose new worker cannot start: the old workers keep serving, no restart loop', async () => {
  const metricsPort = await freePort();
  // No SUBLORD_SECRET_KEY: the key is DATA_DIR/server.key, created at the first start.
  svc = await startService({
    WORKERS: '2',
    DATA_DIR: dir.path,
    METRICS_PORT: String(metricsPort),
    SUBLORD_SECRET_KEY: '',
  });
  const service = svc;
  const workers = () => servingWorkers(metricsPort);
  await waitFor('two serving workers', async () => (await workers()) === '2');
  const before = service.workerPids().sort();
  assert.equal(before.length, 2);

  writeFileSync(join(dir.path, 'server.key'), `${randomBytes(32).toString('base64url')}\n`);
  service.child.kill('SIGHUP');
  const failures = () => service.output().match(/sublord could not start: .*/g) ?? [];
  await waitFor('the new worker to fail', () => failures().length > 0);
  await new Promise((r) => setTimeout(r, 3000));

  assert.equal(failures().length, 1, `one line, once:\n${service.output().slice(-3000)}`);
  assert.match(failures()[0] ?? '', /SUBLORD_SECRET_KEY does not match/);
  assert.equal(service.child.exitCode, null, 'the primary runs on');
  assert.deepEqual(service.workerPids().sort(), before, 'the old workers are kept');
  assert.equal(await workers(), '2');
  assert.equal((await fetch(`${service.url}/healthz`)).status, 200);
});
