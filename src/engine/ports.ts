import type { ChartSettings, Graha, UtcInstant } from './types.js';

/** Position and motion of one body, sidereal (per the chosen ayanamsa), ecliptic of date. */
export interface BodyState {
  /** Sidereal ecliptic longitude, degrees in [0, 360). */
  longitude: number;
  /** Ecliptic latitude, degrees. */
  latitude: number;
  /** Longitude speed, degrees per day (negative when retrograde). */
  speed: number;
}

/** Placidus house frame, sidereal. */
export interface HouseFrame {
  /** Twelve cusp longitudes, index 0 = house 1 (= ascendant), degrees in [0, 360). */
  cusps: number[];
  /** Sidereal ascendant, degrees. */
  ascendant: number;
  /** Sidereal midheaven, degrees. */
  mc: number;
  /** Right ascension of the MC, degrees. */
  armc: number;
}

export type EphemerisMode = 'swiss' | 'moshier';

/**
 * What the engine needs from an ephemeris. The only implementation over Swiss Ephemeris lives in
 * src/ephemeris/sweph.ts; tests may use a table-driven double.
 */
export interface Ephemeris {
  /** Which theory actually answered: SE data files ('swiss') or the built-in Moshier theory. */
  readonly mode: EphemerisMode;
  /** Swiss Ephemeris library version string. */
  readonly version: string;
  /** UT1 Julian day for a UTC civil instant (SE's own UTC → UT1 conversion, leap seconds included). */
  julianDayUt(utc: UtcInstant): number;
  /** UTC civil instant for a UT Julian day (inverse of julianDayUt). */
  utcFromJulianDay(jdUt: number): UtcInstant;
  /** Sidereal positions of the nine grahas; Ketu = Rahu + 180° with Rahu's speed. */
  grahas(jdUt: number, settings: ChartSettings): Record<Graha, BodyState>;
  /** The ayanamsa value (degrees) that the sidereal longitudes above subtract at jdUt. */
  ayanamsa(jdUt: number, settings: ChartSettings): number;
  /**
   * Sidereal Placidus cusps for a moment and place (geographic latitude, east-positive longitude).
   * Throws PolarLatitudeError where Placidus is undefined.
   */
  placidus(jdUt: number, latitude: number, longitude: number, settings: ChartSettings): HouseFrame;
  /**
   * Sidereal Placidus cusps from a given ARMC (degrees) at a latitude, with the obliquity of jdUt:
   * the horary construction (kp-doctrine §3.1). Throws PolarLatitudeError where undefined.
   */
  placidusFromArmc(
    jdUt: number,
    armc: number,
    latitude: number,
    settings: ChartSettings,
  ): HouseFrame;
  /** True obliquity of the ecliptic at jdUt, degrees. */
  obliquity(jdUt: number): number;
  /**
   * Next Hindu sunrise or sunset after jdUt (disc centre on the horizon, no refraction), as a UT
   * Julian day; null when the Sun does not rise or set within the next day (polar day or night).
   */
  sunEvent(jdUt: number, latitude: number, longitude: number, kind: 'rise' | 'set'): number | null;
  /**
   * Optional: one graha's state, same frame as `grahas` (Ketu = Rahu + 180°), for callers that need
   * one body at many instants (the transit scanner); without it they read it from `grahas`.
   */
  graha?(jdUt: number, graha: Graha, settings: ChartSettings): BodyState;
}
