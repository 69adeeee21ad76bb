/**
 * The /api/v1 gate's cost on PostgreSQL + Redis against SQLite (issue 34 §3), in one run: one
 * instance on each (npm start's node command, WORKERS=2 unless BENCH_WORKERS), the stores on this
 * machine as an operator runs them (PostgreSQL with fsync and synchronous_commit on, unless
 * BENCH_PG_FSYNC=off; Redis with `appendonly yes` and `appendfsync everysec`), measured in alternating rounds so a shared machine's
 * load falls on both. For each: birth charts a second (wrk -t1 -c50), the gate's CPU per call
 * (/api/v1/ping against /healthz under the same load: the service's processes, and the stores'
 * processes beside them), and what one call sends to its stores: PostgreSQL statements, Redis
 * commands, SQLite statements, counted in the service by bench/store-probe.mjs, one call at a time
 * and under the load (where calls arriving together share a commit). Then the ratio of charts a
 * second PostgreSQL + Redis / SQLite. Prints figures; it passes or fails nothing. BENCH_ROOT names
 * another checkout to measure (bench/npm-start.ts; bench/pairs.ts alternates two).
 *
 *   npm run build && node --import ./scripts/ts-sources.mjs bench/gate-cost.ts
 *   BENCH_ROUNDS=3 BENCH_SECONDS=8 node --import ./scripts/ts-sources.mjs bench/gate-cost.ts
 *   BENCH_BASE=/tmp/base node --import ./scripts/ts-sources.mjs bench/pairs.ts 2 -- bench/gate-cost.ts
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startPostgres, startRedis } from '../test/helpers/servers.js';
import { NPM_START_ARGS, ROOT, waitHealthy } from './npm-start.js';
import { cpuMs, tree } from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WORKERS = process.env.BENCH_WORKERS ?? '2';
const ONE_BY_ONE = 300;
/** BENCH_PG_FSYNC=off runs PostgreSQL as the tests do (fsync and synchronous_commit off). */
const PG_FSYNC = process.env.BENCH_PG_FSYNC !== 'off';
const KEY = 'bench-server-key-0123456789abcdef-0123456789abcdef';

const work = mkdtempSync(join(tmpdir(), 'sublord-gate-cost-'));
const redisDir = join(work, 'redis');
execFileSync('mkdir', ['-p', redisDir, join(work, 'probe')]);
const [pg, redis] = await Promise.all([
  startPostgres(PG_FSYNC ? { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } : {}),
  startRedis({ appendOnlyDir: redisDir, appendFsync: 'everysec' }),
]);
const databaseUrl = await pg.createDatabase();

interface Store {
  name: 'SQLite' | 'PostgreSQL + Redis';
  env: Record<string, string>;
  url: string;
  pid: number;
  app: { app_id: string; app_secret: string };
}

