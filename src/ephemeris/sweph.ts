/**
 * The Swiss Ephemeris adapter: the only module in the project that imports `sweph`.
 *
 * Frames and conventions (design/decisions.md, Astronomy):
 * - Positions are apparent, geocentric, ecliptic and equinox of date, made sidereal by SE's
 *   `SEFLG_SIDEREAL` (the "traditional" method: tropical-of-date longitude minus the ayanamsa
 *   including nutation in longitude).
 * - All Julian days are UT1 (`jdUt`); SE derives TT itself with its delta-T model.
 * - Angles are degrees; longitudes are normalised to [0, 360).
 *
 * SE keeps process-wide state (`set_ephe_path`, `set_sid_mode`). This module owns both: it sets the
 * ephemeris path once per adapter construction and re-sets the sidereal mode only when a call needs a
 * different one. Create one adapter per process; the calls are synchronous, so there is no
 * interleaving inside one event loop, but worker threads sharing the addon would race on the
 * sidereal mode.
 */
import {
  calc_ut,
  constants,
  get_ayanamsa_ex_ut,
  houses_armc_ex2,
  houses_ex2,
  jdut1_to_utc,
  rise_trans,
  set_ephe_path,
  set_sid_mode,
  utc_to_jd,
  version,
} from 'sweph';
import { PolarLatitudeError } from '../engine/errors.js';
import type { BodyState, Ephemeris, EphemerisMode, HouseFrame } from '../engine/ports.js';
import type { AyanamsaId, ChartSettings, Graha, UtcInstant } from '../engine/types.js';

/** SE's ephemeris-selection bits (SEFLG_JPLEPH | SEFLG_SWIEPH | SEFLG_MOSEPH); not exported by sweph. */
const EPHE_MASK = constants.SEFLG_JPLEPH | constants.SEFLG_SWIEPH | constants.SEFLG_MOSEPH;

/** Return code of `rise_trans` when the body is circumpolar (never rises or sets). */
const RISE_TRANS_CIRCUMPOLAR = -2;

/** J2000.0 (2000-01-01 12:00 TT, here used as UT): the instant of the construction-time probe. */
const PROBE_JD_UT = 2451545.0;

/** Options for {@link createSwephEphemeris}. */
export interface SwephOptions {
  /** Directory with the SE `.se1` files; null or absent selects the built-in Moshier theory. */
  ephePath?: string | null;
}

/** The SE adapter: the `Ephemeris` port plus a few facts useful for startup logs and tests. */
export interface SwephEphemeris extends Ephemeris {
  /** The ephemeris directory in use, or null in Moshier mode. */
  readonly ephePath: string | null;
  /**
   * SE's message when files were requested but SE fell back to Moshier at construction
   * (e.g. "SwissEph file 'sepl_18.se1' not found …"); null otherwise.
   */
  readonly fallbackReason: string | null;
  /**
   * Mean ayanamsa (degrees, WITHOUT nutation in longitude) at jdUt: SE's value with SEFLG_NONUT for
   * the SE modes, the bare Balachandran formula for `kp_new`. This is the quantity tabulated in
   * kp-doctrine §1.3 and in KP year books; `ayanamsa()` returns it plus nutation in longitude.
   */
  meanAyanamsa(jdUt: number, settings: ChartSettings): number;
}

/** SE sidereal mode for each ayanamsa; `kp_new` is built on mode 5 (see {@link nkpaMean}). */
const SID_MODE: Record<AyanamsaId, number> = {
  kp: constants.SE_SIDM_KRISHNAMURTI,
  kp_new: constants.SE_SIDM_KRISHNAMURTI,
  kp_vp291: constants.SE_SIDM_KRISHNAMURTI_VP291,
  lahiri: constants.SE_SIDM_LAHIRI,
};

/** NKPA epoch: 1900-04-15 0h UT, where the Balachandran ayanamsa is 22°22′30″. */
const NKPA_EPOCH_JD_UT = 2415124.5;
const NKPA_BASE_ARCSEC = 22 * 3600 + 22 * 60 + 30;
const NKPA_RATE_ARCSEC = 50.2388475;
const NKPA_ACCEL_ARCSEC = 0.000111;
const TROPICAL_YEAR_DAYS = 365.24219;

