/**
 * The 18 natal verdicts for a fixed seeded sample of births: a tool for measuring how a doctrine change
 * moves verdicts (issue 10). Prints one JSON object {birth id: {event id: verdict}} to stdout, or, with
 * `--diff a.json b.json`, counts the verdicts that differ between two such outputs.
 *
 *   node --import ./scripts/ts-sources.mjs scripts/kp-verdict-sample.ts [N=50] [as_of=2025-01-01] > /tmp/after.json
 *   node --import ./scripts/ts-sources.mjs scripts/kp-verdict-sample.ts --diff /tmp/before.json /tmp/after.json
 *
 * Births: seed 20260410, dates 1940-2010, any clock time, latitudes −50°..60°, longitudes −180°..180°
 * (UT moments; no time zone is involved). Swiss Ephemeris through the project's adapter.
 */
import { readFileSync } from 'node:fs';
import { jdOfDate } from '../src/app/natal.js';
import { timingPeriods } from '../src/app/present/kp.js';
import { createComputeDeps } from '../src/compose.js';
import { resolveEphePath } from '../src/config.js';
import { castChart } from '../src/engine/chart/cast.js';
import { significators } from '../src/engine/chart/significators.js';
import { DEFAULT_DASHA_YEAR_DAYS, vimshottari } from '../src/engine/dasha/vimshottari.js';
import { NATAL_EVENTS } from '../src/engine/kp/events.js';
import { judgePromise } from '../src/engine/kp/promise.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';

/** mulberry32: a small deterministic PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function diff(a: string, b: string): void {
  const x = JSON.parse(readFileSync(a, 'utf8')) as Record<string, Record<string, string>>;
  const y = JSON.parse(readFileSync(b, 'utf8')) as Record<string, Record<string, string>>;
  let total = 0;
  let changed = 0;
  const transitions = new Map<string, number>();
  const perEvent = new Map<string, number>();
  for (const [id, verdicts] of Object.entries(x)) {
    for (const [ev, v] of Object.entries(verdicts)) {
      total++;
      const w = y[id]?.[ev];
      if (w !== v) {
        changed++;
        const k = `${v} → ${w}`;
        transitions.set(k, (transitions.get(k) ?? 0) + 1);
        perEvent.set(ev, (perEvent.get(ev) ?? 0) + 1);
      }
    }
  }
  console.log(`${changed} of ${total} verdicts changed`);
  for (const [k, n] of [...transitions].sort((p, q) => q[1] - p[1])) console.log(`  ${n}\t${k}`);
  console.log('per event:', Object.fromEntries(perEvent));
}

function sample(n: number, asOf: string): void {
  const deps = createComputeDeps({
    ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
    zoneinfoDir: '/usr/share/zoneinfo',
  });
  const eph = deps.ephemeris;
  const rnd = prng(20260410);
  const out: Record<string, Record<string, string>> = {};
  for (let i = 0; i < n; i++) {
    const jd = 2429630.5 + rnd() * (2455197.5 - 2429630.5); // 1940-01-01 .. 2010-01-01
    const lat = -50 + rnd() * 110;
    const lon = -180 + rnd() * 360;
    const chart = castChart(eph, jd, lat, lon, DEFAULT_SETTINGS);
    const sig = significators(chart);
    const dasha = vimshottari(chart.positions.Moon.longitude, jd, DEFAULT_DASHA_YEAR_DAYS);
    const periods = timingPeriods(dasha, Math.max(jdOfDate(asOf), jd));
    const row: Record<string, string> = {};
    for (const ev of NATAL_EVENTS) row[ev.id] = judgePromise(chart, sig, ev, { periods }).verdict;
    out[`b${i}`] = row;
  }
  console.log(JSON.stringify(out, null, 1));
}

const args = process.argv.slice(2);
if (args[0] === '--diff') diff(args[1] ?? '', args[2] ?? '');
else sample(Number(args[0] ?? 50), args[1] ?? '2025-01-01');
