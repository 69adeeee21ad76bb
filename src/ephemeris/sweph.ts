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
 * One ephemeris per computation (see `Ephemeris.withOneEphemeris` in engine/ports.ts): the SE files
 * (`sepl_18`/`semo_18`) serve a computation only if every instant it touches lies inside the range
 * they serve deterministically (measured from the files at construction, clipped to the 600-year
 * block their name stands for, because beyond it SE looks for the next block's file and its answer
 * would depend on which file happened to be open). Otherwise, or when SE reports that anything came
 * from elsewhere (the flag it returns, or its "using Moshier eph." note, which is how a missing
 * `semo_18.se1` shows), the whole computation is run again on the built-in Moshier theory. SE is
 * never asked for an instant outside the files, so no request leaves SE in a state that changes the
 * next answer; should SE still report a fallback, its file state is closed and reopened.
 *
 * SE keeps process-wide state (`set_ephe_path`, `set_sid_mode`). This module owns both: every files
 * run re-selects its adapter's path if another adapter changed it, and the sidereal mode is re-set
 * only when a call needs a different one. The calls are synchronous, so there is no interleaving
 * inside one event loop. Worker threads (src/workers) are safe too: the addon's SE build keeps its
 * state in thread-local storage (sweodef.h `TLS __thread` on Linux) and each thread has its own copy
 * of this module and its own adapter, so the mirror and the state it mirrors stay per thread.
 */
import { readdirSync } from 'node:fs';
import {
  calc_ut,
  close,
  constants,
  deltat,
  get_ayanamsa_ex_ut,
  get_current_file_data,
  houses_armc_ex2,
  houses_ex2,
  jdut1_to_utc,
  julday,
  lun_eclipse_how,
  lun_eclipse_when,
  rise_trans,
  set_ephe_path,
  set_sid_mode,
  sol_eclipse_when_glob,
  sol_eclipse_where,
  utc_to_jd,
  version,
} from 'sweph';
import { PolarLatitudeError } from '../engine/errors.js';
import type {
  BodyState,
  EclipseEvent,
  EclipseType,
  Ephemeris,
  EphemerisMode,
  HouseFrame,
  OneEphemeris,
} from '../engine/ports.js';
import type { SunriseConvention } from '../engine/transit/sun-days.js';
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
  /**
   * The UT Julian days between which the files serve a computation (null in Moshier mode): the
   * intersection of `sepl`'s and `semo`'s ranges and of their 600-year name block, less a margin
   * for delta-T and light time. Instants outside it are computed with Moshier.
   */
  readonly filesRange: { readonly fromJdUt: number; readonly toJdUt: number } | null;
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
 * The path SE currently has (module-level, like the state it mirrors); a files run re-selects its
 * own when another adapter in the process changed it.
 */
let currentPath: string | null = null;

function selectPath(path: string): void {
  if (currentPath === path) return;
  // Close first, so files opened from another directory are not reused.
  close();
  currentSidMode = null;
  set_ephe_path(path);
  currentPath = path;
}

/** Forget every file SE opened (and everything it cached from them); the next call reopens. */
function resetFiles(path: string): void {
  close();
  currentSidMode = null;
  currentPath = null;
  selectPath(path);
}

/**
 * Thrown inside a files run when the files cannot serve an instant (outside their range, or SE
 * reports another source); caught by `withOneEphemeris`, which runs the work again on Moshier.
 * Engine code catches no errors, so it travels up unchanged.
 */
class FilesCannotServe extends Error {
  readonly reason: string;
  /** True when SE itself fell back, so its file state must be reset. */
  readonly seFellBack: boolean;
  constructor(reason: string, seFellBack: boolean) {
    super(`Swiss Ephemeris files cannot serve this computation: ${reason}`);
    this.reason = reason;
    this.seFellBack = seFellBack;
  }
}

/** "SwissEph file 'semo_18.se1' not found … using Moshier eph. for moon": SE's own fallback note. */
const MOSHIER_NOTE = /moshier/i;