async function startStore(name: Store['name'], extra: Record<string, string>): Promise<Store> {
  const dataDir = join(work, name === 'SQLite' ? 'sqlite' : 'pg');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: dataDir,
    SUBLORD_SECRET_KEY: KEY,
    LOG_LEVEL: 'warn',
    WORKERS,
    ...extra,
  };
  const cli = (...a: string[]) =>
    execFileSync(join(ROOT, 'bin/sublord'), a, { env, encoding: 'utf8' });
  const app = JSON.parse(cli('dev-app', '--json')) as Store['app'];
  cli('app', 'limits', app.app_id, '--per-minute', '1000000000', '--per-day', '1000000000');
  const port = await freePort();
  const service = spawn(process.execPath, NPM_START_ARGS, {
    cwd: ROOT,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      STORE_PROBE_DIR: join(work, 'probe'),
      STORE_PROBE_ROOT: ROOT,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${new URL('./store-probe.mjs', import.meta.url).pathname}`,
    },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, name, 90_000);
  return { name, env, url, pid: service.pid ?? 0, app };
}

const stores = [
  await startStore('SQLite', {}),
  await startStore('PostgreSQL + Redis', { DATABASE_URL: databaseUrl, REDIS_URL: redis.url }),
];

function luaFor(store: Store, target: 'chart' | 'ping'): string {
  const file = join(work, `${store.name === 'SQLite' ? 'sqlite' : 'pg'}-${target}.lua`);
  const lines = [
    `wrk.headers["x-app-id"] = ${JSON.stringify(store.app.app_id)}`,
    `wrk.headers["x-app-secret"] = ${JSON.stringify(store.app.app_secret)}`,
  ];
  if (target === 'chart') {
    lines.unshift('wrk.method = "POST"');
    lines.push(
      'wrk.headers["content-type"] = "application/json"',
      `wrk.body = ${JSON.stringify(JSON.stringify({ birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6139, longitude: 77.209 }))}`,
    );
  }
  execFileSync('sh', ['-c', `cat > ${file}`], { input: `${lines.join('\n')}\n` });
  return file;
}

type Target = 'chart' | 'ping' | 'healthz';
const PATHS: Record<Target, string> = {
  chart: '/api/v1/birth-chart',
  ping: '/api/v1/ping',
  healthz: '/healthz',
};

function wrk(store: Store, target: Target, seconds: number) {
  const lua = target === 'healthz' ? [] : ['-s', luaFor(store, target)];
  const out = execFileSync(
    'wrk',
    ['-t1', '-c50', `-d${seconds}s`, ...lua, `${store.url}${PATHS[target]}`],
    { encoding: 'utf8' },
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    answers: Number(/(\d+) requests in /.exec(out)?.[1]),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** What the service's processes have sent to their stores since they started. */
function sent(store: Store): { postgres: number; redis: number; sqlite: number } {
  const pids = new Set(tree(store.pid));
  const total = { postgres: 0, redis: 0, sqlite: 0 };
  const dir = join(work, 'probe');
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const c = JSON.parse(readFileSync(join(dir, f), 'utf8')) as typeof total & { pid: number };
    if (!pids.has(c.pid)) continue;
    total.postgres += c.postgres;
    total.redis += c.redis;
    total.sqlite += c.sqlite;
  }
  return total;
}
const settle = () => new Promise((r) => setTimeout(r, 300));
const perCall = (a: ReturnType<typeof sent>, b: ReturnType<typeof sent>, n: number) =>
  `PostgreSQL ${((b.postgres - a.postgres) / n).toFixed(2)} statements, Redis ${((b.redis - a.redis) / n).toFixed(2)} commands, SQLite ${((b.sqlite - a.sqlite) / n).toFixed(2)} statements`;

/** One call at a time: what a lone call sends (no batching). */
async function oneByOne(store: Store, target: 'chart' | 'ping'): Promise<string> {
  await settle();
  const before = sent(store);
  for (let i = 0; i < ONE_BY_ONE; i++) {
    const res = await fetch(`${store.url}${PATHS[target]}`, {
      method: target === 'chart' ? 'POST' : 'GET',
      headers: {
        'x-app-id': store.app.app_id,
        'x-app-secret': store.app.app_secret,
        ...(target === 'chart' ? { 'content-type': 'application/json' } : {}),
      },
      ...(target === 'chart'
        ? {
            body: JSON.stringify({
              birth_date: '1990-07-04',
              birth_time: '10:12',
              latitude: 28.6139,
              longitude: 77.209,
            }),
          }
        : {}),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${store.name} ${target}: ${res.status}`);
  }
  await settle();
  return perCall(before, sent(store), ONE_BY_ONE);
}

/** Under the load: answers a second, CPU an answer (service; stores), store traffic an answer. */
async function underLoad(store: Store, target: Target) {
  const service = tree(store.pid);
  const storePids =
    store.name === 'SQLite' ? [] : [...pg.control().pids(), ...redis.control().pids()];
  await settle();
  const c0 = service.reduce((s, p) => s + cpuMs(p), 0);
  const s0 = storePids.reduce((s, p) => s + cpuMs(p), 0);
  const before = sent(store);
  const w = wrk(store, target, SECONDS);
  const c = service.reduce((s, p) => s + cpuMs(p), 0) - c0;
  const st = storePids.reduce((s, p) => s + cpuMs(p), 0) - s0;
  await settle();
  return {
    ...w,
    serviceUs: (1000 * c) / w.answers,
    storesUs: (1000 * st) / w.answers,
    traffic: perCall(before, sent(store), w.answers),
  };
}

