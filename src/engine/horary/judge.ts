/**
 * KP horary judgment (kp-doctrine.md §3.3), on top of the natal promise engine (kp/promise.ts, called,
 * not re-implemented): the primary cusp's sub lord judged through its star lord and itself against the
 * required and negating houses, with the ruling planets at judgment as the timing witness; then the
 * rules that are specific to horary, in this order, the first that applies deciding (R3 = the raw OCR
 * of KP Reader III, by line):
 *
 * - KSK's own horary rule for the matter (events.ts `horaryNegationDenies`): a CSL that signifies a
 *   negating house denies, whatever else it signifies: marriage, "The sub-lord of the 7th cusp should
 *   be the significator of the houses 1, 6, 10 or 12. It shows that the marriage will not take place"
 *   (R3 4745); children, "if the sub lord of the 5th cusp is the significator of 1 or 4 or 10 he can
 *   never have a child at all" (R3 4704). Basis KSK.
 * - Retrograde CSL (issue 21 §6). Default, KSK's reading (`retrogradeCsl: 'negative'`): a retrograde
 *   primary CSL makes the result negative (DENIED), "Since the sub lord of the 10th cusp, Saturn is
 *   retrograde, the result will be negative inspite of apparently favourable development" (R3 4388,
 *   case 37). Basis KSK.
 * - Retrograde 11th CSL, for every question (issue 35 §1): "If the sub-lord of the 11th cusp is
 *   retrograde then only whatever he desires to have will not be had" (R3 4659). Basis KSK.
 * - Retrograde star lord of the CSL: the matter falls through (DENIED). Not in Reader III as a rule:
 *   the compiled horary rule ("KP Horary as opposed to Natal" [S14]); KSK checks it of the ruling
 *   planets ("None is retrograde, None in the constellation of retrograde planet", R3 4033) without
 *   saying what it does. Labelled, basis "sublord method, not from KSK". (Until issue 35 a retrograde
 *   sub lord of the CSL also denied; Reader III has nothing of it, and it is dropped.)
 *   Rahu and Ketu, always retrograde, are exempt from every retrograde rule.
 * - Named option `retrogradeCsl: 'delay'` (the compiled rule, kp-doctrine §3.3 step 3 variant b, not
 *   KSK's): a retrograde CSL or 11th CSL delays the matter until it turns direct
 *   (PROMISED_WITH_DELAY), and the promise engine's horary option (`retrogradeDelay`) also grades a CSL
 *   whose star lord is retrograde, or with Saturn in the chain, as PROMISED_WITH_DELAY. Saturn as a
 *   delayer is KSK's ("a delaying planet to fulfil one's desire whereas it is not denying", R3 3115;
 *   "it can never deny; but, according to its nature it must delay", R3 4250), but he says it of Saturn
 *   as a significator, not of Saturn anywhere in the CSL's chain.
 * - Moon's testimony (§3.3 step 1): the Moon, its star lord or its sub lord should occupy or own a
 *   house of the question. When none does, the question is flagged as premature and the confidence of
 *   a promise drops one step; the verdict is never inverted by this test (the project's own reading).
 *
 * Ruling-planet agreement (§3.2 use 2, §3.3 step 6): fruitful significators are the significators of
 * the required houses that are also ruling planets (the five, plus Rahu/Ketu as agents).
 */
import { BASIS_KSK, BASIS_OURS, type Basis } from '../basis.js';
import type { Chart } from '../chart/cast.js';
import type { Significators } from '../chart/significators.js';
import { withBadhaka } from '../kp/badhaka.js';
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
  /** The event as judged in this chart (the partnership's badhaka added, badhaka.ts). */
  event: KpEvent;
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
  retrograde: RetrogradeRule;
  /** KSK's horary rule for the matter applied (events.ts `horaryNegationDenies`), with its source. */
  negationRule: string | null;
  /** Whose rule decided the verdict (basis.ts). */
  basis: Basis;
}

