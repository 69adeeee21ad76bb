/**
 * SIGHUP with a backlog of heavy requests (issue 20 §4): the rolling restart. The real `npm start`
 * entry with WORKERS=2 (SQLite), 30 heavy muhurta requests in flight (the worst request: a
 * birth at latitude -65.6, three years, 20 windows; seconds each on this machine), then SIGHUP. Every
 * one of the 30 must get an HTTP status (200, or 503 with Retry-After once the compute deadline
 * passes), none dropped; while the roll runs, a probe asks /healthz every 50 ms on a new connection
 * and each probe must be answered 200; afterwards the same primary (same PID) serves with two new
 * workers, and no worker aborted ("napi_throw", exit 134).
 * Authority: issue 20 §4. Bounded: 30 heavy requests, an 8 s deadline each; the roll within 90 s.
 */
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { after, before, test } from 'node:test';
import {
  freePort,
  heavyMuhurtaBody,
  type RunningService,
  servingWorkers,
  startService,
  waitFor,
} from '../helpers/cluster.js';
import { seedAppInDataDir } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const HEAVY = heavyMuhurtaBody();

const data = tempDir('sighup');
let service: RunningService;
let metricsPort: number;
let app: { id: string; secret: string };

/** GET on its own connection: the status, or the error code. */
function get(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    req.setTimeout(30_000, () => req.destroy());
    req.end();
  });
}

before(async () => {
  app = await seedAppInDataDir(data.path, 'backlog');
  metricsPort = await freePort();
  service = await startService(
    {
      DATA_DIR: data.path,
      WORKERS: '2',
      METRICS_PORT: String(metricsPort),
      // The whole backlog is admitted: the test is about the roll, not the refusals.
      COMPUTE_QUEUE_LIMIT: '30',
      COMPUTE_APP_IN_FLIGHT: '30',
      COMPUTE_DEADLINE_SECONDS: '8',
    },
    60_000,
  );
  await waitFor(
    'two serving workers',
    async () => (await servingWorkers(metricsPort)) === '2',
    90_000,
  );
});
after(async () => {
  await service?.stop();
  data.remove();
});

test('SIGHUP with 30 heavy requests in flight: every one gets a status, the service keeps serving', async (t) => {
  const before = service.workerPids();
  assert.equal(before.length, 2);
  const answers = Array.from({ length: 30 }, async () => {
    try {
      const res = await fetch(`${service.url}/api/v1/muhurta`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-app-id': app.id,
          'x-app-secret': app.secret,
          connection: 'close',
        },
        body: JSON.stringify(HEAVY),
        signal: AbortSignal.timeout(90_000),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    } catch (error) {
      return { status: null, retryAfter: null, error: String((error as Error).cause ?? error) };
    }
  });
  // All 30 have reached the workers (the gate answers in milliseconds); their threads are busy.
  await new Promise((r) => setTimeout(r, 1500));
  let probing = true;
  const probes: Array<number | string> = [];
  const probe = (async () => {
    while (probing) {
      probes.push(await get(`${service.url}/healthz`));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const signalled = performance.now();
  service.child.kill('SIGHUP');
  const results = await Promise.all(answers);
  const answeredAfter = performance.now() - signalled;
  await waitFor(
    'both workers replaced and serving',
    async () => {
      const now = service.workerPids();
      return (
        now.length === 2 &&
        now.every((pid) => !before.includes(pid)) &&
        (await servingWorkers(metricsPort)) === '2'
      );
    },
    90_000,
  );
  const rolledAfter = performance.now() - signalled;
  probing = false;
  await probe;
  const count = (s: number | null) => results.filter((r) => r.status === s).length;
  const failedProbes = probes.filter((p) => p !== 200);
  t.diagnostic(
    `30 in flight at SIGHUP: ${count(200)} × 200, ${count(503)} × 503, ${count(null)} without a status; all answered ${(answeredAfter / 1000).toFixed(1)} s and both workers replaced ${(rolledAfter / 1000).toFixed(1)} s after the signal; ${probes.length} /healthz probes during the roll, ${failedProbes.length} not 200`,
  );
  assert.deepEqual(
    results.filter((r) => r.status === null),
    [],
    'every request gets a status',
  );
  for (const r of results) {
    assert.ok(r.status === 200 || r.status === 503, `status ${r.status}`);
    if (r.status === 503) assert.ok(Number(r.retryAfter) >= 1, '503 carries Retry-After');
  }
  assert.deepEqual(failedProbes, [], '/healthz answered 200 throughout the roll');
  assert.equal(service.child.exitCode, null, 'the primary is still running (same PID)');
  assert.doesNotMatch(service.output(), /FATAL|napi_throw|worker died/);
  const res = await fetch(`${service.url}/api/v1/ping`, {
    headers: { 'x-app-id': app.id, 'x-app-secret': app.secret },
  });
  assert.equal(res.status, 200, 'the rolled service serves');
});
