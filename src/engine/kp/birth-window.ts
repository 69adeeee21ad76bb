/**
 * Birth-time uncertainty as a distribution (issue 35 §3). For a birth time known to ± `minutes`, each
 * prediction's `verdict_distribution` gives every verdict's share of the window [t − m, t + m].
 *
 * Model: within half an hour the cusps move with the sidereal time (the ARMC, about 0.25° of cusp a
 * minute) while the planets are held where they are at the stated time (the Moon moves at most 0.28°
 * in 30 minutes, the others less than 2′): the sensitivity model of sensitivity.ts. Everything a natal
 * judgment reads of the cusps is then discrete: each cusp's row of the 249 table (its sign, star and
 * sub lords) and each planet's house. The window is cut at the exact instants where one of these
 * changes: a cusp reaching a sub or sign boundary, or passing a planet. Each piece is judged once, on
 * the chart whose cusps are those of the piece's middle (one Swiss Ephemeris house frame per piece),
 * and the verdicts' shares are the pieces' lengths over the window's. Nothing is sampled: between two
 * cut instants no input of the judgment changes.
 *
 * The cut instants: the cusps are computed on a half-minute grid over the window (an ARMC each, with
 * the stated moment's obliquity and ayanamsa), and each crossing inside a grid step is solved on the
 * quadratic through three grid points (the cusps are smooth, monotonic functions of the ARMC; checked
 * against the exact house frame in test/engine/birth-window.test.ts to better than a second).
 *
 * The stated time's own verdict stays the prediction's verdict. `applyDistribution` makes the
 * confidence follow the distribution (the verdict holds for the whole window: unchanged; for at least
 * half of it: at most MODERATE; for less: WEAK) and adds a sentence when another verdict holds for
 * part of the window; the birth chart sets its `caveat` then. This is not rectification: no time is
 * chosen; the distribution says what the uncertainty the caller states does to each verdict.
 */
import { type Chart, withFrame } from '../chart/cast.js';
import { significators } from '../chart/significators.js';
import { flat } from '../flat-text.js';
import type { Ephemeris } from '../ports.js';
import { KP_249 } from '../zodiac/kp-subs.js';
import { normalizeDegrees } from '../zodiac/signs.js';
import { type NatalContext, natalJudgments } from './natal.js';
import { type Confidence, type PromiseJudgment, VERDICTS, type Verdict } from './promise.js';
import { ARMC_DEGREES_PER_MINUTE } from './sensitivity.js';

/** The largest uncertainty accepted (minutes either side). */
export const MAX_UNCERTAINTY_MINUTES = 30;
/** Grid step of the cusp computation, minutes. */
const GRID_MINUTES = 0.5;

/** A verdict's share of the window, in VERDICTS order, only verdicts that occur. */
export type VerdictDistribution = Partial<Record<Verdict, number>>;

/** A piece of the window in which nothing the judgment reads changes. */
export interface WindowPiece {
  /** Minutes from the stated time, from < to. */
  from: number;
  to: number;
  /** The chart of the piece (the stated chart's planets, the cusps of the piece's middle). */
  chart: Chart;
}

/** Every longitude at which a cusp's row changes (the 249 table's row starts) or a planet sits. */
function targets(chart: Chart): number[] {
  const out = KP_249.map((r) => r.start);
  for (const p of Object.values(chart.positions)) out.push(p.longitude);
  return out.sort((a, b) => a - b);
}

/** Longitudes `lo` (exclusive) to `hi` (inclusive) unwrapped, hi ≥ lo: the targets crossed. */
function crossed(sorted: readonly number[], lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let k = Math.floor(lo / 360); k <= Math.floor(hi / 360); k++)
    for (const x of sorted) {
      const y = x + 360 * k;
      if (y > lo && y <= hi) out.push(y);
    }
  return out;
}

