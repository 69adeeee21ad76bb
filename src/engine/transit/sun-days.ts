/**
 * Hindu days over a span: each sunrise with the sunset after it and the next sunrise (in either
 * convention below; the callers' default is the disc centre without refraction), from the ephemeris port's own sunrise search (the one the
 * panchang uses). Searches start at local mean midnight, about six hours before any sunrise outside
 * the polar regions, so each local date's sunrise is searched once and cached (per request).
 */
import type { Ephemeris } from '../ports.js';
import type { TransitScanner } from './scanner.js';
import { createWeeklyAnchors, type SiderealAnchors } from './sidereal-clock.js';

/**
 * The two sunrises (docs/vedic.md "Sunrise"): `apparent`, the upper limb of the Sun on the horizon
 * with standard atmospheric refraction, as almanacs, weather services and the most consulted online
 * panchang print it; `hindu`, the centre of the disc on the geometric horizon without refraction
 * (vedic-techniques §1.7, Swiss Ephemeris' Hindu rising). They differ by about 2-6 minutes at each
 * end of the day in India (more at high latitudes); sunset follows the same convention.
 */
export type SunriseConvention = 'apparent' | 'hindu';
export const SUNRISE_CONVENTIONS: readonly SunriseConvention[] = ['apparent', 'hindu'];
/**
 * Default of every endpoint that depends on sunrise: `apparent`, the convention of the panchang most
 * users consult (test/oracle/fixtures/published-sunrise.json compares the published days).
 */
export const DEFAULT_SUNRISE: SunriseConvention = 'apparent';
/**
 * Swiss Ephemeris' refraction at the horizon for the standard atmosphere of the apparent sunrise
 * (15 °C, 1013.25 hPa; src/ephemeris/sweph.ts), arc minutes: the apparent rise is the disc centre at
 * −(this + the Sun's semidiameter). Fitted to the port's rise_trans (test/oracle/transit-sun-days
 * .test.ts: within 0.6 s over a year at four latitudes); almanacs round it to 34′.
 */
const SE_HORIZON_REFRACTION_ARCMIN = 33.5;
/** The Sun's semidiameter at 1 AU, arc minutes, and the Earth's orbital eccentricity. */
const SUN_SEMIDIAMETER_ARCMIN = 15.99;
const EARTH_ECCENTRICITY = 0.0167;
/** Longitude of the Sun at perigee (Earth's perihelion), tropical degrees. */
const SUN_PERIGEE_DEGREES = 282.94;

/**
 * Geometric altitude of the disc centre at rise and set (degrees) for the convention, given the
 * Sun's apparent tropical longitude: 0 for `hindu`; for `apparent`, minus refraction and the
 * semidiameter (which varies with the Earth-Sun distance).
 */
export function sunriseAltitude(convention: SunriseConvention, tropicalLongitude: number): number {
  if (convention === 'hindu') return 0;
  const anomaly = ((tropicalLongitude - SUN_PERIGEE_DEGREES) * Math.PI) / 180;
  const semidiameter = SUN_SEMIDIAMETER_ARCMIN * (1 + EARTH_ECCENTRICITY * Math.cos(anomaly));
  return -(SE_HORIZON_REFRACTION_ARCMIN + semidiameter) / 60;
}

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

/**
 * Every Hindu day overlapping [startJd, endJd), in time order: from each day to the next sunrise,
 * and past a date with no sunrise (polar) to the next local midnight.
 */
