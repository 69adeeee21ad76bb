/**
 * Panchang against published panchangs (issue 9 §9): tithi, nakshatra and yoga end times within
 * 2 minutes, with the DEFAULT ayanamsa (lahiri, decisions.md Zodiac), through the real route.
 *
 * Authority: test/oracle/fixtures/published-panchang.json, transcribed by hand from
 * - the Positional Astronomy Centre, Kolkata (publisher of the Rashtriya Panchang), Daily
 *   Astronomical Information, http://packolkata.gov.in/page.php?q=65 (19-24 Jan and 23-28 May 2022),
 * - Drik Panchang day pages for New Delhi (31 Dec 2020, 24 and 26 Jan 2022, 22 Nov 2025),
 * - 10upon10 Dainik Panchang for New Delhi (22 Nov and 15 Dec 2025, to the second).
 * 17 distinct published dates (18 source-days, 53 end times) from three sources; the whole-month
 * check (a full year of one source at one place) is panchang-published-month.test.ts.
 * Tolerance: 2 minutes (the sources print whole minutes; measured maxima are printed).
 * The same days with ayanamsa kp move nakshatra and yoga ends by 10-20 minutes, so the comparison
 * would fail under the old default.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../helpers/server.js';

type Limb = 'tithi' | 'nakshatra' | 'yoga';
type Published = [index: number, endsIst: string];
interface Day {
  source: 'pac' | 'drik' | '10upon10';
  date: string;
  tithi?: Published;
  nakshatra?: Published;
  yoga?: Published;
}
interface Fixture {
  sources: Record<string, { place: { latitude: number; longitude: number } }>;
  days: Day[];
}

const fixture = JSON.parse(
  readFileSync(new URL('./fixtures/published-panchang.json', import.meta.url), 'utf8'),
) as Fixture;
const LIMBS: Limb[] = ['tithi', 'nakshatra', 'yoga'];
const TOLERANCE_S = 120;

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

/** Epoch seconds of an IST wall time "YYYY-MM-DDTHH:MM[:SS]". */
const istEpoch = (ist: string) =>
  Date.parse(`${ist.length === 16 ? `${ist}:00` : ist}+05:30`) / 1000;
/** Epoch seconds of an ISO instant with offset. */
const isoEpoch = (iso: string) => Date.parse(iso) / 1000;

async function panchangOf(day: Day, ayanamsa?: string) {
  const place = fixture.sources[day.source]?.place;
  assert.ok(place, day.source);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/panchang',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      date: day.date,
      latitude: place.latitude,
      longitude: place.longitude,
      utc_offset_hours: 5.5,
      ayanamsa,
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

describe(`panchang vs published panchangs (${fixture.days.length} days, ±${TOLERANCE_S / 60} min)`, () => {
  it('tithi, nakshatra and yoga: same limb, end within 2 minutes (default ayanamsa)', async (t) => {
    const worst: Record<Limb, number> = { tithi: 0, nakshatra: 0, yoga: 0 };
    const failures: string[] = [];
    let count = 0;
    for (const day of fixture.days) {
      const p = await panchangOf(day);
      assert.equal(p.meta.ayanamsa, 'lahiri', 'the default is lahiri');
      for (const limb of LIMBS) {
        const published = day[limb];
        if (published === undefined) continue;
        const [index, ends] = published;
        count++;
        const ours = p[limb] as { index: number; ends_at: string };
        const diff = isoEpoch(ours.ends_at) - istEpoch(ends);
        worst[limb] = Math.max(worst[limb], Math.abs(diff));
        if (ours.index !== index || Math.abs(diff) > TOLERANCE_S) {
          failures.push(
            `${day.source} ${day.date} ${limb}: ours #${ours.index} ends ${ours.ends_at}, published #${index} ${ends} (${diff} s)`,
          );
        }
      }
    }
    t.diagnostic(`${count} end times; max |ours − published| s: ${JSON.stringify(worst)}`);
    console.log(`published panchang: ${count} end times, max |diff| s ${JSON.stringify(worst)}`);
    assert.ok(count >= 50, `at least 50 published end times (${count})`);
    assert.deepEqual(failures, []);
  });

  it('with ayanamsa kp the nakshatra ends miss the published ones by more than 2 minutes', async () => {
    let missed = 0;
    let compared = 0;
    for (const day of fixture.days) {
      if (day.nakshatra === undefined) continue;
      const p = await panchangOf(day, 'kp');
      compared++;
      const diff = isoEpoch(p.nakshatra.ends_at) - istEpoch(day.nakshatra[1]);
      if (p.nakshatra.index !== day.nakshatra[0] || Math.abs(diff) > TOLERANCE_S) missed++;
    }
    assert.equal(missed, compared, 'every nakshatra end moves under kp');
  });
});
