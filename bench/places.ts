/**
 * Benchmark: the gazetteer (issue 24 §1). Prints the one-time load (wall and CPU time), the memory
 * it holds in a worker (heap and RSS after a forced GC), and per-query times: typed prefixes as a
 * birth form sends them, the slowest 3-character prefixes, qualified queries, the place check a
 * Birth request runs, and the route's whole use case (search + geo-tz zone per result).
 * Prints figures, asserts nothing.
 *
 *   node --expose-gc --import ./scripts/ts-sources.mjs bench/places.ts
 */
import { performance } from 'node:perf_hooks';
import { placeWarning } from '../src/app/place-check.js';
import { places } from '../src/app/places.js';
import { gazetteerLoaded, searchPlaces } from '../src/geo/gazetteer.js';
import { loadGazetteerColumns } from '../src/geo/gazetteer-data.js';
import { placeKey } from '../src/geo/place-names.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('(run with node --expose-gc for the memory figures)');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss, external: m.external + m.arrayBuffers };
}

const before = memory();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
searchPlaces('a', 1);
const loadWall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const after = memory();
console.log(`loaded: ${gazetteerLoaded()}`);
console.log(
  `load once per worker: ${loadWall.toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU`,
);
console.log(
  `memory held: heap +${mb(after.heap - before.heap)}, external +${mb(after.external - before.external)}, RSS +${mb(after.rss - before.rss)} (RSS ${mb(after.rss)} in this process)`,
);

/** Median, 99th percentile and maximum of per-call times, µs, each call repeated `reps` times. */
function perQuery(label: string, queries: string[], fn: (q: string) => unknown, reps = 20): void {
  const timed: Array<[number, string]> = [];
  for (const q of queries) fn(q); // warm
  // CPU time as well as wall time: on a shared machine the wall clock also counts waiting.
  const cpu0 = process.cpuUsage();
  for (const q of queries) {
    const s = performance.now();
    for (let r = 0; r < reps; r++) fn(q);
    timed.push([((performance.now() - s) / reps) * 1000, q]);
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuPerCall = (cpu.user + cpu.system) / (queries.length * reps);
  timed.sort((a, b) => a[0] - b[0]);
  const times = timed.map((t) => t[0]);
  const at = (p: number) =>
    (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
  console.log(
    `${label}: ${queries.length} queries, CPU mean ${cpuPerCall.toFixed(1)} µs; wall median ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs (${JSON.stringify(timed.at(-1)?.[1])})`,
  );
}

const TOWNS = [
  'Mumbai',
  'Bombay',
  'New Delhi',
  'Chennai',
  'Kolkata',
  'Bengaluru',
  'Hyderabad',
  'Varanasi',
  'Benaras',
  'Ahmedabad',
  'Pune',
  'Jaipur',
  'Lucknow',
  'London',
  'New York',
  'San Francisco',
  'Singapore',
  'Dubai',
  'Toronto',
  'Sydney',
  'São Paulo',
  'Zürich',
  'Kathmandu',
  'Colombo',
];
const typed = TOWNS.flatMap((t) => Array.from({ length: t.length }, (_, i) => t.slice(0, i + 1)));
perQuery('typed prefixes (every prefix of 24 towns), limit 10', typed, (q) => searchPlaces(q, 10));

const columns = loadGazetteerColumns();
const names = Array.from({ length: columns.size }, (_, i) => columns.name.at(i) ?? '');
const threes = [...new Set(names.map((n) => placeKey(n).slice(0, 3)))].filter(
  (p) => p.length === 3,
);
perQuery(`every 3-character prefix in the data, limit 20`, threes, (q) => searchPlaces(q, 20), 3);
const qualified = [
  'London, UK',
  'London, Ontario',
  'Delhi, India',
  's, in',
  'san, us',
  'ma, india',
];
perQuery('qualified queries (incl. 1-2 letters + country)', qualified, (q) => searchPlaces(q, 10));

const births = [
  { place: 'London, UK', latitude: -0.1276, longitude: 51.5072 },
  { place: 'Mumbai', latitude: 19.076, longitude: 72.8777 },
  { place: 'New Delhi, India', latitude: 28.6139, longitude: 77.209 },
  { place: 'Springfield', latitude: 39.8, longitude: -89.64 },
  { place: 'Qqxzv Nagar', latitude: 10, longitude: 10 },
];
perQuery(
  'place check of one Birth object',
  births.map((_, i) => String(i)),
  (i) => placeWarning('place', births[Number(i)] as (typeof births)[number]),
  200,
);

const deps = createComputeDeps(loadConfig());
perQuery('GET /api/v1/places use case (search + zone per result), limit 10', typed, (q) =>
  places(deps, { q }),
);
const final = memory();
console.log(`RSS after geo-tz zones were looked up too: ${mb(final.rss)}`);
