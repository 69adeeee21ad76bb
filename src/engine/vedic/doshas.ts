/**
 * Mangal (Kuja) dosha and Kaal Sarpa dosha: the contract's `doshas` block (rules: api-contract.md
 * "Rules for doshas"; doctrine: vedic-techniques.md §3 and §4).
 *
 * Both use whole-sign houses from the ascendant's sign, like `vedic_bhava`; the KP Placidus house of
 * Mars is carried for comparison only. Neither ever affects a KP prediction.
 */

import type { Chart } from '../chart/cast.js';
import { aspectsSign } from '../chart/drishti.js';
import { signDistance } from '../chart/houses.js';
import { flat } from '../flat-text.js';
import { type Graha, SIGNS, type Sign } from '../types.js';
import { degreeInSign, normalizeDegrees } from '../zodiac/signs.js';
import {
  ascendantSignIndex,
  RASI_SANDHI_DEGREES,
  WHOLE_SIGN_HOUSE_SYSTEM,
  wholeSignBhava,
} from './bhava.js';
import { listText, ordinal } from './bhava-readings.js';
import { arcDistance, combustion, DEBILITATION_SIGN } from './dignity.js';
import {
  KAAL_SARPA_REMEDIES,
  KAAL_SARPA_TYPES,
  type KaalSarpaType,
  MANGAL_CANCELLATION_RULES,
  MANGAL_CORE_RULES,
  MANGAL_REMEDIES,
  type MangalCancellationId,
  type Remedy,
} from './dosha-tables.js';

/**
 * Version of the dosha and whole-sign rules. Bump it whenever a rule here or in bhava.ts changes a
 * verdict; test/oracle/dosha-base-rates.test.ts then fails until `scripts/dosha-base-rates.ts` has been
 * re-run, so the published base rates always describe the rules in force.
 */
export const DOSHA_RULES_VERSION = 2;

/**
 * Mangal houses counted from a reference (§3): 1, 4, 7, 8, 12 (most North Indian sources) plus the
 * disputed 2nd (South India, B.V. Raman, PyJHora's default). The contract's `contested_only` flag
 * exists for the 2nd, so it is counted; the 1st, which Raman and PyJHora leave out, is counted too
 * because the majority of sources in §3 include it.
 */
export const MANGAL_HOUSES: readonly number[] = Object.freeze([1, 2, 4, 7, 8, 12]);
/** The disputed house behind `contested_only`. */
export const CONTESTED_MANGAL_HOUSE = 2;

export type MangalReference = 'lagna' | 'Moon' | 'Venus';
export type MangalSeverity = 'none' | 'mild' | 'moderate';

export interface MangalCancellation {
  id: MangalCancellationId;
  /** One sentence naming the rule, how it applies here and its sources. */
  text: string;
}

export interface MangalDosha {
  /** Decided by the lagna reference alone (contract rule 1). */
  present: boolean;
  /** present && at least one rule of the classical core (C1-C4) applies. */
  cancelled: boolean;
  severity: MangalSeverity;
  marsSign: Sign;
  /** Whole-sign bhava of Mars from the lagna; decides the verdict. */
  marsBhava: number;
  /** Placidus house of Mars, comparison only. */
  marsKpHouse: number;
  housesDiffer: boolean;
  /** Mars's whole-sign house counted from each reference. */
  houses: Record<MangalReference, number>;
  /** References from which Mars is in a Mangal house (lagna first, then Moon, Venus). */
  afflicting: MangalReference[];
  /** True when the finding rests solely on the disputed 2nd house (present and Mars in the 2nd). */
  contestedOnly: boolean;
  reasons: string[];
  /**
   * Classical core cancellations (C1-C4) that apply to this chart's Mars. Listed only when the dosha
   * is present (a cancellation of nothing is not news); `mangalCancellations()` gives them regardless.
   */
  cancellations: MangalCancellation[];
  /**
   * The wider rules (C5-C8) that apply, listed only when the dosha is present. Reported with their
   * sources; they never cancel the dosha nor change its severity.
   */
  mitigations: MangalCancellation[];
}

/** Reasons why Mars is weak (the C7 conditions), in a fixed order. */
export type MarsWeakness = 'retrograde' | 'combust' | 'debilitated' | 'rasi_sandhi';

