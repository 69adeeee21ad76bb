/**
 * The ZoneRules port: place → zone → historical UTC offset. The TZif reader over the system
 * zoneinfo is the main adapter; Node's Intl is the fallback (decisions.md, Time zones).
 */

import { DomainError } from '../engine/errors.js';
import { intlCanonicalZone, intlChangeInstants, intlOffsetAt } from './intl-zone.js';
import { DEFAULT_ZONEINFO_DIR, TzifDatabase, type ZonePeriod } from './tzif.js';
import { abbreviationMessage, isZoneAbbreviation } from './zone-abbreviations.js';
import { zoneAtCoordinates } from './zone-lookup.js';

/** Which data answered: the system's compiled tz database, or the JS runtime's ICU copy. */
export type ZoneSource = 'tzif' | 'intl';

/** A change of UTC offset in a zone. */
export interface ZoneTransition {
  /** Unix epoch seconds (UT) from which `offsetAfter` applies. */
  epochSeconds: number;
  /** UTC offset just before, seconds east of Greenwich. */
  offsetBefore: number;
  /** UTC offset from `epochSeconds` on, seconds east of Greenwich. */
  offsetAfter: number;
}

/** Time zone knowledge the app and the local-time resolver need. */
export interface ZoneRules {
  /** tz database release that answers, e.g. "2026f" (for `meta` and golden files). */
  readonly tzVersion: string;
  /** Where offsets come from for zones present in the system database (see zoneSource). */
  readonly source: ZoneSource;
  /** IANA zone at a place (geo-tz/all, loaded on first call). Degrees, east-positive longitude. */
  zoneAt(latitude: number, longitude: number): string;
  /**
   * UTC offset, seconds east of Greenwich, in force at a UT instant (Unix epoch seconds).
   * Throws DomainError UNKNOWN_TIMEZONE for an unknown zone.
   */
  offsetSecondsAt(zone: string, epochSeconds: number): number;
  /** True when `zone` names an IANA zone or link we can answer for (case-insensitive). */
  isValidZone(zone: string): boolean;
  /** The database's spelling of a zone id (case-insensitive match), or undefined if unknown. */
  canonicalZone(zone: string): string | undefined;
  /** Offset changes with fromEpoch < epochSeconds <= toEpoch (Unix epoch seconds), ascending. */
  transitionsBetween(zone: string, fromEpoch: number, toEpoch: number): ZoneTransition[];
  /** Which source answers for this zone: a zone newer than the system tzdata falls back to Intl. */
  zoneSource(zone: string): ZoneSource;
  /**
   * The stored period of the zone's history holding a UT instant: its offset, DST flag,
   * abbreviation and the zone's standard offset of that era (tzif.ts ZonePeriod). Null when Intl
   * answers for the zone (it keeps no DST flags) or the instant lies where the footer rule governs.
   */
  periodAt(zone: string, epochSeconds: number): ZonePeriod | null;
}

/** Options for createZoneRules. */
export interface ZoneRulesOptions {
  /** zoneinfo directory; default /usr/share/zoneinfo. The edge passes `TZDIR` here. */
  zoneinfoDir?: string | undefined;
}

interface ZoneResolver {
  source: ZoneSource;
  offsetAt(t: number): number;
  changeInstants(from: number, to: number): number[];
  periodAt(t: number): ZonePeriod | null;
}

class SystemZoneRules implements ZoneRules {
  readonly tzVersion: string;
  readonly source: ZoneSource;
  private readonly db: TzifDatabase | null;
  /** Keyed by canonical name, so at most one entry per zone in the database. */
  private readonly byName = new Map<string, ZoneResolver>();
  /** Input spelling → resolver; valid names only, and cleared when large (case variants). */
  private readonly byInput = new Map<string, ZoneResolver>();

  constructor(zoneinfoDir: string) {
    const db = new TzifDatabase(zoneinfoDir);
    this.db = db.isUsable() ? db : null;
    this.source = this.db === null ? 'intl' : 'tzif';
    this.tzVersion =
      this.db === null ? (process.versions.tz ?? 'unknown') : (this.db.version() ?? 'unknown');
  }

