/**
 * TSP (issue 12, Show): all 2193 numbers map to the right row of the sub-sub table, boundaries
 * included, and the TSP rule gives each verdict it documents (src/engine/tsp/judge.ts,
 * docs/questions.md "How TSP is read").
 *
 * Authority for the rows: kp-doctrine §2.1 (spans: a sub-sub of (L1, L2) is 800′ × Y1/120 × Y2/120,
 * starting with the sub's own lord), §2.3 (2193 rows, the split pairs and the check rows). The mapping
 * is checked independently of the table generator: each row's span is recomputed from the Vimshottari
 * years, and the longitude at each row's start, just inside its end and its midpoint is looked up with
 * kpPoint(), which walks the nakshatra itself.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RulingPlanets } from '../../src/engine/kp/ruling-planets.js';
import { judgeTsp } from '../../src/engine/tsp/judge.js';
import type { Graha } from '../../src/engine/types.js';
import { kp2193, kpPoint, tspRow } from '../../src/engine/zodiac/kp-subs.js';
import { VIMSHOTTARI_YEARS } from '../../src/engine/zodiac/nakshatras.js';

const EPS = 1e-9; // degrees, far below the 3⅓″ grid of sub-sub boundaries

describe('the 2193 table: every number → its row, boundaries included', () => {
  it('has 2193 contiguous rows from 0° to 360°', () => {
    assert.equal(kp2193().length, 2193);
    assert.equal(kp2193()[0]?.start, 0);
    assert.equal(kp2193()[2192]?.end, 360);
    for (let i = 1; i < kp2193().length; i++) {
      assert.equal(kp2193()[i]?.start, kp2193()[i - 1]?.end, `row ${i + 1} starts where ${i} ends`);
    }
  });

  it('each number’s start, midpoint and last instant carry its lords and its row number', () => {
    for (let n = 1; n <= 2193; n++) {
      const row = tspRow(n);
      assert.equal(row.number, n);
      for (const lon of [row.start, (row.start + row.end) / 2, row.end - EPS]) {
        const p = kpPoint(lon);
        assert.equal(p.subSubRow, n, `#${n} at ${lon}`);
        assert.equal(p.sign, row.sign, `#${n} sign`);
        assert.equal(p.starLord, row.starLord, `#${n} star`);
        assert.equal(p.subLord, row.subLord, `#${n} sub`);
        assert.equal(p.subSubLord, row.subSubLord, `#${n} sub-sub`);
      }
      // The next number begins exactly at this row's end (except after 2193).
      if (n < 2193) assert.equal(kpPoint(row.end).subSubRow, n + 1, `#${n} end → #${n + 1}`);
    }
  });

  it('spans follow the Vimshottari proportions, split only at sign boundaries', () => {
    const seconds = (g: Graha, h: Graha) =>
      (800 * 60 * VIMSHOTTARI_YEARS[g] * VIMSHOTTARI_YEARS[h]) / (120 * 120);
    const splits: number[] = [];
    for (const row of kp2193()) {
      const arc = (row.end - row.start) * 3600;
      const full = seconds(row.subLord, row.subSubLord as Graha);
      if (Math.abs(arc - full) > 1e-6) {
        splits.push(row.number);
        // A split row ends or starts on a sign boundary.
        assert.ok(
          Math.abs((row.end % 30) - 0) < 1e-9 || Math.abs(row.startInSign) < 1e-9,
          `#${row.number} is split at a sign boundary`,
        );
      }
    }
    // kp-doctrine §2.3: 192/193, 546/547, 923/924, 1277/1278, 1654/1655, 2008/2009.
    assert.deepEqual(splits, [192, 193, 546, 547, 923, 924, 1277, 1278, 1654, 1655, 2008, 2009]);
  });

  it('kp-doctrine §2.3 check rows', () => {
    const check: Array<[number, string, string, string]> = [
      [1, 'Aries', '0:00:00', 'Ketu/Ketu/Ketu'],
      [2, 'Aries', '0:02:43.33', 'Ketu/Ketu/Venus'],
      [10, 'Aries', '0:46:40', 'Ketu/Venus/Venus'],
      [82, 'Aries', '13:20:00', 'Venus/Venus/Venus'],
      [2187, 'Pisces', '28:31:20', 'Mercury/Saturn/Ketu'],
      [2190, 'Pisces', '29:06:10', 'Mercury/Saturn/Moon'],
      [2193, 'Pisces', '29:43:06.67', 'Mercury/Saturn/Jupiter'],
    ];
    for (const [n, sign, from, lords] of check) {
      const row = tspRow(n);
      const [d, m, s] = from.split(':').map(Number);
      const start = (d ?? 0) + (m ?? 0) / 60 + (s ?? 0) / 3600;
      assert.equal(row.sign, sign, `#${n}`);
      assert.ok(Math.abs(row.startInSign - start) < 0.01 / 3600, `#${n} from ${from}`);
      assert.equal(`${row.starLord}/${row.subLord}/${row.subSubLord}`, lords, `#${n}`);
    }
  });

  it('refuses 0 and 2194', () => {
    assert.throws(() => tspRow(0), RangeError);
    assert.throws(() => tspRow(2194), RangeError);
  });
});

/** Ruling planets built by hand: ascendant star/sign, Moon star/sign, day lord, node agents. */
function rp(five: [Graha, Graha, Graha, Graha, Graha], nodeAgents: Graha[] = []): RulingPlanets {
  const [ascStar, ascSign, moonStar, moonSign, day] = five;
  return {
    ascendantStarLord: ascStar,
    ascendantSignLord: ascSign,
    moonStarLord: moonStar,
    moonSignLord: moonSign,
    dayLord: day,
    weekday: 'Sunday',
    ranked: [...new Set(five)],
    nodeAgents,
    nodeAgentReasons: [],
    ascendantSubLord: ascStar,
    moonSubLord: moonStar,
  } as RulingPlanets;
}

