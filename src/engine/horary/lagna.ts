/**
 * The hour of a horary matter by the rising lagna (issue 21 §6): within the day the Moon confirms
 * (windows.ts `moonTransits`), the stretches when the ascendant rising at the judgment place is in a
 * sign owned by a ruling planet, the star of a fruitful significator and the sub of a fruitful
 * significator: the Moon's test one level deeper, because the sub is what changes within the hour.
 *
 * KSK (KP Reader III, raw OCR, cited R3 <line>): the ascendant stays in a sign about two hours and in a
 * star 50-58 minutes, and it is the ascendant's star, then its sub, that shows which matter comes at
 * which moment of a day (R3 117-121). He names the lagna at the moment of an event after the fact: a
 * mother's death "at night when lagna was in Poorvashada 15° in Dhanus", Jupiter's sign and the star of
 * the dasa lord Venus (R3 1644-1646); an air crash when the ascendant "might be 11° Capricorn, in the
 * constellation of Moon" (R3 1928-1929). Reader III has no forward horary prediction timed to the
 * hour by the lagna, so the rule here (sign lord a ruling planet, star and sub lords fruitful
 * significators) is our reading of those lines, the Moon's rule carried to the sub, not a rule KSK
 * states.
 *
 * Geometry: engine/muhurta/lagna.ts (one Placidus anchor per day, the ARMC advancing at the sidereal
 * rate; exact rising-sub boundaries). The place is the judgment place: the querist is assumed to be
 * where the question was judged.
 */
import { lagnaClock, risingSubs } from '../muhurta/lagna.js';
import type { Ephemeris } from '../ports.js';
import type { TransitSpan } from '../transit/scanner.js';
import type { ChartSettings, Graha } from '../types.js';

/** At most this many rising stretches are returned, earliest first. */
export const MAX_LAGNA_TRANSITS = 12;

/** A stretch during which one sub of a qualifying sign rises: the transit scanner's span shape. */
export type LagnaTransit = TransitSpan;

/**
 * The rising stretches of [startJd, endJd) (the Moon's confirmed day) whose sign lord is a ruling
 * planet and whose star and sub lords are fruitful significators (see the header). Throws
 * PolarLatitudeError where Placidus is undefined (the horary chart needs it too).
 */
export function lagnaTransits(
  eph: Ephemeris,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
  startJd: number,
  endJd: number,
  rulingPlanets: readonly Graha[],
  fruitful: readonly Graha[],
): LagnaTransit[] {
  if (!(endJd > startJd)) return [];
  const clock = lagnaClock(eph, startJd, latitude, longitude, settings);
  const out: LagnaTransit[] = [];
  for (const s of risingSubs(clock, startJd, endJd)) {
    if (!rulingPlanets.includes(s.signLord)) continue;
    if (!fruitful.includes(s.starLord) || !fruitful.includes(s.subLord)) continue;
    out.push({
      startJd: s.startJd,
      endJd: s.endJd,
      sign: s.signIndex,
      signLord: s.signLord,
      starLord: s.starLord,
      subLord: s.subLord,
    });
    if (out.length >= MAX_LAGNA_TRANSITS) break;
  }
  return out;
}
