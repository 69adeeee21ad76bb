/**
 * Use case: POST /api/v1/panchang. Resolves the zone in force at the place on the date (decisions.md,
 * Time zones: utc_offset_hours, then timezone, then the coordinates), turns the local date into its
 * midnight-to-midnight UT window, asks the engine for the day's panchang, and shows every instant on
 * the place's wall clock with the offset in force at that instant.
 */

import { flat } from '../engine/flat-text.js';
import type { LabelKind } from '../engine/lang/labels.js';
import type { Lang } from '../engine/lang/names.js';
import type { Ephemeris } from '../engine/ports.js';
import { DEFAULT_SUNRISE, type SunriseConvention } from '../engine/transit/sun-days.js';
import type { AyanamsaId, NodeType } from '../engine/types.js';
import { type Period, panchang } from '../engine/vedic/panchang.js';
import {
  civilFromDays,
  civilFromSeconds,
  daysFromCivil,
  epochFromUtcInstant,
} from '../geo/civil.js';
import { parseFixedOffsetLabel } from '../geo/local-time.js';
import type { ZoneRules } from '../geo/zones.js';
import type { ComputeDeps } from './deps.js';
import { langInput, withLabels } from './labels.js';
import { buildMeta, round } from './meta.js';
import { echoedTimezone, resolveMoment } from './moment.js';
import { settingsOf } from './natal.js';
import { withOneEphemeris } from './one-ephemeris.js';

export interface PanchangRequest {
  /** Local civil date, YYYY-MM-DD. */
  date: string;
  latitude: number;
  longitude: number;
  place?: string | undefined;
  timezone?: string | undefined;
  utc_offset_hours?: number | undefined;
  ayanamsa?: AyanamsaId | undefined;
  node_type?: NodeType | undefined;
  /** Labels' language; other than en, `labels` is added (ids stay English). */
  lang?: Lang | undefined;
  sunrise?: SunriseConvention | undefined;
}

/** A period on the wall clock: HH:MM for display, ISO 8601 with offset (seconds) for machines. */
export interface PeriodRecord {
  start: string;
  end: string;
  start_at: string;
  end_at: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `+05:30`, `-03:00`; `+05:21:10` when the offset has seconds (pre-standard-time LMT zones). */
function offsetLabel(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(offsetSeconds);
  const s = abs % 60;
  return `${sign}${two(Math.floor(abs / 3600))}:${two(Math.floor((abs % 3600) / 60))}${s === 0 ? '' : `:${two(s)}`}`;
}

/** An instant on a wall clock: its Unix seconds (UTC) and the offset in force then, seconds east. */
interface WallInstant {
  epoch: number;
  offset: number;
}

/** Local HH:MM, rounded to the nearest minute. */
function hhmmOf(w: WallInstant): string {
  const c = civilFromSeconds(Math.round((w.epoch + w.offset) / 60) * 60);
  return `${two(c.hour)}:${two(c.minute)}`;
}

/**
 * ISO 8601 local date-time with seconds and the offset in force, e.g. 2009-07-16T03:07:39+05:30: the
 * one formatter of every local timestamp a response carries, built flat (src/engine/flat-text.ts).
 */
function isoOf(w: WallInstant): string {
  const c = civilFromSeconds(Math.round(w.epoch + w.offset));
  return flat`${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}:${two(c.second)}${offsetLabel(w.offset)}`;
}

/** Shows UT Julian days on a zone's wall clock (an IANA id or a fixed `UTC±hh:mm` label). */
export class WallClock {
  /** The offset of a fixed `UTC±hh:mm` label, seconds east; undefined for an IANA zone. */
  private readonly fixedOffset: number | undefined;
  private readonly eph: Ephemeris;
  private readonly zones: ZoneRules;
  private readonly zone: string;

  constructor(eph: Ephemeris, zones: ZoneRules, zone: string) {
    this.eph = eph;
    this.zones = zones;
    this.zone = zone;
    this.fixedOffset = parseFixedOffsetLabel(zone);
  }

  /** Unix epoch seconds (UTC) of a UT1 Julian day, through the ephemeris' UT1 → UTC conversion. */
  private epoch(jdUt: number): number {
    return epochFromUtcInstant(this.eph.utcFromJulianDay(jdUt));
  }

  /** The instant on this clock: one UT1 → UTC conversion serves its offset and its text. */
  private at(jdUt: number): WallInstant {
    const epoch = this.epoch(jdUt);
    return { epoch, offset: this.fixedOffset ?? this.zones.offsetSecondsAt(this.zone, epoch) };
  }

  /** UTC offset in force at an instant, seconds east. */
  offsetAt(jdUt: number): number {
    return this.at(jdUt).offset;
  }

  /** Local HH:MM, rounded to the nearest minute. */
  hhmm(jdUt: number): string {
    return hhmmOf(this.at(jdUt));
  }

  /** ISO 8601 local date-time with seconds and the offset in force, e.g. 2009-07-16T03:07:39+05:30. */
  iso(jdUt: number): string {
    return isoOf(this.at(jdUt));
  }

