/**
 * Horary timing windows (kp-doctrine.md §3.4): Vimshottari from the horary Moon at the moment of
 * judgment; the event falls in the conjoined period (dasha, bhukti, antara) of significators of the
 * required houses that are also ruling planets.
 *
 * Rule (derived from §3.4 "Programmatic windows", documented in docs/questions.md): an antara
 * (pratyantardasha) starting within the horizon qualifies when its bhukti lord and its antara lord both
 * signify a required house (levels A-D) and at least one of its dasha, bhukti and antara lords is a
 * fruitful significator (a significator that is also a ruling planet). Adjacent qualifying antaras
 * merge into one window. A window already running at judgment starts at the judgment moment.
 */
import { subPeriods, vimshottari } from '../dasha/vimshottari.js';
import type { TransitScanner } from '../transit/scanner.js';
import type { Graha } from '../types.js';
import { NAKSHATRA_SPAN, nakshatraLord } from '../zodiac/nakshatras.js';
import { normalizeDegrees, signLordOfIndex } from '../zodiac/signs.js';

/** How far ahead horary windows are sought: two dasha years (horary questions are near-term). */
export const HORARY_HORIZON_YEARS = 2;
/** At most this many windows are returned, earliest first. */
export const MAX_HORARY_WINDOWS = 6;

export interface DbaWindow {
  startJd: number;
  endJd: number;
  /** Dasha, bhukti and antara lords of each antara merged into the window, in order. */
  periods: Array<{ dasha: Graha; bhukti: Graha; antara: Graha; startJd: number; endJd: number }>;
  /** Fruitful significators among the window's lords. */
  fruitful: Graha[];
}

export function dbaWindows(
  moonLongitude: number,
  jdUt: number,
  requiredSignificators: readonly Graha[],
  fruitful: readonly Graha[],
  yearDays: number,
): DbaWindow[] {
  const v = vimshottari(moonLongitude, jdUt, yearDays);
  const until = jdUt + HORARY_HORIZON_YEARS * yearDays;
  const windows: DbaWindow[] = [];
  let open: DbaWindow | null = null;
  for (const md of v.mahadashas) {
    if (md.endJd <= jdUt || md.startJd >= until) continue;
    for (const ad of md.children) {
      if (ad.endJd <= jdUt || ad.startJd >= until) continue;
      for (const pd of subPeriods(ad, yearDays)) {
        if (pd.endJd <= jdUt || pd.startJd >= until) continue;
        const lords = [md.lord, ad.lord, pd.lord];
        const ok =
          requiredSignificators.includes(ad.lord) &&
          requiredSignificators.includes(pd.lord) &&
          lords.some((g) => fruitful.includes(g));
        if (!ok) {
          open = null;
          continue;
        }
        const period = {
          dasha: md.lord,
          bhukti: ad.lord,
          antara: pd.lord,
          startJd: Math.max(pd.startJd, jdUt),
          endJd: pd.endJd,
        };
        const f = lords.filter((g) => fruitful.includes(g));
        if (open && Math.abs(open.endJd - pd.startJd) < 1e-9) {
          open.endJd = pd.endJd;
          open.periods.push(period);
          for (const g of f) if (!open.fruitful.includes(g)) open.fruitful.push(g);
        } else {
          if (windows.length >= MAX_HORARY_WINDOWS) return windows;
          open = {
            startJd: period.startJd,
            endJd: pd.endJd,
            periods: [period],
            fruitful: [...new Set(f)],
          };
          windows.push(open);
        }
      }
    }
  }
  return windows;
}

/** The Sun's transits are scanned over at most this many days of the first window (cost: one
 * ephemeris call per day, through the transit scanner). */
export const TRANSIT_SCAN_DAYS = 366;

export interface SunTransit {
  startJd: number;
  endJd: number;
  /** Sign index 0-11. */
  sign: number;
  signLord: Graha;
  starLord: Graha;
}

/** The Sun's mean daily motion (degrees/day) and how far its true place can run ahead of or behind
 * a mean-motion estimate within a year (equation of centre ±1.92°, i.e. under 4 days). */
const SUN_MEAN_MOTION = 360 / 365.2564;
const SUN_MARGIN_DAYS = 5;

/** The scanner's star-level boundaries: nakshatra edges and sign edges, ascending. */
const STAR_BOUNDARIES = [
  ...new Set([
    ...Array.from({ length: 27 }, (_, i) => (i * 360) / 27),
    ...Array.from({ length: 12 }, (_, i) => i * 30),
  ]),
].sort((a, b) => a - b);

/**
 * Ruling-planet transit confirmation (kp-doctrine §3.4, "RP transit method"; §6 "Transit
 * confirmation"): the stretches of [startJd, endJd) when the Sun (the month-level timer) is in a sign
 * owned by a ruling planet and in the star of a fruitful significator, as exact crossing instants from
 * the transit scanner. The scanner's cost is one ephemeris call per day scanned, so it is only run
 * around the stretches where a qualifying sign/star can hold the Sun: estimated from its place at the
 * start and its mean motion, widened by a margin larger than the Sun's departure from mean motion.
 */
export function sunTransits(
  scanner: TransitScanner,
  startJd: number,
  endJd: number,
  rulingPlanets: readonly Graha[],
  fruitful: readonly Graha[],
): SunTransit[] {
  const lon0 = scanner.exact('Sun', startJd).longitude;
  const intervals: Array<[number, number]> = [];
  for (let i = 0; i < STAR_BOUNDARIES.length; i++) {
    const from = STAR_BOUNDARIES[i] as number;
    const to = STAR_BOUNDARIES[i + 1] ?? 360;
    const mid = (from + to) / 2;
    const signLord = signLordOfIndex(Math.floor(mid / 30));
    const starLord = nakshatraLord(Math.floor(mid / NAKSHATRA_SPAN));
    if (!rulingPlanets.includes(signLord) || !fruitful.includes(starLord)) continue;
    // Days until the Sun reaches the segment (0 when it is inside it now), then each later year.
    const inside = normalizeDegrees(lon0 - from) < to - from;
    const tIn = inside ? 0 : normalizeDegrees(from - lon0) / SUN_MEAN_MOTION;
    const tOut = normalizeDegrees(to - lon0) / SUN_MEAN_MOTION;
    for (let lap = 0; lap * 365.2564 + tIn - SUN_MARGIN_DAYS < endJd - startJd; lap++) {
      const a = Math.max(startJd, startJd + lap * 365.2564 + tIn - SUN_MARGIN_DAYS);
      const b = Math.min(endJd, startJd + lap * 365.2564 + tOut + SUN_MARGIN_DAYS);
      if (b > a) intervals.push([a, b]);
    }
  }
  intervals.sort((x, y) => x[0] - y[0]);
  const merged: Array<[number, number]> = [];
  for (const [a, b] of intervals) {
    const last = merged[merged.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  const out: SunTransit[] = [];
  for (const [a, b] of merged) {
    for (const s of scanner.bodySpans('Sun', 'star', a, b)) {
      if (!rulingPlanets.includes(s.signLord) || !fruitful.includes(s.starLord)) continue;
      const last = out[out.length - 1];
      if (
        last &&
        Math.abs(last.endJd - s.startJd) < 1e-9 &&
        last.sign === s.sign &&
        last.starLord === s.starLord
      ) {
        last.endJd = s.endJd;
      } else {
        out.push({
          startJd: s.startJd,
          endJd: s.endJd,
          sign: s.sign,
          signLord: s.signLord,
          starLord: s.starLord,
        });
      }
    }
  }
  return out;
}
