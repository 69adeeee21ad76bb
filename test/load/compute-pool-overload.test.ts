/**
 * The compute pool under overload (issue 20 §2, §4), in process with the long test use case (a daily
 * panchang per day asked, about 3-10 ms a day on this machine; test/helpers/long-use-case.ts):
 *   - a cold thread answers each task when it is done, not all of them when the last ends;
 *   - past its deadline, or when its caller aborts, a task is refused with ComputeRefused at once and
 *     its thread stops at its next ephemeris call (the next task starts long before the stopped work
 *     would have ended);
 *   - the waiting line is bounded (refused at once when full), one tenant's in-flight tasks are capped,
 *     and a newcomer from another tenant takes the place of the longest backlog's newest task;
 *   - close() with work running waits for it and never terminates a busy thread (the process lives);
 *   - an error raised in a thread keeps its stack.
 * Authority: the behaviours; tolerances are stated per check (generous: 2 busy cores shared).
 * Bounded: at most 8 tasks per check, each under a few seconds.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, describe, it } from 'node:test';
import { resolveEphePath } from '../../src/process/config.js';
import { FairQueue } from '../../src/workers/fair-queue.js';
import { useCase } from '../../src/workers/offload.js';
import { ComputePool, type PoolLimits } from '../../src/workers/pool.js';
import { ComputeRefused } from '../../src/workers/refusal.js';

const LONG = useCase(new URL('../helpers/long-use-case.js', import.meta.url), 'panchangRun');
const FAILING = useCase(new URL('../helpers/long-use-case.js', import.meta.url), 'failingUseCase');
const days = (n: number) => ({ date: '2026-01-01', days: n, latitude: 28.6139, longitude: 77.209 });
const CONFIG = {
  ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
  zoneinfoDir: process.env.TZDIR || '/usr/share/zoneinfo',
};

const pools: ComputePool[] = [];
function pool(limits: Partial<PoolLimits> = {}, size = 1): ComputePool {
  const p = new ComputePool(CONFIG, size, limits);
  pools.push(p);
  return p;
}
after(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

/** How a task ended, and when (ms from `t0`). */
async function outcome(
  work: Promise<unknown>,
  t0: number,
): Promise<{ ok: boolean; reason?: string; at: number }> {
  try {
    await work;
    return { ok: true, at: performance.now() - t0 };
  } catch (e) {
    return {
      ok: false,
      reason: e instanceof ComputeRefused ? e.reason : String(e),
      at: performance.now() - t0,
    };
  }
}