  period(p: Period): PeriodRecord {
    const start = this.at(p.startJd);
    const end = this.at(p.endJd);
    return { start: hhmmOf(start), end: hhmmOf(end), start_at: isoOf(start), end_at: isoOf(end) };
  }
}

/** The kinds of names a panchang carries (its `labels` for a non-English lang). */
export const PANCHANG_LABEL_KINDS: readonly LabelKind[] = [
  'grahas',
  'nakshatras',
  'weekdays',
  'tithis',
  'pakshas',
  'yogas',
  'karanas',
  'choghadiyas',
];

/** decisions.md (Zodiac): printed panchangs use Lahiri (Chitrapaksha). */
export const PANCHANG_DEFAULT_AYANAMSA: AyanamsaId = 'lahiri';

/** The date after a YYYY-MM-DD date (proleptic Gregorian). */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const c = civilFromDays(daysFromCivil(y ?? 0, m ?? 1, d ?? 1) + 1);
  return `${String(c.year).padStart(4, '0')}-${two(c.month)}-${two(c.day)}`;
}

/**
 * The panchang body for a local date at a place. Throws DomainError (→ 422): invalid date, unknown
 * timezone, bad utc_offset_hours, and NO_SUNRISE on `latitude` for polar days and nights.
 */
export function dailyPanchang(deps: ComputeDeps, body: PanchangRequest) {
  // Every date of decisions.md's range (1800-01-01 to 2399-12-31): a day whose evening before or
  // morning after lies outside the SE files is computed entirely with Moshier (meta.ephemeris).
  return withOneEphemeris(deps, (d) => panchangOf(d, body));
}

function panchangOf(deps: ComputeDeps, body: PanchangRequest) {
  // decisions.md (Zodiac): panchang defaults to lahiri, as printed panchangs are computed; mean node
  // (the node does not enter a panchang; it is echoed).
  const settings = settingsOf({ ...body, ayanamsa: body.ayanamsa ?? PANCHANG_DEFAULT_AYANAMSA });
  const where = {
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    utcOffsetHours: body.utc_offset_hours,
  };
  // The time is ours, not the caller's: any error about the moment belongs to `date`.
  const fields = { date: 'date', time: 'date' };
  const start = resolveMoment(
    deps.ephemeris,
    deps.zones,
    { ...where, date: body.date, time: '00:00' },
    fields,
  );
  const end = resolveMoment(
    deps.ephemeris,
    deps.zones,
    { ...where, date: nextDate(body.date), time: '00:00' },
    fields,
  );
  const sunrise = body.sunrise ?? DEFAULT_SUNRISE;
  const [year, month, day] = body.date.split('-').map(Number);
  const p = panchang(deps.ephemeris, {
    date: { year: year ?? 0, month: month ?? 1, day: day ?? 1 },
    dayStartJd: start.jdUt,
    dayEndJd: end.jdUt,
    latitude: body.latitude,
    longitude: body.longitude,
    settings,
    sunrise,
  });
  const clock = new WallClock(deps.ephemeris, deps.zones, start.time.timezone);
  const canonicalInput = {
    date: body.date,
    latitude: body.latitude,
    longitude: body.longitude,
    timezone: body.timezone,
    utc_offset_hours: body.utc_offset_hours,
    ayanamsa: settings.ayanamsa,
    node_type: settings.nodeType,
    ...langInput(body.lang),
  };
  const slot = (s: (typeof p.dayChoghadiya)[number]) => ({
    name: s.kind,
    quality: s.good ? ('good' as const) : ('bad' as const),
    lord: s.lord,
    ...clock.period(s),
  });
  return withLabels(
    {
      date: body.date,
      place: body.place ?? '',
      timezone: echoedTimezone(start.time),
      utc_offset_hours: round(clock.offsetAt(p.sunriseJd) / 3600, 6),
      vara: p.vara,
      sunrise: clock.hhmm(p.sunriseJd),
      sunset: clock.hhmm(p.sunsetJd),
      // HH:MM alone hides the date: near the polar circles sunset can fall after midnight.
      sunrise_at: clock.iso(p.sunriseJd),
      sunset_at: clock.iso(p.sunsetJd),
      tithi: {
        index: p.tithi.index,
        name: p.tithi.name,
        paksha: p.tithi.paksha,
        ends_at: clock.iso(p.tithi.endJd),
      },
      nakshatra: {
        index: p.nakshatra.index,
        name: p.nakshatra.name,
        lord: p.nakshatra.lord,
        pada: p.nakshatra.pada,
        ends_at: clock.iso(p.nakshatra.endJd),
      },
      yoga: { index: p.yoga.index, name: p.yoga.name, ends_at: clock.iso(p.yoga.endJd) },
      karana: { slot: p.karana.index, name: p.karana.name, ends_at: clock.iso(p.karana.endJd) },
      inauspicious: {
        rahu_kalam: clock.period(p.rahuKalam),
        yamagandam: clock.period(p.yamagandam),
        gulika_kalam: clock.period(p.gulikaKalam),
      },
      auspicious: {
        abhijit_muhurta: { ...clock.period(p.abhijitMuhurta), applies: p.abhijitMuhurta.applies },
        brahma_muhurta: clock.period(p.brahmaMuhurta),
        amrit_kalam: p.amritKalam.map((a) => ({ nakshatra: a.nakshatra, ...clock.period(a) })),
        choghadiya: { day: p.dayChoghadiya.map(slot), night: p.nightChoghadiya.map(slot) },
      },
      meta: buildMeta(deps, settings, p.ayanamsaDegrees, canonicalInput, 'none', sunrise),
    },
    body.lang,
    PANCHANG_LABEL_KINDS,
  );
}
