/**
 * Hindu days over a span: each sunrise with the sunset after it and the next sunrise (disc centre, no
 * refraction; vedic-techniques §1.7), from the ephemeris port's own sunrise search (the one the
 * panchang uses). Searches start at local mean midnight, about six hours before any sunrise outside
 * the polar regions, so each local date's sunrise is searched once and cached (per request).
 */
import type { Ephemeris } from '../ports.js';

export interface SunDay {
  sunriseJd: number;
  sunsetJd: number;
  nextSunriseJd: number;
}

export interface SunDays {
  /** The Hindu day (sunrise → next sunrise) containing jd, or null where the Sun does not rise/set. */
  dayAt(jd: number): SunDay | null;
  /** Every Hindu day overlapping [startJd, endJd), in time order. */
  between(startJd: number, endJd: number): SunDay[];
  /** Sunrise and sunset searches made (for benchmarks). */
  readonly calls: number;
}

export function createSunDays(eph: Ephemeris, latitude: number, longitude: number): SunDays {
  const rises = new Map<number, number | null>();
  const sets = new Map<number, number | null>();
  let calls = 0;
  // Local mean midnight of the local date containing jd (longitude east-positive, 360° a day).
  const shift = longitude / 360;
  const midnightOf = (jd: number) => Math.floor(jd + 0.5 + shift) - 0.5 - shift;

  const search = (map: Map<number, number | null>, kind: 'rise' | 'set', from: number) => {
    let v = map.get(from);
    if (v === undefined) {
      calls++;
      v = eph.sunEvent(from, latitude, longitude, kind);
      map.set(from, v);
    }
    return v;
  };
  /** The sunrise of the local date whose mean midnight is m. */
  const riseOf = (m: number) => search(rises, 'rise', m);

  function dayAt(jd: number): SunDay | null {
    let m = midnightOf(jd);
    let rise = riseOf(m);
    if (rise === null) return null;
    if (rise > jd) {
      m -= 1;
      rise = riseOf(m);
      if (rise === null || rise > jd) return null;
    }
    const next = riseOf(m + 1);
    if (next === null || next <= rise) return null;
    const set = search(sets, 'set', rise);
    if (set === null || set >= next) return null;
    return { sunriseJd: rise, sunsetJd: set, nextSunriseJd: next };
  }

  function between(startJd: number, endJd: number): SunDay[] {
    const out: SunDay[] = [];
    let t = startJd;
    while (t < endJd) {
      const day = dayAt(t);
      if (day === null) {
        t = midnightOf(t) + 1;
        continue;
      }
      out.push(day);
      t = day.nextSunriseJd;
    }
    return out;
  }

  return {
    dayAt,
    between,
    get calls() {
      return calls;
    },
  };
}
