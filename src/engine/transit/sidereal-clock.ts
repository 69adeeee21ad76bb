/**
 * Weekly anchors of the local sidereal clock at a place: the ARMC (from the ephemeris' own Placidus
 * frame), the true obliquity and the ayanamsa at the start of each week (JD multiples of 7). Between
 * anchors the ARMC advances at the sidereal rate; nutation and precession move the rest by well under
 * a second of rising time in a week (test/oracle/transit-lagna.test.ts checks 9 days). Shared by the
 * computed sunrises (sun-days.ts) and the muhurta lagna clock, so a request anchors each week once.
 */
import type { Ephemeris } from '../ports.js';
import type { ChartSettings } from '../types.js';

export const ANCHOR_DAYS = 7;

export interface SiderealAnchor {
  t0: number;
  armc0: number;
  obliquity: number;
  ayanamsa: number;
}

export type SiderealAnchors = (jd: number) => SiderealAnchor;

export function createWeeklyAnchors(
  eph: Ephemeris,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
): SiderealAnchors {
  const cache = new Map<number, SiderealAnchor>();
  return (jd: number) => {
    const k = Math.floor(jd / ANCHOR_DAYS);
    let a = cache.get(k);
    if (a === undefined) {
      const t0 = k * ANCHOR_DAYS;
      a = {
        t0,
        armc0: eph.placidus(t0, latitude, longitude, settings).armc,
        obliquity: eph.obliquity(t0),
        ayanamsa: eph.ayanamsa(t0, settings),
      };
      cache.set(k, a);
    }
    return a;
  };
}