/** Which C7 weakness conditions hold for Mars in this chart. */
export function marsWeakness(chart: Chart): MarsWeakness[] {
  const mars = chart.positions.Mars;
  const out: MarsWeakness[] = [];
  if (mars.retrograde) out.push('retrograde');
  const c = combustion('Mars', mars.longitude, chart.positions.Sun.longitude, mars.retrograde);
  if (c?.combust) out.push('combust');
  if (mars.signIndex === DEBILITATION_SIGN.Mars) out.push('debilitated');
  const deg = degreeInSign(mars.longitude);
  if (deg < RASI_SANDHI_DEGREES || deg > 30 - RASI_SANDHI_DEGREES) out.push('rasi_sandhi');
  return out;
}

/** Raman's sign-specific exemptions (C3): whole-sign house from the lagna → Mars signs exempted. */
const RAMAN_HOUSE_SIGNS: Readonly<Record<number, readonly number[]>> = Object.freeze({
  2: [2, 5],
  4: [0, 7],
  7: [3, 9],
  8: [8, 11],
  12: [1, 6],
});

const signName = (i: number): Sign => SIGNS[((i % 12) + 12) % 12] as Sign;
const cite = (id: MangalCancellationId, detail: string): MangalCancellation => ({
  id,
  text: flat`${id}: ${detail} (${MANGAL_CANCELLATION_RULES[id].sources}).`,
});

/**
 * Every rule of §3 we apply (C1-C8, listed in dosha-tables.ts) that holds for Mars in this chart,
 * whether or not the dosha is present: the core (C1-C4) and the wider mitigations (C5-C8) together,
 * in rule order. C3 uses Mars's whole-sign house from the lagna.
 */
export function mangalCancellations(chart: Chart): MangalCancellation[] {
  const asc = ascendantSignIndex(chart);
  const mars = chart.positions.Mars;
  const marsSign = mars.signIndex;
  const bhava = wholeSignBhava(asc, marsSign);
  const out: MangalCancellation[] = [];
  if (marsSign === 0 || marsSign === 7) {
    out.push(cite('C1', `Mars is in its own sign, ${mars.sign}`));
  } else if (marsSign === 9) {
    out.push(cite('C1', 'Mars is exalted in Capricorn'));
  }
  if (marsSign === 4 || marsSign === 10) {
    out.push(cite('C2', `Mars in ${mars.sign} is exempt in B.V. Raman’s list`));
  }
  if (RAMAN_HOUSE_SIGNS[bhava]?.includes(marsSign)) {
    out.push(
      cite(
        'C3',
        `Mars in the ${ordinal(bhava)} bhava in ${mars.sign} is one of B.V. Raman’s sign-specific exemptions`,
      ),
    );
  }
  const jup = chart.positions.Jupiter;
  if (jup.signIndex === marsSign) {
    out.push(cite('C4', 'Jupiter conjoins Mars'));
  } else if (aspectsSign('Jupiter', jup.signIndex, marsSign)) {
    out.push(
      cite(
        'C4',
        `Jupiter aspects Mars (its ${ordinal(signDistance(jup.signIndex, marsSign))} aspect)`,
      ),
    );
  }
  if (chart.positions.Moon.signIndex === marsSign) {
    out.push(cite('C5', 'the Moon conjoins Mars'));
  }
  const inLagna = (['Jupiter', 'Venus'] as const).filter(
    (g) => chart.positions[g].signIndex === asc,
  );
  if (inLagna.length > 0) {
    out.push(cite('C6', `${listText(inLagna)} ${inLagna.length > 1 ? 'are' : 'is'} in the lagna`));
  }
  const weak = marsWeakness(chart);
  if (weak.length > 0) {
    const words: Record<MarsWeakness, string> = {
      retrograde: 'retrograde',
      combust: 'combust (within 17° of the Sun)',
      debilitated: 'debilitated in Cancer',
      rasi_sandhi: `in rasi sandhi (${degreeInSign(mars.longitude).toFixed(2)}° of ${mars.sign})`,
    };
    out.push(cite('C7', `Mars is weak: ${listText(weak.map((w) => words[w]))}`));
  }
  if (asc === 0 || asc === 7) {
    out.push(cite('C8', `Mars is the lagna lord for a ${signName(asc)} ascendant`));
  } else if (asc === 3 || asc === 4) {
    out.push(cite('C8', `Mars is the yogakaraka for a ${signName(asc)} ascendant`));
  }
  return out;
}

