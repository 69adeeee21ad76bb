/**
 * A fleet survives its databases' faults (issue 34 §1, §2, §6): three `npm start` instances
 * (src/main.ts, WORKERS=1 each) on one real PostgreSQL and one real Redis with an append-only file
 * (test/helpers/fleet.ts), under a load of counted calls from six clients round-robin over them,
 * through each fault the issue lists: PostgreSQL stopped and restarted, pg_terminate_backend, Redis
 * stopped, Redis frozen (SIGSTOP), a lock held on usage_daily, and Redis restarted without its data.
 *
 * Asserted for each, as order of events and counts, never as a time taken: during the fault every
 * request gets an answer, each 200, 429 or 503 with Retry-After (never a 500, never a dropped
 * connection); no instance process ends; after the fault every instance answers a counted call with
 * 200 again, without a restart; and the quota is exact: the calls answered 200 are the app's day in
 * Redis and in usage_daily, and an app's day limit is never passed. /readyz names the store that is
 * down while /healthz stays up. The time limits bound each wait (a deadline only fails a test that
 * would otherwise hang). Authority: issue 34's fault list; decisions.md, "Several instances".
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { waitFor } from '../helpers/cluster.js';
import {
  countedCall,
  type Fleet,
  type LoadTally,
  runLoad,
  sleep,
  startFleet,
} from '../helpers/fleet.js';

let fleet: Fleet;
before(async () => {
  fleet = await startFleet();
});
after(async () => {
  await fleet?.stop();
});

const CLIENTS = 6;

/** Every answer was 200, 429 or 503 with Retry-After: nothing else, and nothing unanswered. */
function onlyHonestAnswers(tally: LoadTally, what: string): void {
  const others = [...tally.statuses.keys()].filter((s) => s !== 200 && s !== 429 && s !== 503);
  assert.deepEqual(others, [], `${what}: ${tally.describe()}`);
  assert.equal(tally.noAnswer, 0, `${what}: requests without an answer (${tally.describe()})`);
  assert.equal(tally.unavailableWithoutRetryAfter, 0, `${what}: a 503 without Retry-After`);
}

function allRunning(): void {
  for (const [i, instance] of fleet.instances.entries()) {
    assert.equal(instance.child.exitCode, null, `instance ${i} ended:\n${instance.output()}`);
  }
}

/** Each instance answers a counted call of `app` with 200 (polled; the deadline only ends a hang). */
async function everyInstanceServes(app: Fleet['app']): Promise<number> {
  let answered = 0;
  for (const [i, instance] of fleet.instances.entries()) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await countedCall(instance.url, app, 10_000);
      if (r.status === 200) {
        answered++;
        break;
      }
      assert.ok(r.status === 503 || r.status === null, `instance ${i}: ${r.status}`);
      assert.ok(Date.now() < deadline, `instance ${i} did not serve again`);
      await sleep(100);
    }
  }
  return answered;
}

/** Runs the load with `fault` in its middle; returns what it saw and the 200s in all. */
async function throughFault(
  app: Fleet['app'],
  fault: () => Promise<void>,
): Promise<{ tally: LoadTally; answered: number }> {
  let over = false;
  const load = runLoad({ instances: fleet.instances, app }, CLIENTS, () => over, 30_000);
  // The fault starts once calls are being answered, and the load runs on after it ends.
  await waitFor(
    'calls answered before the fault',
    async () => (await fleet.usageOf(app.appId)) >= 20,
  );
  await fault();
  const afterFault = await fleet.usageOf(app.appId);
  await waitFor(
    'calls answered after the fault',
    async () => (await fleet.usageOf(app.appId)) >= afterFault + 20,
  );
  over = true;
  const tally = await load;
  return { tally, answered: tally.count(200) };
}

/** The calls answered 200 are the app's day in Redis and in the usage records (the give-backs done). */
async function exact(app: Fleet['app'], answered: number): Promise<void> {
  // Calls given back when Redis answered again are given back within a second or so.
  const deadline = Date.now() + 10_000;
  while ((await fleet.redisDayOf(app.appId)) !== answered && Date.now() < deadline)
    await sleep(100);
  assert.equal(await fleet.usageOf(app.appId), answered, 'usage_daily counts what was answered');
  assert.equal(await fleet.redisDayOf(app.appId), answered, 'Redis counts what was answered');
}

test('PostgreSQL stopped and restarted under load: 503s, no process ends, every instance serves again, exact', async () => {
  const app = await fleet.newApp();
  const control = fleet.pg.control();
  const { tally, answered } = await throughFault(app, async () => {
    await control.halt();
    await sleep(1500);
    await control.resume();
  });
  onlyHonestAnswers(tally, 'PostgreSQL restart');
  assert.ok(tally.count(503) > 0, `some calls met the stopped server: ${tally.describe()}`);
  allRunning();
  const more = await everyInstanceServes(app);
  await exact(app, answered + more);
});

