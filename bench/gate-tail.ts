/**
 * Where the HTTP birth chart's tail comes from (issue 22 §3): the load of bench/serving.ts' http
 * section (npm start's node command, WORKERS=2, wrk -t1 at 50 keep-alive connections, 12 s warm-up)
 * with bench/tail-probe.mjs preloaded into the service, which counts per worker the connections and
 * requests it took, the event-loop stalls and the GC pauses. With STRACE=1 the measured window also
 * runs under `strace -f -e trace=fsync,fdatasync -T` on the workers (which slows them: compare
 * fsync counts from such runs, not their latencies). Each round then loads GET /api/v1/ping (the gate
 * alone: credentials, subscription, switch, usage) and GET /healthz (no gate) the same way, and
 * prints the CPU an answer of each and their difference, the gate's CPU per call (issue 38). Prints
 * figures; it passes or fails nothing. BENCH_ROOT names another checkout to measure instead of this
 * one (bench/npm-start.ts; bench/pairs.ts alternates two).
 *
 *   npm run build && node --import ./scripts/ts-sources.mjs bench/gate-tail.ts
 *   BENCH_ROUNDS=3 BENCH_SECONDS=8 STRACE=1 node --import ./scripts/ts-sources.mjs bench/gate-tail.ts
 *   BENCH_NODE_FLAGS=--single-threaded-gc node --import ./scripts/ts-sources.mjs bench/gate-tail.ts
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { NPM_START_ARGS, ROOT, waitHealthy } from './npm-start.js';
import { cpuMs, tree } from './processes.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const STRACE = process.env.STRACE === '1';

const dataDir = mkdtempSync(join(tmpdir(), 'sublord-tail-'));
const probeDir = join(dataDir, 'probe');
execFileSync('mkdir', ['-p', probeDir]);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SUBLORD_SECRET_KEY: 'bench-server-key-0123456789abcdef-0123456789abcdef',
  LOG_LEVEL: 'warn',
  WORKERS: '2',
};
const cli = (...a: string[]) =>
  execFileSync(join(ROOT, 'bin/sublord'), a, { env, encoding: 'utf8' });
const creds = JSON.parse(cli('dev-app', '--json')) as { app_id: string; app_secret: string };
cli('app', 'limits', creds.app_id, '--per-minute', '1000000000', '--per-day', '1000000000');

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const a = s.address();
    s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
  });
});
// Extra node flags for the service (the cluster's workers inherit them: node:cluster forks with the
// primary's execArgv), e.g. BENCH_NODE_FLAGS=--single-threaded-gc, which NODE_OPTIONS refuses.
const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const service = spawn(process.execPath, [...extraFlags, ...NPM_START_ARGS], {
  cwd: ROOT,
  env: {
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    TAIL_PROBE_DIR: probeDir,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${new URL('./tail-probe.mjs', import.meta.url).pathname}`,
  },
  stdio: 'ignore',
  detached: true,
});
const url = `http://127.0.0.1:${port}`;
await waitHealthy(url, 'gate-tail');

const script = join(dataDir, 'chart.lua');
writeFileSync(
  script,
  [
    'wrk.method = "POST"',
    `wrk.headers["x-app-id"] = ${JSON.stringify(creds.app_id)}`,
    `wrk.headers["x-app-secret"] = ${JSON.stringify(creds.app_secret)}`,
    'wrk.headers["content-type"] = "application/json"',
    `wrk.body = ${JSON.stringify(JSON.stringify({ birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6139, longitude: 77.209 }))}`,
    '',
  ].join('\n'),
);
const pingScript = join(dataDir, 'ping.lua');
writeFileSync(
  pingScript,
  [
    `wrk.headers["x-app-id"] = ${JSON.stringify(creds.app_id)}`,
    `wrk.headers["x-app-secret"] = ${JSON.stringify(creds.app_secret)}`,
    '',
  ].join('\n'),
);
function wrk(connections: number, seconds: number, target = 'chart') {
  const [lua, path] =
    target === 'chart'
      ? [['-s', script], '/api/v1/birth-chart']
      : target === 'ping'
        ? [['-s', pingScript], '/api/v1/ping']
        : [[], '/healthz'];
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...lua, `${url}${path}`],
    { encoding: 'utf8' },
  );
  const msOf = (label: string) => {
    const m = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    return m ? Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1) : Number.NaN;
  };
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    answers: Number(/(\d+) requests in /.exec(out)?.[1]),
    p50: msOf('50'),
    p75: msOf('75'),
    p90: msOf('90'),
    p99: msOf('99'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}
type Probe = {
  pid: number;
  sockets: number;
  requests: number;
  stalls: Record<string, number>;
  stallMaxMs: number;
  gc: Record<string, number>;
};
function probes(): Map<number, Probe> {
  const m = new Map<number, Probe>();
  for (const f of readdirSync(probeDir).filter((n) => n.endsWith('.json'))) {
    const p = JSON.parse(readFileSync(join(probeDir, f), 'utf8')) as Probe;
    m.set(p.pid, p);
  }
  return m;
}
const minus = (a: Record<string, number>, b: Record<string, number> | undefined) =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v - (b?.[k] ?? 0)]));

wrk(4, 3);
wrk(50, WARM_UP_SECONDS);
const pids = tree(service.pid ?? 0);
const wal = join(dataDir, 'sublord.db-wal');
console.log(
  `gate-tail: WORKERS=2, wrk -t1 -c50, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up, ${ROUNDS} round(s)${STRACE ? ', under strace' : ''}${extraFlags.length ? `, node ${extraFlags.join(' ')}` : ''}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; node ${process.version}`,
);
try {
  for (let round = 1; round <= ROUNDS; round++) {
    await new Promise((r) => setTimeout(r, 400));
    const before = probes();
    const cpu0 = pids.reduce((s, p) => s + cpuMs(p), 0);
    const workers = [...before.values()].filter((p) => p.requests > 0).map((p) => p.pid);
    let tracer: ChildProcess | null = null;
    const traceFile = join(dataDir, `strace-${round}.txt`);
    if (STRACE) {
      tracer = spawn(
        'strace',
        [
          '-f',
          '-T',
          '-e',
          'trace=fsync,fdatasync',
          '-o',
          traceFile,
          ...workers.flatMap((p) => ['-p', String(p)]),
        ],
        { stdio: 'ignore' },
      );
      await new Promise((r) => setTimeout(r, 500));
    }
    const r = wrk(50, SECONDS);
    if (tracer) {
      tracer.kill('SIGINT');
      await new Promise((res) => tracer?.once('exit', res));
    }
    const cpu = pids.reduce((s, p) => s + cpuMs(p), 0) - cpu0;
    await new Promise((res) => setTimeout(res, 400));
    const after = probes();
    console.log(
      `round ${round}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p75 ${r.p75.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (p99/p50 ${(r.p99 / r.p50).toFixed(2)}), CPU/answer ${((1000 * cpu) / r.answers).toFixed(0)} µs${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}; WAL ${existsSync(wal) ? (statSync(wal).size / 1024).toFixed(0) : 0} KB`,
    );
    for (const pid of workers) {
      const a = after.get(pid);
      const b = before.get(pid);
      if (!a || !b) continue;
      const st = minus(a.stalls, b.stalls);
      const gc = minus(a.gc, b.gc);
      console.log(
        `  worker ${pid}: connections ${a.sockets - b.sockets} (since start ${a.sockets}), requests ${a.requests - b.requests}; loop stalls ${JSON.stringify(st)} (max since start ${a.stallMaxMs.toFixed(0)} ms); GC ${gc.pauses} pauses ${gc.ms?.toFixed(0)} ms, ${gc['>=5ms']} ≥5 ms, ${gc['>=10ms']} ≥10 ms, ${gc['>=25ms']} ≥25 ms`,
      );
    }
    if (STRACE && existsSync(traceFile)) {
      const lines = readFileSync(traceFile, 'utf8').split('\n');
      for (const pid of workers) {
        const mine = lines
          .filter((l) => l.startsWith(`${pid} `) && /<([\d.]+)>/.test(l))
          .map((l) => 1000 * Number(/<([\d.]+)>\s*$/.exec(l)?.[1] ?? 0));
        const total = mine.reduce((s, x) => s + x, 0);
        console.log(
          `  worker ${pid} main thread: ${mine.length} fsync/fdatasync, ${total.toFixed(0)} ms in all, max ${Math.max(0, ...mine).toFixed(1)} ms`,
        );
      }
      const others = lines.filter(
        (l) => /fsync|fdatasync/.test(l) && !workers.some((p) => l.startsWith(`${p} `)),
      );
      console.log(`  other threads: ${others.length} fsync/fdatasync`);
    }
    // The gate alone: /ping against /healthz, the same load, the service's CPU an answer of each.
    const cpuPerAnswer = (target: string) => {
      const c0 = pids.reduce((sum, p) => sum + cpuMs(p), 0);
      const w = wrk(50, SECONDS, target);
      const c = pids.reduce((sum, p) => sum + cpuMs(p), 0) - c0;
      return { rps: w.rps, us: (1000 * c) / w.answers, non2xx: w.non2xx };
    };
    const ping = cpuPerAnswer('ping');
    const healthz = cpuPerAnswer('healthz');
    const line = (name: string, m: typeof ping) =>
      `${name}: ${m.rps.toFixed(0)} req/s, CPU/answer ${m.us.toFixed(0)} µs${m.non2xx ? `, ${m.non2xx} non-2xx` : ''}`;
    console.log(
      `  ${line('/ping', ping)}; ${line('/healthz', healthz)}; /ping's gate ${(ping.us - healthz.us).toFixed(0)} µs`,
    );
  }
} finally {
  process.kill(-(service.pid ?? 0), 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  rmSync(dataDir, { recursive: true, force: true });
}
