/**
 * Every endpoint's 200 body as the handler hands it to the serializer stays on V8's JSON.stringify
 * fast path (issue 22 §3; the birth chart's own, more varied sample: body-json-fast-path.test.ts).
 *
 * Authority: V8's fast serializer (`FastJsonStringifier`, V8 14 of Node 26), read through V8's
 * natives in test/helpers/json-fast-path.ts: a rope or slice of a string, a dictionary-mode object
 * or a frozen array anywhere in a body starts the whole body again on the slow serializer.
 *
 * Tolerance: none. For every /api/v1 JSON operation, its recorded request
 * (src/http/openapi-examples.json) and three seeded variants of it (mulberry32, seed 22: dates, times,
 * places and question numbers drawn afresh), muhurta's empty answers (its notice), and the first two
 * of these in Hindi where the operation takes `lang`, are sent through the real server (clock fixed
 * as for the examples); every one answers 200, and the payload its preSerialization hook sees holds
 * no such value. On the code before the fix it listed 65 (place, kind).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it, mock } from 'node:test';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { buildServer } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';
import { refusals } from '../helpers/json-fast-path.js';

type Json = Record<string, unknown>;
interface Request {
  body?: unknown;
  query?: Record<string, string>;
}
const examples = JSON.parse(
  readFileSync(new URL('../../src/http/openapi-examples.json', import.meta.url), 'utf8'),
) as Record<string, { request?: Request; responses: Json }>;

const rand = mulberry32(22);
const pad = (x: number) => String(x).padStart(2, '0');
const day = (from: number, years: number) =>
  new Date(Date.UTC(from, 0, 1) + Math.floor(rand() * years * 365) * 86_400_000)
    .toISOString()
    .slice(0, 10);
const QUESTIONS = [
  'Will I get the new job I applied for?',
  'When will I get married?',
  'Will my father recover from his illness?',
  'Should I buy the house on the hill?',
  'Will the parcel arrive this week?',
];

/** `v` with its dates, times, places and numbers drawn afresh (the keys the requests carry). */
function variant(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(variant);
  if (v === null || typeof v !== 'object') return v;
  const out: Json = {};
  for (const [k, x] of Object.entries(v as Json)) {
    if (k === 'birth_date') out[k] = day(1930, 90);
    else if (k === 'date' || k === 'judgment_date') out[k] = day(1990, 50);
    else if (k === 'birth_time' || k === 'judgment_time')
      out[k] = `${pad(Math.floor(rand() * 24))}:${pad(Math.floor(rand() * 60))}`;
    else if (k === 'latitude') out[k] = Math.round((-50 + rand() * 100) * 1e4) / 1e4;
    else if (k === 'longitude') out[k] = Math.round((-180 + rand() * 360) * 1e4) / 1e4;
    else if (k === 'timezone' || k === 'place') continue;
    else if (k === 'horary_number') out[k] = 1 + Math.floor(rand() * 249);
    else if (k === 'tsp_number') out[k] = 1 + Math.floor(rand() * 2193);
    else if (k === 'question' || k === 'query')
      out[k] = QUESTIONS[Math.floor(rand() * QUESTIONS.length)];
    else out[k] = variant(x);
  }
  return out;
}

/** Requests whose answer carries what the seeded ones rarely reach: muhurta's empty-answer notice. */
const MUHURTA = examples['POST /api/v1/muhurta']?.request?.body as Json;
const EXTRA: Readonly<Record<string, Request[]>> = {
  'POST /api/v1/muhurta': [
    { body: { ...MUHURTA, from_date: '2025-12-01', to_date: '2025-12-05' } },
    { body: { ...MUHURTA, from_date: '2026-02-03', to_date: '2026-02-03' } },
  ],
};

/** The operations that take `lang`: each is also asked in Hindi (names from the label tables). */
const HINDI = new Set([
  'POST /api/v1/birth-chart',
  'POST /api/v1/compatibility',
  'POST /api/v1/cuspal-interlinks',
  'POST /api/v1/descriptive',
  'GET /api/v1/event-catalog',
  'POST /api/v1/financial/chart',
  'POST /api/v1/financial/compare',
  'POST /api/v1/financial/muhurta',
  'POST /api/v1/horary',
  'POST /api/v1/muhurta',
  'POST /api/v1/panchang',
  'POST /api/v1/tsp',
]);
const inHindi = (r: Request): Request =>
  r.body === undefined
    ? { query: { ...r.query, lang: 'hi' } }
    : { ...r, body: { ...(r.body as Json), lang: 'hi' } };

/** Served by the platform layer (credentials' check), not by the open server built here. */
const PLATFORM_ONLY = 'GET /api/v1/ping';

/** A request with its body drawn afresh, and a financial-events query's month. */
function variantRequest(request: Request): Request {
  const out: Request = {};
  if (request.body !== undefined) out.body = variant(request.body);
  if (request.query?.start_date) {
    const start = day(1990, 50);
    const end = new Date(Date.parse(start) + 30 * 86_400_000).toISOString().slice(0, 10);
    out.query = { ...request.query, start_date: start, end_date: end };
  } else if (request.query) out.query = request.query;
  return out;
}

describe('every endpoint’s body on JSON.stringify’s fast path', () => {
  it('no rope, slice, dictionary object or frozen array in any 200 body', async () => {
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-01-15T06:00:00.000Z') });
    const app = await buildServer({ compute: testCompute(), platform: OPEN_PLATFORM });
    const found = new Set<string>();
    let route = '';
    app.addHook('preSerialization', async (_request, reply, payload) => {
      if (reply.statusCode === 200)
        for (const r of refusals(payload, route, [])) found.add(r.replace(/\[\d+\]/g, '[]'));
      return payload;
    });
    await app.ready();
    try {
      let bodies = 0;
      for (const [key, example] of Object.entries(examples)) {
        if (!example.responses['200'] || key === PLATFORM_ONLY) continue;
        const [method, path] = key.split(' ') as [string, string];
        route = key;
        const requests = [example.request ?? {}];
        if (example.request)
          for (let i = 0; i < 3; i++) requests.push(variantRequest(example.request));
        requests.push(...(EXTRA[key] ?? []));
        if (HINDI.has(key)) requests.push(...requests.slice(0, 2).map(inHindi));
        for (const request of requests) {
          const q = new URLSearchParams(request.query ?? {}).toString();
          const res = await app.inject({
            method: method as 'GET',
            url: q ? `${path}?${q}` : path,
            ...(request.body === undefined
              ? {}
              : {
                  headers: { 'content-type': 'application/json' },
                  payload: JSON.stringify(request.body),
                }),
          });
          assert.equal(
            res.statusCode,
            200,
            `${key} ${JSON.stringify(request)}: ${res.body.slice(0, 300)}`,
          );
          bodies++;
        }
      }
      assert.ok(bodies >= 50, `${bodies} bodies checked`);
      assert.deepEqual([...found], []);
    } finally {
      await app.close();
      mock.timers.reset();
    }
  });
});
