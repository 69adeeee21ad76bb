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
 *
 * Whose rule (issue 35 §1): each event's `rule` says whether KSK states how the matter is judged (basis
 * `KSK`, with the line of the raw OCR of KP Reader III, "R3 4745") or whether its houses are the later KP
 * practice's compiled groups judged by the sublord method (basis "sublord method, not from KSK").
 * Where KSK's rule is more than "the cusp's sub lord connected with the houses", the rule says how:
 * `connectedWith` (the houses the CSL must be connected with when narrower than those whose periods
 * time the matter: foreign travel, "connected in any manner with 3rd or 9th house", R3 3603),
 * `starLordOfCsl` (health: "If the sub-lord of the Ascendant is in the constellation of the significator
 * of 6 or 8 or 12 then one suffers from disease", R3 3334), `horaryNegationDenies` (marriage, R3 4745;
 * children, R3 4704: in a horary chart a CSL signifying a negating house denies, whatever else it
 * signifies) and `badhakaOfPrimaryCusp` (partnership: the maraka and badhaka houses of the 7th, R3 3454).
 * docs/kp-judgment.md lists every event's rule in one table.
 */
import { BASIS_KSK, BASIS_OURS, type Basis } from '../basis.js';
import { flat } from '../flat-text.js';

export type Polarity = 'wanted' | 'unwanted';
export type NegationRule = 'twelfth_from_required' | 'ksk_exception';

/** How the promise of an event is judged, and whose rule that is (issue 35 §1; header). */
export interface EventRule {
  basis: Basis;
  /** Where KSK states it, by raw OCR line of Reader III ("R3 3603-3604"), or "sublord method". */
  source: string;
  /** The rule in one sentence, as docs/kp-judgment.md's table gives it. */
  text: string;
  /** The houses the primary CSL must be connected with to promise, when narrower than `required`. */
  connectedWith?: readonly number[];
  /**
   * The primary CSL's star lord decides: when it signifies (levels A-D) any of `houses` the matter
   * is `DENIED` (`signifying: 'denies'`, health) or promised (`'promises'`).
   */
  starLordOfCsl?: { houses: readonly number[]; signifying: 'denies' | 'promises' };
  /** Horary only: a CSL that signifies any negating house denies, whatever else it signifies. */
  horaryNegationDenies?: { source: string };
  /** The badhaka house of the primary cusp's sign is negating too (per chart; badhaka.ts). */
  badhakaOfPrimaryCusp?: boolean;
}

/** The rule of an event KSK gives none for: its houses judged by the sublord method. */
export const SUBLORD_METHOD_RULE: EventRule = Object.freeze({
  basis: BASIS_OURS,
  source: 'sublord method',
  text: 'The cusp sub lord connected with a required house promises (the sublord method on the compiled KP house groups; KSK states no rule for this matter in Reader III).',
});

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
  /** How the promise is judged and whose rule that is (header). */
  rule: EventRule;
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
  /** KSK's rule for the matter; omitted: SUBLORD_METHOD_RULE. */
  rule?: EventRule;
}

