/**
 * A planet in a node's star (issue 21 §2, "Level C through a node's star"): what KSK does, on a chart
 * rebuilt from his own worked example.
 *
 * Authority: KSK, KP Reader III, raw OCR (github.com/prakhs123/kp-reader,
 * `kp-reader-3/txts/Krishnamurti System Vol 3.txt`), cited as R3 <line>:
 * - R3 3775-3782 ("Length of service"): the planets in the stars of the lords of 2, 6, 10; none are in
 *   Jupiter's stars, so the lords Moon and Jupiter are the significators; then the nodes that occupy
 *   their signs, conjoin them or receive their aspects "also will be the significators". The node is
 *   added; the passage says nothing either way of planets in the nodes' stars.
 * - R3 4115-4147 ("Transfer", Example 1, the husband's houses counted from the 7th): the same step
 *   carried one star further, three times. 9th vacant, its lord Mars conjoined with Rahu: "take Rahu
 *   and Ketu in the constellation Sathabisha of Rahu" (R3 4117). 6th vacant, its lord Saturn with empty
 *   stars, Ketu in Saturn's sign and aspected by Saturn: "take Ketu ... Moon and Mercury are in Magha
 *   ruled by Ketu", and the Moon and Mercury are listed among the planets showing transfer (R3
 *   4119-4121). 12th occupied by the Sun, Rahu in the Sun's sign: "Take Rahu and Ketu in Rahu star"
 *   (R3 4144-4145).
 * So a planet in the star of a node that represents a house's lord (or occupant) is a significator of
 * that house: the engine's level C through the node (significators.ts header). Tolerance: none (lists
 * of planets, exact).
 *
 * The chart: KSK prints the horoscope as a picture, so only the facts his text states are rebuilt, on
 * a table ephemeris (sidereal longitudes, whole 30° houses from 0° Leo except the 12th, which starts
 * at 5° Cancer so that the Sun alone occupies it as KSK says): lagna Leo (the lords he names for the
 * 3rd, 4th, 5th, 6th, 8th, 9th and 12th, R3 4117-4146, fit Leo rising only), Rahu in it;
 * Rahu, the Moon and Mercury in Magha and Mars in Purva Phalguni, all in Leo and conjoined (R3 4117,
 * 4120-4121, 4118 "Mars is in Venus star"); Ketu in Shatabhisha in Aquarius (R3 4117, 4119); Saturn in
 * Rohini in Taurus, aspecting Aquarius (R3 4148, 4119); the Sun in Cancer, the 12th, with Venus in the
 * same sign (R3 4123, 4144); Jupiter and Venus in Punarvasu (R3 4142-4143); no planet in the stars of
 * Mars, Saturn or the Sun (R3 4117, 4119, 4144).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { DEFAULT_SETTINGS, type Graha } from '../../src/engine/types.js';
import { createTableEphemeris } from '../../src/ephemeris/table.js';

const LEO = 120;
const cusps = Array.from({ length: 12 }, (_, i) => (i === 11 ? 95 : LEO + i * 30));
const chart = castChart(
  createTableEphemeris({
    grahas: {
      Sun: { longitude: 110 }, // Cancer 20°, Ashlesha (Mercury), house 12
      Moon: { longitude: 128 }, // Leo 8°, Magha (Ketu), house 1
      Mars: { longitude: 135 }, // Leo 15°, Purva Phalguni (Venus), house 1
      Mercury: { longitude: 130 }, // Leo 10°, Magha (Ketu), house 1
      Jupiter: { longitude: 85 }, // Gemini 25°, Punarvasu (Jupiter), house 11
      Venus: { longitude: 92 }, // Cancer 2°, Punarvasu (Jupiter), house 11 (the 12th starts at 5°)
      Saturn: { longitude: 45 }, // Taurus 15°, Rohini (Moon), house 10
      Rahu: { longitude: 132, speed: -0.05 }, // Leo 12°, Magha (Ketu), house 1; Ketu Aquarius 12°
    },
    cusps,
  }),
  2451545,
  0,
  0,
  DEFAULT_SETTINGS,
);
const sig = significators(chart);
const house = (h: number) => {
  const x = sig.houses[h - 1];
  assert.ok(x);
  return x;
};
const all = (h: number): Graha[] => {
  const x = house(h);
  return [...new Set([...x.a, ...x.b, ...x.c, ...x.d])];
};

describe('a planet in a node’s star (issue 21 §2; R3 3775-3782, 4115-4147)', () => {
  it('the chart has the facts KSK states', () => {
    const p = chart.positions;
    assert.equal(chart.cusps[0]?.sign, 'Leo');
    assert.deepEqual(
      [p.Rahu.starLord, p.Moon.starLord, p.Mercury.starLord, p.Mars.starLord],
      ['Ketu', 'Ketu', 'Ketu', 'Venus'],
    );
    assert.deepEqual([p.Ketu.sign, p.Ketu.starLord], ['Aquarius', 'Rahu']);
    assert.deepEqual([p.Saturn.sign, p.Saturn.starLord], ['Taurus', 'Moon']);
    for (const g of ['Mars', 'Saturn', 'Sun'] as const) {
      assert.equal(sig.planets[g].emptyStars, true, `no planet in ${g}'s stars`);
    }
    for (const h of [6, 8, 9]) assert.equal(house(h).vacant, true, `house ${h} vacant`);
    assert.deepEqual(house(12).occupants, ['Sun']);
    assert.deepEqual([house(9).owner, house(6).owner, house(12).owner], ['Mars', 'Saturn', 'Moon']);
    assert.ok(sig.planets.Rahu.agency?.agents.includes('Mars'), 'Rahu conjoined with Mars');
    assert.ok(sig.planets.Ketu.agency?.agents.includes('Saturn'), 'Ketu in Saturn’s sign');
  });

  it('the node that represents a lord is added (R3 3781-3782): Rahu for Mars’ 9th, Ketu for Saturn’s 6th', () => {
    assert.ok(house(9).d.includes('Rahu'));
    assert.ok(house(6).d.includes('Ketu'));
  });

  it('9th: Mars, Rahu, and Ketu in Rahu’s Shatabhisha (R3 4117)', () => {
    for (const g of ['Mars', 'Rahu', 'Ketu'] as const) assert.ok(all(9).includes(g), g);
    // Ketu is in Rahu's star: level C of the house whose lord Rahu represents, and principal (vacant).
    assert.ok(house(9).c.includes('Ketu'));
    assert.ok(house(9).strong.includes('Ketu'));
  });

  it('6th: Saturn, Ketu, and the Moon and Mercury in Ketu’s Magha (R3 4119-4121)', () => {
    for (const g of ['Saturn', 'Ketu', 'Moon', 'Mercury'] as const)
      assert.ok(all(6).includes(g), g);
    for (const g of ['Moon', 'Mercury'] as const) {
      assert.ok(house(6).c.includes(g), `${g} at level C through Ketu`);
      assert.ok(sig.planets[g].c.includes(6));
    }
  });

  it('12th: the Sun, Rahu in its sign, and Ketu in Rahu’s star (R3 4144-4145)', () => {
    for (const g of ['Sun', 'Rahu', 'Ketu'] as const) assert.ok(all(12).includes(g), g);
    assert.ok(house(12).c.includes('Ketu'));
  });
});
