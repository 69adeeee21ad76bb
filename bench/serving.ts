/**
 * Serving benchmark (issue 11 "Show"): every figure of one run, printed with its ratio; asserts
 * nothing. The machine, its load and the conditions are printed first: on a shared 2-core machine the
 * absolute figures move with the neighbours, the ratios (taken within one run) much less.
 *
 *   node --import ./scripts/ts-sources.mjs bench/serving.ts            (all sections; about two minutes)
 *   BENCH_ONLY=inprocess,http node --import ./scripts/ts-sources.mjs bench/serving.ts
 *
 * Sections:
 *   inprocess  raw Swiss Ephemeris vs the served birth chart in process (validation + compute +
 *              serialization; the default body), through the direct path, inject with JSON.stringify,
 *              and inject with the schema serializer (the path before issue 11); with every include
 *              block (the complete body before issue 22); the default body's bytes alone; raw, default
 *              and complete interleaved round by round (BENCH_ROUNDS, the steadier ratio when shared)
 *   body       body size plain / gzip / brotli and the CPU cost of compressing it; what each include
 *              block adds
 *   panchang   366 days of panchang, Sun-and-Moon limbs vs eight bodies per step
 *   batch      charts per second: bin/sublord batch on every core and on one (fresh processes),
 *              runBatch in process, and the inject path before
 *   start      `npm start` (through npm) to a healthy /healthz, its node command alone, and the sources
 *              before the compiled build; first birth-chart request, idle memory per worker;
 *              `bin/sublord --version` and `bin/sublord chart` wall time (fresh processes); beside them
 *              the floor: the same through npm and without it for bench/floor-server.mjs (nothing of
 *              ours), and `node -e ''`, with what ours adds beyond each
 *   http       birth chart (identity and brotli), /ping and /healthz over HTTP at 50 connections on
 *              WORKERS=2, each with the service's CPU per answer and the cores it had (wrk when installed);
 *              then the floor: bench/floor-server.mjs under the same load, spending the chart's CPU per
 *              answer (beyond /healthz's) in a busy loop, with and without garbage, and the same body size
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough, Readable } from 'node:stream';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sweph from 'sweph';
import { mulberry32 } from '../scripts/mulberry32.js';
import { type BirthRequest, birthChartIncluding } from '../src/app/birth-chart.js';
import type { ComputeDeps } from '../src/app/deps.js';
import { dailyPanchang } from '../src/app/panchang.js';
import { INCLUDE_BLOCKS } from '../src/app/present/include.js';
import { runBatch } from '../src/cli/batch.js';
import { LocalApi } from '../src/cli/local-api.js';
import type { Ephemeris } from '../src/engine/ports.js';
import { BROTLI_QUALITY } from '../src/http/compression.js';
import { jsonBytes } from '../src/http/json-bytes.js';
import { OPEN_PLATFORM } from '../src/http/open-platform.js';
import { buildServer } from '../src/http/server.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';
import { NPM_START_ARGS, ROOT } from './npm-start.js';

const dataDir = mkdtempSync(join(tmpdir(), 'sublord-bench-'));
const secretEnv = {
  DATA_DIR: dataDir,
  SUBLORD_SECRET_KEY: 'bench-server-key-0123456789abcdef-0123456789abcdef',
};
const only = new Set(
  (process.env.BENCH_ONLY ?? 'inprocess,body,panchang,batch,start,http').split(','),
);
const config = loadConfig();
const deps = createComputeDeps(config);
const eph = deps.ephemeris;
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const ms = (x: number) => `${x.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const line = (label: string, value: string, extra = '') =>
  console.log(`  ${label.padEnd(58)} ${value.padStart(14)}  ${extra}`);

// Deterministic births: mulberry32, seed 7 (as bench/chart.ts).
const rand = mulberry32(7);
const pad = (n: number) => String(n).padStart(2, '0');
function births(n: number) {
  return Array.from({ length: n }, () => {
    const u = eph.utcFromJulianDay(2415020 + rand() * 73000);
    return {
      birth_date: `${u.year}-${pad(u.month)}-${pad(u.day)}`,
      birth_time: `${pad(u.hour)}:${pad(u.minute)}`,
      latitude: Math.round((-60 + rand() * 120) * 1e4) / 1e4,
      longitude: Math.round((-180 + rand() * 360) * 1e4) / 1e4,
      as_of: '2026-11-21',
    };
  });
}

/** Best per-item time (ms) of `rounds` runs of fn over n items. */
async function best(n: number, fn: () => unknown | Promise<unknown>, rounds = 3): Promise<number> {
  let bestMs = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    await fn();
    bestMs = Math.min(bestMs, (performance.now() - t0) / n);
  }
  return bestMs;
}

