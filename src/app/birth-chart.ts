/**
 * Use case: POST /api/v1/birth-chart (and `sublord chart`, `sublord batch birth-chart`).
 * Resolves the moment, casts the chart, and shapes the response body.
 */
import { castChart } from '../engine/chart/cast.js';
import { significators } from '../engine/chart/significators.js';
import { DEFAULT_DASHA_YEAR_DAYS, vimshottari } from '../engine/dasha/vimshottari.js';
import { jdFromCivil } from '../engine/time/julian.js';
import type { AyanamsaId, ChartSettings, NodeType } from '../engine/types.js';
import type { ComputeDeps } from './deps.js';
import { buildMeta, round } from './meta.js';
import { resolveMoment } from './moment.js';
import { cuspRecord, dashaBlock, positionsObject, significatorRecords } from './present/chart.js';

export interface BirthRequest {
  birth_date: string;
  birth_time: string;
  latitude: number;
  longitude: number;
  place?: string | undefined;
  name?: string | undefined;
  timezone?: string | undefined;
  utc_offset_hours?: number | undefined;
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
  /** Date (YYYY-MM-DD) on which running dasha periods are marked; the edge passes today (UTC). */
  as_of?: string | undefined;
}

export function settingsOf(body: {
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
}): ChartSettings {
  return { ayanamsa: body.ayanamsa ?? 'kp', nodeType: body.node_type ?? 'mean' };
}

/** Julian day of 12:00 UT on a YYYY-MM-DD date. */
function jdOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return jdFromCivil({ year: y ?? 0, month: m ?? 1, day: d ?? 1, hour: 12, minute: 0, second: 0 });
}

/**
 * The birth-chart body. `today` (YYYY-MM-DD) is supplied by the caller's edge (HTTP or CLI); the engine
 * reads no clock. A request's own `as_of` wins over it.
 */
export function birthChart(deps: ComputeDeps, body: BirthRequest, today: string) {
  const settings = settingsOf(body);
  const moment = resolveMoment(
    deps.ephemeris,
    deps.zones,
    {
      date: body.birth_date,
      time: body.birth_time,
      latitude: body.latitude,
      longitude: body.longitude,
      timezone: body.timezone,
      utcOffsetHours: body.utc_offset_hours,
    },
    { date: 'birth_date', time: 'birth_time' },
  );
  const chart = castChart(deps.ephemeris, moment.jdUt, body.latitude, body.longitude, settings);
  const asOf = body.as_of ?? today;
  const dasha = vimshottari(chart.positions.Moon.longitude, moment.jdUt, DEFAULT_DASHA_YEAR_DAYS);
  const sig = significators(chart);
  const canonicalInput = {
    birth_date: body.birth_date,
    birth_time: body.birth_time,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    utc_offset_hours: body.utc_offset_hours,
    ayanamsa: settings.ayanamsa,
    node_type: settings.nodeType,
    as_of: asOf,
  };
  return {
    name: body.name ?? '',
    place: body.place ?? '',
    timezone: moment.time.timezone,
    utc_offset_hours: round(moment.time.utcOffsetHours, 6),
    local_time_status: moment.time.localTimeStatus,
    positions: positionsObject(chart),
    cusps: chart.cusps.map(cuspRecord),
    dasha: dashaBlock(dasha, jdOfDate(asOf), asOf, moment.time.utcOffsetHours),
    significators: significatorRecords(sig),
    meta: buildMeta(deps, settings, chart.ayanamsa, canonicalInput),
  };
}
