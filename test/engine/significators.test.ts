/**
 * Significators A-D and node agency on a constructed chart (table ephemeris), where every level can be
 * worked out by hand from kp-doctrine §4.1-§4.2.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { houseOf } from '../../src/engine/chart/houses.js';
import {
  CONJUNCTION_ORB,
  nodeAgency,
  significators,
} from '../../src/engine/chart/significators.js';
import { strongSignificators } from '../../src/engine/kp/promise.js';
import { DEFAULT_SETTINGS, type Graha } from '../../src/engine/types.js';
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
    assert.deepEqual(ag.sources, [{ planet: 'Jupiter', basis: 'sign_lord' }]);
    assert.deepEqual([ag.agents, ag.basis], [['Jupiter'], 'sign_lord']);
    // Rahu signifies what Jupiter occupies (7) and owns (9, 12), plus its own house (9).
    assert.deepEqual(sig.planets.Rahu.d, [7, 9, 12]);
    assert.deepEqual(sig.planets.Rahu.b, [9]);
  });

  it('what a node carries is graded with its own occupancy, not below it (issue 21 §2; R3 3781, 3828)', () => {
    // The chart above with Rahu at Aries 1° (house 1, Ashwini), conjoined with the Sun and aspected by
    // Saturn (10th from Aquarius), among others. Saturn owns the 10th, which Venus occupies: for Saturn
    // that is level D of an occupied house, not principal. Rahu carries it with its own 1st, so Rahu is a
    // principal significator of the 10th (it was not before issue 21).
    const c = castChart(
      createTableEphemeris({
        grahas: {
          Sun: { longitude: 5 },
          Moon: { longitude: 45 },
          Mars: { longitude: 100 },
          Mercury: { longitude: 125 },
          Jupiter: { longitude: 200 },
          Venus: { longitude: 290 },
          Saturn: { longitude: 310 },
          Rahu: { longitude: 1, speed: -0.05 },
        },
        cusps,
      }),
      2451545,
      0,
      0,
      DEFAULT_SETTINGS,
    );
    const s = significators(c);
    assert.ok(s.planets.Rahu.agency?.agents.includes('Saturn'));
    assert.ok(!s.planets.Saturn.strongOwn.includes(10), 'Saturn alone: the 10th only at D');
    assert.ok(s.planets.Rahu.d.includes(10));
    assert.ok(s.planets.Rahu.strongOwn.includes(10), 'Rahu: its agents’ houses at its own rank');
    assert.ok(s.houses[9]?.strong.includes('Rahu'));
  });

  it('Ketu in Gemini is aspected by Jupiter (9th from Libra) and also acts for its sign lord Mercury (cumulative)', () => {
    assert.equal(chart.positions.Ketu.sign, 'Gemini');
    // Ketu at Gemini 10° is in Ardra (Rahu's star): a node star lord is no agent.
    assert.deepEqual(nodeAgency(chart, 'Ketu').sources, [
      { planet: 'Jupiter', basis: 'aspect' },
      { planet: 'Mercury', basis: 'sign_lord' },
    ]);
  });

  it('a conjoined planet comes first, and the sign lord still counts (KSK: all agencies, conjunction strongest)', () => {
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
    const ag = nodeAgency(c2, 'Rahu');
    assert.deepEqual(ag.sources, [
      { planet: 'Sun', basis: 'conjunction' },
      { planet: 'Jupiter', basis: 'sign_lord' },
    ]);
    assert.equal(ag.basis, 'conjunction');
    // Sun occupies 9 and owns 5; Jupiter occupies 7 and owns 9, 12.
    assert.deepEqual(significators(c2).planets.Rahu.d, [5, 7, 9, 12]);
  });

  function withRahuAt(rahu: number, other: Partial<Record<Graha, number>>) {
    const base: Record<Exclude<Graha, 'Rahu' | 'Ketu'>, number> = {
      Sun: 5,
      Moon: 45,
      Mars: 100,
      Mercury: 125,
      Jupiter: 200,
      Venus: 290,
      Saturn: 310,
    };
    const at = (g: Exclude<Graha, 'Rahu' | 'Ketu'>) => ({ longitude: other[g] ?? base[g] });
    const e = createTableEphemeris({
      grahas: {
        Sun: at('Sun'),
        Moon: at('Moon'),
        Mars: at('Mars'),
        Mercury: at('Mercury'),
        Jupiter: at('Jupiter'),
        Venus: at('Venus'),
        Saturn: at('Saturn'),
        Rahu: { longitude: rahu, speed: -0.05 },
      },
      cusps,
    });
    return castChart(e, 2451545, 0, 0, DEFAULT_SETTINGS);
  }

  it(`conjunction orb ${CONJUNCTION_ORB}°: a planet 20° away in the same sign is not conjoined; one 3° away across the sign boundary is`, () => {
    // Rahu at Sagittarius 25° (265): Sun at Sagittarius 5° (245) is 20° away, Venus at Capricorn 2°
    // (272) is 7° away in the next sign.
    const c = withRahuAt(265, { Sun: 245, Venus: 272 });
    const ag = nodeAgency(c, 'Rahu');
    assert.deepEqual(ag.sources[0], { planet: 'Venus', basis: 'conjunction' });
    assert.ok(!ag.sources.some((s) => s.planet === 'Sun' && s.basis === 'conjunction'));
  });
});

describe('principal significators and the empty-house rule (kp-doctrine §4.1)', () => {
  it('a vacant house takes C and D as principal significators; an occupied one A and B', () => {
    // House 6 (Virgo, owner Mercury) is vacant; Ketu acts for Mercury, so it is at level D too.
    const h6 = sig.houses[5];
    assert.ok(h6);
    assert.equal(h6.vacant, true);
    assert.deepEqual(h6.d, ['Mercury', 'Ketu']);
    assert.ok(h6.strong.includes('Mercury'), 'the owner is principal for its vacant house');
    for (const g of h6.c) assert.ok(h6.strong.includes(g), `${g} in the owner's star is principal`);
    const h11 = sig.houses[10];
    assert.ok(h11);
    assert.equal(h11.vacant, false);
    assert.deepEqual(h11.strong.filter((g) => g !== 'Rahu' && g !== 'Ketu').sort(), [
      'Mars',
      'Saturn',
    ]);
  });

  it('strongSignificators of a vacant house are no longer empty', () => {
    assert.ok(strongSignificators(sig, [6]).includes('Mercury'));
  });

  it('a planet with no planet in its stars is principal for the houses it owns', () => {
    // Venus's stars (Bharani, Purva Phalguni, Purva Ashadha) hold nobody in this chart.
    assert.equal(sig.planets.Venus.emptyStars, true);
    assert.deepEqual(sig.planets.Venus.d, [2, 7]);
    for (const h of [2, 7]) assert.ok(sig.planets.Venus.strongHouses.includes(h));
    // Saturn's stars hold Mars (Pushya): its owned, occupied house 11 stays principal only as B.
    assert.equal(sig.planets.Saturn.emptyStars, false);
  });
});
