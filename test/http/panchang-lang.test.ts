/**
 * `lang` on POST /api/v1/panchang (issue 24 §3): the English ids do not change; `labels` is added only
 * when lang is sent. Authority: 2025-01-03 was a Friday (the Gregorian calendar), and the name tables
 * of src/engine/lang/names.ts (Hindi शुक्रवार, Tamil வெள்ளி).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { NAMES } from '../../src/engine/lang/names.js';
import { buildTestServer, fieldsOf, postJson } from '../helpers/server.js';

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

const DELHI = { date: '2025-01-03', latitude: 28.6139, longitude: 77.209 };

describe('POST /api/v1/panchang with lang', () => {
  it('adds labels beside the unchanged ids; without lang the body has no labels', async () => {
    const plain = (await postJson(app, '/api/v1/panchang', DELHI)).json();
    assert.equal(plain.labels, undefined);
    assert.equal(plain.vara, 'Friday');
    const hi = await postJson(app, '/api/v1/panchang', { ...DELHI, lang: 'hi' });
    assert.equal(hi.statusCode, 200, hi.body);
    const body = hi.json();
    assert.equal(body.vara, 'Friday');
    assert.deepEqual(body.labels, {
      lang: 'hi',
      vara: 'शुक्रवार',
      nakshatra_lord: NAMES.hi.graha[plain.nakshatra.lord as keyof typeof NAMES.hi.graha],
    });
    const { labels: _l, meta: _m, ...rest } = body;
    const { meta: _pm, ...plainRest } = plain;
    assert.deepEqual(rest, plainRest, 'nothing else changes');
    const ta = (await postJson(app, '/api/v1/panchang', { ...DELHI, lang: 'ta' })).json();
    assert.equal(ta.labels.vara, 'வெள்ளி');
  });

  it('422 names lang for an unknown language', async () => {
    const res = await postJson(app, '/api/v1/panchang', { ...DELHI, lang: 'fr' });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(fieldsOf(res.json()), ['lang']);
  });
});
