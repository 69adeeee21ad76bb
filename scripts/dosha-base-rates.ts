/**
 * Base rates of the dosha verdicts and of whole-sign vs KP house disagreement, by seeded sampling of
 * births through the real engine (Swiss Ephemeris + castChart + the rules in src/engine/vedic).
 *
 *   node --import ./scripts/ts-sources.mjs scripts/dosha-base-rates.ts            # writes src/engine/vedic/base-rates.json
 *   node --import ./scripts/ts-sources.mjs scripts/dosha-base-rates.ts --dry-run  # prints the tables only
 *
 * Populations (docs/doshas-and-bhava.md, "Base rates"):
 * - `india` (the published rates): births at instants uniform in UT over 1950-01-01 … 2010-12-31, each
 *   at one of 20 Indian cities chosen with equal probability. The service's users are mostly Indian
 *   and the house comparison depends on latitude, so the published figure should describe Indian
 *   latitudes (8.5°N … 34°N). Uniform instants mean uniform times of day and of the year; real births
 *   cluster mildly by season and (since scheduled deliveries) by hour, which none of these rates is
 *   sensitive to beyond sampling noise.
 * - `world` (a diagnostic only): the same dates at 20 cities from 37°S to 59°N, to show how latitude
 *   moves the house figures.
 * Settings: ayanamsa kp, mean node (the API defaults). The sampler is deterministic: mulberry32 seeded
 * with SEED (world: SEED + 1); the same code and ephemeris give the same JSON byte for byte.
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type Chart, castChart } from '../src/engine/chart/cast.js';
import { houseOf } from '../src/engine/chart/houses.js';
import type { Ephemeris } from '../src/engine/ports.js';
import { GRAHAS, type Graha } from '../src/engine/types.js';
import { ascendantSignIndex, wholeSignBhava } from '../src/engine/vedic/bhava.js';
import type { MangalCancellationId } from '../src/engine/vedic/dosha-tables.js';
import {
  DOSHA_RULES_VERSION,
  kaalSarpa,
  mangalCancellations,
  mangalDosha,
  marsWeakness,
} from '../src/engine/vedic/doshas.js';
import { normalizeDegrees } from '../src/engine/zodiac/signs.js';
import { createSwephEphemeris } from '../src/ephemeris/sweph.js';
import { resolveEphePath } from '../src/process/config.js';
import { mulberry32 } from './mulberry32.js';

/** Bump when the sampling or the tallies change (the JSON records it). */
export const SCRIPT_VERSION = 2;
export const SEED = 20_240_605;
/** Births sampled for the published (India) rates: SE ≈ 0.22 points on a 50 % rate. */
export const N_INDIA = 50_000;
export const N_WORLD = 20_000;
/** How many leading India samples the JSON's `check` block re-counts (the freshness test). */
export const CHECK_N = 300;

/** 1950-01-01 00:00 UT and 2011-01-01 00:00 UT as Julian days. */
const JD_START = 2433282.5;
const JD_END = 2455562.5;

export interface City {
  name: string;
  latitude: number;
  longitude: number;
}

export const INDIA_CITIES: readonly City[] = [
  { name: 'Delhi', latitude: 28.6139, longitude: 77.209 },
  { name: 'Mumbai', latitude: 19.076, longitude: 72.8777 },
  { name: 'Kolkata', latitude: 22.5726, longitude: 88.3639 },
  { name: 'Chennai', latitude: 13.0827, longitude: 80.2707 },
  { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946 },
  { name: 'Hyderabad', latitude: 17.385, longitude: 78.4867 },
  { name: 'Ahmedabad', latitude: 23.0225, longitude: 72.5714 },
  { name: 'Pune', latitude: 18.5204, longitude: 73.8567 },
  { name: 'Jaipur', latitude: 26.9124, longitude: 75.7873 },
  { name: 'Lucknow', latitude: 26.8467, longitude: 80.9462 },
  { name: 'Patna', latitude: 25.5941, longitude: 85.1376 },
  { name: 'Bhopal', latitude: 23.2599, longitude: 77.4126 },
  { name: 'Chandigarh', latitude: 30.7333, longitude: 76.7794 },
  { name: 'Guwahati', latitude: 26.1445, longitude: 91.7362 },
  { name: 'Bhubaneswar', latitude: 20.2961, longitude: 85.8245 },
  { name: 'Thiruvananthapuram', latitude: 8.5241, longitude: 76.9366 },
  { name: 'Kochi', latitude: 9.9312, longitude: 76.2673 },
  { name: 'Nagpur', latitude: 21.1458, longitude: 79.0882 },
  { name: 'Varanasi', latitude: 25.3176, longitude: 82.9739 },
  { name: 'Srinagar', latitude: 34.0837, longitude: 74.7973 },
];

