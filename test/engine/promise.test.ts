/**
 * The promise engine on constructed charts (table ephemeris) where the answer is known by hand from the
 * rules in src/engine/kp/promise.ts (kp-doctrine §5.3): every verdict value, and both polarities.
 *
 * All charts use equal 30° houses from 0° Aries (house = sign, so Mars owns 1 and 8, Venus 2 and 7,
 * Mercury 3 and 6, Moon 4, Sun 5, Jupiter 9 and 12, Saturn 10 and 11), except cusp 7, which is placed
 * inside Libra in a sub of the lord each case needs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { eventById, type KpEvent } from '../../src/engine/kp/events.js';
import {
  assessPromise,
  judgePromise,
  type PromiseContext,
  VERDICTS,
} from '../../src/engine/kp/promise.js';
import { DEFAULT_SETTINGS, type Graha } from '../../src/engine/types.js';
import { KP_249 } from '../../src/engine/zodiac/kp-subs.js';
import { createTableEphemeris, type TableBody } from '../../src/ephemeris/table.js';

type Placement = Partial<Record<Exclude<Graha, 'Ketu'>, TableBody>>;

/** Midpoint of the first Libra row whose sub lord is `lord`. */
function libraCuspWithSubLord(lord: Graha): number {
  const row = KP_249.find((r) => r.sign === 'Libra' && r.subLord === lord);
  assert.ok(row, `a Libra sub of ${lord}`);
  return (row.start + row.end) / 2;
}

// Planets parked where they neither sit in nor rule anything a case looks at, unless a case moves them.
const PARKED: Record<Exclude<Graha, 'Ketu'>, TableBody> = {
  Sun: { longitude: 75 }, // Gemini 15°, Ardra (Rahu star), house 3
  Moon: { longitude: 95 }, // Cancer 5°, Pushya (Saturn star), house 4
  Mars: { longitude: 255 }, // Sagittarius 15°, Purva Ashadha (Venus star), house 9
  Mercury: { longitude: 100 }, // Cancer 10°, Pushya, house 4
  Jupiter: { longitude: 98 }, // Cancer 8°, Pushya, house 4
  Venus: { longitude: 102 }, // Cancer 12°, Pushya, house 4
  Saturn: { longitude: 93.5 }, // Cancer 3°30′, Pushya (its own star; Punarvasu ends at 3°20′), house 4
  Rahu: { longitude: 135, speed: -0.053 }, // Leo 15°, Purva Phalguni (Venus star), house 5
};

function judge(event: KpEvent, csl: Graha, placement: Placement, context: PromiseContext = {}) {
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  cusps[6] = libraCuspWithSubLord(csl);
  const eph = createTableEphemeris({ grahas: { ...PARKED, ...placement }, cusps });
  const chart = castChart(eph, 2451545, 20, 80, DEFAULT_SETTINGS);
  assert.equal(chart.cusps[6]?.subLord, csl, 'the constructed 7th cusp has the intended sub lord');
  return judgePromise(chart, significators(chart), event, context);
}

// Venus in its own star (Purva Phalguni, Leo 15°: house 5, Venus sub) owns 2 and 7; Mercury in house 11
// is the sub lord of the 11th cusp (Aquarius 0° = Dhanishta, Mercury sub) and signifies 11.
const strongChart: Placement = {
  Venus: { longitude: 135 },
  Mercury: { longitude: 310 },
  Rahu: { longitude: 45, speed: -0.053 },
};
const period = (mahadasha: Graha, antardasha: Graha) => ({
  mahadasha,
  antardasha,
  startJd: 0,
  endJd: 1,
});

const marriage = eventById('marriage') as KpEvent;
const divorce = eventById('divorce') as KpEvent;
const seen = new Set<string>();

