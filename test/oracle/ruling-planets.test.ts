/**
 * Ruling planets against the worked examples in kp-doctrine.md §3.1 (2025-01-01 12:00 UT, Delhi) and
 * peers.md §5.1 (the Gulbarga-method example, 2014-02-05 12:10 IST, Chennai). KP ayanamsa (mode 5).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveMoment } from '../../src/app/moment.js';
import { castChart } from '../../src/engine/chart/cast.js';
import { hinduDay, rulingPlanets, rulingPlanetsOf } from '../../src/engine/kp/ruling-planets.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { createTableEphemeris } from '../../src/ephemeris/table.js';
import { testCompute } from '../helpers/compute.js';

const { ephemeris: eph, zones } = testCompute();

describe('ruling planets (kp-doctrine §3.2)', () => {
  it('2025-01-01 12:00 UT Delhi: asc Gemini 16°54′ (Me/Ra/Ve), Moon Capricorn 6°33′ (Sa/Su/Me), Wednesday → Ra, Me, Su, Sa, Me', () => {
    const jd = eph.julianDayUt({ year: 2025, month: 1, day: 1, hour: 12, minute: 0, second: 0 });
    const chart = castChart(eph, jd, 28.6139, 77.209, DEFAULT_SETTINGS);
    const asc = chart.cusps[0];
    assert.ok(asc);
    assert.equal(asc.sign, 'Gemini');
    assert.ok(Math.abs((asc.longitude - 60) * 60 - (16 * 60 + 54.3)) < 0.2, `asc ${asc.longitude}`);
    assert.deepEqual([asc.signLord, asc.starLord, asc.subLord], ['Mercury', 'Rahu', 'Venus']);
    const moon = chart.positions.Moon;
    assert.ok(
      Math.abs((moon.longitude - 270) * 60 - (6 * 60 + 33.1)) < 0.2,
      `moon ${moon.longitude}`,
    );
    assert.deepEqual([moon.signLord, moon.starLord, moon.subLord], ['Saturn', 'Sun', 'Mercury']);
    const rp = rulingPlanets(eph, jd, 28.6139, 77.209, DEFAULT_SETTINGS);
    assert.equal(rp.weekday, 'Wednesday');
    assert.deepEqual(
      [rp.ascendantStarLord, rp.ascendantSignLord, rp.moonStarLord, rp.moonSignLord, rp.dayLord],
      ['Rahu', 'Mercury', 'Sun', 'Saturn', 'Mercury'],
    );
    assert.deepEqual(rp.ranked, ['Rahu', 'Mercury', 'Sun', 'Saturn']);
  });

  it('2014-02-05 12:10 IST Chennai: Mars (asc sign), Sun (asc star), Mars (Moon sign), Ketu (Moon star), Mercury (day)', () => {
    const m = resolveMoment(eph, zones, {
      date: '2014-02-05',
      time: '12:10',
      latitude: 13.0827,
      longitude: 80.2707,
    });
    assert.equal(m.time.timezone, 'Asia/Kolkata');
    const rp = rulingPlanets(eph, m.jdUt, 13.0827, 80.2707, DEFAULT_SETTINGS);
    assert.deepEqual(
      [rp.ascendantSignLord, rp.ascendantStarLord, rp.moonSignLord, rp.moonStarLord, rp.dayLord],
      ['Mars', 'Sun', 'Mars', 'Ketu', 'Mercury'],
    );
  });

  it('the Hindu day runs sunrise to sunrise: 04:00 on a Friday before sunrise is still Thursday', () => {
    // Delhi, Friday 2025-01-03 04:00 IST (sunrise about 07:14) → Thursday; 08:00 → Friday.
    const early = resolveMoment(eph, zones, {
      date: '2025-01-03',
      time: '04:00',
      latitude: 28.6139,
      longitude: 77.209,
    });
    const late = resolveMoment(eph, zones, {
      date: '2025-01-03',
      time: '08:00',
      latitude: 28.6139,
      longitude: 77.209,
    });
    assert.equal(hinduDay(eph, early.jdUt, 28.6139, 77.209).weekday, 4);
    assert.equal(hinduDay(eph, late.jdUt, 28.6139, 77.209).weekday, 5);
  });

  it('a node in the star of a ruling planet joins them, with the reason (kp-doctrine §3.2, §4.2)', () => {
    // Constructed chart (table ephemeris): ascendant Aries 15° (Bharani: sign Mars, star Venus), Moon in
    // Cancer 10° (Pushya: sign Moon, star Saturn), Sunday (Sun). Rahu at Pisces 10° is in Uttara
    // Bhadrapada (Saturn's star) and Ketu at Virgo 10° in Hasta (the Moon's star); neither node shares a
    // sign with, is aspected by, or sits in a sign of a ruling planet (Sun Taurus, Venus Gemini, Mars
    // Libra, Saturn Scorpio: none aspects Pisces or Virgo).
    const cusps = Array.from({ length: 12 }, (_, i) => 15 + i * 30);
    const table = createTableEphemeris({
      grahas: {
        Sun: { longitude: 45 },
        Moon: { longitude: 100 },
        Mars: { longitude: 200 },
        Mercury: { longitude: 60 },
        Jupiter: { longitude: 300 },
        Venus: { longitude: 75 },
        Saturn: { longitude: 215 },
        Rahu: { longitude: 340, speed: -0.05 },
      },
      cusps,
    });
    const chart = castChart(table, 2451545, 13, 80, DEFAULT_SETTINGS);
    const rp = rulingPlanetsOf(chart, { weekday: 0, sunriseJd: null });
    assert.deepEqual(rp.ranked, ['Venus', 'Mars', 'Saturn', 'Moon', 'Sun']);
    assert.deepEqual(rp.nodeAgents, ['Rahu', 'Ketu']);
    assert.deepEqual(rp.nodeAgentReasons, [
      { node: 'Rahu', reasons: ["in Saturn's star"] },
      { node: 'Ketu', reasons: ["in Moon's star"] },
    ]);
  });
});