function walkDays(
  dayAt: (jd: number) => SunDay | null,
  midnightOf: (jd: number) => number,
  startJd: number,
  endJd: number,
): SunDay[] {
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

export function createSunDays(
  eph: Ephemeris,
  latitude: number,
  longitude: number,
  sunrise: SunriseConvention = 'hindu',
): SunDays {
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
      v = eph.sunEvent(from, latitude, longitude, kind, sunrise);
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

  const between = (startJd: number, endJd: number) => walkDays(dayAt, midnightOf, startJd, endJd);

  return {
    dayAt,
    between,
    get calls() {
      return calls;
    },
  };
}

/**
 * The same Hindu days computed without a sunrise search per day: the Sun's apparent place comes from
 * the transit scanner's interpolant (sidereal longitude + ayanamsa = apparent tropical longitude, no
 * ecliptic latitude, as SE_BIT_GEOCTR_NO_ECL_LAT), the local sidereal time from an ARMC anchored once a
 * week on the ephemeris' own Placidus frame and advanced at the sidereal rate, and the rise or set is
 * the instant the disc centre's geometric altitude reaches the convention's altitude (0 for hindu;
 * for apparent, minus refraction and semidiameter: `sunriseAltitude`), by Newton on the hour angle. Agrees with the port's sunEvent to about a second (test/oracle/transit-sun-days.test.ts).
 * Outside the polar circles only (the caller falls back to the search elsewhere).
 */
export function createComputedSunDays(
  scanner: TransitScanner,
  latitude: number,
  longitude: number,
  anchor: SiderealAnchors = createWeeklyAnchors(scanner.eph, latitude, longitude, scanner.settings),
  sunrise: SunriseConvention = 'hindu',
): SunDays {
  const RAD = Math.PI / 180;
  const SIDEREAL = 360.98564736629;
  const calls = 0;
  /** Hour angle (degrees, −180..180) and declination (radians) of the Sun at jd. */
  const sunAt = (jd: number) => {
    const a = anchor(jd);
    const lambda = (scanner.at('Sun', jd).longitude + a.ayanamsa) * RAD;
    const eps = a.obliquity * RAD;
    const ra = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda)) / RAD;
    const dec = Math.asin(Math.sin(eps) * Math.sin(lambda));
    const lst = a.armc0 + SIDEREAL * (jd - a.t0);
    const h = ((((lst - ra) % 360) + 540) % 360) - 180;
    return { h, dec, sinH0: Math.sin(sunriseAltitude(sunrise, lambda / RAD) * RAD) };
  };
  /** The rise (−1) or set (+1) nearest the guess; null when the Sun does not cross the horizon. */
  const event = (guess: number, side: -1 | 1): number | null => {
    let t = guess;
    for (let i = 0; i < 8; i++) {
      const { h, dec, sinH0 } = sunAt(t);
      // cos H = (sin h0 − sin φ sin δ) / (cos φ cos δ); −tan φ tan δ when h0 = 0.
      const c =
        (sinH0 - Math.sin(latitude * RAD) * Math.sin(dec)) /
        (Math.cos(latitude * RAD) * Math.cos(dec));
      if (c <= -1 || c >= 1) return null;
      const target = side * (Math.acos(c) / RAD);
      const dh = ((((h - target) % 360) + 540) % 360) - 180;
      // The hour angle advances ~360.99 − 0.99 = 360°/day (the Sun's right ascension grows ~1°/day).
      const step = dh / 360;
      t -= step;
      if (Math.abs(step) < 1e-7) break;
    }
    return t;
  };
  // Local mean midnight of the local date containing jd; sunrise ~ 6 h and sunset ~ 18 h later.
  const shift = longitude / 360;
  const midnightOf = (jd: number) => Math.floor(jd + 0.5 + shift) - 0.5 - shift;
  const rises = new Map<number, number | null>();
  const riseOf = (m: number) => {
    let v = rises.get(m);
    if (v === undefined) {
      v = event(m + 0.25, -1);
      rises.set(m, v);
    }
    return v;
  };

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
    const set = event(m + 0.75, 1);
    if (next === null || set === null || !(set > rise && set < next)) return null;
    return { sunriseJd: rise, sunsetJd: set, nextSunriseJd: next };
  }

  const between = (startJd: number, endJd: number) => walkDays(dayAt, midnightOf, startJd, endJd);

  return {
    dayAt,
    between,
    get calls() {
      return calls;
    },
  };
}
