/**
 * Ruling planets at a moment and place (kp-doctrine.md §3.2, decisions.md KP "Ruling planets"): from the
 * actual rising degree and the Moon, in descending strength: ascendant star lord, ascendant sign lord,
 * Moon star lord, Moon sign lord, day lord (Hindu day, sunrise to sunrise). Rahu/Ketu join as agents
 * when conjoined with (same sign) or aspected by an RP, when occupying a sign an RP owns, or when in the
 * star of an RP (kp-doctrine §3.2 and §4.2 last point); `nodeAgentReasons` says which applied. The
 * ascendant and Moon sub lords are reported as the 7-slot extension.
 */

import { type Chart, castChart } from '../chart/cast.js';
import { aspectsSign } from '../chart/drishti.js';
import { flat } from '../flat-text.js';
import type { Ephemeris } from '../ports.js';
import { weekdayOfJd } from '../time/julian.js';
import type { SunriseConvention } from '../transit/sun-days.js';
import type { ChartSettings, Graha } from '../types.js';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const WEEKDAY_LORDS: readonly Graha[] = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
];

export interface HinduDay {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** UT Julian day of the sunrise that began this Hindu day, or null where the Sun did not rise. */
  sunriseJd: number | null;
}

/**
 * The Hindu day (vara) containing `jdUt`: the weekday of the local date of the latest sunrise at or
 * before the moment. The local date is taken in local mean time (longitude / 15 h), which is
 * unambiguous because sunrise is never near local midnight. `sunrise` picks the convention (default
 * `hindu`, which the KP ruling planets keep: docs/kp.md "Day lord"; the birth weekday follows the
 * request's option). Where the Sun does not rise (polar day or
 * night) the civil weekday in local mean time is used.
 */
export function hinduDay(
  eph: Ephemeris,
  jdUt: number,
  latitude: number,
  longitude: number,
  sunrise: SunriseConvention = 'hindu',
): HinduDay {
  const lmt = longitude / 360;
  // UT Julian day of local-mean-time midnight starting the moment's LMT date; one rise search from
  // there finds that date's sunrise, which is never near midnight.
  const midnight = Math.floor(jdUt + lmt + 0.5) - 0.5 - lmt;
  const rise = eph.sunEvent(midnight, latitude, longitude, 'rise', sunrise);
  if (rise === null || rise - midnight > 1) {
    return { weekday: weekdayOfJd(jdUt + lmt), sunriseJd: null };
  }
  if (jdUt >= rise) return { weekday: weekdayOfJd(rise + lmt), sunriseJd: rise };
  // Before this date's sunrise: still the previous Hindu day.
  const previous = eph.sunEvent(midnight - 1, latitude, longitude, 'rise', sunrise);
  return {
    weekday: (weekdayOfJd(rise + lmt) + 6) % 7,
    sunriseJd: previous !== null && previous < rise ? previous : null,
  };
}

export interface NodeAgentReason {
  node: Graha;
  reasons: string[];
}

export interface RulingPlanets {
  ascendantStarLord: Graha;
  ascendantSignLord: Graha;
  moonStarLord: Graha;
  moonSignLord: Graha;
  dayLord: Graha;
  weekday: (typeof WEEKDAYS)[number];
  /** The five in order of strength, first occurrence kept. */
  ranked: Graha[];
  /** Rahu / Ketu when they act as agents of an RP. */
  nodeAgents: Graha[];
  /** Why each node in `nodeAgents` joined, e.g. "in Saturn's star". */
  nodeAgentReasons: NodeAgentReason[];
  /** 7-slot extension. */
  ascendantSubLord: Graha;
  moonSubLord: Graha;
}

/** Ruling planets from an already cast chart of the moment and its Hindu day (only its weekday). */
export function rulingPlanetsOf(
  chart: Chart,
  day: Pick<HinduDay, 'weekday'> & Partial<HinduDay>,
): RulingPlanets {
  const asc = chart.cusps[0];
  if (!asc) throw new Error('chart has no cusps');
  const moon = chart.positions.Moon;
  const dayLord = WEEKDAY_LORDS[day.weekday] as Graha;
  const five: Graha[] = [asc.starLord, asc.signLord, moon.starLord, moon.signLord, dayLord];
  const ranked = [...new Set(five)];
  const rps = ranked.filter((g) => g !== 'Rahu' && g !== 'Ketu');
  const nodeAgentReasons: NodeAgentReason[] = [];
  for (const node of ['Rahu', 'Ketu'] as const) {
    if (ranked.includes(node)) continue;
    const n = chart.positions[node];
    const reasons: string[] = [];
    for (const rp of rps) {
      const p = chart.positions[rp];
      if (p.signIndex === n.signIndex) reasons.push(flat`conjoined with ${rp} (same sign)`);
      if (aspectsSign(rp, p.signIndex, n.signIndex)) reasons.push(flat`aspected by ${rp}`);
      if (n.signLord === rp) reasons.push(flat`in ${rp}'s sign`);
      if (n.starLord === rp) reasons.push(flat`in ${rp}'s star`);
    }
    if (reasons.length > 0) nodeAgentReasons.push({ node, reasons });
  }
  const nodeAgents = nodeAgentReasons.map((r) => r.node);
  return {
    ascendantStarLord: asc.starLord,
    ascendantSignLord: asc.signLord,
    moonStarLord: moon.starLord,
    moonSignLord: moon.signLord,
    dayLord,
    weekday: WEEKDAYS[day.weekday] as (typeof WEEKDAYS)[number],
    ranked,
    nodeAgents,
    nodeAgentReasons,
    ascendantSubLord: asc.subLord,
    moonSubLord: moon.subLord,
  };
}

/** Ruling planets for a moment (UT Julian day) and place. Throws PolarLatitudeError in polar regions. */
export function rulingPlanets(
  eph: Ephemeris,
  jdUt: number,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
): RulingPlanets {
  const chart = castChart(eph, jdUt, latitude, longitude, settings);
  return rulingPlanetsOf(chart, hinduDay(eph, jdUt, latitude, longitude));
}
