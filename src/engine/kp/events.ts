/**
 * The event catalog: one data module defines every event id with its title, primary cusp, required and
 * negating houses, polarity and source (decisions.md "Event catalog"; house sets from kp-doctrine.md
 * §5.2; where §5.2 gives no negation, the negating houses are the 12th from each required house, and
 * the source says "derived").
 *
 * Polarity: for an `unwanted` topic (divorce, disease, surgery, workplace trouble) DENIED is the
 * favourable outcome (api-contract "Polarity").
 */

export type Polarity = 'wanted' | 'unwanted';

export interface KpEvent {
  id: string;
  title: string;
  primaryCusp: number;
  required: readonly number[];
  negating: readonly number[];
  polarity: Polarity;
  /** Where the house sets come from (kp-doctrine section and its sources). */
  source: string;
  /** True for the 18 natal prediction domains of the birth chart, in catalog order. */
  natal: boolean;
}

const e = (
  id: string,
  title: string,
  primaryCusp: number,
  required: number[],
  negating: number[],
  source: string,
  natal: boolean,
  polarity: Polarity = 'wanted',
): KpEvent =>
  Object.freeze({
    id,
    title,
    primaryCusp,
    required: Object.freeze(required),
    negating: Object.freeze(negating),
    polarity,
    source,
    natal,
  });

