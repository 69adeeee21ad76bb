/**
 * Computed Hindu days (engine/transit/sun-days.ts `createComputedSunDays`) against the ephemeris port's
 * own sunrise/sunset search (Swiss Ephemeris rise_trans with SE_BIT_HINDU_RISING, itself checked
 * against `swetest -rise -hindu` in test/oracle/ephemeris.test.ts): every sunrise, sunset and next
 * sunrise of 120 days at four latitudes within 2 s.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import { createComputedSunDays, createSunDays } from '../../src/engine/transit/sun-days.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
const START = eph.julianDayUt({ year: 2026, month: 11, day: 1, hour: 0, minute: 0, second: 0 });

describe('computed Hindu days vs the port sunrise search', () => {
  for (const p of [
    { lat: 28.6139, lon: 77.209 },
    { lat: -33.87, lon: 151.21 },
    { lat: 51.5, lon: -0.13 },
    { lat: 0.3, lon: -78.5 },
  ]) {
    it(`latitude ${p.lat}: within 2 s for 120 days`, (t) => {
      const computed = createComputedSunDays(
        createTransitScanner(eph, DEFAULT_SETTINGS),
        p.lat,
        p.lon,
      );
      const searched = createSunDays(eph, p.lat, p.lon);
      let worst = 0;
      for (let d = 0; d < 120; d++) {
        const jd = START + d + 0.37;
        const a = computed.dayAt(jd);
        const b = searched.dayAt(jd);
        assert.ok(a && b);
        for (const k of ['sunriseJd', 'sunsetJd', 'nextSunriseJd'] as const) {
          const err: number = Math.abs(a[k] - b[k]) * 86400;
          worst = Math.max(worst, err);
          assert.ok(err < 2, `day ${d} ${k}: ${err.toFixed(2)} s`);
        }
      }
      t.diagnostic(`max difference ${worst.toFixed(3)} s`);
    });
  }
});
