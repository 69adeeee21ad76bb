/**
 * POST /api/v1/panchang and POST /api/v1/compatibility through the real routes (open gate): contract
 * fields, 422 field_errors (nested `boy.latitude` paths included), determinism and the meta block.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) => postJson(app, url, payload);

const HHMM = /^\d\d:\d\d$/;
const ISO_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

describe('POST /api/v1/panchang', () => {
  const delhi = { date: '2025-01-03', latitude: 28.6139, longitude: 77.209, place: 'Delhi' };

  it('answers every contract field, limb end times and the auspicious block', async () => {
    const res = await post('/api/v1/panchang', delhi);
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.equal(b.date, '2025-01-03');
    assert.equal(b.place, 'Delhi');
    assert.equal(b.timezone, 'Asia/Kolkata');
    assert.equal(b.utc_offset_hours, 5.5);
    assert.equal(b.vara, 'Friday');
    assert.match(b.sunrise, HHMM);
    assert.match(b.sunset, HHMM);
    assert.ok(b.sunrise > '07:00' && b.sunrise < '07:30', `Delhi January sunrise ${b.sunrise}`);
    assert.ok(Number.isInteger(b.tithi.index) && b.tithi.index >= 1 && b.tithi.index <= 30);
    assert.ok(['Shukla', 'Krishna'].includes(b.tithi.paksha));
    assert.equal(typeof b.tithi.name, 'string');
    for (const limb of [b.tithi, b.nakshatra, b.yoga, b.karana])
      assert.match(limb.ends_at, ISO_LOCAL);
    assert.equal(typeof b.nakshatra.name, 'string');
    assert.equal(typeof b.nakshatra.lord, 'string');
    assert.equal(typeof b.yoga.name, 'string');
    assert.equal(typeof b.karana.name, 'string');
    for (const k of ['rahu_kalam', 'yamagandam', 'gulika_kalam']) {
      assert.match(b.inauspicious[k].start, HHMM);
      assert.match(b.inauspicious[k].end, HHMM);
      assert.ok(b.inauspicious[k].start >= b.sunrise && b.inauspicious[k].end <= b.sunset);
    }
    // Friday: Rahu kalam is the 4th eighth of the day (vedic-techniques §1.8).
    assert.ok(b.inauspicious.rahu_kalam.start > '10:00' && b.inauspicious.rahu_kalam.end < '13:00');
    const a = b.auspicious;
    assert.equal(a.abhijit_muhurta.applies, true);
    assert.ok(a.brahma_muhurta.end < b.sunrise);
    assert.equal(a.choghadiya.day.length, 8);
    assert.equal(a.choghadiya.night.length, 8);
    assert.equal(a.choghadiya.day[0].start, b.sunrise);
    assert.equal(a.choghadiya.night[0].start, b.sunset);
    assert.ok(Array.isArray(a.amrit_kalam));
    // decisions.md (Zodiac): panchang defaults to lahiri, as printed panchangs.
    assert.equal(b.meta.ayanamsa, 'lahiri');
    assert.match(b.meta.input_hash, /^[0-9a-f]{64}$/);
  });

  it('is deterministic: byte-identical bodies', async () => {
    const x = await post('/api/v1/panchang', delhi);
    const y = await post('/api/v1/panchang', delhi);
    assert.equal(x.body, y.body);
  });

  it('tithi ends do not move with the ayanamsa; nakshatra ends do; meta echoes it', async () => {
    const kp = (await post('/api/v1/panchang', { ...delhi, ayanamsa: 'kp' })).json();
    const lahiri = (await post('/api/v1/panchang', delhi)).json();
    assert.equal(lahiri.meta.ayanamsa, 'lahiri');
    assert.equal(kp.meta.ayanamsa, 'kp');
    assert.equal(lahiri.tithi.ends_at, kp.tithi.ends_at);
    assert.notEqual(lahiri.nakshatra.ends_at, kp.nakshatra.ends_at);
    assert.notEqual(lahiri.meta.input_hash, kp.meta.input_hash);
    // place is an echo, not an input.
    const unnamed = (await post('/api/v1/panchang', { ...delhi, place: undefined })).json();
    assert.equal(unnamed.meta.input_hash, lahiri.meta.input_hash);
  });

  it('every time carries the offset in force: the night of 2024-03-30 in Berlin spans the DST change', async () => {
    const b = (
      await post('/api/v1/panchang', { date: '2024-03-30', latitude: 52.52, longitude: 13.405 })
    ).json();
    assert.equal(b.timezone, 'Europe/Berlin');
    assert.equal(b.utc_offset_hours, 1);
    const night = b.auspicious.choghadiya.night as Array<{ start_at: string; end_at: string }>;
    assert.ok(night[0]?.start_at.endsWith('+01:00'));
    assert.ok(night[7]?.end_at.endsWith('+02:00'));
    assert.ok(night[7]?.end_at.startsWith('2024-03-31T'));
  });

  it('utc_offset_hours wins over the zone lookup', async () => {
    const b = (await post('/api/v1/panchang', { ...delhi, utc_offset_hours: 5 })).json();
    // No zone was used: timezone is null, the offset says what was applied.
    assert.equal(b.timezone, null);
    assert.equal(b.utc_offset_hours, 5);
    assert.ok(b.tithi.ends_at.endsWith('+05:00'));
  });

  it('422: every failing field listed, never the value', async () => {
    const res = await post('/api/v1/panchang', {
      date: '2023-02-30',
      latitude: 91,
      extra: true,
      ayanamsa: 'fagan',
    });
    assert.equal(res.statusCode, 422);
    const body = res.json();
    assert.equal(body.code, 'validation_failed');
    assert.match(body.detail, /^5 fields have problems to fix/);
    assert.deepEqual(fieldsOf(body), ['ayanamsa', 'date', 'extra', 'latitude', 'longitude']);
    assert.ok(!res.body.includes('2023-02-30'));
  });

  it('answers 1800-01-01 (decisions.md range; Moshier serves the evening before) and 422 on timezone for an unknown zone', async () => {
    const early = await post('/api/v1/panchang', { ...delhi, date: '1800-01-01' });
    assert.equal(early.statusCode, 200, early.body);
    assert.equal(early.json().meta.ephemeris, 'moshier');
    assert.equal(
      (await post('/api/v1/panchang', { ...delhi, date: '1799-12-31' })).statusCode,
      422,
    );
    const zone = await post('/api/v1/panchang', { ...delhi, timezone: 'Mars/Olympus' });
    assert.equal(zone.statusCode, 422);
    assert.deepEqual(fieldsOf(zone.json()), ['timezone']);
  });
});

describe('POST /api/v1/compatibility', () => {
  const boy = {
    birth_date: '1990-07-04',
    birth_time: '10:12',
    latitude: 28.6139,
    longitude: 77.209,
    name: 'Arjun',
  };
  const girl = {
    birth_date: '1992-03-15',
    birth_time: '06:30',
    latitude: 19.076,
    longitude: 72.8777,
    place: 'Mumbai',
  };

  it('breaks out the eight koots; total, max 36, verdict, doshas, variants, both Moons, meta', async () => {
    const res = await post('/api/v1/compatibility', { boy, girl });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.deepEqual(
      b.koots.map((k: { id: string }) => k.id),
      ['varna', 'vashya', 'tara', 'yoni', 'graha_maitri', 'gana', 'bhakoot', 'nadi'],
    );
    assert.deepEqual(
      b.koots.map((k: { max: number }) => k.max),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
    for (const k of b.koots) {
      for (const f of ['name', 'boy', 'girl', 'detail', 'meaning']) {
        assert.ok(typeof k[f] === 'string' && k[f].length > 0, `${k.id}.${f}`);
      }
      assert.ok(k.points >= 0 && k.points <= k.max);
    }
    assert.equal(b.max, 36);
    assert.equal(
      b.total,
      b.koots.reduce((s: number, k: { points: number }) => s + k.points, 0),
    );
    assert.ok(['not_recommended', 'average', 'good', 'excellent'].includes(b.verdict.band));
    for (const d of [b.doshas.nadi, b.doshas.bhakoot]) {
      assert.equal(typeof d.present, 'boolean');
      assert.ok(Array.isArray(d.cancellations));
      assert.equal(d.cancelled, d.present && d.cancellations.length > 0);
    }
    assert.equal(b.doshas.nadi.present, b.koots[7].points === 0);
    assert.equal(b.doshas.bhakoot.present, b.koots[6].points === 0);
    assert.deepEqual(Object.keys(b.variants).sort(), [
      'bhakoot',
      'gana',
      'graha_maitri',
      'nadi',
      'tara',
      'varna',
      'vashya',
      'yoni',
    ]);
    assert.equal(b.boy.name, 'Arjun');
    assert.equal(b.girl.place, 'Mumbai');
    assert.equal(b.boy.timezone, 'Asia/Kolkata');
    assert.ok(b.boy.moon.pada >= 1 && b.boy.moon.pada <= 4);
    assert.equal(b.koots[2].boy, b.boy.moon.nakshatra);
    assert.equal(b.koots[6].girl, b.girl.moon.sign);
    // decisions.md (Zodiac): compatibility defaults to lahiri, as matchmaking tables.
    assert.equal(b.meta.ayanamsa, 'lahiri');
    assert.match(b.meta.input_hash, /^[0-9a-f]{64}$/);
  });

  it('is deterministic; the roles matter (swapping boy and girl changes the input hash)', async () => {
    const x = await post('/api/v1/compatibility', { boy, girl });
    const y = await post('/api/v1/compatibility', { boy, girl });
    assert.equal(x.body, y.body);
    const swapped = (await post('/api/v1/compatibility', { boy: girl, girl: boy })).json();
    assert.notEqual(swapped.meta.input_hash, x.json().meta.input_hash);
  });

  it('ayanamsa at the top level applies to both Moons and is echoed in meta', async () => {
    const b = (await post('/api/v1/compatibility', { boy, girl })).json();
    assert.equal(b.meta.ayanamsa, 'lahiri');
    const kp = (await post('/api/v1/compatibility', { boy, girl, ayanamsa: 'kp' })).json();
    assert.equal(kp.meta.ayanamsa, 'kp');
    const diff = (kp.boy.moon.longitude - b.boy.moon.longitude) * 3600;
    assert.ok(Math.abs(diff - 349) < 3, `Lahiri − KP ≈ 5′49″ of Moon longitude, got ${diff}″`);
  });

  it('422 with nested paths: boy.latitude, girl.birth_time, girl.extra, and a missing boy', async () => {
    const res = await post('/api/v1/compatibility', {
      boy: { ...boy, latitude: 95 },
      girl: { ...girl, birth_time: undefined, extra: 1 },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(fieldsOf(res.json()), ['boy.latitude', 'girl.birth_time', 'girl.extra']);
    const missing = await post('/api/v1/compatibility', { girl });
    assert.deepEqual(fieldsOf(missing.json()), ['boy']);
  });

  it('422 from the use case names the nested field: unknown zone, conflicting ayanamsa', async () => {
    const zone = await post('/api/v1/compatibility', {
      boy,
      girl: { ...girl, timezone: 'Mars/Olympus' },
    });
    assert.equal(zone.statusCode, 422);
    assert.deepEqual(fieldsOf(zone.json()), ['girl.timezone']);
    const clash = await post('/api/v1/compatibility', {
      boy: { ...boy, ayanamsa: 'lahiri' },
      girl,
      ayanamsa: 'kp',
    });
    assert.equal(clash.statusCode, 422);
    const [err] = clash.json().field_errors;
    assert.equal(err.field, 'boy.ayanamsa');
    assert.match(err.message, /same ayanamsa/);
    // Agreeing values are fine.
    const same = await post('/api/v1/compatibility', {
      boy: { ...boy, ayanamsa: 'lahiri' },
      girl,
      ayanamsa: 'lahiri',
    });
    assert.equal(same.statusCode, 200);
  });

  it('a polar birth is accepted: only the Moon is needed, no houses', async () => {
    const res = await post('/api/v1/compatibility', {
      boy: { ...boy, latitude: 78.22, longitude: 15.65 },
      girl,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().boy.timezone, 'Arctic/Longyearbyen');
  });
});

describe('OpenAPI', () => {
  it('documents both paths with described fields', async () => {
    const doc = (await app.inject('/openapi.json')).json();
    const p = doc.paths['/api/v1/panchang'].post;
    const c = doc.paths['/api/v1/compatibility'].post;
    assert.ok(p && c);
    const props = p.requestBody.content['application/json'].schema.properties;
    assert.ok(props.date.description);
    const ok = c.responses['200'].content['application/json'].schema.properties;
    assert.ok(ok.koots.description && ok.verdict.description && ok.variants.description);
  });
});
