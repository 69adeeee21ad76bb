/**
 * Benchmark (issue 12's "Show"): one question classification, one horary judgment and one TSP read
 * (complete response bodies as JSON, through the use cases the routes call), each as a ratio to
 * castChart measured in the same run over the same random moments and places. Also the horary's
 * stages, so the cost of each part is visible. Rounds are interleaved and the median of the rounds'
 * ratios is printed (on a machine others share, a round's timings see the same load). Prints figures,
 * asserts nothing (issue 12 aims: classification under 0.1 castChart, horary under 3 castCharts).
 *
 *   node --import ./scripts/ts-sources.mjs bench/horary.ts      (BENCH_N=… to change the sample size)
 */
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../scripts/mulberry32.js';
import { horary, horaryCore } from '../src/app/horary.js';
import { tsp } from '../src/app/tsp.js';
import { castChart } from '../src/engine/chart/cast.js';
import { judgeHorary } from '../src/engine/horary/judge.js';
import { dbaWindows, sunTransits, TRANSIT_SCAN_DAYS } from '../src/engine/horary/windows.js';
import { classifyQuestion } from '../src/engine/question/classify.js';
import { createTransitScanner } from '../src/engine/transit/scanner.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const N = Number(process.env.BENCH_N ?? 1000);
const deps = createComputeDeps(loadConfig());
const eph = deps.ephemeris;

// Deterministic inputs: mulberry32, seed 12.
const rand = mulberry32(12);
const QUESTIONS = [
  'Will I get the new job I applied for?',
  'When will I get married?',
  'Will I recover my lost gold ring?',
  'Will my loan be sanctioned this year?',
  'Will I win the court case?',
];
const pad = (n: number) => String(n).padStart(2, '0');
const cases = Array.from({ length: N }, (_, i) => {
  const jd = 2415020 + rand() * 73000; // 1900-2100
  const u = eph.utcFromJulianDay(jd);
  return {
    jd,
    lat: -60 + rand() * 120,
    lon: -180 + rand() * 360,
    date: `${u.year}-${pad(u.month)}-${pad(u.day)}`,
    time: `${pad(u.hour)}:${pad(u.minute)}`,
    horary: 1 + Math.floor(rand() * 249),
    tsp: 1 + Math.floor(rand() * 2193),
    question: QUESTIONS[i % QUESTIONS.length] as string,
  };
});
const horaryBodies = cases.map((c) => ({
  question: c.question,
  horary_number: c.horary,
  judgment_date: c.date,
  judgment_time: c.time,
  latitude: c.lat,
  longitude: c.lon,
  utc_offset_hours: 0,
}));
const tspBodies = cases.map((c) => ({
  tsp_number: c.tsp,
  judgment_date: c.date,
  judgment_time: c.time,
  latitude: c.lat,
  longitude: c.lon,
  utc_offset_hours: 0,
  query: c.question,
}));

function cast(): void {
  for (const c of cases) castChart(eph, c.jd, c.lat, c.lon, DEFAULT_SETTINGS);
}
let promised = 0;
function horaryAll(): void {
  promised = 0;
  for (const b of horaryBodies) {
    const r = horary(deps, b);
    if (r.windows.length > 0) promised++;
    JSON.stringify(r);
  }
}
function tspAll(): void {
  for (const b of tspBodies) JSON.stringify(tsp(deps, b));
}
const cores = horaryBodies.map((b) => horaryCore(deps, b));
function coreAll(): void {
  for (const b of horaryBodies) horaryCore(deps, b);
}
function judgeAll(): void {
  for (const c of cores) judgeHorary(c.chart, c.sig, c.question.event, c.rp);
}

// The nearest window of each promised answer, for the transit stage.
const firsts = cores.flatMap((c) => {
  const j = judgeHorary(c.chart, c.sig, c.question.event, c.rp);
  if (j.verdict === 'DENIED') return [];
  const w = dbaWindows(
    c.chart.positions.Moon.longitude,
    c.moment.jdUt,
    j.requiredSignificators,
    j.fruitfulSignificators,
    365.25,
  )[0];
  return w ? [{ c, j, w }] : [];
});
function transitAll(): void {
  for (const { c, j, w } of firsts) {
    sunTransits(
      createTransitScanner(eph, c.settings),
      w.startJd,
      Math.min(w.endJd, w.startJd + TRANSIT_SCAN_DAYS),
      j.rulingPlanets,
      j.fruitfulSignificators,
    );
  }
}

function classifyAll(): void {
  for (const b of horaryBodies) classifyQuestion(b.question, { inIndia: true });
}

function timeIt(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return (performance.now() - t0) / N;
}

const STAGES = {
  classify: classifyAll,
  horary: horaryAll,
  tsp: tspAll,
  core: coreAll,
  judge: judgeAll,
  transit: transitAll,
};
type Stage = keyof typeof STAGES;
for (const f of [cast, ...Object.values(STAGES)]) f();
const ROUNDS = 5;
const best = { cast: Infinity } as Record<Stage | 'cast', number>;
const ratios = {} as Record<Stage, number[]>;
for (const k of Object.keys(STAGES) as Stage[]) {
  best[k] = Infinity;
  ratios[k] = [];
}
for (let round = 0; round < ROUNDS; round++) {
  for (const [k, fn] of Object.entries(STAGES) as Array<[Stage, () => void]>) {
    const tc = timeIt(cast);
    const t = timeIt(fn);
    best.cast = Math.min(best.cast, tc);
    best[k] = Math.min(best[k], t);
    ratios[k].push(t / tc);
  }
}
const median = (k: Stage) => [...ratios[k]].sort((a, b) => a - b)[ROUNDS >> 1] as number;
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const line = (label: string, k: Stage, note = '') =>
  console.log(
    `${label.padEnd(36)}${us(best[k]).padStart(10)}  ${median(k).toFixed(2)}× castChart${note}`,
  );
console.log(
  `sublord horary/TSP benchmark: ${N} random moments 1900-2100, ephemeris ${eph.mode}; ` +
    `best times, median of ${ROUNDS} interleaved rounds' ratios`,
);
console.log(`${'castChart:'.padEnd(36)}${us(best.cast).padStart(10)}`);
line('classification:', 'classify');
line('horary body as JSON:', 'horary');
line('  of which classify + cast + RPs:', 'core');
line('  of which the judgment:', 'judge');
line(
  '  of which the Sun transit scan:',
  'transit',
  `  (averaged over all ${N}; ${firsts.length} answers had a window to confirm)`,
);
const rest = median('horary') - median('core') - median('judge') - median('transit');
console.log(
  `${'  the rest (windows, presenters, JSON):'.padEnd(46)}  ${rest.toFixed(2)}× castChart` +
    `  (${promised} of ${N} answers had windows)`,
);
line('TSP body as JSON:', 'tsp');
