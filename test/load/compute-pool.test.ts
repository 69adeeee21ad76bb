/**
 * Long work off the event loop (issue 11 §3): while two requests each run a year of panchang (a few
 * hundred ms of CPU) on the ComputePool, /healthz keeps answering: PROBES probes, one after the
 * other, are all answered before either long request is. The same route run inline (the control)
 * holds the event loop for as long as that work runs, so a long answer comes before the last probe's:
 * the check can fail. An order of events, not a wall-clock bound (issue 37 §9: a busy machine slows
 * both sides alike). The pool's answer equals the inline answer (the threads build their own
 * adapters), and a DomainError raised in a thread is still a 422 naming its field.
 * Bounded: 2 long requests per phase, PROBES /healthz probes, loopback only.
 */
import assert from 'node:assert/strict';
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

/** /healthz probes sent one after the other while the long requests run. */
const PROBES = 10;

/**
 * Sends two long requests, then PROBES /healthz probes one after the other, and tells in which order
 * the answers came: how many probes were answered before the first long answer.
 */
async function probesBeforeLongAnswer(
  url: string,
): Promise<{ before: number; answers: unknown[] }> {
  let longAnswered = false;
  const long = [postLong(url, YEAR), postLong(url, YEAR)].map((r) =>
    r.then((res) => {
      longAnswered = true;
      return res;
    }),
  );
  let before = 0;
  for (let i = 0; i < PROBES; i++) {
    const res = await fetch(`${url}/healthz`);
    await res.text();
    if (!longAnswered) before++;
  }
  const answers = await Promise.all((await Promise.all(long)).map((r) => r.json()));
  return { before, answers };
}

describe('ComputePool keeps the event loop free', () => {
  it('/healthz answers while two 365-day panchang runs execute on the pool', async (t) => {
    await postLong(pooled, { ...YEAR, days: 1 }); // start the threads
    const { before, answers } = await probesBeforeLongAnswer(pooled);
    assert.equal(before, PROBES, 'every probe answered before either long request');
    assert.equal((answers[0] as unknown[]).length, 365);

    await postLong(inline, { ...YEAR, days: 1 }); // load the module, as the pool did
    const control = await probesBeforeLongAnswer(inline);
    t.diagnostic(`probes answered first: pool ${before}, inline control ${control.before}`);
    assert.ok(control.before < PROBES, 'control: inline long work holds /healthz back');
    assert.deepEqual(answers[0], control.answers[0], 'pool and inline give the same answer');
  });

  it('a DomainError in a thread is still a 422 naming its field', async () => {
    const res = await postLong(pooled, { ...YEAR, days: 1, latitude: 89.9 });
    const direct = await postLong(inline, { ...YEAR, days: 1, latitude: 89.9 });
    assert.equal(res.status, 422);
    assert.equal(await res.text(), await direct.text());
  });
});
