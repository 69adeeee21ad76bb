/**
 * The lookups that replaced loops in issue 22 §3's fourth round give what the loops gave.
 *
 * Authority: the definitions themselves. A house mask's houses are the h in 1-12 whose bit h − 1 is
 * set, ascending (chart/houses.ts); a TZif zone's change instants in (from, to] are its stored
 * transitions t with from < t <= to, in their (ascending) order (RFC 8536 §3.2), as a scan of them all
 * found them before; `subLordAt` is `kpPoint`'s sub lord. Tolerance: none (exact arrays and lords).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { housesOfMask } from '../../src/engine/chart/houses.js';
import { kpPoint, subLordAt } from '../../src/engine/zodiac/kp-subs.js';
import { TzifZone } from '../../src/geo/tzif.js';

describe('housesOfMask', () => {
  it('lists the set bits 1-12 of every 12-bit mask, ascending, as a fresh array', () => {
    for (let mask = 0; mask < 4096; mask++) {
      const expected: number[] = [];
      for (let h = 1; h <= 12; h++) if (mask & (1 << (h - 1))) expected.push(h);
      assert.deepEqual(housesOfMask(mask), expected, `mask ${mask}`);
    }
    // The caller owns its array: changing one copy leaves the next untouched.
    const first = housesOfMask(0b101);
    first.push(99);
    assert.deepEqual(housesOfMask(0b101), [1, 3]);
  });

  it('ignores bits above the 12th, as the loop over houses 1-12 did', () => {
    assert.deepEqual(housesOfMask(0x1000 | 0b11), [1, 2]);
  });
});

describe('TzifZone.changeInstants', () => {
  it('finds the stored transitions of a window as a scan of them all does', () => {
    const sortedUnique = fc
      .uniqueArray(fc.integer({ min: -3e9, max: 5e9 }), { maxLength: 300 })
      .map((xs) => xs.sort((a, b) => a - b));
    fc.assert(
      fc.property(
        sortedUnique,
        fc.integer({ min: -4e9, max: 6e9 }),
        fc.integer({ min: 0, max: 2e9 }),
        (ts, from, width) => {
          const zone = new TzifZone(
            Float64Array.from(ts),
            Int32Array.from(ts.map(() => 0)),
            0,
            null,
          );
          const to = from + width;
          const scan = ts.filter((t) => t > from && t <= to);
          assert.deepEqual(zone.changeInstants(from, to), scan);
          // A window ending exactly on a transition holds it; one starting on it does not.
          if (ts.length > 0) {
            const t = ts[Math.floor(ts.length / 2)] as number;
            assert.ok(zone.changeInstants(t - 1, t).includes(t));
            assert.ok(!zone.changeInstants(t, t + 1).includes(t));
          }
        },
      ),
      { seed: 22, numRuns: 300 },
    );
  });
});

describe('subLordAt', () => {
  it('is the sub lord kpPoint gives, anywhere and on every sub boundary', () => {
    fc.assert(
      fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (lon) => {
        assert.equal(subLordAt(lon), kpPoint(lon).subLord);
      }),
      { seed: 22, numRuns: 20_000 },
    );
    for (let lon = 0; lon < 360; lon += 0.25) {
      const p = kpPoint(lon);
      for (const x of [p.subStart, p.subEnd, p.subStart + 1e-6, p.subEnd - 1e-6])
        assert.equal(subLordAt(x), kpPoint(x).subLord, `at ${x}`);
    }
  });
});
