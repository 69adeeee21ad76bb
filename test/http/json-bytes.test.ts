/**
 * The server's JSON writer (src/http/json-bytes.ts) puts a body on the wire as the UTF-8 of
 * JSON.stringify. Authorities: RFC 8259 §8.1 (JSON exchanged between systems is UTF-8, and a
 * character outside ASCII may be sent as itself) and RFC 9110 §8.6 (Content-Length counts the
 * body's octets, not its characters). Tolerance: none, byte for byte.
 * - a birth chart (its ° ′ ″ and ’ outside ASCII, the last three outside Latin-1) and a 422 arrive as
 *   the UTF-8 of JSON.stringify of what they parse to, with Content-Length their byte length;
 * - a value JSON has no text for (undefined) is written as null, as JSON.stringify writes it inside
 *   an array.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { jsonBytes } from '../../src/http/json-bytes.js';
import { buildTestServer } from '../helpers/server.js';

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
  as_of: '2026-11-21',
};

describe('the JSON writer: UTF-8 of JSON.stringify, with its byte length', () => {
  for (const [name, body, status] of [
    ['a birth chart', BIRTH, 200],
    ['a 422', { ...BIRTH, latitude: 'north' }, 422],
  ] as const) {
    it(name, async () => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/birth-chart', payload: body });
      assert.equal(res.statusCode, status);
      const text = JSON.stringify(res.json());
      assert.deepEqual(res.rawPayload, Buffer.from(text, 'utf8'));
      assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
      if (status === 200) {
        // Characters outside ASCII are sent as themselves, so bytes outnumber characters.
        assert.match(text, /[°′″’]/);
        assert.ok(res.rawPayload.length > text.length);
      }
    });
  }

  it('undefined as null', () => {
    assert.deepEqual(jsonBytes(undefined), Buffer.from('null'));
    assert.deepEqual(jsonBytes({ a: undefined, b: [undefined] }), Buffer.from('{"b":[null]}'));
  });
});
