/** The `meta` block every computing endpoint adds (decisions.md, Response meta). */
import { hash } from 'node:crypto';
import { DEFAULT_DASHA_YEAR_DAYS } from '../engine/dasha/vimshottari.js';
import type { SunriseConvention } from '../engine/transit/sun-days.js';
import type { ChartSettings } from '../engine/types.js';
import type { ComputeDeps } from './deps.js';

export const AYANAMSA_NAMES: Record<ChartSettings['ayanamsa'], string> = {
  kp: 'Krishnamurti (KP), Swiss Ephemeris mode 5',
  kp_new: 'New KP (Balachandran NKPA, 22°22′30″ on 1900-04-15)',
  kp_vp291: 'Krishnamurti VP291 (Senthilathiban), Swiss Ephemeris mode 45',
  lahiri: 'Lahiri (Chitrapaksha), Swiss Ephemeris mode 1',
};

/** JSON with object keys sorted at every level: the canonical form hashed into input_hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Default sort orders by UTF-16 code units, as `<` does; one string built, no entry pairs.
    let out = '';
    for (const k of Object.keys(record).sort()) {
      const v = record[k];
      if (v === undefined) continue;
      out += `${out === '' ? '' : ','}${JSON.stringify(k)}:${canonicalJson(v)}`;
    }
    return `{${out}}`;
  }
  return JSON.stringify(value);
}

export interface MetaBlock {
  engine_version: string;
  ephemeris: 'swiss' | 'moshier';
  swisseph_version: string;
  ayanamsa: string;
  ayanamsa_name: string;
  ayanamsa_degrees: number;
  node_type: string;
  house_system: string;
  dasha_year_days: number;
  tz_version: string;
  tz_source: string;
  input_hash: string;
  /** Present only on endpoints that depend on sunrise (last, see buildMeta). */
  sunrise?: SunriseConvention;
}

/** Which house system an endpoint's numbers use: KP Placidus, or none (panchang, compatibility). */
export type HouseSystemUsed = 'Placidus' | 'none';

export function buildMeta(
  deps: ComputeDeps,
  settings: ChartSettings,
  ayanamsaDegrees: number,
  canonicalInput: unknown,
  houseSystem: HouseSystemUsed = 'Placidus',
  sunrise?: SunriseConvention,
): MetaBlock {
  // The sunrise convention changes the answer, so it is part of the hashed input where it applies.
  const hashed =
    sunrise === undefined ? canonicalInput : { ...(canonicalInput as object), sunrise };
  return {
    engine_version: deps.engineVersion,
    ephemeris: deps.ephemeris.mode,
    swisseph_version: deps.ephemeris.version,
    ayanamsa: settings.ayanamsa,
    ayanamsa_name: AYANAMSA_NAMES[settings.ayanamsa],
    ayanamsa_degrees: round(ayanamsaDegrees, 8),
    node_type: settings.nodeType,
    house_system: houseSystem,
    dasha_year_days: DEFAULT_DASHA_YEAR_DAYS,
    tz_version: deps.zones.tzVersion,
    tz_source: deps.zones.source,
    // The one-shot hash (UTF-8 of the string, hex), not a Hash object: the same digest for less work.
    input_hash: hash('sha256', canonicalJson(hashed), 'hex'),
    // Last: the schema serializer writes optional properties after the required ones.
    ...(sunrise === undefined ? {} : { sunrise }),
  };
}

/** Rounds to `digits` decimals; response numbers are rounded so output is byte-stable. */
export function round(x: number, digits: number): number {
  // A body rounds ~500 numbers: the factor comes from a table (exact powers of ten, as `10 ** d`).
  const f = POWERS_OF_TEN[digits] ?? 10 ** digits;
  return Math.round(x * f) / f;
}

const POWERS_OF_TEN: readonly number[] = Array.from({ length: 16 }, (_, d) => 10 ** d);
