/**
 * The 249 and 2193 tables against kp-doctrine.md: row counts and split rows (§2.2-§2.3), the check rows,
 * and every row of Appendix A, parsed from test/fixtures/oracles/kp-249-appendix-a.md (a copy of the
 * reference's Appendix A, provenance at its top: the authority is the reference's own computation,
 * independent of our generator).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { Graha } from '../../src/engine/types.js';
import { horaryRow, KP_249, kp2193, kpPoint, tspRow } from '../../src/engine/zodiac/kp-subs.js';
import { NAKSHATRAS, padaOf } from '../../src/engine/zodiac/nakshatras.js';

/** Vimshottari years of each lord, written out from kp-doctrine §2.1 (not imported: the oracle). */
const YEARS: Record<Graha, number> = {
  Ketu: 7,
  Venus: 20,
  Sun: 6,
  Moon: 10,
  Mars: 7,
  Rahu: 18,
  Jupiter: 16,
  Saturn: 19,
  Mercury: 17,
};

const ABBR: Record<string, string> = {
  Ke: 'Ketu',
  Ve: 'Venus',
  Su: 'Sun',
  Mo: 'Moon',
  Ma: 'Mars',
  Ra: 'Rahu',
  Ju: 'Jupiter',
  Sa: 'Saturn',
  Me: 'Mercury',
};
const SIGN_ABBR: Record<string, string> = {
  Ari: 'Aries',
  Tau: 'Taurus',
  Gem: 'Gemini',
  Can: 'Cancer',
  Leo: 'Leo',
  Vir: 'Virgo',
  Lib: 'Libra',
  Sco: 'Scorpio',
  Sag: 'Sagittarius',
  Cap: 'Capricorn',
  Aqu: 'Aquarius',
  Pis: 'Pisces',
};

/** Seconds of arc within the sign, rounded to 1/100″, for exact comparison with printed values. */
const secondsInSign = (deg: number) => Math.round(deg * 3600 * 100) / 100;
const dms = (d: number, m: number, s: number) => d * 3600 + m * 60 + s;

describe('KP 249 table (kp-doctrine §2.2, Appendix A)', () => {
  it('has 249 rows: 243 subs plus 6 sign-boundary splits, at 22/23, 62/63, 105/106, 145/146, 188/189, 228/229', () => {
    assert.equal(KP_249.length, 249);
    const splits: number[] = [];
    for (let i = 1; i < KP_249.length; i++) {
      const a = KP_249[i - 1];
      const b = KP_249[i];
      if (
        a &&
        b &&
        a.starLord === b.starLord &&
        a.subLord === b.subLord &&
        a.nakshatra === b.nakshatra
      ) {
        splits.push(a.number);
      }
    }
    assert.deepEqual(splits, [22, 62, 105, 145, 188, 228]);
  });

  it('matches every row of Appendix A (sign, start within sign to 1″, star lord, sub lord)', () => {
    const appendix = readFileSync(
      new URL('../fixtures/oracles/kp-249-appendix-a.md', import.meta.url),
      'utf8',
    );
    const cell = /(\d+) \| (\w{3}) \| (\d\d)°(\d\d)′(\d\d)″ \| (\w\w) \| (\w\w)/g;
    let count = 0;
    for (const m of appendix.matchAll(cell)) {
      const row = horaryRow(Number(m[1]));
      assert.equal(row.sign, SIGN_ABBR[m[2] as string], `row ${m[1]} sign`);
      assert.equal(
        Math.round(secondsInSign(row.startInSign)),
        dms(Number(m[3]), Number(m[4]), Number(m[5])),
        `row ${m[1]} start`,
      );
      assert.equal(row.starLord, ABBR[m[6] as string], `row ${m[1]} star`);
      assert.equal(row.subLord, ABBR[m[7] as string], `row ${m[1]} sub`);
      count++;
    }
    assert.equal(count, 249, 'all 249 appendix rows parsed');
  });

  it('has period 83: rows n, n+83, n+166 share lords and degree, four signs apart', () => {
    for (let n = 1; n <= 83; n++) {
      const [a, b, c] = [horaryRow(n), horaryRow(n + 83), horaryRow(n + 166)];
      assert.equal(a.startInSign, b.startInSign);
      assert.equal(a.startInSign, c.startInSign);
      assert.equal(a.subLord, c.subLord);
      assert.equal(a.starLord, b.starLord);
    }
  });

  it('horary anchors (peers §5.1): 24 Taurus 1°13′20″ Venus/Sun/Jupiter; 120 Virgo 22°40′; 145 Libra 29°26′40″; 175 Sagittarius 11°26′40″; 74 Cancer 14°53′20″', () => {
    const r24 = horaryRow(24);
    assert.deepEqual(
      [r24.sign, secondsInSign(r24.startInSign), r24.signLord, r24.starLord, r24.subLord],
      ['Taurus', dms(1, 13, 20), 'Venus', 'Sun', 'Jupiter'],
    );
    const r120 = horaryRow(120);
    assert.deepEqual(
      [r120.sign, secondsInSign(r120.startInSign), r120.starLord, r120.subLord],
      ['Virgo', dms(22, 40, 0), 'Moon', 'Sun'],
    );
    const r145 = horaryRow(145);
    assert.deepEqual(
      [r145.sign, secondsInSign(r145.startInSign), r145.starLord, r145.subLord],
      ['Libra', dms(29, 26, 40), 'Jupiter', 'Moon'],
    );
    assert.deepEqual(
      [horaryRow(175).sign, secondsInSign(horaryRow(175).startInSign)],
      ['Sagittarius', dms(11, 26, 40)],
    );
    assert.deepEqual(
      [horaryRow(74).sign, secondsInSign(horaryRow(74).startInSign)],
      ['Cancer', dms(14, 53, 20)],
    );
  });
});

