/**
 * Local wall time at a place → UTC, with the policy of decisions.md (Time zones):
 * `utcOffsetHours` beats `timezone` beats the coordinate lookup; a wall time inside a DST gap is
 * read with the offset in force before the change ('nonexistent'); one inside an overlap is read
 * as the earlier instant ('ambiguous').
 */
import { DomainError } from '../engine/errors.js';
import type { UtcInstant } from '../engine/types.js';
import {
  type CivilDateTime,
  civilFromSeconds,
  daysInMonth,
  secondsFromCivil,
  utcInstantFromEpoch,
} from './civil.js';
import { unknownZone, type ZoneRules } from './zones.js';

/** What a request says about when and where. */
export interface LocalTimeInput {
  /** Local civil date, YYYY-MM-DD (proleptic Gregorian). */
  date: string;
  /** Local wall time, HH:MM or HH:MM:SS, 24-hour. */
  time: string;
  /** Degrees north. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
  /** IANA zone id; overrides the coordinate lookup. */
  timezone?: string | undefined;
  /** Fixed UTC offset in hours, -14..14; overrides `timezone` and the lookup. */
  utcOffsetHours?: number | undefined;
}

/** How a wall time mapped onto the zone's timeline. */
export type LocalTimeStatus = 'ok' | 'ambiguous' | 'nonexistent';

/** The resolved instant and how it was obtained. */
export interface ResolvedTime {
  /** IANA zone id used, or a fixed-offset label such as `UTC+05:30` when utcOffsetHours was sent. */
  timezone: string;
  /** UTC offset actually applied, hours east (full precision: seconds / 3600, e.g. 5.352777…). */
  utcOffsetHours: number;
  localTimeStatus: LocalTimeStatus;
  /** The instant as a UTC civil time. */
  utc: UtcInstant;
  /** The instant as Unix epoch seconds (UT). */
  epochSeconds: number;
}

/** A wall time's reading in one zone. */
export interface WallTimeResolution {
  /** Unix epoch seconds of the chosen instant. */
  epochSeconds: number;
  /** UTC offset applied, seconds east. */
  offsetSeconds: number;
  status: LocalTimeStatus;
}

/** A UT instant shown on a zone's wall clock. */
export interface LocalDateTime {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS, rounded to the nearest second. */
  time: string;
  /** UTC offset in force, seconds east. */
  offsetSeconds: number;
}

/** No tz offset reaches ±26 h, so every reading of a wall time lies within this of it. */
const SEARCH_WINDOW_SECONDS = 26 * 3600;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const FIXED_LABEL = /^UTC([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Parses `YYYY-MM-DD` and `HH:MM[:SS]` into civil fields, rejecting dates that do not exist in the
 * calendar (DomainError INVALID_DATE on 'date', INVALID_TIME on 'time').
 */
export function parseLocalDateTime(date: string, time: string): CivilDateTime {
  const d = DATE.exec(date);
  const year = Number(d?.[1]);
  const month = Number(d?.[2]);
  const day = Number(d?.[3]);
  if (d === null || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new DomainError(
      'INVALID_DATE',
      'date',
      `"${date}" is not a calendar date; use YYYY-MM-DD, e.g. 1984-06-21.`,
    );
  }
  const t = TIME.exec(time);
  const hour = Number(t?.[1]);
  const minute = Number(t?.[2]);
  const second = Number(t?.[3] ?? 0);
  if (t === null || hour > 23 || minute > 59 || second > 59) {
    throw new DomainError(
      'INVALID_TIME',
      'time',
      `"${time}" is not a time of day; use 24-hour HH:MM or HH:MM:SS, e.g. 14:05.`,
    );
  }
  return { year, month, day, hour, minute, second };
}

/**
 * Reads a wall time (seconds from 1970-01-01T00:00 on the zone's local clock) in an IANA zone.
 * Gap → offset before the change, 'nonexistent'; overlap → earlier instant, 'ambiguous'.
 */
export function wallTimeToEpoch(
  zone: string,
  wallSeconds: number,
  rules: ZoneRules,
): WallTimeResolution {
  const from = wallSeconds - SEARCH_WINDOW_SECONDS;
  const transitions = rules.transitionsBetween(zone, from, wallSeconds + SEARCH_WINDOW_SECONDS);
  // Periods of constant offset covering the window; period k starts at transition k - 1.
  const readings: number[] = [];
  let offset = rules.offsetSecondsAt(zone, from);
  for (let k = 0; k <= transitions.length; k++) {
    const start = transitions[k - 1]?.epochSeconds ?? Number.NEGATIVE_INFINITY;
    const end = transitions[k]?.epochSeconds ?? Number.POSITIVE_INFINITY;
    if (k > 0) offset = transitions[k - 1]?.offsetAfter ?? offset;
    const t = wallSeconds - offset;
    if (t >= start && t < end) readings.push(offset);
  }
  const first = readings[0];
  if (first !== undefined) {
    return {
      epochSeconds: wallSeconds - first,
      offsetSeconds: first,
      status: readings.length > 1 ? 'ambiguous' : 'ok',
    };
  }
  // In a gap: the latest change whose skipped wall-clock span holds this time.
  let before = rules.offsetSecondsAt(zone, from);
  for (const tr of transitions) {
    const skippedFrom = tr.epochSeconds + tr.offsetBefore;
    const skippedTo = tr.epochSeconds + tr.offsetAfter;
    if (wallSeconds >= skippedFrom && wallSeconds < skippedTo) before = tr.offsetBefore;
  }
  return { epochSeconds: wallSeconds - before, offsetSeconds: before, status: 'nonexistent' };
}

/** `UTC+05:30`, `UTC-04:00`, `UTC+05:21:10` for an offset in seconds east. */
export function fixedOffsetLabel(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(offsetSeconds));
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  const ss = abs % 60;
  return `UTC${sign}${hh}:${mm}${ss === 0 ? '' : `:${String(ss).padStart(2, '0')}`}`;
}

/** Offset in seconds east for a label made by fixedOffsetLabel, or undefined for anything else. */
export function parseFixedOffsetLabel(label: string): number | undefined {
  const m = FIXED_LABEL.exec(label);
  if (m === null) return undefined;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0);
  return m[1] === '-' ? -seconds : seconds;
}

