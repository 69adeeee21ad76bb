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
import { type TransitScanner, wrap180 } from '../transit/scanner.js';
import type { Graha } from '../types.js';
import { NAKSHATRA_SPAN, nakshatraLord } from '../zodiac/nakshatras.js';
import { signLordOfIndex } from '../zodiac/signs.js';

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

/** The Sun's transits are scanned over at most this many days of the first window. */
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
 * a mean-motion estimate (equation of centre ±1.92°, so two places differ by under 4 days). */
const SUN_MEAN_MOTION = 360 / 365.2564;
const SUN_MARGIN_DAYS = 5;

/** The scanner's star-level boundaries: nakshatra edges and sign edges, ascending (39 of them). */
const STAR_BOUNDARIES = [
  ...new Set([
    ...Array.from({ length: 27 }, (_, i) => (i * 360) / 27),
    ...Array.from({ length: 12 }, (_, i) => i * 30),
  ]),
].sort((a, b) => a - b);

/** Each star-level division [boundary i, boundary i + 1): its sign and its lords. */
const STAR_DIVISIONS = STAR_BOUNDARIES.map((from, i) => {
  const mid = (from + (STAR_BOUNDARIES[i + 1] ?? 360)) / 2;
  const sign = Math.floor(mid / 30);
  return {
    sign,
    signLord: signLordOfIndex(sign),
    starLord: nakshatraLord(Math.floor(mid / NAKSHATRA_SPAN)),
  };
});

/** The Sun's grid sample at whole day k (the scanner's fine grid is one day for the Sun). */
function sunSample(scanner: TransitScanner, k: number) {
  return (scanner.samples('Sun', k, k)[0] as { state: { longitude: number; speed: number } }).state;
}

/**
 * The instant the scanner puts the Sun on `boundary`, near `guess`: the root on the grid interval
 * [k, k + 1) whose samples bracket it, found by Newton steps on the grid samples, then solved by the
 * scanner itself on that interval only (the same cubic and the same root as a scan over the year).
 */
function sunCrossing(scanner: TransitScanner, boundary: number, guess: number): number {
  let k = Math.floor(guess);
  for (let i = 0; i < 40; i++) {
    const s0 = sunSample(scanner, k);
    const ahead = wrap180(boundary - s0.longitude);
    if (ahead > 0) {
      const s1 = sunSample(scanner, k + 1);
      if (wrap180(boundary - s1.longitude) <= 0) break;
    }
    const next = Math.floor(k + ahead / s0.speed);
    // A Newton step that does not move (the root is within a day) walks one day instead.
    k = next !== k ? next : ahead > 0 ? k + 1 : k - 1;
  }
  for (const span of [1, 3]) {
    const found = scanner
      .crossings('Sun', 'star', k + 1 - span, k + span)
      .find((c) => c.boundary === boundary);
    if (found) return found.jd;
  }
  throw new Error(`the transit scanner has no Sun crossing of ${boundary}° near JD ${guess}`);
}

/**
 * Ruling-planet transit confirmation (kp-doctrine §3.4, "RP transit method"; §6 "Transit
 * confirmation"): the stretches of [startJd, endJd) when the Sun (the month-level timer) is in a sign
 * owned by a ruling planet and in the star of a fruitful significator, as exact crossing instants from
 * the transit scanner: exactly the spans of a full star-level scan of the Sun, filtered.
 *
 * Cost. A full scan reads the ephemeris once per day. The Sun never turns back, so the order of the
 * divisions it visits is known: from its place on the grid day before startJd and its mean motion,
 * each boundary's crossing is predicted to within SUN_MARGIN_DAYS, and only the crossings that open or
 * close a qualifying division are solved, each on its own grid interval (two or three samples).
 * A boundary predicted more than the margin before startJd (after endJd) is crossed before (after) it.
 */
export function sunTransits(
  scanner: TransitScanner,
  startJd: number,
  endJd: number,
  rulingPlanets: readonly Graha[],
  fruitful: readonly Graha[],
): SunTransit[] {
  if (!(endJd > startJd)) return [];
  const nb = STAR_BOUNDARIES.length;
  const qualifies = (n: number) => {
    const d = STAR_DIVISIONS[((n % nb) + nb) % nb] as (typeof STAR_DIVISIONS)[number];
    return rulingPlanets.includes(d.signLord) && fruitful.includes(d.starLord);
  };
  const k0 = Math.floor(startJd);
  const lon0 = sunSample(scanner, k0).longitude;
  // Division n (n ≥ i0) is entered at the unwrapped longitude value(n); the Sun is in i0 on day k0.
  let i0 = nb - 1;
  while ((STAR_BOUNDARIES[i0] as number) > lon0) i0--;
  const value = (n: number) =>
    (STAR_BOUNDARIES[((n % nb) + nb) % nb] as number) + 360 * Math.floor(n / nb);
  const predicted = (n: number) => k0 + (value(n) - lon0) / SUN_MEAN_MOTION;
  const crossed = new Map<number, number>();
  const crossing = (n: number) => {
    let jd = crossed.get(n);
    if (jd === undefined) {
      jd = sunCrossing(scanner, STAR_BOUNDARIES[((n % nb) + nb) % nb] as number, predicted(n));
      crossed.set(n, jd);
    }
    return jd;
  };
  // Where division n begins and ends inside [startJd, endJd] (clamped).
  // Division i0 was entered on or before day k0.
  const entered = (n: number) =>
    n <= i0 || predicted(n) < startJd - SUN_MARGIN_DAYS
      ? startJd
      : predicted(n) > endJd + SUN_MARGIN_DAYS
        ? endJd
        : Math.min(endJd, Math.max(startJd, crossing(n)));
  const out: SunTransit[] = [];
  for (let n = i0; predicted(n) < endJd + SUN_MARGIN_DAYS; n++) {
    if (!qualifies(n)) continue;
    const a = entered(n);
    const b = entered(n + 1);
    if (!(b > a)) continue;
    const d = STAR_DIVISIONS[n % nb] as (typeof STAR_DIVISIONS)[number];
    out.push({ startJd: a, endJd: b, sign: d.sign, signLord: d.signLord, starLord: d.starLord });
  }
  return out;
}
