/**
 * The event catalog: one plain data module defines every event id with its title, primary cusp,
 * required houses, negating houses, polarity and source (decisions.md "Event catalog"; house sets from
 * kp-doctrine.md §5.2).
 *
 * Negation, one rule for every event (kp-doctrine §5.1; KSK Reader III: the 12th from a house negates
 * that house's matter): the negating houses are the 12th from each required
 * house, leaving out houses that are themselves required (job: the 12th from 11 is 10, which job
 * requires). An event departs from the rule only where KSK (or the compiled KP rules the doctrine cites)
 * states another set; such an event carries `negation: { houses, source }` and its catalog `source`
 * says "negation: KSK exception". The exceptions are of four kinds:
 * - inverse events, whose negation is the fulfilment of the opposite matter (divorce ↔ marriage,
 *   disease/surgery ↔ cure, health ↔ disease, workplace trouble ↔ job protection, repaying ↔ getting
 *   a loan, giving ↔ receiving);
 * - events for which KSK names the adverse houses himself (education, litigation, loan, theft, bail,
 *   speculation, siblings);
 * - houses KSK adds to the rule (foreign travel and journeys: 4 = staying at home; inheritance and
 *   gratuity: 9 = loss, KSK Reader III "Cusps and subs": 2nd CSL with 9 → loss);
 * - rotated charts (mother, father), whose negations are the 6th, 8th and 12th from the relative's
 *   house (KSK Reader III "10-13").
 *
 * Adding an event: append one `defineEvent({...})` entry; omit `negation` to get the 12th rule. Keep the
 * ids and the order of existing entries (the birth chart lists the natal ones in this order).
 *
 * Polarity: for an `unwanted` topic (divorce, disease, surgery, workplace trouble) DENIED is the
 * favourable outcome (api-contract "Polarity").
 */
import { flat } from '../flat-text.js';

export type Polarity = 'wanted' | 'unwanted';
export type NegationRule = 'twelfth_from_required' | 'ksk_exception';

export interface KpEvent {
  id: string;
  title: string;
  primaryCusp: number;
  required: readonly number[];
  negating: readonly number[];
  /** How the negating houses were obtained. */
  negationRule: NegationRule;
  /** For an exception, where KSK (or the compiled rule) states it; null under the 12th rule. */
  negationSource: string | null;
  polarity: Polarity;
  /** Where the house sets come from (kp-doctrine section and its sources). */
  source: string;
  /** True for the 18 natal prediction domains of the birth chart, in catalog order. */
  natal: boolean;
  /**
   * The event this one presupposes (divorce presupposes marriage): when the parent is DENIED, so is
   * this event, whatever its own cusp says (natal.ts). Null for an independent event.
   */
  dependsOn: { event: string; reason: string } | null;
}

export interface EventDefinition {
  id: string;
  title: string;
  primaryCusp: number;
  required: number[];
  /** Only when KSK states another negation than the 12th rule; cite where. */
  negation?: { houses: number[]; source: string };
  polarity?: Polarity;
  source: string;
  natal?: boolean;
  /** Only for a dependent event: the parent's id and why (cite KSK where he says it). */
  dependsOn?: { event: string; reason: string };
}

/** The 12th house from `h` (1-12). */
export const twelfthFrom = (h: number): number => ((h + 10) % 12) + 1;

/** The 12th from each required house, without the required houses themselves, ascending. */
export function twelfthRule(required: readonly number[]): number[] {
  const out = new Set(required.map(twelfthFrom).filter((h) => !required.includes(h)));
  return [...out].sort((a, b) => a - b);
}

export function defineEvent(d: EventDefinition): KpEvent {
  const negating = d.negation
    ? [...d.negation.houses].sort((a, b) => a - b)
    : twelfthRule(d.required);
  const rule: NegationRule = d.negation ? 'ksk_exception' : 'twelfth_from_required';
  const negationText = d.negation
    ? `negation: KSK exception, ${d.negation.source}`
    : 'negation: 12th from each required house';
  return Object.freeze({
    id: d.id,
    title: d.title,
    primaryCusp: d.primaryCusp,
    required: Object.freeze([...d.required]),
    negating: Object.freeze(negating),
    negationRule: rule,
    negationSource: d.negation?.source ?? null,
    polarity: d.polarity ?? 'wanted',
    // Built flat once, here: every catalog response carries it (src/engine/flat-text.ts).
    source: flat`${d.source}; ${negationText}`,
    natal: d.natal ?? false,
    dependsOn: d.dependsOn ? Object.freeze({ ...d.dependsOn }) : null,
  });
}

