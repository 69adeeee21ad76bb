/**
 * The 18 natal verdicts for a fixed seeded sample of births: a tool for measuring how a doctrine change
 * moves verdicts (issues 10 and 21).
 *
 *   node --import ./scripts/ts-sources.mjs scripts/kp-verdict-sample.ts [N=50] [as_of=2025-01-01] > /tmp/after.json
 *   node --import ./scripts/ts-sources.mjs scripts/kp-verdict-sample.ts --diff /tmp/before.json /tmp/after.json
 *   node --import ./scripts/ts-sources.mjs scripts/kp-verdict-sample.ts --report [N=1000] [as_of=2025-01-01]
 *
 * The JSON form prints {birth id: {event id: "VERDICT rule"}}. `--report` prints Markdown tables: the
 * DENIED share per event and per rule, and the contradictions of issue 21 §3 (marriage DENIED with
 * divorce promised, education DENIED with higher education promised, job and business both DENIED,
 * and the other dependencies of the catalog).
 *
 * Births (the JSON form): seed 20260410, dates 1940-2010, any clock time, latitudes −50°..60°,
 * longitudes −180°..180°. Births (`--report`): seed 20261126, Indian births: dates 1940-2005, any clock
 * time, latitudes 8°..34° N, longitudes 68°..97° E. UT moments (no time zone is involved); Swiss
 * Ephemeris through the project's adapter. Verdicts as the birth chart gives them (natalJudgments:
 * the dependencies applied), graded at `as_of`.
 */
import { readFileSync } from 'node:fs';
import { jdOfDate } from '../src/app/natal.js';
import { runningAntara, timingPeriods } from '../src/app/present/kp.js';
import { castChart } from '../src/engine/chart/cast.js';
import { significators } from '../src/engine/chart/significators.js';
import { DEFAULT_DASHA_YEAR_DAYS, vimshottari } from '../src/engine/dasha/vimshottari.js';
import { natalJudgments } from '../src/engine/kp/natal.js';
import { DEFAULT_SETTINGS } from '../src/engine/types.js';
import { createComputeDeps } from '../src/process/compose.js';
import { resolveEphePath } from '../src/process/config.js';
import { mulberry32 } from './mulberry32.js';

type Row = Record<string, { verdict: string; rule: string }>;

let computeDeps: ReturnType<typeof createComputeDeps> | null = null;
function deps() {
  computeDeps ??= createComputeDeps({
    ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
    zoneinfoDir: '/usr/share/zoneinfo',
  });
  return computeDeps;
}

/** The birth chart's 18 verdicts for one UT moment and place, graded at `asOf`. */
function judgeBirth(jd: number, lat: number, lon: number, asOf: string): Row {
  const chart = castChart(deps().ephemeris, jd, lat, lon, DEFAULT_SETTINGS);
  const sig = significators(chart);
  const dasha = vimshottari(chart.positions.Moon.longitude, jd, DEFAULT_DASHA_YEAR_DAYS);
  const at = Math.max(jdOfDate(asOf), jd);
  const ctx = { periods: timingPeriods(dasha, at), antara: runningAntara(dasha, at) };
  const row: Row = {};
  for (const j of natalJudgments(chart, sig, ctx))
    row[j.event.id] = { verdict: j.verdict, rule: j.rule };
  return row;
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
  const rnd = mulberry32(20260410);
  const out: Record<string, Record<string, string>> = {};
  for (let i = 0; i < n; i++) {
    const jd = 2429630.5 + rnd() * (2455197.5 - 2429630.5); // 1940-01-01 .. 2010-01-01
    const lat = -50 + rnd() * 110;
    const lon = -180 + rnd() * 360;
    const row = judgeBirth(jd, lat, lon, asOf);
    out[`b${i}`] = Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, `${v.verdict} ${v.rule}`]),
    );
  }
  console.log(JSON.stringify(out, null, 1));
}

/** The seeded Indian births of `--report` (and of test/oracle/kp-dependencies.test.ts). */
export function indianBirths(n: number): { jd: number; lat: number; lon: number }[] {
  const rnd = mulberry32(20261126);
  const out: { jd: number; lat: number; lon: number }[] = [];
  for (let i = 0; i < n; i++) {
    const jd = 2429630.5 + rnd() * (2453371.5 - 2429630.5); // 1940-01-01 .. 2005-01-01
    const lat = 8 + rnd() * 26;
    const lon = 68 + rnd() * 29;
    out.push({ jd, lat, lon });
  }
  return out;
}

const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`;

function report(n: number, asOf: string): void {
  const rows = indianBirths(n).map((b) => judgeBirth(b.jd, b.lat, b.lon, asOf));
  const events = Object.keys(rows[0] ?? {});
  let deniedTotal = 0;
  const perRule = new Map<string, number>();
  console.log(`${n} Indian births (seed 20261126), graded at ${asOf}\n`);
  console.log('| Event | DENIED |\n|---|---|');
  for (const ev of events) {
    const k = rows.filter((r) => r[ev]?.verdict === 'DENIED').length;
    deniedTotal += k;
    for (const r of rows)
      if (r[ev]?.verdict === 'DENIED') perRule.set(r[ev].rule, (perRule.get(r[ev].rule) ?? 0) + 1);
    console.log(`| ${ev} | ${pct(k, n)} |`);
  }
  console.log(`| all ${n * events.length} verdicts | ${pct(deniedTotal, n * events.length)} |\n`);
  console.log('| Rule | DENIED verdicts | share of DENIED |\n|---|---|---|');
  for (const [rule, k] of [...perRule].sort((p, q) => q[1] - p[1]))
    console.log(`| ${rule} | ${k} | ${pct(k, deniedTotal)} |`);
  const denied = (r: Row, e: string) => r[e]?.verdict === 'DENIED';
  const pairs: [string, (r: Row) => boolean][] = [
    ['marriage DENIED and divorce promised', (r) => denied(r, 'marriage') && !denied(r, 'divorce')],
    [
      'education DENIED and higher_education promised',
      (r) => denied(r, 'education') && !denied(r, 'higher_education'),
    ],
    ['job and business both DENIED', (r) => denied(r, 'job') && denied(r, 'business')],
    ['job DENIED and promotion promised', (r) => denied(r, 'job') && !denied(r, 'promotion')],
    [
      'foreign_travel DENIED and foreign_settlement promised',
      (r) => denied(r, 'foreign_travel') && !denied(r, 'foreign_settlement'),
    ],
  ];
  console.log('\n| Contradiction in one response | Births |\n|---|---|');
  for (const [label, f] of pairs) console.log(`| ${label} | ${pct(rows.filter(f).length, n)} |`);
}

const args = process.argv.slice(2);
if (args[0] === '--diff') diff(args[1] ?? '', args[2] ?? '');
else if (args[0] === '--report') report(Number(args[1] ?? 1000), args[2] ?? '2025-01-01');
else sample(Number(args[0] ?? 50), args[1] ?? '2025-01-01');
