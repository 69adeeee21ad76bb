/**
 * Before and after in one run: a benchmark of this checkout run alternately against another
 * checkout (BENCH_BASE, with its own `npm ci` and build) and this one, in pairs whose order flips
 * each time (base, this; this, base; …), so the load of a shared machine falls on both sides alike.
 * The benchmark measures the checkout named by BENCH_ROOT (bench/npm-start.ts): bench/gate-tail.ts
 * and bench/quota-store.ts do. Prints each run, then each figure's values on both sides, their
 * medians and the ratio after/before; it passes or fails nothing.
 *
 *   BENCH_BASE=/tmp/base node --import ./scripts/ts-sources.mjs bench/pairs.ts [pairs] -- bench/gate-tail.ts
 *   BENCH_BASE=/tmp/base node --import ./scripts/ts-sources.mjs bench/pairs.ts 3 -- bench/quota-store.ts 5000
 *
 * A base checkout: `git worktree add /tmp/base <commit> && (cd /tmp/base && npm ci)`.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

const separator = process.argv.indexOf('--');
const pairs = Number(separator > 2 ? process.argv[2] : 3);
const [script, ...scriptArgs] = separator >= 0 ? process.argv.slice(separator + 1) : [];
const base = process.env.BENCH_BASE;
if (!script || !base) {
  throw new Error('usage: BENCH_BASE=DIR bench/pairs.ts [pairs] -- bench/SCRIPT.ts [args]');
}
const here = new URL('../', import.meta.url).pathname;
const sides = { before: resolve(base), after: resolve(here) } as const;
type Side = keyof typeof sides;

const commit = (dir: string) =>
  execFileSync('git', ['-C', dir, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' })
    .trim()
    .slice(0, 100);
console.log(`pairs: ${pairs} × ${script} ${scriptArgs.join(' ')}`);
for (const [side, dir] of Object.entries(sides)) console.log(`  ${side}: ${dir} (${commit(dir)})`);

/** Figures read from a run's output: a name and a number (the line patterns of the benchmarks). */
const FIGURES: [RegExp, (m: RegExpExecArray) => [string, number][]][] = [
  [
    /round \d+: (\d+) req\/s, p50 ([\d.]+) ms.*p99 ([\d.]+) ms.*CPU\/answer (\d+) µs/,
    (m) => [
      ['birth chart: answers a second', Number(m[1])],
      ['birth chart: p50 ms', Number(m[2])],
      ['birth chart: p99 ms', Number(m[3])],
      ['birth chart: CPU µs an answer', Number(m[4])],
    ],
  ],
  [
    /\/ping: (\d+) req\/s, CPU\/answer (\d+) µs.*\/healthz: (\d+) req\/s, CPU\/answer (\d+) µs.*gate (-?\d+) µs/,
    (m) => [
      ['/ping: answers a second', Number(m[1])],
      ['/ping: CPU µs an answer', Number(m[2])],
      ['/healthz: answers a second', Number(m[3])],
      ['/healthz: CPU µs an answer', Number(m[4])],
      ["/ping's gate: CPU µs a call", Number(m[5])],
    ],
  ],
  [
    /^(\[\d\] .+?)\s+([\d.]+) µs per request \(CPU ([\d.]+) µs\)/,
    (m) => [
      [`${m[1]}: wall µs`, Number(m[2])],
      [`${m[1]}: CPU µs`, Number(m[3])],
    ],
  ],
  // Any benchmark's summary line: `figure: <name> = <number>` (bench/gate-cost.ts).
  [/^figure: (.+?) = (-?[\d.]+)/, (m) => [[m[1] ?? '', Number(m[2])]]],
  [
    /^(\d+ processes on one file.*?)\s+([\d.]+) µs per request/,
    (m) => [[`${m[1]} µs`, Number(m[2])]],
  ],
];

const values = new Map<string, Record<Side, number[]>>();
function run(side: Side, pair: number): void {
  const load = loadavg()[0]?.toFixed(2);
  const out = execFileSync(
    process.execPath,
    ['--import', `${here}scripts/ts-sources.mjs`, `${here}${script}`, ...scriptArgs],
    { cwd: here, env: { ...process.env, BENCH_ROOT: sides[side] }, encoding: 'utf8' },
  );
  console.log(`\n--- pair ${pair}, ${side} (load ${load}) ---\n${out.trimEnd()}`);
  for (const line of out.split('\n')) {
    for (const [pattern, read] of FIGURES) {
      const m = pattern.exec(line.trim());
      if (!m) continue;
      for (const [name, value] of read(m)) {
        const entry = values.get(name) ?? { before: [], after: [] };
        entry[side].push(value);
        values.set(name, entry);
      }
    }
  }
}

for (let pair = 1; pair <= pairs; pair++) {
  const order: Side[] = pair % 2 === 1 ? ['before', 'after'] : ['after', 'before'];
  for (const side of order) run(side, pair);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const show = (xs: number[]) => xs.map((x) => (Number.isInteger(x) ? x : x.toFixed(1))).join(' / ');
console.log(
  '\nfigure | before (each run) | after (each run) | median before → after | after/before',
);
for (const [name, v] of values) {
  const b = median(v.before);
  const a = median(v.after);
  console.log(
    `${name} | ${show(v.before)} | ${show(v.after)} | ${b.toFixed(1)} → ${a.toFixed(1)} | ${(a / b).toFixed(3)}`,
  );
}
