/**
 * Panchang against a published panchang for whole calendar months (issue 9 §9): every tithi,
 * nakshatra and yoga end time one source published for one place, within 2 minutes, with the DEFAULT
 * ayanamsa (lahiri, decisions.md Zodiac).
 *
 * Authority: test/oracle/fixtures/published-panchang-drik-2023.json, Drik Panchang's daily panchang
 * for 2023 (its calendar export, one entry per day, read from the public copy named in the fixture),
 * place Mirzapur (fixed from the export's own sunrise and sunset times, see the fixture), times IST to
 * the minute. 1118 end times, every limb end of the year with no gap.
 *
 * Two checks, both at 2 minutes (the source prints whole minutes; measured maxima are printed):
 * 1. Every published end of the year against the engine's end of the same limb (limbAt half an hour
 *    before the published end must be that limb, and its end within 2 minutes). This covers the limbs
 *    that begin and end between two sunrises, which no day's panchang reports.
 * 2. Every day of 2023, month by month, through the real route (POST /api/v1/panchang, no ayanamsa
 *    sent, utc_offset_hours 5.5): the limb the route reports for the day is the one the source lists
 *    first for that day (or, when the source prints it 'upto Full Night', the first of the next day),
 *    with its end within 2 minutes.
 *
 * Convention handled: the source writes an end after midnight under the day it belongs to with the
 * next date ('upto 02:35 AM, Jan 02'); the fixture carries the real date. Its day begins at the
 * apparent sunrise (upper limb, refraction), as does the route's default (`sunrise` apparent,
 * docs/vedic.md "Sunrise"), so no day is special. With `sunrise: "hindu"` (disc centre, no
 * refraction) our day begins 3-4 minutes later: a limb ending in that gap is the source's first limb
 * of the day but has ended at our sunrise. That happens four times in 2023 (the yogas of 7 May, 29
 * June and 25 November, the tithi of 28 December); the route with the default must name none, and the
 * last test checks those four with `sunrise: "hindu"`: the route's limb is the source's second one.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ChartSettings } from '../../src/engine/types.js';
import { limbAt } from '../../src/engine/vedic/panchang.js';
import { testCompute } from '../helpers/compute.js';
import { buildTestServer } from '../helpers/server.js';

type Limb = 'tithi' | 'nakshatra' | 'yoga';
/** [limb number, end as IST wall time "YYYY-MM-DDTHH:MM"]. */
type PublishedEnd = [index: number, endsIst: string];
interface Day {
  date: string;
  tithi?: PublishedEnd[];
  nakshatra?: PublishedEnd[];
  yoga?: PublishedEnd[];
}
interface Fixture {
  source: { place: { name: string; latitude: number; longitude: number } };
  days: Day[];
}

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/published-panchang-drik-2023.json', import.meta.url), 'utf8'),
) as Fixture;
const LIMBS: Limb[] = ['tithi', 'nakshatra', 'yoga'];
const LIMB_COUNT: Record<Limb, number> = { tithi: 30, nakshatra: 27, yoga: 27 };
const TOLERANCE_S = 120;
const LAHIRI: ChartSettings = { ayanamsa: 'lahiri', nodeType: 'mean' };
/** Every calendar month of 2023 goes through the route, one subtest per month. */
const ROUTE_MONTHS = Array.from({ length: 12 }, (_, i) => `2023-${String(i + 1).padStart(2, '0')}`);
/** Our Hindu sunrise comes at most this long after the standard one at 25° N (measured 3-4 min). */
const SUNRISE_GAP_S = 360;
/**
 * The source's limbs of 2023 that end between its sunrise and the Hindu one (measured, see the
 * header); with the default (apparent) sunrise, none ends between the source's sunrise and ours.
 */
const ENDED_BEFORE_HINDU_SUNRISE = [
  '2023-05-07 yoga',
  '2023-06-29 yoga',
  '2023-11-25 yoga',
  '2023-12-28 tithi',
];
const ENDED_BEFORE_OUR_SUNRISE: string[] = [];
const eph = testCompute().ephemeris;

/** Epoch seconds of an IST wall time "YYYY-MM-DDTHH:MM". */
const istEpoch = (ist: string) => Date.parse(`${ist}:00+05:30`) / 1000;
const jdOfEpoch = (s: number) => s / 86400 + 2440587.5;
const epochOfJd = (jd: number) => (jd - 2440587.5) * 86400;

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

