/**
 * Smaller bodies (issue 11 §5). Authorities: the contract (no `include` → the complete response,
 * byte for byte the same as listing every optional block) and RFC 9110 §8.4 / §12.5.3 (a compressed
 * body decodes to the identical bytes; Content-Encoding names the coding; Vary: Accept-Encoding).
 * - include: [] leaves out chart_layout and the pratyantardashas and nothing else;
 * - an unknown block is a 422 naming `include.0`;
 * - br and gzip are used when accepted and decode to the uncompressed bytes; a body under the
 *   threshold (a 422) and a client that accepts neither get identity.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { COMPRESSION_THRESHOLD, negotiateEncoding } from '../../src/http/compression.js';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';

const BIRTH = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
  as_of: '2026-11-21',
};

let app: FastifyInstance;
before(async () => {
  // The plain server: the test helper's OpenAPI check parses every payload, compressed ones too.
  app = await buildServer({ compute: testCompute(), platform: OPEN_PLATFORM });
  await app.ready();
});
after(async () => {
  await app.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/birth-chart', payload: body as object, headers });

type Body = {
  chart_layout?: unknown;
  dasha: {
    pratyantardashas_scope: string;
    mahadashas: Array<{ antardashas: Array<{ pratyantardashas: unknown[] }> }>;
  };
};
const pratyantardashaCount = (b: Body) =>
  b.dasha.mahadashas
    .flatMap((m) => m.antardashas)
    .reduce((n, a) => n + a.pratyantardashas.length, 0);

describe('include', () => {
  it('without include the body equals the one listing every optional block', async () => {
    const full = await post(BIRTH);
    const listed = await post({ ...BIRTH, include: ['chart_layout', 'pratyantardashas'] });
    assert.equal(full.statusCode, 200);
    assert.equal(full.payload, listed.payload);
    const b = full.json() as Body;
    assert.ok(b.chart_layout);
    assert.equal(
      pratyantardashaCount(b),
      81,
      '9 antardashas × 9 pratyantardashas of the running MD',
    );
  });

  it('include: [] leaves out chart_layout and the pratyantardashas, and nothing else', async () => {
    const full = (await post(BIRTH)).json() as Body & Record<string, unknown>;
    const lean = await post({ ...BIRTH, include: [] });
    assert.equal(lean.statusCode, 200);
    const b = lean.json() as Body & Record<string, unknown>;
    assert.equal('chart_layout' in b, false);
    assert.equal(b.dasha.pratyantardashas_scope, 'none');
    assert.equal(pratyantardashaCount(b), 0);
    const { chart_layout: _omitted, dasha: fullDasha, ...restFull } = full;
    const { dasha: leanDasha, ...restLean } = b;
    assert.deepEqual(restLean, restFull);
    assert.deepEqual(
      { ...leanDasha, pratyantardashas_scope: 'x', mahadashas: leanDasha.mahadashas.length },
      { ...fullDasha, pratyantardashas_scope: 'x', mahadashas: fullDasha.mahadashas.length },
    );
  });

  it('an unknown block is a 422 naming include.0', async () => {
    const res = await post({ ...BIRTH, include: ['everything'] });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(
      (res.json() as { field_errors: Array<{ field: string }> }).field_errors.map((e) => e.field),
      ['include.0'],
    );
  });
});

describe('compression', () => {
  it('br and gzip when accepted, decoding to the identity bytes; identity otherwise', async () => {
    const plain = await post(BIRTH);
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await post(BIRTH, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.payload);
    assert.ok(br.rawPayload.length < plain.rawPayload.length / 4, `br ${br.rawPayload.length} B`);
    const gz = await post(BIRTH, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.rawPayload).toString(), plain.payload);
  });

  it('negotiates by q-value (RFC 9110 §12.5.3): brotli preferred, q=0 refuses, * counts', () => {
    assert.equal(negotiateEncoding('gzip, deflate, br'), 'br');
    assert.equal(negotiateEncoding('br;q=0, gzip'), 'gzip');
    assert.equal(negotiateEncoding('br;q=0.5, gzip;q=0.8'), 'gzip');
    assert.equal(negotiateEncoding('*'), 'br');
    assert.equal(negotiateEncoding('*;q=0, identity'), null);
    assert.equal(negotiateEncoding('deflate'), null);
    assert.equal(negotiateEncoding(undefined), null);
  });

  it(`a body under ${COMPRESSION_THRESHOLD} bytes is sent as it is`, async () => {
    const res = await post({ ...BIRTH, latitude: 123 }, { 'accept-encoding': 'br, gzip' });
    assert.equal(res.statusCode, 422);
    assert.ok(res.rawPayload.length < COMPRESSION_THRESHOLD);
    assert.equal(res.headers['content-encoding'], undefined);
  });
});
