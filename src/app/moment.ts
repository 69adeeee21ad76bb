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

export function resolveMoment(
  eph: Ephemeris,
  zones: ZoneRules,
  input: MomentInput,
  fields: MomentFields = { date: 'date', time: 'time' },
): Moment {
  try {
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
    return { time, jdUt: eph.julianDayUt(time.utc) };
  } catch (e) {
    if (e instanceof DomainError && (e.field === 'date' || e.field === 'time')) {
      throw new DomainError(e.code, fields[e.field], e.message);
    }
    throw e;
  }
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
