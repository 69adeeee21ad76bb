/**
 * `npm start` on several cores (src/process/cluster.ts): the real entry point started as a process with
 * WORKERS=2 on a free loopback port. Authority: the lifecycle rules (issue 11 §2).
 * - two worker processes answer, and a worker killed with SIGKILL is replaced while the service keeps
 *   answering;
 * - on SIGTERM every request whose connection was open before the signal is answered 200 (tolerance:
 *   none lost), and the primary exits 0;
 * - the metrics listener (METRICS_PORT) reports the aggregate of both workers;
 * - SIGHUP replaces both workers one at a time with /healthz answering 200 throughout.
 * Bounded: 60 requests per phase, 30 s deadlines, loopback only.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, test } from 'node:test';
import { freePort, type RunningService, startService, waitFor } from '../helpers/cluster.js';
import { tempDir } from '../helpers/tmp.js';

const dir = tempDir('cluster');
const services: RunningService[] = [];
after(async () => {
  await Promise.all(services.map((s) => s.stop()));
  dir.remove();
});

/** GET on its own connection; resolves with the status, or the error code if the connection failed. */
function get(url: string, onConnect?: () => void): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('socket', (s) => s.once('connect', () => onConnect?.()));
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    req.end();
  });
}

test('two workers; a killed worker is replaced; SIGTERM loses no accepted request', async () => {
  const metricsPort = await freePort();
  const svc = await startService({
    WORKERS: '2',
    DATA_DIR: dir.path,
    METRICS_PORT: String(metricsPort),
  });
  services.push(svc);
  const metrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  // The second worker starts once the first listens (src/process/cluster.ts); both serve when the primary
  // counts two listening workers.
  await waitFor('two serving workers', async () => /^sublord_workers 2$/m.test(await metrics()));
  const before = svc.workerPids();
  assert.equal(before.length, 2);

  const statuses = await Promise.all(Array.from({ length: 30 }, () => get(`${svc.url}/healthz`)));
  assert.deepEqual(new Set(statuses), new Set([200]));

  const text = await metrics();
  assert.match(text, /^sublord_workers 2$/m);
  // The aggregate counts both workers' responses: 30 above, plus the start-up probes.
  const healthz = Number(
    /sublord_http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)/.exec(
      text,
    )?.[1],
  );
  assert.ok(healthz >= 30, `aggregated /healthz count ${healthz}`);
  // The compute pool's refusals by reason, summed over the workers (none yet).
  assert.match(text, /^sublord_compute_refused_total\{reason="memory"\} 0$/m);

  const victim = before[0];
  assert.ok(victim);
  process.kill(victim, 'SIGKILL');
  await waitFor('a replacement worker', () => {
    const now = svc.workerPids();
    return now.length === 2 && !now.includes(victim);
  });
  await waitFor('the replacement to serve', async () =>
    /^sublord_workers 2$/m.test(await metrics()),
  );
  await waitFor('the replacement to listen', async () => (await get(`${svc.url}/healthz`)) === 200);

  // SIGTERM while 60 requests are in flight: each whose connection opened before the signal is answered.
  let connected = 0;
  const inFlight = Array.from({ length: 60 }, () =>
    get(`${svc.url}/api/v1/event-catalog`, () => connected++).then((status) => ({ status })),
  );
  await waitFor('connections', () => connected >= 60, 10_000);
  svc.child.kill('SIGTERM');
  const results = await Promise.all(inFlight);
  // Without credentials the gate answers 401: what matters is that every accepted request is answered.
  assert.deepEqual(
    results.filter((r) => r.status !== 401),
    [],
    'every request accepted before SIGTERM gets its answer',
  );
  assert.equal(await svc.exited, 0);
});

test('SIGHUP replaces every worker one at a time while /healthz keeps answering', async () => {
  const metricsPort = await freePort();
  const hupDir = tempDir('cluster-hup');
  const svc = await startService({
    WORKERS: '2',
    DATA_DIR: hupDir.path,
    METRICS_PORT: String(metricsPort),
  });
  services.push(svc);
  const metrics = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  await waitFor('two serving workers', async () => /^sublord_workers 2$/m.test(await metrics()));
  const before = svc.workerPids();

  let probing = true;
  const failures: Array<number | string> = [];
  const probe = (async () => {
    while (probing) {
      const status = await get(`${svc.url}/healthz`);
      if (status !== 200) failures.push(status);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  svc.child.kill('SIGHUP');
  await waitFor(
    'both workers replaced',
    async () => {
      const now = svc.workerPids();
      return (
        now.length === 2 &&
        now.every((pid) => !before.includes(pid)) &&
        /^sublord_workers 2$/m.test(await metrics())
      );
    },
    60_000,
  );
  probing = false;
  await probe;
  assert.deepEqual(failures, [], '/healthz answered 200 throughout the rolling restart');
  await svc.stop();
  hupDir.remove();
});
