/**
 * KSK's own rules where he gave one (issue 35 §1, §2), on constructed charts (table ephemeris) whose
 * answer is worked out by hand from the rule's text in the raw OCR of KP Reader III (cited "R3 line"):
 * - health: "If the sub-lord of the Ascendant is in the constellation of the significator of 6 or 8 or
 *   12 then one suffers from disease" (R3 3334; "good health will be maintained" otherwise, R3 1970);
 * - a rule's `connectedWith` (foreign travel: "connected in any manner with 3rd or 9th house", R3 3603);
 * - horary marriage: a 7th sub lord signifying 1, 6, 10 or 12 denies, whatever else it signifies
 *   (R3 4745);
 * - the badhaka house by the sign's quality (the fixed case: R3 3454-3455);
 * - `basis`: KSK for his rule's plain outcome, the sublord method for the project's grades.
 *
 * Charts: equal 30° houses from 0° Aries (house = sign; owners Mars 1, 8 · Venus 2, 7 · Mercury 3, 6 ·
 * Moon 4 · Sun 5 · Jupiter 9, 12 · Saturn 10, 11), one cusp moved into the sub a case needs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASIS_KSK, BASIS_OURS } from '../../src/engine/basis.js';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { judgeHorary } from '../../src/engine/horary/judge.js';
import { badhakaHouse, withBadhaka } from '../../src/engine/kp/badhaka.js';
import { defineEvent, eventById, type KpEvent } from '../../src/engine/kp/events.js';
import { judgePromise } from '../../src/engine/kp/promise.js';
import type { RulingPlanets } from '../../src/engine/kp/ruling-planets.js';
import { DEFAULT_SETTINGS, type Graha, SIGNS } from '../../src/engine/types.js';
import { KP_249 } from '../../src/engine/zodiac/kp-subs.js';
import { createTableEphemeris, type TableBody } from '../../src/ephemeris/table.js';

type Placement = Partial<Record<Exclude<Graha, 'Ketu'>, TableBody>>;

// Parked where they touch nothing a case reads unless moved.
const PARKED: Record<Exclude<Graha, 'Ketu'>, TableBody> = {
  Sun: { longitude: 75 }, // Gemini 15°, Ardra (Rahu), house 3
  Moon: { longitude: 95 }, // Cancer 5°, Pushya (Saturn), house 4
  Mars: { longitude: 255 }, // Sagittarius 15°, Purva Ashadha (Venus), house 9
  Mercury: { longitude: 100 }, // Cancer 10°, Pushya, house 4
  Jupiter: { longitude: 98 }, // Cancer 8°, Pushya, house 4
  Venus: { longitude: 102 }, // Cancer 12°, Pushya, house 4
  Saturn: { longitude: 93.5 }, // Cancer 3°30′, Pushya (its own star), house 4
  Rahu: { longitude: 135, speed: -0.053 }, // Leo 15°, Purva Phalguni (Venus), house 5
};

/** The chart with cusp `house` in the middle of its sign's first sub of `lord`. */
function chartWith(house: number, lord: Graha, placement: Placement) {
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  const sign = SIGNS[house - 1];
  const row = KP_249.find((r) => r.sign === sign && r.subLord === lord);
  assert.ok(row, `a ${sign} sub of ${lord}`);
  cusps[house - 1] = (row.start + row.end) / 2;
  const eph = createTableEphemeris({ grahas: { ...PARKED, ...placement }, cusps });
  const chart = castChart(eph, 2451545, 20, 80, DEFAULT_SETTINGS);
  assert.equal(chart.cusps[house - 1]?.subLord, lord);
  return { chart, sig: significators(chart) };
}

const ev = (id: string) => {
  const e = eventById(id);
  assert.ok(e, id);
  return e;
};

describe('health: the ascendant sub lord’s star lord (KSK, R3 3334, 1969-1970)', () => {
  it('its star lord signifies none of 6, 8, 12: good health, PROMISED, basis KSK', () => {
    // Moon (CSL) in Pushya: star lord Saturn, in Cancer (4), owner of 10 and 11 → 4, 10, 11.
    const { chart, sig } = chartWith(1, 'Moon', {});
    const j = judgePromise(chart, sig, ev('health'));
    assert.equal(j.starLord, 'Saturn');
    assert.deepEqual([j.verdict, j.rule, j.basis], ['PROMISED', 'star_lord_clear', BASIS_KSK]);
    assert.match(j.reasoning, /star lord Saturn signifies none of 6, 8, 12.*R3 3334/);
  });
  it('its star lord sits in the 6th: one suffers from disease, DENIED, whatever the CSL itself signifies', () => {
    // Saturn moved to Virgo 15° (Hasta, the Moon's star): it occupies 6.
    const { chart, sig } = chartWith(1, 'Moon', { Saturn: { longitude: 165 } });
    const j = judgePromise(chart, sig, ev('health'));
    assert.deepEqual([j.verdict, j.rule, j.basis], ['DENIED', 'star_lord_signifies', BASIS_KSK]);
    assert.match(j.reasoning, /in the star of Saturn, which signifies 6/);
  });
});