describe('the TSP rule', () => {
  // Row 1000: Virgo 13°30′20″, Hasta — Mercury / Moon / Rahu / Sun (sign/star/sub/sub-sub).
  const n = 1000;
  it('row 1000 has the lords the cases below assume', () => {
    const r = tspRow(n);
    assert.deepEqual(
      [r.signLord, r.starLord, r.subLord, r.subSubLord],
      ['Mercury', 'Moon', 'Rahu', 'Sun'],
    );
  });
  it('rule 1 and rule 2 → STRONGLY_PROMISED', () => {
    const j = judgeTsp(n, rp(['Sun', 'Mercury', 'Moon', 'Mercury', 'Sun'], ['Rahu']));
    assert.equal(j.rule1, true);
    assert.equal(j.rule2, true);
    assert.equal(j.verdict, 'STRONGLY_PROMISED');
    assert.equal(j.confidence, 'STRONG');
  });
  it('rule 1 alone (sub-sub lord = Moon’s star lord) → PROMISED', () => {
    const j = judgeTsp(n, rp(['Saturn', 'Venus', 'Sun', 'Saturn', 'Venus']));
    assert.equal(j.rule1, true);
    assert.equal(j.rule2, false);
    assert.equal(j.verdict, 'PROMISED');
  });
  it('rule 2 alone (all four lords ruling, sub-sub lord not a star ruler) → PROMISED', () => {
    const j = judgeTsp(n, rp(['Moon', 'Mercury', 'Rahu', 'Mercury', 'Sun']));
    assert.equal(j.rule1, false);
    assert.equal(j.rule2, true);
    assert.equal(j.verdict, 'PROMISED');
    assert.equal(j.confidence, 'MODERATE');
  });
  it('three of four lords ruling → WEAK_PROMISE', () => {
    const j = judgeTsp(n, rp(['Moon', 'Mercury', 'Saturn', 'Mercury', 'Sun']));
    assert.equal(j.rulingCount, 3);
    assert.equal(j.verdict, 'WEAK_PROMISE');
    assert.equal(j.confidence, 'WEAK');
  });
  it('two lords ruling → DENIED (MODERATE); none → DENIED (STRONG)', () => {
    const two = judgeTsp(n, rp(['Venus', 'Mercury', 'Saturn', 'Mercury', 'Moon']));
    assert.equal(two.rulingCount, 2);
    assert.deepEqual([two.verdict, two.confidence], ['DENIED', 'MODERATE']);
    const none = judgeTsp(n, rp(['Venus', 'Jupiter', 'Saturn', 'Jupiter', 'Mars']));
    assert.equal(none.rulingCount, 0);
    assert.deepEqual([none.verdict, none.confidence], ['DENIED', 'STRONG']);
  });
  it('a node agent counts as a ruling planet', () => {
    const without = judgeTsp(n, rp(['Moon', 'Mercury', 'Sun', 'Mercury', 'Sun']));
    const withRahu = judgeTsp(n, rp(['Moon', 'Mercury', 'Sun', 'Mercury', 'Sun'], ['Rahu']));
    assert.equal(without.rulingCount, 3);
    assert.equal(withRahu.rulingCount, 4);
    assert.match(withRahu.reasoning, /Rahu/);
  });
});
