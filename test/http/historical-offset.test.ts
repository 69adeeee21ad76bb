/**
 * The historical-offset warning through the routes (issue 35 §5; the rule and its authority, zdump,
 * are test/oracle/historical-offset.test.ts): KSK's 1942 native at Madras (war time, R3 5439) gets a
 * `warnings` entry naming the time field, after the place check's; the same birth with
 * utc_offset_hours, and a birth in standard time, get none. Every response is checked against
 * /openapi.json by the test server.
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

const war = {
  birth_date: '1942-11-09',
  birth_time: '04:26',
  latitude: 13.0833,
  longitude: 80.2833,
};

async function post(url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { warnings?: Array<{ code: string; field: string; kind?: string }> };
}

describe('historical_offset in warnings', () => {
  it('birth chart: war time named on birth_time, after the place warning', async () => {
    const body = await post('/api/v1/birth-chart', { ...war, place: 'Mumbai' });
    assert.deepEqual(
      body.warnings?.map((w) => [w.code, w.field, w.kind ?? null]),
      [
        ['place_far_from_coordinates', 'place', null],
        ['historical_offset', 'birth_time', 'war_time'],
      ],
    );
  });

  it('compatibility names the partner’s field', async () => {
    const body = await post('/api/v1/compatibility', {
      boy: war,
      girl: { ...war, birth_date: '1950-01-01' },
    });
    assert.deepEqual(
      body.warnings?.map((w) => [w.code, w.field]),
      [['historical_offset', 'boy.birth_time']],
    );
  });

  it('none with utc_offset_hours, none in standard time', async () => {
    assert.equal(
      (await post('/api/v1/birth-chart', { ...war, utc_offset_hours: 5.5 })).warnings,
      undefined,
    );
    assert.equal(
      (await post('/api/v1/birth-chart', { ...war, birth_date: '1950-11-09' })).warnings,
      undefined,
    );
  });
});
