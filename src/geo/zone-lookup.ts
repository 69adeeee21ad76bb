/**
 * Coordinates → IANA zone id with geo-tz's full boundary data (`geo-tz/all`). The default
 * "alike since 1970" data set merges zones whose pre-1970 history differs (Oslo → Europe/Berlin,
 * Amsterdam → Europe/Brussels), which would give old births the wrong offset (decisions.md,
 * Time zones).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../engine/errors.js';
import { BoundedCache, registerCache } from './bounded-cache.js';
import { primeZoneIndex } from './zone-index.js';

type GeoTzAll = typeof import('geo-tz/all');

let geoTz: GeoTzAll | undefined;

/**
 * V8's memory for one coordinate pair of geo-tz's decoded polygons (arrays of [lon, lat] arrays):
 * 241-270 bytes measured on the three largest blocks (issue 37 §7).
 */
const BYTES_A_POINT = 256;

/** The points of a decoded GeoJSON value (a FeatureCollection of polygon blocks). */
function pointsOf(value: unknown): number {
  let points = 0;
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number') points++;
    else for (const x of c) walk(x);
  };
  for (const f of (value as { features?: Array<{ geometry?: { coordinates?: unknown } }> })
    .features ?? [])
    walk(f.geometry?.coordinates);
  return points;
}

/**
 * geo-tz's cache of decoded polygon blocks (a block is a quadtree leaf of its boundary data, read
 * from geo.dat and decoded when a lookup first falls in it). geo-tz's own is a Map that keeps every
 * block it ever decoded: births from all over the world filled it to 150-240 MB a thread (20,000
 * lookups, 1,132 blocks; issue 37 §7). Bounded here: a block decodes in about 20 µs (4-16 ms for the
 * largest, 78 KB of geo.dat and 7.6 MB decoded), so a small budget costs little, and the largest
 * block fits in it (an entry heavier than the budget would not be kept at all). Over 20,000 births
 * weighted by population a lookup costs 53 µs at this budget and 32 µs unbounded (335 MB held).
 */
export const ZONE_POLYGONS_BUDGET_BYTES = 8 * 1024 * 1024;
const polygons = registerCache(
  new BoundedCache<string, unknown>(
    'zone_polygons',
    ZONE_POLYGONS_BUDGET_BYTES,
    (value) => pointsOf(value) * BYTES_A_POINT,
  ),
);

/**
 * The build's split of geo-tz's index (src/geo/zone-index.ts; scripts/build.mjs writes it beside the
 * compiled copy of this module; the sources have none, and geo-tz then parses its whole index).
 */
const SPLIT_INDEX = fileURLToPath(new URL('./geo-tz-index', import.meta.url));

/**
 * geo-tz/all is loaded on the first lookup, not at import: it costs about 25 ms and, as polygons
 * are read, tens of MB, which the CLI and tests that never look up a place should not pay.
 * `require` keeps the lookup synchronous (geo-tz is CommonJS).
 */
function loadGeoTz(): GeoTzAll {
  if (geoTz === undefined) {
    primeZoneIndex(SPLIT_INDEX, import.meta.url);
    geoTz = createRequire(import.meta.url)('geo-tz/all') as GeoTzAll;
    geoTz.setCache({ store: polygons });
  }
  return geoTz;
}

/**
 * The IANA zone in force at a place. Where boundary polygons overlap (disputed areas) geo-tz
 * returns several ids in its data order; the first is taken, so the answer is deterministic for
 * a given geo-tz release. Points at sea get `Etc/GMT±N` nautical zones.
 *
 * @param latitude Geographic latitude, degrees north, -90..90.
 * @param longitude Geographic longitude, degrees east, -180..180.
 */
export function zoneAtCoordinates(latitude: number, longitude: number): string {
  if (!Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new DomainError(
      'INVALID_LATITUDE',
      'latitude',
      'Latitude must be a number of degrees between -90 and 90.',
    );
  }
  if (!Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new DomainError(
      'INVALID_LONGITUDE',
      'longitude',
      'Longitude must be a number of degrees between -180 and 180.',
    );
  }
  const zone = loadGeoTz().find(latitude, longitude)[0];
  if (zone === undefined) throw new Error(`geo-tz found no zone at ${latitude}, ${longitude}`);
  return zone;
}