console.log(
  `sublord serving benchmark: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}, ephemeris ${eph.mode}`,
);

// ------------------------------------------------------------------------------------------------
let rawMs = 0;
async function rawSe(n: number): Promise<number> {
  const { constants: c } = sweph;
  const flags =
    (eph.mode === 'swiss' ? c.SEFLG_SWIEPH : c.SEFLG_MOSEPH) | c.SEFLG_SPEED | c.SEFLG_SIDEREAL;
  const bodies = [0, 1, 4, 2, 5, 3, 6, c.SE_MEAN_NODE];
  const cases = Array.from({ length: n }, () => ({
    jd: 2415020 + rand() * 73000,
    lat: -60 + rand() * 120,
    lon: -180 + rand() * 360,
  }));
  return best(n, () => {
    sweph.set_sid_mode(c.SE_SIDM_KRISHNAMURTI, 0, 0);
    for (const x of cases) {
      for (const b of bodies) sweph.calc_ut(x.jd, b, flags);
      sweph.houses_ex2(x.jd, c.SEFLG_SIDEREAL, x.lat, x.lon, 'P');
    }
  });
}

/**
 * Raw SE work, the default body and the complete one, timed in turn for `rounds` rounds (each over
 * the same births); the median and range of the per-round ratios to the raw work.
 */
async function interleavedRatios(
  defaults: string[],
  completes: string[],
  rounds: number,
  api: LocalApi,
) {
  const { constants: c } = sweph;
  const flags =
    (eph.mode === 'swiss' ? c.SEFLG_SWIEPH : c.SEFLG_MOSEPH) | c.SEFLG_SPEED | c.SEFLG_SIDEREAL;
  const bodies = [0, 1, 4, 2, 5, 3, 6, c.SE_MEAN_NODE];
  const cases = Array.from({ length: defaults.length * 3 }, () => ({
    jd: 2415020 + rand() * 73000,
    lat: -60 + rand() * 120,
    lon: -180 + rand() * 360,
  }));
  const time = async (fn: () => unknown) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  const d: number[] = [];
  const f: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const raw =
      (await time(() => {
        sweph.set_sid_mode(c.SE_SIDM_KRISHNAMURTI, 0, 0);
        for (const x of cases) {
          for (const b of bodies) sweph.calc_ut(x.jd, b, flags);
          sweph.houses_ex2(x.jd, c.SEFLG_SIDEREAL, x.lat, x.lon, 'P');
        }
      })) / cases.length;
    const def =
      (await time(async () => {
        for (const t of defaults) await api.postText('birth-chart', t);
      })) / defaults.length;
    const all =
      (await time(async () => {
        for (const t of completes) await api.postText('birth-chart', t);
      })) / completes.length;
    d.push(def / raw);
    f.push(all / raw);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const range = (xs: number[]) => `${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}×`;
  return {
    rounds,
    defaultRatio: median(d),
    defaultRange: range(d),
    completeRatio: median(f),
    completeRange: range(f),
  };
}

