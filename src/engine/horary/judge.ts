/**
 * KP horary judgment (kp-doctrine.md §3.3), on top of the natal promise engine (kp/promise.ts, called,
 * not re-implemented): the primary cusp's sub lord judged through its star lord and itself against the
 * required and negating houses, with the ruling planets at judgment as the timing witness; then the
 * two rules that are specific to horary:
 *
 * - Retrograde CSL (issue 21 §6). Default, KSK's reading (`retrogradeCsl: 'negative'`): a retrograde
 *   primary CSL makes the result negative (DENIED), "Since the sub lord of the 10th cusp, Saturn is
 *   retrograde, the result will be negative inspite of apparently favourable development" (KP Reader
 *   III, raw OCR line 4388, case 37) and "If the sub-lord of the 11th cusp is retrograde then only
 *   whatever he desires to have will not be had" (R3 4659); S13 and S14 read it the same way.
 *   Named option `retrogradeCsl: 'delay'` (the compiled rule, kp-doctrine §3.3 step 3 variant b): the
 *   matter is delayed until the CSL turns direct (PROMISED_WITH_DELAY), and the promise engine's
 *   horary option (`retrogradeDelay`) also grades a CSL whose star lord is retrograde, or with Saturn
 *   in the chain, as PROMISED_WITH_DELAY. Saturn as a delayer is KSK's ("a delaying planet to fulfil
 *   one's desire whereas it is not denying", R3 3115; "it can never deny; but, according to its nature
 *   it must delay", R3 4250), but he says it of Saturn as a significator, not of Saturn anywhere in the
 *   CSL's chain: that reading is the option's, not the default's.
 * - In both readings a retrograde star lord or sub lord of the CSL makes the matter fall through
 *   (DENIED): "KP Horary as opposed to Natal" [S14]. Rahu and Ketu are always retrograde and exempt.
 * - Moon's testimony (§3.3 step 1): the Moon, its star lord or its sub lord should occupy or own a
 *   house of the question. When none does, the question is flagged as premature and the confidence of
 *   a promise drops one step; the verdict is never inverted by this test.
 *
 * Ruling-planet agreement (§3.2 use 2, §3.3 step 6): fruitful significators are the significators of
 * the required houses that are also ruling planets (the five, plus Rahu/Ketu as agents).
 */
import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import type { KpEvent } from '../kp/events.js';
import {
  type Confidence,
  judgePromise,
  type PromiseJudgment,
  type Verdict,
} from '../kp/promise.js';
import type { RulingPlanets } from '../kp/ruling-planets.js';
import { GRAHAS, type Graha } from '../types.js';

export interface MoonTestimony {
  /** True when the Moon, its star lord or its sub lord occupies or owns a required house. */
  genuine: boolean;
  /** The witnesses that connect, with the required houses each occupies or owns. */
  links: Array<{ planet: Graha; role: 'moon' | 'star_lord' | 'sub_lord'; houses: number[] }>;
}

export interface HoraryJudgment {
  promise: PromiseJudgment;
  verdict: Verdict;
  confidence: Confidence;
  reasoning: string;
  /** The ruling planets used as the witness: the five in order, then node agents. */
  rulingPlanets: Graha[];
  /** Significators (levels A-D) of the required houses that are also ruling planets. */
  fruitfulSignificators: Graha[];
  /** All significators (levels A-D) of the required houses, in graha order. */
  requiredSignificators: Graha[];
  moon: MoonTestimony;
  /** Which retrograde rule applied, if any. */
  retrograde: 'none' | 'csl_negative' | 'csl_delay' | 'chain_falls_through';
}

/** How a retrograde primary CSL is read: KSK's (negative, the default) or the delay option. */
export type RetrogradeCslReading = 'negative' | 'delay';
export const DEFAULT_RETROGRADE_CSL: RetrogradeCslReading = 'negative';

export interface HoraryOptions {
  retrogradeCsl?: RetrogradeCslReading | undefined;
}

const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';
const list = (xs: readonly (string | number)[]) => (xs.length === 0 ? 'none' : xs.join(', '));
const STEP_DOWN: Record<Confidence, Confidence> = {
  STRONG: 'MODERATE',
  MODERATE: 'WEAK',
  WEAK: 'WEAK',
};

/** Houses a planet occupies or owns (its own B and D levels). */
function occupiesOrOwns(sig: Significators, g: Graha): number[] {
  const p = sig.planets[g];
  return [...new Set([...p.b, ...p.d])].sort((a, b) => a - b);
}

export function moonTestimony(
  chart: Chart,
  sig: Significators,
  required: readonly number[],
): MoonTestimony {
  const moon = chart.positions.Moon;
  const witnesses: Array<[Graha, MoonTestimony['links'][number]['role']]> = [
    ['Moon', 'moon'],
    [moon.starLord, 'star_lord'],
    [moon.subLord, 'sub_lord'],
  ];
  const links = witnesses
    .map(([planet, role]) => ({
      planet,
      role,
      houses: occupiesOrOwns(sig, planet).filter((h) => required.includes(h)),
    }))
    .filter((l) => l.houses.length > 0);
  return { genuine: links.length > 0, links };
}