export const WORLD_CITIES: readonly City[] = [
  { name: 'London', latitude: 51.5074, longitude: -0.1278 },
  { name: 'New York', latitude: 40.7128, longitude: -74.006 },
  { name: 'Toronto', latitude: 43.6532, longitude: -79.3832 },
  { name: 'Los Angeles', latitude: 34.0522, longitude: -118.2437 },
  { name: 'Mexico City', latitude: 19.4326, longitude: -99.1332 },
  { name: 'São Paulo', latitude: -23.5505, longitude: -46.6333 },
  { name: 'Buenos Aires', latitude: -34.6037, longitude: -58.3816 },
  { name: 'Lagos', latitude: 6.5244, longitude: 3.3792 },
  { name: 'Nairobi', latitude: -1.2921, longitude: 36.8219 },
  { name: 'Johannesburg', latitude: -26.2041, longitude: 28.0473 },
  { name: 'Cairo', latitude: 30.0444, longitude: 31.2357 },
  { name: 'Berlin', latitude: 52.52, longitude: 13.405 },
  { name: 'Moscow', latitude: 55.7558, longitude: 37.6173 },
  { name: 'Stockholm', latitude: 59.3293, longitude: 18.0686 },
  { name: 'Dubai', latitude: 25.2048, longitude: 55.2708 },
  { name: 'Singapore', latitude: 1.3521, longitude: 103.8198 },
  { name: 'Jakarta', latitude: -6.2088, longitude: 106.8456 },
  { name: 'Beijing', latitude: 39.9042, longitude: 116.4074 },
  { name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 },
  { name: 'Sydney', latitude: -33.8688, longitude: 151.2093 },
];

export const POPULATION_INDIA =
  'births at instants uniform in UT over 1950-01-01 to 2010-12-31, each at one of 20 Indian cities (8.5°N to 34.1°N) with equal probability; ayanamsa kp, mean node';

export interface Birth {
  jdUt: number;
  city: City;
}

/** The first `n` births of a population for a seed (instant first, then city, per draw). */
export function sampleBirths(cities: readonly City[], seed: number, n: number): Birth[] {
  const rnd = mulberry32(seed);
  const out: Birth[] = [];
  for (let i = 0; i < n; i++) {
    const jdUt = JD_START + rnd() * (JD_END - JD_START);
    const city = cities[Math.floor(rnd() * cities.length)] ?? cities[0];
    if (!city) throw new Error('empty city list');
    out.push({ jdUt, city });
  }
  return out;
}

const SETTINGS = { ayanamsa: 'kp', nodeType: 'mean' } as const;
const HOUSE_SETS: Record<string, readonly number[]> = {
  'ours 1,2,4,7,8,12': [1, 2, 4, 7, 8, 12],
  'north 1,4,7,8,12': [1, 4, 7, 8, 12],
  'raman/PyJHora 2,4,7,8,12': [2, 4, 7, 8, 12],
  'core 4,7,8,12': [4, 7, 8, 12],
};
const RULES: readonly MangalCancellationId[] = ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'];

/** Counts over a set of charts; every rate in the JSON is derived from these. */
export interface Tally {
  charts: number;
  mangalPresent: number;
  mangalAllRefs: number;
  mangalCancelled: number;
  /** Mangal present with at least one wider mitigation (C5-C8). */
  mangalMitigated: number;
  mangalContestedOnly: number;
  kaalSarpa: number;
  kaalSarpaRahuToKetu: number;
  kaalSarpaPartial: number;
  kaalSarpaSignBased: number;
  placements: number;
  housesDiffer: number;
  /** Whole-sign vs a Placidus house whose cusp is the bhava's middle (bhava chalit / Sripati). */
  housesDifferCuspMiddle: number;
  /** Mars in a Mangal house (ours) counted in KP Placidus houses instead of whole signs. */
  mangalKpHouse: number;
  /** … counted in equal 30° houses from the ascendant degree. */
  mangalEqualHouse: number;
  /** Mars's whole-sign house from the lagna, counts for houses 1-12. */
  marsBhava: number[];
  /** Per city: [placements whose houses differ, placements]. */
  housesDifferByCity: Record<string, [number, number]>;
  housesDifferByGraha: Record<Graha, number>;
  /** Lagna-reference present, per house set. */
  houseSetLagna: Record<string, number>;
  /** Any of lagna/Moon/Venus, per house set. */
  houseSetAllRefs: Record<string, number>;
  /** Among present charts: how often each rule applies. */
  ruleFires: Record<MangalCancellationId, number>;
  /** Among present charts: cancelled if this rule were dropped. */
  cancelledWithout: Record<MangalCancellationId, number>;
  /** Among present charts: cancelled under named subsets of the rules. */
  cancelledSubset: Record<string, number>;
  /** Among present charts: C7 by its conditions. */
  weakness: Record<string, number>;
}

