/**
 * Use case: POST /api/v1/tsp. The number's row of the 2193 table, the ruling planets at the judgment
 * moment and place, and the TSP verdict from the number's lords against those ruling planets
 * (engine/tsp/judge.ts). `query` and `name` are echoed and never read.
 */
import { BASIS_OURS } from '../engine/basis.js';
import { castChart } from '../engine/chart/cast.js';
import { hinduDay, rulingPlanetsOf } from '../engine/kp/ruling-planets.js';
import type { LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import { judgeTsp } from '../engine/tsp/judge.js';
import type { AyanamsaId, NodeType } from '../engine/types.js';
import type { ComputeDeps } from './deps.js';
import { langInput, withLabels } from './labels.js';
import { buildMeta, round } from './meta.js';
import { echoedTimezone, resolveJudgmentMoment } from './moment.js';
import { settingsOf } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';
import { rowRecord, rulingPlanetsRecord } from './present/questions.js';

export interface TspRequest {
  tsp_number: number;
  judgment_date: string;
  judgment_time: string;
  latitude: number;
  longitude: number;
  query?: string | undefined;
  name?: string | undefined;
  place?: string | undefined;
  timezone?: string | undefined;
  utc_offset_hours?: number | undefined;
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
}

/** The kinds of names a TSP answer carries (its `labels` for a non-English lang). */
export const TSP_LABEL_KINDS: readonly LabelKind[] = [
  'grahas',
  'signs',
  'nakshatras',
  'weekdays',
  'verdicts',
];

/** One ephemeris serves the whole response (meta.ephemeris is the theory that served). */
export function tsp(deps: ComputeDeps, body: TspRequest) {
  return withOneEphemeris(deps, (d) => readTsp(d, body));
}

function readTsp(deps: ComputeDeps, body: TspRequest) {
  const settings = settingsOf(body);
  const moment = resolveJudgmentMoment(deps.ephemeris, deps.zones, body);
  // Ruling planets from the actual rising degree and Moon of the moment (decisions.md KP).
  const actual = castChart(deps.ephemeris, moment.jdUt, body.latitude, body.longitude, settings);
  const rp = rulingPlanetsOf(
    actual,
    hinduDay(deps.ephemeris, moment.jdUt, body.latitude, body.longitude),
  );
  const j = judgeTsp(body.tsp_number, rp);
  // The query and name never move a number, so they stay out of the hash (privacy as well).
  const canonicalInput = {
    tsp_number: body.tsp_number,
    judgment_date: body.judgment_date,
    judgment_time: body.judgment_time,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    utc_offset_hours: body.utc_offset_hours,
    ayanamsa: settings.ayanamsa,
    node_type: settings.nodeType,
    ...langInput(body.lang),
  };
  return withLabels(
    {
      tsp_number: body.tsp_number,
      query: body.query ?? '',
      name: body.name ?? '',
      place: body.place ?? '',
      timezone: echoedTimezone(moment.time),
      utc_offset_hours: round(moment.time.utcOffsetHours, 6),
      local_time_status: moment.time.localTimeStatus,
      row: rowRecord(j.row),
      ruling_planets: rulingPlanetsRecord(rp),
      lords: j.lords.map((l) => ({ level: l.level, planet: l.planet, ruling: l.ruling })),
      rules: {
        sub_sub_lord_is_star_ruler: j.rule1,
        all_lords_ruling: j.rule2,
        lords_ruling_count: j.rulingCount,
      },
      basis: BASIS_OURS,
      verdict: j.verdict,
      confidence: j.confidence,
      reasoning: j.reasoning,
      meta: buildMeta(deps, settings, actual.ayanamsa, canonicalInput),
    },
    body.lang,
    TSP_LABEL_KINDS,
  );
}
