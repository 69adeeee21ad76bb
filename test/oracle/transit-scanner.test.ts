/**
 * The transit scanner against a brute-force search on the ephemeris itself (authority: the Swiss
 * Ephemeris positions the scanner interpolates; the search below never interpolates).
 *
 * Brute force: the Moon's KP sub row (249 table, sign splits kept) is read every 10 minutes over the
 * year 2025 straight from `grahas()`. The Moon moves at most 0.055° in 10 minutes and the shortest
 * division is 0.556°, so every change of row shows as exactly one differing pair of samples; each
 * change is then narrowed by bisection on the ephemeris to a 1-second bracket. To keep the test
 * fast only the 10-minute intervals that contain a change are searched at 1-second resolution.
 * Every scanner crossing must match one brute-force change (same count, instants within 1 s) at
 * the sub level and at the nakshatra level. The largest difference is printed as a diagnostic.
 *
 * Slow bodies: Mercury's sub crossings over 2025 (it stations three times) against the same
 * brute-force method with a 2-hour step, within 1 s, including back-and-forth crossings; and every
 * sign ingress of the nine grahas in 2025 (the coarse-grid path of the financial calendar) with a
 * 6-hour step, within 1 s.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import { DEFAULT_SETTINGS, GRAHAS, type Graha } from '../../src/engine/types.js';
import { kpPoint } from '../../src/engine/zodiac/kp-subs.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
const settings = DEFAULT_SETTINGS;
const START = eph.julianDayUt({ year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const END = eph.julianDayUt({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const SECOND = 1 / 86400;

/** Brute-force changes of `key(longitude)` between START and END at `stepDays`, to 1 s. */
function bruteChanges(
  body: Graha,
  stepDays: number,
  key: (lon: number) => string,
  from = START,
  to = END,
) {
  const lon = (jd: number) => eph.grahas(jd, settings)[body].longitude;
  const out: number[] = [];
  let t0 = from;
  let k0 = key(lon(t0));
  while (t0 < to) {
    const t1 = Math.min(t0 + stepDays, to);
    const k1 = key(lon(t1));
    if (k1 !== k0) {
      let lo = t0;
      let hi = t1;
      while (hi - lo > SECOND) {
        const mid = (lo + hi) / 2;
        if (key(lon(mid)) === k0) lo = mid;
        else hi = mid;
      }
      out.push((lo + hi) / 2);
    }
    t0 = t1;
    k0 = k1;
  }
  return out;
}

function compare(
  name: string,
  scanned: number[],
  brute: number[],
  t: { diagnostic(s: string): void },
) {
  assert.equal(scanned.length, brute.length, `${name}: crossing count`);
  let worst = 0;
  for (let i = 0; i < brute.length; i++) {
    const err = Math.abs((scanned[i] as number) - (brute[i] as number)) * 86400;
    worst = Math.max(worst, err);
    assert.ok(
      err < 1,
      `${name} crossing ${i}: scanner and brute force differ by ${err.toFixed(3)} s`,
    );
  }
  t.diagnostic(`${name}: ${brute.length} crossings, max difference ${worst.toFixed(3)} s`);
  return worst;
}

describe('transit scanner vs brute-force search on the ephemeris', () => {
  it('finds every Moon sub change of 2025 within 1 s', (t) => {
    const scanner = createTransitScanner(eph, settings);
    const spans = scanner.bodySpans('Moon', 'sub', START, END);
    const scanned = spans.slice(1).map((s) => s.startJd);
    const subKey = (lon: number) => {
      const p = kpPoint(lon);
      return `${p.signIndex}/${p.subRow}`;
    };
    const brute = bruteChanges('Moon', 10 / 1440, subKey);
    compare('Moon sub', scanned, brute, t);
    // Labels: the lords of each span are those of the Moon in its middle.
    for (const s of spans.slice(0, 50)) {
      const p = kpPoint(eph.grahas((s.startJd + s.endJd) / 2, settings).Moon.longitude);
      assert.deepEqual([s.sign, s.starLord, s.subLord], [p.signIndex, p.starLord, p.subLord]);
    }

    // Nakshatra changes are the star-level scan; the brute force reuses its own sub-level search.
    const stars = scanner
      .bodySpans('Moon', 'star', START, END)
      .slice(1)
      .map((s) => s.startJd);
    const starKey = (lon: number) => {
      const p = kpPoint(lon);
      return `${p.signIndex}/${p.nakshatraNumber}`;
    };
    const bruteStars = brute.filter(
      (jd) =>
        starKey(eph.grahas(jd - SECOND, settings).Moon.longitude) !==
        starKey(eph.grahas(jd + SECOND, settings).Moon.longitude),
    );
    compare('Moon star (nakshatra or sign)', stars, bruteStars, t);
  });

  it('finds every Mercury sub crossing of 2025 within 1 s, retrograde back-and-forth included', (t) => {
    const scanner = createTransitScanner(eph, settings);
    const spans = scanner.bodySpans('Mercury', 'sub', START, END);
    const scanned = spans.slice(1).map((s) => s.startJd);
    const brute = bruteChanges('Mercury', 2 / 24, (lon) => {
      const p = kpPoint(lon);
      return `${p.signIndex}/${p.subRow}`;
    });
    compare('Mercury sub', scanned, brute, t);
    // A retrograde planet re-enters a sub it left: some sub row must occur in two separate spans.
    const rows = spans.map((s) => `${s.sign}/${s.starLord}/${s.subLord}`);
    assert.ok(new Set(rows).size < rows.length, 'Mercury re-enters a sub while retrograde');
  });

  it('finds every Sun sub change of 2025 within 1 s (cubic roots on a 2-day grid)', (t) => {
    const spans = createTransitScanner(eph, settings).bodySpans('Sun', 'sub', START, END);
    const brute = bruteChanges('Sun', 2 / 24, (lon) => {
      const p = kpPoint(lon);
      return `${p.signIndex}/${p.subRow}`;
    });
    compare(
      'Sun sub',
      spans.slice(1).map((s) => s.startJd),
      brute,
      t,
    );
  });

  it('finds every sign ingress of the nine grahas in 2025 within 1 s (coarse grid, polished)', (t) => {
    const scanner = createTransitScanner(eph, settings);
    let worst = 0;
    for (const body of GRAHAS) {
      const scanned = scanner.crossings(body, 'sign', START, END).map((c) => c.jd);
      // 6-hour brute-force step: no graha crosses a sign boundary twice within 6 hours in 2025.
      const brute = bruteChanges(body, 0.25, (lon) => String(Math.floor(lon / 30)));
      worst = Math.max(worst, compare(`${body} sign`, scanned, brute, t));
    }
    t.diagnostic(`sign ingresses: max difference ${worst.toFixed(3)} s`);
  });

  it('is deterministic and independent of where a scan starts', () => {
    const a = createTransitScanner(eph, settings).bodySpans('Moon', 'sub', START, START + 40);
    const b = createTransitScanner(eph, settings).bodySpans(
      'Moon',
      'sub',
      START + 10.3,
      START + 40,
    );
    const inner = a.filter((s) => s.startJd > START + 10.3).map((s) => s.startJd);
    assert.deepEqual(
      b.slice(1).map((s) => s.startJd),
      inner,
    );
  });
});
