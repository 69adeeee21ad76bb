/**
 * The transit scanner: when a body enters and leaves each sign, nakshatra (star) or KP sub over a
 * span of time, as exact crossing instants (issue 13; used by muhurta, the financial calendar and
 * horary windows).
 *
 * Method. Each body is sampled on a fixed grid anchored at JD 0 (so an instant's answer does not
 * depend on where a scan starts) with the ephemeris' own longitude and daily speed. Between two
 * samples the longitude is the cubic Hermite interpolant of (longitude, speed) at both ends. The
 * cubic's derivative is a quadratic, so each grid interval splits into at most three monotonic
 * pieces, and a monotonic piece crosses each boundary at most once: every crossing is found,
 * including a retrograde body crossing a boundary back and forth, and no fixed time step can skip a
 * short sub. Each crossing is then solved on the cubic (Newton inside a shrinking bracket).
 *
 * Accuracy. The Hermite error is h⁴/384 · max|λ⁗|. For the Moon (h = 12 h) that is below 1e-5°,
 * under 0.1 s at its slowest speed (~11.7°/day), and the Sun's (h = 2 days) is below 1e-8°; both
 * never stop, so their roots on the cubic are used as they are (the oracle test checks < 1 s
 * against a brute-force search on the ephemeris itself). The other bodies can be nearly stationary,
 * where a tiny position error is a large time error, so their crossings are polished on the
 * ephemeris itself (Newton with the ephemeris' speed, kept inside the piece).
 *
 * Sign level (ingresses) uses a coarser grid only to bracket, every crossing polished on the ephemeris,
 * and the fine grid wherever a station falls between two coarse samples (see COARSE_GRID_DAYS).
 *
 * Cost. One ephemeris call per body per grid step (cached per scanner, i.e. per request; Ketu's
 * samples are Rahu's, mirrored), plus a few calls per polished crossing: linear in the span.
 */
import type { BodyState, Ephemeris } from '../ports.js';
import type { ChartSettings, Graha } from '../types.js';
import { KP_249, kpPoint } from '../zodiac/kp-subs.js';
import { normalizeDegrees, signLordOfIndex } from '../zodiac/signs.js';

/** One stretch of time during which a body stays in one sign / star / sub. */
export interface TransitSpan {
  /** UT Julian day the body entered (or the scan start, if it was already there). */
  startJd: number;
  /** UT Julian day the body left (or the scan end). */
  endJd: number;
  /** Sign index 0 = Aries … 11 = Pisces. */
  sign: number;
  signLord: Graha;
  /** Star (nakshatra) lord; for level 'sign' the one at the span's middle. */
  starLord: Graha;
  /** KP sub lord; for levels 'sign' and 'star' the one at the span's middle. */
  subLord: Graha;
}

export type TransitLevel = 'sign' | 'star' | 'sub';

/** Grid step per body, days: short enough for the interpolation error quoted above. */
const GRID_DAYS: Readonly<Record<Graha, number>> = {
  Moon: 0.5,
  Sun: 2,
  Mercury: 1,
  Venus: 1,
  Mars: 1,
  Jupiter: 2,
  Saturn: 2,
  // The true node wobbles with a 14.8-day period; a 1-day grid follows it for both node types.
  Rahu: 1,
  Ketu: 1,
};

/**
 * A coarser grid for sign-level scans (ingresses): sign boundaries are 30° apart, so the grid only has
 * to bracket crossings, which are then polished on the ephemeris for every body. An interval that
 * holds a station (the speed changes sign between its ends) is searched on the fine grid instead, so a
 * planet crossing a boundary back and forth near its station is still seen. Steps are multiples of the
 * fine ones and stay well under the time between two stations of a planet (Mercury ~3 weeks).
 */
const COARSE_GRID_DAYS: Readonly<Record<Graha, number>> = {
  Moon: 2,
  Sun: 4,
  Mercury: 3,
  Venus: 5,
  Mars: 8,
  Jupiter: 16,
  Saturn: 16,
  Rahu: 4,
  Ketu: 4,
};

/**
 * Upper bounds of each body's geocentric speed, degrees/day, with a margin: Sun 1.02, Moon 15.4,
 * Mercury 2.2, Venus 1.26, Mars 0.79, Jupiter 0.24, Saturn 0.13, true node 0.26 (SE, 1900-2100, every
 * 0.37 day; the mean node 0.053). A sign-level scan skips grid intervals the body cannot carry to a
 * sign boundary (see `crossings`).
 */