  zoneAt(latitude: number, longitude: number): string {
    return zoneAtCoordinates(latitude, longitude);
  }

  offsetSecondsAt(zone: string, epochSeconds: number): number {
    return this.resolver(zone).offsetAt(epochSeconds);
  }

  isValidZone(zone: string): boolean {
    return this.canonicalZone(zone) !== undefined;
  }

  canonicalZone(zone: string): string | undefined {
    return this.db?.canonicalName(zone) ?? intlCanonicalZone(zone);
  }

  transitionsBetween(zone: string, fromEpoch: number, toEpoch: number): ZoneTransition[] {
    const r = this.resolver(zone);
    const out: ZoneTransition[] = [];
    for (const at of r.changeInstants(fromEpoch, toEpoch)) {
      // Transitions fall on whole seconds, so one second earlier is still the previous period.
      const offsetBefore = r.offsetAt(at - 1);
      const offsetAfter = r.offsetAt(at);
      const previous = out[out.length - 1];
      if (offsetBefore !== offsetAfter && previous?.epochSeconds !== at) {
        out.push({ epochSeconds: at, offsetBefore, offsetAfter });
      }
    }
    return out;
  }

  zoneSource(zone: string): ZoneSource {
    return this.resolver(zone).source;
  }

  periodAt(zone: string, epochSeconds: number): ZonePeriod | null {
    return this.resolver(zone).periodAt(epochSeconds);
  }

  private resolver(zone: string): ZoneResolver {
    const cached = this.byInput.get(zone);
    if (cached !== undefined) return cached;
    const r = this.tzifResolver(zone) ?? this.intlResolver(zone);
    if (r === undefined) throw unknownZone(zone);
    if (this.byInput.size >= 4096) this.byInput.clear();
    this.byInput.set(zone, r);
    return r;
  }

  private tzifResolver(zone: string): ZoneResolver | undefined {
    const name = this.db?.canonicalName(zone);
    if (name === undefined) return undefined;
    const key = `tzif:${name}`;
    let r = this.byName.get(key);
    if (r === undefined) {
      // A name in tzdata.zi whose file is missing falls through to Intl.
      const tzif = this.db?.zone(name) ?? null;
      if (tzif === null) return undefined;
      r = {
        source: 'tzif',
        offsetAt: (t) => tzif.offsetAt(t),
        changeInstants: (from, to) => tzif.changeInstants(from, to),
        periodAt: (t) => tzif.periodAt(t),
      };
      this.byName.set(key, r);
    }
    return r;
  }

  private intlResolver(zone: string): ZoneResolver | undefined {
    const name = intlCanonicalZone(zone);
    if (name === undefined) return undefined;
    const key = `intl:${name}`;
    let r = this.byName.get(key);
    if (r === undefined) {
      r = {
        source: 'intl',
        offsetAt: (t) => intlOffsetAt(name, t),
        changeInstants: (from, to) => intlChangeInstants(name, from, to),
        periodAt: () => null,
      };
      this.byName.set(key, r);
    }
    return r;
  }
}

/** The DomainError for a zone id that neither the system tz database nor Intl knows. */
export function unknownZone(zone: string): DomainError {
  return new DomainError(
    'UNKNOWN_TIMEZONE',
    'timezone',
    isZoneAbbreviation(zone)
      ? abbreviationMessage(zone)
      : `"${zone}" is not a time zone we know; send an IANA zone id such as "Asia/Kolkata", or utc_offset_hours.`,
  );
}

/**
 * Builds the ZoneRules adapter. Offsets come from the TZif files in `zoneinfoDir` when it holds a
 * compiled tz database, else from Intl. Parsed zones are cached for the life of the object.
 */
export function createZoneRules(options: ZoneRulesOptions = {}): ZoneRules {
  return new SystemZoneRules(options.zoneinfoDir ?? DEFAULT_ZONEINFO_DIR);
}