/** Significators of any of `houses` at levels A-D, in graha order. */
export function houseSignificators(sig: Significators, houses: readonly number[]): Graha[] {
  const set = new Set<Graha>();
  for (const h of sig.houses) {
    if (!houses.includes(h.house)) continue;
    for (const g of [...h.a, ...h.b, ...h.c, ...h.d]) set.add(g);
  }
  return GRAHAS.filter((g) => set.has(g));
}

function ordinal(n: number): string {
  const s = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
  return n >= 11 && n <= 13 ? `${n}th` : `${n}${s}`;
}

export function judgeHorary(
  chart: Chart,
  sig: Significators,
  event: KpEvent,
  rp: RulingPlanets,
  options: HoraryOptions = {},
): HoraryJudgment {
  const reading = options.retrogradeCsl ?? DEFAULT_RETROGRADE_CSL;
  const rulingPlanets = [...rp.ranked, ...rp.nodeAgents];
  // retrogradeDelay (the promise engine's retrograde/Saturn delay) only with the delay reading.
  const promise = judgePromise(chart, sig, event, {
    rulingPlanets,
    retrogradeDelay: reading === 'delay',
  });
  const csl = promise.cuspalSubLord;
  const starLord = promise.starLord;
  const subLord = promise.subLord;
  const retro = (g: Graha) => chart.positions[g].retrograde && !isNode(g);

  let verdict = promise.verdict;
  let confidence = promise.confidence;
  let retrograde: HoraryJudgment['retrograde'] = 'none';
  const notes: string[] = [];

  // Retrograde rule (horary only).
  const chainRetro = [starLord, subLord].filter(
    (g, i, a) => g !== csl && retro(g) && a.indexOf(g) === i,
  );
  if (verdict !== 'DENIED' && chainRetro.length > 0) {
    verdict = 'DENIED';
    confidence = 'MODERATE';
    retrograde = 'chain_falls_through';
    notes.push(
      `Horary retrograde rule: the CSL's ${chainRetro.map((g) => (g === starLord ? `star lord ${g}` : `sub lord ${g}`)).join(' and ')} ${chainRetro.length > 1 ? 'are' : 'is'} retrograde, so the matter falls through (DENIED).`,
    );
  } else if (verdict !== 'DENIED' && retro(csl) && reading === 'negative') {
    verdict = 'DENIED';
    confidence = 'MODERATE';
    retrograde = 'csl_negative';
    notes.push(
      `Horary retrograde rule (KSK, Reader III case 37): the CSL ${csl} is retrograde, so the result is negative in spite of an apparently favourable promise (DENIED).`,
    );
  } else if (verdict !== 'DENIED' && retro(csl)) {
    if (verdict !== 'PROMISED_WITH_DELAY' && verdict !== 'PROMISED_WITH_OBSTRUCTION') {
      verdict = 'PROMISED_WITH_DELAY';
      confidence = 'MODERATE';
    }
    retrograde = 'csl_delay';
    notes.push(
      `Horary retrograde rule (delay reading, the option; not KSK's default): ${csl} is retrograde, so the matter is delayed until it turns direct and regains its degree.`,
    );
  }

  // Ruling-planet agreement.
  const requiredSignificators = houseSignificators(sig, event.required);
  const fruitful = requiredSignificators.filter((g) => rulingPlanets.includes(g));
  const cslRp = rulingPlanets.includes(csl);
  const starRp = rulingPlanets.includes(starLord);
  const rpLine =
    `Ruling planets at judgment: ${list(rp.ranked)}${rp.nodeAgents.length > 0 ? ` (with ${rp.nodeAgents.join(' and ')} as agent)` : ''}; ` +
    `${cslRp ? `the CSL ${csl} is among them` : starRp ? `its star lord ${starLord} is among them` : `neither ${csl} nor its star lord ${starLord} is among them`}; ` +
    `fruitful significators of houses ${event.required.join(', ')}: ${list(fruitful)}.`;

  // The Moon's testimony.
  const moon = moonTestimony(chart, sig, event.required);
  const moonPos = chart.positions.Moon;
  let moonLine: string;
  if (moon.genuine) {
    moonLine = `Moon test: ${moon.links.map((l) => `${l.role === 'moon' ? 'the Moon' : l.role === 'star_lord' ? `its star lord ${l.planet}` : `its sub lord ${l.planet}`} occupies or owns ${l.houses.join(', ')}`).join('; ')}, so the question is genuine.`;
  } else {
    moonLine = `Moon test: neither the Moon (star ${moonPos.starLord}, sub ${moonPos.subLord}) nor its star or sub lord occupies or owns houses ${event.required.join(', ')}, so the question may be premature${verdict === 'DENIED' ? '' : '; confidence is lowered one step'}.`;
    if (verdict !== 'DENIED') confidence = STEP_DOWN[confidence];
  }

  const reasoning = [
    `Horary sequence for ${event.title.toLowerCase()} from the ${ordinal(event.primaryCusp)} cusp.`,
    promise.reasoning,
    ...notes,
    rpLine,
    moonLine,
    `Verdict: ${verdict} (${confidence}).`,
  ].join(' ');

  return {
    promise,
    verdict,
    confidence,
    reasoning,
    rulingPlanets,
    fruitfulSignificators: fruitful,
    requiredSignificators,
    moon,
    retrograde,
  };
}