/**
 * Balachandran's New KP ayanamsa (NKPA, KP & Astrology Year Book 2003), degrees:
 * B + T·50.2388475″ + T²·0.000111″ with B = 22°22′30″ at 1900-04-15 0h UT and T in tropical years
 * of 365.24219 days. A mean value: it carries no nutation (kp-doctrine §1.2).
 */
export function nkpaMean(jdUt: number): number {
  const t = (jdUt - NKPA_EPOCH_JD_UT) / TROPICAL_YEAR_DAYS;
  return (NKPA_BASE_ARCSEC + t * NKPA_RATE_ARCSEC + t * t * NKPA_ACCEL_ARCSEC) / 3600;
}

/** Normalise an angle to [0, 360). */
function norm360(deg: number): number {
  const r = deg % 360;
  // `r + 360` can round to exactly 360 for tiny negative r.
  const n = r < 0 ? r + 360 : r;
  return n >= 360 ? 0 : n;
}

/**
 * SE's sidereal mode is process-global; remember the last one this module set so that a chart
 * costs one `set_sid_mode` call only when the ayanamsa actually changes. Module-level because
 * the state it mirrors is process-level, shared by every adapter instance.
 */
let currentSidMode: number | null = null;

function ensureSidMode(mode: number): void {
  if (currentSidMode === mode) return;
  // t0 and ayan_t0 are ignored for predefined modes.
  set_sid_mode(mode, 0, 0);
  currentSidMode = mode;
}

/**
 * Create the Swiss Ephemeris adapter. With `ephePath` it requests the SE files (SEFLG_SWIEPH);
 * without, the built-in Moshier theory (SEFLG_MOSEPH). A probe at construction detects SE's
 * silent fallback to Moshier (missing or unreadable files), in which case `mode` is 'moshier' and
 * Moshier is requested explicitly from then on. Any later disagreement between the requested and
 * the returned ephemeris throws: a chart never mixes theories while claiming one.
 */
