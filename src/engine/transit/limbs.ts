/**
 * Panchang limbs over a span: every tithi, nakshatra and yoga with the instants it begins and ends,
 * and the new and full moons (tithi boundaries 0° and 180° of Moon − Sun).
 *
 * The limb angles and indices are the panchang engine's own (`limbAngleOf`, `limbIndexOf`,
 * vedic-techniques §1.1); the Sun and Moon come from the transit scanner's interpolants, so a year of
 * limbs costs the same ephemeris samples as a year of Moon transits. Every limb angle only increases
 * (the Moon is never retrograde and outruns the Sun), so one root per boundary per grid interval.
 */
import { type LimbKind, limbAngleOf, limbIndexOf } from '../vedic/panchang.js';
import type { TransitScanner } from './scanner.js';

/** One limb and the instants it began and ends (clipped to the scan). */
export interface LimbInterval {
  kind: LimbKind;
  /** 1-based: tithi 1-30, nakshatra 1-27, yoga 1-27, karana slot 1-60. */
  index: number;
  startJd: number;
  endJd: number;
}

const SPAN: Readonly<Record<LimbKind, number>> = {
  tithi: 12,
  karana: 6,
  nakshatra: 360 / 27,
  yoga: 360 / 27,
};

/** Grid of the search, days: the Moon's sample step (a limb lasts at least ~0.4 day). */
const STEP_DAYS = 0.5;
/** Convergence, days (≈ 0.009 s). */
const TOLERANCE_DAYS = 1e-7;

function angleAt(scanner: TransitScanner, kind: LimbKind, jd: number) {
  const moon = scanner.at('Moon', jd);
  // The nakshatra is the Moon's alone (limbAngleOf does not read the Sun for it).
  return limbAngleOf(kind, kind === 'nakshatra' ? moon : scanner.at('Sun', jd), moon);
}

/** Karana crossings per scanner and span (a request asks for tithis and karanas over one span). */
const KARANA_CROSSINGS = new WeakMap<
  TransitScanner,
  Map<string, Array<{ jd: number; angle: number }>>
>();

/**
 * The limb's boundary crossings. Tithi boundaries (multiples of 12°) are the karana boundaries at even
 * multiples of 6° of the same angle: the same brackets, starting guesses and Newton steps, so the
 * same instants; one search serves both.
 */
function crossingsOf(scanner: TransitScanner, kind: LimbKind, startJd: number, endJd: number) {
  if (kind !== 'tithi' && kind !== 'karana') {
    return boundaryCrossings(scanner, kind, SPAN[kind], startJd, endJd);
  }
  let memo = KARANA_CROSSINGS.get(scanner);
  if (memo === undefined) {
    memo = new Map();
    KARANA_CROSSINGS.set(scanner, memo);
  }
  const key = `${startJd}/${endJd}`;
  let karanas = memo.get(key);
  if (karanas === undefined) {
    karanas = boundaryCrossings(scanner, 'karana', SPAN.karana, startJd, endJd);
    memo.set(key, karanas);
  }
  return kind === 'karana' ? karanas : karanas.filter((c) => c.angle % SPAN.tithi === 0);
}

