/**
 * The muhurta scan (decisions.md "Muhurta and financial"; kp-doctrine §6 "Muhurta/financial windows";
 * vedic-techniques §9): every window between `fromJd` and `toJd` in which all hard requirements hold,
 * each scored 0-100 with its reasons and its best moment.
 *
 * The natal promise is the caller's context only (issue 21 §6): it never removes a window.
 * Hard requirements, in the order the empty-result notice reports them:
 * 1. a running dasha, bhukti or antara lord signifies a required house;
 * 2. the Moon's star lord or sub lord signifies a required house, and the Moon is not in the 8th sign
 *    from the natal Moon (Chandrashtama, §9.1);
 * 3. panchang exclusions (muhurta/rules.ts): Rikta tithis and Amavasya, the event's unsuitable
 *    nakshatras, its unsuitable weekdays (vara, sunrise to sunrise), and Rahu kalam (§1.8).
 * A window is a maximal stretch where all hold, at least MIN_WINDOW_MINUTES long.
 *
 * The score is computed for each elementary stretch inside the window (where dasha lords, Moon sub,
 * tithi, yoga and karana are constant) at the moment the rising sub lord best signifies the event;
 * the window's `best` is the highest-scoring such moment (earliest on ties) and its score is the
 * window's. Weights are in score.ts.
 */
import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import { type DashaPeriod, subPeriods, type Vimshottari } from '../dasha/vimshottari.js';
import type { KpEvent } from '../kp/events.js';
import { WEEKDAY_LORDS } from '../kp/ruling-planets.js';
import { weekdayOfJd } from '../time/julian.js';
import { type LimbInterval, limbSpans } from '../transit/limbs.js';
import type { TransitScanner, TransitSpan } from '../transit/scanner.js';
import { createWeeklyAnchors, type SiderealAnchors } from '../transit/sidereal-clock.js';
import type { SunDay, SunDays } from '../transit/sun-days.js';
import { type ChartSettings, GRAHAS, type Graha } from '../types.js';
import { RAHU_KALAM_PART } from '../vedic/panchang-names.js';
import { NAKSHATRAS } from '../zodiac/nakshatras.js';
import { type LagnaClock, type RisingSub, risingSubs } from './lagna.js';
import { type MuhurtaRules, RIKTA_TITHIS, tithiInPaksha } from './rules.js';
import {
  createPointScorer,
  createScorer,
  type PointScorer,
  type Reason,
  type Scorer,
  type Snapshot,
  WEIGHTS,
} from './score.js';

/** Windows shorter than this are dropped: too short to perform a ceremony in (our choice). */
export const MIN_WINDOW_MINUTES = 10;

export interface MuhurtaScanInput {
  chart: Chart;
  sig: Significators;
  dasha: Vimshottari;
  event: KpEvent;
  rules: MuhurtaRules;
  /**
   * The natal promise verdict from the birth chart's engine: context only, it never removes a window
   * (decisions.md Muhurta, hard requirement 1: an election picks a moment for an act the person is
   * about to perform; issue 21 §6). Kept in the input so a test can show it changes nothing.
   */
  promiseVerdict: string;
  latitude: number;
  longitude: number;
  settings: ChartSettings;
  /** Scan from (the reader's today, 00:00 at the reader's offset) to, UT Julian days. */
  fromJd: number;
  toJd: number;
  /**
   * The reader's present instant (UT Julian day): a window that ended before it is not offered, and
   * a window running at it has its best moment chosen after it. Default: fromJd.
   */
  notBeforeJd?: number;
}

/** One elementary stretch: everything the requirements and the score read is constant in it. */
interface Segment {
  startJd: number;
  endJd: number;
  dasha: [DashaPeriod, DashaPeriod, DashaPeriod];
  moon: TransitSpan;
  nakshatra: number;
  tithi: number;
  yoga: number;
  karana: number;
}

export interface MuhurtaWindow {
  startJd: number;
  endJd: number;
  bestJd: number;
  score: number;
  reasons: Reason[];
  snapshot: Snapshot;
}

/** Which hard requirement removed every candidate (null when windows remain). */
export type EmptyCause =
  | 'no_dasha_lord'
  | 'no_moon_transit'
  | 'chandrashtama'
  | 'tithi'
  | 'nakshatra'
  | 'weekday'
  | 'rahu_kalam'
  | 'too_short';

export interface MuhurtaScan {
  /** Every qualifying window in time order. */
  windows: MuhurtaWindow[];
  emptyCause: EmptyCause | null;
  /** Days of qualifying time left after each requirement, in order (for the notice and docs). */
  remainingDays: Array<{ requirement: EmptyCause; days: number }>;
}

const houseSet = (sig: Significators, g: Graha, required: readonly number[]) =>
  sig.planets[g].houses.filter((h) => required.includes(h));

