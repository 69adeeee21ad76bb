import { normalizeDegrees } from '../zodiac/signs.js';

/**
 * Placidus house (1-12) of a sidereal longitude: the house whose cusp is the last one at or before
 * the point going forward through the zodiac; a house runs from its cusp to the next (KP, kp-doctrine §9).
 * `cusps` holds 12 sidereal cusp longitudes, index 0 = house 1.
 */
export function houseOf(longitude: number, cusps: readonly number[]): number {
  const lon = normalizeDegrees(longitude);
  for (let h = 0; h < 12; h++) {
    const start = cusps[h] as number;
    const end = cusps[(h + 1) % 12] as number;
    const width = normalizeDegrees(end - start);
    if (normalizeDegrees(lon - start) < width) return h + 1;
  }
  // Unreachable for 12 cusps that go round the circle once; kept total for safety.
  return 12;
}

/** Whole-sign house count from one sign index to another: ((to − from) mod 12) + 1. */
export function signDistance(fromSign: number, toSign: number): number {
  return ((((toSign - fromSign) % 12) + 12) % 12) + 1;
}

/** Houses 1-12 of each 12-bit mask (bit h − 1 = house h), ascending; computed once, copied per use. */
const HOUSES_OF_MASK: readonly (readonly number[])[] = Array.from({ length: 4096 }, (_, mask) => {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (mask & (1 << (h - 1))) out.push(h);
  return out;
});

/**
 * The houses (1-12, ascending) of a house mask, as a fresh array the caller owns. A copy of a table
 * row: exactly as long as it needs to be, where an array grown by `push` holds spare room (a birth
 * chart asks for about 200 of these; issue 22 §3, fourth round). Bits above the 12th are ignored.
 */
export function housesOfMask(mask: number): number[] {
  return (HOUSES_OF_MASK[mask & 0xfff] as readonly number[]).slice();
}
