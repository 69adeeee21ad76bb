/** Use case: POST /api/v1/cuspal-interlinks (body: the birth-chart body). */
import { cuspalInterlinks as interlinks } from '../engine/kp/interlinks.js';
import type { LabelKind } from '../engine/lang/labels.js';
import type { ComputeDeps } from './deps.js';
import { withLabels } from './labels.js';
import { round } from './meta.js';
import { echoedTimezone } from './moment.js';
import { type BirthRequest, natal } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { interlinksRecords } from './present/kp.js';

/** The kinds of names the interlinks carry (their `labels` for a non-English lang). */
export const INTERLINKS_LABEL_KINDS: readonly LabelKind[] = [
  'grahas',
  'signs',
  'nakshatras',
  'events',
];

export function cuspalInterlinks(deps: ComputeDeps, body: BirthRequest, today: string) {
  return withOneEphemeris(deps, (d) => interlinksOf(d, body, today));
}

function interlinksOf(deps: ComputeDeps, body: BirthRequest, today: string) {
  // Nothing here depends on the date: as_of is not hashed (meta.input_hash holds from day to day).
  const n = natal(deps, body, today, { dated: false });
  return withLabels(
    {
      name: body.name ?? '',
      place: body.place ?? '',
      timezone: echoedTimezone(n.moment.time),
      utc_offset_hours: round(n.moment.time.utcOffsetHours, 6),
      local_time_status: n.moment.time.localTimeStatus,
      cusps: interlinksRecords(interlinks(n.chart, n.sig)),
      meta: n.meta,
    },
    body.lang,
    INTERLINKS_LABEL_KINDS,
  );
}