if (only.has('inprocess') || only.has('body')) {
  const N = Number(process.env.BENCH_N ?? 300);
  const bodies = births(N);
  const texts = bodies.map((b) => JSON.stringify(b));
  const api = await LocalApi.open();
  const jsonApp = await buildServer({ compute: deps, platform: OPEN_PLATFORM, compression: false });
  const schemaApp = await buildServer({
    compute: deps,
    platform: OPEN_PLATFORM,
    compression: false,
    responseSerializer: 'schema',
  });
  await Promise.all([jsonApp.ready(), schemaApp.ready()]);
  const inject = (app: typeof jsonApp, payload: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: { 'content-type': 'application/json' },
      payload,
    });
  // Warm every path once.
  for (const t of texts.slice(0, 20)) {
    await api.postText('birth-chart', t);
    await inject(jsonApp, t);
    await inject(schemaApp, t);
  }
  rawMs = await rawSe(N * 3);
  if (only.has('inprocess')) {
    const direct = await best(N, async () => {
      for (const t of texts) await api.postText('birth-chart', t);
    });
    const complete = bodies.map((b) => JSON.stringify({ ...b, include: INCLUDE_BLOCKS }));
    const directComplete = await best(N, async () => {
      for (const t of complete) await api.postText('birth-chart', t);
    });
    const viaJson = await best(N, async () => {
      for (const t of texts) await inject(jsonApp, t);
    });
    const viaSchema = await best(N, async () => {
      for (const t of texts) await inject(schemaApp, t);
    });
    // The same three interleaved, round by round: on a shared machine the load moves between the
    // sections above (each timed in its own stretch), but within one short round much less, so the
    // median of the per-round ratios is the steadier figure.
    const interleaved = await interleavedRatios(
      texts.slice(0, 60),
      complete.slice(0, 60),
      Number(process.env.BENCH_ROUNDS ?? 15),
      api,
    );
    // The floor under any served default body: writing it. The bodies are built first, then only
    // their bytes are timed (each is written once: a body's text ropes are flattened by the first
    // pass). Last, because bodies kept alive make V8 allocate later ones straight in old space.
    const rounds = 3;
    const built = Array.from({ length: rounds }, () =>
      bodies.map((b) => birthChartIncluding(deps, b as BirthRequest, '2026-11-21')),
    );
    const writeOnly = await best(
      N,
      () => {
        for (const b of built.pop() ?? []) jsonBytes(b);
      },
      rounds,
    );
    console.log(`\nin process, ${N} random births 1900-2100 (best of 3), ratio to raw SE work:`);
    line('raw Swiss Ephemeris (8 × calc_ut + houses_ex2)', us(rawMs), '1.00×');
    line(
      'served birth chart, direct, default body (validate+compute+write)',
      us(direct),
      ratio(direct, rawMs),
    );
    line(
      "  of which the body's bytes alone (jsonBytes, built before)",
      us(writeOnly),
      `${ratio(writeOnly, rawMs)}  (the floor of a default body)`,
    );
    line(
      '  same with every include block (the complete body before)',
      us(directComplete),
      ratio(directComplete, rawMs),
    );
    line(
      `interleaved, ${interleaved.rounds} rounds: default body, median per-round ratio`,
      `${interleaved.defaultRatio.toFixed(2)}×`,
      `(range ${interleaved.defaultRange})`,
    );
    line(
      '  every include block, median per-round ratio',
      `${interleaved.completeRatio.toFixed(2)}×`,
      `(range ${interleaved.completeRange})`,
    );
    line('served through inject, JSON.stringify (now)', us(viaJson), ratio(viaJson, rawMs));
    line(
      'served through inject, schema serializer (before)',
      us(viaSchema),
      ratio(viaSchema, rawMs),
    );
  }
  if (only.has('body')) {
    const sample = (await api.postText('birth-chart', texts[0] ?? '')).text;
    const post = async (include: readonly string[]) =>
      (await api.postText('birth-chart', JSON.stringify({ ...bodies[0], include }))).text.length;
    const completeSample = (
      await api.postText('birth-chart', JSON.stringify({ ...bodies[0], include: INCLUDE_BLOCKS }))
    ).text;
    const added: Array<[string, number]> = [];
    for (const b of INCLUDE_BLOCKS) added.push([b, (await post([b])) - sample.length]);
    const buf = Buffer.from(sample);
    const n = 200;
    const gzMs = await best(n, () => {
      for (let i = 0; i < n; i++) gzipSync(buf, { level: 6 });
    });
    const brMs = await best(n, () => {
      for (let i = 0; i < n; i++)
        brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    });
    const br11 = await best(
      20,
      () => {
        for (let i = 0; i < 20; i++) brotliCompressSync(buf);
      },
      1,
    );
    console.log('\nbirth-chart body size and the CPU cost of compressing it (one body):');
    line('identity, the default body', `${(buf.length / 1024).toFixed(1)} KB`);
    line(
      'identity with every include block (the complete body before)',
      `${(completeSample.length / 1024).toFixed(1)} KB`,
      ratio(completeSample.length, buf.length),
    );
    for (const [b, n] of added) line(`  include ${b} adds`, `${(n / 1024).toFixed(1)} KB`);
    line(
      'gzip level 6',
      `${(gzipSync(buf).length / 1024).toFixed(1)} KB`,
      `${ratio(gzipSync(buf).length, buf.length)}, ${us(gzMs)} = ${ratio(gzMs, rawMs)} raw SE`,
    );
    const brLen = brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }).length;
    line(
      `brotli quality ${BROTLI_QUALITY} (served)`,
      `${(brLen / 1024).toFixed(1)} KB`,
      `${ratio(brLen, buf.length)}, ${us(brMs)} = ${ratio(brMs, rawMs)} raw SE`,
    );
    line(
      'brotli quality 11 (not used)',
      `${(brotliCompressSync(buf).length / 1024).toFixed(1)} KB`,
      `${us(br11)} = ${ratio(br11, rawMs)} raw SE`,
    );
    line(
      'every include block with brotli',
      `${(brotliCompressSync(Buffer.from(completeSample), { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length / 1024).toFixed(1)} KB`,
    );
  }
  await Promise.all([api.close(), jsonApp.close(), schemaApp.close()]);
}

