/**
 * The fleet's faults, as issue 34 lists them, each on a fresh fleet of three instances (WORKERS=1)
 * on one throw-away PostgreSQL and one Redis (append-only), under a load of counted calls: what the
 * load saw (statuses, calls with no answer, the slowest answer), whether every instance still runs,
 * whether each serves again afterwards, and the app's quota against what was answered.
 *
 *   node --import ./scripts/ts-sources.mjs bench/fleet-faults.ts [--checkout DIR] [fault ...]
 *
 * --checkout DIR runs the instances from another checkout's sources (e.g. a `git worktree` of the
 * commit before a change), with this checkout's load and servers: the "before" column. The faults:
 * pg-restart, pg-terminate, pg-idle-stop, redis-stop, redis-reset, redis-freeze, lock, supervisor.
 * Prints one line per fault; figures, never pass/fail (test/load/fleet.test.ts asserts).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, TS_SOURCES } from '../test/helpers/cluster.js';
import {
  countedCall,
  type Fleet,
  type LoadTally,
  runLoad,
  sleep,
  startFleet,
} from '../test/helpers/fleet.js';
import { TEST_SECRET_KEY } from '../test/helpers/platform.js';

const args = process.argv.slice(2);
const at = args.indexOf('--checkout');
const checkout = at >= 0 ? args[at + 1] : undefined;
const chosen = args.filter((a, i) => !a.startsWith('--') && (at < 0 || i !== at + 1));
const nodeArgs = checkout
  ? [
      '--no-warnings=ExperimentalWarning',
      '--import',
      new URL(`file://${join(checkout, 'scripts/ts-sources.mjs')}`).href,
      join(checkout, 'src/main.ts'),
    ]
  : undefined;
const CONCURRENCY = 6;
/** Every 200 a fault's run saw (its load and its recovery probes): what the quota must hold. */
let answered = 0;

function alive(fleet: Fleet): string {
  const up = fleet.instances.filter((i) => i.child.exitCode === null).length;
  return `${up}/${fleet.instances.length} instances running`;
}

/** Polls each running instance until it answers a counted call with 200 (at most `ms`). */
async function recovery(fleet: Fleet, ms = 20_000): Promise<string> {
  const started = performance.now();
  const seen: string[] = [];
  for (const [i, instance] of fleet.instances.entries()) {
    if (instance.child.exitCode !== null) {
      seen.push(`#${i} dead`);
      continue;
    }
    let status: number | null = null;
    while (performance.now() - started < ms) {
      status = (await countedCall(instance.url, fleet.app, 5000)).status;
      if (status === 200) answered++;
      if (status === 200 || status === 429) break;
      await sleep(100);
    }
    seen.push(
      status === 200 || status === 429
        ? `#${i} ${status} after ${((performance.now() - started) / 1000).toFixed(1)} s`
        : `#${i} still ${status ?? 'no answer'}`,
    );
  }
  return seen.join(', ');
}

function loadLine(tally: LoadTally): string {
  const noRetry =
    tally.unavailableWithoutRetryAfter > 0
      ? ` (${tally.unavailableWithoutRetryAfter} 503s without Retry-After)`
      : '';
  return `${tally.describe()}${noRetry}; slowest ${(tally.slowestMs / 1000).toFixed(1)} s`;
}

/** Runs the load for `ms` in all, calling `fault` after `faultAt` ms (awaited while the load runs). */
async function underLoad(
  fleet: Fleet,
  ms: number,
  faultAt: number,
  fault: () => Promise<void>,
): Promise<LoadTally> {
  let over = false;
  const load = runLoad(fleet, CONCURRENCY, () => over);
  await sleep(faultAt);
  await fault();
  await sleep(Math.max(0, ms - faultAt));
  over = true;
  const tally = await load;
  answered += tally.count(200);
  return tally;
}

/** The app's day as the answers, the usage records and Redis each count it. */
async function exact(fleet: Fleet): Promise<string> {
  await sleep(1500); // calls given back when Redis answered again have been by now
  const usage = await fleet.usageToday();
  const redis = await redisDayCount(fleet);
  return `answered 200 × ${answered}, usage ${usage}, Redis ${redis}`;
}

async function redisDayCount(fleet: Fleet): Promise<string> {
  const redis = fleet.redisClient();
  const key = `sublord:app:d:${fleet.app.appId}:${new Date().toISOString().slice(0, 10)}`;
  return (await redis.get(key).catch(() => null)) ?? 'none';
}

