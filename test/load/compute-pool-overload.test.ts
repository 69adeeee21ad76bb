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
 * Authority: the behaviours, checked as an order of events, never a wall-clock gap (issue 37
 * §9: "answers more than 60 ms apart" failed at 56 ms on a busy CI run). Where "at once" or "stops"
 * needs a yardstick, a second pool runs known work beside the checked one: the checked event must
 * come before that work is done, and a busy machine slows both alike.
 * Bounded: at most 8 tasks per check, each under a few seconds.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { resolveEphePath } from '../../src/process/config.js';
import { FairQueue } from '../../src/workers/fair-queue.js';
import { useCase } from '../../src/workers/offload.js';
import { ComputePool, type PoolLimits } from '../../src/workers/pool.js';
import { ComputeRefused } from '../../src/workers/refusal.js';
import { churnYoungGeneration } from '../helpers/long-use-case.js';

const LONG = useCase(new URL('../helpers/long-use-case.js', import.meta.url), 'panchangRun');
const FAILING = useCase(new URL('../helpers/long-use-case.js', import.meta.url), 'failingUseCase');
const HUNGRY = useCase(new URL('../helpers/long-use-case.js', import.meta.url), 'hungryUseCase');
const CHURN = useCase(
  new URL('../helpers/long-use-case.js', import.meta.url),
  'youngGenerationAfterChurn',
);
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