const MAX_SPEED: Readonly<Record<Graha, number>> = {
  Sun: 1.1,
  Moon: 16,
  Mercury: 2.5,
  Venus: 1.4,
  Mars: 1,
  Jupiter: 0.3,
  Saturn: 0.15,
  Rahu: 0.5,
  Ketu: 0.5,
};
/** The mean node's speed bound, degrees/day (it moves at 0.0530°/day, always retrograde). */
export const MEAN_NODE_MAX_SPEED = 0.06;
/**
 * Days shorter than both the shortest retrograde and the shortest direct stretch of each planet
 * (SE's stations 1800-2200: Mercury 19.8 and 87.8 days, Venus 40.9 and 538, Mars 59.8 and 684,
 * Jupiter 117.5 and 272, Saturn 133.7 and 235), three quarters of the shorter. Two samples closer
 * than this with the speed of one sign hold no station between them; of opposite signs, exactly one.
 */
const STATION_FREE_DAYS: Readonly<Partial<Record<Graha, number>>> = {
  Mercury: 14.8,
  Venus: 30.6,
  Mars: 44.8,
  Jupiter: 88,
  Saturn: 100,
};
/**
 * A Hermite cubic over one interval stays within (1 + 8/27)·vmax·h of its first sample (|h01| <= 1,
 * |h10|, |h11| <= 4/27 on [0, 1]); rounded up, plus a margin in degrees.
 */
const EXCURSION = 1.5;
/** Beyond the farther of its two samples a Hermite cubic reaches at most (|v0| + |v1|)·h·4/27. */
const OVERSHOOT = 0.3;
/**
 * Coarse intervals a planet's sign scan tries to certify at once from the two samples at their ends
 * (see `quietStretch`; 12 to 64 days, inside STATION_FREE_DAYS).
 */
const QUIET_BLOCK: Readonly<Partial<Record<Graha, number>>> = {
  Mercury: 4,
  Venus: 4,
  Mars: 4,
  Jupiter: 4,
  Saturn: 4,
};
const SKIP_MARGIN_DEGREES = 0.01;

/** Which sampling grid: the fine one (sub-level accuracy) or the coarse one (bracketing only). */
export type Grid = 'fine' | 'coarse';
const GRIDS: Readonly<Record<Grid, Readonly<Record<Graha, number>>>> = {
  fine: GRID_DAYS,
  coarse: COARSE_GRID_DAYS,
};

/** Bodies whose speed never approaches zero: their cubic roots are final (see the header). */
const NEVER_STATIONARY: ReadonlySet<Graha> = new Set<Graha>(['Sun', 'Moon']);

/** Convergence on the cubic, in units of the grid interval (≈ 0.004 s for the Moon's 12 h). */
const CUBIC_TOLERANCE = 1e-7;
/** Convergence when polishing on the ephemeris, days (≈ 0.009 s). */
const POLISH_TOLERANCE_DAYS = 1e-7;
/** A Newton step this small (days, ≈ 3 min) is final for the Sun and Moon (see `polish`). */
const ONE_STEP_DAYS = 2e-3;

/** Boundaries of each level in [0, 360), ascending. Subs come from the 249 table (sign splits kept). */
const BOUNDARIES: Readonly<Record<TransitLevel, readonly number[]>> = {
  sign: Array.from({ length: 12 }, (_, i) => i * 30),
  // A span carries its sign, so a star span also ends where a sign boundary cuts a nakshatra.
  star: [
    ...new Set([
      ...Array.from({ length: 27 }, (_, i) => (i * 360) / 27),
      ...Array.from({ length: 12 }, (_, i) => i * 30),
    ]),
  ].sort((a, b) => a - b),
  sub: KP_249.map((r) => r.start),
};

/** An angle difference folded into [−180, 180). */
export function wrap180(deg: number): number {
  return normalizeDegrees(deg + 180) - 180;
}

/** Cubic a + b·s + c·s² + d·s³ on s ∈ [0, 1] over [t0, t0 + h]. */
interface Cubic {
  t0: number;
  h: number;
  a: number;
  b: number;
  c: number;
  d: number;
}

