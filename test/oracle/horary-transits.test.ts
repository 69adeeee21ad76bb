/**
 * Horary transit confirmation (src/engine/horary/windows.ts `sunTransits`) against a brute-force
 * reference: the transit scanner run over the whole stretch, every Sun star span kept whose sign lord
 * is a ruling planet and whose star lord is a fruitful significator. The engine only scans around the
 * stretches a mean-motion estimate allows; it must find exactly the same spans (to 1e-6 day, 0.09 s),
 * for a year-long stretch from 40 moments spread over 1900-2100 and several ruling-planet sets, and
 * for the stretch horary scans (TRANSIT_SCAN_DAYS) and stretches of up to three years, where the Sun
 * comes back to the division it started in (its re-entry must not be clipped).
 * Authority: the transit scanner's own oracle (test/oracle/transit*.test.ts, crossings within 1 s of a
 * brute-force search on the ephemeris).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sunTransits, TRANSIT_SCAN_DAYS } from '../../src/engine/horary/windows.js';
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

/** Compares sunTransits with the reference for each stretch and set; returns the spans compared. */
function compare(stretches: Array<[number, number]>): number {
  let compared = 0;
  for (const [k, [start, end]] of stretches.entries()) {
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
  return compared;
}

describe('sunTransits = a full scan, filtered', () => {
  it('finds exactly the spans of the brute-force reference', () => {
    const stretches = Array.from({ length: 40 }, (_, k): [number, number] => {
      const start = 2415020 + k * 1826.2 + 0.37 * k;
      return [start, start + 200 + ((k * 37) % 166)];
    });
    const compared = compare(stretches);
    assert.ok(compared > 100, `compared ${compared} spans`);
  });

  it('keeps the division the Sun started in when it comes back to it a year later or more', () => {
    // Starts 9.13 days apart over a year (the Sun starts early, midway and late in many of the 39
    // divisions); horary's own stretch, then stretches of one to three years.
    const stretches = Array.from({ length: 40 }, (_, k): [number, number] => {
      const start = 2451545.3 + k * 9.13;
      return [start, start + (k % 4 === 0 ? TRANSIT_SCAN_DAYS : 366 + ((k * 71) % 730))];
    });
    const compared = compare(stretches);
    assert.ok(compared > 300, `compared ${compared} spans`);
  });

  it('reads the ephemeris about twice per crossing it solves, not once per day', () => {
    // Deterministic cost (ephemeris calls, not time): the Sun's sample on the first day, then the two
    // grid samples around each crossing that opens or closes a qualifying span.
    let calls = 0;
    let crossings = 0;
    for (let k = 0; k < 40; k++) {
      const start = 2415020.6 + k * 1826.2;
      const end = start + TRANSIT_SCAN_DAYS;
      for (const [rps, fruitful] of SETS) {
        const scanner = createTransitScanner(eph, DEFAULT_SETTINGS);
        const spans = sunTransits(scanner, start, end, rps, fruitful);
        const instants = new Set(spans.flatMap((s) => [s.startJd, s.endJd]));
        instants.delete(start);
        instants.delete(end);
        calls += scanner.calls;
        crossings += instants.size;
      }
    }
    assert.ok(calls <= 120 * 3 + crossings * 2.2, `${calls} calls for ${crossings} crossings`);
  });
});
