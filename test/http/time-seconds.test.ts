/**
 * Times to the second (issue 35 §4): every field the contract takes as HH:MM also takes HH:MM:SS,
 * and HH:MM stays valid. Authority: the instant itself. A birth at 10:12:30 is half a minute after
 * 10:12, so the ascendant moves by the sidereal rate (about 0.125° a minute at Delhi's latitude); the
 * same instant written "10:12" and "10:12:00" gives the same chart, and the chart pictures, whose
 * heading repeats the time, repeat it as it was sent.
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

const delhi = { birth_date: '1990-07-04', latitude: 28.6139, longitude: 77.209 };

async function post(url: string, payload: object) {
  return app.inject({ method: 'POST', url, payload });
}

async function ascendant(birthTime: string): Promise<number> {
  const res = await post('/api/v1/birth-chart', { ...delhi, birth_time: birthTime });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { cusps: Array<{ longitude: number }> }).cusps[0]?.longitude ?? Number.NaN;
}

describe('HH:MM:SS wherever HH:MM is taken', () => {
  it('birth_time: seconds move the chart, :00 is the minute itself', async () => {
    const [a, b, c] = [
      await ascendant('10:12'),
      await ascendant('10:12:00'),
      await ascendant('10:12:30'),
    ];
    assert.equal(a, b);
    // Half a minute of sidereal time turns the ascendant by a few arc-minutes, never zero.
    const moved = (c - a) * 60;
    assert.ok(moved > 3 && moved < 12, `ascendant moved ${moved}′ in 30 s`);
  });

  it('judgment_time: horary and TSP take seconds', async () => {
    const body = {
      question: 'Will I get the new job I applied for?',
      horary_number: 74,
      judgment_date: '2025-01-01',
      latitude: 28.6139,
      longitude: 77.209,
    };
    for (const url of ['/api/v1/horary', '/api/v1/tsp']) {
      const extra = url.endsWith('tsp') ? { tsp_number: 1000 } : {};
      const payload = url.endsWith('tsp')
        ? { judgment_date: body.judgment_date, latitude: 28.6139, longitude: 77.209, ...extra }
        : body;
      const a = await post(url, { ...payload, judgment_time: '17:30' });
      const b = await post(url, { ...payload, judgment_time: '17:30:00' });
      assert.equal(a.statusCode, 200, a.body);
      assert.equal(b.statusCode, 200, b.body);
      assert.equal(a.json().verdict, b.json().verdict);
    }
  });

  it('the chart pictures echo birth_time and judgment_time as sent', async () => {
    const natal = await post('/api/v1/birth-chart/svg', { ...delhi, birth_time: '10:12:30' });
    assert.equal(natal.statusCode, 200, natal.body);
    assert.ok(natal.body.includes('1990-07-04 10:12:30'), 'seconds echoed in the heading');
    const minute = await post('/api/v1/birth-chart/svg', { ...delhi, birth_time: '10:12' });
    assert.ok(minute.body.includes('1990-07-04 10:12'));
    assert.ok(!minute.body.includes('10:12:00'), 'HH:MM is not rewritten');
    const horary = await post('/api/v1/horary/svg', {
      question: 'Will I get the new job I applied for?',
      horary_number: 74,
      judgment_date: '2025-01-01',
      judgment_time: '17:30:05',
      latitude: 28.6139,
      longitude: 77.209,
    });
    assert.equal(horary.statusCode, 200, horary.body);
    assert.ok(horary.body.includes('2025-01-01 17:30:05'));
  });

  it('refuses 24:00, 10:60 and 10:12:60 with the field named', async () => {
    for (const t of ['24:00', '10:60', '10:12:60', '10:12:3', '10:12:30.5']) {
      const res = await post('/api/v1/birth-chart', { ...delhi, birth_time: t });
      assert.equal(res.statusCode, 422, t);
      assert.match(res.body, /birth_time/);
    }
  });
});
