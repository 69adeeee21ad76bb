import type { SunriseConvention } from './transit/sun-days.js';
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

/** A computation's result and the one theory that served every call of it. */
export interface OneEphemeris<T> {
  value: T;
  mode: EphemerisMode;
}

/**
 * What the engine needs from an ephemeris. The only implementation over Swiss Ephemeris lives in
 * src/ephemeris/sweph.ts; tests may use a table-driven double.
 *
 * One theory per computation. The SE data files cover a limited range (sepl_18/semo_18: 1800–2399)
 * and may be incomplete (no semo_18), and a chart must never mix theories or depend on what an
 * earlier request did. So:
 * - Per computation (what every use case should do): `withOneEphemeris(work)` runs `work` with an
 *   ephemeris bound to ONE theory: the files if they can serve every call the work makes, else the
 *   whole work again on Moshier. It returns the value and the `mode` that served all of it; inside
 *   the work, `eph.mode` is that same mode, so a `meta` built from it is true. The work must be a
 *   pure function of its inputs (it may run twice). Nested calls reuse the outer run's theory.
 * - Per call (callers that do not wrap): each method call is a computation of its own, served by
 *   one theory and never failing for lack of files, but two calls may be served by different
 *   theories near the ends of the file range, and `mode` on the unwrapped ephemeris only says which
 *   theory is preferred. Wrap anything that reports `meta.ephemeris`.
 */
export interface Ephemeris {
  /**
   * Inside `withOneEphemeris`: the theory serving this computation. On the unwrapped adapter: the
   * preferred theory, 'swiss' when usable SE data files (planets AND Moon) were found, else
   * 'moshier'; a single call near the ends of the file range may still be served by Moshier.
   */
  readonly mode: EphemerisMode;
  /** Swiss Ephemeris library version string. */
  readonly version: string;
  /** The SE data files (`*.se1` names) found in the configured directory; empty without one. */
  readonly dataFiles?: readonly string[];
  /** Run `work` with one theory for all of it; see the interface comment. */
  withOneEphemeris<T>(work: (eph: Ephemeris) => T): OneEphemeris<T>;
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
   * Next sunrise or sunset after jdUt in the convention (default `hindu`: disc centre on the horizon,
   * no refraction; `apparent`: upper limb with standard refraction), as a UT Julian day; null when the Sun does not rise or set within the next day (polar day or night).
   */
  sunEvent(
    jdUt: number,
    latitude: number,
    longitude: number,
    kind: 'rise' | 'set',
    convention?: SunriseConvention,
  ): number | null;
  /**
   * Optional: one graha's state, same frame as `grahas` (Ketu = Rahu + 180°), for callers that need
   * one body at many instants (the transit scanner); without it they read it from `grahas`.
   */
  graha?(jdUt: number, graha: Graha, settings: ChartSettings): BodyState;
  /**
   * Optional: the first solar or lunar eclipse whose greatest eclipse comes after jdUt, from Swiss
   * Ephemeris' global eclipse search (anywhere on Earth). Needed by the financial calendar.
   */
  nextEclipse?(jdUt: number, kind: 'solar' | 'lunar'): EclipseEvent;
  /**
   * Optional: how a solar eclipse (anywhere on Earth, SE's sol_eclipse_where) or a lunar eclipse (SE's
   * lun_eclipse_how magnitudes) shows at the instant jdUt; null when there is none then. One
   * evaluation, far cheaper than the search; the caller supplies the instant of greatest eclipse.
   */
  eclipseAt?(jdUt: number, kind: 'solar' | 'lunar'): EclipseType | null;
}

/** How an eclipse shows at its greatest phase (hybrid = annular-total). */
export type EclipseType = 'total' | 'annular' | 'hybrid' | 'partial' | 'penumbral';

/** One eclipse found by {@link Ephemeris.nextEclipse}. */
export interface EclipseEvent {
  /** UT Julian day of greatest eclipse. */
  maxJd: number;
  type: EclipseType;
}
