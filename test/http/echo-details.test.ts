/**
 * What the date-taking endpoints echo, in a form a client can parse (issue 9 §6):
 * - `utc_offset_hours` given: `timezone` is null (no zone was used) and `utc_offset_hours` is the
 *   offset applied; a zone given or looked up is echoed as its IANA id. Through the real routes,
 *   so the response schemas must allow null (a string schema would serialise it as "").
 * - Panchang sunrise/sunset carry their date (`sunrise_at`, `sunset_at`): in a Finnish midsummer
 *   the Hindu sunset falls after local midnight, on the next date.
 * - Compatibility: an ayanamsa inside `boy`/`girl` that differs from the top-level one is a 422 on
 *   that field; both Moons are always read with one ayanamsa, echoed once in `meta`.
 * Authority: decisions.md (Time zones: precedence and echo), api-contract (HH:MM fields kept).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const birth = { birth_date: '1984-06-21', birth_time: '14:05', latitude: -34.6, longitude: -58.4 };

describe('timezone echo', () => {
  for (const url of ['/api/v1/birth-chart', '/api/v1/cuspal-interlinks']) {
    it(`${url}: null plus the offset when utc_offset_hours fixed it; the zone id otherwise`, async () => {
      const fixed = await post(url, { ...birth, utc_offset_hours: -3.5 });
      assert.equal(fixed.statusCode, 200, fixed.body);
      assert.equal(fixed.json().timezone, null);
      assert.equal(fixed.json().utc_offset_hours, -3.5);
      const zoned = (
        await post(url, { ...birth, timezone: 'America/Argentina/Buenos_Aires' })
      ).json();
      assert.equal(zoned.timezone, 'America/Argentina/Buenos_Aires');
      const looked = (await post(url, birth)).json();
      assert.equal(looked.timezone, 'America/Argentina/Buenos_Aires');
    });
  }

  it('panchang and compatibility echo the same way', async () => {
    const p = (
      await post('/api/v1/panchang', {
        date: '2024-01-01',
        latitude: -34.6,
        longitude: -58.4,
        utc_offset_hours: -3.5,
      })
    ).json();
    assert.equal(p.timezone, null);
    assert.equal(p.utc_offset_hours, -3.5);
    assert.match(p.sunrise_at, /-03:30$/);
    const c = (
      await post('/api/v1/compatibility', {
        boy: { ...birth, utc_offset_hours: 5.75 },
        girl: birth,
      })
    ).json();
    assert.equal(c.boy.timezone, null);
    assert.equal(c.boy.utc_offset_hours, 5.75);
    assert.equal(c.girl.timezone, 'America/Argentina/Buenos_Aires');
  });

  it('the OpenAPI document says so', async () => {
    const doc = (await app.inject('/openapi.json')).json();
    const text = JSON.stringify(doc.paths['/api/v1/birth-chart']);
    assert.match(text, /null when utc_offset_hours fixed it/);
  });
});

describe('panchang sunrise and sunset carry their date', () => {
  it('Finnish midsummer (66°N): sunset 00:27 is on the next date, and sunset_at says so', async () => {
    const res = await post('/api/v1/panchang', {
      date: '2024-06-21',
      latitude: 66,
      longitude: 25.47,
      // The Hindu sunset (disc centre, no refraction); the apparent Sun does not set here that night.
      sunrise: 'hindu',
    });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    assert.equal(b.timezone, 'Europe/Helsinki');
    assert.match(b.sunrise_at, /^2024-06-21T\d\d:\d\d:\d\d\+03:00$/);
    assert.match(b.sunset_at, /^2024-06-22T00:\d\d:\d\d\+03:00$/);
    // The HH:MM fields stay (api-contract) and agree with the date-times to the minute.
    const hhmm = (iso: string) => {
      const [h, m, s] = iso.slice(11, 19).split(':').map(Number);
      const minutes = Math.round(((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) / 60) % 1440;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    };
    assert.equal(b.sunrise, hhmm(b.sunrise_at));
    assert.equal(b.sunset, hhmm(b.sunset_at));
    assert.ok(b.sunset < b.sunrise, 'the bare HH:MM is ambiguous here, hence the dates');
  });

  it('an ordinary day: both on the date', async () => {
    const b = (
      await post('/api/v1/panchang', { date: '2025-01-03', latitude: 28.6, longitude: 77.2 })
    ).json();
    assert.match(b.sunrise_at, /^2025-01-03T07:/);
    assert.match(b.sunset_at, /^2025-01-03T17:/);
  });
});

describe('compatibility: one ayanamsa for both Moons', () => {
  const boy = { birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6, longitude: 77.2 };
  const girl = { birth_date: '1992-02-14', birth_time: '06:40', latitude: 19.07, longitude: 72.88 };

  it('a partner value that conflicts with the top level is a 422 on that field, never dropped', async () => {
    for (const [body, field] of [
      [{ boy: { ...boy, ayanamsa: 'kp' }, girl, ayanamsa: 'lahiri' }, 'boy.ayanamsa'],
      [{ boy, girl: { ...girl, ayanamsa: 'kp' }, ayanamsa: 'lahiri' }, 'girl.ayanamsa'],
      [{ boy: { ...boy, ayanamsa: 'lahiri' }, girl: { ...girl, ayanamsa: 'kp' } }, 'girl.ayanamsa'],
    ] as const) {
      const res = await post('/api/v1/compatibility', body);
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(
        res.json().field_errors.map((e: { field: string }) => e.field),
        [field],
      );
    }
  });

  it('a partner value alone applies to both and is echoed in meta', async () => {
    const res = await post('/api/v1/compatibility', { boy: { ...boy, ayanamsa: 'kp' }, girl });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().meta.ayanamsa, 'kp');
  });
});
