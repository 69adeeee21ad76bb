/**
 * The horary judgment on constructed charts (table ephemeris), against the rules in
 * src/engine/horary/judge.ts (kp-doctrine §3.3): the horary retrograde rule (a retrograde CSL is negative,
 * KSK's default, or delays under the named option; so does a retrograde 11th cusp sub lord, R3 4659; a
 * retrograde star lord of the CSL makes the matter fall through, the compiled rule), the Moon's testimony
 * (flag and one step of confidence, never an inverted verdict), ruling-planet agreement (fruitful
 * significators), and the dasha-bhukti-antara windows rule of windows.ts.
 *
 * Chart: equal 30° houses from 0° Aries (house = sign; owners Mars 1, 8 · Venus 2, 7 · Mercury 3, 6 ·
 * Moon 4 · Sun 5 · Jupiter 9, 12 · Saturn 10, 11) except the 10th cusp, placed in Capricorn's Mars
 * sub (row 204, Dhanishta). Mars, the 10th CSL, is at Virgo 15° (house 6), in Hasta (Moon's star),
 * in Jupiter's sub. Event: job (10th; required 2, 6, 10, 11; negating 1, 5, 9, 12).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { judgeHorary, moonTestimony } from '../../src/engine/horary/judge.js';
import { dbaWindows } from '../../src/engine/horary/windows.js';
import { eventById } from '../../src/engine/kp/events.js';
import type { RulingPlanets } from '../../src/engine/kp/ruling-planets.js';
import { DEFAULT_SETTINGS, type Graha } from '../../src/engine/types.js';
import { horaryRow } from '../../src/engine/zodiac/kp-subs.js';
import { createTableEphemeris, type TableBody } from '../../src/ephemeris/table.js';

type Placement = Partial<Record<Exclude<Graha, 'Ketu'>, TableBody>>;

const BASE: Record<Exclude<Graha, 'Ketu'>, TableBody> = {
  Sun: { longitude: 125 }, // Leo 5°, house 5
  Moon: { longitude: 310 }, // Aquarius 10°, Shatabhisha (Rahu's star), house 11
  Mars: { longitude: 165 }, // Virgo 15°, Hasta (Moon's star), Jupiter sub, house 6
  Mercury: { longitude: 65 }, // Gemini 5°, house 3
  Jupiter: { longitude: 95 }, // Cancer 5°, house 4
  Venus: { longitude: 35 }, // Taurus 5°, house 2
  Saturn: { longitude: 185 }, // Libra 5°, house 7
  Rahu: { longitude: 135, speed: -0.053 }, // Leo 15°, house 5
};

const job = eventById('job');
assert.ok(job);

function chartWith(placement: Placement) {
  const row = horaryRow(204);
  assert.equal(row.subLord, 'Mars');
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  cusps[9] = (row.start + row.end) / 2;
  const eph = createTableEphemeris({ grahas: { ...BASE, ...placement }, cusps });
  const chart = castChart(eph, 2451545, 20, 80, DEFAULT_SETTINGS);
  assert.equal(chart.cusps[9]?.subLord, 'Mars');
  assert.equal(chart.positions.Mars.starLord, 'Moon');
  assert.equal(chart.positions.Mars.subLord, 'Jupiter');
  return { chart, sig: significators(chart) };
}

/** The same chart without the star-lord assertions (for a CSL moved into another star). */
function chartWithStar(placement: Placement) {
  const row = horaryRow(204);
  const cusps = Array.from({ length: 12 }, (_, i) => i * 30);
  cusps[9] = (row.start + row.end) / 2;
  const eph = createTableEphemeris({ grahas: { ...BASE, ...placement }, cusps });
  const chart = castChart(eph, 2451545, 20, 80, DEFAULT_SETTINGS);
  return { chart, sig: significators(chart) };
}

function rp(ranked: Graha[], nodeAgents: Graha[] = []): RulingPlanets {
  return {
    ascendantStarLord: ranked[0],
    ascendantSignLord: ranked[1] ?? ranked[0],
    moonStarLord: ranked[2] ?? ranked[0],
    moonSignLord: ranked[3] ?? ranked[0],
    dayLord: ranked[4] ?? ranked[0],
    weekday: 'Sunday',
    ranked,
    nodeAgents,
    nodeAgentReasons: [],
    ascendantSubLord: ranked[0],
    moonSubLord: ranked[0],
  } as RulingPlanets;
}
const RP = rp(['Saturn', 'Venus', 'Rahu', 'Saturn', 'Sun']);