/** Time in [t0, t1] where the quadratic through (ta,a),(tb,b),(tc,c) reaches y (monotonic there). */
function solve(t0: number, t1: number, pts: readonly [number, number][], y: number): number {
  const [[ta, a], [tb, b], [tc, c]] = pts as [[number, number], [number, number], [number, number]];
  const q = (t: number) =>
    (a * (t - tb) * (t - tc)) / ((ta - tb) * (ta - tc)) +
    (b * (t - ta) * (t - tc)) / ((tb - ta) * (tb - tc)) +
    (c * (t - ta) * (t - tb)) / ((tc - ta) * (tc - tb));
  // Bisection on the quadratic (no ephemeris call): 40 halvings of half a minute are far below 1 ms.
  let lo = t0;
  let hi = t1;
  const rising = q(t1) >= q(t0);
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (q(mid) < y === rising) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The house frame of the chart's place `m` minutes after its moment (the ARMC advanced). */
function frameAfter(eph: Ephemeris, chart: Chart, m: number) {
  const armc = chart.frame.armc + m * ARMC_DEGREES_PER_MINUTE;
  return eph.placidusFromArmc(chart.jdUt, armc, chart.latitude, chart.settings);
}

/**
 * The instants (minutes from the chart's moment, inside ± `minutes`) at which one of the chart's
 * cusps `houses` (1-12), moving with the sidereal time, reaches a longitude of `sorted` (ascending).
 */
export function cuspCrossings(
  eph: Ephemeris,
  chart: Chart,
  minutes: number,
  houses: readonly number[],
  sorted: readonly number[],
): number[] {
  const steps = Math.ceil(minutes / GRID_MINUTES);
  const times: number[] = [];
  for (let i = -steps - 1; i <= steps + 1; i++) times.push(i * GRID_MINUTES);
  const frames = times.map((m) => frameAfter(eph, chart, m));
  const cuts: number[] = [];
  for (const house of houses) {
    // The cusp's longitude on the grid, unwrapped so that it increases.
    const lon: number[] = [];
    for (const f of frames) {
      const x = f.cusps[house - 1] as number;
      const prev = lon[lon.length - 1];
      lon.push(prev === undefined ? x : prev + normalizeDegrees(x - prev + 180) - 180);
    }
    for (let i = 1; i < times.length - 2; i++) {
      const t0 = times[i] as number;
      const t1 = times[i + 1] as number;
      if (t1 <= -minutes || t0 >= minutes) continue;
      const [l0, l1] = [lon[i] as number, lon[i + 1] as number];
      const pts: [number, number][] = [
        [times[i - 1] as number, lon[i - 1] as number],
        [t0, l0],
        [t1, l1],
      ];
      for (const y of crossed(sorted, Math.min(l0, l1), Math.max(l0, l1))) {
        const t = solve(t0, t1, pts, y);
        if (t > -minutes && t < minutes) cuts.push(t);
      }
    }
  }
  return cuts;
}

/**
 * The instants (minutes, inside ± `minutes`) at which a body at `longitude` moving `speed` degrees a
 * day (held linear: within half an hour the Moon's motion bends by under a second of arc) reaches a
 * longitude of `sorted`.
 */
export function bodyCrossings(
  longitude: number,
  speed: number,
  minutes: number,
  sorted: readonly number[],
): number[] {
  const perMinute = speed / 1440;
  if (perMinute === 0) return [];
  const a = longitude - Math.abs(perMinute) * minutes;
  const b = longitude + Math.abs(perMinute) * minutes;
  return crossed(sorted, a, b)
    .map((y) => (y - longitude) / perMinute)
    .filter((t) => t > -minutes && t < minutes);
}

/** Sorted cut instants → pieces of ± `minutes` with the chart `chartAt` gives for each middle. */
export function piecesBetween<C>(
  minutes: number,
  cuts: readonly number[],
  chartAt: (m: number) => C,
): Array<{ from: number; to: number; chart: C }> {
  // Rahu and Ketu cross opposite cusps at one instant: cuts closer than 1e-6 minute are one.
  const sorted = [...cuts]
    .sort((a, b) => a - b)
    .filter((t, i, a) => i === 0 || t - (a[i - 1] as number) > 1e-6);
  const bounds = [-minutes, ...sorted, minutes];
  const pieces: Array<{ from: number; to: number; chart: C }> = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i] as number;
    const to = bounds[i + 1] as number;
    if (to > from) pieces.push({ from, to, chart: chartAt((from + to) / 2) });
  }
  return pieces;
}

/**
 * The window ± `minutes` around the chart's moment cut into pieces (header). `minutes` 0 gives one
 * piece of zero length: the stated chart.
 */
export function windowPieces(eph: Ephemeris, chart: Chart, minutes: number): WindowPiece[] {
  if (minutes <= 0) return [{ from: 0, to: 0, chart }];
  const cuts = cuspCrossings(eph, chart, minutes, HOUSES, targets(chart));
  return piecesBetween(minutes, cuts, (m) => withFrame(chart, frameAfter(eph, chart, m)));
}