/** Instants in [startJd, endJd) where the limb angle reaches a multiple of `span` (with that angle). */
function boundaryCrossings(
  scanner: TransitScanner,
  kind: LimbKind,
  span: number,
  startJd: number,
  endJd: number,
): Array<{ jd: number; angle: number }> {
  const out: Array<{ jd: number; angle: number }> = [];
  // Each step's end angle is the next step's start (t0 + STEP_DAYS is exactly (k + 1)·STEP_DAYS).
  let next = Number.NaN;
  for (let k = Math.floor(startJd / STEP_DAYS); k * STEP_DAYS < endJd; k++) {
    const t0 = k * STEP_DAYS;
    const t1 = t0 + STEP_DAYS;
    const a0 = Number.isNaN(next) ? angleAt(scanner, kind, t0).angle : next;
    next = angleAt(scanner, kind, t1).angle;
    // Unwrapped end angle: the limb angle moves less than 9° in half a day.
    const a1 = a0 + ((((next - a0) % 360) + 360) % 360);
    for (let j = Math.floor(a0 / span) + 1; j * span <= a1; j++) {
      const b = j * span;
      const target = b % 360;
      // Newton on the angle with the interpolated rate, inside [lo, hi].
      let lo = t0;
      let hi = t1;
      let t = t0 + ((b - a0) / (a1 - a0)) * STEP_DAYS;
      for (let i = 0; i < 60; i++) {
        const s = angleAt(scanner, kind, t);
        const d = ((((s.angle - target) % 360) + 540) % 360) - 180;
        if (d < 0) lo = t;
        else hi = t;
        const next = t - d / s.rate;
        if (Math.abs(next - t) < TOLERANCE_DAYS) {
          t = next;
          break;
        }
        t = next > lo && next < hi ? next : (lo + hi) / 2;
        if (hi - lo < TOLERANCE_DAYS) break;
      }
      if (t >= startJd && t < endJd) out.push({ jd: t, angle: target });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}

/** A new moon (Moon − Sun = 0°) or full moon (180°). */
export interface Lunation {
  kind: 'new_moon' | 'full_moon';
  jd: number;
}

/** Every limb of `kind` covering [startJd, endJd], in time order. */
export function limbSpans(
  scanner: TransitScanner,
  kind: LimbKind,
  startJd: number,
  endJd: number,
): LimbInterval[] {
  if (!(endJd > startJd)) return [];
  const cuts = [startJd, ...crossingsOf(scanner, kind, startJd, endJd).map((c) => c.jd), endJd];
  const out: LimbInterval[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i] as number;
    const b = cuts[i + 1] as number;
    if (!(b > a)) continue;
    const index = limbIndexOf(kind, angleAt(scanner, kind, (a + b) / 2).angle);
    const last = out[out.length - 1];
    if (last !== undefined && last.index === index) last.endJd = b;
    else out.push({ kind, index, startJd: a, endJd: b });
  }
  return out;
}

/** Bracketing step for lunations, days: the Moon's coarse grid (Moon − Sun moves < 31° in 2 days). */
const LUNATION_STEP_DAYS = 2;

/**
 * New and full moons in [startJd, endJd): bracketed on the scanner's coarse interpolants, then solved
 * by Newton on the ephemeris itself (Moon − Sun and its rate from the exact states), to ≈ 0.01 s.
 */
export function lunations(scanner: TransitScanner, startJd: number, endJd: number): Lunation[] {
  const out: Lunation[] = [];
  const coarse = (jd: number) =>
    limbAngleOf('tithi', scanner.at('Sun', jd, 'coarse'), scanner.at('Moon', jd, 'coarse')).angle;
  const exact = (jd: number) =>
    limbAngleOf('tithi', scanner.exact('Sun', jd), scanner.exact('Moon', jd));
  let next = Number.NaN;
  for (let k = Math.floor(startJd / LUNATION_STEP_DAYS); k * LUNATION_STEP_DAYS < endJd; k++) {
    const t0 = k * LUNATION_STEP_DAYS;
    // The previous step's end angle is this step's start (same instant, exactly).
    const a0 = Number.isNaN(next) ? coarse(t0) : next;
    next = coarse(t0 + LUNATION_STEP_DAYS);
    const a1 = a0 + ((((next - a0) % 360) + 360) % 360);
    for (let j = Math.floor(a0 / 180) + 1; j * 180 <= a1; j++) {
      const target = (j * 180) % 360;
      let t = t0 + ((j * 180 - a0) / (a1 - a0)) * LUNATION_STEP_DAYS;
      for (let i = 0; i < 20; i++) {
        const s = exact(t);
        const step = (((((s.angle - target) % 360) + 540) % 360) - 180) / s.rate;
        t -= step;
        // Newton converges quadratically; a step under ~3 min leaves an error far below 0.1 s.
        if (Math.abs(step) < 2e-3) break;
      }
      if (t >= startJd && t < endJd)
        out.push({ kind: target === 0 ? 'new_moon' : 'full_moon', jd: t });
    }
  }
  return out.sort((x, y) => x.jd - y.jd);
}