describe('horary retrograde rule (kp-doctrine §3.3 step 3)', () => {
  it('all direct: promised, no retrograde rule', () => {
    const { chart, sig } = chartWith({});
    const j = judgeHorary(chart, sig, job, RP);
    assert.notEqual(j.verdict, 'DENIED');
    assert.equal(j.retrograde, 'none');
    assert.deepEqual(j.promise.requiredSignified, [6, 11]);
  });
  it('the CSL retrograde, default (KSK, R3 4388 case 37): the result is negative (DENIED)', () => {
    const { chart, sig } = chartWith({ Mars: { longitude: 165, speed: -0.2 } });
    const j = judgeHorary(chart, sig, job, RP);
    assert.notEqual(j.promise.verdict, 'DENIED', 'the promise itself stands');
    assert.equal(j.verdict, 'DENIED');
    assert.equal(j.retrograde, 'csl_negative');
    assert.match(j.reasoning, /CSL Mars is retrograde, so the result is negative/);
    assert.deepEqual(judgeHorary(chart, sig, job, RP, { retrogradeCsl: 'negative' }), j);
  });
  it('the CSL retrograde, the named delay option: PROMISED_WITH_DELAY', () => {
    const { chart, sig } = chartWith({ Mars: { longitude: 165, speed: -0.2 } });
    const j = judgeHorary(chart, sig, job, RP, { retrogradeCsl: 'delay' });
    assert.equal(j.verdict, 'PROMISED_WITH_DELAY');
    assert.equal(j.retrograde, 'csl_delay');
    assert.match(j.reasoning, /Mars is retrograde/);
  });
  it('Saturn in the chain delays only under the delay option (no KSK line for the chain reading)', () => {
    // Pushya (Saturn's star) is Cancer 3°20′-16°40′: the CSL Mars at Cancer 10° has Saturn as its
    // star lord. Before issue 21 the default passed the promise engine's Saturn delay.
    const { chart, sig } = chartWithStar({ Mars: { longitude: 100 } });
    assert.equal(chart.positions.Mars.starLord, 'Saturn');
    const byDefault = judgeHorary(chart, sig, job, RP);
    const delayed = judgeHorary(chart, sig, job, RP, { retrogradeCsl: 'delay' });
    assert.notEqual(byDefault.promise.rule, 'retrograde_or_saturn_delay');
    assert.equal(delayed.promise.rule, 'retrograde_or_saturn_delay');
    assert.equal(delayed.verdict, 'PROMISED_WITH_DELAY');
    assert.match(delayed.reasoning, /Saturn is in the chain/);
  });
  it('the CSL’s sub lord retrograde: not in Reader III, no longer a rule (issue 35 §1)', () => {
    const { chart, sig } = chartWith({ Jupiter: { longitude: 95, speed: -0.05 } });
    const j = judgeHorary(chart, sig, job, RP);
    assert.equal(j.verdict, j.promise.verdict);
    assert.equal(j.retrograde, 'none');
  });
  it('the CSL’s star lord retrograde: falls through (DENIED), labelled as the compiled rule, not KSK’s', () => {
    // The CSL Mars at Cancer 10° (Pushya, Saturn's star), Saturn retrograde.
    const { chart, sig } = chartWithStar({
      Mars: { longitude: 100 },
      Saturn: { longitude: 185, speed: -0.03 },
    });
    const j = judgeHorary(chart, sig, job, RP);
    if (j.promise.verdict === 'DENIED') return assert.fail('the promise should stand');
    assert.equal(j.verdict, 'DENIED');
    assert.equal(j.retrograde, 'star_lord_falls_through');
    assert.equal(j.basis, 'sublord method, not from KSK');
    assert.match(j.reasoning, /star lord Saturn is retrograde.*not from KSK/);
  });
  it('the 11th cusp sub lord retrograde, for any question (KSK, R3 4659): DENIED', () => {
    // The 11th cusp at Aquarius 0° (row 208: Mars' star, Mercury's sub).
    assert.equal(chartWith({}).chart.cusps[10]?.subLord, 'Mercury');
    const { chart, sig } = chartWith({ Mercury: { longitude: 65, speed: -0.4 } });
    const j = judgeHorary(chart, sig, job, RP);
    assert.equal(j.verdict, 'DENIED');
    assert.equal(j.retrograde, 'eleventh_csl_negative');
    assert.equal(j.basis, 'KSK');
    assert.match(j.reasoning, /R3 4659/);
    const delayed = judgeHorary(chart, sig, job, RP, { retrogradeCsl: 'delay' });
    assert.equal(delayed.retrograde, 'eleventh_csl_delay');
    assert.equal(delayed.verdict, 'PROMISED_WITH_DELAY');
  });
  it('nodes are always retrograde and never trigger the rule', () => {
    const { chart, sig } = chartWith({});
    assert.ok(chart.positions.Rahu.retrograde);
    assert.equal(judgeHorary(chart, sig, job, RP).retrograde, 'none');
  });
});

