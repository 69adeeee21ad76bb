/**
 * Promise apart from timing (issue 10): for 500 seeded random births, which events are DENIED, and the
 * whole promise part of every judgment, is identical when the date of judgment (as_of) is 1990, 2025
 * or 2060; only the timing object and the timing-graded verdicts (STRONGLY_PROMISED,
 * REQUIRES_FURTHER_TIMING_CONFIRMATION versus PROMISED) differ. Swiss Ephemeris through the project's
 * adapter; births 1940-2010, latitudes −50°..60°, seed 20261123.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { jdOfDate } from '../../src/app/natal.js';
import { runningAntara, timingPeriods } from '../../src/app/present/kp.js';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { vimshottari } from '../../src/engine/dasha/vimshottari.js';
import { NATAL_EVENTS } from '../../src/engine/kp/events.js';
import { judgePromise, type PromiseJudgment } from '../../src/engine/kp/promise.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const TIMING_GRADES = new Set([
  'STRONGLY_PROMISED',
  'PROMISED',
  'REQUIRES_FURTHER_TIMING_CONFIRMATION',
]);

describe('promise versus timing across as_of (500 random births)', () => {
  it('DENIED sets and promise verdicts are identical for as_of 1990, 2025, 2060; only timing grades differ', () => {
    const eph = testCompute().ephemeris;
    const rnd = mulberry32(20261123);
    let timingDiffers = 0;
    for (let i = 0; i < 500; i++) {
      const jd = 2429630.5 + rnd() * (2455197.5 - 2429630.5);
      const lat = -50 + rnd() * 110;
      const lon = -180 + rnd() * 360;
      const chart = castChart(eph, jd, lat, lon, DEFAULT_SETTINGS);
      const sig = significators(chart);
      const dasha = vimshottari(chart.positions.Moon.longitude, jd, 365.25);
      const runs = ['1990-06-01', '2025-06-01', '2060-06-01'].map((asOf) => {
        const at = Math.max(jdOfDate(asOf), jd);
        const ctx = { periods: timingPeriods(dasha, at), antara: runningAntara(dasha, at) };
        return NATAL_EVENTS.map((ev) => judgePromise(chart, sig, ev, ctx));
      });
      const [a, b, c] = runs;
      assert.ok(a && b && c);
      const denied = (r: typeof a) =>
        r.filter((j) => j.verdict === 'DENIED').map((j) => j.event.id);
      assert.deepEqual(denied(b), denied(a), `birth ${i}`);
      assert.deepEqual(denied(c), denied(a), `birth ${i}`);
      for (let e = 0; e < a.length; e++) {
        const x: PromiseJudgment | undefined = a[e];
        const y: PromiseJudgment | undefined = b[e];
        const z: PromiseJudgment | undefined = c[e];
        assert.ok(x && y && z);
        assert.equal(y.promise, x.promise);
        assert.equal(z.promise, x.promise);
        if (x.verdict !== y.verdict || x.verdict !== z.verdict) {
          timingDiffers++;
          for (const j of [x, y, z]) {
            assert.ok(TIMING_GRADES.has(j.verdict), `${j.verdict} can only differ by timing`);
            assert.equal(j.gradeFromTiming, j.verdict !== j.promise);
          }
        }
      }
    }
    // The test would be vacuous if timing never changed a grade.
    assert.ok(timingDiffers > 0, 'timing changes some grades');
  });
});
