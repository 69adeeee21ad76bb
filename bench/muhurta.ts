/**
 * Benchmark (issue 13): the cost of a 12-month muhurta answer and of /financial/events for 366 days,
 * each as a ratio to castChart measured in the same run (targets: at most 250 and 100 castChart
 * equivalents), and how the cost grows from 1 to 3 years of scan. Prints figures, asserts nothing.
 *
 *   node --import ./scripts/ts-sources.mjs bench/muhurta.ts        (SE files when installed, else Moshier)
 */
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../scripts/mulberry32.js';
import { financialEvents } from '../src/app/financial-events.js';
import { muhurta } from '../src/app/muhurta.js';
import { castChart } from '../src/engine/chart/cast.js';
import { financialCalendar } from '../src/engine/financial/calendar.js';
import type { Ephemeris } from '../src/engine/ports.js';
import { createTransitScanner } from '../src/engine/transit/scanner.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const deps = createComputeDeps(loadConfig());
const eph = deps.ephemeris;
const NOW = '2026-11-23T12:00:00Z';

// Deterministic inputs: mulberry32, seed 13.
const rand = mulberry32(13);

const chartCases = Array.from({ length: 300 }, () => ({
  jd: 2415020 + rand() * 73000,
  lat: -60 + rand() * 120,
  lon: -180 + rand() * 360,
}));
/** One castChart, ms (mean over the 300 cases). */
function castOnce(): number {
  const t = performance.now();
  for (const c of chartCases) castChart(eph, c.jd, c.lat, c.lon, DEFAULT_SETTINGS);
  return (performance.now() - t) / chartCases.length;
}

/**
 * The machine is shared, so its load drifts during a run: each answer is timed between two castChart
 * timings and divided by their mean, and the median of ROUNDS such ratios is reported.
 */
const ROUNDS = 7;
function ratio(fn: () => void): { ms: number; ratio: number } {
  fn(); // warm-up
  const ratios: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const before = castOnce();
    const t = performance.now();
    fn();
    const ms = performance.now() - t;
    const after = castOnce();
    times.push(ms);
    ratios.push(ms / ((before + after) / 2));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return { ms: median(times), ratio: median(ratios) };
}
castOnce(); // warm-up

const randomBirth = () => ({
  birth_date: `19${50 + Math.floor(rand() * 49)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
  birth_time: `1${Math.floor(rand() * 9)}:${10 + Math.floor(rand() * 49)}`,
  latitude: -40 + rand() * 95,
  longitude: -120 + rand() * 260,
});
/** A seeded birth whose natal promise of `event` is not DENIED (a DENIED answer scans nothing). */
function promisedBirth(event: string) {
  for (;;) {
    const birth = randomBirth();
    if (
      muhurta(deps, { birth, event_name: event, max_windows: 1 }, NOW).promise.verdict !== 'DENIED'
    ) {
      return birth;
    }
  }
}
const EVENTS = ['marriage', 'business', 'vehicle', 'job'];
const births = EVENTS.map(promisedBirth);
const m12 = births.map((birth, i) =>
  ratio(() => muhurta(deps, { birth, event_name: EVENTS[i] as string }, NOW)),
);
const ev = ratio(() => financialEvents(deps, { start_date: '2025-01-01', end_date: '2026-01-01' }));

const f = (x: number) => x.toFixed(1);
console.log(`ephemeris: ${eph.mode}`);
for (const [i, m] of m12.entries()) {
  console.log(
    `muhurta, 12 months (${EVENTS[i]}):${' '.repeat(10 - (EVENTS[i] as string).length)}${f(m.ms)} ms = ${f(m.ratio)} castChart (target ≤ 250)`,
  );
}
console.log(
  `financial/events, 366 days:      ${f(ev.ms)} ms = ${f(ev.ratio)} castChart (target ≤ 100)`,
);

/**
 * Ephemeris calls made by one answer, counted through a proxy (a load-independent measure: the
 * machine's other work moves the timings, not these counts).
 */
function countCalls(fn: (d: typeof deps) => void): Record<string, number> {
  const counts: Record<string, number> = {};
  const counting = (e: Ephemeris): Ephemeris =>
    new Proxy(e, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (typeof v !== 'function') return v;
        if (prop === 'withOneEphemeris') {
          return <T>(work: (x: Ephemeris) => T) =>
            target.withOneEphemeris((inner) => work(counting(inner)));
        }
        return (...args: unknown[]) => {
          counts[String(prop)] = (counts[String(prop)] ?? 0) + 1;
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  fn({ ...deps, ephemeris: counting(eph) });
  return counts;
}

const show = (c: Record<string, number>) =>
  Object.entries(c)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
console.log(
  `ephemeris calls, muhurta 12 months (marriage):  ${show(countCalls((d) => muhurta(d, { birth: births[0] as (typeof births)[number], event_name: 'marriage' }, NOW)))}`,
);
console.log(
  `ephemeris calls, financial/events 366 days:     ${show(countCalls((d) => financialEvents(d, { start_date: '2025-01-01', end_date: '2026-01-01' })))}`,
);
console.log('castChart itself: placidus 1, grahas 1 (8 calc_ut), ayanamsa 1');

// Growth: the scan extended by to_date (muhurta) and the calendar engine over 1, 2 and 3 years.
const birth = births[0] as (typeof births)[number];
const start = eph.julianDayUt({ year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
let base = { m: 0, c: 0 };
for (const years of [1, 2, 3]) {
  const toDate = `${2026 + years}-11-22`;
  const m = ratio(() =>
    muhurta(deps, { birth, event_name: 'marriage', to_date: toDate }, NOW),
  ).ratio;
  const c = ratio(() =>
    financialCalendar(createTransitScanner(eph, DEFAULT_SETTINGS), start, start + 365.25 * years),
  ).ratio;
  if (years === 1) base = { m, c };
  const mCalls = countCalls((d) =>
    muhurta(d, { birth, event_name: 'marriage', to_date: toDate }, NOW),
  ).graha;
  const cCalls = countCalls((d) =>
    financialCalendar(
      createTransitScanner(d.ephemeris, DEFAULT_SETTINGS),
      start,
      start + 365.25 * years,
    ),
  ).graha;
  console.log(
    `${years} year(s): muhurta ${f(m)} castChart (×${(m / base.m).toFixed(2)}, ${mCalls} single-graha calls), calendar ${f(c)} castChart (×${(c / base.c).toFixed(2)}, ${cCalls} calls)`,
  );
}

// The high-latitude case of issue 20 §2: latitude -65.6, to_date three years ahead, max_windows 20
// (sunrises were searched with rise_trans between 60° and 66.5°; now computed like everywhere else).
const polar = { birth_date: '1978-11-02', birth_time: '10:12', latitude: -65.6, longitude: -64 };
const polarBody = { birth: polar, event_name: 'vehicle', max_windows: 20, to_date: '2029-11-20' };
const hl = ratio(() => muhurta(deps, polarBody, NOW));
console.log(
  `muhurta, latitude -65.6, 3 years, 20 windows: ${f(hl.ms)} ms = ${f(hl.ratio)} castChart; ${show(countCalls((d) => muhurta(d, polarBody, NOW)))}`,
);
