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
import { type DashaPeriod, subPeriods, vimshottari } from '../dasha/vimshottari.js';
import { type TransitScanner, type TransitSpan, wrap180 } from '../transit/scanner.js';
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
  periods: Array<{
    dasha: Graha;
    bhukti: Graha;
    antara: Graha;
    startJd: number;
    endJd: number;
    /** Its sookshmas whose lord is a fruitful significator (clipped to the judgment). */
    sookshmas: Sookshma[];
  }>;
  /** Fruitful significators among the window's lords. */
  fruitful: Graha[];
}

/** A sookshma (the fourth Vimshottari level) of a window's antara. */
export interface Sookshma {
  lord: Graha;
  startJd: number;
  endJd: number;
}

/**
 * The sookshmas of an antara that time the matter (issue 21 §6): those whose lord is a fruitful
 * significator. KSK times horary matters to the sookshma: "Saturn shookshma will start from 3-8-1970
 * will be upto 11-8-1970" for a reinstatement on 11-8-70 (R3 4087-4091), Saturn being a ruling planet
 * and a significator; "Saturn Sookshma till 8-9-'70" for a partnership (R3 3480). Selecting the
 * fruitful ones is our reading of those examples.
 */
function fruitfulSookshmas(
  antara: DashaPeriod,
  jdUt: number,
  fruitful: readonly Graha[],
  yearDays: number,
): Sookshma[] {
  return subPeriods(antara, yearDays)
    .filter((s) => s.endJd > jdUt && fruitful.includes(s.lord))
    .map((s) => ({ lord: s.lord, startJd: Math.max(s.startJd, jdUt), endJd: s.endJd }));
}

