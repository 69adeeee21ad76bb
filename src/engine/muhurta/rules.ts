/**
 * Classical panchang rules for the ten muhurta events (vedic-techniques §9.2, §9.1, §1.4). Facts only:
 * which nakshatras, tithis and weekdays each event accepts or avoids. How they are used (hard
 * exclusion or points) is decided in muhurta/score.ts and scan.ts.
 *
 * Reading of §9.2 (the table lists favourable stars, and for foreign travel and loans also stars to
 * avoid):
 * - where §9.2 gives an explicit avoid list, those nakshatras are excluded and the favourable ones
 *   earn points; where it gives only a favourable list, nakshatras outside it are the event's
 *   unsuitable ones (decisions.md hard requirement 4) and are excluded;
 * - weekdays: where §9.2 lists the good weekdays, the others are excluded; loans exclude Tuesday
 *   ("never borrow"); surgery lists Tuesday/Saturday as a preference (points, not exclusion), and
 *   foreign travel's disha-shool depends on the direction of travel, which the request does not give,
 *   so it is not applied;
 * - tithis: Rikta (4, 9, 14 of either paksha) and Amavasya are excluded for every event except
 *   surgery, for which §9.2 lists the Rikta tithis as suitable (Kalaprakasika ch. 31), so only
 *   Amavasya is excluded.
 */
import { NAKSHATRAS, type Nakshatra } from '../zodiac/nakshatras.js';

export interface MuhurtaRules {
  /** Favourable nakshatras (points). */
  goodNakshatras: readonly Nakshatra[];
  /** Nakshatras excluded outright. */
  avoidNakshatras: readonly Nakshatra[];
  /** Weekdays 0 = Sunday … 6 = Saturday that are allowed; the rest are excluded. */
  allowedWeekdays: readonly number[];
  /** Weekdays that earn points. */
  goodWeekdays: readonly number[];
  /** Tithis within the paksha (1-15) that earn points. */
  goodTithis: readonly number[];
  /** False only for surgery (see the header). */
  excludeRikta: boolean;
  /** Yogas (1-27) avoided for this event beyond the common list (loans: Vriddhi, 11). */
  extraBadYogas: readonly number[];
}

const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const COMMON_TITHIS = [2, 3, 5, 7, 10, 11, 13] as const;

/** Nakshatras not in `good`: the unsuitable ones of an event that lists only favourable stars. */
function outside(good: readonly Nakshatra[]): Nakshatra[] {
  return NAKSHATRAS.filter((n) => !good.includes(n));
}

const MARRIAGE_STARS: Nakshatra[] = [
  'Rohini',
  'Mrigashira',
  'Magha',
  'Uttara Phalguni',
  'Hasta',
  'Swati',
  'Anuradha',
  'Mula',
  'Uttara Ashadha',
  'Uttara Bhadrapada',
  'Revati',
];
const PROPERTY_STARS: Nakshatra[] = [
  'Rohini',
  'Uttara Phalguni',
  'Uttara Ashadha',
  'Uttara Bhadrapada',
  'Mrigashira',
  'Chitra',
  'Anuradha',
  'Revati',
  'Pushya',
  'Punarvasu',
];
const VEHICLE_STARS: Nakshatra[] = [
  'Ashwini',
  'Mrigashira',
  'Punarvasu',
  'Pushya',
  'Hasta',
  'Chitra',
  'Swati',
  'Anuradha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Revati',
];
const TRAVEL_GOOD: Nakshatra[] = [
  'Ashwini',
  'Mrigashira',
  'Punarvasu',
  'Pushya',
  'Hasta',
  'Anuradha',
  'Shravana',
  'Mula',
  'Dhanishta',
  'Revati',
];
const TRAVEL_AVOID: Nakshatra[] = [
  'Bharani',
  'Krittika',
  'Ardra',
  'Ashlesha',
  'Vishakha',
  'Purva Phalguni',
  'Purva Bhadrapada',
];
const BUSINESS_STARS: Nakshatra[] = [
  'Ashwini',
  'Pushya',
  'Hasta',
  'Rohini',
  'Uttara Phalguni',
  'Uttara Ashadha',
  'Uttara Bhadrapada',
  'Chitra',
  'Anuradha',
  'Revati',
  'Shravana',
];
const EDUCATION_STARS: Nakshatra[] = [
  'Ashwini',
  'Punarvasu',
  'Pushya',
  'Hasta',
  'Chitra',
  'Swati',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Revati',
  'Mrigashira',
  'Ardra',
  'Mula',
  'Purva Phalguni',
  'Purva Ashadha',
  'Purva Bhadrapada',
];
const JOB_STARS: Nakshatra[] = [
  'Ashwini',
  'Pushya',
  'Hasta',
  'Chitra',
  'Anuradha',
  'Revati',
  'Mrigashira',
  'Rohini',
  'Uttara Phalguni',
  'Uttara Ashadha',
  'Uttara Bhadrapada',
  'Shravana',
];
const LOAN_GOOD: Nakshatra[] = ['Ashwini', 'Pushya', 'Swati', 'Shravana', 'Shatabhisha'];
const LOAN_AVOID: Nakshatra[] = ['Krittika', 'Punarvasu', 'Mula', 'Dhanishta'];
const SURGERY_STARS: Nakshatra[] = ['Ardra', 'Jyeshtha', 'Ashlesha', 'Mula'];

