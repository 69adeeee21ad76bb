/**
 * Birth-time sensitivity of the cuspal sub lords (api-contract rule 6; peers.md §8): for each cusp,
 * how many minutes earlier or later the birth would have to be for its sub lord to change.
 *
 * Placidus cusps depend on the time only through the ARMC (sidereal time; the ayanamsa and obliquity
 * move by milli-arcseconds in an hour), and the ARMC advances at the sidereal rate. Each cusp's
 * longitude is fitted with a quadratic in time from frames 4 minutes either side and the crossing of
 * the sub boundary is solved from the fit: two extra frames per chart. Against a second-by-second
 * search with real frames the answer is within 0.07 minutes up to an hour away
 * (test/oracle/sensitivity.test.ts). Search is capped at `maxMinutes`.
 */

import type { Chart } from '../chart/cast.js';
import { flat } from '../flat-text.js';
import type { Ephemeris } from '../ports.js';
import type { Graha } from '../types.js';
import { subLordAt } from '../zodiac/kp-subs.js';

/** ARMC advance per minute of clock time: 360.98564736629° per day / 1440. */
export const ARMC_DEGREES_PER_MINUTE = 360.98564736629 / 1440;
/** Below this many minutes a prediction carries a caveat (api-contract rule 6). */
export const CAVEAT_MINUTES = 4;

export interface CuspSensitivity {
  house: number;
  subLord: Graha;
  /** Minutes earlier the birth would have to be for the sub lord to change; null beyond the cap. */
  minutesEarlier: number | null;
  /** The sub lord the cusp would have then. */
  subLordEarlier: Graha | null;
  minutesLater: number | null;
  subLordLater: Graha | null;
}

const SAMPLE_MINUTES = 4;

/** Unwraps `lon` to lie within 180° of `ref`. */
function near(lon: number, ref: number): number {
  let x = lon;
  while (x - ref > 180) x -= 360;
  while (ref - x > 180) x += 360;
  return x;
}

/** Smallest positive (direction +1) or largest negative (−1) root of c·t² + b·t + a = 0, or null. */
function root(a: number, b: number, c: number, direction: 1 | -1): number | null {
  // At most two roots, kept in two variables (no arrays: 24 calls a chart); on a tie in |t| the first
  // found wins, as the stable sort this replaces gave.
  let first = Number.NaN;
  let second = Number.NaN;
  if (Math.abs(c) < 1e-12) {
    if (b !== 0) first = -a / b;
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(disc));
      first = q / c;
      if (q !== 0) second = a / q;
    }
  }
  // NaN fails `> 0`, so a root not found (or a 0/0) is never taken, as the filter dropped it.
  const ok1 = first * direction > 0;
  const ok2 = second * direction > 0;
  if (ok1 && ok2) return Math.abs(second) < Math.abs(first) ? second : first;
  if (ok1) return first;
  if (ok2) return second;
  return null;
}

export function cuspSensitivity(eph: Ephemeris, chart: Chart, maxMinutes = 120): CuspSensitivity[] {
  const { jdUt, latitude, settings } = chart;
  const armc = chart.frame.armc;
  const at = (minutes: number) =>
    eph.placidusFromArmc(jdUt, armc + minutes * ARMC_DEGREES_PER_MINUTE, latitude, settings).cusps;
  const before = at(-SAMPLE_MINUTES);
  const after = at(SAMPLE_MINUTES);

  return chart.cusps.map((cusp, i) => {
    const l0 = cusp.longitude;
    const lm = near(before[i] ?? l0, l0);
    const lp = near(after[i] ?? l0, l0);
    const b = (lp - lm) / (2 * SAMPLE_MINUTES);
    const c = (lp - 2 * l0 + lm) / (2 * SAMPLE_MINUTES * SAMPLE_MINUTES);
    const result: CuspSensitivity = {
      house: cusp.house,
      subLord: cusp.subLord,
      minutesEarlier: null,
      subLordEarlier: null,
      minutesLater: null,
      subLordLater: null,
    };
    for (const direction of [-1, 1] as const) {
      // Cusps advance through the zodiac as time runs (b > 0); the boundary ahead in time is the
      // sub's end when moving forward in time, its start when moving backward.
      const forwardInLongitude = direction * Math.sign(b) > 0;
      const boundary = forwardInLongitude ? cusp.subEnd : cusp.subStart;
      const target = near(boundary, l0);
      const t = root(l0 - target, b, c, direction);
      if (t === null || Math.abs(t) > maxMinutes) continue;
      // A hair past the boundary gives the neighbouring sub's lord.
      const past = target + (forwardInLongitude ? 1e-6 : -1e-6);
      const neighbour = subLordAt(past);
      const minutes = Math.round(Math.abs(t) * 10) / 10;
      if (direction === -1) {
        result.minutesEarlier = minutes;
        result.subLordEarlier = neighbour;
      } else {
        result.minutesLater = minutes;
        result.subLordLater = neighbour;
      }
    }
    return result;
  });
}

/**
 * The plain caveat for a prediction resting on a cusp within CAVEAT_MINUTES of a sub lord change. It
 * says it once, in words, and short (each prediction of that cusp repeats it; the sub lord is the
 * prediction's `cuspal_sub_lord`); the minutes and the neighbouring sub lords are stated in the cusp's
 * `sensitivity` (house_cusps_table) and the reasoning says what each would grade (issue 22 §3).
 */
export function sensitivityCaveat(s: CuspSensitivity): string | null {
  const near = (m: number | null) => m !== null && m < CAVEAT_MINUTES;
  if (!near(s.minutesEarlier) && !near(s.minutesLater)) return null;
  return flat`Uncertain if the birth time is approximate: cusp ${s.house}'s sub lord changes within ${CAVEAT_MINUTES} minutes.`;
}