describe('KP 2193 table (kp-doctrine §2.3)', () => {
  it('has 2193 rows with splits at 192/193, 546/547, 923/924, 1277/1278, 1654/1655, 2008/2009', () => {
    assert.equal(kp2193().length, 2193);
    const splits: number[] = [];
    for (let i = 1; i < kp2193().length; i++) {
      const a = kp2193()[i - 1];
      const b = kp2193()[i];
      if (
        a &&
        b &&
        a.subLord === b.subLord &&
        a.subSubLord === b.subSubLord &&
        a.nakshatra === b.nakshatra
      ) {
        splits.push(a.number);
      }
    }
    assert.deepEqual(splits, [192, 546, 923, 1277, 1654, 2008]);
  });

  it('matches the check rows (start within sign to 0.01″; star/sub/sub-sub)', () => {
    const cases: Array<[number, string, number, string, string, string]> = [
      [1, 'Aries', 0, 'Ke', 'Ke', 'Ke'],
      [2, 'Aries', dms(0, 2, 43.33), 'Ke', 'Ke', 'Ve'],
      [3, 'Aries', dms(0, 10, 30), 'Ke', 'Ke', 'Su'],
      [4, 'Aries', dms(0, 12, 50), 'Ke', 'Ke', 'Mo'],
      [5, 'Aries', dms(0, 16, 43.33), 'Ke', 'Ke', 'Ma'],
      [6, 'Aries', dms(0, 19, 26.67), 'Ke', 'Ke', 'Ra'],
      [7, 'Aries', dms(0, 26, 26.67), 'Ke', 'Ke', 'Ju'],
      [8, 'Aries', dms(0, 32, 40), 'Ke', 'Ke', 'Sa'],
      [9, 'Aries', dms(0, 40, 3.33), 'Ke', 'Ke', 'Me'],
      [10, 'Aries', dms(0, 46, 40), 'Ke', 'Ve', 'Ve'],
      [82, 'Aries', dms(13, 20, 0), 'Ve', 'Ve', 'Ve'],
      [2187, 'Pisces', dms(28, 31, 20), 'Me', 'Sa', 'Ke'],
      [2190, 'Pisces', dms(29, 6, 10), 'Me', 'Sa', 'Mo'],
      [2193, 'Pisces', dms(29, 43, 6.67), 'Me', 'Sa', 'Ju'],
    ];
    for (const [n, sign, start, star, sub, subSub] of cases) {
      const r = tspRow(n);
      assert.equal(r.sign, sign, `row ${n}`);
      assert.ok(Math.abs(secondsInSign(r.startInSign) - start) < 0.01, `row ${n} start`);
      assert.deepEqual(
        [r.starLord, r.subLord, r.subSubLord],
        [ABBR[star], ABBR[sub], ABBR[subSub]],
        `row ${n}`,
      );
    }
  });
});

describe('lookups from a longitude (property tests, fast-check seed printed on failure)', () => {
  it('every longitude falls in the table rows that contain it, with the same lords', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 359.999999, noNaN: true }), (lon) => {
        const p = kpPoint(lon);
        const row = horaryRow(p.subRow);
        const tsp = tspRow(p.subSubRow);
        return (
          row.start <= lon + 1e-9 &&
          lon < row.end + 1e-9 &&
          row.starLord === p.starLord &&
          row.subLord === p.subLord &&
          row.sign === p.sign &&
          tsp.start <= lon + 1e-9 &&
          lon < tsp.end + 1e-9 &&
          tsp.subSubLord === p.subSubLord &&
          p.pada === padaOf(lon) &&
          p.pada === (Math.floor(lon / (10 / 3)) % 4) + 1 &&
          // The sub and sub-sub extents hold the point, the sub holds the sub-sub, and a sub spans
          // its lord's share of the nakshatra (13°20′ × years / 120).
          p.subSubStart <= lon + 1e-9 &&
          lon < p.subSubEnd + 1e-9 &&
          p.subStart <= p.subSubStart &&
          p.subSubEnd <= p.subEnd &&
          Math.abs(p.subEnd - p.subStart - ((40 / 3) * YEARS[p.subLord]) / 120) < 1e-9 &&
          Math.abs(
            p.subSubEnd -
              p.subSubStart -
              ((40 / 3) * YEARS[p.subLord] * YEARS[p.subSubLord]) / 14400,
          ) < 1e-9
        );
      }),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('subs partition each nakshatra in Vimshottari order from the star lord', () => {
    const order = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
    for (let n = 0; n < 27; n++) {
      const subs = KP_249.filter((r) => r.nakshatra === NAKSHATRAS[n]);
      const lords = [...new Set(subs.map((r) => r.subLord))];
      const start = order.indexOf(subs[0]?.starLord ?? '');
      assert.deepEqual(
        lords,
        order.map((_, i) => order[(start + i) % 9]),
      );
      const span = subs.reduce((s, r) => s + (r.end - r.start), 0);
      assert.ok(Math.abs(span - 40 / 3) < 1e-9);
    }
  });

  it('a row start belongs to its own row (boundary counts forward)', () => {
    for (const r of KP_249) assert.equal(kpPoint(r.start).subRow, r.number);
    for (const r of kp2193()) assert.equal(kpPoint(r.start).subSubRow, r.number);
  });
});