/** Antara (3rd-level) periods overlapping [from, to], each with its mahadasha and bhukti. */
function antaras(dasha: Vimshottari, from: number, to: number) {
  const out: Array<[DashaPeriod, DashaPeriod, DashaPeriod]> = [];
  for (const md of dasha.mahadashas) {
    if (md.endJd <= from || md.startJd >= to) continue;
    for (const ad of md.children) {
      if (ad.endJd <= from || ad.startJd >= to) continue;
      for (const pd of subPeriods(ad, dasha.yearDays)) {
        if (pd.endJd <= from || pd.startJd >= to) continue;
        out.push([md, ad, pd]);
      }
    }
  }
  return out;
}

/** Cuts [from, to] wherever any of the lists changes; each list covers the span in time order. */
function segments(
  from: number,
  to: number,
  dashas: Array<[DashaPeriod, DashaPeriod, DashaPeriod]>,
  moon: TransitSpan[],
  nakshatras: LimbInterval[],
  tithis: LimbInterval[],
  yogas: LimbInterval[],
  karanas: LimbInterval[],
): Segment[] {
  const lists = [dashas.map((d) => d[2]), moon, nakshatras, tithis, yogas, karanas];
  const idx = lists.map(() => 0);
  const out: Segment[] = [];
  let t = from;
  while (t < to) {
    // Advance each list to the item containing t.
    for (let k = 0; k < lists.length; k++) {
      const list = lists[k] as Array<{ endJd: number }>;
      while (
        (idx[k] as number) < list.length - 1 &&
        (list[idx[k] as number] as { endJd: number }).endJd <= t
      ) {
        idx[k] = (idx[k] as number) + 1;
      }
    }
    let end = to;
    for (let k = 0; k < lists.length; k++) {
      const e = ((lists[k] as Array<{ endJd: number }>)[idx[k] as number] as { endJd: number })
        .endJd;
      if (e > t && e < end) end = e;
    }
    out.push({
      startJd: t,
      endJd: end,
      dasha: dashas[idx[0] as number] as [DashaPeriod, DashaPeriod, DashaPeriod],
      moon: moon[idx[1] as number] as TransitSpan,
      nakshatra: (nakshatras[idx[2] as number] as LimbInterval).index,
      tithi: (tithis[idx[3] as number] as LimbInterval).index,
      yoga: (yogas[idx[4] as number] as LimbInterval).index,
      karana: (karanas[idx[5] as number] as LimbInterval).index,
    });
    if (end <= t) break;
    t = end;
  }
  return out;
}

interface Piece {
  startJd: number;
  endJd: number;
  weekday: number;
}