const zeroBy = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Rule subsets reported as variants (never used to choose the published rules). */
const SUBSETS: Record<string, readonly MangalCancellationId[]> = {
  'Raman signs only (C1, C2, C3)': ['C1', 'C2', 'C3'],
  'C1-C6 and C8 (no weakness rule C7)': ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C8'],
  'Raman signs + Jupiter (C1-C4), the published `cancelled`': ['C1', 'C2', 'C3', 'C4'],
  'all eight rules C1-C8 (rules version 1)': ['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8'],
};

const WEAKNESS_KEYS = ['retrograde', 'combust', 'debilitated', 'rasi_sandhi'] as const;
const ONLY_SANDHI = 'only rasi_sandhi cancels';

/** Starts of the houses when each Placidus cusp is taken as the house's middle (the variant). */
function cuspMiddleBoundaries(cusps: readonly number[]): number[] {
  return cusps.map((c, i) => {
    const prev = cusps[(i + 11) % 12] ?? c;
    return normalizeDegrees(prev + normalizeDegrees(c - prev) / 2);
  });
}

/** Adds one chart's verdicts to a tally; `city` labels the per-city house comparison. */
export function addChart(t: Tally, chart: Chart, city: string): void {
  t.charts++;
  const m = mangalDosha(chart);
  const ks = kaalSarpa(chart);
  if (m.present) t.mangalPresent++;
  if (m.afflicting.length > 0) t.mangalAllRefs++;
  if (m.cancelled) t.mangalCancelled++;
  if (m.mitigations.length > 0) t.mangalMitigated++;
  if (m.contestedOnly) t.mangalContestedOnly++;
  if (ks.present) t.kaalSarpa++;
  if (ks.present && ks.hemming === 'rahu_to_ketu') t.kaalSarpaRahuToKetu++;
  if (ks.partial) t.kaalSarpaPartial++;
  // PyJHora's sign-based rule (§4): all seven in the 7 signs from Rahu's sign to Ketu's, or the reverse.
  const rahuSign = chart.positions.Rahu.signIndex;
  const seven: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
  const within = (from: number) =>
    seven.every((g) => (chart.positions[g].signIndex - from + 12) % 12 <= 6);
  if (within(rahuSign) || within((rahuSign + 6) % 12)) t.kaalSarpaSignBased++;

  const asc = ascendantSignIndex(chart);
  const middle = cuspMiddleBoundaries(chart.frame.cusps);
  const cityCounts = t.housesDifferByCity[city] ?? [0, 0];
  t.housesDifferByCity[city] = cityCounts;
  for (const g of GRAHAS) {
    const p = chart.positions[g];
    const bhava = wholeSignBhava(asc, p.signIndex);
    t.placements++;
    cityCounts[1]++;
    if (bhava !== p.house) {
      t.housesDiffer++;
      t.housesDifferByGraha[g]++;
      cityCounts[0]++;
    }
    if (bhava !== houseOf(p.longitude, middle)) t.housesDifferCuspMiddle++;
  }
  const mars = chart.positions.Mars;
  const marsBhava = wholeSignBhava(asc, mars.signIndex);
  t.marsBhava[marsBhava - 1] = (t.marsBhava[marsBhava - 1] ?? 0) + 1;
  const ours = HOUSE_SETS['ours 1,2,4,7,8,12'] ?? [];
  if (ours.includes(mars.house)) t.mangalKpHouse++;
  const equalHouse = Math.floor(normalizeDegrees(mars.longitude - chart.frame.ascendant) / 30) + 1;
  if (ours.includes(equalHouse)) t.mangalEqualHouse++;

  const ref = m.houses;
  for (const [name, set] of Object.entries(HOUSE_SETS)) {
    if (set.includes(ref.lagna)) t.houseSetLagna[name] = (t.houseSetLagna[name] ?? 0) + 1;
    if (set.includes(ref.lagna) || set.includes(ref.Moon) || set.includes(ref.Venus)) {
      t.houseSetAllRefs[name] = (t.houseSetAllRefs[name] ?? 0) + 1;
    }
  }
  if (!m.present) return;
  const ids = new Set(mangalCancellations(chart).map((c) => c.id));
  for (const r of RULES) {
    if (ids.has(r)) t.ruleFires[r]++;
    if ([...ids].some((id) => id !== r)) t.cancelledWithout[r]++;
  }
  for (const [name, subset] of Object.entries(SUBSETS)) {
    if (subset.some((r) => ids.has(r)))
      t.cancelledSubset[name] = (t.cancelledSubset[name] ?? 0) + 1;
  }
  const weak = marsWeakness(chart);
  for (const w of weak) t.weakness[w] = (t.weakness[w] ?? 0) + 1;
  const others = [...ids].filter((id) => id !== 'C7');
  if (others.length === 0 && weak.length === 1 && weak[0] === 'rasi_sandhi') {
    t.weakness[ONLY_SANDHI] = (t.weakness[ONLY_SANDHI] ?? 0) + 1;
  }
}

