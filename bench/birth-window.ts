/**
 * Cost of birth_time_uncertainty_minutes (issue 35 §3): the birth chart's default body computed with the
 * window's distribution (kp/birth-window.ts) beside the plain body, the same births, in alternating
 * rounds (so a neighbour's load on a shared machine hits both sides), CPU time by process.cpuUsage. Also
 * the pieces the window is cut into. Prints figures and ratios; asserts nothing.
 *
 *   node --import ./scripts/ts-sources.mjs bench/birth-window.ts
 */
import { mulberry32 } from '../scripts/mulberry32.js';
import { type BirthRequest, birthChartIncluding } from '../src/app/birth-chart.js';
import { castChart } from '../src/engine/chart/cast.js';
import { windowPieces } from '../src/engine/kp/birth-window.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const deps = createComputeDeps(loadConfig());
const N = Number(process.env.BENCH_N ?? 60);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const rand = mulberry32(35);
const pad = (n: number) => String(n).padStart(2, '0');
const jds: Array<{ jd: number; lat: number; lon: number }> = [];
const births: BirthRequest[] = Array.from({ length: N }, () => {
  const jd = 2429630.5 + rand() * 23741;
  const lat = Math.round((8 + rand() * 26) * 1e4) / 1e4;
  const lon = Math.round((68 + rand() * 29) * 1e4) / 1e4;
  jds.push({ jd, lat, lon });
  const u = deps.ephemeris.utcFromJulianDay(jd);
  return {
    birth_date: `${u.year}-${pad(u.month)}-${pad(u.day)}`,
    birth_time: `${pad(u.hour)}:${pad(u.minute)}`,
    latitude: lat,
    longitude: lon,
    utc_offset_hours: 0,
    as_of: '2026-01-01',
  };
});

function cpu(minutes: number | undefined): number {
  const c0 = process.cpuUsage();
  for (const b of births)
    birthChartIncluding(
      deps,
      minutes === undefined ? b : { ...b, birth_time_uncertainty_minutes: minutes },
      '2026-01-01',
    );
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / N;
}

const sides = [undefined, 0, 5, 15, 30] as const;
cpu(undefined); // warm-up
const results = new Map<string, number[]>();
for (let r = 0; r < ROUNDS; r++)
  for (const m of sides) {
    const key = m === undefined ? 'plain' : `±${m} min`;
    results.set(key, [...(results.get(key) ?? []), cpu(m)]);
  }
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const plain = median(results.get('plain') ?? []);
console.log(
  `birth chart, ${N} Indian births, ${ROUNDS} alternating rounds, CPU µs per chart (median):`,
);
for (const [k, xs] of results)
  console.log(
    `  ${k.padEnd(9)} ${median(xs).toFixed(0).padStart(7)} µs  ×${(median(xs) / plain).toFixed(2)}`,
  );
for (const m of [5, 15, 30]) {
  const pieces = jds.map((b) => {
    const chart = castChart(deps.ephemeris, b.jd, b.lat, b.lon, DEFAULT_SETTINGS);
    return windowPieces(deps.ephemeris, chart, m).length;
  });
  console.log(`  pieces of ±${m} min: median ${median(pieces)}, max ${Math.max(...pieces)}`);
}
