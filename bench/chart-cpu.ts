/**
 * CPU cost of the birth chart's default body in process (issue 22 §3), timed by process.cpuUsage (user
 * + system: on a shared machine wall time also counts the neighbours' turns on the cores), beside the
 * raw Swiss Ephemeris work of the same births (8 × calc_ut + houses_ex2), round by round
 * (BENCH_ROUNDS): the best of the rounds and the median of the per-round ratios. Asserts nothing.
 *
 * - served: the CLI's direct path (LocalApi: JSON.parse, the route's validator, the handler,
 *   JSON.stringify), bench/serving.ts' "served birth chart, direct";
 * - compute + bytes: birthChartIncluding then jsonBytes (the HTTP path's body, no validation);
 * - compute: birthChartIncluding alone.
 *
 *   node --import ./scripts/ts-sources.mjs bench/chart-cpu.ts
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import ./scripts/ts-sources.mjs bench/chart-cpu.ts
 */
import sweph from 'sweph';
import { mulberry32 } from '../scripts/mulberry32.js';
import { type BirthRequest, birthChartIncluding } from '../src/app/birth-chart.js';
import { LocalApi } from '../src/cli/local-api.js';
import { jsonBytes } from '../src/http/json-bytes.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const deps = createComputeDeps(loadConfig());
const eph = deps.ephemeris;
const N = Number(process.env.BENCH_N ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const TODAY = '2026-11-21';

// Deterministic births: mulberry32, seed 7 (as bench/serving.ts).
const rand = mulberry32(7);
const pad = (n: number) => String(n).padStart(2, '0');
const jds: number[] = [];
const births: BirthRequest[] = Array.from({ length: N }, () => {
  const jd = 2415020 + rand() * 73000;
  jds.push(jd);
  const u = eph.utcFromJulianDay(jd);
  return {
    birth_date: `${u.year}-${pad(u.month)}-${pad(u.day)}`,
    birth_time: `${pad(u.hour)}:${pad(u.minute)}`,
    latitude: Math.round((-60 + rand() * 120) * 1e4) / 1e4,
    longitude: Math.round((-180 + rand() * 360) * 1e4) / 1e4,
    as_of: TODAY,
  };
});
const texts = births.map((b) => JSON.stringify(b));
const api = await LocalApi.open(deps);

/** CPU µs per birth of one pass of fn over the births. */
async function cpu(fn: () => unknown): Promise<number> {
  const c0 = process.cpuUsage();
  await fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / N;
}

const { constants: c } = sweph;
const flags =
  (eph.mode === 'swiss' ? c.SEFLG_SWIEPH : c.SEFLG_MOSEPH) | c.SEFLG_SPEED | c.SEFLG_SIDEREAL;
const bodies = [0, 1, 4, 2, 5, 3, 6, c.SE_MEAN_NODE];
const passes: Record<string, () => unknown> = {
  raw: () => {
    sweph.set_sid_mode(c.SE_SIDM_KRISHNAMURTI, 0, 0);
    births.forEach((b, i) => {
      const jd = jds[i] ?? 0;
      for (const body of bodies) sweph.calc_ut(jd, body, flags);
      sweph.houses_ex2(jd, c.SEFLG_SIDEREAL, b.latitude, b.longitude, 'P');
    });
  },
  served: async () => {
    for (const t of texts) await api.postText('birth-chart', t);
  },
  'compute + bytes': () => {
    for (const b of births) jsonBytes(birthChartIncluding(deps, b, TODAY));
  },
  compute: () => {
    for (const b of births) birthChartIncluding(deps, b, TODAY);
  },
};

for (const pass of Object.values(passes)) await pass(); // warm
const times: Record<string, number[]> = Object.fromEntries(Object.keys(passes).map((k) => [k, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (const [name, pass] of Object.entries(passes)) times[name]?.push(await cpu(pass));
}
if (api.answered.http > 0) console.log(`note: ${api.answered.http} requests took the HTTP path`);
await api.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const raw = times.raw ?? [];
const rawBest = Math.min(...raw);
console.log(
  `node ${process.version}, ${N} random births 1900-2100, CPU time, ${ROUNDS} interleaved rounds`,
);
console.log(`  ${'raw SE work'.padEnd(18)} best ${rawBest.toFixed(1).padStart(7)} µs`);
for (const name of ['served', 'compute + bytes', 'compute']) {
  const xs = times[name] ?? [];
  const best = Math.min(...xs);
  const ratios = xs.map((x, i) => x / (raw[i] ?? 1));
  console.log(
    `  ${name.padEnd(18)} best ${best.toFixed(1).padStart(7)} µs = ${(best / rawBest).toFixed(2)}×` +
      `  median per-round ratio ${median(ratios).toFixed(2)}×`,
  );
}