const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Each verdict's share of a window from its pieces (lengths, or one piece of zero length). */
export function sharesOf(pieces: ReadonlyArray<{ from: number; to: number; verdict: Verdict }>) {
  const total = pieces.reduce((a, p) => a + (p.to - p.from), 0);
  const m = new Map<Verdict, number>();
  for (const p of pieces)
    m.set(p.verdict, (m.get(p.verdict) ?? 0) + (total === 0 ? 1 : (p.to - p.from) / total));
  return ordered(m);
}

/**
 * The natal verdicts' distribution over the window: for each event of `judge`'s list (in its order),
 * each verdict's share. `context` is the stated time's, without its sensitivity (the window replaces
 * it).
 */
export function natalDistributions(
  eph: Ephemeris,
  chart: Chart,
  minutes: number,
  context: Omit<NatalContext, 'sensitivity'>,
): VerdictDistribution[] {
  // Without a date of judgment the periods grade nothing: the pieces skip the timing scan.
  const ctx =
    context.gradeTiming === false ? { ...context, periods: undefined, antara: undefined } : context;
  const judged = windowPieces(eph, chart, minutes).map((piece) => ({
    piece,
    verdicts: natalJudgments(piece.chart, significators(piece.chart), {
      ...ctx,
      verdictOnly: true,
    }).map((j) => j.verdict),
  }));
  const events = judged[0]?.verdicts.length ?? 0;
  return Array.from({ length: events }, (_, i) =>
    sharesOf(
      judged.map(({ piece, verdicts }) => ({
        from: piece.from,
        to: piece.to,
        verdict: verdicts[i] as Verdict,
      })),
    ),
  );
}

/** A distribution in VERDICTS order, shares rounded to 4 decimals summing to exactly 1. */
function ordered(m: Map<Verdict, number>): VerdictDistribution {
  const keys = VERDICTS.filter((v) => (m.get(v) ?? 0) > 0);
  // Largest remainder: the shares in units of 1/10,000 sum to 10,000.
  const raw = keys.map((v) => (m.get(v) ?? 0) * 10_000);
  const units = raw.map(Math.floor);
  let left = 10_000 - units.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    units[i] = (units[i] as number) + 1;
    left--;
  }
  const out: VerdictDistribution = {};
  keys.forEach((v, i) => {
    if ((units[i] as number) > 0) out[v] = (units[i] as number) / 10_000;
  });
  return out;
}

const CAP: Record<Confidence, number> = { WEAK: 0, MODERATE: 1, STRONG: 2 };
const LEVEL: readonly Confidence[] = ['WEAK', 'MODERATE', 'STRONG'];
const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

/**
 * The confidence and sentence a distribution gives a verdict: the confidence follows it (header) and,
 * when another verdict holds for part of the window, the sentence says so (null otherwise).
 */
export function windowGrade(
  verdict: Verdict,
  confidence: Confidence,
  d: VerdictDistribution,
  minutes: number,
  what = 'Birth time',
): { confidence: Confidence; caveat: string | null } {
  const share = d[verdict] ?? 0;
  const cap = share >= 1 ? 2 : share >= 0.5 ? 1 : 0;
  const others = (Object.entries(d) as [Verdict, number][]).filter(([v]) => v !== verdict);
  return {
    confidence: LEVEL[Math.min(CAP[confidence], cap)] as Confidence,
    caveat:
      others.length === 0
        ? null
        : flat`${what} ±${minutes} minute${minutes === 1 ? '' : 's'}: ${verdict} holds for ${pct(share)} of the window; ${others.map(([v, x]) => `${v} ${pct(x)}`).join(', ')}.`,
  };
}

/**
 * A judgment with its distribution applied (windowGrade): the birth chart sets its `caveat` from
 * `windowCaveat` and the reasoning ends with the same sentence.
 */
export function applyDistribution(
  j: PromiseJudgment,
  d: VerdictDistribution,
  minutes: number,
): PromiseJudgment & { distribution: VerdictDistribution; windowCaveat: string | null } {
  const g = windowGrade(j.verdict, j.confidence, d, minutes);
  return {
    ...j,
    confidence: g.confidence,
    reasoning: g.caveat === null ? j.reasoning : flat`${j.reasoning} ${g.caveat}`,
    distribution: d,
    windowCaveat: g.caveat,
  };
}
