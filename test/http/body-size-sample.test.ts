/**
 * Every default birth-chart body at most 64 KB (issue 22 §3: "default birth-chart body at most 64 KB";
 * 64 × 1,024 bytes, identity encoding), for a sample of births, not one chart.
 *
 * Sample (scripts/body-size-sample.ts, which prints its distribution): 600 births from mulberry32 seed
 * 2211, 1900-2100, latitudes 66°S..66°N, longitudes 180°W..180°E, each judged 0-90 years after birth,
 * plus the named edge cases (the polar-circle edges, the date line, the range's ends, delhi-1990). The
 * bound is exact (no tolerance): the bytes are deterministic. Before the antardashas block and the
 * shorter caveat the sample's largest body was 70,394 B (68.7 KB); after, 65,477 B.
 *
 * The bodies are built in process as the route builds them (birthChartIncluding + withBirthWarnings,
 * written by jsonBytes, the server's serializer), so the 608 charts take a few seconds; the first test
 * checks that this is byte for byte what the route sends.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bodySizeSample, EDGE_BIRTHS, type SampleBirth } from '../../scripts/body-size-sample.js';
import { birthChartIncluding } from '../../src/app/birth-chart.js';
import { withBirthWarnings } from '../../src/app/birth-warnings.js';
import { jsonBytes } from '../../src/http/json-bytes.js';
import { testCompute } from '../helpers/compute.js';
import { buildTestServer } from '../helpers/server.js';

const LIMIT = 64 * 1024;
const TODAY = '2026-11-27'; // unused: every sample birth names its as_of

const bodyBytes = (b: SampleBirth) =>
  jsonBytes(
    withBirthWarnings(birthChartIncluding(testCompute(), b, TODAY), [['', b]], testCompute().zones),
  ).length;

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

describe('the default birth-chart body over a sample of births', () => {
  it('is measured as the route sends it', async () => {
    for (const b of Object.values(EDGE_BIRTHS).slice(0, 3)) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/birth-chart', payload: b });
      assert.equal(res.statusCode, 200, JSON.stringify(b));
      assert.equal(res.rawPayload.length, bodyBytes(b), JSON.stringify(b));
    }
  });

  it(`is at most ${LIMIT} bytes for every birth of the sample`, () => {
    let largest = { bytes: 0, label: '' };
    const sample = bodySizeSample(600);
    assert.equal(sample.length, 600 + Object.keys(EDGE_BIRTHS).length);
    for (const [label, b] of sample) {
      const bytes = bodyBytes(b);
      if (bytes > largest.bytes) largest = { bytes, label: `${label} ${JSON.stringify(b)}` };
    }
    assert.ok(largest.bytes <= LIMIT, `${largest.bytes} B: ${largest.label}`);
  });
});
