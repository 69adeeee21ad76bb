/**
 * The `warnings` of a response to a request with Birth objects (one list, after `meta`): a place that
 * does not match its coordinates (place-check.ts) and an offset in force that is not the zone's
 * standard time of that era (offset-check.ts). A response with nothing to warn about is unchanged,
 * byte for byte. The coordinates and the offset in force always decide the chart; these only warn.
 */

import { flat } from '../engine/flat-text.js';
import type { ZoneRules } from '../geo/zones.js';
import { localTime } from './moment.js';
import { type HistoricalOffsetWarning, offsetWarning } from './offset-check.js';
import { type PlaceWarning, placeWarning } from './place-check.js';

/** What the checks read of a Birth object. */
export interface WarnedBirth {
  birth_date: string;
  birth_time: string;
  latitude: number;
  longitude: number;
  place?: string | undefined;
  timezone?: string | undefined;
  utc_offset_hours?: number | undefined;
}

export type BirthWarning = PlaceWarning | HistoricalOffsetWarning;

/**
 * The warnings for the Birth objects of one request, keyed by the field path that holds each ('' for
 * a body that is itself a Birth object), in that order, each birth's place before its time.
 */
export function birthWarnings(
  births: ReadonlyArray<readonly [path: string, birth: WarnedBirth | undefined]>,
  zones: ZoneRules,
): BirthWarning[] {
  const out: BirthWarning[] = [];
  for (const [path, birth] of births) {
    if (birth === undefined) continue;
    // Flat strings: a rope sends the whole body to JSON.stringify's slow path (engine/flat-text.ts).
    const at = (field: string) => (path === '' ? field : flat`${path}.${field}`);
    const place = placeWarning(at('place'), birth);
    if (place !== undefined) out.push(place);
    // The use case resolved this time already (a 422 would have been thrown there): the memo answers.
    const time = localTime(zones, {
      date: birth.birth_date,
      time: birth.birth_time,
      latitude: birth.latitude,
      longitude: birth.longitude,
      timezone: birth.timezone,
      utcOffsetHours: birth.utc_offset_hours,
    });
    const offset = offsetWarning(at('birth_time'), zones, time, birth.longitude);
    if (offset !== undefined) out.push(offset);
  }
  return out;
}

/** Adds `warnings` to a response (after `meta`, its last field) when there are any. */
export function withBirthWarnings<T>(
  response: T,
  births: ReadonlyArray<readonly [path: string, birth: WarnedBirth | undefined]>,
  zones: ZoneRules,
): T {
  const warnings = birthWarnings(births, zones);
  if (warnings.length === 0) return response;
  return { ...(response as object), warnings } as T;
}