export function dbaWindows(
  moonLongitude: number,
  jdUt: number,
  requiredSignificators: readonly Graha[],
  fruitful: readonly Graha[],
  yearDays: number,
  /** Default: two dasha years after the judgment. */
  untilJd?: number,
): DbaWindow[] {
  const v = vimshottari(moonLongitude, jdUt, yearDays);
  const until = untilJd ?? jdUt + HORARY_HORIZON_YEARS * yearDays;
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
          sookshmas: fruitfulSookshmas(pd, jdUt, fruitful, yearDays),
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

const RAD = Math.PI / 180;
const J2000 = 2451545;
/** The Sun's sidereal mean motion, degrees/day (360° per sidereal year of 365.25636 days). */
const SUN_SIDEREAL_MOTION = 360 / 365.25636;

/**
 * A low-precision model of the Sun's sidereal longitude (degrees, unwrapped, up to a constant) and
 * speed: mean motion plus the equation of centre (Meeus, Astronomical Algorithms ch. 25). What it
 * leaves out (nutation, the Moon's and the planets' pulls, the ayanamsas' slightly different rates)
 * shifts a predicted crossing by at most 0.013 day (measured: every star-level crossing within three
 * years of 480 anchors over 1800-2400, all four ayanamsas).
 */
function sunModel(jd: number): { longitude: number; speed: number } {
  const d = jd - J2000;
  const t = d / 36525;
  const m = (357.52911 + 0.98560028 * d) * RAD;
  const c1 = 1.914602 - 0.004817 * t;
  const c2 = 0.019993 - 0.000101 * t;
  const c3 = 0.000289;
  return {
    longitude:
      SUN_SIDEREAL_MOTION * d + c1 * Math.sin(m) + c2 * Math.sin(2 * m) + c3 * Math.sin(3 * m),
    speed:
      SUN_SIDEREAL_MOTION +
      0.98560028 * RAD * (c1 * Math.cos(m) + 2 * c2 * Math.cos(2 * m) + 3 * c3 * Math.cos(3 * m)),
  };
}

/** A boundary predicted by the model more than this many days before startJd (after endJd) is
 * crossed before (after) it: over seventy times the model's largest error. */
const SUN_MARGIN_DAYS = 1;

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

type GridSample = { jd: number; state: { longitude: number; speed: number } };

/** The scanner's grid samples of the Sun at both ends of the grid interval [a, b) holding t. */
function gridInterval(scanner: TransitScanner, t: number): [GridSample, GridSample] {
  // samples() runs from the last grid instant at or before t to the first after its end.
  const s = scanner.samples('Sun', t, t);
  const pair = s.length >= 2 ? s : scanner.samples('Sun', t, t + 1e-6);
  return [pair[0] as GridSample, pair[1] as GridSample];
}

/**
 * The instant the scanner puts the Sun on `boundary`, near `guess`: the root on the grid interval
 * whose samples bracket it, found by Newton steps on the grid samples, then solved by the scanner
 * itself on that interval only (the same cubic and the same root as a scan over the whole stretch).
 */
function sunCrossing(scanner: TransitScanner, boundary: number, guess: number): number {
  let t = guess;
  let h = 1;
  for (let i = 0; i < 40; i++) {
    const [a, b] = gridInterval(scanner, t);
    h = b.jd - a.jd;
    const ahead = wrap180(boundary - a.state.longitude);
    if (ahead > 0 && wrap180(boundary - b.state.longitude) <= 0) {
      const found = scanner
        .crossings('Sun', 'star', a.jd, b.jd)
        .find((c) => c.boundary === boundary);
      if (found) return found.jd;
      break; // a crossing on a grid instant, which float rounding can give to either interval
    }
    const next = a.jd + ahead / a.state.speed;
    // A Newton step that stays in this interval moves to the neighbouring one instead.
    t = next >= a.jd && next < b.jd ? (ahead > 0 ? b.jd : a.jd - h / 2) : next;
  }
  const found = scanner
    .crossings('Sun', 'star', guess - 2 * h, guess + 2 * h)
    .find((c) => c.boundary === boundary);
  if (found) return found.jd;
  throw new Error(`the transit scanner has no Sun crossing of ${boundary}° near JD ${guess}`);
}

/**
 * Ruling-planet transit confirmation (kp-doctrine §3.4, "RP transit method"; §6 "Transit
 * confirmation"): the stretches of [startJd, endJd) when the Sun (the month-level timer) is in a sign
 * owned by a ruling planet and in the star of a fruitful significator, as exact crossing instants from
 * the transit scanner: exactly the spans of a full star-level scan of the Sun, filtered.
 *
 * Cost. A full scan reads the ephemeris once per day. The Sun never turns back, so the order of the
 * divisions it visits is known: from its place on the scanner's grid before startJd and a model of its
 * motion, each boundary's crossing is predicted to within 0.013 day, and only the crossings
 * that open or close a qualifying division are solved, each on the grid interval the prediction names
 * (two samples; more only when the prediction falls on the wrong side of a grid instant).
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
  // The scanner's last grid sample at or before startJd, at k0.
  const first = gridInterval(scanner, startJd)[0];
  const k0 = first.jd;
  const lon0 = first.state.longitude;
  // Division n (n ≥ i0) is entered at the unwrapped longitude value(n); the Sun is in i0 at k0.
  let i0 = nb - 1;
  while ((STAR_BOUNDARIES[i0] as number) > lon0) i0--;
  const value = (n: number) =>
    (STAR_BOUNDARIES[((n % nb) + nb) % nb] as number) + 360 * Math.floor(n / nb);
  // The model anchored on the sample at k0, solved for each boundary value by Newton's method.
  const anchor = lon0 - sunModel(k0).longitude;
  const predictions = new Map<number, number>();
  const predicted = (n: number) => {
    let t = predictions.get(n);
    if (t === undefined) {
      t = k0 + (value(n) - lon0) / SUN_SIDEREAL_MOTION;
      for (let i = 0; i < 3; i++) {
        const m = sunModel(t);
        t += (value(n) - anchor - m.longitude) / m.speed;
      }
      predictions.set(n, t);
    }
    return t;
  };
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
  // Division i0 was entered at or before k0.
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

/** The mahadasha running at the judgment in the horary chart's Vimshottari (from the Moon). */
export function runningDasa(
  moonLongitude: number,
  jdUt: number,
  yearDays: number,
): { lord: Graha; endJd: number } {
  const v = vimshottari(moonLongitude, jdUt, yearDays);
  const md = v.mahadashas.find((m) => m.startJd <= jdUt && jdUt < m.endJd);
  if (!md) throw new Error('no mahadasha runs at the judgment');
  return { lord: md.lord, endJd: md.endJd };
}

/** At most this many passages of the Sun through sensitive points are returned, earliest first. */
export const MAX_SENSITIVE_POINTS = 3;

/** A stretch of the Sun's passage through one sub whose three lords are ruling planets. */
export type SensitivePoint = TransitSpan;

/**
 * The Sun's passages through the sensitive points of the ruling planets, KSK's timing of a horary
 * matter (KP Reader III, raw OCR lines 4032-4040, "When will I get my first salary?"): the points of
 * the zodiac whose sign, star and sub lords are three different ruling planets ("(a) Sun sign Venus
 * star Jupiter sub 21° Leo …") are sensitive; "when the strongest fruitful significator of the
 * luminaries pass any or many of sensitive points, the matter fructifies", and KSK takes the Sun
 * ("it will pass through the first sensitive point on Monday 7th September, 1970"). The ruling planets
 * are the five (repeats removed, node agents not added: KSK's example names only the five). Exact
 * sub-level crossings from the transit scanner, from the judgment for at most `days`.
 */
export function sunSensitivePoints(
  scanner: TransitScanner,
  startJd: number,
  days: number,
  rulingPlanets: readonly Graha[],
): SensitivePoint[] {
  const rp = new Set(rulingPlanets);
  if (rp.size < 3) return [];
  const out: SensitivePoint[] = [];
  for (const s of scanner.bodySpans('Sun', 'sub', startJd, startJd + days)) {
    const lords = [s.signLord, s.starLord, s.subLord];
    if (!lords.every((g) => rp.has(g)) || new Set(lords).size < 3) continue;
    out.push(s);
    if (out.length >= MAX_SENSITIVE_POINTS) break;
  }
  return out;
}

export interface MoonTransit {
  startJd: number;
  endJd: number;
  sign: number;
  signLord: Graha;
  starLord: Graha;
}

/** The Moon's confirmations are sought in at most this many days of the first sookshma. */
export const MOON_SCAN_DAYS = 60;

/**
 * The Moon's transit confirmation (issue 21 §6): the stretches of [startJd, endJd) when the Moon is in
 * a sign owned by a ruling planet and in the star of a fruitful significator, the day-level timer KSK
 * names after the sookshma ("Moon will transit Scorpio on 11-8-70 through Saturn star", R3 4088, the
 * day of the reinstatement). Exact star-level crossings from the transit scanner.
 */
export function moonTransits(
  scanner: TransitScanner,
  startJd: number,
  endJd: number,
  rulingPlanets: readonly Graha[],
  fruitful: readonly Graha[],
): MoonTransit[] {
  if (!(endJd > startJd)) return [];
  return scanner
    .bodySpans('Moon', 'star', startJd, Math.min(endJd, startJd + MOON_SCAN_DAYS))
    .filter((s) => rulingPlanets.includes(s.signLord) && fruitful.includes(s.starLord))
    .map((s) => ({
      startJd: s.startJd,
      endJd: s.endJd,
      sign: s.sign,
      signLord: s.signLord,
      starLord: s.starLord,
    }));
}