export function emptyTally(): Tally {
  return {
    charts: 0,
    mangalPresent: 0,
    mangalAllRefs: 0,
    mangalCancelled: 0,
    mangalMitigated: 0,
    mangalContestedOnly: 0,
    kaalSarpa: 0,
    kaalSarpaRahuToKetu: 0,
    kaalSarpaPartial: 0,
    kaalSarpaSignBased: 0,
    placements: 0,
    housesDiffer: 0,
    housesDifferCuspMiddle: 0,
    mangalKpHouse: 0,
    mangalEqualHouse: 0,
    marsBhava: new Array<number>(12).fill(0),
    housesDifferByCity: {},
    housesDifferByGraha: zeroBy(GRAHAS),
    houseSetLagna: zeroBy(Object.keys(HOUSE_SETS)),
    houseSetAllRefs: zeroBy(Object.keys(HOUSE_SETS)),
    ruleFires: zeroBy(RULES),
    cancelledWithout: zeroBy(RULES),
    cancelledSubset: zeroBy(Object.keys(SUBSETS)),
    weakness: zeroBy([...WEAKNESS_KEYS, ONLY_SANDHI]),
  };
}

/** Casts and tallies a list of births. */
export function tallyBirths(eph: Ephemeris, births: readonly Birth[]): Tally {
  const t = emptyTally();
  for (const b of births) {
    const label = `${b.city.name} (${b.city.latitude.toFixed(1)}°)`;
    addChart(t, castChart(eph, b.jdUt, b.city.latitude, b.city.longitude, SETTINGS), label);
  }
  return t;
}

const pct = (num: number, den: number): number =>
  den === 0 ? 0 : Math.round((10000 * num) / den) / 100;

/** The headline rates (percentages, two decimals). */
export function headline(t: Tally) {
  return {
    mangal_pct: pct(t.mangalPresent, t.charts),
    mangal_all_references_pct: pct(t.mangalAllRefs, t.charts),
    mangal_cancelled_pct: pct(t.mangalCancelled, t.mangalPresent),
    mangal_mitigated_pct: pct(t.mangalMitigated, t.mangalPresent),
    mangal_contested_only_pct: pct(t.mangalContestedOnly, t.mangalPresent),
    kaal_sarpa_pct: pct(t.kaalSarpa, t.charts),
    kaal_sarpa_partial_pct: pct(t.kaalSarpaPartial, t.charts),
    houses_differ_pct: pct(t.housesDiffer, t.placements),
  };
}

/** The check block: raw counts over the first CHECK_N India births (re-counted by a test). */
export function checkCounts(t: Tally) {
  return {
    first_n: t.charts,
    mangal_present: t.mangalPresent,
    mangal_all_references: t.mangalAllRefs,
    mangal_cancelled: t.mangalCancelled,
    mangal_mitigated: t.mangalMitigated,
    kaal_sarpa: t.kaalSarpa,
    kaal_sarpa_partial: t.kaalSarpaPartial,
    houses_differ: t.housesDiffer,
  };
}