/** The Hermite cubic through (p0, v0) at t0 and (p1, v1) at t0 + h; speeds in degrees/day. */
export function hermite(t0: number, h: number, p0: number, v0: number, p1: number, v1: number) {
  const b = h * v0;
  const e = h * v1;
  return { t0, h, a: p0, b, c: 3 * (p1 - p0) - 2 * b - e, d: 2 * (p0 - p1) + b + e } as Cubic;
}

function cubicAt(q: Cubic, s: number): number {
  return q.a + s * (q.b + s * (q.c + s * q.d));
}

function cubicSlope(q: Cubic, s: number): number {
  return q.b + s * (2 * q.c + s * 3 * q.d);
}

/** Split [0, 1] at the roots of the cubic's derivative: each piece is monotonic. */
function monotonicPieces(q: Cubic): number[] {
  const cuts = [0];
  const A = 3 * q.d;
  const B = 2 * q.c;
  const C = q.b;
  const roots: number[] = [];
  if (Math.abs(A) < 1e-15) {
    if (Math.abs(B) > 1e-15) roots.push(-C / B);
  } else {
    const disc = B * B - 4 * A * C;
    if (disc > 0) {
      const r = Math.sqrt(disc);
      roots.push((-B - r) / (2 * A), (-B + r) / (2 * A));
    }
  }
  if (roots.length === 2 && (roots[0] as number) > (roots[1] as number)) roots.reverse();
  for (const r of roots) if (r > 0 && r < 1) cuts.push(r);
  cuts.push(1);
  return cuts;
}

/** The s in [sa, sb] where the monotonic cubic equals `target` (it lies between the end values). */
function solveCubic(q: Cubic, sa: number, sb: number, target: number): number {
  let lo = sa;
  let hi = sb;
  const rising = cubicAt(q, sb) > cubicAt(q, sa);
  let s = (lo + hi) / 2;
  for (let i = 0; i < 100; i++) {
    const f = cubicAt(q, s) - target;
    if (f === 0) return s;
    if (f < 0 === rising) lo = s;
    else hi = s;
    if (hi - lo < CUBIC_TOLERANCE) return (lo + hi) / 2;
    // Newton on the cubic, falling back to bisection whenever a step leaves the bracket.
    const slope = cubicSlope(q, s);
    const next = slope !== 0 ? s - f / slope : Number.NaN;
    if (next > lo && next < hi) {
      if (Math.abs(next - s) < CUBIC_TOLERANCE) return next;
      s = next;
    } else {
      s = (lo + hi) / 2;
    }
  }
  return s;
}

/** A crossing of an (unwrapped) boundary value. */
export interface Crossing {
  jd: number;
  /** The boundary longitude in [0, 360). */
  boundary: number;
  /** +1 when the longitude increases through it, −1 when it decreases (retrograde). */
  direction: 1 | -1;
}

/**
 * A per-request transit scanner over one ephemeris and one set of zodiac settings. Samples are
 * cached, so several scans over the same days (Moon stars, then subs, tithis, …) pay once.
 */
export interface TransitScanner {
  readonly eph: Ephemeris;
  readonly settings: ChartSettings;
  /** The body's state at jd from the ephemeris itself (cached by instant). */
  exact(body: Graha, jd: number): BodyState;
  /** The body's longitude (degrees [0, 360)) and speed at jd from the interpolant (cheap). */
  at(body: Graha, jd: number, grid?: Grid): { longitude: number; speed: number };
  /** The grid samples (ephemeris states) from the last one at or before startJd to the first after endJd. */
  samples(
    body: Graha,
    startJd: number,
    endJd: number,
    grid?: Grid,
  ): Array<{ jd: number; state: BodyState }>;
  /** Every crossing of the level's boundaries by the body in [startJd, endJd), in time order. */
  crossings(body: Graha, level: TransitLevel, startJd: number, endJd: number): Crossing[];
  /**
   * The pairs of consecutive coarse samples, among those `samples(body, startJd, endJd, 'coarse')`
   * lists, between which the speed changes sign (a station bracket), in time order. Samples closer
   * than the planet's shortest retrograde or direct stretch bracket the rest, so not every sample
   * is taken.
   */
  speedSignChanges(
    body: Graha,
    startJd: number,
    endJd: number,
  ): Array<[{ jd: number; state: BodyState }, { jd: number; state: BodyState }]>;
  /** The body's sign / star / sub spans covering [startJd, endJd]. */
  bodySpans(body: Graha, level: TransitLevel, startJd: number, endJd: number): TransitSpan[];
  /** How many ephemeris calls the scanner has made (for benchmarks). */
  readonly calls: number;
}

