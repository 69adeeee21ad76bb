/**
 * The rising degree (sidereal ascendant) through a muhurta window, without an ephemeris call per
 * instant: the ARMC advances at the sidereal rate (360.98564736629°/day, as in kp/sensitivity.ts),
 * and the ascendant follows from ARMC, geographic latitude and the obliquity by the standard formula
 * λ = atan2(cos θ, −(sin θ cos ε + tan φ sin ε)), less the ayanamsa. One Placidus call anchors the
 * ARMC at the window's start; over a window (under two days) the drift of nutation in the ARMC, the
 * obliquity and the ayanamsa stays far below a second of rising time (checked against placidus() in
 * test/oracle/transit-lagna.test.ts).
 *
 * Used to find the KP elected lagna (decisions.md Ranking): the moment in a window when the rising
 * sub lord signifies the event's houses.
 */
import type { Ephemeris } from '../ports.js';
import { divisionOf } from '../transit/scanner.js';
import { type ChartSettings, type Graha, SIGNS } from '../types.js';
import { KP_249, type KpRow } from '../zodiac/kp-subs.js';
import { normalizeDegrees } from '../zodiac/signs.js';

const SIDEREAL_DEGREES_PER_DAY = 360.98564736629;
const RAD = Math.PI / 180;

export interface LagnaClock {
  t0: number;
  armc0: number;
  latitude: number;
  obliquity: number;
  ayanamsa: number;
}

/** Anchors a clock at t0 (three ephemeris calls). Throws PolarLatitudeError where Placidus fails. */
export function lagnaClock(
  eph: Ephemeris,
  t0: number,
  latitude: number,
  longitude: number,
  settings: ChartSettings,
): LagnaClock {
  const frame = eph.placidus(t0, latitude, longitude, settings);
  return {
    t0,
    armc0: frame.armc,
    latitude,
    obliquity: eph.obliquity(t0),
    ayanamsa: eph.ayanamsa(t0, settings),
  };
}

/** Sidereal ascendant, degrees [0, 360), at UT Julian day jd. */
export function ascendantAt(c: LagnaClock, jd: number): number {
  const theta = (c.armc0 + SIDEREAL_DEGREES_PER_DAY * (jd - c.t0)) * RAD;
  const eps = c.obliquity * RAD;
  const phi = c.latitude * RAD;
  const asc = Math.atan2(
    Math.cos(theta),
    -(Math.sin(theta) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps)),
  );
  return normalizeDegrees(asc / RAD - c.ayanamsa);
}

/** A stretch of time during which one KP sub rises. */
export interface RisingSub {
  startJd: number;
  endJd: number;
  signIndex: number;
  signLord: Graha;
  starLord: Graha;
  subLord: Graha;
}

/**
 * The ARMC (degrees) at which the tropical ascendant is `lambda` at this latitude and obliquity: the
 * formula above solved for θ. With A = cos ε sin λ, B = cos λ, C = −tan φ sin ε sin λ it reads
 * A sin θ + B cos θ = C, whose two solutions are the degree rising and the same degree setting; the
 * rising one is the one the forward formula maps back to λ.
 */
function armcOfAscendant(c: LagnaClock, lambda: number): number {
  const l = lambda * RAD;
  const eps = c.obliquity * RAD;
  const A = Math.cos(eps) * Math.sin(l);
  const B = Math.cos(l);
  const C = -Math.tan(c.latitude * RAD) * Math.sin(eps) * Math.sin(l);
  const R = Math.hypot(A, B);
  const base = Math.atan2(A, B);
  const spread = Math.acos(Math.max(-1, Math.min(1, C / R)));
  for (const theta of [base + spread, base - spread]) {
    const asc = Math.atan2(
      Math.cos(theta),
      -(Math.sin(theta) * Math.cos(eps) + Math.tan(c.latitude * RAD) * Math.sin(eps)),
    );
    if (Math.abs(normalizeDegrees((asc - l) / RAD + 180) - 180) < 1e-6) {
      return normalizeDegrees(theta / RAD);
    }
  }
  throw new Error(`no rising ARMC for ascendant ${lambda} at latitude ${c.latitude}`);
}

/** Per clock, the ARMC at which each row of the 249 table starts rising (NaN until needed). */
const ARMC_OF_ROW = new WeakMap<LagnaClock, Float64Array>();

/**
 * The rising subs over [startJd, endJd]: the ascendant only moves forward, so from the sub rising at
 * the start each next boundary of the 249 table is reached in turn, at the instant the inverted
 * formula gives (exact up to the clock's linear ARMC).
 */
export function risingSubs(c: LagnaClock, startJd: number, endJd: number): RisingSub[] {
  const out: RisingSub[] = [];
  const armcAt = (jd: number) => c.armc0 + SIDEREAL_DEGREES_PER_DAY * (jd - c.t0);
  // The ARMC at which each row starts rising depends on the clock only: worked out once per clock.
  let armcs = ARMC_OF_ROW.get(c);
  if (armcs === undefined) {
    armcs = new Float64Array(KP_249.length).fill(Number.NaN);
    ARMC_OF_ROW.set(c, armcs);
  }
  // The row of the 249 table rising at the start (kpPoint's subRow − 1, read from the table directly).
  let row = divisionOf('sub', ascendantAt(c, startJd)).key;
  let t = startJd;
  while (t < endJd) {
    const r = KP_249[row] as KpRow;
    const nextRow = (row + 1) % KP_249.length;
    let theta = armcs[nextRow] as number;
    if (Number.isNaN(theta)) {
      const boundary = (KP_249[nextRow] as KpRow).start;
      theta = armcOfAscendant(c, normalizeDegrees(boundary + c.ayanamsa));
      armcs[nextRow] = theta;
    }
    // Degrees of ARMC still to turn from t (strictly ahead: a boundary just behind is a full day away).
    let ahead = normalizeDegrees(theta - armcAt(t));
    if (ahead === 0) ahead = 360;
    const end = Math.min(endJd, t + ahead / SIDEREAL_DEGREES_PER_DAY);
    out.push({
      startJd: t,
      endJd: end,
      signIndex: SIGNS.indexOf(r.sign),
      signLord: r.signLord,
      starLord: r.starLord,
      subLord: r.subLord,
    });
    t = end;
    row = nextRow;
  }
  return out;
}
