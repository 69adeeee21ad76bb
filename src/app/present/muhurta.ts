/**
 * Muhurta windows → contract JSON (decisions.md "Muhurta and financial", Response): instants as ISO
 * 8601 local date-times at the birth place with the offset in force, the score and its reasons, and
 * what the Moon, the dasha, the panchang and the rising sign were at the best moment.
 */

import { WEEKDAYS } from '../../engine/kp/ruling-planets.js';
import type { MuhurtaWindow } from '../../engine/muhurta/scan.js';
import { SIGNS } from '../../engine/types.js';
import { karanaName, pakshaOf, tithiName, YOGA_NAMES } from '../../engine/vedic/panchang-names.js';
import { NAKSHATRAS } from '../../engine/zodiac/nakshatras.js';
import type { WallClock } from '../panchang.js';

export function windowRecord(w: MuhurtaWindow, rank: number, clock: WallClock) {
  const s = w.snapshot;
  return {
    rank,
    start: clock.iso(w.startJd),
    end: clock.iso(w.endJd),
    best: clock.iso(w.bestJd),
    score: w.score,
    reasons: w.reasons.map((r) => ({
      factor: r.factor,
      points: r.points,
      max: r.max,
      text: r.text,
    })),
    moon: {
      sign: SIGNS[s.moonSign],
      sign_lord: s.moonSignLord,
      nakshatra: NAKSHATRAS[s.nakshatra - 1],
      star_lord: s.moonStarLord,
      sub_lord: s.moonSubLord,
    },
    dasha: {
      mahadasha: s.dashaLords[0],
      antardasha: s.dashaLords[1],
      pratyantardasha: s.dashaLords[2],
    },
    panchang: {
      vara: WEEKDAYS[s.weekday],
      tithi: { index: s.tithi, name: tithiName(s.tithi), paksha: pakshaOf(s.tithi) },
      nakshatra: NAKSHATRAS[s.nakshatra - 1],
      yoga: YOGA_NAMES[s.yoga - 1],
      karana: karanaName(s.karana - 1),
    },
    lagna: {
      sign: SIGNS[s.lagnaSign],
      sign_lord: s.lagnaSignLord,
      star_lord: s.lagnaStarLord,
      sub_lord: s.lagnaSubLord,
      elected: s.electedLagna,
    },
  };
}

export type WindowRecord = ReturnType<typeof windowRecord>;
