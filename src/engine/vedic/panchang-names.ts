/**
 * Panchang tables (facts, no logic beyond lookups): tithi, yoga and karana names, the weekday eighths
 * of Rahu kalam / Yamagandam / Gulika kalam, the choghadiya sequences and the Amrit kalam ghatis.
 * Every table cites its section of ../shared/reference/vedic-techniques.md.
 */
import type { Graha } from '../types.js';

/** Tithi names 1-15 of each paksha; 15 = Purnima in Shukla, 30 = Amavasya in Krishna (§1.2). */
const TITHI_BASE_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
] as const;

export type Paksha = 'Shukla' | 'Krishna';

/** Name of tithi 1-30 (§1.2): 1-14 and 16-29 repeat the same names; 15 Purnima, 30 Amavasya. */
export function tithiName(index: number): string {
  if (index === 15) return 'Purnima';
  if (index === 30) return 'Amavasya';
  const name = TITHI_BASE_NAMES[(index - 1) % 15];
  if (name === undefined) throw new RangeError(`tithi index ${index} outside 1-30`);
  return name;
}

/** Paksha of tithi 1-30 (§1.1): Shukla (waxing) for 1-15, Krishna (waning) for 16-30. */
export function pakshaOf(index: number): Paksha {
  return index <= 15 ? 'Shukla' : 'Krishna';
}

/** The 27 yogas (§1.4), index 0 = Vishkambha. */
export const YOGA_NAMES = Object.freeze([
  'Vishkambha',
  'Priti',
  'Ayushman',
  'Saubhagya',
  'Shobhana',
  'Atiganda',
  'Sukarma',
  'Dhriti',
  'Shula',
  'Ganda',
  'Vriddhi',
  'Dhruva',
  'Vyaghata',
  'Harshana',
  'Vajra',
  'Siddhi',
  'Vyatipata',
  'Variyan',
  'Parigha',
  'Shiva',
  'Siddha',
  'Sadhya',
  'Shubha',
  'Shukla',
  'Brahma',
  'Indra',
  'Vaidhriti',
] as const);

/** The seven movable (chara) karanas in their repeating order (§1.5). */
const MOVABLE_KARANAS = [
  'Bava',
  'Balava',
  'Kaulava',
  'Taitila',
  'Gara',
  'Vanija',
  'Vishti',
] as const;

/** The 11 karanas: the seven movable ones in their cycle, then the four fixed ones (§1.5). */
export const KARANAS = Object.freeze([
  ...MOVABLE_KARANAS,
  'Shakuni',
  'Chatushpada',
  'Naga',
  'Kimstughna',
] as const);

/**
 * Karana of half-tithi slot k = floor(E / 6°), 0-59 (§1.5): slot 0 Kimstughna; 1-56 the movable cycle
 * [(k − 1) mod 7]; 57 Shakuni; 58 Chatushpada; 59 Naga.
 */
export function karanaName(slot: number): string {
  if (!Number.isInteger(slot) || slot < 0 || slot > 59) {
    throw new RangeError(`karana slot ${slot} outside 0-59`);
  }
  if (slot === 0) return 'Kimstughna';
  if (slot === 57) return 'Shakuni';
  if (slot === 58) return 'Chatushpada';
  if (slot === 59) return 'Naga';
  return MOVABLE_KARANAS[(slot - 1) % 7] as string;
}

/**
 * Which eighth of the daytime (1-8, from sunrise) each period occupies, by weekday 0 = Sunday …
 * 6 = Saturday (§1.8; PJH `drik.trikalam`, the "Mother Saw Father Wearing The Turban Slowly" order).
 */
export const RAHU_KALAM_PART = Object.freeze([8, 2, 7, 5, 6, 4, 3]);
export const YAMAGANDAM_PART = Object.freeze([5, 4, 3, 2, 1, 7, 6]);
export const GULIKA_KALAM_PART = Object.freeze([7, 6, 5, 4, 3, 2, 1]);

export type ChoghadiyaKind = 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';

/** Good kinds: Amrit, Shubh, Labh, Char; bad: Udveg, Kaal, Rog (§1.9). */
export const CHOGHADIYA_GOOD: ReadonlySet<ChoghadiyaKind> = new Set([
  'Amrit',
  'Shubh',
  'Labh',
  'Char',
]);

/** The planet ruling each choghadiya kind (§1.9 pattern note). */
export const CHOGHADIYA_LORD: Readonly<Record<ChoghadiyaKind, Graha>> = Object.freeze({
  Udveg: 'Sun',
  Char: 'Venus',
  Labh: 'Mercury',
  Amrit: 'Moon',
  Kaal: 'Saturn',
  Shubh: 'Jupiter',
  Rog: 'Mars',
});

/** Daytime choghadiya, 8 slots from sunrise, by weekday 0 = Sunday (§1.9 table). */
export const DAY_CHOGHADIYA: readonly (readonly ChoghadiyaKind[])[] = Object.freeze([
  ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg'],
  ['Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit'],
  ['Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'],
  ['Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh'],
  ['Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh'],
  ['Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg', 'Char'],
  ['Kaal', 'Shubh', 'Rog', 'Udveg', 'Char', 'Labh', 'Amrit', 'Kaal'],
]);

/** Night choghadiya, 8 slots from sunset to the next sunrise, by weekday 0 = Sunday (§1.9 table). */
export const NIGHT_CHOGHADIYA: readonly (readonly ChoghadiyaKind[])[] = Object.freeze([
  ['Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh'],
  ['Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char'],
  ['Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal'],
  ['Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg'],
  ['Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit'],
  ['Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog'],
  ['Labh', 'Udveg', 'Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh'],
]);

/**
 * Amrit kalam (Amrita ghadiya): ghatis (1/60 of the nakshatra's actual duration) after the start of
 * nakshatra 1-27 at which the 4-ghati window begins (§1.9; PJH `drik.amrita_gadiya`, after
 * K. Ramakumar, "Panchangam Calculations"). Index 0 = Ashwini.
 */
export const AMRIT_KALAM_GHATI = Object.freeze([
  42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42,
  40, 48, 54,
]);

/** Length of the Amrit kalam window, ghatis of the nakshatra (§1.9). */
export const AMRIT_KALAM_LENGTH_GHATI = 4;