export const RETROGRADE_RULES = [
  'none',
  'csl_negative',
  'eleventh_csl_negative',
  'csl_delay',
  'eleventh_csl_delay',
  'star_lord_falls_through',
] as const;
/** The retrograde rule that decided a horary verdict (header). */
export type RetrogradeRule = (typeof RETROGRADE_RULES)[number];

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
  question: KpEvent,
  rp: RulingPlanets,
  options: HoraryOptions = {},
): HoraryJudgment {
  // The partnership's badhaka house depends on the sign of its cusp in this chart (badhaka.ts).
  const event = withBadhaka(question, chart.cusps[question.primaryCusp - 1]?.signIndex ?? 0);
  const reading = options.retrogradeCsl ?? DEFAULT_RETROGRADE_CSL;
  const rulingPlanets = [...rp.ranked, ...rp.nodeAgents];
  // retrogradeDelay (the promise engine's retrograde/Saturn delay) only with the delay reading.
  const promise = judgePromise(chart, sig, event, {
    rulingPlanets,
    retrogradeDelay: reading === 'delay',
  });
  const csl = promise.cuspalSubLord;
  const starLord = promise.starLord;
  const retro = (g: Graha) => chart.positions[g].retrograde && !isNode(g);

  let verdict = promise.verdict;
  let confidence = promise.confidence;
  let retrograde: RetrogradeRule = 'none';
  let negationRule: string | null = null;
  let basis = promise.basis;
  const notes: string[] = [];
  const eleventh = chart.cusps[10]?.subLord;
  const eleventhRetro = eleventh !== undefined && eleventh !== csl && retro(eleventh);
  const deny = (b: Basis, note: string) => {
    verdict = 'DENIED';
    confidence = 'MODERATE';
    basis = b;
    notes.push(note);
  };
  const ksk = event.rule.horaryNegationDenies;
  if (verdict !== 'DENIED' && ksk !== undefined && promise.negatingSignified.length > 0) {
    negationRule = ksk.source;
    deny(
      BASIS_KSK,
      `KSK's horary rule for ${event.title.toLowerCase()}: the CSL signifies ${promise.negatingSignified.join(', ')} of the negating houses ${event.negating.join(', ')}, so it is denied whatever else it signifies (KSK, ${ksk.source}).`,
    );
  } else if (verdict !== 'DENIED' && retro(csl) && reading === 'negative') {
    retrograde = 'csl_negative';
    deny(
      BASIS_KSK,
      `Horary retrograde rule: the CSL ${csl} is retrograde, so the result is negative in spite of an apparently favourable promise (KSK, R3 4388).`,
    );
  } else if (verdict !== 'DENIED' && eleventhRetro && reading === 'negative') {
    retrograde = 'eleventh_csl_negative';
    deny(
      BASIS_KSK,
      `Horary retrograde rule: the 11th cusp sub lord ${eleventh} is retrograde, so "whatever he desires to have will not be had" (KSK, R3 4659).`,
    );
  } else if (verdict !== 'DENIED' && starLord !== csl && retro(starLord)) {
    retrograde = 'star_lord_falls_through';
    deny(
      BASIS_OURS,
      `Horary retrograde rule: the CSL's star lord ${starLord} is retrograde, so the matter falls through (the compiled KP horary rule; Reader III states no such rule: sublord method, not from KSK).`,
    );
  } else if (verdict !== 'DENIED' && (retro(csl) || eleventhRetro)) {
    if (verdict !== 'PROMISED_WITH_DELAY' && verdict !== 'PROMISED_WITH_OBSTRUCTION') {
      verdict = 'PROMISED_WITH_DELAY';
      confidence = 'MODERATE';
    }
    basis = BASIS_OURS;
    retrograde = retro(csl) ? 'csl_delay' : 'eleventh_csl_delay';
    notes.push(
      `Horary retrograde rule (delay reading, the option; not KSK's default): ${retro(csl) ? `the CSL ${csl}` : `the 11th cusp sub lord ${eleventh}`} is retrograde, so the matter is delayed until it turns direct and regains its degree.`,
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
    event,
    promise,
    verdict,
    confidence,
    reasoning,
    rulingPlanets,
    fruitfulSignificators: fruitful,
    requiredSignificators,
    moon,
    retrograde,
    negationRule,
    basis,
  };
}
