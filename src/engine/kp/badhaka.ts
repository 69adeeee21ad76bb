/**
 * The badhaka (obstructing) house of a house, by the quality of the sign on its cusp: the 11th from a
 * movable sign, the 9th from a fixed sign, the 7th from a dual sign. Reader III states the fixed case
 * for the partnership of the 7th: "7th cusp falls in Scorpio which is a fixed sign. So 9th from it is
 * the Bhadhakasthana for it" (raw OCR line 3454-3455, "Longevity of Partnership"); the movable and dual
 * cases are the classical rule that sentence applies (the project's reading, said so in the reasoning).
 *
 * An event whose rule names the badhaka of its primary cusp (events.ts `badhakaOfPrimaryCusp`: the
 * partnership) gets it among its negating houses once a chart fixes that cusp's sign.
 */
import type { KpEvent } from './events.js';

/** Sign index 0-11 (Aries = 0) → 1 movable, 2 fixed, 3 dual. */
const QUALITY = [1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3] as const;
/** Houses counted from the cusp (the cusp's own house = 1st) for movable, fixed, dual. */
const COUNT: Readonly<Record<number, number>> = { 1: 11, 2: 9, 3: 7 };

/** The badhaka house (1-12) of `house` whose cusp lies in the sign `signIndex`. */
export function badhakaHouse(house: number, signIndex: number): number {
  const count = COUNT[QUALITY[((signIndex % 12) + 12) % 12] ?? 1] ?? 11;
  return ((house - 1 + count - 1) % 12) + 1;
}

/**
 * The event as judged in a chart whose primary cusp lies in `primaryCuspSign`: its badhaka house joins
 * the negating houses when its rule asks for it and the house is not one of the required ones. Other
 * events come back unchanged (the same object).
 */
export function withBadhaka(event: KpEvent, primaryCuspSign: number): KpEvent {
  if (event.rule.badhakaOfPrimaryCusp !== true) return event;
  const b = badhakaHouse(event.primaryCusp, primaryCuspSign);
  if (event.required.includes(b) || event.negating.includes(b)) return event;
  return { ...event, negating: [...event.negating, b].sort((x, y) => x - y) };
}
