/**
 * Stations (the instants a planet's longitude speed changes sign: retrograde or direct) of Mercury,
 * Venus, Mars, Jupiter and Saturn over a span. Found from the scanner's coarse grid samples (a speed
 * sign change between two samples; stations of one planet are weeks apart, the grid 3-16 days) and
 * then solved on the ephemeris' own speed (regula falsi) to about a second.
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

/** Stop when the bracket or the last move is this short, days (≈ 0.9 s). */
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
  for (const [a, b] of scanner.speedSignChanges(body, startJd, endJd)) {
    const v0 = a.state.speed;
    // Regula falsi (Illinois) on the speed inside the bracket: a few calls instead of ~17 bisections.
    let lo = a.jd;
    let hi = b.jd;
    let flo = v0;
    let fhi = b.state.speed;
    let side = 0;
    let jd = lo;
    for (let k = 0; k < 60 && hi - lo > TOLERANCE_DAYS; k++) {
      jd = (lo * fhi - hi * flo) / (fhi - flo);
      const f = speed(jd);
      if (f === 0) break;
      if (Math.sign(f) === Math.sign(flo)) {
        if (Math.abs(jd - lo) < TOLERANCE_DAYS / 2) break;
        lo = jd;
        flo = f;
        if (side === -1) fhi /= 2;
        side = -1;
      } else {
        if (Math.abs(hi - jd) < TOLERANCE_DAYS / 2) break;
        hi = jd;
        fhi = f;
        if (side === 1) flo /= 2;
        side = 1;
      }
    }
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
