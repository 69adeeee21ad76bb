/**
 * Promise of an event by the cuspal sub lord (CSL) of its primary cusp (kp-doctrine.md §5.1, §5.3;
 * decisions.md KP "Promise"). The CSL is judged through its star lord (what it gives), itself (where
 * it sits and what it owns) and its own sub lord (whether the result fructifies), against the event's
 * required and negating houses. The mapping to the verdict enum is the one of kp-doctrine §5.3, made
 * exact below; docs/kp-judgment.md states it for users with an example.
 *
 * Levels of the CSL's signification (kp-doctrine §4.1, per-planet view): A = house of its star lord,
 * B = its own house, C = houses of its star lord's ownership, D = its own ownership. "Star level" is
 * A ∪ C (the star lord's results), "own level" is B ∪ D.
 *
 * Rules, in order:
 * 1. DENIED when the CSL signifies no required house; also when neither the star level nor the CSL's
 *    sub lord (through its star lord) shows a required house while both show negating ones (§3.3 5).
 * 2. WEAK_PROMISE when the required houses appear only at level D (ownership alone).
 * 3. PROMISED_WITH_OBSTRUCTION when a negating house is signified at a level at least as strong as the
 *    best required one (§5.3: required and negating at comparable levels).
 * 4. PROMISED_WITH_DELAY when the CSL or its star lord is retrograde (nodes excepted: they always are)
 *    or either of them is Saturn (§3.3 3, §4.1 retrograde significators deliver late).
 * 5. STRONGLY_PROMISED when star level and sub lord both show a required house, no negating house is at
 *    level A or B, the supporting cusp agrees (11th CSL; 2nd when the event's own cusp is the 11th),
 *    and the timing witness holds: natal, the CSL or its star lord rules the running or next
 *    mahadasha/antardasha; horary, the CSL or its star lord is a ruling planet.
 * 6. REQUIRES_FURTHER_TIMING_CONFIRMATION when a timing horizon is given and no antardasha in it is a
 *    conjoined period of two strong (A/B) significators of the required houses (kp-doctrine §6).
 * 7. Otherwise PROMISED.
 */
import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import type { Graha } from '../types.js';
import type { KpEvent } from './events.js';

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

