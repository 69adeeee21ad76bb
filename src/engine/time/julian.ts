/**
 * Pure Julian-day ↔ proleptic Gregorian conversions (Meeus, Astronomical Algorithms ch. 7).
 * Used for labelling dates (dasha periods); the ephemeris does its own UTC/UT1 conversion.
 */
import type { UtcInstant } from '../types.js';

/** Julian day of a proleptic Gregorian civil instant (no ΔT, no leap seconds). */
export function jdFromCivil(c: UtcInstant): number {
  let y = c.year;
  let m = c.month;
  if (m <= 2) {
    y -= 1;
    m += 12;
  }
  const a = Math.floor(y / 100);
  const b = 2 - a + Math.floor(a / 4);
  const dayFraction = (c.hour + c.minute / 60 + c.second / 3600) / 24;
  return (
    Math.floor(365.25 * (y + 4716)) +
    Math.floor(30.6001 * (m + 1)) +
    c.day +
    dayFraction +
    b -
    1524.5
  );
}

/** Proleptic Gregorian civil instant of a Julian day. */
export function civilFromJd(jd: number): UtcInstant {
  const z = Math.floor(jd + 0.5);
  const f = jd + 0.5 - z;
  const alpha = Math.floor((z - 1867216.25) / 36524.25);
  const a = z + 1 + alpha - Math.floor(alpha / 4);
  const b = a + 1524;
  const c = Math.floor((b - 122.1) / 365.25);
  const d = Math.floor(365.25 * c);
  const e = Math.floor((b - d) / 30.6001);
  const day = b - d - Math.floor(30.6001 * e);
  const month = e < 14 ? e - 1 : e - 13;
  const year = month > 2 ? c - 4716 : c - 4715;
  const totalSeconds = Math.round(f * 86400);
  return {
    year,
    month,
    day,
    hour: Math.floor(totalSeconds / 3600),
    minute: Math.floor((totalSeconds % 3600) / 60),
    second: totalSeconds % 60,
  };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** '00'…'31': month and day texts looked up, not padded, because a chart labels ~200 dates. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 32 }, (_, n) => pad(n));

/**
 * YYYY-MM-DD of the civil date containing a Julian day shifted by a UTC offset in hours (the local
 * date). Integer day arithmetic (days-from-civil inverse, H. Hinnant), fast enough for dasha tables.
 */
export function isoDate(jd: number, utcOffsetHours = 0): string {
  // Julian day 2440587.5 is 1970-01-01T00:00Z; count whole local days from there.
  const z = Math.floor(jd + utcOffsetHours / 24 - 2440587.5 + 1e-9) + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  // Four-digit years (all of the ephemeris' usual range) need no padding.
  const y = year >= 1000 && year <= 9999 ? `${year}` : pad(year, 4);
  return `${y}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** Day of week 0 = Sunday … 6 = Saturday of the civil date containing `jd` (already local). */
export function weekdayOfJd(jd: number): number {
  return (Math.floor(jd + 0.5) + 1) % 7;
}