/** §9.2, one row per muhurta event id. */
export const MUHURTA_RULES: Readonly<Record<string, MuhurtaRules>> = {
  marriage: {
    goodNakshatras: MARRIAGE_STARS,
    avoidNakshatras: outside(MARRIAGE_STARS),
    allowedWeekdays: [1, 3, 4, 5],
    goodWeekdays: [1, 3, 4, 5],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [],
  },
  property: {
    goodNakshatras: PROPERTY_STARS,
    avoidNakshatras: outside(PROPERTY_STARS),
    allowedWeekdays: [1, 3, 4, 5],
    goodWeekdays: [1, 3, 4, 5],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [],
  },
  vehicle: {
    goodNakshatras: VEHICLE_STARS,
    avoidNakshatras: outside(VEHICLE_STARS),
    allowedWeekdays: [1, 3, 4, 5],
    goodWeekdays: [1, 3, 4, 5],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [],
  },
  foreign_travel: {
    goodNakshatras: TRAVEL_GOOD,
    avoidNakshatras: TRAVEL_AVOID,
    allowedWeekdays: ALL_WEEKDAYS,
    goodWeekdays: [],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [],
  },
  business: {
    goodNakshatras: BUSINESS_STARS,
    avoidNakshatras: outside(BUSINESS_STARS),
    allowedWeekdays: [1, 3, 4, 5],
    goodWeekdays: [3, 4, 5],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [],
  },
  education: {
    goodNakshatras: EDUCATION_STARS,
    avoidNakshatras: outside(EDUCATION_STARS),
    allowedWeekdays: [0, 1, 3, 4, 5],
    goodWeekdays: [3, 4, 5],
    goodTithis: [2, 3, 5, 6, 10, 11, 12],
    excludeRikta: true,
    extraBadYogas: [],
  },
  higher_education: {
    goodNakshatras: EDUCATION_STARS,
    avoidNakshatras: outside(EDUCATION_STARS),
    allowedWeekdays: [0, 1, 3, 4, 5],
    // §9.2: "as education, emphasise Jupiter, 9th house, Thursday".
    goodWeekdays: [4],
    goodTithis: [2, 3, 5, 6, 10, 11, 12],
    excludeRikta: true,
    extraBadYogas: [],
  },
  job: {
    goodNakshatras: JOB_STARS,
    avoidNakshatras: outside(JOB_STARS),
    allowedWeekdays: [0, 1, 3, 4, 5],
    goodWeekdays: [0, 1, 3, 4, 5],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [],
  },
  loan: {
    goodNakshatras: LOAN_GOOD,
    avoidNakshatras: LOAN_AVOID,
    allowedWeekdays: [0, 1, 3, 4, 5, 6],
    goodWeekdays: [3],
    goodTithis: COMMON_TITHIS,
    excludeRikta: true,
    extraBadYogas: [11],
  },
  surgery: {
    goodNakshatras: SURGERY_STARS,
    avoidNakshatras: outside(SURGERY_STARS),
    allowedWeekdays: ALL_WEEKDAYS,
    goodWeekdays: [2, 6],
    goodTithis: [4, 9, 14],
    excludeRikta: false,
    extraBadYogas: [],
  },
};

/** Yogas commonly avoided in muhurta (§1.4, marked *): 1-based indices. */
export const BAD_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 17, 19, 27];

/** Rikta tithis within a paksha (§9.1 avoided periods). */
export const RIKTA_TITHIS: readonly number[] = [4, 9, 14];

/** Tithi 1-30 → its number within the paksha, 1-15. */
export function tithiInPaksha(index: number): number {
  return ((index - 1) % 15) + 1;
}

/** Tara bala (§9.1): count 1-27 from the birth nakshatra to the transit one, inclusive. */
export function taraCount(birthNakshatra: number, transitNakshatra: number): number {
  return ((transitNakshatra - birthNakshatra + 27) % 27) + 1;
}

export const TARA_NAMES = [
  'Janma',
  'Sampat',
  'Vipat',
  'Kshema',
  'Pratyak',
  'Sadhana',
  'Naidhana',
  'Mitra',
  'Parama-mitra',
] as const;

/** Chandra bala (§9.1): count 1-12 from the natal Moon sign to the transit Moon sign. */
export function signCount(natalSign: number, transitSign: number): number {
  return ((transitSign - natalSign + 12) % 12) + 1;
}

/**
 * The ids accepted by /api/v1/muhurta, in the order decisions.md ("Event catalog") lists them; each is
 * an event of the KP catalog (kp/events.ts), whose title is its label.
 */
export const MUHURTA_EVENT_IDS = [
  'property',
  'vehicle',
  'foreign_travel',
  'marriage',
  'business',
  'education',
  'higher_education',
  'job',
  'loan',
  'surgery',
] as const;
export type MuhurtaEventId = (typeof MUHURTA_EVENT_IDS)[number];
