/**
 * UTC offsets from the JS runtime's Intl (ICU) time zone data: the fallback when the system
 * zoneinfo is missing. ICU lacks the tz database's backzone, so pre-1970 history can be wrong
 * (style-and-ecosystem.md §5); that is why it is only the fallback.
 */
import { secondsFromCivil } from './civil.js';
import { isZoneAbbreviation } from './zone-abbreviations.js';

/** Whole-hour sampling finds offset changes; periods shorter than this could be missed. */
const SCAN_STEP_SECONDS = 3600;

/** Keyed by the runtime's own spelling only, so odd-cased input cannot grow it without bound. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function createFormatter(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = createFormatter(zone);
    formatters.set(zone, f);
  }
  return f;
}

/**
 * The runtime's spelling of a zone id, or undefined when Intl does not know it. Fixed-offset
 * strings ("+05:30"), which newer runtimes accept, are not IANA zones and are refused.
 */
export function intlCanonicalZone(zone: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(zone)) return undefined;
  // ICU's legacy abbreviations ("IST") are not IANA ids (zone-abbreviations.ts).
  if (isZoneAbbreviation(zone)) return undefined;
  try {
    return createFormatter(zone).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * UTC offset (seconds east) that Intl reports for a zone at Unix epoch seconds `t`.
 * @param zone A name returned by intlCanonicalZone.
 */
export function intlOffsetAt(zone: string, t: number): number {
  // Offsets change on whole seconds and Intl works in milliseconds.
  const whole = Math.floor(t);
  const parts = formatter(zone).formatToParts(new Date(whole * 1000));
  const field = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((p) => p.type === type);
    if (part === undefined) throw new Error(`Intl gave no ${type} for ${zone}`);
    return Number(part.value);
  };
  const era = parts.find((p) => p.type === 'era')?.value;
  const yearOfEra = field('year');
  const year = era === 'BC' || era === 'B' ? 1 - yearOfEra : yearOfEra;
  const wall = secondsFromCivil({
    year,
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  });
  return wall - whole;
}

/** Epoch seconds of each offset change in (from, to], found by sampling then bisection. */
export function intlChangeInstants(zone: string, from: number, to: number): number[] {
  const out: number[] = [];
  let a = Math.floor(from);
  let offsetA = intlOffsetAt(zone, a);
  while (a < to) {
    const b = Math.min(a + SCAN_STEP_SECONDS, Math.ceil(to));
    const offsetB = intlOffsetAt(zone, b);
    if (offsetB !== offsetA) {
      // Smallest second in (lo, hi] with hi's offset.
      let lo = a;
      let hi = b;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (intlOffsetAt(zone, mid) === offsetB) hi = mid;
        else lo = mid;
      }
      if (hi > from && hi <= to) out.push(hi);
    }
    a = b;
    offsetA = offsetB;
  }
  return out;
}
