/**
 * Local civil date + time at a place → the resolved zone and offset (geo/) and the UT Julian day
 * (through the ephemeris' own UTC → UT1 conversion). Shared by every use case that takes a moment.
 */
import { DomainError } from '../engine/errors.js';
import type { Ephemeris } from '../engine/ports.js';
import { parseFixedOffsetLabel, type ResolvedTime, resolveLocalTime } from '../geo/local-time.js';
import type { ZoneRules } from '../geo/zones.js';

export interface MomentInput {
  date: string;
  time: string;
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
  utcOffsetHours?: number | undefined;
}

export interface Moment {
  time: ResolvedTime;
  /** UT1 Julian day of the moment. */
  jdUt: number;
}

/** Request field names of the moment, so a DomainError names the field the caller sent. */
export interface MomentFields {
  date: string;
  time: string;
}

/**
 * The last few local times resolved, so a request's edge reading the same birth again (the
 * historical-offset warning, birth-warnings.ts) does not look its zone up twice. A pure function's
 * memo: a hit is exact.
 */
const RECENT: Array<{ zones: ZoneRules; key: string; time: ResolvedTime }> = [];

/** resolveLocalTime through the memo above. Throws as resolveLocalTime does. */
export function localTime(zones: ZoneRules, input: MomentInput): ResolvedTime {
  const key = `${input.date}|${input.time}|${input.latitude}|${input.longitude}|${input.timezone}|${input.utcOffsetHours}`;
  for (const r of RECENT) if (r.key === key && r.zones === zones) return r.time;
  const time = resolveLocalTime(
    {
      date: input.date,
      time: input.time,
      latitude: input.latitude,
      longitude: input.longitude,
      timezone: input.timezone,
      utcOffsetHours: input.utcOffsetHours,
    },
    zones,
  );
  if (RECENT.length >= 4) RECENT.shift();
  RECENT.push({ zones, key, time });
  return time;
}

export function resolveMoment(
  eph: Ephemeris,
  zones: ZoneRules,
  input: MomentInput,
  fields: MomentFields = { date: 'date', time: 'time' },
): Moment {
  try {
    const time = localTime(zones, input);
    return { time, jdUt: eph.julianDayUt(time.utc) };
  } catch (e) {
    if (e instanceof DomainError && (e.field === 'date' || e.field === 'time')) {
      throw new DomainError(e.code, fields[e.field], e.message);
    }
    throw e;
  }
}

/** The place and moment fields of a question asked at a time (horary, TSP). */
export interface JudgmentMomentRequest {
  judgment_date: string;
  judgment_time: string;
  latitude: number;
  longitude: number;
  timezone?: string | undefined;
  utc_offset_hours?: number | undefined;
}

/**
 * The judgment moment of a horary or TSP body; `fieldPrefix` names nested fields (e.g. `horary.` in
 * a descriptive body) in a DomainError.
 */
export function resolveJudgmentMoment(
  eph: Ephemeris,
  zones: ZoneRules,
  body: JudgmentMomentRequest,
  fieldPrefix = '',
): Moment {
  return resolveMoment(
    eph,
    zones,
    {
      date: body.judgment_date,
      time: body.judgment_time,
      latitude: body.latitude,
      longitude: body.longitude,
      timezone: body.timezone,
      utcOffsetHours: body.utc_offset_hours,
    },
    { date: `${fieldPrefix}judgment_date`, time: `${fieldPrefix}judgment_time` },
  );
}

/**
 * The `timezone` a response echoes: the IANA zone id that gave the offset, or null when the caller
 * fixed the offset with `utc_offset_hours` (no zone was used; the response's `utc_offset_hours`
 * says what was). Internally such a moment carries a `UTC±hh:mm` label, which is not a zone id
 * a client could parse, and `Etc/GMT±h` zones exist only for whole hours.
 */
export function echoedTimezone(time: ResolvedTime): string | null {
  return parseFixedOffsetLabel(time.timezone) === undefined ? time.timezone : null;
}
