/**
 * CPU cost of the birth chart's default body in process (issue 22 §3): births are built with
 * birthChartIncluding and written with jsonBytes, the work of a served chart past validation, timed by
 * process.cpuUsage (user + system: steadier than wall time on a shared machine), best of BENCH_ROUNDS,
 * beside the raw Swiss Ephemeris work of the same births (8 × calc_ut + houses_ex2). Asserts nothing.
 *
 *   node --import ./scripts/ts-sources.mjs bench/chart-cpu.ts
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import ./scripts/ts-sources.mjs bench/chart-cpu.ts
 */
import sweph from 'sweph';
import { type BirthRequest, birthChartIncluding } from '../src/app/birth-chart.js';
import { createComputeDeps } from '../src/compose.js';
import { loadConfig } from '../src/config.js';
import { jsonBytes } from '../src/http/json-bytes.js';

const deps = createComputeDeps(loadConfig());
const eph = deps.ephemeris;
const N = Number(process.env.BENCH_N ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

// Deterministic births: mulberry32, seed 7 (as bench/serving.ts).
let seed = 7;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
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
    as_of: '2026-11-21',
  };
});

const cpuMs = (fn: () => void) => {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

const { constants: c } = sweph;
const flags =
  (eph.mode === 'swiss' ? c.SEFLG_SWIEPH : c.SEFLG_MOSEPH) | c.SEFLG_SPEED | c.SEFLG_SIDEREAL;
const bodies = [0, 1, 4, 2, 5, 3, 6, c.SE_MEAN_NODE];
const raw = () => {
  sweph.set_sid_mode(c.SE_SIDM_KRISHNAMURTI, 0, 0);
  births.forEach((b, i) => {
    const x = jds[i] ?? 0;
    for (const body of bodies) sweph.calc_ut(x, body, flags);
    sweph.houses_ex2(x, c.SEFLG_SIDEREAL, b.latitude, b.longitude, 'P');
  });
};
let bytes = 0;
const chart = () => {
  for (const b of births) bytes += jsonBytes(birthChartIncluding(deps, b, '2026-11-21')).length;
};
const compute = () => {
  for (const b of births) birthChartIncluding(deps, b, '2026-11-21');
};

chart(); // warm
let bestRaw = Infinity;
let bestChart = Infinity;
let bestCompute = Infinity;
for (let r = 0; r < ROUNDS; r++) {
  bestRaw = Math.min(bestRaw, cpuMs(raw));
  bestChart = Math.min(bestChart, cpuMs(chart));
  bestCompute = Math.min(bestCompute, cpuMs(compute));
}
const us = (ms: number) => `${((ms * 1000) / N).toFixed(1)} µs`;
console.log(`node ${process.version}, ${N} births, CPU time best of ${ROUNDS}`);
console.log(`  raw SE work             ${us(bestRaw)}`);
console.log(`  chart compute + bytes   ${us(bestChart)}  ${(bestChart / bestRaw).toFixed(2)}×`);
console.log(`  chart compute alone     ${us(bestCompute)}  ${(bestCompute / bestRaw).toFixed(2)}×`);
console.log(`  mean body ${(bytes / N / (ROUNDS + 1) / 1024).toFixed(1)} KB`);