describe('promise verdicts on constructed charts (marriage: required 2, 7, 11; negating 1, 6, 10)', () => {
  it('DENIED: CSL Mars in its own star in house 10 signifies 1, 8, 10 — no required house, negations present → STRONG', () => {
    const j = judge(marriage, 'Mars', { Mars: { longitude: 295 } }); // Capricorn 25°, Dhanishta (Mars)
    assert.deepEqual(j.housesSignified, [1, 8, 10]);
    assert.equal(j.verdict, 'DENIED');
    assert.equal(j.confidence, 'STRONG');
    assert.match(
      j.reasoning,
      /7th cusp sub lord is Mars \(the CSL\), in the star of Mars and the sub of Rahu\. Mars signifies A 10; B 10; C 1, 8; D 1, 8;.*requires houses 2, 7, 11 \(signified: none\)/,
    );
    assert.equal(j.rule, 'no_required_house');
    assert.equal(j.promise, 'DENIED');
    // Rahu, the CSL's sub lord, is in the chain: its agency is named with its basis.
    assert.deepEqual(j.nodeAgency[0]?.node, 'Rahu');
    assert.match(j.reasoning, /Rahu acts for .*\(sign lord\)/);
    seen.add(j.verdict);
  });

  it('briefReasoning (the birth chart, issue 22 §3) keeps the CSL, the houses met and the finding (in short), without the levels, agency and chain houses', () => {
    const placement = { Mars: { longitude: 295 } };
    const full = judge(marriage, 'Mars', placement);
    const brief = judge(marriage, 'Mars', placement, { briefReasoning: true });
    assert.equal(brief.verdict, full.verdict);
    assert.equal(
      brief.reasoning,
      full.reasoning
        .replace(/ Mars signifies A [^.]*\./, '')
        .replace(/ Rahu acts for [^.]*\./, '')
        .replace(/ Through its star lord [^.]*\./, '')
        // The brief finding states the denial once, citing KSK without the sentence around it.
        .replace(
          'The CSL is connected with none of houses 2, 7, 11 and signifies negating ones, so the chart does not promise it: KSK denies a matter whose cusp sub lord is connected with none of its houses (R3 3603-3604, 4704).',
          'The CSL is connected with none of 2, 7, 11, so the chart does not promise it (KSK, R3 3603-3604, 4704).',
        ),
    );
    assert.match(
      brief.reasoning,
      /^The 7th cusp sub lord is Mars \(the CSL\), in the star of Mars and the sub of Rahu\. Marriage requires houses 2, 7, 11 \(signified: none\)/,
    );
  });

  it('WEAK_PROMISE: CSL Venus in the Sun’s star gets 2 and 7 only through its own ownership (level D) of occupied houses', () => {
    // Venus in Sagittarius 28° (Uttara Ashadha, Sun star), house 9; the Sun in house 3 owns 5. Mercury
    // in Taurus (house 2) and Jupiter in Libra 10° (house 7) occupy the houses Venus owns.
    const j = judge(marriage, 'Venus', {
      Venus: { longitude: 268 },
      Mercury: { longitude: 45 },
      Jupiter: { longitude: 190 },
    });
    assert.deepEqual(
      [j.starLevelHouses, j.ownLevelHouses],
      [
        [3, 5],
        [2, 7, 9],
      ],
    );
    assert.equal(j.verdict, 'WEAK_PROMISE');
    assert.equal(j.confidence, 'WEAK');
    assert.equal(j.rule, 'ownership_only');
    seen.add(j.verdict);
  });

  it('empty-house rule: the same CSL owning vacant houses 2 and 7 is their principal significator → PROMISED', () => {
    const j = judge(marriage, 'Venus', { Venus: { longitude: 268 } });
    assert.equal(j.requiredLevel, 'D');
    assert.equal(j.requiredPrincipal, true);
    assert.equal(j.promise, 'PROMISED');
  });

  it('mixed, not denied (KSK, R3 1320): CSL Moon in Venus’s star; Venus sits in 6 (negating, level A) and owns 2, 7 (level C) → PROMISED_WITH_OBSTRUCTION, WEAK', () => {
    // Bharani (Venus star), Rahu sub; Virgo 15°. The CSL is connected with 2 and 7: KSK promises, with
    // the separation (6) also due. Issue 21 §1: this was DENIED by `sub_lord_negates`.
    const j = judge(marriage, 'Moon', { Moon: { longitude: 20 }, Venus: { longitude: 165 } });
    assert.equal(j.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(j.rule, 'negation_as_strong');
    assert.equal(j.confidence, 'WEAK');
    assert.match(j.reasoning, /Both results will be enjoyed/);
    assert.doesNotMatch(j.reasoning, /Four-step/);
  });

  it('four-step option (Gondhalekar, not KSK): the same chart is DENIED by the sub lord Rahu, which leans to the 6th', () => {
    const j = judge(
      marriage,
      'Moon',
      { Moon: { longitude: 20 }, Venus: { longitude: 165 } },
      { school: 'four_step' },
    );
    assert.deepEqual(j.requiredSignified, [2, 7]);
    assert.ok(j.negatingSignified.includes(6));
    assert.equal(j.subLord, 'Rahu');
    assert.equal(
      j.cslLeaning,
      'negating',
      'A (the 6th) outweighs C (2 and 7, principal as vacant)',
    );
    assert.equal(j.subLordLeaning, 'negating');
    assert.equal(j.verdict, 'DENIED');
    assert.equal(j.rule, 'sub_lord_negates');
    assert.equal(j.confidence, 'MODERATE');
    assert.match(
      j.reasoning,
      /Four-step option \(Gondhalekar, not KSK's rule\).*its sub lord Rahu leans to the negation/,
    );
  });

  const retroChart: Placement = {
    Jupiter: { longitude: 135.5, speed: -0.05 }, // Leo 15°30′, Purva Phalguni, house 5, retrograde
    Venus: { longitude: 310 }, // Aquarius 10°, house 11
    Rahu: { longitude: 45, speed: -0.053 },
  };

  it('PROMISED_WITH_DELAY (horary option): CSL Jupiter retrograde in Venus’s star, Venus in 11', () => {
    const j = judge(marriage, 'Jupiter', retroChart, { retrogradeDelay: true });
    assert.deepEqual(j.starLevelHouses, [2, 7, 11]);
    assert.equal(j.verdict, 'PROMISED_WITH_DELAY');
    assert.equal(j.rule, 'retrograde_or_saturn_delay');
    assert.match(j.reasoning, /Jupiter is retrograde/);
    seen.add(j.verdict);
  });

  it('natal default: the retrograde CSL does not delay the promise (kp-doctrine §3.3 [S14])', () => {
    const j = judge(marriage, 'Jupiter', retroChart);
    assert.equal(j.verdict, 'PROMISED');
    assert.deepEqual(j.delayReasons, ['Jupiter is retrograde']);
  });

  it('STRONGLY_PROMISED: star level and sub lord both show 2 and 7, 11th cusp agrees, CSL rules the running dasha', () => {
    const j = judge(marriage, 'Venus', strongChart, { periods: [period('Venus', 'Mercury')] });
    assert.equal(j.subLord, 'Venus');
    assert.ok(j.supportAgrees);
    assert.equal(j.timingWitness, true);
    assert.equal(j.verdict, 'STRONGLY_PROMISED');
    assert.equal(j.confidence, 'STRONG');
    assert.equal(j.promise, 'PROMISED');
    assert.equal(j.gradeFromTiming, true);
    assert.equal(j.rule, 'timing_witness');
    assert.match(j.reasoning, /STRONGLY_PROMISED comes from timing/);
    assert.equal(j.timing.running?.bhukti.lord, 'Mercury');
    assert.deepEqual(j.timing.running?.mahadasha.requiredSignified, [2, 7]);
    seen.add(j.verdict);
  });

  it('PROMISED: the same promise when no running or next period is ruled by the CSL or its star lord', () => {
    const j = judge(marriage, 'Venus', strongChart, {
      periods: [period('Saturn', 'Moon'), period('Saturn', 'Mars'), period('Mercury', 'Mercury')],
    });
    assert.equal(j.timingWitness, false);
    assert.deepEqual(j.fruitfulPeriod?.mahadasha, 'Mercury');
    assert.equal(j.verdict, 'PROMISED');
    seen.add(j.verdict);
  });

  it('REQUIRES_FURTHER_TIMING_CONFIRMATION: promised, but no period in the horizon joins two strong significators', () => {
    const j = judge(marriage, 'Venus', strongChart, {
      periods: [period('Saturn', 'Moon'), period('Saturn', 'Mars')],
    });
    assert.equal(j.fruitfulPeriod, null);
    assert.equal(j.verdict, 'REQUIRES_FURTHER_TIMING_CONFIRMATION');
    assert.equal(j.promise, 'PROMISED');
    assert.equal(j.rule, 'no_fruitful_period');
    assert.match(j.reasoning, /REQUIRES_FURTHER_TIMING_CONFIRMATION comes from timing/);
    seen.add(j.verdict);
  });
});

// Mixed testimony (promise.ts header; kp-doctrine §4.1, §3.3 step 5; KSK Reader III "Role of sub"):
// the 7th CSL Moon sits in Saturn's star, so through its star lord it signifies the house Saturn
// occupies (A) and Saturn's houses 10 (negating) and 11 (required) (C). Rahu in Taurus 15° puts Ketu in
// Scorpio, so nothing occupies Capricorn or Aquarius unless a case puts Saturn there. The Moon's sub
// lord is chosen by its degree in Pushya (Saturn's star): Saturn sub at Cancer 5°, Venus sub at 9°,
// Mars sub at 12°30′.
const mixed: Placement = { Rahu: { longitude: 45, speed: -0.053 } };
const venusFavours: Placement = { Venus: { longitude: 135 } }; // own star, house 5; owns 2 and 7 (7 vacant)
const venusIn6: Placement = { Venus: { longitude: 165 } }; // Hasta, house 6: Mars (in Venus's star) leans to 6

describe('mixed testimony: level comparison, then the CSL’s sub lord decides', () => {
  it('level comparison: required at A (Saturn in 11) beats negating at C (10, vacant) although both are principal → PROMISED', () => {
    // Before: both principal through the star lord, a tie → PROMISED_WITH_OBSTRUCTION.
    const j = judge(marriage, 'Moon', { ...mixed, Saturn: { longitude: 315 } });
    assert.equal(j.starLord, 'Saturn');
    assert.deepEqual([j.requiredLevel, j.negatingLevel], ['A', 'C']);
    assert.deepEqual([j.requiredPrincipal, j.negatingPrincipal], [true, true]);
    assert.equal(j.cslLeaning, 'required');
    assert.equal(j.verdict, 'PROMISED');
    assert.equal(j.rule, 'promised');
    // The grade between PROMISED and PROMISED_WITH_OBSTRUCTION is the project's: labelled so, and
    // the verdict's basis says it (issue 35 §2); "both results" is KSK's and cited.
    assert.match(
      j.reasoning,
      /required side more strongly \(required level A, principal, negating level C, principal\), so the grade is PROMISED \(sublord method, not from KSK\)/,
    );
    assert.match(j.reasoning, /"Both results will be enjoyed", R3 1320/);
    assert.equal(j.basis, 'sublord method, not from KSK');
  });

  it('even CSL (10 and 11 both at C, both vacant) → PROMISED_WITH_OBSTRUCTION by default; four-step: sub lord Venus leans to 2 and 7 → PROMISED by sub_lord_decides', () => {
    const k = judge(marriage, 'Moon', { ...mixed, ...venusFavours, Moon: { longitude: 99 } });
    assert.equal(k.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(k.rule, 'negation_as_strong');
    const j = judge(
      marriage,
      'Moon',
      { ...mixed, ...venusFavours, Moon: { longitude: 99 } },
      { school: 'four_step' },
    );
    assert.equal(j.subLord, 'Venus');
    assert.deepEqual([j.requiredLevel, j.negatingLevel], ['C', 'C']);
    assert.equal(j.cslLeaning, 'even');
    assert.equal(j.subLordLeaning, 'required');
    assert.equal(j.promise, 'PROMISED');
    assert.equal(j.rule, 'sub_lord_decides');
    assert.equal(j.confidence, 'MODERATE');
    assert.equal(j.strongCandidate, false, 'a principal negating house is still signified');
    assert.match(
      j.reasoning,
      /Four-step option.*equally strongly .* its sub lord Venus leans to the required houses/,
    );
  });

  it('even CSL, sub lord Mars (in Venus’s star, Venus in 6) leans to the negation → PROMISED_WITH_OBSTRUCTION by default, DENIED by sub_lord_negates under the four-step option', () => {
    const k = judge(marriage, 'Moon', { ...mixed, ...venusIn6, Moon: { longitude: 102.5 } });
    assert.equal(k.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(k.confidence, 'MODERATE');
    const j = judge(
      marriage,
      'Moon',
      { ...mixed, ...venusIn6, Moon: { longitude: 102.5 } },
      { school: 'four_step' },
    );
    assert.equal(j.subLord, 'Mars');
    assert.equal(j.cslLeaning, 'even');
    assert.equal(j.subLordLeaning, 'negating');
    assert.equal(j.verdict, 'DENIED');
    assert.equal(j.rule, 'sub_lord_negates');
    assert.equal(j.confidence, 'MODERATE');
  });

  it('even CSL, sub lord Saturn (in its own star Pushya) exactly as even → PROMISED_WITH_OBSTRUCTION, MODERATE: genuinely balanced', () => {
    const j = judge(marriage, 'Moon', mixed);
    assert.equal(j.subLord, 'Saturn');
    assert.equal(j.cslLeaning, 'even');
    assert.equal(j.subLordLeaning, 'even');
    assert.equal(j.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(j.rule, 'negation_as_strong');
    assert.equal(j.confidence, 'MODERATE');
    seen.add(j.verdict);
  });

  it('CSL leans to the negation (Saturn in 10: A) → PROMISED_WITH_OBSTRUCTION, WEAK; four-step: sub lord Venus leans to the required houses, MODERATE', () => {
    const placement = {
      ...mixed,
      ...venusFavours,
      Saturn: { longitude: 285 },
      Moon: { longitude: 99 },
    };
    const k = judge(marriage, 'Moon', placement);
    assert.equal(k.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(k.confidence, 'WEAK');
    const j = judge(marriage, 'Moon', placement, { school: 'four_step' });
    assert.deepEqual([j.requiredLevel, j.negatingLevel], ['C', 'A']);
    assert.equal(j.cslLeaning, 'negating');
    assert.equal(j.subLordLeaning, 'required');
    assert.equal(j.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(j.confidence, 'MODERATE');
    assert.equal(j.confidence, 'MODERATE');
  });

  it('CSL leans to the negation, sub lord Saturn silent → PROMISED_WITH_OBSTRUCTION, WEAK', () => {
    // Before: a rank tie → MODERATE.
    const j = judge(marriage, 'Moon', { ...mixed, Saturn: { longitude: 285 } });
    assert.equal(j.cslLeaning, 'negating');
    assert.equal(j.subLordLeaning, 'silent');
    assert.equal(j.verdict, 'PROMISED_WITH_OBSTRUCTION');
    assert.equal(j.confidence, 'WEAK');
  });

  it('a CSL with no negating house keeps its promise when its sub lord leans to the negation, but not confidence STRONG nor STRONGLY_PROMISED', () => {
    // The CSL Venus (own star, house 5, owning 2 and 7) signifies no negating house, so the promise stands
    // (kp-doctrine §5.1); its sub lord does not "point to" the required houses when it leans against them.
    const j = judge(
      marriage,
      'Venus',
      { ...strongChart, Venus: { longitude: 142 } },
      {
        periods: [period('Venus', 'Mercury')],
      },
    );
    assert.equal(j.promise, 'PROMISED');
    assert.equal(j.subLordLeaning, 'negating');
    assert.equal(j.strongCandidate, false);
    assert.equal(j.verdict, 'PROMISED');
  });
});

describe('node CSL (kp-doctrine §4.2)', () => {
  it('Rahu as CSL acts for its star lord and sign lord, and the reasoning says so instead of "by itself"', () => {
    // Rahu parked at Leo 15° (Purva Phalguni, Venus's star; sign lord Sun), house 5, nobody within 8°
    // and no drishti on Leo: agents Venus (star lord) and Sun (sign lord).
    const j = judge(marriage, 'Rahu', {});
    assert.deepEqual(j.nodeAgency[0], {
      node: 'Rahu',
      sources: [
        { planet: 'Venus', basis: 'star_lord' },
        { planet: 'Sun', basis: 'sign_lord' },
      ],
    });
    assert.match(j.reasoning, /by its own house and as agent of Venus, Sun/);
    assert.match(j.reasoning, /Rahu acts for Venus \(star lord\), Sun \(sign lord\)\./);
  });
});

describe('promise apart from timing', () => {
  it('assessPromise gives the same promise as judgePromise, without any period', () => {
    const withTiming = judge(marriage, 'Venus', strongChart, {
      periods: [period('Venus', 'Mercury')],
    });
    const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
    cusps[6] = libraCuspWithSubLord('Venus');
    const eph = createTableEphemeris({ grahas: { ...PARKED, ...strongChart }, cusps });
    const chart = castChart(eph, 2451545, 20, 80, DEFAULT_SETTINGS);
    const a = assessPromise(chart, significators(chart), marriage);
    assert.equal(a.verdict, withTiming.promise);
    assert.equal(a.strongCandidate, true);
  });
});

describe('polarity', () => {
  it('an unwanted event (divorce) is promised where marriage is denied: Mars signifies 1 and 10', () => {
    const j = judge(divorce, 'Mars', { Mars: { longitude: 295 } });
    assert.equal(divorce.polarity, 'unwanted');
    assert.notEqual(j.verdict, 'DENIED');
    assert.deepEqual(j.requiredSignified, [1, 10]);
  });

  it('an unwanted event is DENIED where the wanted one is strongly promised', () => {
    const j = judge(divorce, 'Venus', strongChart);
    assert.equal(j.verdict, 'DENIED');
    assert.equal(marriage.polarity, 'wanted');
  });
});

describe('coverage', () => {
  it('the constructed charts above cover every verdict value', () => {
    assert.deepEqual([...seen].sort(), [...VERDICTS].sort());
  });
});
