import type { Graha } from '../types.js';

/**
 * Parashari graha drishti, sign to sign, counted inclusively from the graha's own sign
 * (vedic-techniques.md §8.1): every graha the 7th; Mars also 4th and 8th; Jupiter 5th and 9th;
 * Saturn 3rd and 10th. Nodes: 7th only (PyJHora's table; the Jupiter-like variant is not used).
 */
export const GRAHA_DRISHTI: Readonly<Record<Graha, readonly number[]>> = Object.freeze({
  Sun: [7],
  Moon: [7],
  Mars: [4, 7, 8],
  Mercury: [7],
  Jupiter: [5, 7, 9],
  Venus: [7],
  Saturn: [3, 7, 10],
  Rahu: [7],
  Ketu: [7],
});

/** True when a graha in sign `fromSign` (0-11) casts a full aspect on sign `toSign` (0-11). */
export function aspectsSign(graha: Graha, fromSign: number, toSign: number): boolean {
  const count = ((((toSign - fromSign) % 12) + 12) % 12) + 1;
  return GRAHA_DRISHTI[graha].includes(count);
}
