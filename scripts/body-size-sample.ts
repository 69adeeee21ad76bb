/**
 * The default birth-chart body's size over a fixed sample of births (issue 22 §3: "default body at
 * most 64 KB" for every birth, not one). The births are data (no clock, no zone lookup), so the
 * sample is the same on every machine; test/http/body-size-sample.test.ts holds its largest body.
 *
 *   node --import ./scripts/ts-sources.mjs scripts/body-size-sample.ts [N=600]
 *
 * prints the distribution (min, p50, p99, max bytes) and, for the largest and the median body, the
 * bytes of each top-level member and of each prediction field summed over the 18.
 *
 * Births: mulberry32 seed 2211, dates 1900-2100 (day 1-28), any minute, latitudes 66°S..66°N (inside
 * the polar circles, where Placidus cusps exist), longitudes 180°W..180°E, the offset the longitude's
 * nearest hour (so no time-zone data is read), judged on a date 0-90 years after the birth (`as_of`,
 * so the timing is fixed too); then the named edge cases of EDGE_BIRTHS.
 */
import { mulberry32 } from './mulberry32.js';

export interface SampleBirth {
  birth_date: string;
  birth_time: string;
  latitude: number;
  longitude: number;
  utc_offset_hours: number;
  as_of: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Named edge cases: the polar-circle edges, the date line, the range's ends, the golden birth. */
export const EDGE_BIRTHS: Readonly<Record<string, SampleBirth>> = {
  'delhi-1990 (test/golden)': birth('1990-07-04', '10:12', 28.6139, 77.209, 5.5, '2026-11-21'),
  'north 66°, midnight': birth('1975-12-21', '00:00', 66, 25, 2, '2026-11-21'),
  'north 66°, noon': birth('1975-06-21', '12:00', 66, 25, 2, '2026-11-21'),
  'south 66°': birth('2003-03-03', '03:33', -66, -60, -4, '2026-11-21'),
  'date line east': birth('1950-01-15', '23:59', 10, 180, 12, '2026-11-21'),
  'date line west': birth('1950-01-15', '00:01', -10, -180, -12, '2026-11-21'),
  'first day of the range': birth('1900-01-01', '00:00', 0, 0, 0, '1950-01-01'),
  'last day of the range': birth('2100-12-31', '23:59', 51.5, -0.13, 0, '2100-12-31'),
};

function birth(
  birth_date: string,
  birth_time: string,
  latitude: number,
  longitude: number,
  utc_offset_hours: number,
  as_of: string,
): SampleBirth {
  return { birth_date, birth_time, latitude, longitude, utc_offset_hours, as_of };
}

/** `n` seeded births (see the header), then the edge cases, each with a label. */
export function bodySizeSample(n: number, seed = 2211): Array<[string, SampleBirth]> {
  const rand = mulberry32(seed);
  const out: Array<[string, SampleBirth]> = [];
  for (let i = 0; i < n; i++) {
    const year = 1900 + Math.floor(rand() * 201);
    const month = 1 + Math.floor(rand() * 12);
    const day = 1 + Math.floor(rand() * 28);
    const minute = Math.floor(rand() * 1440);
    const latitude = Math.round((-66 + rand() * 132) * 1e4) / 1e4;
    const longitude = Math.round((-180 + rand() * 360) * 1e4) / 1e4;
    const asOfYear = year + Math.floor(rand() * 91);
    out.push([
      `sample ${i}`,
      birth(
        `${year}-${pad(month)}-${pad(day)}`,
        `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
        latitude,
        longitude,
        Math.round(longitude / 15),
        `${asOfYear}-${pad(month)}-${pad(day)}`,
      ),
    ]);
  }
  return [...out, ...Object.entries(EDGE_BIRTHS)];
}

/** The value at quantile q (0-1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

/** Bytes of each top-level member, and of each prediction field summed over the predictions. */
function breakdown(body: Record<string, unknown>) {
  const members = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, bytes(v)]));
  const fields: Record<string, number> = {};
  for (const p of body.predictions as Array<Record<string, unknown>>)
    for (const [k, v] of Object.entries(p)) fields[k] = (fields[k] ?? 0) + bytes(v);
  return { members, fields };
}

async function main() {
  const { birthChartIncluding } = await import('../src/app/birth-chart.js');
  const { withBirthWarnings } = await import('../src/app/birth-warnings.js');
  const { createComputeDeps } = await import('../src/process/compose.js');
  const { resolveEphePath } = await import('../src/process/config.js');
  const { jsonBytes } = await import('../src/http/json-bytes.js');
  const deps = createComputeDeps({
    ephePath: resolveEphePath(process.env.SE_EPHE_PATH),
    zoneinfoDir: '/usr/share/zoneinfo',
  });
  const n = Number(process.argv[2] ?? 600);
  const rows: Array<{ label: string; size: number; body: Record<string, unknown> }> = [];
  for (const [label, b] of bodySizeSample(n)) {
    // As the route answers (routes/v1/birth-chart.ts); `today` is unused with as_of given.
    const body = withBirthWarnings(
      birthChartIncluding(deps, b, '2026-11-27'),
      [['', b]],
      deps.zones,
    );
    rows.push({ label, size: jsonBytes(body).length, body: body as Record<string, unknown> });
  }
  const sorted = rows.map((r) => r.size).sort((a, b) => a - b);
  const kb = (x: number) => `${x} B (${(x / 1024).toFixed(1)} KB)`;
  console.log(
    `${rows.length} births: min ${kb(sorted[0] ?? 0)}, p50 ${kb(quantile(sorted, 0.5))},`,
  );
  console.log(`  p99 ${kb(quantile(sorted, 0.99))}, max ${kb(sorted.at(-1) ?? 0)}`);
  for (const [label] of Object.entries(EDGE_BIRTHS))
    console.log(`  ${label}: ${kb(rows.find((r) => r.label === label)?.size ?? 0)}`);
  const bySize = [...rows].sort((a, b) => a.size - b.size);
  const largest = bySize.at(-1);
  const median = bySize[Math.floor(bySize.length / 2)];
  if (!largest || !median) return;
  const big = breakdown(largest.body);
  const mid = breakdown(median.body);
  console.log(
    `\nlargest: ${largest.label} ${JSON.stringify(bodySizeSample(n).find((x) => x[0] === largest.label)?.[1])}`,
  );
  console.log(`${'member'.padEnd(28)} ${'largest'.padStart(8)} ${'median'.padStart(8)}`);
  for (const k of Object.keys(big.members))
    console.log(
      `${k.padEnd(28)} ${String(big.members[k]).padStart(8)} ${String(mid.members[k] ?? 0).padStart(8)}`,
    );
  console.log(`\nprediction fields, summed over the 18`);
  for (const k of Object.keys(big.fields))
    console.log(
      `${k.padEnd(28)} ${String(big.fields[k]).padStart(8)} ${String(mid.fields[k] ?? 0).padStart(8)}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
