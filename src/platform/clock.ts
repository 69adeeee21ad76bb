/**
 * The platform's only source of "now". Injected everywhere so tests can move across minutes, UTC days
 * and subscription expiry without sleeping.
 */

/** Returns the current time as Unix milliseconds. */
export type Clock = () => number;

/** The wall clock. */
export const systemClock: Clock = () => Date.now();

/** Milliseconds in one day; subscription periods and the daily quota window use it. */
export const DAY_MS = 86_400_000;
/** Milliseconds in one minute; the per-minute quota window uses it. */
export const MINUTE_MS = 60_000;
/** Milliseconds in one hour. */
export const HOUR_MS = 3_600_000;