/** How a task ended. */
async function outcome(work: Promise<unknown>): Promise<{ ok: boolean; reason?: string }> {
  try {
    await work;
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: e instanceof ComputeRefused ? e.reason : String(e) };
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

/**
 * A year of panchang on a pool of its own, started now: the yardstick of an order-of-events check.
 * `done()` tells whether that year is done yet; `stop()` cancels it.
 */
async function yardstick(): Promise<{ done: () => boolean; stop: () => Promise<void> }> {
  const p = pool();
  await warm(p);
  const controller = new AbortController();
  let done = false;
  const run = p.run(LONG, days(365), '', { signal: controller.signal }).then(
    () => {
      done = true;
    },
    () => {},
  );
  return {
    done: () => done,
    stop: async () => {
      controller.abort();
      await run;
    },
  };
}

describe('ComputePool overload behaviour', () => {
  it('a cold thread answers each of four tasks when it is done', async () => {
    const p = pool();
    // The first answer must come while the others are still to do: the last one, aborted then, is
    // refused. (The old thread, cold, answered all four when the last ended: too late to stop it.)
    const last = new AbortController();
    const order: number[] = [];
    const ends = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        outcome(
          p
            .run(LONG, days(60 + i), '2026-01-01', i === 3 ? { signal: last.signal } : {})
            .then(() => {
              order.push(i);
              if (order.length === 1) last.abort();
            }),
        ),
      ),
    );
    assert.deepEqual(
      ends.map((e) => e.reason ?? 'ok'),
      ['ok', 'ok', 'ok', 'cancelled'],
    );
    assert.deepEqual(order, [0, 1, 2]);
  });

  it('a task that fills its thread heap is refused (503 memory), and the next one is answered', async () => {
    // Authority: worker_threads' resourceLimits (Node ends the thread with ERR_WORKER_OUT_OF_MEMORY);
    // issue 37 §7 bounds each compute thread's heap (serve.ts, COMPUTE_THREAD_HEAP).
    const p = pool({ threadHeap: { maxOldGenerationSizeMb: 32 } });
    await warm(p);
    const hungry = await outcome(p.run(HUNGRY, {}, ''));
    assert.equal(hungry.reason, 'memory');
    assert.equal(p.refused.memory, 1);
    const next = await outcome(p.run(LONG, days(1), '2026-01-01'));
    assert.ok(next.ok);
  });

  it("sizes a thread's young generation and leaves the main thread's as it was", async () => {
    // Authority: V8's own heap space statistics (new_space is the two semi-spaces). Issue 37 §7:
    // the compute thread had the main thread's 16 MB semi-spaces (33 MB of new space) for scans
    // that need far less; pool.ts sets its size with the --max-semi-space-size flag.
    const MB = 1024 * 1024;
    const small = pool({ threadSemiSpaceMb: 1 });
    const large = pool({ threadSemiSpaceMb: 16 });
    const smallYoung = (await small.run(CHURN, {}, '')) as number;
    const largeYoung = (await large.run(CHURN, {}, '')) as number;
    const mainYoung = churnYoungGeneration();
    assert.ok(smallYoung <= 3 * MB, `1 MB semi-spaces: ${smallYoung} bytes of new space`);
    assert.ok(largeYoung > 8 * MB, `16 MB semi-spaces: ${largeYoung} bytes of new space`);
    // The flag set for the threads is not the main thread's (V8 sized it when the process started).
    assert.ok(mainYoung > 3 * MB, `main thread: ${mainYoung} bytes of new space`);
  });

  it('past its deadline a task is refused and its thread stops', async () => {
    const p = pool({ deadlineMs: 100 });
    await warm(p);
    const year = await yardstick();
    try {
      // Ten years of panchang, ten times the yardstick's work: refused at the deadline, and the
      // next task answered while the yardstick's one year is still running, so the thread stopped.
      const long = await outcome(p.run(LONG, days(3650), '2026-01-01'));
      assert.equal(long.reason, 'deadline');
      const next = await outcome(p.run(LONG, days(1), '2026-01-01'));
      assert.ok(next.ok);
      assert.equal(year.done(), false, 'the next task came before a year of work was done');
    } finally {
      await year.stop();
    }
  });

  it('an aborted caller stops its task (the client disconnected)', async () => {
    const p = pool();
    await warm(p);
    const year = await yardstick();
    try {
      const controller = new AbortController();
      const long = outcome(p.run(LONG, days(3650), '2026-01-01', { signal: controller.signal }));
      setTimeout(() => controller.abort(), 50);
      assert.equal((await long).reason, 'cancelled');
      const next = await outcome(p.run(LONG, days(1), '2026-01-01'));
      assert.ok(next.ok);
      assert.equal(year.done(), false, 'the next task came before a year of work was done');
    } finally {
      await year.stop();
    }
  });

  it('bounds the line and one tenant; a newcomer pushes out the longest backlog', async () => {
    const p = pool({ queueLimit: 2, tenantLimit: 3 });
    await warm(p);
    // A: one runs, two wait (the line is full); the fourth is over A's limit.
    let firstDone = false;
    const a = [0, 1, 2, 3].map((i) =>
      outcome(
        p.run(LONG, days(30 + i), '', { tenant: 'A' }).finally(() => {
          if (i === 0) firstDone = true;
        }),
      ),
    );
    const a4 = await a[3];
    assert.equal(a4?.reason, 'app_limit');
    assert.equal(firstDone, false, 'refused at once: before the running task ended');
    // B: the line is full of A's tasks: B takes the place of A's newest.
    const b = outcome(p.run(LONG, days(2), '', { tenant: 'B' }));
    const a3 = await a[2];
    assert.equal(a3?.reason, 'queue_full');
    // C: the line holds one of A and one of B: nobody has a longer backlog than C would: refused.
    const c = await outcome(p.run(LONG, days(2), '', { tenant: 'C' }));
    assert.equal(c.reason, 'queue_full');
    const settled = await Promise.all([a[0], a[1], b]);
    assert.ok(settled.every((s) => s?.ok));
  });

  it('close() with a task running waits for it and never terminates a busy thread', async () => {
    const p = new ComputePool(CONFIG, 1, { deadlineMs: 20_000 });
    await warm(p);
    const running = outcome(p.run(LONG, days(60), '2026-01-01'));
    await new Promise((r) => setTimeout(r, 100));
    await p.close();
    const r = await running;
    assert.ok(r.ok, `the running task was answered (${r.reason ?? 'ok'})`);
    const late = await outcome(p.run(LONG, days(1), ''));
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
