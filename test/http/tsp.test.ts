/**
 * POST /api/v1/tsp through the real route (open gate): the number's row and lords, ruling planets at
 * judgment (kp-doctrine §3.1 check moment: Ra, Me, Su, Sa, Me at Delhi 2025-01-01 12:00 UT), the
 * verdict from the number only (the query is echoed, never read), 422 field_errors, determinism.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { VERDICTS } from '../../src/engine/kp/promise.js';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const post = (payload: unknown) => postJson(app, '/api/v1/tsp', payload);

const BODY = {
  tsp_number: 1000,
  judgment_date: '2025-01-01',
  judgment_time: '17:30',
  latitude: 28.6139,
  longitude: 77.209,
  place: 'New Delhi',
  query: 'Will the parcel arrive this week?',
  name: 'Asha',
};

describe('POST /api/v1/tsp', () => {
  it('answers the row, the ruling planets and a verdict from the lords', async () => {
    const res = await post(BODY);
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    assert.equal(b.tsp_number, 1000);
    assert.equal(b.query, BODY.query);
    assert.equal(b.name, 'Asha');
    assert.equal(b.place, 'New Delhi');
    assert.equal(b.timezone, 'Asia/Kolkata');
    assert.deepEqual(
      [
        b.row.sign,
        b.row.start_text,
        b.row.sign_lord,
        b.row.star_lord,
        b.row.sub_lord,
        b.row.sub_sub_lord,
      ],
      ['Virgo', '13°30′20″', 'Mercury', 'Moon', 'Rahu', 'Sun'],
    );
    assert.equal(b.row.arc_seconds, 360); // Rahu–Sun: 800′ × 18/120 × 6/120 = 6′
    assert.deepEqual(b.ruling_planets.ranked, ['Rahu', 'Mercury', 'Sun', 'Saturn']);
    assert.ok(VERDICTS.includes(b.verdict));
    // Sun (sub-sub) is the Moon's star lord: rule 1; Moon is not ruling: rule 2 fails → PROMISED.
    assert.equal(b.rules.sub_sub_lord_is_star_ruler, true);
    assert.equal(b.rules.all_lords_ruling, false);
    assert.equal(b.verdict, 'PROMISED');
    // Issue 21 §6: TSP's rule is the project's own, and the response says so.
    assert.equal(b.basis, 'sublord method, not from KSK');
    assert.match(b.reasoning, /rule 1 holds/);
    assert.equal(b.meta.ayanamsa, 'kp');
    assert.ok(!('positions' in b) && !('chart_layout' in b), 'no chart wheel');
  });

  it('never reads the query: another query gives the same verdict and input_hash', async () => {
    const a = (await post(BODY)).json();
    const b = (await post({ ...BODY, query: 'Will I lose everything? Job or business?' })).json();
    assert.equal(a.verdict, b.verdict);
    assert.equal(a.reasoning, b.reasoning);
    assert.equal(a.meta.input_hash, b.meta.input_hash);
  });

  it('accepts both ends of the range', async () => {
    for (const tsp_number of [1, 2193]) {
      const res = await post({ ...BODY, tsp_number });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().row.number, tsp_number);
    }
  });

  it('a fixed utc_offset_hours echoes timezone null and the offset applied', async () => {
    const { place: _p, ...rest } = BODY;
    const b = (await post({ ...rest, utc_offset_hours: 5.5 })).json();
    assert.equal(b.timezone, null);
    assert.equal(b.utc_offset_hours, 5.5);
    assert.deepEqual(b.ruling_planets.ranked, ['Rahu', 'Mercury', 'Sun', 'Saturn']);
  });

  it('the published Gulbarga example [S18]: its ruling planets, and NO one level deeper', async () => {
    // kp-doctrine §2.3: 2014-02-05 12:10 Chennai; RPs Mars (asc sign), Sun (asc star), Mars (Moon
    // sign), Ketu (Moon star), Mercury (day); number 24 (Venus-Sun-Jupiter) → NO. The TSP number whose
    // sign/star/sub are those of horary row 24 and whose sub-sub is its first (Jupiter) is 200.
    const res = await post({
      tsp_number: 200,
      judgment_date: '2014-02-05',
      judgment_time: '12:10',
      latitude: 13.0827,
      longitude: 80.2707,
    });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    const rp = b.ruling_planets;
    assert.deepEqual(
      [
        rp.ascendant_sign_lord,
        rp.ascendant_star_lord,
        rp.moon_sign_lord,
        rp.moon_star_lord,
        rp.day_lord,
      ],
      ['Mars', 'Sun', 'Mars', 'Ketu', 'Mercury'],
    );
    assert.deepEqual(
      [
        b.row.sign,
        b.row.start_text,
        b.row.sign_lord,
        b.row.star_lord,
        b.row.sub_lord,
        b.row.sub_sub_lord,
      ],
      ['Taurus', '01°13′20″', 'Venus', 'Sun', 'Jupiter', 'Jupiter'],
    );
    assert.equal(b.verdict, 'DENIED');
  });

  it('is deterministic: byte-identical bodies', async () => {
    const x = await post(BODY);
    const y = await post(BODY);
    assert.equal(x.body, y.body);
  });

  it('validates the number and the moment', async () => {
    for (const tsp_number of [0, 2194, 12.5, '7']) {
      const res = await post({ ...BODY, tsp_number });
      assert.equal(res.statusCode, 422, String(tsp_number));
      assert.deepEqual(fieldsOf(res.json()), ['tsp_number']);
    }
    const bad = await post({ ...BODY, judgment_date: '2025-02-30', judgment_time: '24:00' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(fieldsOf(bad.json()), ['judgment_date', 'judgment_time']);
    const extra = await post({ ...BODY, chart: true });
    assert.equal(extra.statusCode, 422);
    assert.deepEqual(fieldsOf(extra.json()), ['chart']);
  });
});
