/**
 * Chart casting: sidereal positions of the nine grahas and the twelve Placidus cusps for a moment and
 * place, each with its full KP lord chain (sign, nakshatra, pada, star, sub, sub-sub) and Placidus house.
 */
import type { Ephemeris, HouseFrame } from '../ports.js';
import { type ChartSettings, GRAHAS, type Graha } from '../types.js';
import { type KpPoint, kpPoint } from '../zodiac/kp-subs.js';
import { houseOf } from './houses.js';

/** A graha with its KP lord chain and Placidus house. */
export interface PlanetPosition extends KpPoint {
  name: Graha;
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
  /** Degrees per day. */
  speed: number;
  retrograde: boolean;
  /** Placidus house 1-12. */
  house: number;
}

/** A Placidus cusp with its KP lord chain. */
export interface CuspPosition extends KpPoint {
  house: number;
  /** Sidereal longitude, degrees [0, 360). */
  longitude: number;
}

export interface Chart {
  jdUt: number;
  latitude: number;
  longitude: number;
  settings: ChartSettings;
  /** Ayanamsa subtracted, degrees. */
  ayanamsa: number;
  positions: Record<Graha, PlanetPosition>;
  cusps: CuspPosition[];
  frame: HouseFrame;
}

/**
 * A graha's record. Fields are listed, not spread: in Node 20's V8 an object literal that spreads
 * another and adds fields costs about 0.5 µs, ten times this one (a chart builds 21 of them).
 */
export function planetPosition(
  name: Graha,
  longitude: number,
  speed: number,
  house: number,
  kp: KpPoint,
): PlanetPosition {
  return {
    name,
    longitude,
    speed,
    retrograde: speed < 0,
    house,
    signIndex: kp.signIndex,
    sign: kp.sign,
    signLord: kp.signLord,
    nakshatraNumber: kp.nakshatraNumber,
    nakshatra: kp.nakshatra,
    pada: kp.pada,
    starLord: kp.starLord,
    subLord: kp.subLord,
    subSubLord: kp.subSubLord,
    subRow: kp.subRow,
    subSubRow: kp.subSubRow,
    subStart: kp.subStart,
    subEnd: kp.subEnd,
    subSubStart: kp.subSubStart,
    subSubEnd: kp.subSubEnd,
  };
}

/** A cusp's record (fields listed, as in planetPosition). */
export function cuspPosition(house: number, longitude: number, kp: KpPoint): CuspPosition {
  return {
    house,
    longitude,
    signIndex: kp.signIndex,
    sign: kp.sign,
    signLord: kp.signLord,
    nakshatraNumber: kp.nakshatraNumber,
    nakshatra: kp.nakshatra,
    pada: kp.pada,
    starLord: kp.starLord,
    subLord: kp.subLord,
    subSubLord: kp.subSubLord,
    subRow: kp.subRow,
    subSubRow: kp.subSubRow,
    subStart: kp.subStart,
    subEnd: kp.subEnd,
    subSubStart: kp.subSubStart,
    subSubEnd: kp.subSubEnd,
  };
}

/** Builds a chart from already computed graha states and a house frame (natal and horary share it). */
export function assembleChart(
  eph: Ephemeris,
  jdUt: number,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
  frame: HouseFrame,
): Chart {
  const bodies = eph.grahas(jdUt, settings);
  const positions = {} as Record<Graha, PlanetPosition>;
  for (const name of GRAHAS) {
    const b = bodies[name];
    const house = houseOf(b.longitude, frame.cusps);
    positions[name] = planetPosition(name, b.longitude, b.speed, house, kpPoint(b.longitude));
  }
  const cusps = frame.cusps.map((lon, i) => cuspPosition(i + 1, lon, kpPoint(lon)));
  return {
    jdUt,
    latitude,
    longitude,
    settings,
    ayanamsa: eph.ayanamsa(jdUt, settings),
    positions,
    cusps,
    frame,
  };
}

/** Casts a natal (or any moment's) chart. Throws PolarLatitudeError where Placidus is undefined. */
export function castChart(
  eph: Ephemeris,
  jdUt: number,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
): Chart {
  const frame = eph.placidus(jdUt, latitude, longitude, settings);
  return assembleChart(eph, jdUt, latitude, longitude, settings, frame);
}

/**
 * The chart's planets under another house frame: the cusps of `frame`, each planet's house counted
 * again, everything else kept (the birth-time window, kp/birth-window.ts: within minutes the cusps move
 * with the sidereal time while the planets are held).
 */
export function withFrame(chart: Chart, frame: HouseFrame): Chart {
  const positions = {} as Record<Graha, PlanetPosition>;
  for (const name of GRAHAS) {
    const p = chart.positions[name];
    positions[name] = planetPosition(
      name,
      p.longitude,
      p.speed,
      houseOf(p.longitude, frame.cusps),
      p,
    );
  }
  return {
    jdUt: chart.jdUt,
    latitude: chart.latitude,
    longitude: chart.longitude,
    settings: chart.settings,
    ayanamsa: chart.ayanamsa,
    positions,
    cusps: frame.cusps.map((lon, i) => cuspPosition(i + 1, lon, kpPoint(lon))),
    frame,
  };
}
