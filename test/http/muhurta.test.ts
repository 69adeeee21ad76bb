/**
 * GET /api/v1/muhurta/events and POST /api/v1/muhurta through the real routes (open gate): the ten
 * ids of decisions.md with catalog labels, the response fields of decisions.md "Response", and 422
 * field_errors naming the field (contract Limits: max_windows 1-20, viewer_utc_offset_hours −12..14;
 * decisions.md Scan: to_date at most 3 years ahead).
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

const post = (payload: unknown) => postJson(app, '/api/v1/muhurta', payload);
const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};
const ISO_LOCAL = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

describe('GET /api/v1/muhurta/events', () => {
  it('lists the ten ids of decisions.md with their catalog labels', async () => {
    const res = await app.inject('/api/v1/muhurta/events');
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.deepEqual(
      b.events.map((e: { id: string }) => e.id),
      [
        'property',
        'vehicle',
        'foreign_travel',
        'marriage',
        'business',
        'education',
        'higher_education',
        'job',
        'loan',
        'surgery',
      ],
    );
    const catalog = (await app.inject('/api/v1/event-catalog')).json();
    for (const e of b.events) {
      assert.equal(e.label, catalog.events.find((c: { id: string }) => c.id === e.id).title);
    }
  });
});

describe('POST /api/v1/muhurta', () => {
  it('answers the decisions.md response with ranked, reasoned windows', async () => {
    const res = await post({ birth: BIRTH, event_name: 'vehicle', max_windows: 3 });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.deepEqual(Object.keys(b), [
      'event_name',
      'label',
      'basis',
      'name',
      'place',
      'promise',
      'today',
      'scanned',
      'windows',
      'notice',
      'meta',
    ]);
    assert.equal(b.event_name, 'vehicle');
    assert.equal(b.basis, 'sublord method, not from KSK'); // issue 21 §6
    assert.ok(b.windows.length >= 1 && b.windows.length <= 3);
    for (const w of b.windows) {
      assert.deepEqual(Object.keys(w), [
        'rank',
        'start',
        'end',
        'best',
        'score',
        'reasons',
        'moon',
        'dasha',
        'panchang',
        'lagna',
      ]);
      for (const k of ['start', 'end', 'best']) assert.match(w[k], ISO_LOCAL);
      assert.equal(w.reasons.length, 14, 'every weighted factor gives a reason');
    }
    assert.equal(b.notice, null);
    assert.equal(b.meta.house_system, 'Placidus');
  });

  it('rejects bad input with 422 naming the field', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ birth: BIRTH, event_name: 'marriage', max_windows: 0 }, ['max_windows']],
      [{ birth: BIRTH, event_name: 'marriage', max_windows: 21 }, ['max_windows']],
      [{ birth: BIRTH, event_name: 'wedding' }, ['event_name']],
      [
        { birth: BIRTH, event_name: 'marriage', viewer_utc_offset_hours: 15 },
        ['viewer_utc_offset_hours'],
      ],
      [{ birth: { ...BIRTH, latitude: undefined }, event_name: 'marriage' }, ['birth.latitude']],
      [{ birth: BIRTH, event_name: 'marriage', to_date: '2399-01-01' }, ['to_date']],
      [
        { birth: BIRTH, event_name: 'marriage', from_date: '2027-05-01', to_date: '2027-04-01' },
        ['from_date'],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await post(body);
      assert.equal(res.statusCode, 422, JSON.stringify(body));
      assert.deepEqual(fieldsOf(res.json()), fields, JSON.stringify(body));
    }
  });
});
