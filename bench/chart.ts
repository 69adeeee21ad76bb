/**
 * Benchmark: time to cast a chart (sublord's engine through the adapter) and to build a complete
 * birth-chart body, each as a ratio to the raw Swiss Ephemeris calls the same chart needs (8 calc_ut +
 * houses_ex2), measured in the same run over the same random instants. Prints figures, asserts nothing.
 *
 *   npm run bench            (SE files when installed, else Moshier)
 */
import { performance } from 'node:perf_hooks';
import sweph from 'sweph';
import { mulberry32 } from '../scripts/mulberry32.js';
import { birthChart } from '../src/app/birth-chart.js';
import { type Natal, natal } from '../src/app/natal.js';
import { timingPeriods } from '../src/app/present/kp.js';
import { layoutRecord } from '../src/app/present/layout.js';
import { vedicBlocks } from '../src/app/present/vedic.js';
import { castChart } from '../src/engine/chart/cast.js';
import { chartLayout } from '../src/engine/chart/layout.js';
import { NATAL_EVENTS } from '../src/engine/kp/events.js';
import { judgePromise } from '../src/engine/kp/promise.js';
import { cuspSensitivity } from '../src/engine/kp/sensitivity.js';
import { hinduWeekday } from '../src/engine/kp/weekday.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const N = Number(process.env.BENCH_N ?? 3000);
const config = loadConfig();
const deps = createComputeDeps(config);
const eph = deps.ephemeris;

// Deterministic inputs: mulberry32, seed 7.
const rand = mulberry32(7);
const cases = Array.from({ length: N }, () => ({
  jd: 2415020 + rand() * 73000, // 1900-2100
  lat: -60 + rand() * 120,
  lon: -180 + rand() * 360,
}));

const { constants } = sweph;
const flags =
  (eph.mode === 'swiss' ? constants.SEFLG_SWIEPH : constants.SEFLG_MOSEPH) |
  constants.SEFLG_SPEED |
  constants.SEFLG_SIDEREAL;
const bodies = [0, 1, 4, 2, 5, 3, 6, constants.SE_MEAN_NODE];

function raw(): void {
  sweph.set_sid_mode(constants.SE_SIDM_KRISHNAMURTI, 0, 0);
  for (const c of cases) {
    for (const b of bodies) sweph.calc_ut(c.jd, b, flags);
    sweph.houses_ex2(c.jd, constants.SEFLG_SIDEREAL, c.lat, c.lon, 'P');
  }
}
function cast(): void {
  for (const c of cases) castChart(eph, c.jd, c.lat, c.lon, DEFAULT_SETTINGS);
}
const bodiesIn = cases.map((c) => {
  const u = eph.utcFromJulianDay(c.jd);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    birth_date: `${u.year}-${pad(u.month)}-${pad(u.day)}`,
    birth_time: `${pad(u.hour)}:${pad(u.minute)}`,
    latitude: c.lat,
    longitude: c.lon,
    utc_offset_hours: 0,
    as_of: '2026-11-21',
  };
});
function body(): void {
  for (const b of bodiesIn) JSON.stringify(birthChart(deps, b, '2026-11-21'));
}

// Where the body's time goes, stage by stage, on the same births.
// Results kept alive while a loop is timed make V8 pretenure their allocation sites (allocate them
// straight in old space): built before the timing, the stages' inputs made the body ~25 % and natal
// ~2x dearer than in a server, where a response's objects die young. They are built after the body
// and natal are timed.
let natals: Natal[] = [];
let bodyObjects: object[] = [];
function buildBodies(): void {
  bodyObjects = bodiesIn.slice(0, 200).map((b) => birthChart(deps, b, '2026-11-21'));
}
function buildStageInputs(): void {
  natals = bodiesIn.map((b) => natal(deps, b, '2026-11-21'));
  buildBodies();
}
const NATAL_STAGE = 'natal (moment, chart, significators, dasha, meta)';
const stages: Array<[string, () => void]> = [
  [
    NATAL_STAGE,
    () => {
      for (const b of bodiesIn) natal(deps, b, '2026-11-21');
    },
  ],
  [
    '18 predictions',
    () => {
      for (const n of natals) {
        const periods = timingPeriods(n.dasha, n.asOfJd);
        // A fresh Significators object, as in a request: the judgment's per-chart values
        // (promise-inputs.ts) are remembered per object and would otherwise carry over between runs.
        const sig = { ...n.sig };
        for (const e of NATAL_EVENTS) judgePromise(n.chart, sig, e, { periods });
      }
    },
  ],
  [
    'birth-time sensitivity',
    () => {
      for (const n of natals) cuspSensitivity(eph, n.chart);
    },
  ],
  [
    'Hindu weekday (sunrise search only near sunrise)',
    () => {
      for (const n of natals)
        hinduWeekday(eph, n.chart, n.moment.jdUt, n.body.latitude, n.body.longitude);
    },
  ],
  [
    'chart_layout',
    () => {
      for (const n of natals) layoutRecord(chartLayout(n.chart));
    },
  ],
  [
    'vedic_bhava and doshas',
    () => {
      for (const n of natals) vedicBlocks(deps, n.chart, n.dasha, n.asOfJd, 0, true);
    },
  ],
  [
    'JSON.stringify of the body',
    () => {
      for (const b of bodyObjects) JSON.stringify(b);
    },
  ],
];

function timeIt(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return (performance.now() - t0) / N;
}

// Warm up, then interleave three rounds and keep each one's best.
for (const f of [raw, cast, body]) f();
const best = { raw: Infinity, cast: Infinity, body: Infinity };
for (let round = 0; round < 3; round++) {
  best.raw = Math.min(best.raw, timeIt(raw));
  best.cast = Math.min(best.cast, timeIt(cast));
  best.body = Math.min(best.body, timeIt(body));
}
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
console.log(
  `sublord chart benchmark: ${N} random charts 1900-2100, ephemeris ${eph.mode}, ayanamsa kp`,
);
console.log(`raw Swiss Ephemeris (8 × calc_ut + houses_ex2): ${us(best.raw)} per chart`);
console.log(
  `castChart (positions, cusps, lords, houses):  ${us(best.cast)} per chart  ratio ${(best.cast / best.raw).toFixed(2)}×`,
);
console.log(
  `complete birth-chart body as JSON: ${us(best.body)} per chart  ratio ${(best.body / best.raw).toFixed(2)}×`,
);
console.log('where the body’s time goes:');
for (const [name, fn] of stages) {
  if (name !== NATAL_STAGE && natals.length === 0) buildStageInputs();
  const n = name.startsWith('JSON') ? bodyObjects.length : N;
  fn();
  // Fresh bodies for the timed pass: a body's text fields are ropes (template literals) until its
  // first JSON.stringify flattens them, and a served body is always serialized fresh.
  if (name.startsWith('JSON')) buildBodies();
  const t0 = performance.now();
  fn();
  const per = (performance.now() - t0) / n;
  console.log(`  ${name.padEnd(52)} ${us(per).padStart(10)}  ${(per / best.raw).toFixed(2)}× raw`);
}
