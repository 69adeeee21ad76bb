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

/*
 * The two records below list the KpPoint fields one by one, in kpPoint's key order, instead of
 * spreading `...kpPoint(lon)` after other keys: V8 takes a slow generic path for such a spread, and
 * 21 of them a chart cost more than the KP lookups themselves (issue 11 §4). Same keys, same order.
 */
function planetPosition(
  name: Graha,
  longitude: number,
  speed: number,
  house: number,
): PlanetPosition {
  const k = kpPoint(longitude);
  return {
    name,
    longitude,
    speed,
    retrograde: speed < 0,
    house,
    signIndex: k.signIndex,
    sign: k.sign,
    signLord: k.signLord,
    nakshatraNumber: k.nakshatraNumber,
    nakshatra: k.nakshatra,
    pada: k.pada,
    starLord: k.starLord,
    subLord: k.subLord,
    subSubLord: k.subSubLord,
    subRow: k.subRow,
    subSubRow: k.subSubRow,
    subStart: k.subStart,
    subEnd: k.subEnd,
    subSubStart: k.subSubStart,
    subSubEnd: k.subSubEnd,
  };
}

function cuspPosition(house: number, longitude: number): CuspPosition {
  const k = kpPoint(longitude);
  return {
    house,
    longitude,
    signIndex: k.signIndex,
    sign: k.sign,
    signLord: k.signLord,
    nakshatraNumber: k.nakshatraNumber,
    nakshatra: k.nakshatra,
    pada: k.pada,
    starLord: k.starLord,
    subLord: k.subLord,
    subSubLord: k.subSubLord,
    subRow: k.subRow,
    subSubRow: k.subSubRow,
    subStart: k.subStart,
    subEnd: k.subEnd,
    subSubStart: k.subSubStart,
    subSubEnd: k.subSubEnd,
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
    positions[name] = planetPosition(name, b.longitude, b.speed, houseOf(b.longitude, frame.cusps));
  }
  const cusps = frame.cusps.map((lon, i) => cuspPosition(i + 1, lon));
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
