/**
 * A table-driven `Ephemeris` double for engine unit tests: it answers every question with the fixed
 * values it was built with, whatever the moment or place, so tests can construct a chart with
 * exactly the positions and cusps they need without Swiss Ephemeris.
 *
 * It is not astronomy: `placidus()` and `placidusFromArmc()` return the same fixed cusps, the
 * ayanamsa and obliquity are constants, and sunrise/sunset happen at fixed UT clock times.
 * Calendar conversion is exact proleptic-Gregorian arithmetic with UTC taken as UT (no leap
 * seconds, no UT1 − UTC), which is what a deterministic test wants.
 */
import type { BodyState, Ephemeris, HouseFrame } from '../engine/ports.js';
import type { Graha, UtcInstant } from '../engine/types.js';

/** One body in the table; latitude defaults to 0 and speed to the body's mean daily motion. */
export interface TableBody {
  /** Sidereal longitude, degrees (normalised to [0, 360) on the way out). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude?: number;
  /** Longitude speed, degrees/day; negative = retrograde. */
  speed?: number;
}

/** What the double returns. */
export interface TableEphemerisData {
  /** Sun … Rahu; Ketu is derived (Rahu + 180°, same speed) unless given. */
  grahas: Record<Exclude<Graha, 'Ketu'>, TableBody> & { Ketu?: TableBody };
  /** Twelve sidereal cusp longitudes, degrees; index 0 = house 1 = ascendant. */
  cusps: readonly number[];
  /** Sidereal MC, degrees; default cusps[9]. */
  mc?: number;
  /** ARMC, degrees; default 0. */
  armc?: number;
  /** Ayanamsa, degrees; default 24 (roughly KP in 2020). */
  ayanamsa?: number;
  /** True obliquity, degrees; default 23.44. */
  obliquity?: number;
  /** Sunrise and sunset as UT hours of the day; default 6 and 18. */
  sunriseUtHour?: number;
  sunsetUtHour?: number;
}

/** Mean geocentric daily motions (degrees/day), used when a test gives no speed. */
const MEAN_SPEED: Record<Graha, number> = {
  Sun: 0.9856,
  Moon: 13.1764,
  Mars: 0.524,
  Mercury: 0.9856,
  Jupiter: 0.0831,
  Venus: 0.9856,
  Saturn: 0.0335,
  Rahu: -0.0529,
  Ketu: -0.0529,
};

function norm360(deg: number): number {
  const r = deg % 360;
  const n = r < 0 ? r + 360 : r;
  return n >= 360 ? 0 : n;
}

/** Julian day of a proleptic Gregorian UTC instant (UTC taken as UT). */
function julianDay(u: UtcInstant): number {
  const a = Math.floor((14 - u.month) / 12);
  const y = u.year + 4800 - a;
  const m = u.month + 12 * a - 3;
  const jdn =
    u.day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045;
  return jdn - 0.5 + (u.hour * 3600 + u.minute * 60 + u.second) / 86400;
}

/** Inverse of julianDay (Richards' algorithm for the date; the clock from the day fraction). */
function utcFromJd(jd: number): UtcInstant {
  const j = Math.floor(jd + 0.5);
  let secs = (jd + 0.5 - j) * 86400;
  // A JD near 2.4e6 resolves ~40 µs; round to the millisecond so whole-ms inputs round-trip.
  secs = Math.round(secs * 1e3) / 1e3;
  let dayNumber = j;
  if (secs >= 86400) {
    secs -= 86400;
    dayNumber += 1;
  }
  const f =
    dayNumber + 1401 + Math.floor((Math.floor((4 * dayNumber + 274277) / 146097) * 3) / 4) - 38;
  const e = 4 * f + 3;
  const g = Math.floor((e % 1461) / 4);
  const h = 5 * g + 2;
  const day = Math.floor((h % 153) / 5) + 1;
  const month = ((Math.floor(h / 153) + 2) % 12) + 1;
  const year = Math.floor(e / 1461) - 4716 + Math.floor((12 + 2 - month) / 12);
  const hour = Math.floor(secs / 3600);
  const minute = Math.floor((secs - hour * 3600) / 60);
  const second = secs - hour * 3600 - minute * 60;
  return { year, month, day, hour, minute, second };
}

/** Build the double. Throws unless exactly twelve cusps are given. */
export function createTableEphemeris(data: TableEphemerisData): Ephemeris {
  if (data.cusps.length !== 12) throw new Error('table ephemeris needs exactly 12 cusps');
  const body = (g: Graha, b: TableBody): BodyState => ({
    longitude: norm360(b.longitude),
    latitude: b.latitude ?? 0,
    speed: b.speed ?? MEAN_SPEED[g],
  });
  const rahu = body('Rahu', data.grahas.Rahu);
  const positions: Record<Graha, BodyState> = {
    Sun: body('Sun', data.grahas.Sun),
    Moon: body('Moon', data.grahas.Moon),
    Mars: body('Mars', data.grahas.Mars),
    Mercury: body('Mercury', data.grahas.Mercury),
    Jupiter: body('Jupiter', data.grahas.Jupiter),
    Venus: body('Venus', data.grahas.Venus),
    Saturn: body('Saturn', data.grahas.Saturn),
    Rahu: rahu,
    Ketu:
      data.grahas.Ketu !== undefined
        ? body('Ketu', data.grahas.Ketu)
        : {
            longitude: norm360(rahu.longitude + 180),
            // `0 - x`, not `-x`: a zero latitude must stay +0 for deep equality.
            latitude: 0 - rahu.latitude,
            speed: rahu.speed,
          },
  };
  const cusps = data.cusps.map(norm360);
  const frame = (): HouseFrame => ({
    cusps: [...cusps],
    ascendant: cusps[0] ?? 0,
    mc: norm360(data.mc ?? cusps[9] ?? 0),
    armc: norm360(data.armc ?? 0),
  });
  const copy = (): Record<Graha, BodyState> => {
    const out = { ...positions };
    for (const g of Object.keys(out) as Graha[]) out[g] = { ...positions[g] };
    return out;
  };
  /** Next JD strictly after jdUt whose UT clock reads `hour`. */
  const nextAt = (jdUt: number, hour: number): number => {
    const midnight = Math.floor(jdUt - 0.5) + 0.5;
    const t = midnight + hour / 24;
    return t > jdUt ? t : t + 1;
  };

  const self: Ephemeris = {
    mode: 'moshier',
    version: 'table',
    // One fixed theory: every computation is served by the table.
    withOneEphemeris: (work) => ({ value: work(self), mode: self.mode }),
    julianDayUt: julianDay,
    utcFromJulianDay: utcFromJd,
    grahas: () => copy(),
    ayanamsa: () => data.ayanamsa ?? 24,
    placidus: () => frame(),
    placidusFromArmc: () => frame(),
    obliquity: () => data.obliquity ?? 23.44,
    sunEvent: (jdUt, _latitude, _longitude, kind) =>
      nextAt(jdUt, kind === 'rise' ? (data.sunriseUtHour ?? 6) : (data.sunsetUtHour ?? 18)),
  };
  return self;
}
