/**
 * The weekday of the Hindu day at the moment of a cast chart (the day lord among a horary judgment's
 * ruling planets, kp-doctrine §3.2; the birth weekday of a natal chart), deciding "before or after
 * this date's sunrise" from the chart itself when the moment is clearly on one side, and asking
 * `hinduDay` (SE's sunrise search) otherwise. The answer is always hinduDay's weekday; only the cost
 * differs (one rise search is about a third of a chart).
 *
 * Why it is safe. hinduDay's day starts at the latest sunrise (Sun's centre on the horizon, no
 * refraction: SE's Hindu rising) at or before the moment, on the local-mean-time date. At |latitude|
 * ≤ 60° the Sun rises every day (|δ| < 23.5°), between about 02:00 and 10:00 local mean time. The hour
 * angle the Sun has turned through since it was last at its rising hour angle −H₀ (cos H₀ =
 * −tan φ tan δ) is estimated from the Sun of the chart (tropical = sidereal + ayanamsa; mean obliquity;
 * Greenwich mean sidereal time). Its errors stay under 3° (δ's change over a day moves H₀ by under
 * 1.3° at 60°, α moves about 1°/day, the rest is arc seconds), so with a margin of one hour (15°)
 * "the last rise was after local midnight" (after this date's sunrise) and "it was before midnight"
 * (this date's sunrise is still to come) are certain; anything within the margin goes to hinduDay.
 */
import type { Chart } from '../chart/cast.js';
import type { Ephemeris } from '../ports.js';
import { weekdayOfJd } from '../time/julian.js';
import type { SunriseConvention } from '../transit/sun-days.js';
import { normalizeDegrees } from '../zodiac/signs.js';
import { type HinduDay, hinduDay } from './ruling-planets.js';

const RAD = Math.PI / 180;
/** Latitudes where the shortcut applies (see the header). */
const MAX_LATITUDE = 60;
/** Hours of certainty kept on each side of the decision. */
const MARGIN_HOURS = 1;
/** Mean obliquity (degrees); its change over 1800-2400 and nutation are under 0.01°. */
const OBLIQUITY = 23.44;

/** Greenwich mean sidereal time (degrees) at a UT Julian day (IAU 1982, without the tiny T² terms). */
function gmst(jdUt: number): number {
  return normalizeDegrees(280.46061837 + 360.98564736629 * (jdUt - 2451545));
}

/**
 * The Hindu day's weekday (0 = Sunday) at `jdUt`, equal to `hinduDay(...).weekday`. `chart` is the
 * chart of that moment (its Sun and ayanamsa are read). The one-hour margin also covers the
 * apparent sunrise (upper limb with refraction: a few minutes earlier, under 15 minutes at 60°).
 */
export function hinduWeekday(
  eph: Ephemeris,
  chart: Chart,
  jdUt: number,
  latitude: number,
  longitude: number,
  sunrise: SunriseConvention = 'hindu',
): number {
  if (Math.abs(latitude) <= MAX_LATITUDE) {
    const lambda = (chart.positions.Sun.longitude + chart.ayanamsa) * RAD;
    const e = OBLIQUITY * RAD;
    const alpha = Math.atan2(Math.cos(e) * Math.sin(lambda), Math.cos(lambda)) / RAD;
    const delta = Math.asin(Math.sin(e) * Math.sin(lambda));
    const h0 = Math.acos(-Math.tan(latitude * RAD) * Math.tan(delta)) / RAD;
    const hourAngle = gmst(jdUt) + longitude - alpha;
    // Hours since the Sun was last at its rising hour angle, and the local mean time of day.
    const sinceRise = normalizeDegrees(hourAngle + h0) / 15;
    const lmt = longitude / 360;
    const dayHours = (jdUt + lmt + 0.5 - Math.floor(jdUt + lmt + 0.5)) * 24;
    const lmtWeekday = weekdayOfJd(jdUt + lmt);
    // Near 0 h or 24 h the Sun is near its rising hour angle: the estimate cannot tell the side.
    if (sinceRise >= MARGIN_HOURS && sinceRise <= 24 - MARGIN_HOURS) {
      if (sinceRise <= dayHours - MARGIN_HOURS) return lmtWeekday;
      if (sinceRise >= dayHours + MARGIN_HOURS) return (lmtWeekday + 6) % 7;
    }
  }
  const day: HinduDay = hinduDay(eph, jdUt, latitude, longitude, sunrise);
  return day.weekday;
}