/** The whole scan. Pure: the scanner and sun days are per-request caches over the ephemeris. */
export function scanMuhurta(
  input: MuhurtaScanInput,
  scanner: TransitScanner,
  sunDays: SunDays,
  anchors: SiderealAnchors = createWeeklyAnchors(
    scanner.eph,
    input.latitude,
    input.longitude,
    input.settings,
  ),
): MuhurtaScan {
  const { sig, event, rules, fromJd, toJd } = input;
  const required = event.required;
  const remainingDays: MuhurtaScan['remainingDays'] = [];
  const natalMoon = input.chart.positions.Moon;
  // Hard requirement 2 reads the running dasha: the scan stays inside the 120 years the periods
  // cover (the caller also keeps it after the birth).
  const mds = input.dasha.mahadashas;
  const scanFrom = Math.max(fromJd, (mds[0] as DashaPeriod).startJd);
  const scanTo = Math.min(toJd, (mds[mds.length - 1] as DashaPeriod).endJd);
  if (!(scanTo > scanFrom)) {
    return { windows: [], emptyCause: 'no_dasha_lord', remainingDays };
  }

  const segs = segments(
    scanFrom,
    scanTo,
    antaras(input.dasha, scanFrom, scanTo),
    scanner.bodySpans('Moon', 'sub', scanFrom, scanTo),
    limbSpans(scanner, 'nakshatra', scanFrom, scanTo),
    limbSpans(scanner, 'tithi', scanFrom, scanTo),
    limbSpans(scanner, 'yoga', scanFrom, scanTo),
    limbSpans(scanner, 'karana', scanFrom, scanTo),
  );

  // Hard requirements 2-4 that do not need the sunrise, applied cumulatively (time left after each).
  // Whether each graha signifies a required house, worked out once (the checks run per segment).
  const signifies = {} as Record<Graha, boolean>;
  for (const g of GRAHAS) {
    signifies[g] = houseSet(sig, g, required).length > 0;
  }
  const checks: Array<[EmptyCause, (s: Segment) => boolean]> = [
    ['no_dasha_lord', (s) => s.dasha.some((p) => signifies[p.lord])],
    ['no_moon_transit', (s) => signifies[s.moon.starLord] || signifies[s.moon.subLord]],
    ['chandrashtama', (s) => (s.moon.sign - natalMoon.signIndex + 12) % 12 !== 7],
    [
      'tithi',
      (s) =>
        s.tithi !== 30 && !(rules.excludeRikta && RIKTA_TITHIS.includes(tithiInPaksha(s.tithi))),
    ],
    [
      'nakshatra',
      (s) =>
        !rules.avoidNakshatras.includes(NAKSHATRAS[s.nakshatra - 1] as (typeof NAKSHATRAS)[number]),
    ],
  ];
  let passing = segs;
  for (const [cause, ok] of checks) {
    passing = passing.filter(ok);
    remainingDays.push({ requirement: cause, days: total(passing) });
  }

  // Runs of touching passing segments, then the weekday and Rahu kalam from each Hindu day.
  const pieces: Piece[] = [];
  let weekdayDays = 0;
  // dayAt gives the same day for every instant from its sunrise to the next: runs that share a
  // Hindu day read it once.
  let lastDay: SunDay | null = null;
  const dayAt = (t: number) => {
    if (lastDay !== null && t >= lastDay.sunriseJd && t < lastDay.nextSunriseJd) return lastDay;
    const day = sunDays.dayAt(t);
    if (day !== null) lastDay = day;
    return day;
  };
  for (const run of runs(passing)) {
    let t = run.startJd;
    while (t < run.endJd) {
      const day = dayAt(t);
      if (day === null) break; // polar day or night: no vara, no window
      const a = Math.max(t, day.sunriseJd);
      const b = Math.min(run.endJd, day.nextSunriseJd);
      // The vara is the weekday of the local date of sunrise (local mean time, §1.6).
      const weekday = weekdayOfJd(day.sunriseJd + input.longitude / 360);
      if (b > a && rules.allowedWeekdays.includes(weekday)) {
        weekdayDays += b - a;
        const part = RAHU_KALAM_PART[weekday] as number;
        const len = (day.sunsetJd - day.sunriseJd) / 8;
        const rkStart = day.sunriseJd + (part - 1) * len;
        const rkEnd = rkStart + len;
        for (const [x, y] of [
          [a, Math.min(b, rkStart)],
          [Math.max(a, rkEnd), b],
        ] as const) {
          if (y > x) pieces.push({ startJd: x, endJd: y, weekday });
        }
      }
      t = Math.max(b, day.nextSunriseJd);
    }
  }
  remainingDays.push({ requirement: 'weekday', days: weekdayDays });
  remainingDays.push({ requirement: 'rahu_kalam', days: total(pieces) });
  const minDays = MIN_WINDOW_MINUTES / 1440;
  // A window must also leave the minimum still to come after the reader's present instant.
  const notBefore = input.notBeforeJd ?? fromJd;
  const kept = pieces.filter(
    (p) => p.endJd - p.startJd >= minDays && p.endJd - Math.max(p.startJd, notBefore) >= minDays,
  );
  remainingDays.push({ requirement: 'too_short', days: total(kept) });

  // The lagna clock of each window comes from the week's sidereal anchor (shared with sunrises).
  // One clock object per anchor, so the lagna search's per-clock table is shared by its windows.
  const clocks = new Map<object, LagnaClock>();
  const clockFor = (jd: number): LagnaClock => {
    const anchor = anchors(jd);
    let clock = clocks.get(anchor);
    if (clock === undefined) {
      clock = { ...anchor, latitude: input.latitude };
      clocks.set(anchor, clock);
    }
    return clock;
  };
  const scorer = createScorer(input.sig, input.chart, input.event, input.rules);
  const points = createPointScorer(input.sig, input.chart, input.event, input.rules);
  const windows = kept.map((p) =>
    scoreWindow(input, scorer, points, clockFor(p.startJd), p, segs, notBefore),
  );
  const firstEmpty = remainingDays.find((r) => r.days === 0);
  return {
    windows,
    emptyCause: windows.length === 0 ? (firstEmpty?.requirement ?? 'too_short') : null,
    remainingDays,
  };
}

function total(xs: ReadonlyArray<{ startJd: number; endJd: number }>): number {
  return xs.reduce((s, x) => s + (x.endJd - x.startJd), 0);
}

function runs(segs: Segment[]): Array<{ startJd: number; endJd: number }> {
  const out: Array<{ startJd: number; endJd: number }> = [];
  for (const s of segs) {
    const last = out[out.length - 1];
    if (last !== undefined && s.startJd <= last.endJd) last.endJd = Math.max(last.endJd, s.endJd);
    else out.push({ startJd: s.startJd, endJd: s.endJd });
  }
  return out;
}

