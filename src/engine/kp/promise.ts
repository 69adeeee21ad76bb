/**
 * Promise of an event by the cuspal sub lord (CSL) of its primary cusp, and its timing, kept apart
 * (kp-doctrine.md §5.1, §5.3, §6; decisions.md KP "Promise"). docs/kp-judgment.md states the rules for
 * users with an example.
 *
 * Public API (used by the birth chart, and meant for horary and muhurta/financial judgment):
 * - `assessPromise(chart, sig, event, options?)` — the promise alone, no timing: does the chart (natal,
 *   horary or any moment's chart) promise the event, and how strongly? Returns a `PromiseAssessment`
 *   with a promise verdict (DENIED, WEAK_PROMISE, PROMISED_WITH_OBSTRUCTION, PROMISED_WITH_DELAY or
 *   PROMISED), the rule that decided it and the evidence (the CSL chain with levels A-D, node agency,
 *   required and negating houses met). It never looks at a dasha or a clock.
 * - `judgePromise(chart, sig, event, context?)` — the full verdict: the promise, then timing. Natal
 *   (`context.periods`, the running antardasha onwards, and `context.antara`): the running
 *   mahadasha/bhukti/antara lords and the first conjoined period of strong significators. Horary
 *   (`context.rulingPlanets`): the ruling planets at judgment. Timing can only lift PROMISED to
 *   STRONGLY_PROMISED or lower it to REQUIRES_FURTHER_TIMING_CONFIRMATION; every other verdict,
 *   DENIED above all, is the promise's and cannot change with the date of judgment.
 * - `delayFactors(chart, csl)` — the retrograde/Saturn delay of a CSL (horary rule, kp-doctrine §3.3
 *   step 3). Natal judgment ignores it unless `retrogradeDelay: true` is passed: KSK and Bansal apply
 *   retrogression to horary and transit timing; in a birth chart a retrograde CSL does not alter the
 *   promise (kp-doctrine §3.3 "KP Horary as opposed to Natal" [S14]).
 * - `strongSignificators(sig, houses)` — principal significators of houses (empty-house rule included).
 *
 * What every event's judgment reads of a chart (each planet's houses as masks, the reasoning's
 * sentences on each CSL) is computed once per chart and reused by its other events
 * (promise-inputs.ts); the results are the same as computing it afresh for each event.
 *
 * Levels of the CSL's signification (kp-doctrine §4.1, per-planet view): A = house of its star lord,
 * B = its own house, C = houses of its star lord's ownership, D = its own ownership. "Star level" is
 * A ∪ C (the star lord's results), "own level" is B ∪ D. For grading, a house reached at C or D counts
 * as principal when the empty-house rule, empty stars or node agency make it so (significators.ts), so
 * the grading ranks are: principal through the star lord, principal by itself, C, D.
 *
 * Mixed testimony (the CSL signifies required AND negating houses), as KSK judged (docs/kp-judgment.md,
 * issue 21; R3 = the OCR of KP Reader III with its line): a CSL "connected in any manner" with a required
 * house promises (R3 3603-3604, 4704); one that also signifies negating houses gives both results, each
 * in the periods that bring it ("Both results will be enjoyed", R3 1320; "dasa lord has both portfolio",
 * R3 4729). Strength (kp-doctrine §4.1) says which predominates: each side's strongest signification, the
 * grading rank first, then the raw level A > B > C > D; the CSL "leans" to the stronger side, or is
 * "even". The CSL's own sub lord (the "sub of the sub", read through its star lord) is reported but does
 * not decide by default: KSK's "the sub decides" is said of a significator and the sub it occupies
 * (R3 1593); reading the cusp through its CSL's sub lord's star lord is Gondhalekar's four-step method
 * (Khullar's cuspal interlinks read alike), available as `school: 'four_step'`, never the default.
 *
 * Promise rules, in order:
 * 0. KSK's star-lord rule, for an event whose catalog rule has `starLordOfCsl` (health): the CSL's
 *    star lord signifies (levels A-D) one of its houses (`star_lord_signifies`) or none
 *    (`star_lord_clear`); the event's rule says which of the two denies. Nothing else decides.
 * 1. DENIED when the CSL signifies no required house (`no_required_house`); for an event whose rule
 *    names `connectedWith` (foreign travel: 3 or 9, R3 3603), no house of that set. Four-step option only:
 *    also when neither the star level nor the CSL's sub lord (through its star lord) shows a required
 *    house while both show negating ones (`star_and_sub_negate`).
 * 2. WEAK_PROMISE when the required houses appear only at rank D (`ownership_only`).
 * 3. Four-step option only: DENIED when the testimony is mixed, the CSL is even or leans to the
 *    negation, and its sub lord leans to the negation (`sub_lord_negates`).
 * 4. PROMISED_WITH_OBSTRUCTION when the testimony is mixed and the CSL is even or leans to the negation
 *    (`negation_as_strong`): both results are due. (Four-step option: not when the CSL is even and its
 *    sub lord leans to the required houses, which is rule 6's `sub_lord_decides`.)
 * 5. PROMISED_WITH_DELAY, only with `retrogradeDelay`, when `delayFactors` finds a reason
 *    (`retrograde_or_saturn_delay`).
 * 6. Otherwise PROMISED (`promised`; `sub_lord_decides` under the four-step option). It is a "strong
 *    candidate" when star level and sub lord both show a required house (the sub lord not leaning to
 *    the negation), no negating house is principal and the supporting cusp agrees (11th CSL; the 2nd
 *    when the event's own cusp is the 11th). Confidence STRONG needs the same sub lord and the
 *    supporting cusp.
 * Timing rules (only on PROMISED, and only when `gradeTiming` is not false; never lifted to
 * STRONGLY_PROMISED when `sensitivity` puts the primary cusp within CAVEAT_MINUTES of a sub lord change,
 * and then the confidence is at most MODERATE and the reasoning gives the neighbouring sub lords'
 * verdicts):
 * 7. STRONGLY_PROMISED when it is a strong candidate and the timing witness holds: natal, the CSL or
 *    its star lord rules the running or next mahadasha/antardasha; horary, the CSL or its star lord is a
 *    ruling planet (`timing_witness`).
 * 8. REQUIRES_FURTHER_TIMING_CONFIRMATION when natal periods are given and no antardasha in them is a
 *    conjoined period of two principal significators of the required houses (`no_fruitful_period`).
 */

import { BASIS_KSK, BASIS_OURS, type Basis } from '../basis.js';
import type { Chart } from '../chart/cast.js';
import type { NodeAgent, PlanetSignificators, Significators } from '../chart/significators.js';
import { flat } from '../flat-text.js';
import type { Graha } from '../types.js';
import type { KpEvent } from './events.js';
import {
  grahaBit,
  houseMask,
  housesOf,
  type PlanetMasks,
  type PromiseInputs,
  principalOf,
  promiseInputs,
} from './promise-inputs.js';
import { CAVEAT_MINUTES, type CuspSensitivity } from './sensitivity.js';

