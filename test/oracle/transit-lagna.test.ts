/**
 * The muhurta lagna clock (engine/muhurta/lagna.ts) against Swiss Ephemeris' own Placidus ascendant
 * (`placidus()`, authority: swetest-checked in test/oracle/ephemeris.test.ts): anchored once, the
 * clock's ascendant stays within 0.001° of SE's for 9 days (the muhurta scan anchors one clock a week) at three latitudes, and every rising-sub
 * boundary it reports is a real one (SE's ascendant one second before and after lies in different
 * subs of the 249 table, i.e. the instant is right to about a second).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ascendantAt, lagnaClock, risingSubs } from '../../src/engine/muhurta/lagna.js';
import { DEFAULT_SETTINGS } from '../../src/engine/types.js';
import { kpPoint } from '../../src/engine/zodiac/kp-subs.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
const T0 = eph.julianDayUt({ year: 2026, month: 3, day: 20, hour: 3, minute: 17, second: 0 });
const PLACES = [
  { lat: 28.6139, lon: 77.209 },
  { lat: -33.87, lon: 151.21 },
  { lat: 59.33, lon: 18.07 },
];

describe('lagna clock vs SE Placidus ascendant', () => {
  for (const p of PLACES) {
    it(`stays within 0.001° for 9 days at latitude ${p.lat}`, () => {
      const c = lagnaClock(eph, T0, p.lat, p.lon, DEFAULT_SETTINGS);
      for (let h = 0; h <= 9 * 24; h += 1.37) {
        const jd = T0 + h / 24;
        const se = eph.placidus(jd, p.lat, p.lon, DEFAULT_SETTINGS).ascendant;
        const d = Math.abs(((ascendantAt(c, jd) - se + 540) % 360) - 180);
        assert.ok(d < 0.001, `${h} h: clock ${ascendantAt(c, jd)} vs SE ${se}`);
      }
    });

    it(`reports each rising sub change to about a second at latitude ${p.lat}`, () => {
      const c = lagnaClock(eph, T0, p.lat, p.lon, DEFAULT_SETTINGS);
      const subs = risingSubs(c, T0, T0 + 1);
      assert.ok(subs.length >= 249, `a day raises every sub at least once (${subs.length})`);
      const row = (jd: number) =>
        kpPoint(eph.placidus(jd, p.lat, p.lon, DEFAULT_SETTINGS).ascendant).subRow;
      for (const s of subs.slice(1)) {
        assert.notEqual(row(s.startJd - 1.5 / 86400), row(s.startJd + 1.5 / 86400));
        const mid = kpPoint(
          eph.placidus((s.startJd + s.endJd) / 2, p.lat, p.lon, DEFAULT_SETTINGS).ascendant,
        );
        assert.equal(mid.subLord, s.subLord);
      }
    });
  }
});
