/**
 * The muhurta rules and score (engine/muhurta), on the table ephemeris double: the weights add to 100
 * and every factor is reported; tara bala and chandra bala follow vedic-techniques §9.1; the §9.2
 * tables are consistent; a DENIED promise gives no windows before anything is scanned.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { castChart } from '../../src/engine/chart/cast.js';
import { significators } from '../../src/engine/chart/significators.js';
import { vimshottari } from '../../src/engine/dasha/vimshottari.js';
import { eventById, type KpEvent } from '../../src/engine/kp/events.js';
import {
  MUHURTA_EVENT_IDS,
  MUHURTA_RULES,
  type MuhurtaRules,
  signCount,
  TARA_NAMES,
  taraCount,
} from '../../src/engine/muhurta/rules.js';
import { scanMuhurta } from '../../src/engine/muhurta/scan.js';
import {
  createPointScorer,
  type Snapshot,
  scoreSnapshot,
  WEIGHTS,
} from '../../src/engine/muhurta/score.js';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import { createSunDays } from '../../src/engine/transit/sun-days.js';
import { DEFAULT_SETTINGS, GRAHAS, type Graha } from '../../src/engine/types.js';
import { createTableEphemeris } from '../../src/ephemeris/table.js';

const eph = createTableEphemeris({
  grahas: {
    Sun: { longitude: 80 },
    Moon: { longitude: 215 }, // Scorpio, Anuradha (nakshatra 17)
    Mars: { longitude: 10 },
    Mercury: { longitude: 95 },
    Jupiter: { longitude: 100 },
    Venus: { longitude: 60 },
    Saturn: { longitude: 290 },
    Rahu: { longitude: 300 },
  },
  cusps: Array.from({ length: 12 }, (_, i) => (i * 30 + 5) % 360),
});
const chart = castChart(eph, 2448000, 28.6, 77.2, DEFAULT_SETTINGS);
const sig = significators(chart);
const marriage = eventById('marriage') as KpEvent;

const snapshot = (over: Partial<Snapshot> = {}): Snapshot => ({
  dashaLords: ['Venus', 'Moon', 'Mars'],
  moonSign: 3,
  moonSignLord: 'Moon',
  moonStarLord: 'Saturn',
  moonSubLord: 'Mercury',
  nakshatra: 13,
  tithi: 5,
  yoga: 2,
  karana: 3,
  weekday: 4,
  dayLord: 'Jupiter',
  lagnaSign: 0,
  lagnaSignLord: 'Mars',
  lagnaStarLord: 'Ketu',
  lagnaSubLord: 'Venus',
  electedLagna: true,
  ...over,
});

describe('muhurta score', () => {
  it('weights add to 100 and every factor gives one reason within its maximum', () => {
    assert.equal(
      Object.values(WEIGHTS).reduce((a, b) => a + b, 0),
      100,
    );
    const r = scoreSnapshot(
      snapshot(),
      sig,
      chart,
      marriage,
      MUHURTA_RULES.marriage as MuhurtaRules,
    );
    assert.deepEqual(
      r.reasons.map((x) => x.factor),
      Object.keys(WEIGHTS),
    );
    assert.equal(
      r.score,
      r.reasons.reduce((a, x) => a + x.points, 0),
    );
    for (const x of r.reasons) assert.ok(x.points >= 0 && x.points <= x.max && x.text.length > 5);
  });

  it('tara bala: §9.1 counts, names and cycles', () => {
    // Birth star Anuradha (17). Transit Anuradha → count 1 Janma; Jyeshtha → 2 Sampat; Mula → 3 Vipat.
    assert.equal(taraCount(17, 17), 1);
    assert.equal(taraCount(17, 18), 2);
    assert.equal(taraCount(17, 16), 27);
    assert.deepEqual(
      [1, 2, 3, 9].map((c) => TARA_NAMES[((c % 9) + 8) % 9]),
      ['Janma', 'Sampat', 'Vipat', 'Parama-mitra'],
    );
    const points = (n: number) =>
      scoreSnapshot(
        snapshot({ nakshatra: n }),
        sig,
        chart,
        marriage,
        MUHURTA_RULES.marriage as MuhurtaRules,
      ).reasons.find((x) => x.factor === 'tara_bala')?.points;
    assert.equal(chart.positions.Moon.nakshatraNumber, 17);
    assert.equal(points(19), 0, 'Vipat (3) in the 1st cycle: evil in full');
    assert.equal(points(18), 5, 'Sampat (2) is good');
    assert.equal(points(1), 2, 'count 12 = Vipat in the 2nd cycle: about half');
    assert.equal(points(10), 4, 'count 21 = Vipat in the 3rd cycle: negligible');
  });

  it('chandra bala: 1, 3, 6, 7, 10, 11 always; 2, 5, 9 in Shukla; 4, 12 in Krishna', () => {
    assert.equal(signCount(7, 7), 1);
    assert.equal(signCount(7, 2), 8);
    const points = (moonSign: number, tithi: number) =>
      scoreSnapshot(
        snapshot({ moonSign, tithi }),
        sig,
        chart,
        marriage,
        MUHURTA_RULES.marriage as MuhurtaRules,
      ).reasons.find((x) => x.factor === 'chandra_bala')?.points;
    // Natal Moon in Scorpio (7).
    assert.equal(points(9, 20), 5, '3rd sign, any paksha');
    assert.equal(points(8, 5), 5, '2nd sign in Shukla');
    assert.equal(points(8, 20), 0, '2nd sign in Krishna');
    assert.equal(points(10, 20), 3, '4th sign in Krishna');
    assert.equal(points(10, 5), 0, '4th sign in Shukla');
  });
  it("the point scorer gives exactly the reasons' sum (rest + lagna) on 20,000 random snapshots", () => {
    // The scan ranks stretches with the point scorer and reports the reasons; both must agree.
    let seed = 7;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return Math.floor((seed / 2 ** 32) * n);
    };
    const g = (): Graha => GRAHAS[rand(9)] as Graha;
    for (const id of MUHURTA_EVENT_IDS) {
      const ev = eventById(id) as KpEvent;
      const rules = MUHURTA_RULES[id] as MuhurtaRules;
      const points = createPointScorer(sig, chart, ev, rules);
      for (let i = 0; i < 2000; i++) {
        const s = snapshot({
          dashaLords: [g(), g(), g()],
          moonSign: rand(12),
          moonSignLord: g(),
          moonStarLord: g(),
          moonSubLord: g(),
          nakshatra: 1 + rand(27),
          tithi: 1 + rand(30),
          yoga: 1 + rand(27),
          karana: 1 + rand(60),
          weekday: rand(7),
          dayLord: g(),
          lagnaSignLord: g(),
          lagnaStarLord: g(),
          lagnaSubLord: g(),
          electedLagna: rand(2) === 1,
        });
        const full = scoreSnapshot(s, sig, chart, ev, rules, false);
        const lagnaPart = full.reasons
          .filter((r) => r.factor === 'ruling_planets' || r.factor === 'elected_lagna')
          .reduce((sum, r) => sum + r.points, 0);
        assert.equal(points.rest(s), full.score - lagnaPart, `${id} rest`);
        assert.equal(points.lagna(s), lagnaPart, `${id} lagna`);
      }
    }
  });
});

describe('muhurta rules and scan', () => {
  it('covers exactly the ten muhurta ids; avoid and good lists never overlap', () => {
    assert.deepEqual(Object.keys(MUHURTA_RULES).sort(), [...MUHURTA_EVENT_IDS].sort());
    for (const id of MUHURTA_EVENT_IDS) {
      const r = MUHURTA_RULES[id] as MuhurtaRules;
      assert.ok(eventById(id), `${id} is in the event catalog`);
      assert.ok(
        r.goodNakshatras.every((n) => !r.avoidNakshatras.includes(n)),
        id,
      );
      assert.ok(
        r.goodWeekdays.every((d) => r.allowedWeekdays.includes(d)),
        id,
      );
      assert.equal(r.excludeRikta, id !== 'surgery');
    }
  });

  it('a DENIED natal promise is context only: the windows are those of a promised one (issue 21 §6)', () => {
    // Authority: decisions.md Muhurta, hard requirement 1 (the promise never removes a window).
    // Before issue 21 a DENIED promise returned no windows at all. 60 days, to keep the scan short.
    const scanWith = (promiseVerdict: string) =>
      scanMuhurta(
        {
          chart,
          sig,
          dasha: vimshottari(chart.positions.Moon.longitude, chart.jdUt),
          event: marriage,
          rules: MUHURTA_RULES.marriage as MuhurtaRules,
          promiseVerdict,
          latitude: 28.6,
          longitude: 77.2,
          settings: DEFAULT_SETTINGS,
          fromJd: 2461000.5,
          toJd: 2461060.5,
        },
        createTransitScanner(eph, DEFAULT_SETTINGS),
        createSunDays(eph, 28.6, 77.2),
      );
    const denied = scanWith('DENIED');
    assert.ok(denied.windows.length > 0, `${denied.emptyCause}`);
    assert.equal(denied.emptyCause, null);
    assert.deepEqual(denied.windows, scanWith('PROMISED').windows);
  });
});