/**
 * Resolves a birth (or event) time to UTC. Precedence: `utcOffsetHours` (rounded to whole seconds,
 * the tz database's own resolution, so 5.3528 h gives Madras time's exact +5:21:10), then
 * `timezone`, then the zone at the coordinates.
 * Throws DomainError: UNKNOWN_TIMEZONE ('timezone'), INVALID_UTC_OFFSET ('utc_offset_hours'),
 * INVALID_DATE, INVALID_TIME, INVALID_LATITUDE, INVALID_LONGITUDE.
 */
export function resolveLocalTime(input: LocalTimeInput, rules: ZoneRules): ResolvedTime {
  const wall = secondsFromCivil(parseLocalDateTime(input.date, input.time));

  if (input.utcOffsetHours !== undefined) {
    const hours = input.utcOffsetHours;
    if (!Number.isFinite(hours) || hours < -14 || hours > 14) {
      throw new DomainError(
        'INVALID_UTC_OFFSET',
        'utc_offset_hours',
        'utc_offset_hours must be a number of hours between -14 and 14, e.g. 5.5 for UTC+05:30.',
      );
    }
    // `+ 0` turns a -0 (from e.g. -0.0001 h) into 0.
    const offsetSeconds = Math.round(hours * 3600) + 0;
    return resolved(fixedOffsetLabel(offsetSeconds), {
      epochSeconds: wall - offsetSeconds,
      offsetSeconds,
      status: 'ok',
    });
  }

  let zone: string;
  if (input.timezone !== undefined) {
    const canonical = rules.canonicalZone(input.timezone);
    if (canonical === undefined) throw unknownZone(input.timezone);
    zone = canonical;
  } else {
    zone = rules.zoneAt(input.latitude, input.longitude);
  }
  return resolved(zone, wallTimeToEpoch(zone, wall, rules));
}

function resolved(timezone: string, r: WallTimeResolution): ResolvedTime {
  return {
    timezone,
    utcOffsetHours: r.offsetSeconds / 3600,
    localTimeStatus: r.status,
    utc: utcInstantFromEpoch(r.epochSeconds),
    epochSeconds: r.epochSeconds,
  };
}

/**
 * A UT instant on a zone's wall clock, e.g. sunrise for a panchang. `zone` may be an IANA id or a
 * fixed-offset label from ResolvedTime.timezone (`UTC+05:30`).
 * @param epochSeconds Unix epoch seconds (UT); fractions are rounded to the nearest second.
 */
export function localFromEpoch(
  epochSeconds: number,
  zone: string,
  rules: ZoneRules,
): LocalDateTime {
  const offsetSeconds = parseFixedOffsetLabel(zone) ?? rules.offsetSecondsAt(zone, epochSeconds);
  const c = civilFromSeconds(Math.round(epochSeconds + offsetSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`,
    time: `${two(c.hour)}:${two(c.minute)}:${two(c.second)}`,
    offsetSeconds,
  };
}