console.log(
  `gate-cost: ${ROOT} at ${execFileSync('git', ['-C', ROOT, 'log', '-1', '--format=%h'], { encoding: 'utf8' }).trim()}; WORKERS=${WORKERS}, wrk -t1 -c50, ${SECONDS} s a load after ${WARM_UP_SECONDS} s warm-up, ${ROUNDS} round(s); PostgreSQL fsync ${PG_FSYNC ? 'on' : 'off'}, Redis appendfsync everysec; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; node ${process.version}`,
);
const charts: Record<string, number[]> = {};
const chartCpu: Record<string, number[]> = {};
const gate: Record<string, number[]> = {};
try {
  for (const store of stores) {
    wrk(store, 'chart', WARM_UP_SECONDS);
    wrk(store, 'ping', 2);
    console.log(`${store.name}, one call at a time: /ping ${await oneByOne(store, 'ping')}`);
    console.log(`${store.name}, one call at a time: birth chart ${await oneByOne(store, 'chart')}`);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? stores : [...stores].reverse();
    for (const store of order) {
      const chart = await underLoad(store, 'chart');
      const ping = await underLoad(store, 'ping');
      const healthz = await underLoad(store, 'healthz');
      const gateUs = ping.serviceUs + ping.storesUs - (healthz.serviceUs + healthz.storesUs);
      charts[store.name] = [...(charts[store.name] ?? []), chart.rps];
      chartCpu[store.name] = [...(chartCpu[store.name] ?? []), chart.serviceUs + chart.storesUs];
      gate[store.name] = [...(gate[store.name] ?? []), gateUs];
      console.log(
        `round ${round} ${store.name}: birth chart ${chart.rps.toFixed(0)} a second, CPU an answer ${chart.serviceUs.toFixed(0)} µs service + ${chart.storesUs.toFixed(0)} µs stores${chart.non2xx ? `, ${chart.non2xx} non-2xx` : ''}; per answer ${chart.traffic}`,
      );
      console.log(
        `  /ping ${ping.rps.toFixed(0)} a second, CPU an answer ${ping.serviceUs.toFixed(0)} + ${ping.storesUs.toFixed(0)} µs; /healthz ${healthz.serviceUs.toFixed(0)} + ${healthz.storesUs.toFixed(0)} µs; the gate ${gateUs.toFixed(0)} µs a call; per /ping ${ping.traffic}${ping.non2xx ? `; ${ping.non2xx} non-2xx` : ''}`,
      );
    }
  }
  const median = (xs: number[] = []) => {
    const s = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
  };
  const sqlite = median(charts.SQLite);
  const pgRedis = median(charts['PostgreSQL + Redis']);
  console.log(`figure: birth charts a second, SQLite = ${sqlite.toFixed(0)}`);
  console.log(`figure: birth charts a second, PostgreSQL + Redis = ${pgRedis.toFixed(0)}`);
  console.log(
    `figure: charts a second PostgreSQL + Redis / SQLite = ${(pgRedis / sqlite).toFixed(2)}`,
  );
  // On a shared machine the rates move with its load; the CPU an answer (the service's processes and
  // the stores' together) is steadier, and its ratio is what one core buys on each.
  const cpuSqlite = median(chartCpu.SQLite);
  const cpuPg = median(chartCpu['PostgreSQL + Redis']);
  console.log(`figure: birth chart CPU µs an answer, SQLite = ${cpuSqlite.toFixed(0)}`);
  console.log(
    `figure: birth chart CPU µs an answer, PostgreSQL + Redis (service + stores) = ${cpuPg.toFixed(0)}`,
  );
  console.log(
    `figure: charts a CPU second PostgreSQL + Redis / SQLite = ${(cpuSqlite / cpuPg).toFixed(2)}`,
  );
  console.log(`figure: the gate's CPU µs a call, SQLite = ${median(gate.SQLite).toFixed(0)}`);
  console.log(
    `figure: the gate's CPU µs a call, PostgreSQL + Redis = ${median(gate['PostgreSQL + Redis']).toFixed(0)}`,
  );
} finally {
  for (const store of stores) {
    try {
      process.kill(-store.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  await new Promise((r) => setTimeout(r, 1500));
  await Promise.all([pg.stop(), redis.stop()]);
  rmSync(work, { recursive: true, force: true });
}