const EDUCATION_NEGATION = {
  houses: [3, 5, 8],
  source: 'KSK R3 3004-3005: education ends in the periods of significators of 3, 5 or 8',
};

/** Every event id, natal domains first in the order the birth chart lists them. */
export const EVENT_CATALOG: readonly KpEvent[] = Object.freeze([
  defineEvent({
    id: 'marriage',
    title: 'Marriage',
    primaryCusp: 7,
    required: [2, 7, 11],
    source:
      'KSK R3 3376 (2 = addition to the family, 7 = the agreement, 11 = lasting friendship), R3 4650 ("The significators of the house 2, 7 and 11 denote marriage")',
    natal: true,
  }),
  defineEvent({
    id: 'divorce',
    title: 'Divorce or separation',
    primaryCusp: 7,
    required: [1, 6, 10, 12],
    negation: {
      houses: [2, 7, 11],
      source: 'inverse of marriage (kp-doctrine §5.2, KP rules compiled)',
    },
    polarity: 'unwanted',
    source:
      "kp-doctrine §5.2 (KP rules compiled: 1, 6, 10 are the 12ths of 2, 7, 11; 12 separation); R3 gives no set of its own: separation comes in the periods of the 7th cusp's significators that signify it (R3 4729)",
    natal: true,
    dependsOn: {
      event: 'marriage',
      reason:
        'separation presupposes a marriage: the same 7th cusp shows wedding and separation, each in its periods (KSK, R3 4729)',
    },
  }),
  defineEvent({
    id: 'children',
    title: 'Children',
    primaryCusp: 5,
    required: [2, 5, 11],
    source: 'KSK R3 4704 (5th CSL signifying 2, 5 or 11 → a child; 1, 4, 10 → never)',
    natal: true,
  }),
  defineEvent({
    id: 'education',
    title: 'Education',
    primaryCusp: 4,
    required: [4, 9, 11],
    negation: EDUCATION_NEGATION,
    source:
      'KSK R3 3003 (lords of 4 and 9 in the sub of a significator of 11; planets connected with 4 and 11 give education), R3 3007 (connected with 4, 9 and 11)',
    natal: true,
  }),
  defineEvent({
    id: 'higher_education',
    title: 'Higher education',
    primaryCusp: 9,
    required: [4, 9, 11],
    negation: EDUCATION_NEGATION,
    source:
      'the education set (R3 3003, 3007) on the 9th cusp, the cusp of higher studies (kp-doctrine §5.2); R3 states no separate set',
    natal: true,
    dependsOn: {
      event: 'education',
      reason:
        'higher education continues the education of the 4th cusp (decisions.md KP; R3 gives no separate rule for it)',
    },
  }),
  defineEvent({
    id: 'job',
    title: 'Job or service',
    primaryCusp: 10,
    required: [2, 6, 10, 11],
    source:
      'KSK R3 3828 (lords of 2, 6 and 10 for service), R3 4070 (2, 6, 10, 11 for service and promotion)',
    natal: true,
  }),
  defineEvent({
    id: 'business',
    title: 'Business',
    primaryCusp: 10,
    required: [2, 7, 10, 11],
    source: 'KSK R3 3953 ("For business, judge houses 2, 7 and 10"); 11 gain',
    natal: true,
  }),
  defineEvent({
    id: 'promotion',
    title: 'Promotion',
    primaryCusp: 10,
    required: [2, 6, 10, 11],
    source:
      'KSK R3 4070 ("Judge the significators of the house 2, 6, 10 and 11 for promotion or reinstatement"), R3 4141',
    natal: true,
    dependsOn: {
      event: 'job',
      reason:
        'promotion is a rise in service: the same 10th cusp and houses 2, 6, 10, 11 as service, so its promise is the job promise and only its periods differ',
    },
  }),
  defineEvent({
    id: 'wealth',
    title: 'Wealth',
    primaryCusp: 2,
    required: [2, 6, 11],
    source:
      'KSK R3 2040 (planets in the stars of the occupants of 2, 6, 10 or 11 give wealth), R3 2052 (significators of 2, 6 and 11)',
    natal: true,
  }),
  defineEvent({
    id: 'property',
    title: 'Property',
    primaryCusp: 4,
    required: [4, 11, 12],
    source: 'KSK R3 3067 ("To own any building, one is to note the house 4, 11 and 12"), R3 2693',
    natal: true,
  }),
  defineEvent({
    id: 'vehicle',
    title: 'Vehicle',
    primaryCusp: 4,
    required: [4, 9, 10, 11],
    source:
      'KSK R3 2777 (vahana yoga: houses 4, 9, 10 and 11 with a beneficial aspect of Venus, Moon or Jupiter; the aspect is not judged here)',
    natal: true,
  }),
  defineEvent({
    id: 'foreign_travel',
    title: 'Foreign travel',
    primaryCusp: 12,
    required: [3, 9, 12],
    negation: {
      houses: [2, 4, 8, 11],
      source: '12th rule plus 4 = staying at home (kp-doctrine §5.2)',
    },
    source:
      'KSK R3 3603-3604 (the 12th CSL "connected in any manner with 3rd or 9th house"), R3 3599',
    natal: true,
  }),
  defineEvent({
    id: 'foreign_settlement',
    title: 'Settlement abroad',
    primaryCusp: 12,
    required: [3, 9, 12],
    negation: {
      houses: [2, 4, 8, 11],
      source: '12th rule plus 4 = home country (kp-doctrine §5.2)',
    },
    source: 'the foreign-travel set (R3 3603-3604): R3 gives no separate rule for settling',
    natal: true,
    dependsOn: {
      event: 'foreign_travel',
      reason:
        'settling abroad presupposes going abroad: the same 12th cusp connected with 3 or 9 (KSK, R3 3603-3604); the stay is read from the periods',
    },
  }),
  defineEvent({
    id: 'health',
    title: 'Health',
    primaryCusp: 1,
    required: [1, 5, 11],
    negation: {
      houses: [6, 8, 12],
      source: 'inverse of disease: 1, 5, 11 are the 12ths of 12, 6, 10 (kp-doctrine §5.2 [S20])',
    },
    source:
      'KSK R3 1972-1973 (planets connected with 11, the 6th from the 6th, cure; cure in periods connected with the ascendant or 11); 5 = the 12th from 6 (kp-doctrine §5.2)',
    natal: true,
  }),
  defineEvent({
    id: 'litigation',
    title: 'Litigation (winning)',
    primaryCusp: 6,
    required: [1, 2, 6, 11],
    negation: {
      houses: [5, 7, 8, 12],
      source: 'KSK R3 4429: lords of 7, 8, 12 and 5 against 1, 2, 6 and 11 (7 = the opponent)',
    },
    source:
      'KSK R3 4429 (lords of 1, 2, 6 and 11 stronger than those of 7, 8, 12 and 5: one wins the litigation)',
    natal: true,
  }),
  defineEvent({
    id: 'love_affair',
    title: 'Love affair',
    primaryCusp: 5,
    required: [5, 7, 11],
    source: 'kp-doctrine §5.2 (KP rules compiled); R3 states no set for a love affair',
    natal: true,
  }),
  defineEvent({
    id: 'fame',
    title: 'Fame and honour',
    primaryCusp: 10,
    required: [1, 10, 11],
    source:
      'R3 4301 (10 name, fame, reputation; 11 fulfilment of desire); KSK judges honour from the ascendant\'s sub lord signifying 1 and 10 (R3 1532), the catalog from the 10th cusp (decisions.md "Event catalog")',
    natal: true,
  }),
  defineEvent({
    id: 'inheritance',
    title: 'Inheritance',
    primaryCusp: 8,
    required: [2, 8, 11],
    negation: {
      houses: [1, 7, 9, 10],
      source: '12th rule plus 9 = loss (KSK Reader III "Cusps and subs": 2nd CSL with 9 → loss)',
    },
    source:
      'kp-doctrine §5.2 (8 legacy, 2 and 11 money received); R3 1542 (2nd CSL signifying 2 and 4: estates and money as inheritance)',
    natal: true,
  }),
  // Further ids for questions (horary, question classification).
  defineEvent({
    id: 'job_change',
    title: 'Change of job',
    primaryCusp: 10,
    required: [3, 6, 9, 10, 11, 12],
    negation: {
      houses: [4, 8],
      source: 'KSK Reader III "27-40": 4 = staying where one is (kp-doctrine §5.2)',
    },
    source:
      'KSK R3 4155 ("For transfer judge houses 3, 9 and 12 ... They should be connected with house 6 or 10"), R3 4115',
  }),
  defineEvent({
    id: 'property_sale',
    title: 'Sale of property',
    primaryCusp: 4,
    required: [3, 5, 10],
    source: 'kp-doctrine §5.2',
  }),
  defineEvent({
    id: 'loan',
    title: 'Getting a loan',
    primaryCusp: 6,
    required: [2, 6, 11],
    negation: {
      houses: [4, 5, 8, 12],
      source: 'KSK R3 2301: discharge of debts 4, 5, 8, 12',
    },
    source: 'KSK R3 2301 ("receipt of money is indicated by the houses 2, 6, 10 and 11")',
  }),
  defineEvent({
    id: 'loan_repayment',
    title: 'Repaying a loan',
    primaryCusp: 12,
    required: [8, 12],
    negation: {
      houses: [2, 6, 10, 11],
      source: 'inverse of borrowing: receipts 2, 6, 10, 11 (KSK R3 2301)',
    },
    source:
      'KSK R3 2301, 2368 (debts cleared in periods of significators of 4, 5, 8, 12); 8, 12 here',
  }),
  defineEvent({
    id: 'lost_property',
    title: 'Recovery of lost property',
    primaryCusp: 11,
    required: [2, 6, 11],
    negation: {
      houses: [5, 8, 12],
      source: 'KSK R3 2502: 2, 6 and 11 "not connected with 5 or 8 or 12"',
    },
    source: 'KSK R3 2502 (significators of 2, 6 and 11)',
  }),
  defineEvent({
    id: 'missing_person',
    title: 'Return of a missing person',
    primaryCusp: 11,
    required: [2, 8, 11],
    source: 'kp-doctrine §5.2 (compiled rule)',
  }),
  defineEvent({
    id: 'bail',
    title: 'Bail or release',
    primaryCusp: 11,
    required: [2, 11],
    negation: {
      houses: [3, 8, 12],
      source: 'KSK Reader III "41-89": leaving residence and confinement 3, 8, 12',
    },
    source: 'kp-doctrine §5.2 (KSK Reader III)',
  }),
  defineEvent({
    id: 'surgery',
    title: 'Surgery or accident',
    primaryCusp: 8,
    required: [8, 12],
    negation: {
      houses: [1, 5, 11],
      source: 'inverse of health: cure 1, 5, 11 (kp-doctrine §5.2 [S20])',
    },
    polarity: 'unwanted',
    source: 'kp-doctrine §5.2',
  }),
  defineEvent({
    id: 'disease',
    title: 'Disease',
    primaryCusp: 6,
    required: [6, 8, 12],
    negation: {
      houses: [1, 5, 11],
      source: 'inverse of health: cure 1, 5, 11 (kp-doctrine §5.2 [S20])',
    },
    polarity: 'unwanted',
    source: 'kp-doctrine §5.2',
  }),
  defineEvent({
    id: 'stock_market',
    title: 'Speculation and stock market gains',
    primaryCusp: 5,
    required: [2, 5, 6, 11],
    negation: {
      houses: [7, 8, 12],
      source: 'KSK Reader III "41-89": loss with 8 and 12; 7 = the competitor (kp-doctrine §5.2)',
    },
    source: 'kp-doctrine §5.2 (KSK Reader III)',
  }),
  defineEvent({
    id: 'donation',
    title: 'Donation or charity',
    primaryCusp: 12,
    required: [5, 8, 9, 12],
    negation: {
      houses: [2, 3, 6, 11],
      source: 'inverse of giving: receiving gifts 2, 3, 6, 11 (KSK Reader III "41-89")',
    },
    source: 'kp-doctrine §5.2 (KSK: giving = receiving counted from 7)',
  }),
  defineEvent({
    id: 'workplace_trouble',
    title: 'Trouble at work',
    primaryCusp: 10,
    required: [5, 8, 9, 12],
    negation: {
      houses: [2, 6, 10, 11],
      source: 'inverse of service: protection 2, 6, 10, 11 (KSK Reader III "27-40")',
    },
    polarity: 'unwanted',
    source: 'kp-doctrine §5.2 (derived grouping)',
  }),
  defineEvent({
    id: 'gratuity_insurance',
    title: 'Gratuity or insurance money',
    primaryCusp: 8,
    required: [2, 8, 11],
    negation: {
      houses: [1, 7, 9, 10],
      source: '12th rule plus 9 = loss (KSK Reader III "Cusps and subs": 2nd CSL with 9 → loss)',
    },
    source: 'kp-doctrine §5.2 (KSK Reader III)',
  }),
  defineEvent({
    id: 'siblings',
    title: 'Siblings',
    primaryCusp: 3,
    required: [1, 3, 11],
    negation: {
      houses: [6, 8, 10],
      source: 'KSK Reader III "10-13": 3rd CSL on 8 or 10 danger; 6 hostility',
    },
    source: 'kp-doctrine §5.2 (KSK Reader III)',
  }),
  defineEvent({
    id: 'mother',
    title: "Mother's wellbeing",
    primaryCusp: 4,
    required: [2, 4, 8],
    negation: {
      houses: [3, 9, 11],
      source: 'rotated chart: her 12th, 6th and 8th (KSK Reader III "10-13")',
    },
    source: 'kp-doctrine §5.2 (4th as her lagna; derived by rotation)',
  }),
  defineEvent({
    id: 'father',
    title: "Father's wellbeing",
    primaryCusp: 9,
    required: [1, 7, 9],
    negation: {
      houses: [2, 4, 8],
      source: 'rotated chart: his 6th, 8th and 12th (kp-doctrine §3.3 rotation)',
    },
    source: 'kp-doctrine §5.2 (9th as his lagna; derived by rotation)',
  }),
  defineEvent({
    id: 'examination',
    title: 'Passing an examination',
    primaryCusp: 4,
    required: [4, 6, 9, 11],
    negation: EDUCATION_NEGATION,
    source:
      'KSK R3 3007 (competitive examination: connected with 4, 9 and 11), R3 4429 (1, 2, 6, 11: passes a competitive examination)',
  }),
  defineEvent({
    id: 'travel',
    title: 'Domestic journey',
    primaryCusp: 3,
    required: [3, 9, 11],
    negation: {
      houses: [2, 4, 8, 10],
      source: '12th rule plus 4 = staying at home (kp-doctrine §5.2)',
    },
    source: 'kp-doctrine §5.2 (3 short journeys)',
  }),
  defineEvent({
    id: 'politics',
    title: 'Politics, election or ministership',
    primaryCusp: 10,
    required: [1, 6, 9, 10, 11],
    negation: {
      houses: [5, 7, 8, 12],
      source:
        'KSK R3 4429: lords of 1, 2, 6, 11 stronger than those of 7, 8, 12, 5 win the election (7 = the rival)',
    },
    source:
      'KSK R3 4339 ("For politics, the most auspicious houses are 1, 6, 9, 10 and 11"), R3 4300 (ministership: cusps 1, 6, 9, 10)',
  }),
  defineEvent({
    id: 'reinstatement',
    title: 'Reinstatement in service',
    primaryCusp: 11,
    required: [2, 6, 10, 11],
    source:
      'KSK R3 4064 (the 11th CSL connected with 2, 6, 10 or 11 in any manner: a positive answer), R3 4070',
  }),
  defineEvent({
    id: 'general',
    title: 'General question (no rule matched)',
    primaryCusp: 11,
    required: [1, 2, 11],
    source: 'kp-doctrine §5.2 (11th: fulfilment of desire)',
  }),
]);

const BY_ID = new Map(EVENT_CATALOG.map((ev) => [ev.id, ev]));

/** The event with this id, or undefined. */
export function eventById(id: string): KpEvent | undefined {
  return BY_ID.get(id);
}

/** The 18 natal prediction domains, in catalog order. */
export const NATAL_EVENTS: readonly KpEvent[] = EVENT_CATALOG.filter((ev) => ev.natal);
