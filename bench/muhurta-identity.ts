/**
 * Byte-identity check for cost work on muhurta and the financial endpoints (issue 13): the JSON of 68
 * fixed bodies (muhurta for five births and all ten events, a 3-year scan and a filtered one per
 * birth, /financial/events over five ranges and settings, three financial muhurta answers), written
 * to a file before a change and compared after it. A change that only makes the work cheaper must
 * leave every byte as it was. Not a test: the captured bytes depend on the installed ephemeris.
 *
 *   node --import ./scripts/ts-sources.mjs bench/muhurta-identity.ts capture /tmp/before.json   (before the change)
 *   node --import ./scripts/ts-sources.mjs bench/muhurta-identity.ts compare /tmp/before.json   (after it; exit 1 on a difference)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { financialMuhurta } from '../src/app/financial.js';
import { financialEvents } from '../src/app/financial-events.js';
import { muhurta } from '../src/app/muhurta.js';
import type { AyanamsaId, NodeType } from '../src/engine/types.js';
import { createComputeDeps } from '../src/process/compose.js';
import { loadConfig } from '../src/process/config.js';

const [mode, file] = process.argv.slice(2);
if ((mode !== 'capture' && mode !== 'compare') || file === undefined) {
  console.error('usage: bench/muhurta-identity.ts capture|compare FILE');
  process.exit(2);
}
const deps = createComputeDeps(loadConfig());
const NOW = '2026-11-23T06:30:00Z';
const births = [
  { birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6139, longitude: 77.209 },
  { birth_date: '1985-01-21', birth_time: '23:40', latitude: 40.7128, longitude: -74.006 },
  { birth_date: '1972-11-02', birth_time: '05:05', latitude: -33.87, longitude: 151.21 },
  { birth_date: '1999-05-30', birth_time: '14:30', latitude: 51.5, longitude: -0.12 },
  // Above 60°: the port's sunrise search instead of computed sunrises.
  { birth_date: '1963-09-09', birth_time: '18:00', latitude: 64.1, longitude: -21.9 },
];
const EVENTS = [
  'vehicle',
  'marriage',
  'business',
  'job',
  'property',
  'foreign_travel',
  'education',
  'higher_education',
  'loan',
  'surgery',
];
const out: Record<string, string> = {};
for (const [i, birth] of births.entries()) {
  for (const event_name of EVENTS) {
    out[`muhurta/${i}/${event_name}`] = JSON.stringify(
      muhurta(deps, { birth, event_name, max_windows: 20 }, NOW),
    );
  }
  out[`muhurta-3y/${i}`] = JSON.stringify(
    muhurta(
      deps,
      { birth, event_name: EVENTS[i] as string, to_date: '2029-11-20', max_windows: 20 },
      NOW,
    ),
  );
  out[`muhurta-filtered/${i}`] = JSON.stringify(
    muhurta(
      deps,
      {
        birth,
        event_name: 'marriage',
        from_date: '2027-03-01',
        to_date: '2027-06-30',
        viewer_utc_offset_hours: -7,
      },
      NOW,
    ),
  );
}
const ranges: Array<[string, string, AyanamsaId?, NodeType?]> = [
  ['2025-01-01', '2026-01-01'],
  ['2024-01-01', '2024-12-31', 'lahiri', 'true'],
  ['2031-06-01', '2032-05-31', 'kp_new', 'mean'],
  ['1950-01-01', '1950-12-31', undefined, 'true'],
  ['2026-11-23', '2026-11-23'],
];
for (const [start_date, end_date, ayanamsa, node_type] of ranges) {
  out[`financial-events/${start_date}/${ayanamsa}/${node_type}`] = JSON.stringify(
    financialEvents(deps, {
      start_date,
      end_date,
      ...(ayanamsa ? { ayanamsa } : {}),
      ...(node_type ? { node_type } : {}),
    }),
  );
}
const ACME = {
  birth_date: '2000-03-15',
  birth_time: '09:15',
  latitude: 19.076,
  longitude: 72.8777,
  name: 'Acme',
};
for (const event_name of ['incorporation', 'listing', 'speculation']) {
  out[`financial-muhurta/${event_name}`] = JSON.stringify(
    financialMuhurta(deps, { birth: ACME, event_name }, NOW),
  );
}

if (mode === 'capture') {
  writeFileSync(file, JSON.stringify(out, null, 1));
  console.log(`captured ${Object.keys(out).length} bodies to ${file}`);
} else {
  const before = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(out)])];
  const differ = keys.filter((k) => before[k] !== out[k]);
  for (const k of differ) console.log(`DIFFERS: ${k}`);
  console.log(`${keys.length - differ.length} of ${keys.length} bodies byte-identical`);
  if (differ.length > 0) process.exit(1);
}