/**
 * Margin (days) kept from the ends of the file range: delta-T (about 13 minutes by 2400 in SE's
 * extrapolation; the files are in TT), light time (under 2 hours up to Saturn) and SE's numerical
 * speeds (a fraction of a second) all reach a little past the instant asked for.
 */
const RANGE_MARGIN_DAYS = 0.125;

/** How far (days) a sunrise/sunset search may run past its start instant (SE looks about a day). */
const SUN_EVENT_SPAN_DAYS = 2;

/** The file range of one SE data file (ifno 0 = planets, 1 = Moon), as UT Julian days. */
function fileRange(ifno: number): { from: number; to: number; name: string } | null {
  try {
    const d = get_current_file_data(ifno);
    if (!d.path) return null;
    const name = d.path.split('/').pop() ?? d.path;
    // `sepl_18.se1` stands for the years 1800–2399 (file names count centuries, each file 600 years;
    // `m` marks BCE). Beyond the block SE asks for the next block's file whatever is open.
    const m = /_(m?)(\d+)\.se1$/.exec(name);
    let from = d.start;
    let to = d.end;
    if (m !== null) {
      const firstYear = (m[1] === 'm' ? -1 : 1) * Number(m[2]) * 100;
      from = Math.max(from, julday(firstYear, 1, 1, 0, constants.SE_GREG_CAL));
      to = Math.min(to, julday(firstYear + 600, 1, 1, 0, constants.SE_GREG_CAL));
    }
    // The file limits are TT; the calls take UT (UT = TT − delta-T).
    return { from: from - deltat(from), to: to - deltat(to), name };
  } catch {
    return null;
  }
}

/** The `.se1` files in a directory, sorted (empty if it cannot be read). */
function listDataFiles(dir: string | null): string[] {
  if (dir === null) return [];
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.se1'))
      .sort();
  } catch {
    return [];
  }
}

/**
 * Create the Swiss Ephemeris adapter. With `ephePath` it prefers the SE files (SEFLG_SWIEPH);
 * without, the built-in Moshier theory (SEFLG_MOSEPH). A probe at construction detects SE's silent
 * fallback to Moshier (missing or unreadable files, including a missing `semo_18.se1`, which SE
 * only mentions in its note), in which case `mode` is 'moshier' and Moshier serves everything.
 * Otherwise each computation is served by one ephemeris, chosen per computation
 * (`withOneEphemeris`), and each direct call is one computation of its own.
 */