/** Every event id, natal domains first in the order the birth chart lists them. */
export const EVENT_CATALOG: readonly KpEvent[] = Object.freeze([
  e(
    'marriage',
    'Marriage',
    7,
    [2, 7, 11],
    [1, 6, 10],
    'kp-doctrine §5.2 (KSK Reader III; 12 = separation)',
    true,
  ),
  e(
    'divorce',
    'Divorce or separation',
    7,
    [1, 6, 10, 12],
    [2, 7, 11],
    'kp-doctrine §5.2 (KP rules compiled)',
    true,
    'unwanted',
  ),
  e(
    'children',
    'Children',
    5,
    [2, 5, 11],
    [1, 4, 10],
    'kp-doctrine §5.2 (KSK Reader III, verbatim rule)',
    true,
  ),
  e(
    'education',
    'Education',
    4,
    [4, 9, 11],
    [3, 5, 8],
    'kp-doctrine §5.2 (KSK Reader III, Education)',
    true,
  ),
  e(
    'higher_education',
    'Higher education',
    9,
    [4, 9, 11],
    [3, 5, 8],
    'kp-doctrine §5.2 (KSK Reader III)',
    true,
  ),
  e(
    'job',
    'Job or service',
    10,
    [2, 6, 10, 11],
    [1, 5, 9, 12],
    'kp-doctrine §5.2 (KSK: 2, 6, 10 service; 1, 5, 9 their 12ths)',
    true,
  ),
  e(
    'business',
    'Business',
    10,
    [2, 7, 10, 11],
    [5, 8, 12],
    'kp-doctrine §5.2 (KSK Reader III)',
    true,
  ),
  e(
    'promotion',
    'Promotion',
    10,
    [2, 6, 10, 11],
    [1, 5, 8, 9, 12],
    'kp-doctrine §5.2 (KSK Reader III)',
    true,
  ),
  e(
    'wealth',
    'Wealth',
    2,
    [2, 6, 11],
    [1, 5, 10],
    'kp-doctrine §7.2 (2nd CSL with 6 and 11: gains); negations derived (12th rule)',
    true,
  ),
  e(
    'property',
    'Property',
    4,
    [4, 11, 12],
    [3, 5, 10],
    'kp-doctrine §5.2 (KSK: 4 possession, 12 paying out, 11 gain)',
    true,
  ),
  e('vehicle', 'Vehicle', 4, [4, 11, 12], [3, 8], 'kp-doctrine §5.2 (KSK Conveyance)', true),
  e(
    'foreign_travel',
    'Foreign travel',
    12,
    [3, 9, 12],
    [2, 4, 8, 11],
    'kp-doctrine §5.2 (KSK; 4 stay home; 2, 8, 11 derived)',
    true,
  ),
  e(
    'foreign_settlement',
    'Settlement abroad',
    12,
    [3, 9, 12],
    [2, 4, 11],
    'kp-doctrine §5.2',
    true,
  ),
  e(
    'health',
    'Health',
    1,
    [1, 5, 11],
    [6, 8, 12],
    'kp-doctrine §5.2 (cure: 1, 5 = 12th of 6, 11 = 12th of 12)',
    true,
  ),
  e(
    'litigation',
    'Litigation (winning)',
    6,
    [1, 6, 11],
    [5, 8, 12],
    'kp-doctrine §5.2 (KSK: 6 = 12th of 7)',
    true,
  ),
  e(
    'love_affair',
    'Love affair',
    5,
    [5, 7, 11],
    [4, 6, 10, 12],
    'kp-doctrine §5.2 (KP rules compiled)',
    true,
  ),
  e(
    'fame',
    'Fame and honour',
    10,
    [1, 10, 11],
    [8, 9, 12],
    'kp-doctrine §5.2 (KSK: lagna CSL on 1 and 10)',
    true,
  ),
  e(
    'inheritance',
    'Inheritance',
    8,
    [2, 8, 11],
    [1, 7, 9],
    'kp-doctrine §5.2 (KSK: 2nd CSL on 2 and 8)',
    true,
  ),
  // Further ids for questions (horary, question classification).
  e(
    'job_change',
    'Change of job',
    10,
    [3, 6, 9, 10, 11, 12],
    [4, 8],
    'kp-doctrine §5.2 (KSK: 3, 9, 12 with 6 or 10)',
    false,
  ),
  e(
    'property_sale',
    'Sale of property',
    4,
    [3, 5, 10],
    [2, 4, 9],
    'kp-doctrine §5.2; negations derived (12th rule)',
    false,
  ),
  e(
    'loan',
    'Getting a loan',
    6,
    [2, 6, 11],
    [4, 5, 8, 12],
    'kp-doctrine §5.2 (KSK Reader III)',
    false,
  ),
  e(
    'loan_repayment',
    'Repaying a loan',
    12,
    [8, 12],
    [2, 6, 10, 11],
    'kp-doctrine §5.2 (KSK Reader III)',
    false,
  ),
  e(
    'lost_property',
    'Recovery of lost property',
    11,
    [2, 6, 11],
    [5, 8, 12],
    'kp-doctrine §5.2 (KSK theft case)',
    false,
  ),
  e(
    'missing_person',
    'Return of a missing person',
    11,
    [2, 8, 11],
    [3, 9, 12],
    'kp-doctrine §5.2 (compiled rule; negations derived)',
    false,
  ),
  e('bail', 'Bail or release', 11, [2, 11], [3, 8, 12], 'kp-doctrine §5.2 (KSK Reader III)', false),
  e(
    'surgery',
    'Surgery or accident',
    8,
    [8, 12],
    [1, 5, 11],
    'kp-doctrine §5.2',
    false,
    'unwanted',
  ),
  e('disease', 'Disease', 6, [6, 8, 12], [1, 5, 11], 'kp-doctrine §5.2', false, 'unwanted'),
  e(
    'stock_market',
    'Speculation and stock market gains',
    5,
    [2, 5, 6, 11],
    [7, 8, 12],
    'kp-doctrine §5.2 (KSK Reader III)',
    false,
  ),
  e(
    'donation',
    'Donation or charity',
    12,
    [5, 8, 9, 12],
    [2, 3, 6, 11],
    'kp-doctrine §5.2 (KSK: giving = receiving counted from 7)',
    false,
  ),
  e(
    'workplace_trouble',
    'Trouble at work',
    10,
    [5, 8, 9, 12],
    [2, 6, 10, 11],
    'kp-doctrine §5.2 (derived grouping)',
    false,
    'unwanted',
  ),
  e(
    'gratuity_insurance',
    'Gratuity or insurance money',
    8,
    [2, 8, 11],
    [7, 9, 12],
    'kp-doctrine §5.2 (KSK Reader III)',
    false,
  ),
  e('siblings', 'Siblings', 3, [1, 3, 11], [6, 8, 10], 'kp-doctrine §5.2 (KSK Reader III)', false),
  e(
    'mother',
    "Mother's wellbeing",
    4,
    [2, 4, 8],
    [3, 9, 11],
    'kp-doctrine §5.2 (4th as her lagna; derived by rotation)',
    false,
  ),
  e(
    'father',
    "Father's wellbeing",
    9,
    [1, 7, 9],
    [2, 4, 8],
    'kp-doctrine §5.2 (9th as his lagna; derived by rotation)',
    false,
  ),
  e(
    'examination',
    'Passing an examination',
    4,
    [4, 6, 9, 11],
    [3, 5, 8],
    'kp-doctrine §5.2 (education; competitive exam adds 6)',
    false,
  ),
  e(
    'travel',
    'Domestic journey',
    3,
    [3, 9, 11],
    [2, 4, 8],
    'kp-doctrine §5.2 (3 short journeys; negations derived, 4 = staying home)',
    false,
  ),
  e(
    'general',
    'General question (no rule matched)',
    11,
    [1, 2, 11],
    [5, 8, 12],
    'kp-doctrine §5.2 (11th: fulfilment of desire; negations derived)',
    false,
  ),
]);

const BY_ID = new Map(EVENT_CATALOG.map((ev) => [ev.id, ev]));

/** The event with this id, or undefined. */
export function eventById(id: string): KpEvent | undefined {
  return BY_ID.get(id);
}

/** The 18 natal prediction domains, in catalog order. */
export const NATAL_EVENTS: readonly KpEvent[] = EVENT_CATALOG.filter((ev) => ev.natal);