// ------------------------------------------------------------------------------------------------
/** The same ephemeris without the single-body method: what panchang did before (eight bodies). */
function withoutSingleBody(d: ComputeDeps): ComputeDeps {
  const strip = (e: Ephemeris): Ephemeris =>
    new Proxy(e, {
      get(target, prop, receiver) {
        if (prop === 'graha') return undefined;
        if (prop === 'withOneEphemeris') {
          return <T>(work: (x: Ephemeris) => T) => target.withOneEphemeris((x) => work(strip(x)));
        }
        return Reflect.get(target, prop, receiver);
      },
    });
  return { ...d, ephemeris: strip(d.ephemeris) };
}

if (only.has('panchang')) {
  const year = (d: ComputeDeps) => () => {
    for (let i = 0; i < 366; i++) {
      const date = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      dailyPanchang(d, { date, latitude: 28.6139, longitude: 77.209 });
    }
  };
  const eight = withoutSingleBody(deps);
  year(deps)();
  const now = await best(1, year(deps), 2);
  const before = await best(1, year(eight), 2);
  console.log('\npanchang for 366 days at Delhi (best of 2):');
  line('limbs from the Sun and the Moon (now)', ms(now), `${ms(now / 366)} a day`);
  line(
    'limbs from eight bodies per step (before)',
    ms(before),
    `${ms(before / 366)} a day, ${ratio(before, now)}`,
  );
}

// ------------------------------------------------------------------------------------------------
if (only.has('batch')) {
  const N = Number(process.env.BENCH_BATCH_N ?? 4000);
  const input = `${births(N)
    .map((b) => JSON.stringify(b))
    .join('\n')}\n`;
  // What a user runs: bin/sublord batch in a fresh process (its start included), input from a file.
  const inputFile = join(dataDir, 'batch-input.jsonl');
  writeFileSync(inputFile, input);
  const cli = (workers: number) => {
    const t0 = performance.now();
    execFileSync(
      'sh',
      ['-c', `"${join(ROOT, 'bin/sublord')}" batch birth-chart < "${inputFile}"`],
      {
        env: { ...process.env, ...secretEnv, WORKERS: String(workers) },
        stdio: ['ignore', 'ignore', 'inherit'],
        maxBuffer: 0,
      },
    );
    return N / ((performance.now() - t0) / 1000);
  };
  const api = await LocalApi.open();
  const run = async (workers: number) => {
    const t0 = performance.now();
    await runBatch(
      api,
      'birth-chart',
      { input: Readable.from([input]), output: new PassThrough().resume(), progress: null },
      { workers },
    );
    return N / ((performance.now() - t0) / 1000);
  };
  const schemaApp = await buildServer({
    compute: deps,
    platform: OPEN_PLATFORM,
    compression: false,
    responseSerializer: 'schema',
  });
  await schemaApp.ready();
  const injectPath = async () => {
    const t0 = performance.now();
    for (const l of input.trim().split('\n')) {
      const res = await schemaApp.inject({
        method: 'POST',
        url: '/api/v1/birth-chart',
        headers: { 'content-type': 'application/json' },
        payload: l,
      });
      JSON.stringify(res.json());
    }
    return N / ((performance.now() - t0) / 1000);
  };
  const cliAll = cli(cpus().length);
  const cliOne = cli(1);
  await run(1);
  const one = await run(1);
  const all = await run(cpus().length);
  const before = await injectPath();
  console.log(`\nbatch birth-chart, ${N} lines:`);
  line(
    `bin/sublord batch, WORKERS=${cpus().length} (fresh process, its start included)`,
    `${cliAll.toFixed(0)} charts/s`,
    ratio(cliAll, before),
  );
  line(
    'bin/sublord batch, WORKERS=1 (fresh process, its start included)',
    `${cliOne.toFixed(0)} charts/s`,
    ratio(cliOne, before),
  );
  line(
    `in process, every core (this thread warm, ${cpus().length - 1} thread(s) started)`,
    `${all.toFixed(0)} charts/s`,
    ratio(all, before),
  );
  line(
    'in process, one core (direct calls, warm)',
    `${one.toFixed(0)} charts/s`,
    ratio(one, before),
  );
  line(
    'inject with the schema serializer (the path before, in process)',
    `${before.toFixed(0)} charts/s`,
    '1.00×',
  );
  await Promise.all([api.close(), schemaApp.close()]);
}

