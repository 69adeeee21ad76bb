/**
 * The natal computation shared by /birth-chart and /cuspal-interlinks: resolve the birth moment,
 * cast the chart, significators and Vimshottari. Everything downstream is presentation.
 */
import { type Chart, castChart } from '../engine/chart/cast.js';
import { type Significators, significators } from '../engine/chart/significators.js';
import {
  DEFAULT_DASHA_YEAR_DAYS,
  type Vimshottari,
  vimshottari,
} from '../engine/dasha/vimshottari.js';
import type { Lang } from '../engine/lang/names.js';
import { jdFromCivil } from '../engine/time/julian.js';
import type { SunriseConvention } from '../engine/transit/sun-days.js';
import type { AyanamsaId, ChartSettings, NodeType } from '../engine/types.js';
import type { ComputeDeps } from './deps.js';
import { langInput } from './labels.js';
import { buildMeta, type MetaBlock } from './meta.js';
import { type Moment, resolveMoment } from './moment.js';

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
  /**
   * Sunrise convention, for the endpoints that depend on sunrise (their edge resolves the default);
   * when set it is echoed in meta and hashed with the input.
   */
  sunrise?: SunriseConvention | undefined;
  /** Date (YYYY-MM-DD) on which running dasha periods are marked; the edge passes today (UTC). */
  as_of?: string | undefined;
  /** Labels' language (app/labels.ts): hashed when not English. */
  lang?: Lang | undefined;
  /** Minutes either side of birth_time (issue 35 §3): the predictions' verdict_distribution. */
  birth_time_uncertainty_minutes?: number | undefined;
}

export interface Natal {
  body: BirthRequest;
  settings: ChartSettings;
  moment: Moment;
  chart: Chart;
  sig: Significators;
  dasha: Vimshottari;
  asOf: string;
  /** 12:00 UT on as_of, as a Julian day. */
  asOfJd: number;
  meta: MetaBlock;
}

export function settingsOf(body: {
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
}): ChartSettings {
  return { ayanamsa: body.ayanamsa ?? 'kp', nodeType: body.node_type ?? 'mean' };
}

/** Julian day of 12:00 UT on a YYYY-MM-DD date. */
export function jdOfDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return jdFromCivil({ year: y ?? 0, month: m ?? 1, day: d ?? 1, hour: 12, minute: 0, second: 0 });
}

/**
 * The natal chart and what every natal endpoint derives from it. `today` (YYYY-MM-DD) comes from the
 * caller's edge (HTTP or CLI); the engine reads no clock. A request's own `as_of` wins over it.
 * `dated: false` for an endpoint whose answer does not depend on the date (cuspal interlinks): its
 * meta.input_hash then leaves as_of out, so it does not change with the day (issue 36 §4).
 */
export function natal(
  deps: ComputeDeps,
  body: BirthRequest,
  today: string,
  { dated = true }: { dated?: boolean } = {},
): Natal {
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
  const canonicalInput = {
    birth_date: body.birth_date,
    birth_time: body.birth_time,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    utc_offset_hours: body.utc_offset_hours,
    ayanamsa: settings.ayanamsa,
    node_type: settings.nodeType,
    ...(dated ? { as_of: asOf } : {}),
    ...langInput(body.lang),
    // Hashed only when sent: a body without it keeps its hash.
    ...(body.birth_time_uncertainty_minutes === undefined
      ? {}
      : { birth_time_uncertainty_minutes: body.birth_time_uncertainty_minutes }),
  };
  return {
    body,
    settings,
    moment,
    chart,
    sig: significators(chart),
    dasha: vimshottari(chart.positions.Moon.longitude, moment.jdUt, DEFAULT_DASHA_YEAR_DAYS),
    asOf,
    asOfJd: jdOfDate(asOf),
    meta: buildMeta(deps, settings, chart.ayanamsa, canonicalInput, 'Placidus', body.sunrise),
  };
}