test('pg_terminate_backend of every connection under load: no process ends, exact', async () => {
  const app = await fleet.newApp();
  const dbName = new URL(fleet.databaseUrl).pathname.slice(1);
  const { tally, answered } = await throughFault(app, async () => {
    const ended = await fleet.sql(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    assert.ok(ended.length >= 3, 'every instance had connections');
  });
  onlyHonestAnswers(tally, 'pg_terminate_backend');
  allRunning();
  const more = await everyInstanceServes(app);
  await exact(app, answered + more);
});

test('a lock held on usage_daily: the calls that need it get 503 within the time limits, exact', async () => {
  const app = await fleet.newApp();
  const locker = new pg.Client({ connectionString: fleet.databaseUrl });
  await locker.connect();
  try {
    const { tally, answered } = await throughFault(app, async () => {
      const before = fleet.instances.map((i) => i.output().length);
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE usage_daily IN ACCESS EXCLUSIVE MODE');
      // Held until calls have been refused for it.
      const refused = () =>
        fleet.instances.some((i, n) => /store unavailable/.test(i.output().slice(before[n])));
      await waitFor('a call refused for the lock', refused);
      await locker.query('COMMIT');
    });
    onlyHonestAnswers(tally, 'held lock');
    assert.ok(tally.count(503) > 0, tally.describe());
    allRunning();
    const more = await everyInstanceServes(app);
    await exact(app, answered + more);
  } finally {
    await locker.end();
  }
});

test('Redis stopped under load with the day limit reached meanwhile: 503 while it is down, never a count of its own; exactly the limit answered', async () => {
  const limit = 150;
  const app = await fleet.newApp({ perMinute: 1_000_000, perDay: limit });
  const control = fleet.redis.control();
  let over = false;
  const load = runLoad({ instances: fleet.instances, app }, CLIENTS, () => over, 30_000);
  await waitFor(
    'a third of the day used',
    async () => (await fleet.usageOf(app.appId)) >= limit / 3,
  );
  await control.halt();
  // While it is down: not ready, alive, and calls refused as unavailable.
  for (const instance of fleet.instances) {
    const ready = await fetch(`${instance.url}/readyz`);
    assert.equal(ready.status, 503);
    assert.equal(((await ready.json()) as { redis: string }).redis, 'down');
    assert.ok(ready.headers.get('retry-after'));
    assert.equal((await fetch(`${instance.url}/healthz`)).status, 200);
  }
  const duringOutage = await fleet.usageOf(app.appId);
  await sleep(1000);
  assert.equal(await fleet.usageOf(app.appId), duringOutage, 'nothing counted while Redis is down');
  await control.resume();
  // The load runs on until the day is used up and refused.
  await waitFor('the day used up', async () => (await fleet.usageOf(app.appId)) >= limit);
  await sleep(500);
  over = true;
  const tally = await load;
  onlyHonestAnswers(tally, 'Redis stopped');
  assert.ok(tally.count(503) > 0, tally.describe());
  assert.ok(tally.count(429) > 0, tally.describe());
  assert.equal(tally.count(200), limit, `exactly the day's limit answered: ${tally.describe()}`);
  allRunning();
  await exact(app, limit);
  for (const instance of fleet.instances) {
    assert.equal((await fetch(`${instance.url}/readyz`)).status, 200);
  }
});

test('Redis frozen (SIGSTOP) under load: each call refused within the command limit, and every call counted in the frozen Redis given back', async () => {
  const app = await fleet.newApp();
  const control = fleet.redis.control();
  const { tally, answered } = await throughFault(app, async () => {
    control.freeze();
    // Frozen until calls have been refused for it.
    const before = fleet.instances.map((i) => i.output().length);
    const refused = () =>
      fleet.instances.some((i, n) => /store unavailable/.test(i.output().slice(before[n])));
    await waitFor('a call refused for the frozen Redis', refused);
    await sleep(500);
    control.thaw();
  });
  onlyHonestAnswers(tally, 'Redis frozen');
  assert.ok(tally.count(503) > 0, tally.describe());
  allRunning();
  const more = await everyInstanceServes(app);
  await exact(app, answered + more);
});

test('Redis restarted without its data: the used-up day is counted again from the database, never answered again; every instance warns', async () => {
  const limit = 40;
  const app = await fleet.newApp({ perMinute: 1_000_000, perDay: limit });
  let over = false;
  const first = runLoad({ instances: fleet.instances, app }, CLIENTS, () => over, 30_000);
  await waitFor('the day used up', async () => (await fleet.usageOf(app.appId)) >= limit);
  over = true;
  assert.equal((await first).count(200), limit);
  const logged = fleet.instances.map((i) => i.output().length);
  const control = fleet.redis.control();
  await control.halt();
  await control.resume({ appendOnly: false });
  assert.equal(await fleet.redisDayOf(app.appId), 0, 'Redis came back empty');
  over = false;
  const afterLoss = runLoad({ instances: fleet.instances, app }, CLIENTS, () => over, 30_000);
  // Counting waits for the usage records to settle (503), then takes the app's day from them; the
  // minute of the loss stays unknown for an app used in it (503 until it ends).
  await waitFor('the day counted again', async () => (await fleet.redisDayOf(app.appId)) >= limit);
  await sleep(500);
  over = true;
  const tally = await afterLoss;
  onlyHonestAnswers(tally, 'Redis without its data');
  assert.equal(tally.count(200), 0, `the used-up day stays used up: ${tally.describe()}`);
  assert.equal(await fleet.redisDayOf(app.appId), limit, 'the day taken from usage_daily');
  assert.equal(await fleet.usageOf(app.appId), limit);
  for (const [n, instance] of fleet.instances.entries()) {
    assert.match(instance.output().slice(logged[n]), /redis persistence is off/);
  }
  allRunning();
});
