/**
 * The KP horary chart (kp-doctrine.md §3.1, decisions.md KP "Horary chart"): the ascendant is the
 * start of the numbered row of the 249 table; the other cusps are Placidus for the judgment latitude
 * with the RAMC solved so that the ascendant equals that degree; the planets are those of the judgment
 * moment and place. The ascendant's sign, star and sub lords are taken from the row, never re-derived
 * from a float (a row start is a sub boundary, and a float a hair below it names the previous sub).
 *
 * RAMC inversion (§3.1, "Computation"): with λ the tropical ascendant (row start + ayanamsa of the
 * moment), ε the true obliquity and φ the latitude, α = atan2(sin λ cos ε, cos λ),
 * δ = asin(sin ε sin λ), AD = asin(tan δ tan φ) and RAMC = α − AD − 90°.
 */
import {
  type Chart,
  type CuspPosition,
  castChart,
  cuspPosition,
  planetPosition,
} from '../chart/cast.js';
import { houseOf } from '../chart/houses.js';
import type { Ephemeris, HouseFrame } from '../ports.js';
import { type ChartSettings, GRAHAS, type Graha } from '../types.js';
import { horaryRow, type KpRow, kpPoint } from '../zodiac/kp-subs.js';
import { normalizeDegrees } from '../zodiac/signs.js';

const RAD = Math.PI / 180;

/** RAMC (degrees) at which a tropical ecliptic longitude rises at latitude φ, obliquity ε. */
export function ramcForAscendant(tropicalAscendant: number, obliquity: number, latitude: number) {
  const l = tropicalAscendant * RAD;
  const e = obliquity * RAD;
  const alpha = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const delta = Math.asin(Math.sin(e) * Math.sin(l));
  // Inside the polar circles |tan δ tan φ| can exceed 1; Placidus is refused there anyway.
  const x = Math.max(-1, Math.min(1, Math.tan(delta) * Math.tan(latitude * RAD)));
  const ad = Math.asin(x);
  return normalizeDegrees((alpha - ad) / RAD - 90);
}

export interface HoraryCast {
  row: KpRow;
  /** The horary chart: ascendant = row start (lords from the row), planets of the judgment moment. */
  chart: Chart;
  /** The chart of the judgment moment as it actually is (its ascendant feeds the ruling planets). */
  actual: Chart;
  /** Sidereal ascendant Swiss Ephemeris computed from the solved RAMC, before the row is imposed. */
  computedAscendant: number;
  armc: number;
}

/** Signed difference a − b folded into (−180°, 180°]. */
function angleDiff(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? d - 360 : d;
}

/**
 * Casts the horary chart of number `n` (1-249) for a judgment moment (UT Julian day) and place.
 * The actual chart of the moment is cast once and its planets are reused (same moment, same place).
 * Throws PolarLatitudeError where Placidus is undefined.
 */
export function castHorary(
  eph: Ephemeris,
  n: number,
  jdUt: number,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
): HoraryCast {
  const row = horaryRow(n);
  const actual = castChart(eph, jdUt, latitude, longitude, settings);
  const tropical = normalizeDegrees(row.start + actual.ayanamsa);
  const armc = ramcForAscendant(tropical, eph.obliquity(jdUt), latitude);
  const solved = eph.placidusFromArmc(jdUt, armc, latitude, settings);
  const computedAscendant = solved.ascendant;
  if (Math.abs(angleDiff(computedAscendant, row.start)) > 1 / 3600) {
    // The inversion is exact (kp-doctrine §3.1); a miss means the port broke its contract.
    throw new Error(`horary RAMC inversion missed row ${n} by more than 1″`);
  }
  const cuspLongitudes = [row.start, ...solved.cusps.slice(1)];
  const frame: HouseFrame = {
    cusps: cuspLongitudes,
    ascendant: row.start,
    mc: solved.mc,
    armc: solved.armc,
  };
  const cusps: CuspPosition[] = cuspLongitudes.map((lon, i) =>
    cuspPosition(i + 1, lon, kpPoint(lon)),
  );
  // Lords of the ascendant from the row itself (decisions.md KP "Horary chart").
  const asc = cusps[0] as CuspPosition;
  cusps[0] = {
    ...asc,
    sign: row.sign,
    signLord: row.signLord,
    nakshatra: row.nakshatra,
    starLord: row.starLord,
    subLord: row.subLord,
    subRow: row.number,
  };
  const positions = {} as Chart['positions'];
  for (const g of GRAHAS as readonly Graha[]) {
    const p = actual.positions[g];
    positions[g] = planetPosition(g, p.longitude, p.speed, houseOf(p.longitude, cuspLongitudes), p);
  }
  const chart: Chart = {
    jdUt: actual.jdUt,
    latitude: actual.latitude,
    longitude: actual.longitude,
    settings: actual.settings,
    ayanamsa: actual.ayanamsa,
    positions,
    cusps,
    frame,
  };
  return { row, chart, actual, computedAscendant, armc };
}
