/**
 * The transit scanner labels a sub span from the 249 table directly (divisionOf) instead of a full
 * kpPoint per span; the authority is kpPoint itself (the KP lord chain, kp-doctrine §2.1-§2.3): for
 * every row start, a hair either side of it, and 300,000 seeded random longitudes, the sub row, sign,
 * star lord and sub lord must be kpPoint's exactly (no tolerance).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { divisionOf } from '../../src/engine/transit/scanner.js';
import { KP_249, kpPoint } from '../../src/engine/zodiac/kp-subs.js';

describe('transit scanner sub divisions', () => {
  it('equal kpPoint at every row start, either side of it, and at random longitudes', () => {
    const lons: number[] = [0, -1e-12, 1e-12, 360 - 1e-12, 359.99999999];
    for (const r of KP_249) lons.push(r.start, r.start - 1e-9, r.start + 1e-9, r.end - 1e-9);
    let seed = 249;
    for (let i = 0; i < 300_000; i++) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      lons.push((seed / 2 ** 32) * 360);
    }
    for (const lon of lons) {
      const p = kpPoint(lon);
      const d = divisionOf('sub', lon);
      assert.deepEqual(
        [d.key, d.signIndex, d.starLord, d.subLord],
        [p.subRow - 1, p.signIndex, p.starLord, p.subLord],
        `longitude ${lon}`,
      );
    }
  });
});