/** The first index j with bounds[j] + offset > lo (bounds ascending; bounds.length if none). */
function firstAbove(bounds: readonly number[], offset: number, lo: number): number {
  let a = 0;
  let z = bounds.length;
  while (a < z) {
    const mid = (a + z) >> 1;
    if ((bounds[mid] as number) + offset > lo) z = mid;
    else a = mid + 1;
  }
  return a;
}

/** Start of each row of the 249 table in table units (1/3″, exact integers), ascending. */
const UNITS_PER_DEGREE = 10_800;
const UNITS_PER_CIRCLE = 360 * UNITS_PER_DEGREE;
const UNITS_PER_SIGN = 30 * UNITS_PER_DEGREE;
const ROW_STARTS_249 = KP_249.map((r) => Math.round(r.start * UNITS_PER_DEGREE));

/**
 * The division of a level holding a longitude, with a numeric key equal for equal divisions. Subs
 * are read from the 249 table directly (the row kpPoint reports, found the way it finds it: table
 * units with its tiny upward nudge, then the last row start at or below); signs and stars from kpPoint.
 */
export function divisionOf(
  level: TransitLevel,
  lon: number,
): { key: number; signIndex: number; starLord: Graha; subLord: Graha } {
  if (level === 'sub') {
    const u = Math.floor(normalizeDegrees(lon) * UNITS_PER_DEGREE + 1e-6) % UNITS_PER_CIRCLE;
    let a = 0;
    let z = ROW_STARTS_249.length - 1;
    while (a < z) {
      const mid = (a + z + 1) >> 1;
      if ((ROW_STARTS_249[mid] as number) <= u) a = mid;
      else z = mid - 1;
    }
    const row = KP_249[a] as (typeof KP_249)[number];
    return {
      key: a,
      signIndex: Math.floor(u / UNITS_PER_SIGN),
      starLord: row.starLord,
      subLord: row.subLord,
    };
  }
  const p = kpPoint(lon);
  return {
    key: level === 'sign' ? p.signIndex : p.signIndex * 32 + p.nakshatraNumber,
    signIndex: p.signIndex,
    starLord: p.starLord,
    subLord: p.subLord,
  };
}