// ------------------------------------------------------------------------------------------------
interface Service {
  url: string;
  pid: number;
  healthyMs: number;
  /** CPU time (user + system) the service's processes had used when it became healthy. */
  cpuMs: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * Starts a service and waits for a healthy /healthz. `command` is `npm` (then `args` are npm's, and
 * the time includes npm's own start) or a node argument list run by this node; `cwd` is where it
 * runs (the repository, or the floor's package: floorPackage).
 */
async function startService(
  command: 'npm' | 'node',
  args: string[],
  env: Record<string, string>,
  cwd: string = ROOT,
): Promise<Service> {
  const port = await freePort();
  const t0 = performance.now();
  // Its own process group, so stop() reaches npm's shell and node children as well.
  const child = spawn(command === 'npm' ? 'npm' : process.execPath, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not yet
    }
    if (performance.now() - t0 > 60_000) throw new Error('service did not start');
    await new Promise((r) => setTimeout(r, 5));
  }
  const healthyMs = performance.now() - t0;
  const pid = child.pid ?? 0;
  const cpuMs = [pid, ...descendants(pid)].reduce((sum, p) => sum + processCpuMs(p), 0);
  return {
    url,
    pid,
    healthyMs,
    cpuMs,
    stop: async () => {
      process.kill(-pid, 'SIGTERM');
      // npm, its shell, the primary and the workers are one process group: wait until none is left.
      while (groupAlive(pid)) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * CPU time a process has used, from /proc/<pid>/stat (utime + stime, in clock ticks of 10 ms). The
 * load barely moves it, unlike the wall time, on a machine shared with other work.
 */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0; // gone already
  }
}

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) / 1024;
}
function children(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}
/** The node processes under `pid` (npm's shell excluded), parents before children. */
function descendants(pid: number): number[] {
  const out: number[] = [];
  for (const c of children(pid)) {
    // A node process's name: "node" on Node 20, its main thread's "node-MainThread" on Node 26.
    if (readFileSync(`/proc/${c}/comm`, 'utf8').startsWith('node')) out.push(c);
    out.push(...descendants(c));
  }
  return out;
}
/** The serving processes: the leaves of the tree (cluster workers, or the one server). */
function servers(pid: number): number[] {
  const all = [pid, ...descendants(pid)];
  return all.filter((p) => children(p).length === 0);
}

let creds: { app_id: string; app_secret: string } | null = null;
function credentials() {
  if (creds) return creds;
  const cli = (...a: string[]) =>
    execFileSync(join(ROOT, 'bin/sublord'), a, {
      env: { ...process.env, ...secretEnv },
      encoding: 'utf8',
    });
  creds = JSON.parse(cli('dev-app', '--json')) as { app_id: string; app_secret: string };
  cli('app', 'limits', creds.app_id, '--per-minute', '1000000000', '--per-day', '1000000000');
  return creds;
}
const BIRTH = JSON.stringify({
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
});

/** The floor server (bench/floor-server.mjs): the same cluster layout with nothing of ours in it. */
const FLOOR_SERVER = join(ROOT, 'bench/floor-server.mjs');

/**
 * A package whose `npm start` runs only the floor server, with the repository's .npmrc (npm's update
 * check off): what `npm start` costs before any of our code runs.
 */
function floorPackage(): string {
  const dir = join(dataDir, 'floor-package');
  execFileSync('mkdir', ['-p', dir]);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'floor', private: true, scripts: { start: `node ${FLOOR_SERVER}` } }),
  );
  writeFileSync(join(dir, '.npmrc'), readFileSync(join(ROOT, '.npmrc')));
  return dir;
}