export function createSwephEphemeris(options: SwephOptions): SwephEphemeris {
  const requestedPath = options.ephePath ?? null;
  let mode: EphemerisMode = 'moshier';
  let fallbackReason: string | null = null;

  if (requestedPath !== null) {
    set_ephe_path(requestedPath);
    // Sun comes from the planet file (sepl), the Moon from its own file (semo): probe both.
    for (const body of [constants.SE_SUN, constants.SE_MOON]) {
      const probe = calc_ut(PROBE_JD_UT, body, constants.SEFLG_SWIEPH);
      if (probe.flag < 0) throw new Error(`Swiss Ephemeris probe failed: ${probe.error}`);
      if ((probe.flag & EPHE_MASK) !== constants.SEFLG_SWIEPH) {
        fallbackReason =
          probe.error.replace(/\s+/g, ' ').trim() ||
          'SE answered from Moshier instead of the files';
        break;
      }
    }
    if (fallbackReason === null) mode = 'swiss';
  }

  const epheFlag = mode === 'swiss' ? constants.SEFLG_SWIEPH : constants.SEFLG_MOSEPH;
  const posFlags = epheFlag | constants.SEFLG_SPEED | constants.SEFLG_SIDEREAL;

  /** calc_ut with error and fallback checks; returns SE's six-value data array. */
  function calc(jdUt: number, body: number, flags: number): number[] {
    const r = calc_ut(jdUt, body, flags);
    if (r.flag < 0) throw new Error(`Swiss Ephemeris calc_ut(${jdUt}, ${body}) failed: ${r.error}`);
    if ((r.flag & EPHE_MASK) !== (flags & EPHE_MASK)) {
      throw new Error(
        `Swiss Ephemeris switched ephemeris mid-run (requested flag ${flags}, got ${r.flag}): ${r.error}`,
      );
    }
    return r.data;
  }

  /** SE's ayanamsa for the mode behind `id`; with `mean`, SEFLG_NONUT (no nutation). */
  function seAyanamsa(jdUt: number, id: AyanamsaId, mean: boolean): number {
    ensureSidMode(SID_MODE[id]);
    const flags = epheFlag | (mean ? constants.SEFLG_NONUT : 0);
    const r = get_ayanamsa_ex_ut(jdUt, flags);
    if (r.flag < 0) throw new Error(`Swiss Ephemeris get_ayanamsa_ex_ut failed: ${r.error}`);
    return r.data;
  }

  /**
   * What to add to SE's sidereal longitudes (computed with the mode in SID_MODE) to get the
   * requested ayanamsa's: zero for SE modes; for `kp_new`, mode 5's mean ayanamsa minus NKPA.
   * Adding it to a mode-5 sidereal longitude (= tropical − mean5 − Δψ) gives tropical − NKPA − Δψ,
   * so NKPA is treated as a mean ayanamsa and nutation is applied exactly as SE does for mode 5.
   */
  function siderealOffset(jdUt: number, id: AyanamsaId): number {
    if (id !== 'kp_new') return 0;
    return seAyanamsa(jdUt, id, true) - nkpaMean(jdUt);
  }

  function meanAyanamsa(jdUt: number, settings: ChartSettings): number {
    return settings.ayanamsa === 'kp_new'
      ? nkpaMean(jdUt)
      : seAyanamsa(jdUt, settings.ayanamsa, true);
  }

  /**
   * The ayanamsa actually subtracted from tropical-of-date longitudes, degrees. It INCLUDES
   * nutation in longitude (SE's "true" ayanamsa, get_ayanamsa_ex_ut without SEFLG_NONUT), because
   * SEFLG_SIDEREAL positions and sidereal house cusps subtract exactly this value. For `kp_new` it
   * is NKPA + (mode-5 true − mode-5 mean), consistent with the positions. The mean value is
   * `meanAyanamsa()`.
   */
  function ayanamsa(jdUt: number, settings: ChartSettings): number {
    if (settings.ayanamsa === 'kp_new') {
      const trueAy = seAyanamsa(jdUt, 'kp_new', false);
      return trueAy - siderealOffset(jdUt, 'kp_new');
    }
    return seAyanamsa(jdUt, settings.ayanamsa, false);
  }

  function grahas(jdUt: number, settings: ChartSettings): Record<Graha, BodyState> {
    ensureSidMode(SID_MODE[settings.ayanamsa]);
    const offset = siderealOffset(jdUt, settings.ayanamsa);
    // The kp_new offset drifts by ~2e-8 °/day (NKPA's rate vs SE's precession for mode 5); add
    // that drift to the speeds so they stay the time derivative of the longitudes.
    const drift =
      settings.ayanamsa === 'kp_new'
        ? (siderealOffset(jdUt + 1, 'kp_new') - siderealOffset(jdUt - 1, 'kp_new')) / 2
        : 0;
    const state = (data: number[]): BodyState => {
      const [lon = Number.NaN, lat = Number.NaN, , speed = Number.NaN] = data;
      return { longitude: norm360(lon + offset), latitude: lat, speed: speed + drift };
    };
    const body = (id: number): BodyState => state(calc(jdUt, id, posFlags));
    const nodeId = settings.nodeType === 'true' ? constants.SE_TRUE_NODE : constants.SE_MEAN_NODE;
    const rahu = body(nodeId);
    return {
      Sun: body(constants.SE_SUN),
      Moon: body(constants.SE_MOON),
      Mars: body(constants.SE_MARS),
      Mercury: body(constants.SE_MERCURY),
      Jupiter: body(constants.SE_JUPITER),
      Venus: body(constants.SE_VENUS),
      Saturn: body(constants.SE_SATURN),
      Rahu: rahu,
      // Ketu is the opposite point of the same node: same speed, mirrored latitude.
      Ketu: {
        longitude: norm360(rahu.longitude + 180),
        latitude: 0 - rahu.latitude, // `0 - x` keeps the mean node's 0 as +0, not −0
        speed: rahu.speed,
      },
    };
  }

  /** Build a sidereal frame from SE's cusps/points, shifting every longitude by `shift`. */
  function frame(houses: readonly number[], points: readonly number[], shift: number): HouseFrame {
    if (houses.length < 12 || points.length < 3) {
      throw new Error('Swiss Ephemeris returned an incomplete house frame');
    }
    const [asc = Number.NaN, mc = Number.NaN, armc = Number.NaN] = points;
    return {
      cusps: houses.slice(0, 12).map((c) => norm360(c + shift)),
      ascendant: norm360(asc + shift),
      mc: norm360(mc + shift),
      armc,
    };
  }

  /** SE signals the polar failure with ERR and "within polar circle, switched to Porphyry". */
  function checkHouses(flag: number, error: string, latitude: number): void {
    if (flag >= 0) return;
    if (/polar/i.test(error)) throw new PolarLatitudeError(latitude);
    throw new Error(`Swiss Ephemeris house calculation failed: ${error}`);
  }

  function placidus(
    jdUt: number,
    latitude: number,
    longitude: number,
    settings: ChartSettings,
  ): HouseFrame {
    const offset = siderealOffset(jdUt, settings.ayanamsa);
    ensureSidMode(SID_MODE[settings.ayanamsa]);
    // The ephemeris bit only selects the delta-T/tidal model SE uses for TT inside the call, so
    // the houses use the same TT as the planets (and SE does not look for files in Moshier mode).
    const r = houses_ex2(jdUt, constants.SEFLG_SIDEREAL | epheFlag, latitude, longitude, 'P');
    checkHouses(r.flag, r.error, latitude);
    return frame(r.data.houses, r.data.points, offset);
  }

  function obliquity(jdUt: number): number {
    const [eps = Number.NaN] = calc(jdUt, constants.SE_ECL_NUT, epheFlag);
    return eps;
  }

  function placidusFromArmc(
    jdUt: number,
    armc: number,
    latitude: number,
    settings: ChartSettings,
  ): HouseFrame {
    // houses_armc gives tropical cusps of date (true equinox, true obliquity). Subtracting the
    // ayanamsa incl. nutation reproduces what houses_ex2(SEFLG_SIDEREAL) does internally, so a
    // real moment's ARMC gives back placidus()'s cusps.
    const r = houses_armc_ex2(armc, latitude, obliquity(jdUt), 'P');
    checkHouses(r.flag, r.error, latitude);
    const f = frame(r.data.houses, r.data.points, -ayanamsa(jdUt, settings));
    return { ...f, armc: norm360(armc) };
  }

  function julianDayUt(utc: UtcInstant): number {
    const r = utc_to_jd(
      utc.year,
      utc.month,
      utc.day,
      utc.hour,
      utc.minute,
      utc.second,
      constants.SE_GREG_CAL,
    );
    if (r.flag < 0) throw new Error(`Invalid UTC instant: ${r.error}`);
    const [, jdUt1 = Number.NaN] = r.data;
    return jdUt1;
  }

  function utcFromJulianDay(jdUt: number): UtcInstant {
    const d = jdut1_to_utc(jdUt, constants.SE_GREG_CAL);
    return {
      year: d.year,
      month: d.month,
      day: d.day,
      hour: d.hour,
      minute: d.minute,
      second: d.second,
    };
  }

  /**
   * "Hindu" sunrise/sunset as used by Jagannatha Hora / PyJHora: SE_BIT_HINDU_RISING =
   * SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION | SE_BIT_GEOCTR_NO_ECL_LAT (centre of the disc on the
   * geometric horizon, no refraction, geocentric Sun without ecliptic latitude).
   */
  function sunEvent(
    jdUt: number,
    latitude: number,
    longitude: number,
    kind: 'rise' | 'set',
  ): number | null {
    const rsmi =
      (kind === 'rise' ? constants.SE_CALC_RISE : constants.SE_CALC_SET) |
      constants.SE_BIT_HINDU_RISING;
    // Pressure/temperature are irrelevant without refraction.
    const r = rise_trans(
      jdUt,
      constants.SE_SUN,
      null,
      epheFlag,
      rsmi,
      [longitude, latitude, 0],
      0,
      0,
    );
    if (r.flag === RISE_TRANS_CIRCUMPOLAR) return null;
    if (r.flag < 0) throw new Error(`Swiss Ephemeris rise_trans failed: ${r.error}`);
    return r.data;
  }

  return {
    mode,
    version: version(),
    ephePath: mode === 'swiss' ? requestedPath : null,
    fallbackReason,
    julianDayUt,
    utcFromJulianDay,
    grahas,
    ayanamsa,
    meanAyanamsa,
    placidus,
    placidusFromArmc,
    obliquity,
    sunEvent,
  };
}
