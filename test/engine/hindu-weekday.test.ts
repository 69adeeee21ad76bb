/**
 * A chart's Hindu weekday without a sunrise search (src/engine/kp/weekday.ts) against `hinduDay`, whose
 * sunrise is Swiss Ephemeris' own rise search (rise_trans, Hindu rising): the weekday must be the same
 * for every moment, above all for moments seconds to minutes around sunrise and local midnight, where
 * the shortcut's estimate must give way to the search. Exact agreement (no tolerance): a weekday.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { hinduDay } from '../../src/engine/kp/ruling-planets.js';
import { hinduWeekday } from '../../src/engine/kp/weekday.js';
import type { Ephemeris } from '../../src/engine/ports.js';
import { AYANAMSAS, DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;

/** The ephemeris, counting its sunrise searches. */
function counting(): { eph: Ephemeris; searches: () => number } {
  let n = 0;
  const wrapped: Ephemeris = {
    ...eph,
    sunEvent: (...args: Parameters<Ephemeris['sunEvent']>) => {
      n++;
      return eph.sunEvent(...args);
    },
  };
  return { eph: wrapped, searches: () => n };
}

function check(e: Ephemeris, jd: number, lat: number, lon: number, ayanamsaIndex: number) {
  const settings = { ...DEFAULT_SETTINGS, ayanamsa: AYANAMSAS[ayanamsaIndex % AYANAMSAS.length] };
  const chart = castChart(eph, jd, lat, lon, settings as typeof DEFAULT_SETTINGS);
  const want = hinduDay(eph, jd, lat, lon).weekday;
  assert.equal(hinduWeekday(e, chart, jd, lat, lon), want, `JD ${jd} at ${lat}, ${lon}`);
}

describe('hinduWeekday = hinduDay().weekday', () => {
  it('around sunrise and local midnight, at latitudes up to 60° and beyond', () => {
    const SECONDS = [1, 60, 1800, 3540, 3660, 7200];
    let compared = 0;
    for (let k = 0; k < 36; k++) {
      const lat = [0, 30, -30, 52, -52, 60, -60, 59.9, 63][k % 9] as number;
      const lon = -170 + ((k * 47) % 340);
      const lmt = lon / 360;
      const day = 2378497.3 + k * 5471.7; // 1800 to 2340, through the seasons
      const midnight = Math.floor(day + lmt + 0.5) - 0.5 - lmt;
      const rise = eph.sunEvent(midnight, lat, lon, 'rise');
      assert.ok(rise !== null);
      for (const s of SECONDS) {
        for (const sign of [-1, 1]) {
          check(eph, rise + (sign * s) / 86400, lat, lon, k);
          check(eph, midnight + (sign * s) / 86400, lat, lon, k);
          compared += 2;
        }
      }
    }
    assert.equal(compared, 36 * SECONDS.length * 4);
  });

  it('at random moments, mostly without a sunrise search', () => {
    const c = counting();
    let x = 12345;
    const rand = () => {
      x = (x * 1103515245 + 12345) % 2147483648;
      return x / 2147483648;
    };
    const n = 400;
    for (let i = 0; i < n; i++) {
      check(c.eph, 2378497 + rand() * 219000, -60 + rand() * 120, -180 + rand() * 360, i);
    }
    // The margin is one hour on each side of two instants a day: about 4 h of 24 need the search.
    assert.ok(c.searches() < n * 0.3, `${c.searches()} sunrise searches for ${n} moments`);
  });
});
