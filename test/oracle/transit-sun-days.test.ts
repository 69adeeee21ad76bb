/**
 * Computed Hindu days (engine/transit/sun-days.ts `createComputedSunDays`) against the ephemeris port's
 * own sunrise/sunset search (Swiss Ephemeris rise_trans with SE_BIT_HINDU_RISING, itself checked
 * against `swetest -rise -hindu` in test/oracle/ephemeris.test.ts): every sunrise, sunset and next
 * sunrise of 240 days spread over a year at four latitudes within 2 s, in both conventions (the
 * apparent one against rise_trans' default rising, upper limb with SE's standard refraction), and
 * (Hindu days) at three latitudes between 60° and the 66.5° limit of Placidus charts, where muhurta
 * computes its sunrises too instead of searching them (issue 20 §2).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import {
  createComputedSunDays,
  createSunDays,
  SUNRISE_CONVENTIONS,
} from '../../src/engine/transit/sun-days.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
/** Both within 2 s (apparent: refraction and semidiameter modelled, see sunriseAltitude). */
const TOLERANCE_S = { hindu: 2, apparent: 2 } as const;
const START = eph.julianDayUt({ year: 2026, month: 11, day: 1, hour: 0, minute: 0, second: 0 });

for (const convention of SUNRISE_CONVENTIONS) {
  describe(`computed ${convention} days vs the port sunrise search`, () => {
    for (const p of [
      { lat: 28.6139, lon: 77.209 },
      { lat: -33.87, lon: 151.21 },
      { lat: 51.5, lon: -0.13 },
      { lat: 0.3, lon: -78.5 },
      // Muhurta computes its days up to the 66.5° limit of Placidus charts (issue 20 §2).
      ...(convention === 'hindu'
        ? [
            { lat: 62.5, lon: 7.2 },
            { lat: -65.6, lon: -64 },
            { lat: 66.4, lon: 25.7 },
          ]
        : []),
    ]) {
      it(`latitude ${p.lat}: within ${TOLERANCE_S[convention]} s for 240 days over a year`, (t) => {
        const scanner = createTransitScanner(eph, DEFAULT_SETTINGS);
        const computed = createComputedSunDays(scanner, p.lat, p.lon, undefined, convention);
        const searched = createSunDays(eph, p.lat, p.lon, convention);
        let worst = 0;
        for (let d = 0; d < 240; d++) {
          const jd = START + d * 1.5 + 0.37;
          const a = computed.dayAt(jd);
          const b = searched.dayAt(jd);
          assert.ok(a && b);
          for (const k of ['sunriseJd', 'sunsetJd', 'nextSunriseJd'] as const) {
            const err: number = Math.abs(a[k] - b[k]) * 86400;
            worst = Math.max(worst, err);
            assert.ok(err < TOLERANCE_S[convention], `day ${d} ${k}: ${err.toFixed(2)} s`);
          }
        }
        t.diagnostic(`max difference ${worst.toFixed(3)} s`);
      });
    }
  });
}
