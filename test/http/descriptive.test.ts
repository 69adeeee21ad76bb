/**
 * POST /api/v1/descriptive through the real route (open gate): BIRTH and HORARY modes, the contract
 * fields, indications read from the cusp sub lord's star lord and its sign (kp-doctrine §7), facets
 * with agreement and because, `ask` filtering, an empty result stated as such, never a verdict, 422
 * for a missing mode field, determinism.
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

const post = (payload: unknown) => postJson(app, '/api/v1/descriptive', payload);

const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};
const HORARY = {
  question: 'Will I find my lost gold ring?',
  horary_number: 74,
  judgment_date: '2025-01-01',
  judgment_time: '17:30',
  latitude: 28.6139,
  longitude: 77.209,
  locked_event_id: 'lost_property',
};

describe('POST /api/v1/descriptive', () => {
  it('BIRTH mode: a question about the spouse describes a person at the 7th cusp', async () => {
    const res = await post({ question: 'Will my marriage happen soon?', birth: BIRTH });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    for (const k of ['subject', 'cusp', 'is_person', 'indications', 'can_ask', 'event', 'facets'])
      assert.ok(k in b, `field ${k}`);
    assert.equal(b.mode, 'BIRTH');
    assert.equal(b.event, 'marriage');
    assert.equal(b.cusp, 7);
    assert.equal(b.is_person, true);
    assert.ok(!('verdict' in b), 'never a verdict');
    const kinds = new Set(b.indications.map((i: { kind: string }) => i.kind));
    for (const k of ['stature', 'gender', 'direction', 'colour']) assert.ok(kinds.has(k), k);
    const stature = b.indications.find((i: { kind: string }) => i.kind === 'stature');
    assert.equal(stature.planet, b.star_lord);
    assert.equal(stature.sign, b.star_lord_sign);
    assert.ok(['tall', 'average', 'short'].includes(stature.trait));
    for (const c of b.can_ask) assert.equal(typeof c.question, 'string');
    // Marriage has no facet table: facets empty and the note says so.
    assert.deepEqual(b.facets, []);
    assert.match(b.note, /no facet table/);
  });

  it('HORARY mode: lost property facets with agreement and because; ask filters the kinds', async () => {
    const res = await post({
      mode: 'HORARY',
      ask: 'Which direction should I search?',
      horary: HORARY,
    });
    assert.equal(res.statusCode, 200, res.body);
    const b = res.json();
    assert.equal(b.event, 'lost_property');
    assert.equal(b.cusp, 11);
    assert.equal(b.is_person, false);
    assert.ok(b.indications.length > 0);
    for (const i of b.indications) assert.equal(i.kind, 'direction');
    assert.ok(!b.can_ask.some((c: { kind: string }) => c.kind === 'stature'), 'no person kinds');
    for (const f of b.facets) {
      assert.ok(Number.isInteger(f.agreement) && f.agreement >= 1);
      assert.equal(typeof f.because, 'string');
      assert.equal(typeof f.label, 'string');
    }
  });

  it('an ask that matches no kind gives an empty result, stated as such', async () => {
    const res = await post({ mode: 'HORARY', ask: 'Xyzzy plugh?', horary: HORARY });
    assert.equal(res.statusCode, 200);
    const b = res.json();
    assert.deepEqual(b.indications, []);
    assert.match(b.note, /legitimate answer/);
  });

  it('is deterministic: byte-identical bodies', async () => {
    const body = { question: 'What will my wife be like?', birth: BIRTH };
    const x = await post(body);
    const y = await post(body);
    assert.equal(x.statusCode, 200);
    assert.equal(x.body, y.body);
  });

  it('422: the fields a mode needs, nested paths, and an invalid question', async () => {
    const birth = await post({ mode: 'BIRTH' });
    assert.equal(birth.statusCode, 422);
    assert.deepEqual(fieldsOf(birth.json()), ['birth', 'question']);
    const horary = await post({ mode: 'HORARY' });
    assert.deepEqual(fieldsOf(horary.json()), ['horary']);
    const nested = await post({ mode: 'HORARY', horary: { ...HORARY, horary_number: 300 } });
    assert.deepEqual(fieldsOf(nested.json()), ['horary.horary_number']);
    const either = await post({ question: 'Job or business, which is better?', birth: BIRTH });
    assert.equal(either.statusCode, 422);
    assert.deepEqual(fieldsOf(either.json()), ['question']);
    const badLock = await post({ mode: 'HORARY', horary: { ...HORARY, locked_event_id: 'nope' } });
    assert.deepEqual(fieldsOf(badLock.json()), ['horary.locked_event_id']);
  });
});