/** First index of a segment ending after jd (segments are in time order). */
function firstSegmentAfter(segs: Segment[], jd: number): number {
  let lo = 0;
  let hi = segs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((segs[mid] as Segment).endJd <= jd) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function scoreWindow(
  input: MuhurtaScanInput,
  scorer: Scorer,
  points: PointScorer,
  clock: LagnaClock,
  piece: Piece,
  segs: Segment[],
  notBefore: number,
): MuhurtaWindow {
  const { sig, event } = input;
  // The stretches of the window, each with its score bound: the factors that do not depend on the
  // rising sign, plus the maxima of the two that do (ruling planets, elected lagna).
  const stretches: Array<{ a: number; b: number; base: Snapshot; bound: number }> = [];
  // Only the part still to come is a candidate for the best moment (rule 1 of the use case).
  const from = Math.max(piece.startJd, notBefore);
  for (let i = firstSegmentAfter(segs, from); i < segs.length; i++) {
    const s = segs[i] as Segment;
    if (s.startJd >= piece.endJd) break;
    const a = Math.max(s.startJd, from);
    const b = Math.min(s.endJd, piece.endJd);
    if (!(b > a)) continue;
    const base: Snapshot = {
      dashaLords: s.dasha.map((p) => p.lord) as [Graha, Graha, Graha],
      moonSign: s.moon.sign,
      moonSignLord: s.moon.signLord,
      moonStarLord: s.moon.starLord,
      moonSubLord: s.moon.subLord,
      nakshatra: s.nakshatra,
      tithi: s.tithi,
      yoga: s.yoga,
      karana: s.karana,
      weekday: piece.weekday,
      dayLord: WEEKDAY_LORDS[piece.weekday] as Graha,
      // Placeholders until the rising subs are read: they only move the two lagna-dependent factors.
      lagnaSign: 0,
      lagnaSignLord: s.moon.signLord,
      lagnaStarLord: s.moon.starLord,
      lagnaSubLord: s.moon.subLord,
      electedLagna: false,
    };
    stretches.push({
      a,
      b,
      base,
      bound: points.rest(base) + WEIGHTS.ruling_planets + WEIGHTS.elected_lagna,
    });
  }
  // The window's best is the earliest stretch with the highest score. Stretches are searched for
  // their lagna in decreasing order of bound (earlier first among equal bounds); once a bound is
  // below the best score nothing later can reach it, and at a bound equal to it only an earlier
  // stretch can still win (by the tie rule).
  const order = stretches.map((_, i) => i);
  order.sort((x, y) => (stretches[y]?.bound as number) - (stretches[x]?.bound as number) || x - y);
  let best: { index: number; score: number; bestJd: number; snapshot: Snapshot } | null = null;
  for (const i of order) {
    const st = stretches[i] as (typeof stretches)[number];
    if (best !== null) {
      if (st.bound < best.score) break;
      if (st.bound === best.score && i > best.index) continue;
    }
    const { a, b, base } = st;
    // The elected lagna: the longest stretch in [a, b] whose rising sub lord signifies the event.
    const rising = risingSubs(clock, a, b);
    let pick: RisingSub | null = null;
    for (const r of rising) {
      if (sig.planets[r.subLord].houses.some((h) => event.required.includes(h))) {
        if (pick === null || r.endJd - r.startJd > pick.endJd - pick.startJd) pick = r;
      }
    }
    const at =
      pick ?? (rising.find((r) => r.startJd <= (a + b) / 2 && r.endJd >= (a + b) / 2) as RisingSub);
    const snapshot: Snapshot = {
      ...base,
      lagnaSign: at.signIndex,
      lagnaSignLord: at.signLord,
      lagnaStarLord: at.starLord,
      lagnaSubLord: at.subLord,
      electedLagna: pick !== null,
    };
    const got: number =
      st.bound - WEIGHTS.ruling_planets - WEIGHTS.elected_lagna + points.lagna(snapshot);
    if (best === null || got > best.score || (got === best.score && i < best.index)) {
      best = {
        index: i,
        score: got,
        bestJd: pick ? (pick.startJd + pick.endJd) / 2 : (a + b) / 2,
        snapshot,
      };
    }
  }
  if (best === null) throw new Error('a window without a segment');
  // The reasons (with their texts) of the chosen moment only, built when first read: a request
  // shows max_windows of the windows scored (the point scorer's sum equals theirs, tested).
  const snapshot = best.snapshot;
  let reasons: Reason[] | undefined;
  return {
    startJd: piece.startJd,
    endJd: piece.endJd,
    bestJd: best.bestJd,
    score: best.score,
    get reasons() {
      reasons ??= scorer(snapshot, true).reasons;
      return reasons;
    },
    snapshot,
  };
}
