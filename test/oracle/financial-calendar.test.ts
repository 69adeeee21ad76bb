/**
 * The 2025 financial calendar lists every sign ingress and every station of that year. Authority: a
 * brute-force daily scan of the ephemeris itself (`grahas()` at 00:00 UT each day, 366 samples): each
 * day whose two ends see a graha in different sidereal signs must hold an ingress of that graha into
 * the later sign, and each day whose ends see Mercury-Saturn's speed change sign must hold a station
 * of the right kind. Counts must agree (a graha crossing a boundary twice within one day would break
 * the count; none does in 2025, and the test would say so).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { financialCalendar } from '../../src/engine/financial/calendar.js';
import { createTransitScanner } from '../../src/engine/transit/scanner.js';
import { STATION_BODIES } from '../../src/engine/transit/stations.js';
import { DEFAULT_SETTINGS, GRAHAS } from '../../src/engine/types.js';
import { testCompute } from '../helpers/compute.js';

const eph = testCompute().ephemeris;
const START = eph.julianDayUt({ year: 2025, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const END = eph.julianDayUt({ year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 });
const calendar = financialCalendar(createTransitScanner(eph, DEFAULT_SETTINGS), START, END);
const daily = Array.from({ length: Math.round(END - START) + 1 }, (_, i) =>
  eph.grahas(START + i, DEFAULT_SETTINGS),
);

describe('financial calendar 2025 vs a brute-force daily scan', () => {
  it('lists every sign ingress of the nine grahas', (t) => {
    let total = 0;
    for (const body of GRAHAS) {
      const sign = (i: number) =>
        Math.floor((daily[i] as (typeof daily)[number])[body].longitude / 30);
      const expected: Array<{ day: number; sign: number }> = [];
      for (let i = 0; i + 1 < daily.length; i++) {
        if (sign(i) !== sign(i + 1)) expected.push({ day: i, sign: sign(i + 1) });
      }
      const got = calendar.filter((e) => e.kind === 'ingress' && e.body === body);
      assert.equal(got.length, expected.length, `${body}: ingress count`);
      got.forEach((e, k) => {
        const x = expected[k] as { day: number; sign: number };
        assert.ok(
          e.jd >= START + x.day && e.jd < START + x.day + 1,
          `${body} ingress ${k} on the right day`,
        );
        assert.equal(e.sign, x.sign, `${body} ingress ${k} sign`);
      });
      total += got.length;
    }
    t.diagnostic(`${total} ingresses in 2025`);
  });

  it('lists every station of Mercury to Saturn', (t) => {
    let total = 0;
    for (const body of STATION_BODIES) {
      const speed = (i: number) => (daily[i] as (typeof daily)[number])[body].speed;
      const expected: Array<{ day: number; kind: string }> = [];
      for (let i = 0; i + 1 < daily.length; i++) {
        if (Math.sign(speed(i)) !== Math.sign(speed(i + 1))) {
          expected.push({ day: i, kind: speed(i) > 0 ? 'station_retrograde' : 'station_direct' });
        }
      }
      const got = calendar.filter((e) => e.kind.startsWith('station') && e.body === body);
      assert.equal(got.length, expected.length, `${body}: station count`);
      got.forEach((e, k) => {
        const x = expected[k] as { day: number; kind: string };
        assert.ok(e.jd >= START + x.day && e.jd < START + x.day + 1, `${body} station ${k} day`);
        assert.equal(e.kind, x.kind);
      });
      total += got.length;
    }
    t.diagnostic(`${total} stations in 2025`);
  });

  it('is in time order and labels every event as astronomical', () => {
    for (let i = 1; i < calendar.length; i++) {
      assert.ok((calendar[i] as { jd: number }).jd >= (calendar[i - 1] as { jd: number }).jd);
    }
    assert.ok(calendar.every((e) => e.note.includes('astronomical event')));
  });
});