const byKey = (rec: Record<string, number>, den: number) =>
  Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, pct(v, den)]));

/** Houses-differ percentage per city, ordered by latitude (south to north). */
function byCity(t: Tally, cities: readonly City[]) {
  const out: Record<string, number> = {};
  for (const c of [...cities].sort((a, b) => a.latitude - b.latitude)) {
    const label = `${c.name} (${c.latitude.toFixed(1)}°)`;
    const [d, n] = t.housesDifferByCity[label] ?? [0, 0];
    out[label] = pct(d, n);
  }
  return out;
}

function variants(t: Tally) {
  return {
    mangal_lagna_pct_by_house_system: {
      'whole-sign (ours)': pct(t.mangalPresent, t.charts),
      'KP Placidus house': pct(t.mangalKpHouse, t.charts),
      'equal houses from the ascendant degree': pct(t.mangalEqualHouse, t.charts),
    },
    // An object, not an array: keeps the file in the form Biome's JSON formatter leaves alone.
    mars_bhava_from_lagna_pct: Object.fromEntries(
      t.marsBhava.map((c, i) => [String(i + 1), pct(c, t.charts)]),
    ),
    mangal_lagna_pct_by_house_set: byKey(t.houseSetLagna, t.charts),
    mangal_all_references_pct_by_house_set: byKey(t.houseSetAllRefs, t.charts),
    mangal_rule_applies_pct_of_present: byKey(t.ruleFires, t.mangalPresent),
    mangal_cancelled_pct_without_rule: byKey(t.cancelledWithout, t.mangalPresent),
    mangal_cancelled_pct_by_subset: byKey(t.cancelledSubset, t.mangalPresent),
    mars_weakness_pct_of_present: byKey(t.weakness, t.mangalPresent),
    kaal_sarpa_rahu_to_ketu_only_pct: pct(t.kaalSarpaRahuToKetu, t.charts),
    kaal_sarpa_sign_based_pyjhora_pct: pct(t.kaalSarpaSignBased, t.charts),
    houses_differ_cusp_as_middle_pct: pct(t.housesDifferCuspMiddle, t.placements),
    houses_differ_pct_by_graha: byKey(t.housesDifferByGraha, t.charts),
    houses_differ_pct_by_city: byCity(t, INDIA_CITIES),
  };
}

function main(): void {
  const dryRun = process.argv.includes('--dry-run');
  const eph = createSwephEphemeris({ ephePath: resolveEphePath(process.env.SE_EPHE_PATH) });
  const started = performance.now();
  const india = sampleBirths(INDIA_CITIES, SEED, N_INDIA);
  const t = tallyBirths(eph, india);
  const check = tallyBirths(eph, india.slice(0, CHECK_N));
  const w = tallyBirths(eph, sampleBirths(WORLD_CITIES, SEED + 1, N_WORLD));
  const seconds = (performance.now() - started) / 1000;

  const out = {
    generated_by: 'scripts/dosha-base-rates.ts',
    script_version: SCRIPT_VERSION,
    rules_version: DOSHA_RULES_VERSION,
    seed: SEED,
    n: N_INDIA,
    population: POPULATION_INDIA,
    ayanamsa: SETTINGS.ayanamsa,
    node_type: SETTINGS.nodeType,
    ephemeris: eph.mode,
    rates: headline(t),
    variants: variants(t),
    world: {
      seed: SEED + 1,
      n: N_WORLD,
      population:
        'same dates, 20 world cities from 34.6°S to 59.3°N with equal probability (diagnostic only)',
      rates: headline(w),
      houses_differ_cusp_as_middle_pct: pct(w.housesDifferCuspMiddle, w.placements),
      mangal_lagna_pct_kp_placidus_house: pct(w.mangalKpHouse, w.charts),
      houses_differ_pct_by_city: byCity(w, WORLD_CITIES),
    },
    check: checkCounts(check),
  };
  const json = `${JSON.stringify(out, null, 2)}\n`;
  process.stdout.write(json);
  process.stderr.write(`${N_INDIA + N_WORLD + CHECK_N} charts in ${seconds.toFixed(1)} s\n`);
  if (!dryRun) {
    writeFileSync(new URL('../src/engine/vedic/base-rates.json', import.meta.url), json);
    process.stderr.write('wrote src/engine/vedic/base-rates.json\n');
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main();
}
