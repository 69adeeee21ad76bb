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

/**
 * Ruling-planet transit confirmation (kp-doctrine §3.4, "RP transit method"; §6 "Transit
 * confirmation"): the stretches of [startJd, endJd) when the Sun (the month-level timer) is in a sign
 * owned by a ruling planet and in the star of a fruitful significator, as exact crossing instants from
 * the transit scanner.
 */
export function sunTransits(
  scanner: TransitScanner,
  startJd: number,
  endJd: number,
  rulingPlanets: readonly Graha[],
  fruitful: readonly Graha[],
): SunTransit[] {
  const out: SunTransit[] = [];
  for (const s of scanner.bodySpans('Sun', 'star', startJd, endJd)) {
    if (!rulingPlanets.includes(s.signLord) || !fruitful.includes(s.starLord)) continue;
    const last = out[out.length - 1];
    if (
      last &&
      Math.abs(last.endJd - s.startJd) < 1e-9 &&
      last.signLord === s.signLord &&
      last.starLord === s.starLord &&
      last.sign === s.sign
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
  return out;
}
