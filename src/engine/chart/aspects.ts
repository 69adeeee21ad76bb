/**
 * Planetary aspects between the grahas, in the two systems KP practitioners read
 * (vedic-techniques.md §8): Parashari graha drishti, sign to sign (§8.1), and Western degree aspects
 * with PyJHora's orbs (§8.2; opposition 8°, where PyJHora sets none). Nodes cast only the 7th in the
 * Parashari table and take part in Western aspects like any point.
 */
import { GRAHAS, type Graha } from '../types.js';
import type { Chart } from './cast.js';
import { GRAHA_DRISHTI } from './drishti.js';

export interface VedicAspect {
  from: Graha;
  to: Graha;
  /** Sign count from the aspecting graha, inclusive (3, 4, 5, 7, 8, 9, 10). */
  drishti: number;
}

export interface WesternAspect {
  between: [Graha, Graha];
  aspect: 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition';
  /** Exact angle of the aspect, degrees. */
  angle: number;
  /** Actual separation, degrees [0, 180]. */
  separation: number;
  /** |separation − angle|, degrees. */
  orb: number;
  /** True when the faster body is moving towards exactness. */
  applying: boolean;
}

const WESTERN: Array<[WesternAspect['aspect'], number, number]> = [
  ['conjunction', 0, 8],
  ['sextile', 60, 7],
  ['square', 90, 8],
  ['trine', 120, 8],
  ['opposition', 180, 8],
];

export function vedicAspects(chart: Chart): VedicAspect[] {
  const out: VedicAspect[] = [];
  for (const from of GRAHAS) {
    const fs = chart.positions[from].signIndex;
    for (const to of GRAHAS) {
      if (to === from) continue;
      const count = ((((chart.positions[to].signIndex - fs) % 12) + 12) % 12) + 1;
      if (GRAHA_DRISHTI[from].includes(count)) out.push({ from, to, drishti: count });
    }
  }
  return out;
}

export function westernAspects(chart: Chart): WesternAspect[] {
  const out: WesternAspect[] = [];
  for (let i = 0; i < GRAHAS.length; i++) {
    for (let j = i + 1; j < GRAHAS.length; j++) {
      const a = GRAHAS[i] as Graha;
      const b = GRAHAS[j] as Graha;
      // Rahu and Ketu are always exactly opposite: not an aspect worth listing.
      if ((a === 'Rahu' && b === 'Ketu') || (a === 'Ketu' && b === 'Rahu')) continue;
      const pa = chart.positions[a];
      const pb = chart.positions[b];
      let d = Math.abs(pa.longitude - pb.longitude) % 360;
      if (d > 180) d = 360 - d;
      for (const [aspect, angle, maxOrb] of WESTERN) {
        const orb = Math.abs(d - angle);
        if (orb > maxOrb) continue;
        // Separation one minute of time later decides applying vs separating.
        const dt = 1 / 1440;
        let d2 = Math.abs(pa.longitude + pa.speed * dt - (pb.longitude + pb.speed * dt)) % 360;
        if (d2 > 180) d2 = 360 - d2;
        out.push({
          between: [a, b],
          aspect,
          angle,
          separation: d,
          orb,
          applying: Math.abs(d2 - angle) < orb,
        });
      }
    }
  }
  return out;
}
