/**
 * Stations (the instants a planet's longitude speed changes sign: retrograde or direct) of Mercury,
 * Venus, Mars, Jupiter and Saturn over a span. Found from the scanner's coarse grid samples (a speed
 * sign change between two samples; stations of one planet are weeks apart, the grid 3-16 days) and
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

/** The body's stations in [startJd, endJd), in time order. */
export function stations(
  scanner: TransitScanner,
  body: Graha,
  startJd: number,
  endJd: number,
): Station[] {
  const out: Station[] = [];
  const speed = (jd: number) => scanner.exact(body, jd).speed;
  // Bracket on the scanner's coarse samples (shared with the ingress search), bisect on the ephemeris.
  const grid = scanner.samples(body, startJd, endJd, 'coarse');
  for (let i = 0; i + 1 < grid.length; i++) {
    const a = grid[i] as { jd: number; state: { speed: number } };
    const b = grid[i + 1] as { jd: number; state: { speed: number } };
    const v0 = a.state.speed;
    if (v0 === 0 || Math.sign(b.state.speed) === Math.sign(v0)) continue;
    let lo = a.jd;
    let hi = b.jd;
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
  return out;
}
