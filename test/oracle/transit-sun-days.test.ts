/**
 * Computed Hindu days (engine/transit/sun-days.ts `createComputedSunDays`) against the ephemeris port's
 * own sunrise/sunset search (Swiss Ephemeris rise_trans with SE_BIT_HINDU_RISING, itself checked
 * against `swetest -rise -hindu` in test/oracle/ephemeris.test.ts): every sunrise, sunset and next
 * sunrise of 120 days at four latitudes within 2 s, and of a whole year (both solstices) at three
 * latitudes between 60° and the 66.5° limit of Placidus charts, where muhurta now computes its
 * sunrises too instead of searching them (issue 20 §2; measured worst 0.6 s at 66.5° over 3 years).
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
    { lat: 28.6139, lon: 77.209, days: 120 },
    { lat: -33.87, lon: 151.21, days: 120 },
    { lat: 51.5, lon: -0.13, days: 120 },
    { lat: 0.3, lon: -78.5, days: 120 },
    { lat: 62.5, lon: 7.2, days: 366 },
    { lat: -65.6, lon: -64, days: 366 },
    { lat: 66.4, lon: 25.7, days: 366 },
  ]) {
    it(`latitude ${p.lat}: within 2 s for ${p.days} days`, (t) => {
      const computed = createComputedSunDays(
        createTransitScanner(eph, DEFAULT_SETTINGS),
        p.lat,
        p.lon,
      );
      const searched = createSunDays(eph, p.lat, p.lon);
      let worst = 0;
      for (let d = 0; d < p.days; d++) {
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