/**
 * Mangal dosha (§3, contract rules 1-2). `present`: Mars's whole-sign house from the lagna is one of
 * MANGAL_HOUSES. Moon and Venus references are computed the same way and reported as corroboration.
 * Severity (our rule; §3 marks its mapping "our proposal"): none when not present; mild when present
 * but resting only on the disputed 2nd house or cancelled; moderate when present, uncancelled, in 1, 4,
 * 7, 8 or 12. Unlike §3's proposal, a finding only from the Moon or Venus stays `none`: the contract
 * makes those references corroboration, never a trigger.
 */
export function mangalDosha(chart: Chart): MangalDosha {
  const asc = ascendantSignIndex(chart);
  const mars = chart.positions.Mars;
  const from = (signIndex: number) => signDistance(signIndex, mars.signIndex);
  const houses: Record<MangalReference, number> = {
    lagna: from(asc),
    Moon: from(chart.positions.Moon.signIndex),
    Venus: from(chart.positions.Venus.signIndex),
  };
  const refs: MangalReference[] = ['lagna', 'Moon', 'Venus'];
  const afflicting = refs.filter((r) => MANGAL_HOUSES.includes(houses[r]));
  const present = MANGAL_HOUSES.includes(houses.lagna);
  const contestedOnly = present && houses.lagna === CONTESTED_MANGAL_HOUSE;
  const rules = present ? mangalCancellations(chart) : [];
  const cancellations = rules.filter((r) => MANGAL_CORE_RULES.includes(r.id));
  const mitigations = rules.filter((r) => !MANGAL_CORE_RULES.includes(r.id));
  const cancelled = present && cancellations.length > 0;
  const severity: MangalSeverity = !present
    ? 'none'
    : contestedOnly || cancelled
      ? 'mild'
      : 'moderate';

  const houseList = MANGAL_HOUSES.join(', ');
  const reasons: string[] = [];
  const placed = `Mars in ${mars.sign} is in the ${ordinal(houses.lagna)} bhava from the ${signName(asc)} lagna`;
  if (present) {
    reasons.push(flat`${placed}, one of the Mangal houses (${houseList}).`);
    if (houses.lagna === 1) {
      reasons.push(
        'Most North Indian sources count the 1st house; B.V. Raman and PyJHora’s default leave it out.',
      );
    }
    if (contestedOnly) {
      reasons.push(
        'The 2nd house is disputed: South Indian practice and B.V. Raman count it, most North Indian sources do not, so this finding rests on that house alone.',
      );
    }
  } else {
    reasons.push(
      flat`${placed}, outside the Mangal houses (${houseList}), so the dosha is not marked.`,
    );
  }
  const corro = (['Moon', 'Venus'] as const).map(
    (r) =>
      `from ${r === 'Moon' ? 'the Moon' : 'Venus'} the ${ordinal(houses[r])}${
        MANGAL_HOUSES.includes(houses[r]) ? ' (a Mangal house)' : ''
      }`,
  );
  reasons.push(
    flat`Counted ${listText(corro)}; the Moon and Venus references are corroboration only and never mark the dosha on their own.`,
  );
  if (mars.house !== houses.lagna) {
    reasons.push(
      flat`In KP Placidus houses Mars is in the ${ordinal(mars.house)}, but the verdict uses whole-sign houses.`,
    );
  }
  if (cancelled) {
    reasons.push(
      flat`${cancellations.length} classical cancellation${cancellations.length > 1 ? 's apply' : ' applies'} (C1-C4), so the dosha is treated as cancelled.`,
    );
  }
  if (mitigations.length > 0) {
    reasons.push(
      flat`${mitigations.length} wider mitigation${mitigations.length > 1 ? 's apply' : ' applies'} (C5-C8); ${
        mitigations.length > 1 ? 'they are' : 'it is'
      } reported with ${mitigations.length > 1 ? 'their' : 'its'} sources but ${
        mitigations.length > 1 ? 'do' : 'does'
      } not cancel the dosha.`,
    );
  }
  return {
    present,
    cancelled,
    severity,
    marsSign: mars.sign,
    marsBhava: houses.lagna,
    marsKpHouse: mars.house,
    housesDiffer: mars.house !== houses.lagna,
    houses,
    afflicting,
    contestedOnly,
    reasons,
    cancellations,
    mitigations,
  };
}