export const VERDICTS = [
  'STRONGLY_PROMISED',
  'PROMISED',
  'PROMISED_WITH_DELAY',
  'PROMISED_WITH_OBSTRUCTION',
  'WEAK_PROMISE',
  'REQUIRES_FURTHER_TIMING_CONFIRMATION',
  'DENIED',
] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The verdicts the promise alone can give (no timing). */
export const PROMISE_VERDICTS = [
  'PROMISED',
  'PROMISED_WITH_DELAY',
  'PROMISED_WITH_OBSTRUCTION',
  'WEAK_PROMISE',
  'DENIED',
] as const;
export type PromiseVerdict = (typeof PROMISE_VERDICTS)[number];

export const CONFIDENCES = ['WEAK', 'MODERATE', 'STRONG'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export const RULES = [
  'no_required_house',
  'star_lord_signifies',
  'star_lord_clear',
  'star_and_sub_negate',
  'ownership_only',
  'sub_lord_negates',
  'negation_as_strong',
  'retrograde_or_saturn_delay',
  'sub_lord_decides',
  'promised',
  'timing_witness',
  'no_fruitful_period',
  'parent_denied',
] as const;
/** The rule that decided a verdict (see the header for each). */
export type Rule = (typeof RULES)[number];

export type Level = 'A' | 'B' | 'C' | 'D';

/**
 * Which side a testimony favours (header, "Mixed testimony"): the side signified more strongly,
 * `even` when both are equally strong, `silent` when neither is signified.
 */
export type Leaning = 'required' | 'negating' | 'even' | 'silent';

/** An antardasha in the timing horizon: its mahadasha and antardasha lords. */
export interface TimingPeriod {
  mahadasha: Graha;
  antardasha: Graha;
  startJd: number;
  endJd: number;
  /** The mahadasha's own bounds, when known. */
  mahadashaStartJd?: number;
  mahadashaEndJd?: number;
}

/** A running pratyantardasha (antara). */
export interface AntaraPeriod {
  lord: Graha;
  startJd: number;
  endJd: number;
}

/**
 * Whose rules judge mixed testimony. `ksk` (default): KSK's, a CSL connected with a required house
 * promises. `four_step`: the stricter reading of the CSL through its sub lord's star lord (Gondhalekar's
 * four-step method; Khullar's cuspal interlinks read alike), which can deny a connected CSL. Not KSK's.
 */
export type PromiseSchool = 'ksk' | 'four_step';
export const PROMISE_SCHOOLS: readonly PromiseSchool[] = ['ksk', 'four_step'];

export interface PromiseOptions {
  /**
   * The birth chart's default body (issue 22 §3): the reasoning leaves out what the body states in its
   * own fields or `include` blocks: the CSL's levels, node agency and the houses through its chain
   * (`predictions.chain`) and the next fruitful and adverse periods (`timing`). It keeps the CSL, the
   * houses it signifies among the required and negating ones, the finding, the timing grade and the
   * birth-time alternatives (in short: "Birth time: 1.7 minutes earlier gives Sun, PROMISED; so not
   * STRONG."; `caveat` says it in words), and its findings cite KSK by line without quoting him
   * (the quotations are in docs/kp-judgment.md). Default false: horary, financial, TSP and muhurta keep
   * the full text.
   */
  briefReasoning?: boolean;
  /**
   * The verdicts alone (the birth-time window judges each of its pieces for its verdicts only,
   * kp/birth-window.ts): `reasoning` is left empty. Default false.
   */
  verdictOnly?: boolean;
  /** Apply the retrograde/Saturn delay (horary). Default false: natal judgment ignores it. */
  retrogradeDelay?: boolean;
  /** Default `ksk`. */
  school?: PromiseSchool;
}

/** What the judgment may use beyond the chart. */
export interface PromiseContext extends PromiseOptions {
  /** Natal: the running antardasha and the following ones up to the horizon, in order. */
  periods?: readonly TimingPeriod[];
  /** Natal: the antara running on the date of judgment. */
  antara?: AntaraPeriod | null;
  /** Horary: the ruling planets at judgment. */
  rulingPlanets?: readonly Graha[];
  /**
   * Natal: let the periods grade the verdict (rules 7-8). Default true. False when the request gave no
   * date of judgment: the verdict is then the promise alone, a function of the birth data, and the
   * timing object still describes the periods (issue 21 §8).
   */
  gradeTiming?: boolean;
  /**
   * Natal: birth-time sensitivity of the event's primary cusp. Within CAVEAT_MINUTES of a sub lord
   * change the confidence is never STRONG, the verdict is not lifted to STRONGLY_PROMISED, and the
   * reasoning says what the neighbouring sub lord would give (issue 21 §4).
   */
  sensitivity?: CuspSensitivity;
}

/** A planet of the CSL chain with the houses it signifies by level. */
export interface ChainLink {
  planet: Graha;
  a: number[];
  b: number[];
  c: number[];
  d: number[];
  /** Houses it signifies as a principal significator (significators.ts). */
  principal: number[];
}

export interface NodeAgencyUsed {
  node: Graha;
  sources: NodeAgent[];
}

export interface PromiseAssessment {
  event: KpEvent;
  verdict: PromiseVerdict;
  confidence: Confidence;
  rule: Rule;
  /** One sentence stating the rule's finding. */
  finding: string;
  cuspalSubLord: Graha;
  starLord: Graha;
  /** The CSL's own sub lord (the "sub of the sub"). */
  subLord: Graha;
  chain: { cuspalSubLord: ChainLink; starLord: ChainLink; subLord: ChainLink };
  /** Agency of every node in the chain. */
  nodeAgency: NodeAgencyUsed[];
  starLevelHouses: number[];
  ownLevelHouses: number[];
  subLordHouses: number[];
  /** All houses the CSL signifies (star and own levels). */
  housesSignified: number[];
  requiredSignified: number[];
  negatingSignified: number[];
  /** Strongest raw level (A-D) at which a required / negating house is signified, or null. */
  requiredLevel: Level | null;
  negatingLevel: Level | null;
  /** True when some required / negating house is signified as a principal significator. */
  requiredPrincipal: boolean;
  negatingPrincipal: boolean;
  /** The side the CSL signifies more strongly (rank, then level A-D). */
  cslLeaning: Leaning;
  /** The side the CSL's sub lord signifies more strongly through its star lord (levels A and C). */
  subLordLeaning: Leaning;
  supportingCusp: number;
  supportAgrees: boolean;
  /**
   * Star level and sub lord both show a required house (the sub lord not leaning to the negation), no
   * principal negation, support agrees.
   */
  strongCandidate: boolean;
  /** Retrograde/Saturn reasons found (reported always; used only with `retrogradeDelay`). */
  delayReasons: string[];
}

/** A running period lord and what it signifies of the event. */
export interface PeriodLord {
  lord: Graha;
  startJd: number | null;
  endJd: number | null;
  requiredSignified: number[];
  negatingSignified: number[];
  /** A principal significator of a required house. */
  principalForRequired: boolean;
}

export interface TimingJudgment {
  /** Natal only: the periods running on the date of judgment. */
  running: { mahadasha: PeriodLord; bhukti: PeriodLord; antara: PeriodLord | null } | null;
  /** Natal only: the first antardasha (running or later) whose two lords are principal significators. */
  nextFruitful: TimingPeriod | null;
  /**
   * Natal only, for a CSL that signifies negating houses too: the first antardasha (running or later)
   * whose two lords are principal significators of the negating houses, when the negating result is
   * due (KSK, R3 4729: the periods decide which of the two results comes). Null otherwise.
   */
  nextAdverse: TimingPeriod | null;
  /** The timing witness of rule 7; null when no timing context was given. */
  witness: boolean | null;
  /** 'dasha' (natal), 'ruling_planets' (horary) or null. */
  witnessBasis: 'dasha' | 'ruling_planets' | null;
}

export interface PromiseJudgment extends Omit<PromiseAssessment, 'verdict' | 'rule' | 'finding'> {
  verdict: Verdict;
  rule: Rule;
  /** The promise alone (independent of the date of judgment). */
  promise: PromiseVerdict;
  promiseRule: Rule;
  /** True when timing changed the grade (verdict ≠ promise). */
  gradeFromTiming: boolean;
  timing: TimingJudgment;
  reasoning: string;
  /** The primary cusp's sub lord changes within CAVEAT_MINUTES (context.sensitivity). */
  birthTimeSensitive: boolean;
  /** The neighbouring sub lords within CAVEAT_MINUTES and the promise each gives. */
  neighbours: NeighbourVerdict[];
  /** One of them gives another promise: the birth chart's `caveat` is set (issue 35 §3). */
  birthTimeVerdictMoves: boolean;
  /** Whose rule decided the verdict (basisOf). */
  basis: Basis;
  /** Kept for callers of the first version: `timing.witness` and `timing.nextFruitful`. */
  timingWitness: boolean | null;
  fruitfulPeriod: TimingPeriod | null;
}

const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';
const list = (xs: readonly number[]) => (xs.length === 0 ? 'none' : xs.join(', '));

/** `list` of the (ascending) houses of a mask, each text written once per process. */
const LIST_OF_MASK: (string | undefined)[] = [];
function listOfMask(mask: number): string {
  let text = LIST_OF_MASK[mask];
  if (text === undefined) {
    text = list(housesOf(mask));
    LIST_OF_MASK[mask] = text;
  }
  return text;
}

/**
 * The event's house sets as the reasoning words them, written once per event (a catalog event is
 * frozen; a horary question's event is built per request and never changed).
 */
const EVENT_TEXT = new WeakMap<KpEvent, { requires: string; negatedBy: string }>();
function eventText(event: KpEvent): { requires: string; negatedBy: string } {
  let text = EVENT_TEXT.get(event);
  if (!text) {
    text = {
      requires: `${event.title} requires houses ${event.required.join(', ')}`,
      negatedBy: `and is negated by ${event.negating.join(', ')}`,
    };
    EVENT_TEXT.set(event, text);
  }
  return text;
}
const LEVELS: readonly Level[] = ['A', 'B', 'C', 'D'];

function ordinal(n: number): string {
  const s = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return n >= 11 && n <= 13 ? `${n}th` : `${n}${s}`;
}

// The set questions below work on 12-bit house masks (promise-inputs.ts: bit h − 1 = house h), built
// once per chart, instead of arrays: a birth chart asks them 18 times of the same nine planets.

/**
 * 1-4: the first of four masks (strongest first) that meets `houses`; 5 if none. The four are a
 * planet's grading ranks (strongStar, strongOwn, c, d), its raw levels (a, b, c, d), or those as the
 * CSL's sub lord reads them through its star lord (strongStar, 0, c, 0 and a, 0, c, 0): named masks
 * passed as they are, not arrays made per planet (promise-inputs.ts `PlanetMasks`).
 */
function firstOf(m1: number, m2: number, m3: number, m4: number, houses: number): number {
  if (m1 & houses) return 1;
  if (m2 & houses) return 2;
  if (m3 & houses) return 3;
  if (m4 & houses) return 4;
  return 5;
}

/** Best (strongest) grading rank 1-4 (principal via the star lord, principal by itself, C, D); 5 if none. */
function bestRank(m: PlanetMasks, houses: number): number {
  return firstOf(m.strongStar, m.strongOwn, m.c, m.d, houses);
}

/** Best raw level 1-4 (A-D) meeting `houses`; 5 if none. */
function bestLevel(m: PlanetMasks, houses: number): number {
  return firstOf(m.a, m.b, m.c, m.d, houses);
}

/**
 * Strength of the strongest signification of any of `houses` (lower is stronger): the grading rank
 * (r1-r4, strongest first), then the raw level A-D (l1-l4). Infinity when none is signified.
 */
function strength(
  r1: number,
  r2: number,
  r3: number,
  r4: number,
  l1: number,
  l2: number,
  l3: number,
  l4: number,
  houses: number,
): number {
  let best = Number.POSITIVE_INFINITY;
  for (let m = houses; m !== 0; m &= m - 1) {
    const bit = m & -m;
    const r = firstOf(r1, r2, r3, r4, bit) - 1;
    if (r === 4) continue;
    const level = firstOf(l1, l2, l3, l4, bit) - 1; // every ranked house has a level
    best = Math.min(best, r * 4 + (level === 4 ? 0 : level));
  }
  return best;
}

/** `strength` of a CSL: its grading ranks and raw levels. */
function cslStrength(m: PlanetMasks, houses: number): number {
  return strength(m.strongStar, m.strongOwn, m.c, m.d, m.a, m.b, m.c, m.d, houses);
}

/** `strength` of the CSL's sub lord, read through its star lord (levels A and C only). */
function subLordStrength(m: PlanetMasks, houses: number): number {
  return strength(m.strongStar, 0, m.c, 0, m.a, 0, m.c, 0, houses);
}

function leaning(req: number, neg: number): Leaning {
  if (req === neg) return req === Number.POSITIVE_INFINITY ? 'silent' : 'even';
  return req < neg ? 'required' : 'negating';
}

/** "level C, principal" for a strength from `strength` over the four grading ranks. */
function strengthText(k: number): string {
  return `level ${LEVELS[k % 4]}${k < 8 ? ', principal' : ''}`;
}

/** "required level A, principal, negating none": both sides' strengths, for a finding. */
function sidesText(req: number, neg: number): string {
  return `required ${req === Number.POSITIVE_INFINITY ? 'none' : strengthText(req)}, negating ${neg === Number.POSITIVE_INFINITY ? 'none' : strengthText(neg)}`;
}

/** ", best at level B, principal" (empty when the side is not signified), for the reasoning. */
function bestLevelText(l: Level | null, principal: boolean): string {
  return l === null ? '' : `, best at level ${l}${principal ? ', principal' : ''}`;
}

/** Agency of every node in the chain (CSL, star lord, sub lord), each node once, in chain order. */
function chainNodeAgency(
  sig: Significators,
  csl: Graha,
  starLord: Graha,
  subLord: Graha,
): NodeAgencyUsed[] {
  const out: NodeAgencyUsed[] = [];
  addAgency(out, sig, csl);
  addAgency(out, sig, starLord);
  addAgency(out, sig, subLord);
  return out;
}

function addAgency(out: NodeAgencyUsed[], sig: Significators, g: Graha): void {
  const ag = sig.planets[g].agency; // only a node has agency
  if (ag && !out.some((n) => n.node === g)) out.push({ node: g, sources: ag.sources });
}

/** The first period whose mahadasha and antardasha lords are both in the graha mask `principal`. */
function firstJoined(periods: readonly TimingPeriod[], principal: number): TimingPeriod | null {
  for (const x of periods)
    if ((principal & grahaBit(x.mahadasha)) !== 0 && (principal & grahaBit(x.antardasha)) !== 0)
      return x;
  return null;
}

/** True when `g` rules the period's mahadasha or antardasha. */
function rules(p: TimingPeriod | undefined, g: Graha): boolean {
  return p !== undefined && (p.mahadasha === g || p.antardasha === g);
}

function link(p: PlanetSignificators): ChainLink {
  return { planet: p.planet, a: p.a, b: p.b, c: p.c, d: p.d, principal: p.strongHouses };
}

/** "A 7; B 2; C 1, 8; D 5": a planet's levels, written once per chart and planet. */
function levelsText(sig: Significators, g: Graha): string {
  const m = promiseInputs(sig).planets[g];
  if (m.levelsText === undefined) {
    const p = sig.planets[g];
    m.levelsText = `A ${list(p.a)}; B ${list(p.b)}; C ${list(p.c)}; D ${list(p.d)}`;
  }
  return m.levelsText;
}

/** Principal significators of any of `houses` (A/B, or C/D of a vacant house; significators.ts). */
export function strongSignificators(sig: Significators, houses: readonly number[]): Graha[] {
  const out = new Set<Graha>();
  for (const h of sig.houses) if (houses.includes(h.house)) for (const g of h.strong) out.add(g);
  return [...out];
}

/**
 * Why a CSL would deliver late (horary, kp-doctrine §3.3 step 3 and §4.1): the CSL or its star lord
 * retrograde (nodes excepted: they always are), or Saturn as either. Empty when none applies.
 */
export function delayFactors(chart: Chart, csl: Graha): string[] {
  const starLord = chart.positions[csl].starLord;
  const out: string[] = [];
  if (chart.positions[csl].retrograde && !isNode(csl)) out.push(`${csl} is retrograde`);
  if (chart.positions[starLord].retrograde && !isNode(starLord))
    out.push(`its star lord ${starLord} is retrograde`);
  if (csl === 'Saturn' || starLord === 'Saturn') out.push('Saturn is in the chain');
  return out;
}

/** The promise alone (rules 1-6): no dasha, no ruling planets, no date. */
export function assessPromise(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  options: PromiseOptions = {},
): PromiseAssessment {
  return assess(chart, sig, event, houseMask(event.required), houseMask(event.negating), options);
}

/**
 * What rules 1-6 read of a CSL for one event: masks, ranks, strengths and leanings, no text and no
 * lists. `assess` words them; the birth-time alternatives need only the rule they decide
 * (`promiseRule`), so they stop here (issue 22 §3, fourth round: a full assessment per alternative
 * was about 2 % of a birth chart's CPU).
 */
interface Testimony {
  csl: Graha;
  starLord: Graha;
  subLord: Graha;
  starLevel: number;
  ownLevel: number;
  subLordHouses: number;
  all: number;
  req: number;
  neg: number;
  bestReq: number;
  bestNeg: number;
  rawReq: number;
  rawNeg: number;
  supportingCusp: number;
  supportAgrees: boolean;
  /** The CSL is connected with a house its rule asks for (`connectedWith`, else the required ones). */
  connected: boolean;
  /** KSK's star-lord rule (events.ts `starLordOfCsl`): its houses the CSL's star lord signifies. */
  starLordHits: number;
  starRule: 'denies' | 'promises' | null;
  kspNegation: boolean;
  cslReqStrength: number;
  cslNegStrength: number;
  cslLeaning: Leaning;
  subReqStrength: number;
  subNegStrength: number;
  subLordLeaning: Leaning;
  contested: boolean;
  subConfirms: boolean;
  strongCandidate: boolean;
}

function testimony(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  reqMask: number,
  negMask: number,
  /** Judge as if the cusp's sub lord were this planet (birth-time alternatives). */
  cslOverride?: Graha,
): Testimony {
  const cusp = chart.cusps[event.primaryCusp - 1];
  if (!cusp) throw new RangeError(`no cusp ${event.primaryCusp}`);
  const csl = cslOverride ?? cusp.subLord;
  const starLord = sig.planets[csl].starLord;
  const subLord = chart.positions[csl].subLord;

  const m = promiseInputs(sig).planets;
  const pm = m[csl];
  const sm = m[subLord];

  const starLevel = pm.a | pm.c;
  const ownLevel = pm.b | pm.d;
  const subLordHouses = sm.a | sm.c;
  const all = pm.signified; // starLevel | ownLevel
  const req = all & reqMask;
  const neg = all & negMask;

  const connectMask =
    event.rule.connectedWith === undefined ? reqMask : houseMask(event.rule.connectedWith);
  const starRule = event.rule.starLordOfCsl ?? null;
  const supportingCusp = event.primaryCusp === 11 ? 2 : 11;
  const supportCsl = chart.cusps[supportingCusp - 1]?.subLord ?? csl;
  const supportAgrees = (m[supportCsl].houses & reqMask) !== 0;

  const starReq = starLevel & reqMask;
  const subReq = subLordHouses & reqMask;
  // Mixed testimony (header): the CSL's leaning by rank then level, and its sub lord's through the
  // sub lord's star lord (levels A and C; C counts as principal when the house is vacant).
  const cslReqStrength = cslStrength(pm, reqMask);
  const cslNegStrength = cslStrength(pm, negMask);
  const cslLeaning = leaning(cslReqStrength, cslNegStrength);
  const subReqStrength = subLordStrength(sm, reqMask);
  const subNegStrength = subLordStrength(sm, negMask);
  const subLordLeaning = leaning(subReqStrength, subNegStrength);
  // The sub lord "points to" the required houses when its star shows one and it does not lean to
  // the negation (the sub decides, header).
  const subConfirms = subReq !== 0 && subLordLeaning !== 'negating';
  return {
    csl,
    starLord,
    subLord,
    starLevel,
    ownLevel,
    subLordHouses,
    all,
    req,
    neg,
    bestReq: bestRank(pm, reqMask),
    bestNeg: bestRank(pm, negMask),
    rawReq: bestLevel(pm, reqMask),
    rawNeg: bestLevel(pm, negMask),
    supportingCusp,
    supportAgrees,
    connected: (all & connectMask) !== 0,
    starLordHits: starRule === null ? 0 : m[starLord].houses & houseMask(starRule.houses),
    starRule: starRule?.signifying ?? null,
    kspNegation:
      starReq === 0 &&
      subReq === 0 &&
      (starLevel & negMask) !== 0 &&
      (subLordHouses & negMask) !== 0,
    cslReqStrength,
    cslNegStrength,
    cslLeaning,
    subReqStrength,
    subNegStrength,
    subLordLeaning,
    contested: neg !== 0 && cslLeaning !== 'required',
    subConfirms,
    strongCandidate:
      starReq !== 0 && subConfirms && (pm.strongHouses & negMask) === 0 && supportAgrees,
  };
}

/** Rules 1-6 in their order (the header): the one that decides the promise. */
function promiseRule(t: Testimony, options: PromiseOptions, delayReasons: readonly string[]): Rule {
  const fourStep = options.school === 'four_step';
  // KSK's own rule for the matter (events.ts `starLordOfCsl`) decides alone.
  if (t.starRule !== null) return t.starLordHits !== 0 ? 'star_lord_signifies' : 'star_lord_clear';
  if (!t.connected) return 'no_required_house';
  if (fourStep && t.kspNegation) return 'star_and_sub_negate';
  if (t.bestReq === 4) return 'ownership_only';
  if (fourStep && t.contested && t.subLordLeaning === 'negating') return 'sub_lord_negates';
  // KSK: a significator of favourable and unfavourable houses gives both results, each in the
  // periods that bring it ("Both results will be enjoyed", R3 1320; "dasa lord has both
  // portfolio; i.e. wedding and also separation", R3 4729). Mixed testimony is not denial.
  if (t.contested && !(fourStep && t.cslLeaning === 'even' && t.subLordLeaning === 'required'))
    return 'negation_as_strong';
  if (options.retrogradeDelay && delayReasons.length > 0) return 'retrograde_or_saturn_delay';
  if (t.contested) return 'sub_lord_decides';
  return 'promised';
}

/** The promise verdict each of rules 1-6 gives. */
const VERDICT_OF_RULE: Readonly<Partial<Record<Rule, PromiseVerdict>>> = {
  no_required_house: 'DENIED',
  star_and_sub_negate: 'DENIED',
  ownership_only: 'WEAK_PROMISE',
  sub_lord_negates: 'DENIED',
  negation_as_strong: 'PROMISED_WITH_OBSTRUCTION',
  retrograde_or_saturn_delay: 'PROMISED_WITH_DELAY',
  sub_lord_decides: 'PROMISED',
  promised: 'PROMISED',
};

/** The verdict a rule gives for a testimony (the star-lord rule's depends on the event). */
function verdictOf(rule: Rule, t: Testimony): PromiseVerdict {
  if (rule === 'star_lord_signifies') return t.starRule === 'promises' ? 'PROMISED' : 'DENIED';
  if (rule === 'star_lord_clear') return t.starRule === 'promises' ? 'DENIED' : 'PROMISED';
  return VERDICT_OF_RULE[rule] as PromiseVerdict;
}

/** The promise verdict of rules 0-6 for `t`. */
function promiseVerdict(
  t: Testimony,
  options: PromiseOptions,
  delayReasons: readonly string[],
): PromiseVerdict {
  return verdictOf(promiseRule(t, options, delayReasons), t);
}

/**
 * Whose rule decided (issue 35 §2; basis.ts): KSK's when the event's rule is his and the verdict is
 * his rule's plain outcome (connected with none of the houses: denied; connected and no negating house
 * signified: promised; his star-lord rule). Every grade the project adds is the sublord method's:
 * WEAK_PROMISE, PROMISED against PROMISED_WITH_OBSTRUCTION by strength, the four-step option, the
 * retrograde/Saturn delay, timing's STRONGLY_PROMISED and REQUIRES_FURTHER_TIMING_CONFIRMATION, a
 * dependency on another event.
 */
export function basisOf(event: KpEvent, rule: Rule, negatingSignified: readonly number[]): Basis {
  if (event.rule.basis !== BASIS_KSK) return BASIS_OURS;
  if (rule === 'no_required_house' || rule === 'star_lord_signifies' || rule === 'star_lord_clear')
    return BASIS_KSK;
  return rule === 'promised' && negatingSignified.length === 0 ? BASIS_KSK : BASIS_OURS;
}

/** `assessPromise` with the event's required and negating houses as masks. */
function assess(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  reqMask: number,
  negMask: number,
  options: PromiseOptions,
): PromiseAssessment {
  const t = testimony(chart, sig, event, reqMask, negMask);
  const { csl, starLord, subLord, starLevel, ownLevel, subLordHouses, all, req, neg } = t;
  const { rawReq, rawNeg, bestReq, bestNeg, supportingCusp, supportAgrees, strongCandidate } = t;
  const { cslReqStrength, cslNegStrength, cslLeaning, subReqStrength, subNegStrength } = t;
  const subLordLeaning = t.subLordLeaning;
  const p = sig.planets[csl];
  const s = sig.planets[subLord];
  const delayReasons = delayFactors(chart, csl);
  const rule = promiseRule(t, options, delayReasons);
  const verdict = verdictOf(rule, t);

  let confidence: Confidence;
  let finding: string;
  const fourStep = options.school === 'four_step';
  const brief = options.briefReasoning === true;
  // Findings cite KSK only for what he wrote; every step of the project's own is labelled
  // (issue 35 §2). The quotations are in docs/kp-judgment.md.
  const ours = '(sublord method, not from KSK)';
  const src = event.rule.source;
  switch (rule) {
    case 'star_lord_signifies':
    case 'star_lord_clear': {
      confidence = 'MODERATE';
      const houses = event.rule.starLordOfCsl?.houses ?? [];
      const promises = verdict !== 'DENIED';
      finding =
        rule === 'star_lord_signifies'
          ? `The CSL is in the star of ${starLord}, which signifies ${listOfMask(t.starLordHits)} of ${list(houses)}, so the chart ${promises ? 'promises' : 'does not promise'} it (KSK, ${src}).`
          : `The CSL's star lord ${starLord} signifies none of ${list(houses)}, so the chart ${promises ? 'promises' : 'does not promise'} it (KSK, ${src}).`;
      break;
    }
    case 'no_required_house': {
      confidence = neg !== 0 ? 'STRONG' : 'MODERATE';
      const houses = list(event.rule.connectedWith ?? event.required);
      finding = brief
        ? `The CSL is connected with none of ${houses}, so the chart does not promise it (KSK, R3 3603-3604, 4704).`
        : `The CSL is connected with none of houses ${houses}${neg !== 0 ? ' and signifies negating ones' : ''}, so the chart does not promise it: KSK denies a matter whose cusp sub lord is connected with none of its houses (R3 3603-3604, 4704).`;
      break;
    }
    case 'star_and_sub_negate':
      confidence = 'MODERATE';
      finding = `Four-step option (Gondhalekar, not KSK's rule): the CSL's star lord and its sub lord ${subLord} both point to negating houses and neither to a required one, so the promise is negated.`;
      break;
    case 'ownership_only':
      confidence = 'WEAK';
      finding = `The CSL is connected with the required houses only through its own ownership of occupied houses (level D), so WEAK_PROMISE ${ours}.`;
      break;
    case 'sub_lord_negates':
      confidence = 'MODERATE';
      finding = `Four-step option (Gondhalekar, not KSK's rule): the CSL signifies the negating houses ${cslLeaning === 'even' ? 'as strongly as' : 'more strongly than'} the required ones (${sidesText(cslReqStrength, cslNegStrength)}), and its sub lord ${subLord} leans to the negation through its star lord (${sidesText(subReqStrength, subNegStrength)}), so the promise is negated.`;
      break;
    case 'negation_as_strong':
      confidence =
        cslLeaning === 'negating' && !(fourStep && subLordLeaning === 'required')
          ? 'WEAK'
          : 'MODERATE';
      finding = brief
        ? `The CSL is connected with required and negating houses: both results come, each in its periods (KSK, R3 1320, 4729); the negating side is ${cslLeaning === 'even' ? 'as strong' : 'stronger'} (${sidesText(cslReqStrength, cslNegStrength)}), so PROMISED_WITH_OBSTRUCTION ${ours}.`
        : `The CSL is connected with the required houses and also with negating ones, so both results come, each in the periods of its significators (KSK: "Both results will be enjoyed", R3 1320; "dasa lord has both portfolio", R3 4729). It signifies the negating side ${cslLeaning === 'even' ? 'as strongly as' : 'more strongly than'} the required one (${sidesText(cslReqStrength, cslNegStrength)}), so the grade is PROMISED_WITH_OBSTRUCTION ${ours}.`;
      break;
    case 'retrograde_or_saturn_delay':
      confidence = 'MODERATE';
      finding = `It is promised, but ${delayReasons.join(' and ')}, so it arrives later (the horary delay option, compiled KP rule, not KSK's).`;
      break;
    case 'sub_lord_decides':
      confidence = 'MODERATE';
      finding = `Four-step option (Gondhalekar, not KSK's rule): the CSL signifies the required and the negating houses equally strongly (${sidesText(cslReqStrength, cslNegStrength)}); its sub lord ${subLord} leans to the required houses through its star lord (${sidesText(subReqStrength, subNegStrength)}), so it is promised.`;
      break;
    default: {
      confidence = t.subConfirms && supportAgrees ? 'STRONG' : 'MODERATE';
      const confirms = strongCandidate
        ? ` Its star lord and its sub lord ${subLord} both point to required houses and the ${ordinal(supportingCusp)} cusp agrees ${ours}.`
        : '';
      finding =
        neg !== 0
          ? brief
            ? `The CSL is connected with required and negating houses: both results come, each in its periods (KSK, R3 1320, 4729); the required side is stronger, so PROMISED ${ours}.${confirms}`
            : `The CSL is connected with the required houses and also with negating ones, so both results come, each in the periods of its significators (KSK: "Both results will be enjoyed", R3 1320; R3 4729). It signifies the required side more strongly (${sidesText(cslReqStrength, cslNegStrength)}), so the grade is PROMISED ${ours}.${confirms}`
          : `The CSL is connected with the required houses and no negating one, so the chart promises it (KSK, R3 3603-3604, 4704).${confirms}`;
    }
  }

  const nodeAgency = chainNodeAgency(sig, csl, starLord, subLord);

  return {
    event,
    verdict,
    confidence,
    rule,
    finding,
    cuspalSubLord: csl,
    starLord,
    subLord,
    chain: { cuspalSubLord: link(p), starLord: link(sig.planets[starLord]), subLord: link(s) },
    nodeAgency,
    starLevelHouses: housesOf(starLevel),
    ownLevelHouses: housesOf(ownLevel),
    subLordHouses: housesOf(subLordHouses),
    housesSignified: housesOf(all),
    requiredSignified: housesOf(req),
    negatingSignified: housesOf(neg),
    requiredLevel: LEVELS[rawReq - 1] ?? null,
    negatingLevel: LEVELS[rawNeg - 1] ?? null,
    requiredPrincipal: bestReq <= 2,
    negatingPrincipal: bestNeg <= 2,
    cslLeaning,
    subLordLeaning,
    supportingCusp,
    supportAgrees,
    strongCandidate,
    delayReasons,
  };
}

function periodLord(
  inputs: PromiseInputs,
  reqMask: number,
  negMask: number,
  lord: Graha,
  startJd: number | null,
  endJd: number | null,
  principal: number,
): PeriodLord {
  // `houses` is ascending, so its intersection with a set is the houses of the masks' intersection.
  const houses = inputs.planets[lord].houses;
  return {
    lord,
    startJd,
    endJd,
    requiredSignified: housesOf(houses & reqMask),
    negatingSignified: housesOf(houses & negMask),
    principalForRequired: (principal & grahaBit(lord)) !== 0,
  };
}

/** The timing part: running periods, the next fruitful one and the witness of rule 7. */
export function assessTiming(
  sig: Significators,
  a: PromiseAssessment,
  context: PromiseContext,
): TimingJudgment {
  return timingOf(sig, a, houseMask(a.event.required), houseMask(a.event.negating), context);
}

/** `assessTiming` with the event's required and negating houses as masks. */
function timingOf(
  sig: Significators,
  a: PromiseAssessment,
  reqMask: number,
  negMask: number,
  context: PromiseContext,
): TimingJudgment {
  const csl = a.cuspalSubLord;
  if (context.rulingPlanets) {
    return {
      running: null,
      nextFruitful: null,
      nextAdverse: null,
      witness: context.rulingPlanets.includes(csl) || context.rulingPlanets.includes(a.starLord),
      witnessBasis: 'ruling_planets',
    };
  }
  if (!context.periods)
    return {
      running: null,
      nextFruitful: null,
      nextAdverse: null,
      witness: null,
      witnessBasis: null,
    };
  const inputs = promiseInputs(sig);
  // The principal significators of the required houses (strongSignificators), as a graha mask.
  const principal = principalOf(inputs, reqMask);
  const nextFruitful = firstJoined(context.periods, principal);
  const nextAdverse =
    a.negatingSignified.length > 0
      ? firstJoined(context.periods, principalOf(inputs, negMask))
      : null;
  const now = context.periods[0];
  const next = context.periods[1];
  const antara = context.antara ?? null;
  return {
    running: now
      ? {
          mahadasha: periodLord(
            inputs,
            reqMask,
            negMask,
            now.mahadasha,
            now.mahadashaStartJd ?? null,
            now.mahadashaEndJd ?? null,
            principal,
          ),
          bhukti: periodLord(
            inputs,
            reqMask,
            negMask,
            now.antardasha,
            now.startJd,
            now.endJd,
            principal,
          ),
          antara: antara
            ? periodLord(
                inputs,
                reqMask,
                negMask,
                antara.lord,
                antara.startJd,
                antara.endJd,
                principal,
              )
            : null,
        }
      : null,
    nextFruitful,
    nextAdverse,
    witness:
      rules(now, csl) || rules(next, csl) || rules(now, a.starLord) || rules(next, a.starLord),
    witnessBasis: 'dasha',
  };
}

/**
 * The reasoning's opening sentences: the cusp's sub lord (the CSL), its chain, its levels, node agency
 * and the houses it gives. All but the cusp's ordinal depend only on the CSL, so that part is written
 * once per chart and CSL (promise-inputs.ts) and shared by the events whose cusps it rules.
 */
function opening(chart: Chart, sig: Significators, a: PromiseAssessment, brief: boolean): string {
  if (brief) return `The ${ordinal(a.event.primaryCusp)} cusp sub lord is ${cslSentence(chart, a)}`;
  const inputs = promiseInputs(sig);
  if (inputs.textChart !== chart) {
    inputs.textChart = chart;
    inputs.cslText = {};
  }
  let text = inputs.cslText[a.cuspalSubLord];
  if (text === undefined) {
    text = cslText(chart, sig, a);
    inputs.cslText[a.cuspalSubLord] = text;
  }
  return `The ${ordinal(a.event.primaryCusp)} cusp sub lord is ${text}`;
}

/** The opening after "The 7th cusp sub lord is ": the same for every cusp the CSL rules. */
function cslText(chart: Chart, sig: Significators, a: PromiseAssessment): string {
  const agencyText = a.nodeAgency
    .map(
      (n) =>
        `${n.node} acts for ${n.sources.map((s) => `${s.planet} (${s.basis.replace('_', ' ')})`).join(', ')}.`,
    )
    .join(' ');
  const { cuspalSubLord: c, starLord: st, subLord: sb } = a.chain;
  // A node owns nothing: its level D holds its agents' houses, so say so rather than "by itself".
  const cslAgency = sig.planets[a.cuspalSubLord].agency;
  const ownSource = cslAgency
    ? `by its own house and as agent of ${cslAgency.agents.join(', ')}`
    : 'by itself';
  return [
    cslSentence(chart, a),
    `${c.planet} signifies ${levelsText(sig, c.planet)}; its star lord ${st.planet}: ${levelsText(sig, st.planet)}; its sub lord ${sb.planet}: ${levelsText(sig, sb.planet)}.`,
    agencyText,
    `Through its star lord the CSL gives houses ${list(a.starLevelHouses)}, ${ownSource} ${list(a.ownLevelHouses)}; its sub lord's star gives ${list(a.subLordHouses)}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Moon (the CSL), in the star of Saturn and the sub of Saturn.": the opening's first sentence. */
function cslSentence(chart: Chart, a: PromiseAssessment): string {
  const { cuspalSubLord: c, starLord: st, subLord: sb } = a.chain;
  const cslRetro = chart.positions[a.cuspalSubLord].retrograde && !isNode(a.cuspalSubLord);
  return `${c.planet}${cslRetro ? ' (retrograde)' : ''} (the CSL), in the star of ${st.planet} and the sub of ${sb.planet}.`;
}

/** True when the cusp's sub lord changes within CAVEAT_MINUTES either way. */
function birthTimeSensitive(s: CuspSensitivity | undefined): boolean {
  if (!s) return false;
  return (
    (s.minutesEarlier !== null && s.minutesEarlier < CAVEAT_MINUTES) ||
    (s.minutesLater !== null && s.minutesLater < CAVEAT_MINUTES)
  );
}

/** A neighbouring sub lord of the primary cusp within CAVEAT_MINUTES, and the promise it gives. */
export interface NeighbourVerdict {
  side: 'earlier' | 'later';
  minutes: number;
  subLord: Graha;
  verdict: PromiseVerdict;
}

/** The two sides of a birth time, earlier first. */
const SIDES = ['earlier', 'later'] as const;

/**
 * The promise each neighbouring sub lord within CAVEAT_MINUTES would give, judged on the same chart
 * (only the cusp's sub lord changes within a few minutes; kp-doctrine §5.3). The testimony and the
 * rule alone, not a whole assessment (issue 22 §3, fourth round: a full assessment per alternative
 * was about 2 % of a birth chart's CPU).
 */
function neighbourVerdicts(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  reqMask: number,
  negMask: number,
  options: PromiseOptions,
  s: CuspSensitivity,
): NeighbourVerdict[] {
  const out: NeighbourVerdict[] = [];
  for (const side of SIDES) {
    const earlier = side === 'earlier';
    const minutes = earlier ? s.minutesEarlier : s.minutesLater;
    const lord = earlier ? s.subLordEarlier : s.subLordLater;
    if (minutes === null || lord === null || minutes >= CAVEAT_MINUTES) continue;
    const t = testimony(chart, sig, event, reqMask, negMask, lord);
    out.push({
      side,
      minutes,
      subLord: lord,
      verdict: promiseVerdict(t, options, delayFactors(chart, lord)),
    });
  }
  return out;
}

/**
 * "Birth time: the 7th cusp is within 4 minutes of a sub lord change (a birth 1.7 minutes earlier
 * gives Sun as the CSL, which would grade PROMISED; ...)": the neighbours' verdicts in words. The
 * birth chart's brief form: "Birth time: 1.7 minutes earlier gives Sun, PROMISED; so not STRONG."
 */
function alternativesText(
  event: KpEvent,
  neighbours: readonly NeighbourVerdict[],
  brief: boolean,
): string {
  const parts = neighbours.map((n) =>
    brief
      ? `${n.minutes} minutes ${n.side} gives ${n.subLord}, ${n.verdict}`
      : `a birth ${n.minutes} minutes ${n.side} gives ${n.subLord} as the CSL, which would grade ${n.verdict}`,
  );
  // The birth chart names the cusp and the neighbouring sub lords again in `caveat`.
  if (brief) return `Birth time: ${parts.join('; ')}; so not STRONG.`;
  return `Birth time: the ${ordinal(event.primaryCusp)} cusp is within ${CAVEAT_MINUTES} minutes of a sub lord change (${parts.join('; ')}), so the confidence is not STRONG.`;
}

/** The full verdict: the promise (rules 1-6), then timing (rules 7-8). See the header. */
export function judgePromise(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  context: PromiseContext = {},
): PromiseJudgment {
  const reqMask = houseMask(event.required);
  const negMask = houseMask(event.negating);
  const a = assess(chart, sig, event, reqMask, negMask, context);
  const timing = timingOf(sig, a, reqMask, negMask, context);
  let verdict: Verdict = a.verdict;
  let rule: Rule = a.rule;
  let confidence = a.confidence;
  let timingSentence = '';
  const grade = context.gradeTiming !== false;
  const brief = context.briefReasoning === true;
  const nearChange = birthTimeSensitive(context.sensitivity);
  const neighbours =
    nearChange && context.sensitivity
      ? neighbourVerdicts(chart, sig, event, reqMask, negMask, context, context.sensitivity)
      : [];
  const witnessText =
    timing.witnessBasis === 'ruling_planets'
      ? 'the CSL or its star lord is among the ruling planets'
      : 'the CSL or its star lord rules the running or next mahadasha or bhukti';
  if (a.verdict === 'PROMISED' && grade) {
    if (a.strongCandidate && timing.witness === true && !nearChange) {
      verdict = 'STRONGLY_PROMISED';
      rule = 'timing_witness';
      confidence = 'STRONG';
      timingSentence = brief
        ? `STRONGLY_PROMISED comes from timing: ${witnessText} (sublord method, not from KSK).`
        : `The promise alone grades PROMISED; STRONGLY_PROMISED comes from timing: ${witnessText} (sublord method, not from KSK).`;
    } else if (context.periods && !context.rulingPlanets && timing.nextFruitful === null) {
      verdict = 'REQUIRES_FURTHER_TIMING_CONFIRMATION';
      rule = 'no_fruitful_period';
      confidence = 'MODERATE';
      timingSentence =
        'The promise alone grades PROMISED; REQUIRES_FURTHER_TIMING_CONFIRMATION comes from timing: no bhukti in the horizon joins two principal significators of the required houses (sublord method, not from KSK).';
    } else if (a.strongCandidate && timing.witness === true) {
      timingSentence = `Timing: ${witnessText}, but the cusp is too close to a sub lord change for STRONGLY_PROMISED.`;
    } else if (a.strongCandidate && timing.witness === false) {
      timingSentence = brief
        ? `STRONGLY_PROMISED only if ${witnessText}.`
        : `Timing: it would grade STRONGLY_PROMISED if ${witnessText}; it does not now.`;
    }
  } else if (!grade && context.periods) {
    timingSentence = brief
      ? 'Without as_of, timing does not grade the verdict.'
      : 'No as_of was given, so the verdict is the promise alone; the timing shown is for information and does not grade it.';
  }
  if (
    a.verdict === 'PROMISED_WITH_OBSTRUCTION' ||
    (a.verdict === 'PROMISED' && a.negatingSignified.length > 0)
  ) {
    const f = timing.nextFruitful;
    const d = timing.nextAdverse;
    // Only when the periods grade: without a date of judgment the reasoning is the birth data's alone.
    // The birth chart's brief reasoning leaves them to `timing.next_fruitful_period` and
    // `timing.next_adverse_period`.
    if (grade && context.periods && (f || d) && context.briefReasoning !== true)
      timingSentence += `${timingSentence ? ' ' : ''}The required result comes in periods of principal significators of the required houses${f ? ` (next: ${f.mahadasha}-${f.antardasha})` : ''}, the negating one in periods of those of the negating houses${d ? ` (next: ${d.mahadasha}-${d.antardasha})` : ''}.`;
  }
  // Near a sub lord change the confidence is never STRONG (decisions.md KP "Promise"); the
  // reasoning names the neighbours' verdicts when one differs or when the cap lowered the confidence.
  let sensitivitySentence = '';
  const verdictMoves = neighbours.some((n) => n.verdict !== a.verdict);
  if (nearChange && (verdictMoves || confidence === 'STRONG')) {
    if (confidence === 'STRONG') confidence = 'MODERATE';
    sensitivitySentence = ` ${alternativesText(event, neighbours, context.briefReasoning === true)}`;
  }

  // Every part is non-empty but the timing sentence (the opening never is).
  // The CSL's houses met (the assessment's requiredSignified and negatingSignified) as masks.
  const signified = promiseInputs(sig).planets[a.cuspalSubLord].signified;
  const ev = eventText(event);
  const reasoning =
    context.verdictOnly === true
      ? ''
      : flat`${opening(chart, sig, a, context.briefReasoning === true)} ${ev.requires} (signified: ${listOfMask(signified & reqMask)}${bestLevelText(a.requiredLevel, a.requiredPrincipal)}) ${ev.negatedBy} (signified: ${listOfMask(signified & negMask)}${bestLevelText(a.negatingLevel, a.negatingPrincipal)}). ${a.finding}${timingSentence ? ` ${timingSentence}` : ''}${sensitivitySentence}`;

  // The assessment's evidence, field by field in its order (not a rest-and-spread copy).
  return {
    event: a.event,
    confidence,
    cuspalSubLord: a.cuspalSubLord,
    starLord: a.starLord,
    subLord: a.subLord,
    chain: a.chain,
    nodeAgency: a.nodeAgency,
    starLevelHouses: a.starLevelHouses,
    ownLevelHouses: a.ownLevelHouses,
    subLordHouses: a.subLordHouses,
    housesSignified: a.housesSignified,
    requiredSignified: a.requiredSignified,
    negatingSignified: a.negatingSignified,
    requiredLevel: a.requiredLevel,
    negatingLevel: a.negatingLevel,
    requiredPrincipal: a.requiredPrincipal,
    negatingPrincipal: a.negatingPrincipal,
    cslLeaning: a.cslLeaning,
    subLordLeaning: a.subLordLeaning,
    supportingCusp: a.supportingCusp,
    supportAgrees: a.supportAgrees,
    strongCandidate: a.strongCandidate,
    delayReasons: a.delayReasons,
    verdict,
    rule,
    promise: a.verdict,
    promiseRule: a.rule,
    gradeFromTiming: verdict !== a.verdict,
    timing,
    reasoning,
    birthTimeSensitive: nearChange,
    neighbours,
    birthTimeVerdictMoves: verdictMoves,
    basis: basisOf(event, rule, a.negatingSignified),
    timingWitness: timing.witness,
    fruitfulPeriod: timing.nextFruitful,
  };
}