export function createSwephEphemeris(options: SwephOptions): SwephEphemeris {
  const requestedPath = options.ephePath ?? null;
  let preferred: EphemerisMode = 'moshier';
  let fallbackReason: string | null = null;
  let filesRange: { fromJdUt: number; toJdUt: number } | null = null;

  if (requestedPath !== null) {
    currentPath = null;
    selectPath(requestedPath);
    // Sun comes from the planet file (sepl), the Moon from its own file (semo): probe both.
    for (const body of [constants.SE_SUN, constants.SE_MOON]) {
      const probe = calc_ut(PROBE_JD_UT, body, constants.SEFLG_SWIEPH);
      if (probe.flag < 0) throw new Error(`Swiss Ephemeris probe failed: ${probe.error}`);
      if ((probe.flag & EPHE_MASK) !== constants.SEFLG_SWIEPH || MOSHIER_NOTE.test(probe.error)) {
        fallbackReason =
          probe.error.replace(/\s+/g, ' ').trim() ||
          'SE answered from Moshier instead of the files';
        break;
      }
    }
    if (fallbackReason === null) {
      const planets = fileRange(0);
      const moon = fileRange(1);
      if (planets === null || moon === null) {
        fallbackReason = 'SE did not report the range of its planet and Moon files';
      } else {
        preferred = 'swiss';
        filesRange = {
          fromJdUt: Math.max(planets.from, moon.from) + RANGE_MARGIN_DAYS,
          toJdUt: Math.min(planets.to, moon.to) - RANGE_MARGIN_DAYS,
        };
      }
    }
    // A later adapter must not inherit a failed probe's state.
    if (fallbackReason !== null) resetFiles(requestedPath);
  }

  const files = preferred === 'swiss' ? bound('swiss', requestedPath, filesRange) : null;
  const moshier = bound('moshier', null, null);

  function withOneEphemeris<T>(work: (eph: Ephemeris) => T): OneEphemeris<T> {
    if (files !== null && requestedPath !== null) {
      selectPath(requestedPath);
      try {
        return { value: work(files), mode: 'swiss' };
      } catch (e) {
        if (!(e instanceof FilesCannotServe)) throw e;
        if (e.seFellBack) resetFiles(requestedPath);
      }
    }
    return { value: work(moshier), mode: 'moshier' };
  }

  /** A direct call: one computation of its own. */
  const one =
    <A extends unknown[], R>(pick: (eph: Ephemeris) => (...args: A) => R) =>
    (...args: A): R =>
      withOneEphemeris((eph) => pick(eph)(...args)).value;

  return {
    mode: preferred,
    version: version(),
    dataFiles: listDataFiles(requestedPath),
    ephePath: preferred === 'swiss' ? requestedPath : null,
    fallbackReason,
    filesRange,
    withOneEphemeris,
    julianDayUt: moshier.julianDayUt,
    utcFromJulianDay: moshier.utcFromJulianDay,
    grahas: one((e) => e.grahas),
    ayanamsa: one((e) => e.ayanamsa),
    meanAyanamsa: one(
      (e) => (jdUt: number, settings: ChartSettings) => meanAyanamsaOf(e, jdUt, settings),
    ),
    placidus: one((e) => e.placidus),
    placidusFromArmc: one((e) => e.placidusFromArmc),
    obliquity: one((e) => e.obliquity),
    sunEvent: one((e) => e.sunEvent),
    graha: one((e) => (e as BoundEphemeris).graha),
    nextEclipse: one((e) => (e as BoundEphemeris).nextEclipse),
    eclipseAt: one((e) => (e as BoundEphemeris).eclipseAt),
  };
}

/** Mean ayanamsa through a bound ephemeris (see `SwephEphemeris.meanAyanamsa`). */
function meanAyanamsaOf(eph: Ephemeris, jdUt: number, settings: ChartSettings): number {
  return (eph as BoundEphemeris).meanAyanamsa(jdUt, settings);
}

/** Standard atmosphere of the apparent sunrise (swetest's defaults), hPa and °C. */
const STANDARD_PRESSURE_HPA = 1013.25;
const STANDARD_TEMPERATURE_C = 15;

/** One remembered SE answer: the instant asked (UT Julian day) and the value. */
interface Answer {
  jdUt: number;
  value: number;
}

/** An ephemeris bound to one theory: what `withOneEphemeris` hands to the work. */
interface BoundEphemeris extends Ephemeris {
  meanAyanamsa(jdUt: number, settings: ChartSettings): number;
  graha(jdUt: number, graha: Graha, settings: ChartSettings): BodyState;
  nextEclipse(jdUt: number, kind: 'solar' | 'lunar'): EclipseEvent;
  eclipseAt(jdUt: number, kind: 'solar' | 'lunar'): EclipseType | null;
}

/** An eclipse search may look this far ahead, days (eclipse seasons are under six months apart). */
const ECLIPSE_SEARCH_DAYS = 400;

/** SE's eclipse-type bits, most specific first (SE_ECL_ANNULAR_TOTAL = hybrid). */
const ECLIPSE_TYPES: ReadonlyArray<[number, EclipseType]> = [
  [constants.SE_ECL_ANNULAR_TOTAL, 'hybrid'],
  [constants.SE_ECL_TOTAL, 'total'],
  [constants.SE_ECL_ANNULAR, 'annular'],
  [constants.SE_ECL_PARTIAL, 'partial'],
  [constants.SE_ECL_PENUMBRAL, 'penumbral'],
];

/**
 * The port over one theory. In 'swiss' mode every call first checks that the instants it touches
 * lie in `range`, and afterwards that SE answered from the files; either failure throws
 * FilesCannotServe for `withOneEphemeris` to catch.
 */