/** Starts the pool's thread (a cold start can outlast a short deadline: then it tries again). */
async function warm(p: ComputePool): Promise<void> {
  for (let i = 0; i < 40; i++) {
    try {
      await p.run(LONG, days(1), '2026-01-01');
      return;
    } catch (e) {
      if (!(e instanceof ComputeRefused)) throw e;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('the compute thread did not start');
}

describe('FairQueue', () => {
  it('a cheap task of another tenant goes ahead of a backlog of costly ones', () => {
    const q = new FairQueue<string>(10);
    for (const x of ['A1', 'A2', 'A3']) q.push('A', 1000, x);
    q.push('B', 5, 'B1');
    assert.deepEqual([q.shift(), q.shift(), q.shift(), q.shift()], ['B1', 'A1', 'A2', 'A3']);
  });
  it('equal costs alternate between tenants, whatever the arrival order', () => {
    const q = new FairQueue<string>(10);
    for (const x of ['A1', 'A2', 'A3']) q.push('A', 10, x);
    for (const x of ['B1', 'B2']) q.push('B', 10, x);
    assert.deepEqual(
      Array.from({ length: 5 }, () => q.shift()),
      ['A1', 'B1', 'A2', 'B2', 'A3'],
    );
  });
  it('keeps no state for tenants with nothing waiting', () => {
    const q = new FairQueue<number>(1000);
    for (let i = 0; i < 500; i++) {
      q.push(`app-${i}`, 1, i);
      q.shift();
    }
    assert.ok((q as unknown as { lastTag: Map<string, number> }).lastTag.size <= 65);
  });
});

describe('ComputePool overload behaviour', () => {
  it('a cold thread answers each of four tasks when it is done', async (t) => {
    const p = pool();
    const t0 = performance.now();
    const ends = await Promise.all(
      [0, 1, 2, 3].map((i) => outcome(p.run(LONG, days(60 + i), '2026-01-01'), t0)),
    );
    const at = ends.map((e) => e.at).sort((x, y) => x - y);
    t.diagnostic(`answers at ${at.map((x) => x.toFixed(0)).join(', ')} ms`);
    assert.ok(ends.every((e) => e.ok));
    // Sixty days of panchang take well over 60 ms here (1 ms a day would be a fast idle machine), so
    // one task after another answers at least 60 ms apart; the old thread, cold, answered all four
    // within a few ms of each other, when the last ended.
    for (let i = 1; i < at.length; i++) {
      const gap = (at[i] ?? 0) - (at[i - 1] ?? 0);
      assert.ok(gap > 60, `answers ${i - 1} and ${i} are ${gap.toFixed(0)} ms apart`);
    }
  });

  it('past its deadline a task is refused at once and its thread stops', async (t) => {
    const p = pool({ deadlineMs: 300 });
    await warm(p);
    const t0 = performance.now();
    // A year of panchang: seconds of work on this machine.
    const long = await outcome(p.run(LONG, days(365), '2026-01-01'), t0);
    assert.equal(long.reason, 'deadline');
    // Tolerance: the 300 ms timer may fire late on a loaded machine; 1.5 s is still far below the
    // several seconds the year takes.
    assert.ok(long.at < 1500, `refused after ${long.at.toFixed(0)} ms`);
    const next = await outcome(p.run(LONG, days(1), '2026-01-01'), t0);
    t.diagnostic(`refused at ${long.at.toFixed(0)} ms; next task done at ${next.at.toFixed(0)} ms`);
    assert.ok(next.ok);
    // The year would still be running (it takes well over 2.5 s here): the thread stopped it.
    assert.ok(next.at < 2500, `next task done at ${next.at.toFixed(0)} ms`);
  });

  it('an aborted caller stops its task (the client disconnected)', async () => {
    const p = pool();
    await warm(p);
    const controller = new AbortController();
    const t0 = performance.now();
    const long = outcome(p.run(LONG, days(365), '2026-01-01', { signal: controller.signal }), t0);
    setTimeout(() => controller.abort(), 200);
    assert.equal((await long).reason, 'cancelled');
    const next = await outcome(p.run(LONG, days(1), '2026-01-01'), t0);
    assert.ok(next.ok && next.at < 2500, `next task done at ${next.at.toFixed(0)} ms`);
  });

  it('bounds the line and one tenant; a newcomer pushes out the longest backlog', async () => {
    const p = pool({ queueLimit: 2, tenantLimit: 3 });
    await warm(p);
    const t0 = performance.now();
    // A: one runs, two wait (the line is full); the fourth is over A's limit.
    const a = [0, 1, 2, 3].map((i) => outcome(p.run(LONG, days(30 + i), '', { tenant: 'A' }), t0));
    const a4 = await a[3];
    assert.equal(a4?.reason, 'app_limit');
    assert.ok((a4?.at ?? 1e9) < 200, 'refused at once');
    // B: the line is full of A's tasks: B takes the place of A's newest.
    const b = outcome(p.run(LONG, days(2), '', { tenant: 'B' }), t0);
    const a3 = await a[2];
    assert.equal(a3?.reason, 'queue_full');
    // C: the line holds one of A and one of B: nobody has a longer backlog than C would: refused.
    const c = await outcome(p.run(LONG, days(2), '', { tenant: 'C' }), t0);
    assert.equal(c.reason, 'queue_full');
    const settled = await Promise.all([a[0], a[1], b]);
    assert.ok(settled.every((s) => s?.ok));
  });

  it('close() with a task running waits for it and never terminates a busy thread', async () => {
    const p = new ComputePool(CONFIG, 1, { deadlineMs: 20_000 });
    await warm(p);
    const running = outcome(p.run(LONG, days(60), '2026-01-01'), performance.now());
    await new Promise((r) => setTimeout(r, 100));
    await p.close();
    const r = await running;
    assert.ok(r.ok, `the running task was answered (${r.reason ?? 'ok'})`);
    const late = await outcome(p.run(LONG, days(1), ''), performance.now());
    assert.equal(late.reason, 'closing');
  });

  it('an error raised in a thread keeps its stack', async () => {
    const p = pool();
    await assert.rejects(p.run(FAILING, {}, ''), (e: Error) => {
      assert.match(e.message, /raised inside the compute thread/);
      assert.match(e.stack ?? '', /failingUseCase/);
      assert.match(e.stack ?? '', /long-use-case/);
      return true;
    });
  });
});