describe('a rule’s connectedWith (foreign travel: 3 or 9, R3 3603)', () => {
  // Venus (the 7th CSL) in its own star (Purva Phalguni, Leo 15°, house 5) owns 2 and 7: it signifies
  // 2, 5, 7.
  const place: Placement = { Venus: { longitude: 135 } };
  const base = { id: 'x', title: 'X', primaryCusp: 7, required: [2, 7, 11], source: 'test' };
  const narrow = (connectedWith: number[]): KpEvent =>
    defineEvent({
      ...base,
      rule: { basis: BASIS_KSK, source: 'R3 3603', text: 'test rule', connectedWith },
    });
  it('connected with a required house outside the rule’s set: DENIED', () => {
    const { chart, sig } = chartWith(7, 'Venus', place);
    const j = judgePromise(chart, sig, narrow([11]));
    assert.deepEqual(j.requiredSignified, [2, 7]);
    assert.deepEqual([j.verdict, j.rule], ['DENIED', 'no_required_house']);
    assert.match(j.reasoning, /connected with none of houses 11/);
  });
  it('connected with a house of the set: promised', () => {
    const { chart, sig } = chartWith(7, 'Venus', place);
    assert.notEqual(judgePromise(chart, sig, narrow([7])).verdict, 'DENIED');
  });
  it('the catalog: a 12th sub lord connected with 12 alone does not take one abroad', () => {
    assert.deepEqual(ev('foreign_travel').rule.connectedWith, [3, 9]);
  });
});

function rp(ranked: Graha[]): RulingPlanets {
  return {
    ascendantStarLord: ranked[0],
    ascendantSignLord: ranked[1],
    moonStarLord: ranked[2],
    moonSignLord: ranked[3],
    dayLord: ranked[4],
    weekday: 'Sunday',
    ranked,
    nodeAgents: [],
    nodeAgentReasons: [],
    ascendantSubLord: ranked[0],
    moonSubLord: ranked[0],
  } as RulingPlanets;
}

describe('horary marriage (KSK, R3 4745)', () => {
  // Jupiter (the 7th CSL) in Taurus 5° (Krittika, the Sun's star): A 3 (the Sun in Gemini), B 2, C 5,
  // D 9, 12. It signifies the required 2 and the negating 12.
  const place: Placement = { Jupiter: { longitude: 35 } };
  it('natal: connected with 2 and with 12 → both results, the project’s grade', () => {
    const { chart, sig } = chartWith(7, 'Jupiter', place);
    const j = judgePromise(chart, sig, ev('marriage'));
    assert.deepEqual([j.requiredSignified, j.negatingSignified], [[2], [12]]);
    assert.notEqual(j.verdict, 'DENIED');
    assert.equal(j.basis, BASIS_OURS);
  });
  it('horary: a 7th sub lord signifying 12 denies, whatever else it signifies; basis KSK', () => {
    const { chart, sig } = chartWith(7, 'Jupiter', place);
    const j = judgeHorary(
      chart,
      sig,
      ev('marriage'),
      rp(['Sun', 'Mercury', 'Saturn', 'Moon', 'Sun']),
    );
    assert.deepEqual([j.verdict, j.negationRule, j.basis], ['DENIED', 'R3 4745', BASIS_KSK]);
    assert.match(j.reasoning, /CSL signifies 12 of the negating houses 1, 6, 10, 12.*R3 4745/);
  });
  it('horary: another event keeps the promise engine’s verdict (no such rule)', () => {
    const { chart, sig } = chartWith(7, 'Jupiter', place);
    const love = ev('love_affair');
    const j = judgeHorary(
      chart,
      sig,
      { ...love, primaryCusp: 7 },
      rp(['Sun', 'Mercury', 'Saturn', 'Moon', 'Sun']),
    );
    assert.equal(j.negationRule, null);
  });
});

describe('badhaka (R3 3454-3455: the 9th from a fixed sign)', () => {
  it('movable 11th, fixed 9th, dual 7th, counted from the house', () => {
    assert.equal(badhakaHouse(7, SIGNS.indexOf('Scorpio')), 3); // KSK's chart: "It is 3rd from the Asc"
    assert.equal(badhakaHouse(1, SIGNS.indexOf('Aries')), 11);
    assert.equal(badhakaHouse(1, SIGNS.indexOf('Gemini')), 7);
  });
  it('partnership gets its 7th cusp’s badhaka among the negating houses; other events do not', () => {
    const p = ev('partnership');
    assert.deepEqual(withBadhaka(p, SIGNS.indexOf('Scorpio')).negating, [1, 3, 6, 8, 12]);
    assert.deepEqual(withBadhaka(p, SIGNS.indexOf('Aries')).negating, [1, 5, 6, 8, 12]);
    assert.equal(withBadhaka(ev('marriage'), SIGNS.indexOf('Scorpio')), ev('marriage'));
  });
});

describe('basis (issue 35 §2)', () => {
  // Mars (the 7th CSL) at Capricorn 25° (Dhanishta, its own star), house 10; owner of 1 and 8: it
  // signifies 1, 8, 10: none of marriage's 2, 7, 11, and divorce's 1 and 10 with none of 2, 7, 11.
  const place: Placement = { Mars: { longitude: 295 } };
  it('KSK’s rule’s plain denial is KSK’s', () => {
    const { chart, sig } = chartWith(7, 'Mars', place);
    const j = judgePromise(chart, sig, ev('marriage'));
    assert.deepEqual([j.verdict, j.rule, j.basis], ['DENIED', 'no_required_house', BASIS_KSK]);
  });
  it('a plain promise of an event whose houses are compiled (divorce) is the sublord method’s', () => {
    const { chart, sig } = chartWith(7, 'Mars', place);
    const j = judgePromise(chart, sig, ev('divorce'));
    assert.deepEqual([j.verdict, j.negatingSignified, j.basis], ['PROMISED', [], BASIS_OURS]);
  });
});
