/**
 * Horary transit confirmation (src/engine/horary/windows.ts `sunTransits`) against a brute-force
 * reference: the transit scanner run over the whole stretch, every Sun star span kept whose sign lord
 * is a ruling planet and whose star lord is a fruitful significator. The engine only scans around the
 * stretches a mean-motion estimate allows; it must find exactly the same spans (to 1e-6 day, 0.09 s),
 * for a year-long stretch from 40 moments spread over 1900-2100 and several ruling-planet sets.
 * Authority: the transit scanner's own oracle (test/oracle/transit*.test.ts, crossings within 1 s of a
 * brute-force search on the ephemeris).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sunTransits } from '../../src/engine/horary/windows.js';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import { DEFAULT_SETTINGS, type Graha } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
const SETS: Array<[Graha[], Graha[]]> = [
  [
    ['Rahu', 'Mercury', 'Sun', 'Saturn'],
    ['Sun', 'Saturn', 'Rahu', 'Ketu'],
  ],
  [
    ['Jupiter', 'Mars', 'Moon'],
    ['Venus', 'Mars'],
  ],
  [
    ['Venus', 'Saturn', 'Mercury', 'Sun', 'Moon', 'Mars', 'Jupiter'],
    ['Ketu', 'Moon', 'Mercury'],
  ],
];

describe('sunTransits = a full scan, filtered', () => {
  it('finds exactly the spans of the brute-force reference', () => {
    let compared = 0;
    for (let k = 0; k < 40; k++) {
      const start = 2415020 + k * 1826.2 + 0.37 * k;
      const end = start + 200 + ((k * 37) % 166);
      for (const [rps, fruitful] of SETS) {
        const got = sunTransits(
          createTransitScanner(eph, DEFAULT_SETTINGS),
          start,
          end,
          rps,
          fruitful,
        );
        const ref = createTransitScanner(eph, DEFAULT_SETTINGS)
          .bodySpans('Sun', 'star', start, end)
          .filter((s) => rps.includes(s.signLord) && fruitful.includes(s.starLord));
        // The reference has no merging: consecutive spans of one sign and star cannot occur.
        assert.equal(got.length, ref.length, `k=${k}: ${got.length} vs ${ref.length}`);
        for (let i = 0; i < ref.length; i++) {
          const g = got[i];
          const r = ref[i];
          assert.ok(g && r);
          assert.ok(Math.abs(g.startJd - r.startJd) < 1e-6, `k=${k} span ${i} start`);
          assert.ok(Math.abs(g.endJd - r.endJd) < 1e-6, `k=${k} span ${i} end`);
          assert.equal(g.starLord, r.starLord);
          assert.equal(g.sign, r.sign);
          compared++;
        }
      }
    }
    assert.ok(compared > 100, `compared ${compared} spans`);
  });
});
