/**
 * /api/v1/birth-chart through the real route code (open gate: credentials are tested with the platform):
 * body shape, 422 field_errors, polar refusal, determinism; /healthz, /openapi.json and /docs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const birth = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  as_of: '2026-11-21',
};
const post = (payload: unknown, raw = false) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/birth-chart',
    headers: { 'content-type': 'application/json' },
    payload: raw ? (payload as string) : JSON.stringify(payload),
  });

describe('POST /api/v1/birth-chart', () => {
  it('answers the contract fields: nine Position records, twelve Cusp records (DD°MM′), dasha, significators, meta', async () => {
    const res = await post({ ...birth, name: 'A', place: 'Delhi' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.name, 'A');
    assert.equal(body.place, 'Delhi');
    assert.equal(body.timezone, 'Asia/Kolkata');
    assert.equal(body.utc_offset_hours, 5.5);
    assert.equal(body.local_time_status, 'ok');
    assert.deepEqual(Object.keys(body.positions), [
      'Sun',
      'Moon',
      'Mars',
      'Mercury',
      'Jupiter',
      'Venus',
      'Saturn',
      'Rahu',
      'Ketu',
    ]);
    for (const p of Object.values(body.positions) as Array<Record<string, unknown>>) {
      for (const f of [
        'name',
        'longitude',
        'speed',
        'retrograde',
        'sign',
        'sign_lord',
        'nakshatra',
        'pada',
        'star_lord',
        'sub_lord',
        'sub_sub_lord',
      ]) {
        assert.ok(f in p, `position field ${f}`);
      }
    }
    assert.equal(body.cusps.length, 12);
    for (const c of body.cusps) assert.match(c.cusp, /^\d\d°\d\d′$/);
    assert.equal(body.cusps[0].house, 1);
    assert.equal(body.significators.length, 9);
    assert.equal(body.dasha.as_of, '2026-11-21');
    assert.equal(body.dasha.mahadashas.length, 9);
    assert.equal(body.meta.ayanamsa, 'kp');
    assert.equal(body.meta.house_system, 'Placidus');
    assert.match(body.meta.input_hash, /^[0-9a-f]{64}$/);
    assert.ok(res.headers['x-request-id']);
  });

  it('is deterministic: the same input twice gives byte-identical bodies', async () => {
    const a = await post(birth);
    const b = await post(birth);
    assert.equal(a.body, b.body);
  });

  // The periods in force are named once, in `current` (issue 22 §3): each is the one period of its
  // level whose dates hold as_of, and no period carries a `running` flag.
  it('current names the one period per level that holds as_of', async () => {
    type P = { lord: string; start: string; end: string };
    const body = (await post({ ...birth, include: ['pratyantardashas'] })).json();
    const asOf: string = body.dasha.as_of;
    const holding = <T extends P>(list: T[]) => list.filter((p) => p.start <= asOf && asOf < p.end);
    const mds = holding<P & { antardashas: Array<P & { pratyantardashas: P[] }> }>(
      body.dasha.mahadashas,
    );
    assert.equal(mds.length, 1);
    assert.equal(mds[0]?.lord, body.dasha.current.mahadasha);
    const ads = holding(mds[0]?.antardashas ?? []);
    assert.equal(ads.length, 1);
    assert.equal(ads[0]?.lord, body.dasha.current.antardasha);
    const pds = holding(ads[0]?.pratyantardashas ?? []);
    assert.equal(pds.length, 1);
    assert.equal(pds[0]?.lord, body.dasha.current.pratyantardasha);
    assert.equal(JSON.stringify(body.dasha).includes('"running"'), false);
  });

  it('missing date and time give two field_errors entries', async () => {
    const res = await post({ latitude: 10, longitude: 10 });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.code, 'validation_failed');
    assert.match(body.detail, /^2 fields have problems to fix \(birth_date, birth_time\)/);
    assert.deepEqual(body.field_errors.map((e: { field: string }) => e.field).sort(), [
      'birth_date',
      'birth_time',
    ]);
  });

  it('lists every failing field once, with a sentence, never the submitted value', async () => {
    const res = await post({
      birth_date: '1990-02-31',
      birth_time: '25:00',
      latitude: '28.6',
      longitude: 200,
      extra: 1,
    });
    assert.equal(res.statusCode, 422);
    const fields = res.json().field_errors as Array<{ field: string; message: string }>;
    assert.deepEqual(fields.map((e) => e.field).sort(), [
      'birth_date',
      'birth_time',
      'extra',
      'latitude',
      'longitude',
    ]);
    assert.ok(!res.body.includes('1990-02-31'));
  });

  it('dates outside 1800-2399 are 422 on birth_date', async () => {
    const res = await post({ ...birth, birth_date: '1799-12-31' });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().field_errors[0].field, 'birth_date');
  });

  it('malformed JSON is a 422 on field body', async () => {
    const res = await post('{"birth_date": ', true);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(
      res.json().field_errors.map((e: { field: string }) => e.field),
      ['body'],
    );
  });

  it('polar latitude is a 422 on latitude with a sentence saying why', async () => {
    const res = await post({ ...birth, latitude: 78.22, longitude: 15.65 });
    assert.equal(res.statusCode, 422);
    const [err] = res.json().field_errors;
    assert.equal(err.field, 'latitude');
    assert.match(err.message, /polar circle/);
  });

  it('an unknown timezone is a 422 on timezone; utc_offset_hours wins over timezone', async () => {
    const bad = await post({ ...birth, timezone: 'Mars/Olympus' });
    assert.equal(bad.statusCode, 422);
    assert.equal(bad.json().field_errors[0].field, 'timezone');
    const both = (
      await post({ ...birth, timezone: 'Europe/London', utc_offset_hours: 5.5 })
    ).json();
    assert.equal(both.utc_offset_hours, 5.5);
  });

  it('ayanamsa and node_type move the numbers and are echoed in meta', async () => {
    const kp = (await post(birth)).json();
    const lahiri = (await post({ ...birth, ayanamsa: 'lahiri', node_type: 'true' })).json();
    assert.equal(lahiri.meta.ayanamsa, 'lahiri');
    assert.equal(lahiri.meta.node_type, 'true');
    const diff = (lahiri.meta.ayanamsa_degrees - kp.meta.ayanamsa_degrees) * 3600;
    assert.ok(Math.abs(diff - 349) < 3, `Lahiri − KP ≈ 5′49″ (kp-doctrine §1.3), got ${diff}″`);
    assert.notEqual(lahiri.meta.input_hash, kp.meta.input_hash);
  });
});

describe('service pages', () => {
  it('/healthz reports engine facts', async () => {
    const res = await app.inject('/healthz');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().ok, true);
  });

  it('/openapi.json is OpenAPI 3.1 with Birth and the birth-chart path', async () => {
    const doc = (await app.inject('/openapi.json')).json();
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(doc.components.schemas.Birth);
    assert.ok(doc.paths['/api/v1/birth-chart'].post);
  });

  it('/source serves the corresponding source as a tar.gz (AGPL §13)', async () => {
    const res = await app.inject('/source');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/gzip');
    const tar = gunzipSync(res.rawPayload).toString('latin1');
    assert.ok(tar.includes('sublord/package.json'));
    assert.ok(tar.includes('sublord/src/engine/kp/promise.ts'));
  });

  it('/docs serves an HTML page with its own assets (works offline)', async () => {
    const res = await app.inject('/docs/');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /html/);
    const js = await app.inject('/docs/static/swagger-ui-bundle.js');
    assert.equal(js.statusCode, 200);
  });
});

describe('KP judgment in the birth chart', () => {
  it('has 18 predictions in catalog order, each naming its cuspal sub lord and required houses', async () => {
    const body = (await post({ ...birth, include: ['predictions.levels'] })).json();
    const catalog = (await app.inject('/api/v1/event-catalog')).json();
    const natalIds = catalog.events
      .filter((e: { natal: boolean }) => e.natal)
      .map((e: { id: string }) => e.id);
    assert.deepEqual(
      body.predictions.map((p: { event: string }) => p.event),
      natalIds,
    );
    assert.equal(natalIds.length, 18);
    for (const p of body.predictions) {
      assert.ok(p.reasoning.includes(`sub lord is ${p.cuspal_sub_lord}`), p.reasoning);
      assert.ok(
        p.reasoning.includes(`requires houses ${p.required_houses.join(', ')}`),
        p.reasoning,
      );
      assert.equal(p.cuspal_sub_lord, body.cusps[p.primary_cusp - 1].sub_lord);
    }
  });

  it('carries every table, and a caveat exactly when a sub lord within 4 minutes gives another verdict', async () => {
    const body = (await post(birth)).json();
    for (const key of [
      'planetary_positions_table',
      'house_cusps_table',
      'cuspal_promise_table',
      'house_significators_abcd',
    ]) {
      assert.ok(Array.isArray(body[key]) && body[key].length >= 9, key);
    }
    assert.ok(Array.isArray(body.planetary_aspects.vedic));
    let caveats = 0;
    for (const p of body.predictions) {
      const s = body.house_cusps_table[p.primary_cusp - 1].sensitivity;
      const near = [s.minutes_earlier, s.minutes_later].some(
        (m: number | null) => m !== null && m < 4,
      );
      // Issue 35 §3: the neighbours' verdicts are in the reasoning; the caveat only when one differs.
      const others = [
        ...p.reasoning.matchAll(/minutes (?:earlier|later) gives \w+, ([A-Z_]+)/g),
      ].map((m: RegExpMatchArray) => m[1]);
      const moves = p.rule !== 'parent_denied' && others.some((v) => v !== p.promise_verdict);
      assert.equal(p.caveat !== null, near && moves, `${p.event}`);
      if (p.caveat !== null) caveats++;
    }
    assert.ok(caveats > 0, 'the fixture birth has a caveat');
  });

  it('birth_time_uncertainty_minutes: every prediction gets verdict_distribution; caveat and confidence follow it', async () => {
    const plain = (await post(birth)).json();
    for (const p of plain.predictions) assert.equal('verdict_distribution' in p, false);
    const body = (await post({ ...birth, birth_time_uncertainty_minutes: 10 })).json();
    assert.notEqual(body.meta.input_hash, plain.meta.input_hash);
    let spread = 0;
    for (const p of body.predictions) {
      const d = p.verdict_distribution as Record<string, number>;
      const shares = Object.values(d);
      assert.ok(Math.abs(shares.reduce((a, x) => a + x, 0) - 1) < 1e-9, p.event);
      assert.ok((d[p.verdict] ?? 0) > 0, `${p.event}: the stated verdict holds somewhere`);
      assert.equal(p.caveat !== null, shares.length > 1, p.event);
      if (shares.length > 1) spread++;
      if ((d[p.verdict] ?? 0) < 0.5) assert.equal(p.confidence, 'WEAK', p.event);
      else if ((d[p.verdict] ?? 0) < 1) assert.notEqual(p.confidence, 'STRONG', p.event);
    }
    assert.ok(spread > 0, 'some verdict changes within ±10 minutes of 1990-07-04 10:12');
    const exact = (await post({ ...birth, birth_time_uncertainty_minutes: 0 })).json();
    for (const p of exact.predictions) {
      assert.deepEqual(p.verdict_distribution, { [p.verdict]: 1 });
      assert.equal(p.caveat, null);
    }
    const bad = await post({ ...birth, birth_time_uncertainty_minutes: 31 });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.body, /birth_time_uncertainty_minutes/);
  });
});

describe('POST /api/v1/cuspal-interlinks', () => {
  it('gives the five-link chain for all 12 cusps, starting with the cuspal sub lord', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/cuspal-interlinks',
      payload: birth,
    });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const chart = (await post(birth)).json();
    assert.equal(body.cusps.length, 12);
    body.cusps.forEach(
      (c: { chain: Array<{ role: string; planet: string }>; sub_lord: string }, i: number) => {
        assert.equal(c.chain[0]?.role, 'cuspal_sub_lord');
        assert.equal(c.chain[0]?.planet, chart.cusps[i].sub_lord);
        assert.equal(c.chain.length, 5);
      },
    );
    const seventh = body.cusps[6];
    assert.ok(seventh.events.some((e: { event_id: string }) => e.event_id === 'marriage'));
  });
});

describe('choices between fixed values', () => {
  it('an unknown ayanamsa or node_type lists the allowed values', async () => {
    const res = await post({ ...birth, ayanamsa: 'fagan', node_type: 'osculating' });
    assert.equal(res.statusCode, 422);
    const byField = Object.fromEntries(
      (res.json().field_errors as Array<{ field: string; message: string }>).map((e) => [
        e.field,
        e.message,
      ]),
    );
    assert.equal(byField.ayanamsa, 'ayanamsa must be one of: kp, kp_new, kp_vp291, lahiri.');
    assert.equal(byField.node_type, 'node_type must be mean or true.');
  });
});