async function timedPost(url: string, c: { app_id: string; app_secret: string }): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/birth-chart`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-app-id': c.app_id,
      'x-app-secret': c.app_secret,
    },
    body: BIRTH,
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`birth-chart answered ${res.status}`);
  return performance.now() - t0;
}

if (only.has('start')) {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const c = credentials();
  console.log('\nstart (each started 5 times; median):');
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  /** Starts it 5 times; prints the medians and returns the median time to healthy. */
  const measure = async (
    label: string,
    command: 'npm' | 'node',
    args: string[],
    workers: string,
    floor?: { cwd: string },
  ): Promise<number> => {
    const healthy: number[] = [];
    const cpu: number[] = [];
    const first: number[] = [];
    let memory: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await startService(command, args, { ...secretEnv, WORKERS: workers }, floor?.cwd);
      healthy.push(s.healthyMs);
      cpu.push(s.cpuMs);
      if (!floor) {
        first.push(await timedPost(s.url, c));
        await new Promise((r) => setTimeout(r, 1500));
        memory = servers(s.pid).map(rssMb);
      }
      await s.stop();
    }
    line(`${label}: start to healthy /healthz`, ms(median(healthy)));
    line(`${label}: CPU time to healthy (every process)`, ms(median(cpu)));
    if (!floor) {
      line(`${label}: first birth-chart request after healthy`, ms(median(first)));
      line(`${label}: idle RSS per worker`, `${memory.map((m) => m.toFixed(0)).join(', ')} MB`);
    }
    return median(healthy);
  };
  // The floor first: npm, Node and node:cluster starting a server with nothing of ours in it
  // (bench/floor-server.mjs, two workers forked at once), through npm and without it.
  const floorCwd = floorPackage();
  const floorNpm = await measure(
    'floor: npm start of a bare node:cluster server, WORKERS=2',
    'npm',
    ['start', '--silent'],
    '2',
    { cwd: floorCwd },
  );
  const floorNode = await measure(
    'floor: the same server without npm, WORKERS=2',
    'node',
    [FLOOR_SERVER],
    '2',
    { cwd: floorCwd },
  );
  await measure('npm start, WORKERS=1', 'npm', ['start', '--silent'], '1');
  const oursNpm = await measure(
    'npm start, WORKERS=2 (two cores: the default)',
    'npm',
    ['start', '--silent'],
    '2',
  );
  // npm start's node command without npm: what npm's own start adds is the difference.
  const oursNode = await measure(
    "node with npm start's arguments, WORKERS=2",
    'node',
    NPM_START_ARGS,
    '2',
  );
  line(
    'npm start, WORKERS=2: ours beyond the floor (through npm; without npm)',
    `${ms(oursNpm - floorNpm)}; ${ms(oursNode - floorNode)}`,
    `floor ${ratio(floorNpm, 600)} of the 0.6 s target`,
  );
  await measure(
    'src/main.ts from the sources (types stripped by Node), WORKERS=1',
    'node',
    ['--no-warnings=ExperimentalWarning', '--import', './scripts/ts-sources.mjs', 'src/main.ts'],
    '1',
  );
  // The command line's own start (issue 22: `bin/sublord chart` under 0.3 s wall): a fresh process
  // each time, as a user runs it, from the compiled build; wall time to exit, with its CPU time.
  /** Runs `file args` 7 times (a fresh process each); prints and returns the median wall to exit. */
  const cli = (label: string, file: string, args: string[]): number => {
    const wall: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      const r = spawnSync(file, args, {
        env: { ...process.env, ...secretEnv },
      });
      wall.push(performance.now() - t0);
      if (r.status !== 0) throw new Error(`${label} exited ${r.status}`);
    }
    line(
      `${label}: wall to exit (7 runs; median)`,
      ms(median(wall)),
      `min ${ms(Math.min(...wall))}`,
    );
    return median(wall);
  };
  // The floor: Node's own start and exit, with nothing to run (bin/sublord adds sh's exec of node).
  const nodeAlone = cli("floor: node -e '' (Node's own start)", process.execPath, ['-e', '']);
  cli('bin/sublord --version', join(ROOT, 'bin/sublord'), ['--version']);
  const chart = cli('bin/sublord chart (the birth-chart table)', join(ROOT, 'bin/sublord'), [
    'chart',
    '--date',
    '1990-07-04',
    '--time',
    '10:12',
    '--lat',
    '28.6139',
    '--lon',
    '77.209',
  ]);
  line(
    'bin/sublord chart: ours beyond the floor',
    ms(chart - nodeAlone),
    `floor ${ratio(nodeAlone, 300)} of the 0.3 s target`,
  );
}

// ------------------------------------------------------------------------------------------------
/**
 * The load client: `wrk` (Debian package wrk) when installed, else Node's own http client in this
 * process. Both keep `connections` keep-alive connections busy for `seconds`. wrk is C and takes about
 * 3 % of a core at 1,300 birth charts a second; the Node client takes much of a core of the two the
 * server has (measured on the same server: 822 req/s under wrk, 322-419 under the Node client).
 */
const WRK = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is ENOENT.
    return (error as { code?: string }).code !== 'ENOENT';
  }
})();

/** Answers a second, latency percentiles (ms), answers in all and failures (non-2xx, socket errors). */
type LoadResult = { rps: number; p50: number; p99: number; answers: number; errors: number };

function load(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  return WRK
    ? loadWithWrk(url, init, connections, seconds)
    : loadInProcess(url, init, connections, seconds);
}

async function loadWithWrk(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const script = join(dataDir, 'wrk-request.lua');
  const lua = [
    `wrk.method = ${JSON.stringify(init.method)}`,
    ...Object.entries(init.headers).map(
      ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
    ),
    ...(init.body === undefined ? [] : [`wrk.body = ${JSON.stringify(init.body)}`]),
  ].join('\n');
  writeFileSync(script, `${lua}\n`);
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url],
    { encoding: 'utf8' },
  );
  const msOf = (label: string) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!m) return Number.NaN;
    const unit = m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1;
    return Number(m[1]) * unit;
  };
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
    [...out.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce((n, m) => n + Number(m[2]), 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: msOf('50'),
    p99: msOf('99'),
    answers: Number(/(\d+) requests in /.exec(out)?.[1] ?? Number.NaN),
    errors,
  };
}

/** `connections` keep-alive loops for `seconds`: requests per second and latency percentiles. */
async function loadInProcess(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  connections: number,
  seconds: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const u = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(
        {
          agent,
          host: u.hostname,
          port: u.port,
          path: u.pathname,
          method: init.method,
          headers: init.headers,
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode === 200) latencies.push(performance.now() - t0);
            else errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end(init.body);
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    rps: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    answers: latencies.length + errors,
    errors,
  };
}

if (only.has('http')) {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const c = credentials();
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 12);
  const loadBefore = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const s = await startService('node', NPM_START_ARGS, {
    ...secretEnv,
    WORKERS: '2',
  });
  const headers = { 'x-app-id': c.app_id, 'x-app-secret': c.app_secret };
  const chartInit = {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: BIRTH,
  };
  /**
   * One measured load, with the CPU the service used for it: user + system time of the primary and
   * its workers (every thread: V8's collector and compiler, the compute pool) over the answers in
   * the window. On a shared machine the neighbours take cores from the service and its req/s falls
   * with them; its CPU per answer moves less, so it is the figure to compare between runs, and
   * `cores` says how much of the two the service had.
   */
  const measuredOn = async (service: Service, url: string, init: Parameters<typeof load>[1]) => {
    const processes = [service.pid, ...descendants(service.pid)];
    const cpu = () => processes.reduce((sum, p) => sum + processCpuMs(p), 0);
    const cpu0 = cpu();
    const t0 = performance.now();
    const r = await load(url, init, 50, seconds);
    const cpuMs = cpu() - cpu0;
    const wallMs = performance.now() - t0;
    return { ...r, cpuUsPerAnswer: (1000 * cpuMs) / r.answers, cores: cpuMs / wallMs };
  };
  const measured = (url: string, init: Parameters<typeof load>[1]) => measuredOn(s, url, init);
  // Steady state: measured back to back, the same load gave 840, 1,130, 1,350 and 1,380 req/s in
  // its first four 6 s runs (V8 is still optimizing the chart's code), so the figures follow a warm-up
  // at the same load. The second worker starts once the first listens: connections opened at once
  // all go to the first, and the second was still cold when measured (1,150-1,270 req/s against
  // 1,430-1,510 warmed), so the warm-up opens its connections after a few seconds of light load.
  await load(`${s.url}/api/v1/birth-chart`, chartInit, 4, 3);
  await load(`${s.url}/api/v1/birth-chart`, chartInit, 50, warmUpSeconds);
  const chart = await measured(`${s.url}/api/v1/birth-chart`, chartInit);
  const chartBr = await measured(`${s.url}/api/v1/birth-chart`, {
    ...chartInit,
    headers: { ...chartInit.headers, 'accept-encoding': 'br' },
  });
  const ping = await measured(`${s.url}/api/v1/ping`, { method: 'GET', headers });
  const healthz = await measured(`${s.url}/healthz`, { method: 'GET', headers: {} });
  const bodyBytes = (await (await fetch(`${s.url}/api/v1/birth-chart`, chartInit)).arrayBuffer())
    .byteLength;
  await s.stop();
  // The floor (bench/floor-server.mjs): the same cluster layout, load and body size, spending on
  // each answer, in a busy loop, the CPU the birth chart cost beyond Fastify's /healthz; once
  // without garbage and once allocating about what a chart does (about 400 KB: bench/RESULTS.md,
  // "Chart computation, fourth round").
  const floorCpuUs = Math.max(0, Math.round(chart.cpuUsPerAnswer - healthz.cpuUsPerAnswer));
  const floorRun = async (allocKb: number) => {
    const f = await startService('node', [FLOOR_SERVER], {
      WORKERS: '2',
      CPU_US: String(floorCpuUs),
      BODY_BYTES: String(bodyBytes),
      ALLOC_KB: String(allocKb),
    });
    try {
      await load(`${f.url}/birth-chart`, chartInit, 50, 3);
      return await measuredOn(f, `${f.url}/birth-chart`, chartInit);
    } finally {
      await f.stop();
    }
  };
  const floorBusy = await floorRun(0);
  const floorAlloc = await floorRun(400);
  const loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `\nHTTP on loopback: npm start's node command, WORKERS=2, LOG_LEVEL=warn (the per-request info line off), 50 keep-alive connections, ${seconds} s each after ${warmUpSeconds} s of the same load; load client ${WRK ? 'wrk, one thread (-t1)' : "Node's http in this process (apt-get install wrk for a lighter one)"} on the same 2 cores; load average ${loadBefore} before, ${loadAfter} after.`,
  );
  console.log(
    "  CPU/answer: the service's CPU time (all its processes and threads) per answer; cores: how many of the two it had.",
  );
  const row = (
    label: string,
    r: Awaited<ReturnType<typeof measured>>,
    versus: [string, number] = ['/ping', ping.rps],
  ) =>
    line(
      label,
      `${r.rps.toFixed(0)} req/s`,
      `p50 ${ms(r.p50)}  p99 ${ms(r.p99)}  CPU/answer ${r.cpuUsPerAnswer.toFixed(0)} µs  cores ${r.cores.toFixed(2)}${r.errors ? `  ${r.errors} errors` : ''}  ${ratio(r.rps, versus[1])} of ${versus[0]}`,
    );
  row('POST /api/v1/birth-chart (identity)', chart);
  row('POST /api/v1/birth-chart (Accept-Encoding: br)', chartBr);
  row('GET /api/v1/ping (credentials, subscription, switch, usage)', ping);
  row('GET /healthz (no gate)', healthz);
  line(
    "/ping's gate, CPU per answer (/ping − /healthz)",
    `${(ping.cpuUsPerAnswer - healthz.cpuUsPerAnswer).toFixed(0)} µs`,
  );
  const versusChart: [string, number] = ['the birth chart', chart.rps];
  console.log(
    `  floor: bench/floor-server.mjs (plain node:http, the same cluster layout), ${floorCpuUs} µs of busy loop and ${bodyBytes} bytes per answer:`,
  );
  row('floor: busy loop only', floorBusy, versusChart);
  row('floor: busy loop allocating about 400 KB', floorAlloc, versusChart);
  line(
    'birth chart p99 ÷ floor p99 (busy; allocating)',
    `${ratio(chart.p99, floorBusy.p99)}; ${ratio(chart.p99, floorAlloc.p99)}`,
  );
}

rmSync(dataDir, { recursive: true, force: true });