const FAULTS: Record<string, () => Promise<string>> = {
  async 'pg-restart'() {
    const fleet = await startFleet({ nodeArgs });
    try {
      const control = fleet.pg.control();
      const tally = await underLoad(fleet, 8000, 1500, async () => {
        await control.halt();
        await sleep(2000);
        await control.resume();
      });
      return `load: ${loadLine(tally)} | ${alive(fleet)} | recovery: ${await recovery(fleet)} | ${await exact(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async 'pg-terminate'() {
    const fleet = await startFleet({ nodeArgs });
    try {
      const dbName = new URL(fleet.databaseUrl).pathname.slice(1);
      const tally = await underLoad(fleet, 5000, 1500, async () => {
        await fleet.sql(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [dbName],
        );
      });
      return `load: ${loadLine(tally)} | ${alive(fleet)} | recovery: ${await recovery(fleet)} | ${await exact(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async 'pg-idle-stop'() {
    const fleet = await startFleet({ nodeArgs });
    try {
      const control = fleet.pg.control();
      await control.halt();
      const statuses = [];
      for (const instance of fleet.instances) {
        const r = await countedCall(instance.url, fleet.app, 30_000);
        statuses.push(
          `${r.status ?? 'no answer'}${r.retryAfter ? ` (Retry-After ${r.retryAfter})` : ''}`,
        );
      }
      await control.resume();
      return `while stopped: ${statuses.join(', ')} | ${alive(fleet)} | recovery: ${await recovery(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async 'redis-stop'() {
    // 200 a day for the app: the load reaches it with Redis stopped halfway.
    const limit = 200;
    const fleet = await startFleet({ nodeArgs, limits: { perMinute: 100_000, perDay: limit } });
    try {
      const control = fleet.redis.control();
      let ok = 0;
      let over = false;
      const load = runLoad(fleet, CONCURRENCY, () => over);
      // Redis stops once about half the day is used.
      while ((await fleet.usageToday()) < limit / 2) await sleep(50);
      ok = await fleet.usageToday();
      await control.halt();
      await sleep(3000);
      await control.resume();
      await sleep(4000);
      over = true;
      const tally = await load;
      answered += tally.count(200);
      const recovered = await recovery(fleet);
      return `limit ${limit}/day, Redis stopped at ${ok} used for 3 s | load: ${loadLine(tally)} | ${alive(fleet)} | recovery: ${recovered} | ${await exact(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async 'redis-reset'() {
    // The app uses its whole day, then Redis restarts without its data (no append-only file).
    const limit = 60;
    const fleet = await startFleet({ nodeArgs, limits: { perMinute: 100_000, perDay: limit } });
    try {
      let over = false;
      const first = runLoad(fleet, CONCURRENCY, () => over);
      while ((await fleet.usageToday()) < limit) await sleep(50);
      await sleep(500);
      over = true;
      const before = await first;
      const logged = fleet.instances.map((i) => i.output().length);
      const control = fleet.redis.control();
      await control.halt();
      await control.resume({ appendOnly: false });
      await sleep(3000);
      over = false;
      const after = runLoad(fleet, CONCURRENCY, () => over);
      await sleep(8000);
      over = true;
      const tally = await after;
      const warned = fleet.instances.filter((i, n) =>
        /persist|appendonly|lost|reseed/i.test(i.output().slice(logged[n] ?? 0)),
      ).length;
      return `limit ${limit}/day, used up (${before.describe()}), then Redis restarted empty | load after: ${loadLine(tally)} | ${warned}/3 instances logged a warning | usage ${await fleet.usageToday()}, Redis ${await redisDayCount(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async 'redis-freeze'() {
    const fleet = await startFleet({ nodeArgs });
    try {
      const control = fleet.redis.control();
      const tally = await underLoad(fleet, 9000, 1500, async () => {
        control.freeze();
        await sleep(5000);
        control.thaw();
      });
      return `frozen 5 s | load: ${loadLine(tally)} | ${alive(fleet)} | recovery: ${await recovery(fleet)} | ${await exact(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async lock() {
    const fleet = await startFleet({ nodeArgs });
    try {
      const locker = new (await import('pg')).default.Client({
        connectionString: fleet.databaseUrl,
      });
      await locker.connect();
      const tally = await underLoad(fleet, 9000, 1500, async () => {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE usage_daily IN ACCESS EXCLUSIVE MODE');
        await sleep(5000);
        await locker.query('COMMIT');
      });
      await locker.end();
      return `usage_daily locked 5 s | load: ${loadLine(tally)} | ${alive(fleet)} | recovery: ${await recovery(fleet)} | ${await exact(fleet)}`;
    } finally {
      await fleet.stop();
    }
  },

  async 'supervisor-kills'() {
    // Both workers killed three times, 1.5 s apart: the primary must keep (or get) a service up.
    const fleet = await startFleet({ nodeArgs, instances: 1, env: { WORKERS: '2' } });
    try {
      const [instance] = fleet.instances;
      if (!instance) return 'no instance';
      for (let round = 0; round < 3; round++) {
        for (const pid of instance.workerPids()) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {}
        }
        await sleep(1500);
      }
      await sleep(10_000);
      const code = instance.child.exitCode;
      const r = await countedCall(instance.url, fleet.app, 5000);
      return `WORKERS=2, both workers killed 3 times 1.5 s apart: primary ${code === null ? 'running' : `exited ${code}`}; 10 s later a counted call gets ${r.status ?? 'no answer'}`;
    } finally {
      await fleet.stop();
    }
  },

  async supervisor() {
    // A worker that fails at start on a setting that passes the configuration checks.
    const port = await freePort();
    const main = nodeArgs ?? [
      '--no-warnings=ExperimentalWarning',
      '--import',
      TS_SOURCES,
      new URL('../src/main.ts', import.meta.url).pathname,
    ];
    const child = spawn(process.execPath, [...main], {
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '0.0.0.0/0',
        SUBLORD_SECRET_KEY: TEST_SECRET_KEY,
        DATA_DIR: join(process.env.TMPDIR ?? '/tmp', `sublord-supervisor-${port}`),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      child.once('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    const lines = out.split('\n').filter((l) => l.trim() !== '');
    const why = lines.find((l) => /could not start|Error/.test(l)) ?? lines[0] ?? '';
    return `TRUST_PROXY=0.0.0.0/0, WORKERS=2: primary exit ${code ?? 'still running after 60 s'}; ${lines.length} output lines; first reason: ${why.slice(0, 160)}`;
  },
};

for (const name of chosen.length > 0 ? chosen : Object.keys(FAULTS)) {
  const run = FAULTS[name];
  if (!run) {
    console.log(`${name}: unknown fault (${Object.keys(FAULTS).join(', ')})`);
    continue;
  }
  const started = performance.now();
  answered = 0;
  try {
    console.log(`${name}: ${await run()} [${((performance.now() - started) / 1000).toFixed(0)} s]`);
  } catch (error) {
    console.log(`${name}: the run failed: ${(error as Error).stack ?? String(error)}`);
  }
}
process.exit(0);