function bound(
  mode: EphemerisMode,
  path: string | null,
  range: { fromJdUt: number; toJdUt: number } | null,
): BoundEphemeris {
  const epheFlag = mode === 'swiss' ? constants.SEFLG_SWIEPH : constants.SEFLG_MOSEPH;
  const posFlags = epheFlag | constants.SEFLG_SPEED | constants.SEFLG_SIDEREAL;
  const dataFiles = listDataFiles(path);

  /** Files mode: the computation touches [from, to] (UT JD); refuse before asking SE. */
  function need(from: number, to: number = from): void {
    if (range === null) return;
    if (from < range.fromJdUt || to > range.toJdUt) {
      throw new FilesCannotServe(
        `JD ${from}–${to} UT lies outside the files' range ${range.fromJdUt}–${range.toJdUt}`,
        false,
      );
    }
  }

  /** Files mode: SE's flag and note must both say the files answered (always true on Moshier). */
  function filesAnswered(flag: number, error: string): boolean {
    if (mode !== 'swiss') return true;
    if (flag >= 0 && (flag & EPHE_MASK) !== constants.SEFLG_SWIEPH) return false;
    return error === '' || !MOSHIER_NOTE.test(error);
  }

  function served(flag: number, error: string, what: string): void {
    if (!filesAnswered(flag, error)) {
      throw new FilesCannotServe(`${what}: ${error.replace(/\s+/g, ' ').trim()}`, true);
    }
  }

  /** calc_ut with error and fallback checks; returns SE's six-value data array. */
  function calc(jdUt: number, body: number, flags: number): number[] {
    need(jdUt);
    const r = calc_ut(jdUt, body, flags);
    if (r.flag < 0) {
      if (mode === 'swiss') throw new FilesCannotServe(`calc_ut failed: ${r.error}`, true);
      throw new Error(`Swiss Ephemeris calc_ut(${jdUt}, ${body}) failed: ${r.error}`);
    }
    // The description is formatted only for a failure (a calendar year makes some 1,100 calls).
    if (!filesAnswered(r.flag, r.error)) served(r.flag, r.error, `calc_ut(${jdUt}, ${body})`);
    if ((r.flag & EPHE_MASK) !== (flags & EPHE_MASK)) {
      throw new Error(
        `Swiss Ephemeris switched ephemeris mid-run (requested flag ${flags}, got ${r.flag}): ${r.error}`,
      );
    }
    return r.data;
  }

  /*
   * The last answer of each ayanamsa (true and mean) and of the obliquity, by instant. A birth chart
   * asks SE for the same instant's KP ayanamsa four times (positions, the two sensitivity frames,
   * the vedic block) and its obliquity twice, some 5-9 µs a call; SE's answer is a function of the
   * instant, the mode and this adapter's theory, so the repeat is read back (issue 22 §3). An answer
   * is kept only once SE served it.
   */
  const lastAyanamsa = [new Map<number, Answer>(), new Map<number, Answer>()];
  let lastObliquity: Answer | null = null;

  /** SE's ayanamsa for the mode behind `id`; with `mean`, SEFLG_NONUT (no nutation). */
  function seAyanamsa(jdUt: number, id: AyanamsaId, mean: boolean): number {
    need(jdUt);
    // By SE's sidereal mode, not the id: kp and kp_new ask SE the same question.
    const sidMode = SID_MODE[id];
    const last = lastAyanamsa[mean ? 1 : 0]?.get(sidMode);
    if (last !== undefined && last.jdUt === jdUt) return last.value;
    ensureSidMode(sidMode);
    const flags = epheFlag | (mean ? constants.SEFLG_NONUT : 0);
    const r = get_ayanamsa_ex_ut(jdUt, flags);
    if (r.flag < 0) throw new Error(`Swiss Ephemeris get_ayanamsa_ex_ut failed: ${r.error}`);
    served(r.flag, r.error, 'get_ayanamsa_ex_ut');
    lastAyanamsa[mean ? 1 : 0]?.set(sidMode, { jdUt, value: r.data });
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

  /** One graha, exactly as `grahas` computes it (one calc_ut instead of eight). */
  function graha(jdUt: number, name: Graha, settings: ChartSettings): BodyState {
    if (name === 'Ketu') {
      const rahu = graha(jdUt, 'Rahu', settings);
      return {
        longitude: norm360(rahu.longitude + 180),
        latitude: 0 - rahu.latitude,
        speed: rahu.speed,
      };
    }
    ensureSidMode(SID_MODE[settings.ayanamsa]);
    const offset = siderealOffset(jdUt, settings.ayanamsa);
    const drift =
      settings.ayanamsa === 'kp_new'
        ? (siderealOffset(jdUt + 1, 'kp_new') - siderealOffset(jdUt - 1, 'kp_new')) / 2
        : 0;
    const id: Record<Exclude<Graha, 'Ketu'>, number> = {
      Sun: constants.SE_SUN,
      Moon: constants.SE_MOON,
      Mars: constants.SE_MARS,
      Mercury: constants.SE_MERCURY,
      Jupiter: constants.SE_JUPITER,
      Venus: constants.SE_VENUS,
      Saturn: constants.SE_SATURN,
      Rahu: settings.nodeType === 'true' ? constants.SE_TRUE_NODE : constants.SE_MEAN_NODE,
    };
    const [lon = Number.NaN, lat = Number.NaN, , speed = Number.NaN] = calc(
      jdUt,
      id[name],
      posFlags,
    );
    return { longitude: norm360(lon + offset), latitude: lat, speed: speed + drift };
  }

  /** SE's global eclipse search (sol_eclipse_when_glob / lun_eclipse_when), any type. */
  function nextEclipse(jdUt: number, kind: 'solar' | 'lunar'): EclipseEvent {
    need(jdUt, jdUt + ECLIPSE_SEARCH_DAYS);
    const r =
      kind === 'solar'
        ? // sweph's typings declare `backwards` a number, but the addon requires a boolean.
          sol_eclipse_when_glob(jdUt, epheFlag, 0, false as unknown as number)
        : lun_eclipse_when(jdUt, epheFlag, 0, false);
    if (r.flag <= 0) {
      if (mode === 'swiss') throw new FilesCannotServe(`${kind} eclipse search: ${r.error}`, true);
      throw new Error(`Swiss Ephemeris ${kind} eclipse search failed: ${r.error}`);
    }
    // The flag holds eclipse-type bits, not the ephemeris bits: only the note tells of a fallback.
    served(constants.SEFLG_SWIEPH, r.error, `${kind} eclipse search`);
    const type = ECLIPSE_TYPES.find(([bit]) => (r.flag & bit) !== 0)?.[1];
    const [maxJd = Number.NaN] = r.data;
    if (type === undefined)
      throw new Error(`Swiss Ephemeris ${kind} eclipse of unknown type ${r.flag}`);
    return { maxJd, type };
  }

  /** SE's eclipse type at one instant: sol_eclipse_where (global) or lun_eclipse_how magnitudes. */
  function eclipseAt(jdUt: number, kind: 'solar' | 'lunar'): EclipseType | null {
    need(jdUt);
    if (kind === 'solar') {
      const r = sol_eclipse_where(jdUt, epheFlag);
      if (r.flag < 0) {
        if (mode === 'swiss') throw new FilesCannotServe(`sol_eclipse_where: ${r.error}`, true);
        throw new Error(`Swiss Ephemeris sol_eclipse_where failed: ${r.error}`);
      }
      served(constants.SEFLG_SWIEPH, r.error, 'sol_eclipse_where');
      return ECLIPSE_TYPES.find(([bit]) => (r.flag & bit) !== 0)?.[1] ?? null;
    }
    // The observer only matters for visibility flags; the magnitudes are geocentric.
    const r = lun_eclipse_how(jdUt, epheFlag, [0, 0, 0]);
    if (r.flag < 0) {
      if (mode === 'swiss') throw new FilesCannotServe(`lun_eclipse_how: ${r.error}`, true);
      throw new Error(`Swiss Ephemeris lun_eclipse_how failed: ${r.error}`);
    }
    served(constants.SEFLG_SWIEPH, r.error, 'lun_eclipse_how');
    const [umbral = 0, penumbral = 0] = r.data;
    return umbral >= 1 ? 'total' : umbral > 0 ? 'partial' : penumbral > 0 ? 'penumbral' : null;
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
    need(jdUt);
    const r = houses_ex2(jdUt, constants.SEFLG_SIDEREAL | epheFlag, latitude, longitude, 'P');
    checkHouses(r.flag, r.error, latitude);
    // houses_ex2 returns OK/ERR, not the ephemeris flag: only its note can tell of a fallback.
    served(constants.SEFLG_SWIEPH, r.error, 'houses_ex2');
    return frame(r.data.houses, r.data.points, offset);
  }

  function obliquity(jdUt: number): number {
    if (lastObliquity !== null && lastObliquity.jdUt === jdUt) return lastObliquity.value;
    const [eps = Number.NaN] = calc(jdUt, constants.SE_ECL_NUT, epheFlag);
    lastObliquity = { jdUt, value: eps };
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
    f.armc = norm360(armc); // a fresh object: set, not spread (a spread with more fields is ~0.5 µs)
    return f;
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
   * Sunrise/sunset. `hindu`, as used by Jagannatha Hora / PyJHora: SE_BIT_HINDU_RISING =
   * SE_BIT_DISC_CENTER | SE_BIT_NO_REFRACTION | SE_BIT_GEOCTR_NO_ECL_LAT (centre of the disc on the
   * geometric horizon, no refraction, geocentric Sun without ecliptic latitude). `apparent`: SE's
   * default rising (upper limb, standard refraction), as almanacs print it.
   */
  function sunEvent(
    jdUt: number,
    latitude: number,
    longitude: number,
    kind: 'rise' | 'set',
    convention: SunriseConvention = 'hindu',
  ): number | null {
    const rsmi =
      (kind === 'rise' ? constants.SE_CALC_RISE : constants.SE_CALC_SET) |
      (convention === 'hindu' ? constants.SE_BIT_HINDU_RISING : 0);
    need(jdUt, jdUt + SUN_EVENT_SPAN_DAYS);
    // Hindu: pressure and temperature are irrelevant without refraction. Apparent: the standard
    // atmosphere swetest -rise uses (1013.25 hPa, 15 °C).
    const r = rise_trans(
      jdUt,
      constants.SE_SUN,
      null,
      epheFlag,
      rsmi,
      [longitude, latitude, 0],
      convention === 'apparent' ? STANDARD_PRESSURE_HPA : 0,
      convention === 'apparent' ? STANDARD_TEMPERATURE_C : 0,
    );
    if (r.flag === RISE_TRANS_CIRCUMPOLAR) return null;
    if (r.flag < 0) {
      if (mode === 'swiss') throw new FilesCannotServe(`rise_trans failed: ${r.error}`, true);
      throw new Error(`Swiss Ephemeris rise_trans failed: ${r.error}`);
    }
    // rise_trans returns 0, not the ephemeris flag: only its note can tell of a fallback.
    served(constants.SEFLG_SWIEPH, r.error, 'rise_trans');
    return r.data;
  }

  const self: BoundEphemeris = {
    mode,
    version: version(),
    dataFiles,
    withOneEphemeris: <T>(work: (eph: Ephemeris) => T): OneEphemeris<T> => ({
      // Nested runs share the outer run's theory; a files failure travels up to the outer run.
      value: work(self),
      mode,
    }),
    julianDayUt,
    utcFromJulianDay,
    grahas,
    ayanamsa,
    meanAyanamsa,
    placidus,
    placidusFromArmc,
    obliquity,
    sunEvent,
    graha,
    nextEclipse,
    eclipseAt,
  };
  return self;
}
