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
    Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + c.day + dayFraction + b - 1524.5
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

/** YYYY-MM-DD of a Julian day shifted by a UTC offset in hours (the local civil date). */
export function isoDate(jd: number, utcOffsetHours = 0): string {
  // Round to the second first so that 23:59:59.9 does not print as the previous day.
  const c = civilFromJd(Math.round((jd + utcOffsetHours / 24) * 86400) / 86400);
  if (c.hour === 24) return isoDate(jd + 1e-6, utcOffsetHours);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** Day of week 0 = Sunday … 6 = Saturday of the civil date containing `jd` (already local). */
export function weekdayOfJd(jd: number): number {
  return (Math.floor(jd + 0.5) + 1) % 7;
}