describe(`panchang vs Drik Panchang 2023, ${fixture.source.place.name} (±${TOLERANCE_S / 60} min)`, () => {
  it('the fixture is one unbroken year: 365 days, consecutive ends are consecutive limbs', () => {
    assert.equal(fixture.days.length, 365);
    assert.equal(fixture.days[0]?.date, '2023-01-01');
    assert.equal(fixture.days.at(-1)?.date, '2023-12-31');
    for (const limb of LIMBS) {
      const ends = fixture.days.flatMap((d) => d[limb] ?? []);
      for (let i = 1; i < ends.length; i++) {
        const [prev, cur] = [ends[i - 1] as PublishedEnd, ends[i] as PublishedEnd];
        assert.equal(cur[0], (prev[0] % LIMB_COUNT[limb]) + 1, `${limb} after ${prev[1]}`);
        assert.ok(istEpoch(cur[1]) > istEpoch(prev[1]), `${limb} ${cur[1]} after ${prev[1]}`);
      }
    }
  });

  it('every published end of 2023: same limb, end within 2 minutes (engine, lahiri)', (t) => {
    const worst: Record<Limb, number> = { tithi: 0, nakshatra: 0, yoga: 0 };
    const sum: Record<Limb, number> = { tithi: 0, nakshatra: 0, yoga: 0 };
    const count: Record<Limb, number> = { tithi: 0, nakshatra: 0, yoga: 0 };
    const failures: string[] = [];
    for (const day of fixture.days) {
      for (const limb of LIMBS) {
        for (const [index, ends] of day[limb] ?? []) {
          const published = istEpoch(ends);
          // Half an hour before the printed end: inside the limb (each lasts more than 19 hours).
          const ours = limbAt(eph, jdOfEpoch(published - 1800), limb, LAHIRI);
          const diff = epochOfJd(ours.endJd) - published;
          worst[limb] = Math.max(worst[limb], Math.abs(diff));
          sum[limb] += diff;
          count[limb]++;
          if (ours.index !== index || Math.abs(diff) > TOLERANCE_S) {
            failures.push(
              `${day.date} ${limb}: ours #${ours.index} ends ${diff.toFixed(0)} s from published #${index} ${ends}`,
            );
          }
        }
      }
    }
    const line = LIMBS.map(
      (l) =>
        `${l} ${count[l]} ends, max |diff| ${worst[l].toFixed(0)} s, mean ours − published ${(sum[l] / count[l]).toFixed(0)} s`,
    ).join('; ');
    t.diagnostic(line);
    console.log(`Drik Panchang 2023 (engine): ${line}`);
    assert.equal(count.tithi + count.nakshatra + count.yoga, 1118);
    assert.deepEqual(failures, []);
  });

  for (const month of ROUTE_MONTHS) {
    it(`every day of ${month} through the route: the day's limbs and their ends (default ayanamsa)`, async (t) => {
      const days = fixture.days.filter((d) => d.date.startsWith(month));
      const [y, m] = month.split('-').map(Number) as [number, number];
      const monthLength = new Date(Date.UTC(y, m, 0)).getUTCDate();
      assert.equal(days.length, monthLength, `${month}: every day of the month`);
      const { latitude, longitude } = fixture.source.place;
      const worst: Record<Limb, number> = { tithi: 0, nakshatra: 0, yoga: 0 };
      const failures: string[] = [];
      let compared = 0;
      const conventionCases: string[] = [];
      const beyondYear: string[] = [];
      for (const day of days) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/panchang',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ date: day.date, latitude, longitude, utc_offset_hours: 5.5 }),
        });
        assert.equal(res.statusCode, 200, res.body);
        const p = res.json();
        assert.equal(p.meta.ayanamsa, 'lahiri', 'the default is lahiri');
        const next = fixture.days[fixture.days.indexOf(day) + 1];
        for (const limb of LIMBS) {
          // The source's first end of the day; a limb 'upto Full Night' ends on the next day.
          let expected = day[limb]?.[0] ?? next?.[limb]?.[0];
          if (expected === undefined && next === undefined) {
            // 31 December: this limb outlasts the night and the source's year ends with it.
            beyondYear.push(`${day.date} ${limb}`);
            continue;
          }
          assert.ok(expected, `${day.date} ${limb}: a published end`);
          const ours = p[limb] as { index: number; ends_at: string };
          // The source's day begins at the standard sunrise, ours at the Hindu sunrise (3-4 minutes
          // later): a limb the source lists as ending in that gap has already ended at our sunrise,
          // so our day's limb is the source's second one. Checked explicitly and counted.
          const gap = Date.parse(p.sunrise_at) / 1000 - istEpoch(expected[1]);
          if (
            ours.index === (expected[0] % LIMB_COUNT[limb]) + 1 &&
            gap > 0 &&
            gap < SUNRISE_GAP_S
          ) {
            conventionCases.push(`${day.date} ${limb}`);
            t.diagnostic(
              `${day.date} ${limb} #${expected[0]} ends ${expected[1]}, our sunrise ${p.sunrise_at}`,
            );
            expected = day[limb]?.[1] ?? next?.[limb]?.[0];
            assert.ok(expected, `${day.date} ${limb}: the next published end`);
          }
          const diff = Date.parse(ours.ends_at) / 1000 - istEpoch(expected[1]);
          worst[limb] = Math.max(worst[limb], Math.abs(diff));
          compared++;
          if (ours.index !== expected[0] || Math.abs(diff) > TOLERANCE_S) {
            failures.push(
              `${day.date} ${limb}: ours #${ours.index} ends ${ours.ends_at}, published #${expected[0]} ${expected[1]} (${diff} s)`,
            );
          }
        }
      }
      const line = `${days.length} days, ${compared} limbs, max |diff| s ${JSON.stringify(worst)}; ended between the two sunrises: ${conventionCases.length ? conventionCases.join(', ') : 'none'}${beyondYear.length ? `; ends after the source's year, not compared: ${beyondYear.join(', ')}` : ''}`;
      t.diagnostic(line);
      console.log(`Drik Panchang ${month} (route): ${line}`);
      assert.deepEqual(failures, []);
      assert.deepEqual(
        conventionCases,
        ENDED_BEFORE_OUR_SUNRISE.filter((c) => c.startsWith(month)),
        'limbs ending between the two sunrises',
      );
    });
  }

  it('with sunrise hindu, the four limbs ending between the two sunrises have ended at ours', async () => {
    const { latitude, longitude } = fixture.source.place;
    for (const c of ENDED_BEFORE_HINDU_SUNRISE) {
      const [date, limb] = c.split(' ') as [string, Limb];
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/panchang',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          date,
          latitude,
          longitude,
          utc_offset_hours: 5.5,
          sunrise: 'hindu',
        }),
      });
      assert.equal(res.statusCode, 200, res.body);
      const p = res.json();
      const i = fixture.days.findIndex((d) => d.date === date);
      const first = fixture.days[i]?.[limb]?.[0];
      // The day's second end, or the next day's first when the source lists one end that day.
      const second = fixture.days[i]?.[limb]?.[1] ?? fixture.days[i + 1]?.[limb]?.[0];
      assert.ok(first && second, c);
      // The source's first end lies before our Hindu sunrise; the route names its second limb.
      assert.ok(istEpoch(first[1]) < Date.parse(p.sunrise_at) / 1000, c);
      assert.equal((p[limb] as { index: number }).index, second[0], c);
    }
  });

  it('with ayanamsa kp the published nakshatra ends are missed by more than 2 minutes', () => {
    const KP: ChartSettings = { ayanamsa: 'kp', nodeType: 'mean' };
    let compared = 0;
    let missed = 0;
    for (const day of fixture.days.filter((d) => d.date.startsWith('2023-01'))) {
      for (const [index, ends] of day.nakshatra ?? []) {
        const published = istEpoch(ends);
        const ours = limbAt(eph, jdOfEpoch(published - 1800), 'nakshatra', KP);
        compared++;
        if (ours.index !== index || Math.abs(epochOfJd(ours.endJd) - published) > TOLERANCE_S) {
          missed++;
        }
      }
    }
    assert.ok(compared >= 28);
    assert.equal(missed, compared, 'every January nakshatra end moves under kp');
  });
});