/** A graha within ON_AXIS_ORB of a node (the contract's partial case). */
export interface OnAxis {
  graha: Graha;
  node: 'Rahu' | 'Ketu';
  /** Arc to the node, degrees. */
  distance: number;
}

/** Degrees from a node within which a graha is "on the axis" (contract: 1 degree). */
export const ON_AXIS_ORB = 1;

export interface KaalSarpa {
  /** All seven grahas on one side of the nodal axis, none on the axis. */
  present: boolean;
  /** One side except for grahas within ON_AXIS_ORB of a node. */
  partial: boolean;
  /**
   * Which half holds the grahas (an addition): Rahu forward to Ketu, or Ketu forward to Rahu (the
   * reverse hemming some call Kaal Amrit); null when neither.
   */
  hemming: 'rahu_to_ketu' | 'ketu_to_rahu' | null;
  /** From Rahu's bhava when present or partial; empty string otherwise. */
  typeName: KaalSarpaType | '';
  rahuBhava: number;
  ketuBhava: number;
  /** Grahas in the arc from Rahu forward (increasing longitude) to Ketu, exclusive. */
  inside: Graha[];
  /** The other seven-graha complement. */
  outside: Graha[];
  onAxis: OnAxis[];
  reason: string;
}

const SEVEN: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

/**
 * Kaal Sarpa (§4), by longitude (the "strict" variant: kundaliexpert.com, flokii.com): a graha is
 * inside when 0 < (graha − Rahu) mod 360 < 180. Present when every one of Sun … Saturn is inside, or
 * every one is outside (the reverse hemming: PyJHora and others count it; some call it Kaal Amrit) and
 * none is within ON_AXIS_ORB of a node. Partial when the grahas off the axis are all on one side but
 * one or more sit within ON_AXIS_ORB of a node (the contract's `on_axis` case). The type comes from
 * Rahu's whole-sign bhava. Unlike PyJHora's sign-based rule, a graha in Rahu's sign but behind Rahu's
 * degree is outside (flokii.com).
 */
export function kaalSarpa(chart: Chart): KaalSarpa {
  const asc = ascendantSignIndex(chart);
  const rahu = chart.positions.Rahu;
  const ketu = chart.positions.Ketu;
  const inside: Graha[] = [];
  const outside: Graha[] = [];
  const onAxis: OnAxis[] = [];
  for (const g of SEVEN) {
    const lon = chart.positions[g].longitude;
    const d = normalizeDegrees(lon - rahu.longitude);
    if (d > 0 && d < 180) inside.push(g);
    else outside.push(g);
    const toRahu = arcDistance(lon, rahu.longitude);
    const toKetu = arcDistance(lon, ketu.longitude);
    if (toRahu <= ON_AXIS_ORB) onAxis.push({ graha: g, node: 'Rahu', distance: toRahu });
    else if (toKetu <= ON_AXIS_ORB) onAxis.push({ graha: g, node: 'Ketu', distance: toKetu });
  }
  const axisSet = new Set(onAxis.map((o) => o.graha));
  const offAxis = SEVEN.filter((g) => !axisSet.has(g));
  const allInside = offAxis.every((g) => inside.includes(g));
  const allOutside = offAxis.every((g) => outside.includes(g));
  const oneSide = offAxis.length > 0 && (allInside || allOutside);
  const present = oneSide && onAxis.length === 0;
  const partial = oneSide && onAxis.length > 0;
  const hemming = oneSide ? (allInside ? 'rahu_to_ketu' : 'ketu_to_rahu') : null;
  const rahuBhava = wholeSignBhava(asc, rahu.signIndex);
  const ketuBhava = wholeSignBhava(asc, ketu.signIndex);
  const typeName: KaalSarpaType | '' = oneSide ? (KAAL_SARPA_TYPES[rahuBhava - 1] ?? '') : '';

  const at = (g: 'Rahu' | 'Ketu') =>
    `${g} (${chart.positions[g].sign} ${degreeInSign(chart.positions[g].longitude).toFixed(2)}°)`;
  const arc =
    hemming === 'ketu_to_rahu'
      ? `the arc from ${at('Ketu')} forward to ${at('Rahu')} — the reverse hemming, which some call Kaal Amrit yoga and PyJHora and others count as Kaal Sarpa`
      : `the arc from ${at('Rahu')} forward to ${at('Ketu')}`;
  const kind = `the ${typeName} type, from Rahu in the ${ordinal(rahuBhava)} bhava`;
  let reason: string;
  if (present) {
    reason = flat`All seven grahas lie in ${arc}, so Kaal Sarpa is present: ${kind}.`;
  } else if (partial) {
    const axis = onAxis.map((o) => `${o.graha} ${o.distance.toFixed(2)}° from ${o.node}`);
    reason = flat`The grahas lie in ${arc} except ${listText(axis)}, within ${ON_AXIS_ORB}° of the axis: a partial (anshik) Kaal Sarpa of ${kind}.`;
  } else {
    reason = flat`Grahas lie on both sides of the Rahu–Ketu axis (from Rahu forward to Ketu: ${
      inside.length > 0 ? listText(inside) : 'none'
    }; on the other side: ${listText(outside)}), so there is no Kaal Sarpa.`;
  }
  return {
    present,
    partial,
    hemming,
    typeName,
    rahuBhava,
    ketuBhava,
    inside,
    outside,
    onAxis,
    reason,
  };
}

