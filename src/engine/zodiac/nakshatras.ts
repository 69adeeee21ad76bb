import type { Graha } from '../types.js';
import { normalizeDegrees } from './signs.js';

/** The 27 nakshatras from Ashwini (vedic-techniques.md §1.3 spellings). */
export const NAKSHATRAS = Object.freeze([
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const);
export type Nakshatra = (typeof NAKSHATRAS)[number];

/** Vimshottari order and years (kp-doctrine.md §2.1); the cycle starts at Ketu (Ashwini's lord). */
export const VIMSHOTTARI_ORDER: readonly Graha[] = Object.freeze([
  'Ketu',
  'Venus',
  'Sun',
  'Moon',
  'Mars',
  'Rahu',
  'Jupiter',
  'Saturn',
  'Mercury',
]);

export const VIMSHOTTARI_YEARS: Readonly<Record<Graha, number>> = Object.freeze({
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
});

export const VIMSHOTTARI_TOTAL_YEARS = 120;

/** Span of one nakshatra, degrees (13°20′). */
export const NAKSHATRA_SPAN = 360 / 27;
/** Span of one pada, degrees (3°20′). */
export const PADA_SPAN = 360 / 108;

/** Position of a graha in the Vimshottari cycle (0 = Ketu … 8 = Mercury). */
export function vimshottariIndex(graha: Graha): number {
  return VIMSHOTTARI_ORDER.indexOf(graha);
}

/** The lord `steps` places after `graha` in the Vimshottari cycle. */
export function vimshottariAfter(graha: Graha, steps: number): Graha {
  return VIMSHOTTARI_ORDER[(vimshottariIndex(graha) + steps) % 9] as Graha;
}

/** Star lord of nakshatra index 0-26. */
export function nakshatraLord(index: number): Graha {
  return VIMSHOTTARI_ORDER[index % 9] as Graha;
}

/** Nakshatra index 0-26 of a sidereal longitude. */
export function nakshatraIndexOf(longitude: number): number {
  return Math.min(26, Math.floor(normalizeDegrees(longitude) / NAKSHATRA_SPAN));
}

/** Pada 1-4 of a sidereal longitude: ⌊lon / 3°20′⌋ mod 4 + 1. */
export function padaOf(longitude: number): number {
  return (Math.min(107, Math.floor(normalizeDegrees(longitude) / PADA_SPAN)) % 4) + 1;
}
