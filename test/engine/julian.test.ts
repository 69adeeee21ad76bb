/** Calendar arithmetic against Meeus' worked examples and Date.UTC (an independent implementation). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { civilFromJd, isoDate, jdFromCivil, weekdayOfJd } from '../../src/engine/time/julian.js';

describe('Julian day conversions', () => {
  it('Meeus example 7.a: 1957-10-04.81 = JD 2436116.31; J2000 = 2451545.0', () => {
    assert.ok(
      Math.abs(
        jdFromCivil({ year: 1957, month: 10, day: 4, hour: 19, minute: 26, second: 24 }) -
          2436116.31,
      ) < 1e-9,
    );
    assert.equal(
      jdFromCivil({ year: 2000, month: 1, day: 1, hour: 12, minute: 0, second: 0 }),
      2451545,
    );
  });

  it('isoDate and civilFromJd agree with Date.UTC over 1800-2400 (seed 11)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1800, 0, 1), max: Date.UTC(2399, 11, 31) }), (ms) => {
        const jd = ms / 86400000 + 2440587.5;
        const expected = new Date(ms).toISOString().slice(0, 10);
        const c = civilFromJd(jd);
        return isoDate(jd) === expected && c.year === new Date(ms).getUTCFullYear();
      }),
      { numRuns: 3000, seed: 11 },
    );
  });

  it('isoDate applies the UTC offset; weekday 0 = Sunday (2000-01-01 was a Saturday)', () => {
    assert.equal(isoDate(2451545.3, 0), '2000-01-01');
    assert.equal(isoDate(2451545.3, 5.5), '2000-01-02');
    assert.equal(weekdayOfJd(2451545), 6);
  });
});
