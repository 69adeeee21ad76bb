/**
 * Significators A-D and node agency on a constructed chart (table ephemeris), where every level can be
 * worked out by hand from kp-doctrine §4.1-§4.2.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { houseOf } from '../../src/engine/chart/houses.js';
import { nodeAgency, significators } from '../../src/engine/chart/significators.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { createTableEphemeris } from '../../src/ephemeris/table.js';

// Equal 30° houses starting at 0° Aries make house = sign, so ownership is easy to read:
// house 1 Aries (Mars), 2 Taurus (Venus), 3 Gemini (Mercury), 4 Cancer (Moon), 5 Leo (Sun),
// 6 Virgo (Mercury), 7 Libra (Venus), 8 Scorpio (Mars), 9 Sagittarius (Jupiter),
// 10 Capricorn (Saturn), 11 Aquarius (Saturn), 12 Pisces (Jupiter).
const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
const eph = createTableEphemeris({
  grahas: {
    Sun: { longitude: 5 }, // Aries, Ashwini (Ketu star), house 1
    Moon: { longitude: 45 }, // Taurus 15°, Rohini (Moon star), house 2
    Mars: { longitude: 100 }, // Cancer 10°, Pushya (Saturn star), house 4
    Mercury: { longitude: 125 }, // Leo 5°, Magha (Ketu star), house 5
    Jupiter: { longitude: 200 }, // Libra 20°, Vishakha (Jupiter star), house 7
    Venus: { longitude: 290 }, // Capricorn 20°, Shravana (Moon star), house 10
    Saturn: { longitude: 310 }, // Aquarius 10°, Shatabhisha (Rahu star), house 11
    Rahu: { longitude: 250, speed: -0.05 }, // Sagittarius 10°, Mula (Ketu star), house 9
  },
  cusps,
});
const chart = castChart(eph, 2451545, 0, 0, DEFAULT_SETTINGS);
const sig = significators(chart);

describe('significators A-D (kp-doctrine §4.1)', () => {
  it('houses follow the cusps: a house runs from its cusp to the next', () => {
    assert.equal(houseOf(29.999, cusps), 1);
    assert.equal(houseOf(30, cusps), 2);
    assert.equal(houseOf(359.9, [350, ...cusps.slice(1)]), 1);
    assert.equal(chart.positions.Saturn.house, 11);
  });

  it('Mars: A = house of its star lord Saturn (11), B = 4, C = Saturn owns 10, 11, D = Mars owns 1, 8', () => {
    const m = sig.planets.Mars;
    assert.equal(m.starLord, 'Saturn');
    assert.deepEqual([m.a, m.b, m.c, m.d], [[11], [4], [10, 11], [1, 8]]);
    assert.deepEqual(m.houses, [1, 4, 8, 10, 11]);
  });

  it('Jupiter in its own star signifies its own houses at every level', () => {
    const j = sig.planets.Jupiter;
    assert.deepEqual([j.a, j.b, j.c, j.d], [[7], [7], [9, 12], [9, 12]]);
  });

  it('house 11: B = Saturn (occupant), A = planets in Saturn’s star (Mars), D = owner Saturn, C = planets in Saturn’s star', () => {
    const h = sig.houses[10];
    assert.ok(h);
    assert.equal(h.owner, 'Saturn');
    assert.deepEqual(h.occupants, ['Saturn']);
    assert.deepEqual(h.b, ['Saturn']);
    assert.deepEqual(h.a, ['Mars']);
    assert.ok(h.d.includes('Saturn'));
    assert.ok(h.c.includes('Mars'));
  });
});

describe('Rahu / Ketu agency (kp-doctrine §4.2)', () => {
  it('Rahu with no conjunction or aspect, in a node’s star (Mula, Ketu), acts for its sign lord', () => {
    // Rahu in Sagittarius (house 9). Aspects on Sagittarius: Mercury in Leo casts 7th on Aquarius (no);
    // Jupiter in Libra aspects 5th Aquarius, 7th Aries, 9th Gemini (no); Saturn in Aquarius aspects 3rd
    // Aries, 7th Leo, 10th Scorpio (no); Mars in Cancer aspects 4th Libra, 7th Capricorn, 8th Aquarius (no);
    // Sun in Aries aspects Libra; Moon in Taurus aspects Scorpio; Venus in Capricorn aspects Cancer.
    // No conjunction, no aspect → star lord Ketu, itself a node → sign lord Jupiter.
    const ag = nodeAgency(chart, 'Rahu');
    assert.deepEqual(ag, { agents: ['Jupiter'], basis: 'sign_lord' });
    // Rahu signifies what Jupiter occupies (7) and owns (9, 12), plus its own house (9).
    assert.deepEqual(sig.planets.Rahu.d, [7, 9, 12]);
    assert.deepEqual(sig.planets.Rahu.b, [9]);
  });

  it('Ketu in Gemini is aspected by Jupiter (9th from Libra): agent Jupiter by aspect', () => {
    assert.equal(chart.positions.Ketu.sign, 'Gemini');
    assert.deepEqual(nodeAgency(chart, 'Ketu'), { agents: ['Jupiter'], basis: 'aspect' });
  });

  it('a planet conjoined with the node (same sign) wins over aspects', () => {
    const eph2 = createTableEphemeris({
      grahas: {
        Sun: { longitude: 255 },
        Moon: { longitude: 45 },
        Mars: { longitude: 100 },
        Mercury: { longitude: 125 },
        Jupiter: { longitude: 200 },
        Venus: { longitude: 290 },
        Saturn: { longitude: 310 },
        Rahu: { longitude: 250, speed: -0.05 },
      },
      cusps,
    });
    const c2 = castChart(eph2, 2451545, 0, 0, DEFAULT_SETTINGS);
    assert.deepEqual(nodeAgency(c2, 'Rahu'), { agents: ['Sun'], basis: 'conjunction' });
    // Sun occupies 9 and owns 5.
    assert.deepEqual(significators(c2).planets.Rahu.d, [5, 9]);
  });
});