/** Base rates of the dosha verdicts over a stated population (see base-rates.json). */
export interface DoshaBaseRates {
  /** Percent of charts with Mangal present (lagna reference). */
  mangal_pct: number;
  /** Percent of charts with Mars in a Mangal house from the lagna, the Moon or Venus. */
  mangal_all_references_pct: number;
  /** Percent of Mangal-present charts with at least one core cancellation (C1-C4). */
  mangal_cancelled_pct: number;
  /** Percent of Mangal-present charts with at least one wider mitigation (C5-C8). */
  mangal_mitigated_pct: number;
  /** Percent of Mangal-present charts whose finding rests only on the 2nd house. */
  mangal_contested_only_pct: number;
  /** Percent of charts with Kaal Sarpa present (either hemming). */
  kaal_sarpa_pct: number;
  /** Percent of charts with a partial Kaal Sarpa. */
  kaal_sarpa_partial_pct: number;
  /** Percent of graha placements whose whole-sign bhava differs from the KP (Placidus) house. */
  houses_differ_pct: number;
  /** Number of sampled births. */
  sample_size: number;
  /** The population sampled, in one sentence. */
  population: string;
  seed: number;
  /** DOSHA_RULES_VERSION the rates were produced with. */
  rules_version: number;
}

export interface Doshas {
  ascendantSign: Sign;
  houseSystem: typeof WHOLE_SIGN_HOUSE_SYSTEM;
  mangal: MangalDosha;
  kaalSarpa: KaalSarpa;
  /**
   * Remedies only for a dosha found: Mangal when present and not cancelled (a cancelled dosha is
   * classically inoperative), Kaal Sarpa when present (not for the partial case).
   */
  remedies: Remedy[];
  baseRates: DoshaBaseRates;
}

/** The doshas block for a chart; `baseRates` is the stored sampling result (base-rates.ts). */
export function doshas(chart: Chart, baseRates: DoshaBaseRates): Doshas {
  const mangal = mangalDosha(chart);
  const ks = kaalSarpa(chart);
  const remedies: Remedy[] = [];
  if (mangal.present && !mangal.cancelled) remedies.push(...MANGAL_REMEDIES);
  if (ks.present) remedies.push(...KAAL_SARPA_REMEDIES);
  return {
    ascendantSign: signName(ascendantSignIndex(chart)),
    houseSystem: WHOLE_SIGN_HOUSE_SYSTEM,
    mangal,
    kaalSarpa: ks,
    remedies: remedies.map((r) => ({ ...r })),
    baseRates,
  };
}
