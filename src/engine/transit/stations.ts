/**
 * Stations (the instants a planet's longitude speed changes sign: retrograde or direct) of Mercury,
 * Venus, Mars, Jupiter and Saturn over a span. Found from the scanner's grid samples (a speed sign
 * change between two samples; stations of one planet are weeks apart, the grid is 1-2 days) and
 * then bisected on the ephemeris' own speed to better than a second.
 */
import type { Graha } from '../types.js';
import type { TransitScanner } from './scanner.js';

export const STATION_BODIES: readonly Graha[] = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

export interface Station {
  body: Graha;
  /** 'retrograde': the planet stops and turns back; 'direct': it resumes forward motion. */
  kind: 'retrograde' | 'direct';
  jd: number;
  /** Sidereal longitude at the station, degrees. */
  longitude: number;
}

/** Bisection until the bracket is this short, days (≈ 0.9 s). */
const TOLERANCE_DAYS = 1e-5;
/** Sampling step, days: safely shorter than the time between two stations of one planet. */
const STEP_DAYS = 1;

/** The body's stations in [startJd, endJd), in time order. */
export function stations(
  scanner: TransitScanner,
  body: Graha,
  startJd: number,
  endJd: number,
): Station[] {
  const out: Station[] = [];
  const speed = (jd: number) => scanner.exact(body, jd).speed;
  let t0 = Math.floor(startJd / STEP_DAYS) * STEP_DAYS;
  let v0 = speed(t0);
  while (t0 < endJd) {
    const t1 = t0 + STEP_DAYS;
    const v1 = speed(t1);
    if (v0 !== 0 && Math.sign(v1) !== Math.sign(v0)) {
      let lo = t0;
      let hi = t1;
      while (hi - lo > TOLERANCE_DAYS) {
        const mid = (lo + hi) / 2;
        if (Math.sign(speed(mid)) === Math.sign(v0)) lo = mid;
        else hi = mid;
      }
      const jd = (lo + hi) / 2;
      if (jd >= startJd && jd < endJd) {
        out.push({
          body,
          kind: v0 > 0 ? 'retrograde' : 'direct',
          jd,
          longitude: scanner.exact(body, jd).longitude,
        });
      }
    }
    t0 = t1;
    v0 = v1;
  }
  return out;
}