export function createTransitScanner(eph: Ephemeris, settings: ChartSettings): TransitScanner {
  // Caches keyed by grid index, one map per grid and body (numeric keys: no string building).
  type PerBody<T> = Record<Grid, Partial<Record<Graha, Map<number, T>>>>;
  const sampleCache: PerBody<BodyState> = { fine: {}, coarse: {} };
  const cubicCache: PerBody<Cubic> = { fine: {}, coarse: {} };
  const mapOf = <T>(m: PerBody<T>, body: Graha, grid: Grid): Map<number, T> => {
    let inner = m[grid][body];
    if (inner === undefined) {
      inner = new Map();
      m[grid][body] = inner;
    }
    return inner;
  };
  const exactCache: Partial<Record<Graha, Map<number, BodyState>>> = {};
  let calls = 0;

  function fromEphemeris(body: Graha, jd: number): BodyState {
    calls++;
    // Ketu is Rahu + 180° with Rahu's speed (ports.ts); one call serves both.
    if (eph.graha !== undefined) {
      if (body === 'Ketu') {
        const r = eph.graha(jd, 'Rahu', settings);
        return {
          longitude: normalizeDegrees(r.longitude + 180),
          latitude: -r.latitude,
          speed: r.speed,
        };
      }
      return eph.graha(jd, body, settings);
    }
    return eph.grahas(jd, settings)[body];
  }

  function exact(body: Graha, jd: number): BodyState {
    let cache = exactCache[body];
    if (cache === undefined) {
      cache = new Map();
      exactCache[body] = cache;
    }
    let s = cache.get(jd);
    if (s === undefined) {
      s = fromEphemeris(body, jd);
      cache.set(jd, s);
    }
    return s;
  }

  /** The sample at grid index k (instant k·h); Ketu's are Rahu's mirrored, with no call. */
  function sample(body: Graha, k: number, grid: Grid): BodyState {
    const cache = mapOf(sampleCache, body, grid);
    let s = cache.get(k);
    if (s === undefined) {
      if (body === 'Ketu') {
        const r = sample('Rahu', k, grid);
        s = {
          longitude: normalizeDegrees(r.longitude + 180),
          latitude: -r.latitude,
          speed: r.speed,
        };
      } else {
        const jd = k * GRIDS[grid][body];
        // The two grids' steps are whole multiples (the Moon's halves of days are exact), so an
        // instant of one may already be a sample of the other: the same call, so the same state.
        const other: Grid = grid === 'fine' ? 'coarse' : 'fine';
        const k2 = jd / GRIDS[other][body];
        const shared = Number.isInteger(k2) ? mapOf(sampleCache, body, other).get(k2) : undefined;
        s = shared ?? fromEphemeris(body, jd);
      }
      cache.set(k, s);
    }
    return s;
  }

  /** The cubic over grid interval k (unwrapped so that its start is the sample's longitude). */
  function cubicOf(body: Graha, k: number, grid: Grid): Cubic {
    const cache = mapOf(cubicCache, body, grid);
    let q = cache.get(k);
    if (q === undefined) {
      const h = GRIDS[grid][body];
      const s0 = sample(body, k, grid);
      const s1 = sample(body, k + 1, grid);
      const p1 = s0.longitude + wrap180(s1.longitude - s0.longitude);
      q = hermite(k * h, h, s0.longitude, s0.speed, p1, s1.speed);
      cache.set(k, q);
    }
    return q;
  }

  function at(body: Graha, jd: number, grid: Grid = 'fine') {
    const h = GRIDS[grid][body];
    const k = Math.floor(jd / h);
    const q = cubicOf(body, k, grid);
    const s = (jd - q.t0) / h;
    return { longitude: normalizeDegrees(cubicAt(q, s)), speed: cubicSlope(q, s) / h };
  }

  function samples(body: Graha, startJd: number, endJd: number, grid: Grid = 'fine') {
    const h = GRIDS[grid][body];
    const out: Array<{ jd: number; state: BodyState }> = [];
    for (let k = Math.floor(startJd / h); (k - 1) * h < endJd; k++) {
      out.push({ jd: k * h, state: sample(body, k, grid) });
    }
    return out;
  }

  /**
   * Newton on the ephemeris from the cubic's root, kept inside [lo, hi]; else the cubic's root. Newton
   * converges quadratically: for the Sun and the Moon (|acceleration| / speed < 0.15 /day) a step under
   * ONE_STEP_DAYS leaves an error under 0.03 s, so that step is the last.
   */
  function polish(body: Graha, boundary: number, guess: number, lo: number, hi: number): number {
    let t = guess;
    for (let i = 0; i < 8; i++) {
      const s = exact(body, t);
      if (s.speed === 0) return guess;
      const step = wrap180(s.longitude - boundary) / s.speed;
      const next = t - step;
      if (!(next >= lo && next <= hi)) return guess;
      if (Math.abs(step) < POLISH_TOLERANCE_DAYS) return next;
      if (NEVER_STATIONARY.has(body) && Math.abs(step) < ONE_STEP_DAYS) return next;
      t = next;
    }
    return guess;
  }

  function crossings(body: Graha, level: TransitLevel, startJd: number, endJd: number) {
    const out: Crossing[] = [];
    const bounds = BOUNDARIES[level];
    const grid: Grid = level === 'sign' ? 'coarse' : 'fine';
    const h = GRIDS[grid][body];
    const hFine = GRID_DAYS[body];
    /** Searches grid interval k: on the fine grid when a coarse interval holds a station. */
    const examine = (k: number) => {
      if (grid === 'coarse') {
        const s0 = sample(body, k, grid);
        const s1 = sample(body, k + 1, grid);
        if (s0.speed * s1.speed <= 0) {
          // A station inside: search this stretch on the fine grid.
          const per = Math.round(h / hFine);
          for (let j = k * per; j < (k + 1) * per; j++) {
            intervalCrossings(body, cubicOf(body, j, 'fine'), bounds, true, startJd, endJd, out);
          }
          return;
        }
      }
      intervalCrossings(
        body,
        cubicOf(body, k, grid),
        bounds,
        grid === 'coarse' || !NEVER_STATIONARY.has(body),
        startJd,
        endJd,
        out,
      );
    };
    /** Intervals a … b − 1: skipped when certainly quiet, else halved down to single intervals. */
    const visit = (a: number, b: number): void => {
      if (b - a === 1) {
        if (quietIntervals(body, a) === 0) examine(a);
        return;
      }
      if (quietStretch(body, a, b)) return;
      const mid = (a + b) >> 1;
      visit(a, mid);
      visit(mid, b);
    };
    // The intervals k = ⌊startJd / h⌋ … last, last the largest with k·h < endJd.
    const first = Math.floor(startJd / h);
    if (!(first * h < endJd)) return out;
    let last = first;
    while ((last + 1) * h < endJd) last++;
    for (let k = first; k <= last; ) {
      if (grid === 'fine') {
        examine(k);
        k++;
        continue;
      }
      // Sign boundaries are 30° apart: from sample k at distance d from the nearest one, the body
      // (and every cubic through its samples, fine ones included) stays short of it for the next n
      // intervals when vmax·h·(n − 1 + EXCURSION) < d − margin. Those intervals hold no crossing,
      // so they are neither sampled nor searched (the crossings found are the same). A planet's
      // next QUIET_BLOCK intervals are then certified from their two ends (halved as needed).
      const n = quietIntervals(body, k);
      if (n >= 1) {
        k += n;
        continue;
      }
      const b = Math.min(k + (QUIET_BLOCK[body] ?? 1), last + 1);
      visit(k, b);
      k = b;
    }
    return out.sort((x, y) => x.jd - y.jd);
  }

  /**
   * How many coarse intervals from index k certainly hold no sign crossing (of the body or of any
   * cubic through its coarse or fine samples, stations included): with d sample k's distance to the
   * nearest sign boundary less the margin, sample k + n lies within vmax·n·h of sample k and a cubic
   * over one interval within EXCURSION·vmax·h of its first sample.
   */
  function quietIntervals(body: Graha, k: number): number {
    const h = COARSE_GRID_DAYS[body];
    const r = sample(body, k, 'coarse').longitude % 30;
    const d = Math.min(r, 30 - r) - SKIP_MARGIN_DEGREES;
    const meanNode = (body === 'Rahu' || body === 'Ketu') && settings.nodeType === 'mean';
    const vmax = meanNode ? MEAN_NODE_MAX_SPEED : MAX_SPEED[body];
    const n = Math.max(0, Math.floor(d / (vmax * h) - (EXCURSION - 1)));
    return n;
  }

  /**
   * Whether the coarse intervals a … b − 1 of a planet certainly hold no sign crossing: with the speed
   * of one sign at both ends and the stretch shorter than the planet's shortest retrograde or direct
   * stretch, the planet moves one way throughout, so every sample between lies between the two ends
   * and every cubic within OVERSHOOT·vmax·h of that range; no sign boundary near it, no crossing.
   */
  function quietStretch(body: Graha, a: number, b: number): boolean {
    const h = COARSE_GRID_DAYS[body];
    const free = STATION_FREE_DAYS[body];
    if (free === undefined || !((b - a) * h < free)) return false;
    const s0 = sample(body, a, 'coarse');
    const s1 = sample(body, b, 'coarse');
    if (s0.speed === 0 || Math.sign(s0.speed) !== Math.sign(s1.speed)) return false;
    const p1 = s0.longitude + wrap180(s1.longitude - s0.longitude);
    const reach = OVERSHOOT * MAX_SPEED[body] * h + SKIP_MARGIN_DEGREES;
    const lo = Math.min(s0.longitude, p1) - reach;
    const hi = Math.max(s0.longitude, p1) + reach;
    return Math.floor(lo / 30) === Math.floor(hi / 30);
  }

  function speedSignChanges(body: Graha, startJd: number, endJd: number) {
    const h = COARSE_GRID_DAYS[body];
    const out: Array<[{ jd: number; state: BodyState }, { jd: number; state: BodyState }]> = [];
    const at = (k: number) => ({ jd: k * h, state: sample(body, k, 'coarse') });
    const sign = (k: number) => Math.sign(sample(body, k, 'coarse').speed);
    /** The pair (k, k + 1) as samples() would give it, when the speed changes sign across it. */
    const check = (k: number) => {
      const v0 = sample(body, k, 'coarse').speed;
      if (v0 === 0 || sign(k + 1) === Math.sign(v0)) return;
      out.push([at(k), at(k + 1)]);
    };
    // The pairs of samples(): k from ⌊startJd / h⌋ while k·h < endJd.
    const first = Math.floor(startJd / h);
    if (!(first * h < endJd)) return out;
    let last = first;
    while ((last + 1) * h < endJd) last++;
    const free = STATION_FREE_DAYS[body];
    const m = free === undefined ? 1 : Math.max(1, Math.floor(free / h));
    for (let k = first; k <= last; ) {
      const j = Math.min(k + m, last + 1);
      const sk = sign(k);
      const sj = sign(j);
      if (sk === 0 || sj === 0 || j - k === 1) {
        // A zero speed or a single pair: the pairs one by one.
        for (let i = k; i < j; i++) check(i);
      } else if (sk !== sj) {
        // Exactly one sign change between k and j: find its pair by bisection.
        let lo = k;
        let hi = j;
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1;
          const smid = sign(mid);
          if (smid === 0) {
            lo = -1;
            break;
          }
          if (smid === sk) lo = mid;
          else hi = mid;
        }
        if (lo === -1) for (let i = k; i < j; i++) check(i);
        else check(lo);
      }
      k = j;
    }
    return out;
  }

  /** The crossings of one grid interval's cubic, polished on the ephemeris when asked. */
  function intervalCrossings(
    body: Graha,
    q: Cubic,
    bounds: readonly number[],
    polishIt: boolean,
    startJd: number,
    endJd: number,
    out: Crossing[],
  ): void {
    const h = q.h;
    const cuts = monotonicPieces(q);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const sa = cuts[i] as number;
      const sb = cuts[i + 1] as number;
      const pa = cubicAt(q, sa);
      const pb = cubicAt(q, sb);
      if (pa === pb) continue;
      const direction: 1 | -1 = pb > pa ? 1 : -1;
      const lo = Math.min(pa, pb);
      const hi = Math.max(pa, pb);
      // Boundary values B + 360·m crossed: rising pa < v <= pb; falling pb < v <= pa (a division
      // is entered at its start going forward, and left below its start going backward).
      for (let m = Math.floor(lo / 360); m * 360 <= hi; m++) {
        // The boundaries are ascending, so b + 360·m is too: start at the first one above lo
        // (binary search on the same test) and stop at the first one above hi.
        for (let j = firstAbove(bounds, 360 * m, lo); j < bounds.length; j++) {
          const b = bounds[j] as number;
          const v = b + 360 * m;
          if (v > hi) break;
          if (!(v > lo)) continue;
          const s = solveCubic(q, sa, sb, v);
          let jd = q.t0 + s * h;
          if (polishIt) jd = polish(body, b, jd, q.t0 + sa * h, q.t0 + sb * h);
          if (jd >= startJd && jd < endJd) out.push({ jd, boundary: b, direction });
        }
      }
    }
  }

  function bodySpans(body: Graha, level: TransitLevel, startJd: number, endJd: number) {
    if (!(endJd > startJd)) return [];
    const cuts = [startJd, ...crossings(body, level, startJd, endJd).map((c) => c.jd), endJd];
    const spans: TransitSpan[] = [];
    let key = -1;
    for (let i = 0; i + 1 < cuts.length; i++) {
      const a = cuts[i] as number;
      const b = cuts[i + 1] as number;
      if (!(b > a)) continue;
      // The label of a span is the body's place in its middle: between two consecutive
      // crossings the body stays inside one division.
      const lon = at(body, (a + b) / 2).longitude;
      const d = divisionOf(level, lon);
      const last = spans[spans.length - 1];
      if (last !== undefined && d.key === key) {
        last.endJd = b;
        continue;
      }
      key = d.key;
      spans.push({
        startJd: a,
        endJd: b,
        sign: d.signIndex,
        signLord: signLordOfIndex(d.signIndex),
        starLord: d.starLord,
        subLord: d.subLord,
      });
    }
    return spans;
  }

  return {
    eph,
    settings,
    exact,
    at,
    samples,
    crossings,
    speedSignChanges,
    bodySpans,
    get calls() {
      return calls;
    },
  };
}

/**
 * A body's sign / star / sub spans over [startJd, endJd] (UT Julian days). For several scans in one
 * request create one scanner with {@link createTransitScanner} and reuse it.
 */
export function bodySpans(
  eph: Ephemeris,
  settings: ChartSettings,
  body: Graha,
  level: TransitLevel,
  startJd: number,
  endJd: number,
): TransitSpan[] {
  return createTransitScanner(eph, settings).bodySpans(body, level, startJd, endJd);
}
