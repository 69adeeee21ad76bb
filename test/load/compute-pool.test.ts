/**
 * Long work off the event loop (issue 11 §3): a route that runs a year of panchang (a few hundred ms of CPU) on
 * the ComputePool leaves /healthz answering within 100 ms while two such requests run; the same
 * route run inline (the control) stalls /healthz for as long as that work runs, which shows the
 * measurement can fail. The pool's answer equals the inline answer (the threads build their own
 * adapters), and a DomainError raised in a thread is still a 422 naming its field.
 * Bounded: 2 long requests per phase, 20 /healthz probes, loopback only.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ComputeDeps } from '../../src/app/deps.js';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { resolveEphePath } from '../../src/process/config.js';
import { attachPool, offload, useCase } from '../../src/workers/offload.js';
import { ComputePool } from '../../src/workers/pool.js';
import { testCompute } from '../helpers/compute.js';

const LONG = useCase(new URL('../helpers/long-use-case.js', import.meta.url), 'panchangRun');
const YEAR = { date: '2026-01-01', days: 365, latitude: 28.6139, longitude: 77.209 };

const pool = new ComputePool(
  {
    ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
    zoneinfoDir: process.env.TZDIR || '/usr/share/zoneinfo',
  },
  2,
);
const servers: Array<{ app: FastifyInstance; url: string }> = [];

async function serverWith(compute: ComputeDeps) {
  const app = await buildServer({ compute, platform: OPEN_PLATFORM });
  app.post('/long', async (request) => offload(compute, LONG, request.body, '2026-01-01'));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  servers.push({ app, url });
  return url;
}

let pooled: string;
let inline: string;
before(async () => {
  const shared = testCompute();
  const withPool: ComputeDeps = { ...shared };
  attachPool(withPool, pool);
  pooled = await serverWith(withPool);
  inline = await serverWith({ ...shared });
});
after(async () => {
  await Promise.all(servers.map((s) => s.app.close()));
  await pool.close();
});

const postLong = (url: string, body: unknown) =>
  fetch(`${url}/long`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Worst wait for a /healthz answer (ms) over 20 probes 10 ms apart while two long requests run. The
 * client shares the server's process, so the wait is measured from the previous answer (minus the
 * 10 ms pause): a stalled loop delays the next answer whether it stalls before or after the send.
 */
async function healthzWorstDuringLongWork(
  url: string,
): Promise<{ worst: number; answers: unknown[] }> {
  // The clock starts before the first pause: inline work blocks this very loop, so a stall that
  // begins before the first probe must count too (it delays the 50 ms timer).
  let previous = performance.now();
  const long = [postLong(url, YEAR), postLong(url, YEAR)];
  await new Promise((r) => setTimeout(r, 50));
  let worst = performance.now() - previous - 50;
  previous = performance.now();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const res = await fetch(`${url}/healthz`);
    await res.text();
    const now = performance.now();
    worst = Math.max(worst, now - previous - 10);
    previous = now;
  }
  const answers = await Promise.all((await Promise.all(long)).map((r) => r.json()));
  return { worst, answers };
}

describe('ComputePool keeps the event loop free', () => {
  it('/healthz stays under 100 ms while two 365-day panchang runs execute on the pool', async (t) => {
    await postLong(pooled, { ...YEAR, days: 1 }); // start the threads
    const { worst, answers } = await healthzWorstDuringLongWork(pooled);
    assert.ok(worst < 100, `worst /healthz latency on the pool: ${worst.toFixed(1)} ms`);
    assert.equal((answers[0] as unknown[]).length, 365);

    await postLong(inline, { ...YEAR, days: 1 }); // load the module, as the pool did
    const control = await healthzWorstDuringLongWork(inline);
    t.diagnostic(
      `worst /healthz wait: pool ${worst.toFixed(1)} ms, inline control ${control.worst.toFixed(1)} ms`,
    );
    assert.ok(
      control.worst > 200,
      `control: inline long work stalls /healthz (${control.worst.toFixed(1)} ms)`,
    );
    assert.deepEqual(answers[0], control.answers[0], 'pool and inline give the same answer');
  });

  it('a DomainError in a thread is still a 422 naming its field', async () => {
    const res = await postLong(pooled, { ...YEAR, days: 1, latitude: 89.9 });
    const direct = await postLong(inline, { ...YEAR, days: 1, latitude: 89.9 });
    assert.equal(res.status, 422);
    assert.equal(await res.text(), await direct.text());
  });
});
