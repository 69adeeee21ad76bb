import { type Graha, SIGNS, type Sign } from '../types.js';

/** Lord (ruler) of each sign, Aries … Pisces (classical sign rulership; KP uses the same). */
export const SIGN_LORDS: readonly Graha[] = Object.freeze([
  'Mars',
  'Venus',
  'Mercury',
  'Moon',
  'Sun',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Saturn',
  'Jupiter',
]);

/** Normalises any angle in degrees to [0, 360). */
export function normalizeDegrees(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
}

/** Index 0-11 of the sign containing a sidereal longitude (degrees). */
export function signIndexOf(longitude: number): number {
  return Math.min(11, Math.floor(normalizeDegrees(longitude) / 30));
}

export function signOf(longitude: number): Sign {
  return SIGNS[signIndexOf(longitude)] as Sign;
}

export function signLordOfIndex(signIndex: number): Graha {
  return SIGN_LORDS[((signIndex % 12) + 12) % 12] as Graha;
}

/** Signs (0-based indexes) owned by a graha; empty for the nodes, which own no sign. */
export function signsOwnedBy(graha: Graha): number[] {
  const out: number[] = [];
  SIGN_LORDS.forEach((lord, i) => {
    if (lord === graha) out.push(i);
  });
  return out;
}

/** Degrees within the sign, [0, 30). */
export function degreeInSign(longitude: number): number {
  return normalizeDegrees(longitude) - signIndexOf(longitude) * 30;
}

/**
 * Formats degrees within the sign as the contract's `DD°MM′` (minutes truncated, never rounded up
 * into the next degree, so the text never claims a later sub than the number).
 */
export function formatDegMin(longitude: number): string {
  const inSign = degreeInSign(longitude);
  const totalMinutes = Math.floor(inSign * 60 + 1e-9);
  const d = Math.floor(totalMinutes / 60);
  const m = totalMinutes % 60;
  return `${String(d).padStart(2, '0')}°${String(m).padStart(2, '0')}′`;
}

/** Formats degrees within the sign as `DD°MM′SS″` (seconds truncated). */
export function formatDegMinSec(longitude: number): string {
  const inSign = degreeInSign(longitude);
  const totalSeconds = Math.floor(inSign * 3600 + 1e-7);
  const d = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  return `${String(d).padStart(2, '0')}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}
