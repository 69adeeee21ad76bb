/**
 * POST /api/v1/birth-chart/svg and /api/v1/horary/svg through the real routes (every response checked
 * against /openapi.json): the SVG document and its options, byte-identical on repeat, 422 naming the
 * field for bad options. Authority: the options as documented in src/http/schemas/chart-svg.ts and the
 * renderer's palettes (engine/render/svg.ts); the pictures' content is checked in Chromium
 * (test/e2e/chart-svg.test.ts).
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

const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};
const HORARY = {
  question: 'Will I get the new job I applied for?',
  horary_number: 74,
  judgment_date: '2024-03-01',
  judgment_time: '10:00',
  latitude: 19.076,
  longitude: 72.8777,
};

describe('POST /api/v1/birth-chart/svg', () => {
  it('answers image/svg+xml, light South Indian at 500 px by default, the same bytes twice', async () => {
    const a = await postJson(app, '/api/v1/birth-chart/svg', { ...BIRTH, name: 'A & B' });
    const b = await postJson(app, '/api/v1/birth-chart/svg', { ...BIRTH, name: 'A & B' });
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(a.headers['content-type'], 'image/svg+xml; charset=utf-8');
    assert.equal(a.body, b.body);
    assert.match(
      a.body,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 500 540" width="500" height="540"/,
    );
    assert.ok(
      a.body.includes('<title>A &amp; B 1990-07-04 10:12</title>'),
      'name escaped in the heading',
    );
    assert.ok(a.body.includes('fill="#ffffff"') && a.body.includes('>Rasi<'));
  });

  it('takes style, scheme, size and lang', async () => {
    const res = await postJson(app, '/api/v1/birth-chart/svg', {
      ...BIRTH,
      style: 'north',
      scheme: 'dark',
      size: 1000,
      lang: 'bn',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.body, /xml:lang="bn" viewBox="0 0 500 540" width="1000" height="1080"/);
    assert.ok(res.body.includes('fill="#15171a"'), 'dark paper');
    assert.ok(res.body.includes('>চ<'), 'the Moon in Bengali');
    assert.ok(!res.body.includes('>Rasi<'), 'a North Indian chart has no Rasi centre');
  });

  it('422 names the field of a bad option or birth field', async () => {
    for (const [field, value] of [
      ['style', 'east'],
      ['scheme', 'sepia'],
      ['size', 50],
      ['size', 1.5],
      ['lang', 'fr'],
      ['latitude', 95],
    ] as const) {
      const res = await postJson(app, '/api/v1/birth-chart/svg', { ...BIRTH, [field]: value });
      assert.equal(res.statusCode, 422, `${field}=${value}`);
      assert.deepEqual(fieldsOf(res.json()), [field]);
    }
  });
});

describe('POST /api/v1/horary/svg', () => {
  it('draws the horary chart; a question that cannot be judged is the /horary 422', async () => {
    const res = await postJson(app, '/api/v1/horary/svg', { ...HORARY, style: 'wheel' });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.body.includes('<title>Horary 74 · 2024-03-01 10:00</title>'));
    const bad = await postJson(app, '/api/v1/horary/svg', {
      ...HORARY,
      question: 'Job or business?',
    });
    const judged = await postJson(app, '/api/v1/horary', {
      ...HORARY,
      question: 'Job or business?',
    });
    assert.equal(bad.statusCode, judged.statusCode);
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json(), judged.json());
  });
});
