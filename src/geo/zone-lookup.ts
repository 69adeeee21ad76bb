/**
 * Coordinates → IANA zone id with geo-tz's full boundary data (`geo-tz/all`). The default
 * "alike since 1970" data set merges zones whose pre-1970 history differs (Oslo → Europe/Berlin,
 * Amsterdam → Europe/Brussels), which would give old births the wrong offset (decisions.md,
 * Time zones).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../engine/errors.js';
import { primeZoneIndex } from './zone-index.js';

type GeoTzAll = typeof import('geo-tz/all');

let geoTz: GeoTzAll | undefined;

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
