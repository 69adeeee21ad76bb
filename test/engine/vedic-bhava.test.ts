/**
 * Whole-sign readings on constructed charts (table ephemeris): bhava counting from the ascendant's
 * sign, houses_differ against the chart's Placidus houses, dignity against vedic-techniques.md §5.1,
 * lordship against the §6.4 table (typed in here from the reference, not derived from SIGN_LORDS),
 * the graha's own mahadasha, and the ayanamsa sensitivity flag.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { vimshottari } from '../../src/engine/dasha/vimshottari.js';
import { GRAHAS, type Graha, SIGNS } from '../../src/engine/types.js';
import {
  ayanamsaSensitive,
  lordship,
  lordsOf,
  ownMahadasha,
  vedicBhava,
  wholeSignBhava,
} from '../../src/engine/vedic/bhava.js';
import { type Dignity, dignityOf, navamsaSignIndex } from '../../src/engine/vedic/dignity.js';
import { createTableEphemeris, type TableEphemerisData } from '../../src/ephemeris/table.js';

const JD = 2451545;
const KP = { ayanamsa: 'kp', nodeType: 'mean' } as const;

function chartOf(data: TableEphemerisData) {
  return castChart(createTableEphemeris(data), JD, 20, 78, KP);
}

// Ascendant 15° Taurus (45°) with unequal cusps, so whole-sign bhavas and Placidus houses disagree
// for some grahas. Cusps (house 1 … 12): 45, 70, 98, 130, 165, 198, 225, 250, 278, 310, 345, 18.
const CUSPS = [45, 70, 98, 130, 165, 198, 225, 250, 278, 310, 345, 18];
const base: TableEphemerisData = {
  grahas: {
    Sun: { longitude: 40 }, // Taurus 10°: bhava 1, Placidus 12 (before the 45° cusp)
    Moon: { longitude: 52 }, // Taurus 22°: bhava 1, Placidus 1
    Mars: { longitude: 262 }, // Sagittarius 22°: bhava 8, Placidus 8
    Mercury: { longitude: 61 }, // Gemini 1°: bhava 2, Placidus 1
    Jupiter: { longitude: 158 }, // Virgo 8°: bhava 5, Placidus 4
    Venus: { longitude: 15 }, // Aries 15°: bhava 12, Placidus 11
    Saturn: { longitude: 200 }, // Libra 20°: bhava 6, Placidus 6
    Rahu: { longitude: 100, speed: -0.05 }, // Cancer 10°: bhava 3, Placidus 3; Ketu Capricorn 10°: bhava 9, Placidus 9
  },
  cusps: CUSPS,
};

describe('whole-sign bhava (vedic-techniques §6)', () => {
  const chart = chartOf(base);
  const v = vimshottari(chart.positions.Moon.longitude, JD);
  const block = vedicBhava(chart, v, JD, {});
  const byGraha = (g: Graha) => {
    const r = block.readings.find((x) => x.graha === g);
    assert.ok(r, g);
    return r;
  };

  it('counts signs from the ascendant’s sign: Taurus lagna → Taurus 1, Aries 12, Libra 6, Capricorn 9', () => {
    assert.equal(block.ascendantSign, 'Taurus');
    assert.equal(block.houseSystem, 'whole-sign (Parashari)');
    assert.deepEqual(
      GRAHAS.map((g) => byGraha(g).bhava),
      [1, 1, 8, 2, 5, 12, 6, 3, 9],
    );
    assert.equal(wholeSignBhava(1, 0), 12);
    assert.equal(wholeSignBhava(11, 0), 2);
  });

  it('kp_house is the chart’s Placidus house and houses_differ is exactly bhava ≠ kp_house', () => {
    assert.deepEqual(
      GRAHAS.map((g) => byGraha(g).kpHouse),
      [12, 1, 8, 1, 4, 11, 6, 3, 9],
    );
    for (const r of block.readings) assert.equal(r.housesDiffer, r.bhava !== r.kpHouse, r.graha);
    assert.equal(block.differCount, 4); // Sun, Mercury, Jupiter, Venus
  });

  it('every reading carries the contract’s content', () => {
    for (const r of block.readings) {
      assert.ok(r.reading.includes(`${r.graha} in ${r.sign}`), r.reading);
      assert.ok(r.reading.length > 60, r.reading);
      assert.ok(r.karakatva.length > 0);
      assert.ok(r.houseNature.length > 0);
      assert.ok(r.degree >= 0 && r.degree < 30);
      assert.equal(r.nodeAgency === '', r.graha !== 'Rahu' && r.graha !== 'Ketu', r.graha);
    }
    assert.deepEqual(byGraha('Mars').houseNature, ['dusthana', 'panaphara', 'moksha']);
    assert.deepEqual(byGraha('Sun').houseNature, ['kendra', 'trikona', 'dharma']);
    assert.deepEqual(byGraha('Saturn').houseNature, ['dusthana', 'upachaya', 'apoklima', 'artha']);
  });

  it('lords and lordship for a Taurus ascendant (§6.4): Saturn yogakaraka, Jupiter 8/11 malefic', () => {
    assert.deepEqual(byGraha('Saturn').lords, [9, 10]);
    assert.equal(byGraha('Saturn').functionalRole, 'yogakaraka');
    assert.deepEqual(byGraha('Jupiter').lords, [8, 11]);
    assert.equal(byGraha('Jupiter').functionalRole, 'malefic');
    assert.deepEqual(byGraha('Rahu').lords, []);
    assert.match(byGraha('Rahu').lordship, /owns no sign/);
  });

  it('node agency names the dispositor first (§6.5)', () => {
    // Rahu in Cancer: dispositor Moon; Ketu in Capricorn: dispositor Saturn.
    assert.match(byGraha('Rahu').nodeAgency, /^Rahu in Cancer acts first for its dispositor Moon/);
    assert.match(
      byGraha('Ketu').nodeAgency,
      /^Ketu in Capricorn acts first for its dispositor Saturn/,
    );
  });

  it('modifiers: combustion, dig bala, karako bhava nashaya, rasi sandhi, aspects', () => {
    // Moon Taurus 22° is 12° from the Sun at Taurus 10°: combust (limit 12°, inclusive).
    assert.ok(byGraha('Moon').modifiers.some((m) => m.startsWith('Combust: 12.0°')));
    // Mercury is 21° from the Sun: not combust (limit 14°).
    assert.ok(!byGraha('Mercury').modifiers.some((m) => m.startsWith('Combust')));
    // Jupiter in Virgo is in the 5th from Taurus, a bhava it is the natural karaka of.
    assert.ok(byGraha('Jupiter').modifiers.some((m) => m.startsWith('Karako bhava nashaya')));
    // Mars in Sagittarius (8th) is aspected by Jupiter? Jupiter in Virgo aspects 5th Capricorn, 7th Pisces,
    // 9th Taurus: no. Saturn in Libra aspects 3rd Sagittarius: yes.
    assert.ok(byGraha('Mars').modifiers.some((m) => /malefic.*Saturn \(3rd aspect\)/.test(m)));
    // Jupiter in Virgo aspects Taurus (9th): the Sun and Moon receive a benefic aspect.
    assert.ok(byGraha('Sun').modifiers.some((m) => /benefic.*Jupiter \(9th aspect\)/.test(m)));
  });

  it('dig bala and rasi sandhi sentences', () => {
    const c = chartOf({
      ...base,
      grahas: { ...base.grahas, Sun: { longitude: 300.5 }, Jupiter: { longitude: 59.7 } },
    });
    const b = vedicBhava(c, vimshottari(c.positions.Moon.longitude, JD), JD, {});
    const sun = b.readings.find((r) => r.graha === 'Sun');
    const jup = b.readings.find((r) => r.graha === 'Jupiter');
    assert.ok(sun && jup);
    // Sun in Aquarius = 10th from Taurus: full dig bala; 0.5° into the sign: rasi sandhi.
    assert.ok(sun.modifiers.some((m) => m.startsWith('Full directional strength')));
    assert.ok(sun.modifiers.some((m) => m.startsWith('Rasi sandhi: 0.50°')));
    // Jupiter Taurus 29.7°: 1st bhava (its dig bala bhava) and rasi sandhi.
    assert.ok(jup.modifiers.some((m) => m.startsWith('Full directional strength')));
    assert.ok(jup.modifiers.some((m) => m.startsWith('Rasi sandhi: 29.70°')));
  });
});

describe('dignity (vedic-techniques §5.1)', () => {
  // Expected dignity in each sign at 10° (Aries … Pisces), from the §5.1 table; E exalted,
  // D debilitated, M moolatrikona, O own, . neutral. Degree-split signs are checked below.
  const AT_10: Record<Graha, string> = {
    Sun: 'E...M.D.....',
    Moon: '.M.O...D....',
    Mars: 'M..D...O.E..',
    Mercury: '..O..E.....D',
    Jupiter: '...E....OD.O',
    Venus: '.O...DM....E',
    Saturn: 'D.....E..OM.',
    Rahu: '.EM....D..O.',
    Ketu: '.D.....EM...',
  };
  const code: Record<string, Dignity> = {
    E: 'exalted',
    D: 'debilitated',
    M: 'moolatrikona',
    O: 'own',
    '.': 'neutral',
  };
  for (const g of GRAHAS) {
    it(`${g} in each sign at 10°`, () => {
      const got = SIGNS.map((_, i) => dignityOf(g, i * 30 + 10));
      const want = [...AT_10[g]].map((c) => code[c]);
      assert.deepEqual(got, want);
    });
  }

  it('degree ranges: Sun Leo MT to 20° then own; Moon Taurus exalted to 3° then MT', () => {
    assert.equal(dignityOf('Sun', 120 + 19.99), 'moolatrikona');
    assert.equal(dignityOf('Sun', 120 + 20), 'own');
    assert.equal(dignityOf('Moon', 30 + 2.99), 'exalted');
    assert.equal(dignityOf('Moon', 30 + 3), 'moolatrikona');
  });

  it('Mercury in Virgo: 0–15° exalted, 15–20° moolatrikona, 20–30° own', () => {
    assert.equal(dignityOf('Mercury', 150 + 14.9), 'exalted');
    assert.equal(dignityOf('Mercury', 150 + 15), 'moolatrikona');
    assert.equal(dignityOf('Mercury', 150 + 19.9), 'moolatrikona');
    assert.equal(dignityOf('Mercury', 150 + 20), 'own');
  });

  it('Mars Aries MT 0–12°, own after; Jupiter Sagittarius MT 0–10°; Venus Libra MT 0–15°; Saturn Aquarius MT 0–20°', () => {
    assert.equal(dignityOf('Mars', 11.9), 'moolatrikona');
    assert.equal(dignityOf('Mars', 12), 'own');
    assert.equal(dignityOf('Jupiter', 240 + 9.9), 'moolatrikona');
    assert.equal(dignityOf('Jupiter', 240 + 10), 'own');
    assert.equal(dignityOf('Venus', 180 + 14.9), 'moolatrikona');
    assert.equal(dignityOf('Venus', 180 + 15), 'own');
    assert.equal(dignityOf('Saturn', 300 + 19.9), 'moolatrikona');
    assert.equal(dignityOf('Saturn', 300 + 20), 'own');
  });

  it('navamsa: the first navamsa of Aries, Taurus, Gemini, Cancer is Aries, Capricorn, Libra, Cancer', () => {
    assert.deepEqual(
      [0, 30, 60, 90].map((l) => SIGNS[navamsaSignIndex(l + 1)]),
      ['Aries', 'Capricorn', 'Libra', 'Cancer'],
    );
    // Vargottama points: the middle navamsa of a fixed sign (Taurus 13°20′–16°40′ → Taurus).
    assert.equal(navamsaSignIndex(30 + 15), 1);
  });
});

describe('lordship by ascendant (vedic-techniques §6.4)', () => {
  // The §6.4 table, Aries … Pisces lagna; columns Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn.
  const TABLE: readonly (readonly (readonly number[])[])[] = [
    [[5], [4], [1, 8], [3, 6], [9, 12], [2, 7], [10, 11]],
    [[4], [3], [7, 12], [2, 5], [8, 11], [1, 6], [9, 10]],
    [[3], [2], [6, 11], [1, 4], [7, 10], [5, 12], [8, 9]],
    [[2], [1], [5, 10], [3, 12], [6, 9], [4, 11], [7, 8]],
    [[1], [12], [4, 9], [2, 11], [5, 8], [3, 10], [6, 7]],
    [[12], [11], [3, 8], [1, 10], [4, 7], [2, 9], [5, 6]],
    [[11], [10], [2, 7], [9, 12], [3, 6], [1, 8], [4, 5]],
    [[10], [9], [1, 6], [8, 11], [2, 5], [7, 12], [3, 4]],
    [[9], [8], [5, 12], [7, 10], [1, 4], [6, 11], [2, 3]],
    [[8], [7], [4, 11], [6, 9], [3, 12], [5, 10], [1, 2]],
    [[7], [6], [3, 10], [5, 8], [2, 11], [4, 9], [1, 12]],
    [[6], [5], [2, 9], [4, 7], [1, 10], [3, 8], [11, 12]],
  ];
  const SEVEN: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

  it('all 84 entries of the table', () => {
    TABLE.forEach((row, asc) => {
      SEVEN.forEach((g, i) => {
        assert.deepEqual(lordsOf(g, asc), row[i], `${SIGNS[asc]} ${g}`);
      });
    });
    assert.deepEqual(lordsOf('Rahu', 0), []);
  });

  it('yogakaraka exactly for Taurus/Libra Saturn, Cancer/Leo Mars, Capricorn/Aquarius Venus', () => {
    const found: string[] = [];
    SIGNS.forEach((s, asc) => {
      for (const g of SEVEN)
        if (lordship(g, asc, true).role === 'yogakaraka') found.push(`${s} ${g}`);
    });
    assert.deepEqual(found, [
      'Taurus Saturn',
      'Cancer Mars',
      'Leo Mars',
      'Libra Saturn',
      'Capricorn Venus',
      'Aquarius Venus',
    ]);
  });

  it('functional natures from the rules (§6.4 commonly published outcomes)', () => {
    const role = (asc: number, g: Graha, waxing = true) => lordship(g, asc, waxing).role;
    assert.equal(role(0, 'Mercury'), 'malefic'); // Aries: 3, 6
    assert.equal(role(0, 'Jupiter'), 'benefic'); // Aries: 9, 12
    assert.equal(role(0, 'Mars'), 'benefic'); // Aries: lagna lord, 8th without blemish
    assert.equal(role(2, 'Mars'), 'malefic'); // Gemini: 6, 11
    assert.equal(role(5, 'Jupiter'), 'neutral'); // Virgo: 4, 7 — kendradhipati dosha
    assert.match(lordship('Jupiter', 5, true).text, /kendradhipati/);
    assert.equal(role(8, 'Moon'), 'neutral'); // Sagittarius: 8th lord, the Moon is exempt
    assert.equal(role(1, 'Jupiter'), 'malefic'); // Taurus: 8, 11
    assert.equal(role(4, 'Saturn'), 'malefic'); // Leo: 6, 7
    assert.match(lordship('Saturn', 4, true).text, /maraka/);
    // A waning Moon ruling a kendra is a natural malefic: it sheds its malefic nature instead.
    assert.match(lordship('Moon', 0, false).text, /natural malefic ruling a kendra/);
  });
});

describe('own mahadasha and ayanamsa sensitivity', () => {
  it('each graha’s own mahadasha, with exactly one active at any date inside the 120 years', () => {
    const v = vimshottari(45, JD); // Rohini, Moon's star: Moon mahadasha at birth
    for (const asOf of [JD, JD + 365.25 * 30, JD + 365.25 * 100]) {
      const phases = GRAHAS.map((g) => ownMahadasha(v, g, asOf));
      assert.equal(phases.filter((p) => p.active).length, 1);
      for (const p of phases) {
        assert.equal(p.active, p.phase === 'active');
        if (p.phase === 'past') assert.ok(p.endJd <= asOf);
        if (p.phase === 'future') assert.ok(p.startJd > asOf);
      }
    }
    assert.equal(ownMahadasha(v, 'Moon', JD).phase, 'active');
    assert.equal(ownMahadasha(v, 'Mars', JD).phase, 'future');
    assert.equal(ownMahadasha(v, 'Moon', JD + 365.25 * 10).phase, 'past');
  });

  it('a graha near a sign edge is sensitive when another ayanamsa moves it across', () => {
    const chart = { ayanamsa: 24, settings: KP };
    // 29.95° Aries under kp (24°); under lahiri 23.85° the longitude is 30.10°: Taurus.
    assert.equal(ayanamsaSensitive(29.95, chart, { kp: 24, lahiri: 23.85 }), true);
    // Under a larger ayanamsa it moves back: still Aries.
    assert.equal(ayanamsaSensitive(29.95, chart, { kp: 24, lahiri: 24.1 }), false);
    assert.equal(ayanamsaSensitive(15, chart, { kp: 24, lahiri: 23.85, kp_vp291: 24.2 }), false);
    // The chart's own id is never compared, and no alternatives means not sensitive.
    assert.equal(ayanamsaSensitive(29.95, chart, { kp: 23 }), false);
    assert.equal(ayanamsaSensitive(29.95, chart, {}), false);
  });

  it('vedicBhava flags the graha and the ascendant from the alternatives it is given', () => {
    const c = chartOf({
      ...base,
      grahas: { ...base.grahas, Saturn: { longitude: 209.95 } },
      cusps: [59.98, ...CUSPS.slice(1)],
    });
    const b = vedicBhava(c, vimshottari(c.positions.Moon.longitude, JD), JD, {
      kp: 24,
      lahiri: 23.9,
    });
    assert.equal(b.readings.find((r) => r.graha === 'Saturn')?.ayanamsaSensitive, true);
    assert.equal(b.readings.find((r) => r.graha === 'Mars')?.ayanamsaSensitive, false);
    assert.equal(b.ascendantAyanamsaSensitive, true);
  });
});

describe('node agency text (§6.5)', () => {
  it('names conjoined and aspecting grahas and the nakshatra lord', () => {
    // Rahu at 200° (Libra 20°, Vishakha: Jupiter's star) with Saturn in Libra; Mars in Aries aspects Libra (7th).
    const c = chartOf({
      ...base,
      grahas: {
        ...base.grahas,
        Rahu: { longitude: 200, speed: -0.05 },
        Saturn: { longitude: 205 },
        Mars: { longitude: 10 },
      },
    });
    const b = vedicBhava(c, vimshottari(c.positions.Moon.longitude, JD), JD, {});
    const rahu = b.readings.find((r) => r.graha === 'Rahu');
    assert.ok(rahu);
    assert.match(
      rahu.nodeAgency,
      /^Rahu in Libra acts first for its dispositor Venus \(lord of the 1st and 6th, in the 12th bhava\)\./,
    );
    assert.match(
      rahu.nodeAgency,
      /carries the results of Saturn \(lord of the 9th and 10th, in the 6th bhava\), conjoined/,
    );
    assert.match(rahu.nodeAgency, /aspect of Mars/);
    assert.match(rahu.nodeAgency, /Vishakha, is ruled by Jupiter/);
  });

  it('a node in its own nakshatra says so', () => {
    // Rahu at 190° (Libra 10°, Swati: Rahu's own star).
    const c = chartOf({
      ...base,
      grahas: { ...base.grahas, Rahu: { longitude: 190, speed: -0.05 } },
    });
    const b = vedicBhava(c, vimshottari(c.positions.Moon.longitude, JD), JD, {});
    assert.match(
      b.readings.find((r) => r.graha === 'Rahu')?.nodeAgency ?? '',
      /own nakshatra, Swati/,
    );
  });
});
