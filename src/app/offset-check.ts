/**
 * Historical offsets that surprise (issue 35 §5): the UTC offset the tz database gives a birth time is
 * the one in force, and for some eras it is not the zone's standard time. India kept war time, UTC+06:30,
 * from 1942-09-01 to 1945-10-15 (and from 1941-10-01 to 1942-05-15), while many charts of those years,
 * KSK's among them ("5-26 a.m. exact time corresponding to clock time of 6-26 A.M.", KP Reader III, raw
 * OCR line 5439, a birth of 9-11-1942), were cast in standard time, UTC+05:30. A user comparing our
 * chart with such a chart should see why they differ by an hour. The chart always uses the offset in
 * force (decisions.md, Time zones); this only warns.
 *
 * Three kinds, read from the tz database's own flags (tzif.ts ZonePeriod; the authority in the tests is
 * `zdump -v`):
 * - `war_time`: daylight saving time in force during the Second World War (1939-09-01 to 1945-12-31),
 *   which several zones kept through the winter (India, the United Kingdom, the United States, ...);
 * - `double_summer_time`: daylight saving time two hours or more ahead of the standard offset (British
 *   Double Summer Time 1941-1947, Central European Midsummer Time 1945);
 * - `local_mean_time`: before the zone adopted standard time the database gives the local mean time of
 *   its reference city (Kolkata's UTC+05:53:28 for all of Asia/Kolkata), not of the birth place.
 * A birth sent with `utc_offset_hours` chose its offset and gets no warning.
 */
import { flat } from '../engine/flat-text.js';
import type { ResolvedTime } from '../geo/local-time.js';
import { fixedOffsetLabel, localFromEpoch, parseFixedOffsetLabel } from '../geo/local-time.js';
import type { ZonePeriod } from '../geo/tzif.js';
import type { ZoneRules } from '../geo/zones.js';

export type HistoricalOffsetKind = 'war_time' | 'double_summer_time' | 'local_mean_time';

export interface HistoricalOffsetWarning {
  code: 'historical_offset';
  /** The time field the warning is about, e.g. `birth_time` or `boy.birth_time`. */
  field: string;
  kind: HistoricalOffsetKind;
  message: string;
  zone: string;
  /** The tz database's designation of the period, e.g. "+0630", "BDST", "LMT". */
  abbreviation: string;
  /** The offset the chart used (the one in force). */
  utc_offset_hours: number;
  /** The zone's standard offset of that era; null for local mean time (there was none yet). */
  standard_offset_hours: number | null;
  /** Local mean time kind: the birth place's own mean time (longitude / 15); otherwise null. */
  place_mean_time_offset_hours: number | null;
  /** Local dates the period ran from and until (the day it ended), or null where open. */
  from: string | null;
  until: string | null;
}

/** The Second World War's span, for war time (UT epoch seconds). */
const WAR_FROM = Date.UTC(1939, 8, 1) / 1000;
const WAR_TO = Date.UTC(1946, 0, 1) / 1000;
const TWO_HOURS = 7200;

/** Which surprise a period is, or null for an ordinary one (standard time, ordinary summer time). */
export function offsetKind(p: ZonePeriod): HistoricalOffsetKind | null {
  if (p.abbreviation === 'LMT') return 'local_mean_time';
  if (!p.isDst || p.standardOffset === null) return null;
  const ahead = p.offset - p.standardOffset;
  if (ahead >= TWO_HOURS) return 'double_summer_time';
  const from = p.fromEpoch ?? Number.NEGATIVE_INFINITY;
  const to = p.toEpoch ?? Number.POSITIVE_INFINITY;
  if (ahead > 0 && from < WAR_TO && to > WAR_FROM) return 'war_time';
  return null;
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 1e6) / 1e6;
const label = (seconds: number) => fixedOffsetLabel(seconds);

/**
 * The warning for one resolved time, or undefined when the offset in force is the zone's ordinary
 * one, when the caller fixed the offset, or when the zone's flags are not known (Intl fallback).
 */
export function offsetWarning(
  field: string,
  zones: ZoneRules,
  time: ResolvedTime,
  longitude: number,
): HistoricalOffsetWarning | undefined {
  if (parseFixedOffsetLabel(time.timezone) !== undefined) return undefined;
  const epoch = time.epochSeconds;
  const period = zones.periodAt(time.timezone, epoch);
  if (period === null) return undefined;
  const kind = offsetKind(period);
  if (kind === null) return undefined;
  const zone = time.timezone;
  const date = localFromEpoch(epoch, zone, zones).date;
  const day = (t: number | null) => (t === null ? null : localFromEpoch(t, zone, zones).date);
  const from = day(period.fromEpoch);
  const until = day(period.toEpoch);
  const span =
    `${from === null ? '' : `from ${from} `}${until === null ? '' : `to ${until}`}`.trim();
  const inForce = label(period.offset);
  let message: string;
  let placeMean: number | null = null;
  if (kind === 'local_mean_time') {
    const own = Math.round(longitude * 240);
    placeMean = hours(own);
    message = flat`On ${date} ${zone} had no standard time yet: the tz database gives the local mean time of the zone's reference city, ${inForce}${until === null ? '' : `, until ${until}`}, and the chart used it. The birth place's own local mean time (longitude ${longitude}° / 15) is ${label(own)}; charts of that time were cast in one or the other, so to reproduce one, send utc_offset_hours (${placeMean} for the place's own mean time).`;
  } else {
    const std = period.standardOffset as number;
    const what =
      kind === 'war_time'
        ? `war time (daylight saving time kept ${span}), ${inForce}`
        : `double summer time (${span}), ${inForce}`;
    const ahead = hours(period.offset - std);
    message = flat`On ${date} ${zone} kept ${what}, ${ahead} hour${ahead === 1 ? '' : 's'} ahead of its standard time ${label(std)}, and the chart used it (tz database, "${period.abbreviation}"). Many charts of that time were cast in standard time; to reproduce one, send utc_offset_hours: ${hours(std)}.`;
  }
  return {
    code: 'historical_offset',
    field,
    kind,
    message,
    zone,
    abbreviation: period.abbreviation,
    utc_offset_hours: hours(period.offset),
    standard_offset_hours: period.standardOffset === null ? null : hours(period.standardOffset),
    place_mean_time_offset_hours: placeMean,
    from,
    until,
  };
}