describe('the Moon’s testimony (kp-doctrine §3.3 step 1)', () => {
  it('the Moon in the 11th: genuine', () => {
    const { chart, sig } = chartWith({});
    const m = moonTestimony(chart, sig, job.required);
    assert.equal(m.genuine, true);
    assert.deepEqual(m.links[0], { planet: 'Moon', role: 'moon', houses: [11] });
  });
  it('Moon, its star lord and sub lord off the question: flagged, confidence one step lower, verdict kept', () => {
    // Moon at Sagittarius 28° (house 9): Uttarashadha (Sun's star), Moon sub; the Sun is in 5 and
    // owns 5; the Moon owns 4.
    const { chart, sig } = chartWith({ Moon: { longitude: 268 } });
    assert.equal(chart.positions.Moon.starLord, 'Sun');
    assert.equal(chart.positions.Moon.subLord, 'Moon');
    const j = judgeHorary(chart, sig, job, RP);
    assert.equal(j.moon.genuine, false);
    assert.notEqual(j.verdict, 'DENIED');
    assert.equal(j.verdict, j.promise.verdict);
    const lower = { STRONG: 'MODERATE', MODERATE: 'WEAK', WEAK: 'WEAK' } as const;
    assert.equal(j.confidence, lower[j.promise.confidence]);
    assert.match(j.reasoning, /premature/);
  });
});

describe('ruling-planet agreement and windows', () => {
  it('fruitful significators are the required houses’ significators that are ruling planets', () => {
    const { chart, sig } = chartWith({});
    const j = judgeHorary(chart, sig, job, RP);
    for (const g of j.fruitfulSignificators) {
      assert.ok(RP.ranked.includes(g));
      assert.ok(j.requiredSignificators.includes(g));
    }
    assert.ok(j.requiredSignificators.includes('Mars'), 'Mars occupies the 6th');
    assert.ok(!j.fruitfulSignificators.includes('Mars'), 'Mars is not a ruling planet');
  });
  it('windows: bhukti and antara lords signify, one lord is fruitful; merged; never before judgment', () => {
    const jd = 2460677;
    const required: Graha[] = ['Venus', 'Saturn', 'Mars', 'Moon'];
    const fruitful: Graha[] = ['Saturn'];
    const ws = dbaWindows(310, jd, required, fruitful, 365.25);
    assert.ok(ws.length > 0);
    let previous = jd;
    for (const w of ws) {
      assert.ok(w.startJd >= previous && w.endJd > w.startJd);
      previous = w.endJd;
      for (const p of w.periods) {
        assert.ok(required.includes(p.bhukti) && required.includes(p.antara));
        assert.ok([p.dasha, p.bhukti, p.antara].some((g) => fruitful.includes(g)));
      }
      for (let i = 1; i < w.periods.length; i++)
        assert.equal(w.periods[i]?.startJd, w.periods[i - 1]?.endJd, 'merged periods touch');
    }
    assert.ok((ws[ws.length - 1]?.periods[0]?.startJd ?? 0) < jd + 2 * 365.25);
    assert.deepEqual(dbaWindows(310, jd, required, [], 365.25), [], 'no fruitful lord, no window');
  });
});