export const CONFIDENCES = ['WEAK', 'MODERATE', 'STRONG'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** An antardasha in the timing horizon: its mahadasha and antardasha lords. */
export interface TimingPeriod {
  mahadasha: Graha;
  antardasha: Graha;
  startJd: number;
  endJd: number;
}

/** What the judgment may use beyond the chart. */
export interface PromiseContext {
  /** Natal: the running antardasha and the following ones up to the horizon, in order. */
  periods?: readonly TimingPeriod[];
  /** Horary: the ruling planets at judgment. */
  rulingPlanets?: readonly Graha[];
}

export interface PromiseJudgment {
  event: KpEvent;
  verdict: Verdict;
  confidence: Confidence;
  reasoning: string;
  cuspalSubLord: Graha;
  starLord: Graha;
  /** The CSL's own sub lord (the "sub of the sub"). */
  subLord: Graha;
  starLevelHouses: number[];
  ownLevelHouses: number[];
  subLordHouses: number[];
  /** All houses the CSL signifies (star and own levels). */
  housesSignified: number[];
  requiredSignified: number[];
  negatingSignified: number[];
  supportingCusp: number;
  supportAgrees: boolean;
  /** True when the timing witness (dasha or ruling planets) holds; null when no context was given. */
  timingWitness: boolean | null;
  /** The first conjoined period of strong significators in the horizon, if any. */
  fruitfulPeriod: TimingPeriod | null;
}

const sorted = (xs: Iterable<number>) => [...new Set(xs)].sort((a, b) => a - b);
const intersect = (xs: readonly number[], ys: readonly number[]) =>
  xs.filter((x) => ys.includes(x));
const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';
const list = (xs: readonly number[]) => (xs.length === 0 ? 'none' : xs.join(', '));

function ordinal(n: number): string {
  const s = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return n >= 11 && n <= 13 ? `${n}th` : `${n}${s}`;
}

/** Best (strongest) level 1-4 at which any of `houses` appears in a planet's A-D lists; 5 if none. */
function bestLevel(levels: number[][], houses: readonly number[]): number {
  for (let i = 0; i < levels.length; i++) {
    if (intersect(levels[i] ?? [], houses).length > 0) return i + 1;
  }
  return 5;
}

/** Planets that signify any of `houses` at level A or B (the strong significators). */
export function strongSignificators(sig: Significators, houses: readonly number[]): Graha[] {
  const out = new Set<Graha>();
  for (const h of sig.houses) {
    if (houses.includes(h.house)) for (const g of [...h.a, ...h.b]) out.add(g);
  }
  return [...out];
}

export function judgePromise(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  context: PromiseContext = {},
): PromiseJudgment {
  const cusp = chart.cusps[event.primaryCusp - 1];
  if (!cusp) throw new RangeError(`no cusp ${event.primaryCusp}`);
  const csl = cusp.subLord;
  const p = sig.planets[csl];
  const starLord = p.starLord;
  const subLord = chart.positions[csl].subLord;
  const s = sig.planets[subLord];

  const starLevel = sorted([...p.a, ...p.c]);
  const ownLevel = sorted([...p.b, ...p.d]);
  const subLordHouses = sorted([...s.a, ...s.c]);
  const all = sorted([...starLevel, ...ownLevel]);
  const req = intersect(all, event.required);
  const neg = intersect(all, event.negating);
  const levels = [p.a, p.b, p.c, p.d];
  const bestReq = bestLevel(levels, event.required);
  const bestNeg = bestLevel(levels, event.negating);

  const supportingCusp = event.primaryCusp === 11 ? 2 : 11;
  const supportCsl = chart.cusps[supportingCusp - 1]?.subLord ?? csl;
  const supportAgrees = intersect(sig.planets[supportCsl].houses, event.required).length > 0;

  // Timing witness and horizon (rules 5 and 6).
  let timingWitness: boolean | null = null;
  let fruitfulPeriod: TimingPeriod | null = null;
  if (context.rulingPlanets) {
    timingWitness = context.rulingPlanets.includes(csl) || context.rulingPlanets.includes(starLord);
  } else if (context.periods) {
    const [running, next] = context.periods;
    const lords = [running, next].flatMap((x) => (x ? [x.mahadasha, x.antardasha] : []));
    timingWitness = lords.includes(csl) || lords.includes(starLord);
    const strong = strongSignificators(sig, event.required);
    fruitfulPeriod =
      context.periods.find((x) => strong.includes(x.mahadasha) && strong.includes(x.antardasha)) ??
      null;
  }

  const retroCsl = chart.positions[csl].retrograde && !isNode(csl);
  const retroStar = chart.positions[starLord].retrograde && !isNode(starLord);
  const saturn = csl === 'Saturn' || starLord === 'Saturn';

  let verdict: Verdict;
  let confidence: Confidence;
  let why: string;
  const starReq = intersect(starLevel, event.required);
  const subReq = intersect(subLordHouses, event.required);
  const kspNegation =
    starReq.length === 0 &&
    subReq.length === 0 &&
    intersect(starLevel, event.negating).length > 0 &&
    intersect(subLordHouses, event.negating).length > 0;

  if (req.length === 0 || kspNegation) {
    verdict = 'DENIED';
    confidence = neg.length > 0 ? 'STRONG' : 'MODERATE';
    why =
      req.length === 0
        ? neg.length > 0
          ? 'It signifies negating houses and no required house, so the chart does not promise it.'
          : 'It signifies none of the required houses, so the chart does not promise it.'
        : `Its star lord and its sub lord (${subLord}) both point to negating houses and neither to a required one, so the promise is negated.`;
  } else if (bestReq === 4) {
    verdict = 'WEAK_PROMISE';
    confidence = 'WEAK';
    why =
      'The required houses come only through its own ownership, the weakest level, so the promise is thin and timing is indicative only.';
  } else if (neg.length > 0 && bestNeg <= bestReq) {
    verdict = 'PROMISED_WITH_OBSTRUCTION';
    confidence = bestNeg < bestReq ? 'WEAK' : 'MODERATE';
    why =
      'Negating houses are signified at least as strongly as the required ones, so it is promised against a competing signification.';
  } else if (retroCsl || retroStar || saturn) {
    verdict = 'PROMISED_WITH_DELAY';
    confidence = 'MODERATE';
    const reasons = [
      retroCsl ? `${csl} is retrograde` : '',
      retroStar ? `its star lord ${starLord} is retrograde` : '',
      saturn ? 'Saturn is in the chain' : '',
    ].filter(Boolean);
    why = `It is promised, but ${reasons.join(' and ')}, so it arrives later.`;
  } else if (
    starReq.length > 0 &&
    subReq.length > 0 &&
    intersect(sorted([...p.a, ...p.b]), event.negating).length === 0 &&
    supportAgrees &&
    timingWitness === true
  ) {
    verdict = 'STRONGLY_PROMISED';
    confidence = 'STRONG';
    why = `Its star lord and its sub lord ${subLord} both point to required houses, the ${ordinal(supportingCusp)} cusp agrees and ${context.rulingPlanets ? 'it is among the ruling planets' : 'it rules a running or next dasha period'}.`;
  } else if (context.periods && fruitfulPeriod === null) {
    verdict = 'REQUIRES_FURTHER_TIMING_CONFIRMATION';
    confidence = 'MODERATE';
    why =
      'The promise stands, but no dasha period in the next twenty years joins two strong significators of the required houses, so timing is not yet decidable.';
  } else {
    verdict = 'PROMISED';
    confidence = subReq.length > 0 && supportAgrees ? 'STRONG' : 'MODERATE';
    why = 'It signifies the required houses.';
  }

  const retroNote = chart.positions[csl].retrograde && !isNode(csl) ? ' (retrograde)' : '';
  const reasoning =
    `The ${ordinal(event.primaryCusp)} cusp sub lord is ${csl}${retroNote}, in the star of ${starLord}; ` +
    `it signifies houses ${list(all)} (through ${starLord}: ${list(starLevel)}; by its own position and ownership: ${list(ownLevel)}). ` +
    `${event.title} requires houses ${event.required.join(', ')} (signified: ${list(req)}) and is negated by ${event.negating.join(', ')} (signified: ${list(neg)}). ${why}`;

  return {
    event,
    verdict,
    confidence,
    reasoning,
    cuspalSubLord: csl,
    starLord,
    subLord,
    starLevelHouses: starLevel,
    ownLevelHouses: ownLevel,
    subLordHouses,
    housesSignified: all,
    requiredSignified: req,
    negatingSignified: neg,
    supportingCusp,
    supportAgrees,
    timingWitness,
    fruitfulPeriod,
  };
}
