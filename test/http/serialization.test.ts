/**
 * Responses are served with plain JSON.stringify (issue 11 §1). Authority: Fastify's own compiled
 * response serializer (fast-json-stringify over the TypeBox schemas), which served every response
 * before. For the golden birth-chart corpus, every other computing endpoint, /healthz and the error
 * bodies (422, 404), both servers must serve the same fields and values (a field missing from a schema
 * is dropped by the schema serializer, a number the schema coerces changes), byte for byte except the
 * birth chart's key order (see below; test/golden pins its served bytes). Tolerance: none.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';

const golden = JSON.parse(
  readFileSync(new URL('../golden/cases/birth-chart.json', import.meta.url), 'utf8'),
) as Array<{ id: string; body: Record<string, unknown> }>;

const birth = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: 28.6139,
  longitude: 77.209,
};
const requests: Array<{ name: string; method: 'GET' | 'POST'; url: string; body?: unknown }> = [
  ...golden.map((c) => ({
    name: `birth-chart ${c.id}`,
    method: 'POST' as const,
    url: '/api/v1/birth-chart',
    body: c.body,
  })),
  {
    name: 'panchang',
    method: 'POST',
    url: '/api/v1/panchang',
    body: { date: '2025-01-03', latitude: 28.6139, longitude: 77.209, place: 'Delhi' },
  },
  {
    name: 'compatibility',
    method: 'POST',
    url: '/api/v1/compatibility',
    body: {
      boy: birth,
      girl: { birth_date: '1992-03-15', birth_time: '06:30', latitude: 19.076, longitude: 72.8777 },
    },
  },
  {
    name: 'cuspal-interlinks',
    method: 'POST',
    url: '/api/v1/cuspal-interlinks',
    body: { ...birth, as_of: '2026-11-21' },
  },
  { name: 'event-catalog', method: 'GET', url: '/api/v1/event-catalog' },
  { name: 'healthz', method: 'GET', url: '/healthz' },
  { name: '422', method: 'POST', url: '/api/v1/birth-chart', body: { ...birth, latitude: 123 } },
  { name: '404', method: 'GET', url: '/api/v1/nothing-here' },
];

let json: FastifyInstance;
let schema: FastifyInstance;
before(async () => {
  const compute = testCompute();
  json = await buildServer({ compute, platform: OPEN_PLATFORM });
  schema = await buildServer({ compute, platform: OPEN_PLATFORM, responseSerializer: 'schema' });
  await Promise.all([json.ready(), schema.ready()]);
});
after(async () => {
  await Promise.all([json.close(), schema.close()]);
});

describe('JSON.stringify serves the same bytes as the schema serializer', () => {
  for (const r of requests) {
    it(r.name, async () => {
      const send = (app: FastifyInstance) =>
        app.inject({
          method: r.method,
          url: r.url,
          ...(r.body === undefined ? {} : { payload: r.body as object }),
        });
      const [a, b] = await Promise.all([send(json), send(schema)]);
      assert.equal(a.statusCode, b.statusCode);
      assert.ok(a.payload.length > 10, 'a real body');
      // The same fields and values (a field missing from a schema, or a value it coerces, would
      // differ). Key order is not compared here: fast-json-stringify writes a schema's optional
      // properties (chart_layout, which `include` can leave out) after the required ones, while the
      // served order is the object's; the golden files pin the served bytes.
      assert.deepEqual(JSON.parse(a.payload), JSON.parse(b.payload));
      if (!r.url.endsWith('/birth-chart')) assert.equal(a.payload, b.payload);
      assert.equal(a.headers['content-type'], b.headers['content-type']);
    });
  }
});
