/**
 * Vedic details of a birth moment (`vedic_details` in the birth chart): lagna and Moon sign with their
 * lords, the Moon's nakshatra and pada, and the panchang limbs in force at the birth instant (tithi,
 * yoga, karana; vedic-techniques.md §1.1) with the Hindu weekday (sunrise to sunrise, §1.1 Vara).
 */
import type { Chart } from '../chart/cast.js';
import { type HinduDay, WEEKDAY_LORDS, WEEKDAYS } from '../kp/ruling-planets.js';
import type { Graha } from '../types.js';
import { limbAngleOf, limbIndexOf } from './panchang.js';
import { karanaName, pakshaOf, tithiName, YOGA_NAMES } from './panchang-names.js';

export interface BirthDetails {
  lagnaSign: string;
  lagnaLord: Graha;
  moonSign: string;
  moonSignLord: Graha;
  nakshatra: string;
  nakshatraLord: Graha;
  pada: number;
  tithi: { index: number; name: string; paksha: string };
  yoga: { index: number; name: string };
  karana: { slot: number; name: string };
  weekday: string;
  weekdayLord: Graha;
}

/** `day` is the Hindu day of the birth moment (only its weekday is read; sunrise to sunrise). */
export function birthDetails(chart: Chart, day: Pick<HinduDay, 'weekday'>): BirthDetails {
  const asc = chart.cusps[0];
  if (!asc) throw new Error('chart has no cusps');
  const sun = chart.positions.Sun;
  const moon = chart.positions.Moon;
  const tithi = limbIndexOf('tithi', limbAngleOf('tithi', sun, moon).angle);
  const yoga = limbIndexOf('yoga', limbAngleOf('yoga', sun, moon).angle);
  const karanaSlot = limbIndexOf('karana', limbAngleOf('karana', sun, moon).angle);
  return {
    lagnaSign: asc.sign,
    lagnaLord: asc.signLord,
    moonSign: moon.sign,
    moonSignLord: moon.signLord,
    nakshatra: moon.nakshatra,
    nakshatraLord: moon.starLord,
    pada: moon.pada,
    tithi: { index: tithi, name: tithiName(tithi), paksha: pakshaOf(tithi) },
    yoga: { index: yoga, name: YOGA_NAMES[yoga - 1] ?? '' },
    karana: { slot: karanaSlot, name: karanaName(karanaSlot - 1) },
    weekday: WEEKDAYS[day.weekday] as string,
    weekdayLord: WEEKDAY_LORDS[day.weekday] as Graha,
  };
}
