/** The nine grahas in the order used everywhere in responses (Sun … Ketu). */
export const GRAHAS = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
export type Graha = (typeof GRAHAS)[number];

/** The twelve signs from Aries; index 0 starts at 0° sidereal. */
export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type Sign = (typeof SIGNS)[number];

/** Supported ayanamsas (design/decisions.md, Astronomy). */
export const AYANAMSAS = ['kp', 'kp_new', 'kp_vp291', 'lahiri'] as const;
export type AyanamsaId = (typeof AYANAMSAS)[number];

export const NODE_TYPES = ['mean', 'true'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

/** Settings that move a number and are echoed in `meta`. */
export interface ChartSettings {
  ayanamsa: AyanamsaId;
  nodeType: NodeType;
}

export const DEFAULT_SETTINGS: ChartSettings = Object.freeze({ ayanamsa: 'kp', nodeType: 'mean' });

/** A UTC civil instant (proleptic Gregorian). Seconds may be fractional. */
export interface UtcInstant {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** House number 1-12. */
export type House = number;