/** KSK's rule: the primary CSL connected with a required house promises (R3 3542, 4763 and `source`). */
function ksk(source: string, text: string, more: Partial<EventRule> = {}): EventRule {
  return Object.freeze({ basis: BASIS_KSK, source, text, ...more });
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
    rule: d.rule ?? SUBLORD_METHOD_RULE,
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
    negation: {
      houses: [1, 6, 10, 12],
      source:
        'KSK R3 4745: "The sub-lord of the 7th cusp should be the significator of the houses 1, 6, 10 or 12 ... the marriage will not take place"',
    },
    source:
      'KSK R3 3376 (2 = addition to the family, 7 = the agreement, 11 = lasting friendship), R3 4650 ("The significators of the house 2, 7 and 11 denote marriage")',
    natal: true,
    rule: ksk(
      'R3 3376, 4650, 4745',
      'The 7th cusp sub lord connected with 2, 7 or 11 promises marriage; 1, 6, 10 and 12 negate it (R3 4745). In a horary chart a 7th sub lord that signifies 1, 6, 10 or 12 denies it, whatever else it signifies: "the marriage will not take place with the party in question" (R3 4745).',
      { horaryNegationDenies: { source: 'R3 4745' } },
    ),
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
    rule: ksk(
      'R3 4704',
      'The 5th cusp sub lord signifying 2, 5 or 11 promises a child; 1, 4 and 10 are "the 12th (negation) to houses 2, 5 and 11" (R3 4704). In a horary chart a 5th sub lord that signifies 1, 4 or 10 denies: "he can never have a child at all" (R3 4704).',
      { horaryNegationDenies: { source: 'R3 4704' } },
    ),
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
    rule: ksk(
      'R3 3003, 3007; 3004-3005',
      'The 4th cusp sub lord connected with 4, 9 or 11 promises education (R3 3003, 3007); 3, 5 and 8 end it (R3 3004-3005).',
    ),
  }),
  defineEvent({
    id: 'higher_education',
    title: 'Higher education',
    primaryCusp: 9,
    required: [4, 9, 11],
    negation: EDUCATION_NEGATION,
    source:
      'KSK R3 3563 ("Higher studies is indicated by 9th house"), R3 4698 (significators of 4 and 9 for a doctorate, 9 with 11 to pass); the education set (R3 3003, 3007) on the 9th cusp',
    natal: true,
    rule: ksk(
      'R3 3563, 4698',
      'The 9th cusp sub lord connected with 4, 9 or 11 promises higher studies ("Higher studies is indicated by 9th house", R3 3563; 4 and 9 with 11 to pass, R3 4698).',
    ),
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
    rule: ksk(
      'R3 3828, 4070',
      'The 10th cusp sub lord connected with 2, 6, 10 or 11 promises service (R3 3828, 4070); 1, 5 and 9, the 12ths of 2, 6 and 10, negate it.',
    ),
  }),
  defineEvent({
    id: 'business',
    title: 'Business',
    primaryCusp: 7,
    required: [2, 7, 10],
    negation: {
      houses: [5, 8, 12],
      source:
        'KSK R3 3961-3962: the 7th sub lord or a significator of 7 in 5, 8 or 12 (by sign, star or sub): "one loses", "winds up business due to loss"',
    },
    source:
      'KSK R3 3959 ("whether one will do business, is to be judged from the significator of 7 and the 7th cusp sublord"), R3 3953 ("For business, judge houses 2, 7 and 10")',
    natal: true,
    rule: ksk(
      'R3 3959, 3953, 3961-3962',
      'Whether one will do business "is to be judged from the significator of 7 and the 7th cusp sublord" (R3 3959): the 7th cusp sub lord connected with 2, 7 or 10 (R3 3953) promises it; 5, 8 and 12 bring loss and winding up (R3 3961-3962).',
    ),
  }),
  defineEvent({
    id: 'promotion',
    title: 'Promotion',
    primaryCusp: 10,
    required: [2, 6, 10, 11],
    source:
      'KSK R3 4070 ("Judge the significators of the house 2, 6, 10 and 11 for promotion or reinstatement"), R3 4141',
    natal: true,
    rule: ksk(
      'R3 4070, 4655',
      'The 10th cusp sub lord connected with 2, 6, 10 or 11 (R3 4070; "Actual promotion will come when the conjoined periods of either the 2nd or 6th or 10 and 11th operate", R3 4655).',
    ),
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
    negation: {
      houses: [4, 5, 8, 12],
      source:
        'KSK R3 2301, 2303: "Planets in 2, 10 and 11 and in the Sub of Significators of 4, 5, 8 or 12 reduce one\'s income"',
    },
    source:
      'KSK R3 2040 (planets in the stars of the occupants of 2, 6, 10 or 11 give wealth), R3 2052 (significators of 2, 6 and 11)',
    natal: true,
    rule: ksk(
      'R3 2040, 2052; 2303',
      'The 2nd cusp sub lord connected with 2, 6 or 11 promises wealth (R3 2040, 2052); 4, 5, 8 and 12 "reduce one\'s income" (R3 2303).',
    ),
  }),
  defineEvent({
    id: 'property',
    title: 'Property',
    primaryCusp: 4,
    required: [4, 11, 12],
    source: 'KSK R3 3067 ("To own any building, one is to note the house 4, 11 and 12"), R3 2693',
    natal: true,
    rule: ksk(
      'R3 3067, 2693',
      "The 4th cusp sub lord connected with 4, 11 or 12 promises a building of one's own (R3 3067, 2693); 3 and 10, the 12ths of 4 and 11, negate it.",
    ),
  }),
  defineEvent({
    id: 'vehicle',
    title: 'Vehicle',
    primaryCusp: 4,
    required: [4, 9, 10, 11],
    source:
      'KSK R3 2777 (vahana yoga: houses 4, 9, 10 and 11 with a beneficial aspect of Venus, Moon or Jupiter; the aspect is not judged here)',
    natal: true,
    rule: ksk(
      'R3 2777',
      'The 4th cusp sub lord connected with 4, 9, 10 or 11 (R3 2777; the beneficial aspect of Venus, Moon or Jupiter he adds is not judged).',
    ),
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
    rule: ksk(
      'R3 3603-3604',
      '"One can go only when the sub lord of the 12th cusp is connected in any manner with 3rd or 9th house; preferably 9th house" (R3 3603): connected with neither, it is denied, as for a 12th sub lord in the 8th, "Vyaya to the 9th house" (R3 3604).',
      { connectedWith: [3, 9] },
    ),
  }),
  defineEvent({
    id: 'foreign_settlement',
    title: 'Settlement abroad',
    primaryCusp: 12,
    required: [6, 9, 10, 12],
    negation: {
      houses: [4, 5, 8, 11],
      source: '12th rule (5, 8, 11) plus 4 = home country (kp-doctrine §5.2)',
    },
    source:
      'KSK R3 3564 ("Stay in a foreign country is to be judged from 12th house for further studies 9th and for job 6 and 10 also"), R3 3574 ("12th house shows life in a foreign place")',
    natal: true,
    rule: ksk(
      'R3 3564',
      '"Stay in a foreign country is to be judged from 12th house for further studies 9th and for job 6 and 10 also" (R3 3564): the 12th cusp sub lord connected with 12 (the stay), 9 (studies) or 6 and 10 (a job) promises it; going there is foreign travel\'s (R3 3603).',
    ),
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
      'KSK R3 3334 ("If the sub-lord of the Ascendant is in the constellation of the significator of 6 or 8 or 12 then one suffers from disease"), R3 1969-1970; cure by 1, 5 and 11 (R3 1972-1973, 3142-3143)',
    natal: true,
    rule: ksk(
      'R3 3334, 1969-1970',
      '"If the sub-lord of the Ascendant is in the constellation of the significator of 6 or 8 or 12 then one suffers from disease or faces danger or is hospitalised" (R3 3334; R3 1969): DENIED. Otherwise the ascendant\'s sub is in the constellation of planets signifying houses other than 6, 8 or 12, and "good health will be maintained" (R3 1970): PROMISED.',
      { starLordOfCsl: { houses: [6, 8, 12], signifying: 'denies' } },
    ),
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
    rule: ksk(
      'R3 4429',
      'The 6th cusp sub lord connected with 1, 2, 6 or 11 promises success; 5, 7, 8 and 12 go against it ("If lord of 1, 2, 6 and 11 are stronger than lords of 7, 8, 12 and 5, the native ever gains, wins the litigation", R3 4429).',
    ),
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
    rule: {
      basis: BASIS_OURS,
      source: 'sublord method',
      text: 'The 10th cusp sub lord connected with 1, 10 or 11 (the sublord method; the houses are R3 4301\'s, the cusp decisions.md\'s). KSK reads honour from another cusp: "If the sub lord of the ascendant is the significator or 1 and 10 houses, one does meritorious deed, held in high esteem" (R3 1532); that rule is not applied here (the 10th cusp is pinned for fame).',
    },
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
    rule: ksk(
      'R3 4155',
      '"For transfer judge houses 3, 9 and 12 which includes change of residence also. They should be connected with house 6 or 10" (R3 4155): the 10th cusp sub lord connected with 3, 6, 9, 10, 11 or 12 (11: "increase in income", R3 4156).',
    ),
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
    rule: ksk(
      'R3 2301',
      'The 6th cusp sub lord connected with 2, 6 or 11 ("receipt of money is indicated by the houses 2, 6, 10 and 11", R3 2301); 4, 5, 8 and 12 are the discharge of debts.',
    ),
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
    rule: ksk(
      'R3 2301, 2368',
      'The 12th cusp sub lord connected with 8 or 12 ("the discharge of debts can be read from the houses 4, 5, 8 and 12", R3 2301); 2, 6, 10 and 11, receipts, go against it.',
    ),
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
    source:
      "KSK R3 2497 (regaining what is lost is the 11th's), R3 2502 (significators of 2, 6 and 11)",
    rule: ksk(
      'R3 2497, 2502',
      '"To regain what one has lost is a fortune. Such fortunate results can be given only by the lord of the 11th house" (R3 2497): the 11th cusp sub lord connected with 2, 6 or 11 and not with 5, 8 or 12 (R3 2502, said of a thief\'s gain).',
    ),
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
    rule: {
      basis: BASIS_OURS,
      source: 'sublord method',
      text: 'The 6th cusp sub lord connected with 6, 8 or 12 (the sublord method). KSK reads whether one falls ill from the ascendant\'s sub lord (R3 3334, as health), and the disease itself from the 6th cusp\'s sub lord when it signifies "the houses 6 and also 1" (R3 3147, 3179); those rules are not applied to this question id.',
    },
  }),
  defineEvent({
    id: 'stock_market',
    title: 'Speculation and stock market gains',
    primaryCusp: 5,
    required: [5, 6, 11],
    negation: {
      houses: [8, 12],
      source: 'KSK R3 4701: "if the significator of 5 is the significator of 8 and 12 you lose"',
    },
    source:
      'KSK R3 4701 ("If the significator of 5 ... is also the significator of 6 and 11 you gain in speculation")',
    rule: ksk(
      'R3 4701',
      '"If the significator of 5 (giving you the mind, money and opportunity to speculate) is also the significator of 6 and 11 you gain in speculation. But if the significator of 5 is the significator of 8 and 12 you lose" (R3 4701): the 5th cusp sub lord connected with 5, 6 or 11.',
    ),
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
    rule: ksk(
      'R3 3007, 4429',
      'The 4th cusp sub lord connected with 4, 6, 9 or 11 (R3 3007; 6 and 11 to win a competition, R3 4429); 3, 5 and 8 end studies (R3 3004-3005).',
    ),
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
    rule: ksk(
      'R3 4339, 4429',
      'The 10th cusp sub lord connected with 1, 6, 9, 10 or 11 ("For politics, the most auspicious houses are 1, 6, 9, 10 and 11", R3 4339); 5, 7, 8 and 12 are the rival\'s (R3 4429).',
    ),
  }),
  defineEvent({
    id: 'reinstatement',
    title: 'Reinstatement in service',
    primaryCusp: 11,
    required: [2, 6, 10, 11],
    source:
      'KSK R3 4064 (the 11th CSL connected with 2, 6, 10 or 11 in any manner: a positive answer), R3 4070',
    rule: ksk(
      'R3 4064',
      '"The sub lord of the cusp of 11 is connected with any one of the houses 2, 6, 10 and 11 in any manner, the consultant will have the positive answer" (R3 4064).',
    ),
  }),
  defineEvent({
    id: 'partnership',
    title: 'Partnership',
    primaryCusp: 7,
    required: [2, 7, 10, 11],
    negation: {
      houses: [1, 6, 8, 12],
      source:
        'KSK R3 4675-4678 (significators of 6: the partner leaves; of 12: "you sever connection with him"); 1 and 8, the 7th\'s marakas, and its badhaka (R3 3454); the badhaka house is added per chart',
    },
    source:
      'KSK R3 4680 (a new partner "when the period of the planet signifying the 7th house is also the significator of the 11 house and the significator of the 11th should be connected with 2nd or 10th house"), R3 4675 ("Partner is indicated by the 7th house, Permanent tie is shown by the 11th house"), R3 3454 ("For partnership 7th Bhava is to be judged and for its longevity the Maraka and Bhadhakasthana of 7th are to be judged")',
    rule: ksk(
      'R3 3454, 4675-4680',
      '"For partnership 7th Bhava is to be judged and for its longevity the Maraka and Bhadhakasthana of 7th are to be judged" (R3 3454): the 7th cusp sub lord connected with 2, 7, 10 or 11 (R3 4680) promises it; 6 (the partner leaves), 12 (you sever it) (R3 4675-4678), the 7th\'s marakas 1 and 8 and its badhaka house go against it.',
      { badhakaOfPrimaryCusp: true },
    ),
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
