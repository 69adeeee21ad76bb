/**
 * A seeded, bounded fuzzer over every POST endpoint of /api/v1 (issue 20: "keep one in the suite"):
 * each request is the endpoint's own OpenAPI example with one to three fields replaced by hostile
 * values (wrong types, huge and negative numbers, dates at and past the supported range, abbreviations,
 * deep nesting, reserved keys), or a malformed body. Expected: never a 5xx (every answer a 2xx or a
 * 4xx), each checked against /openapi.json by the test server, and every 422's field errors in plain
 * words with a code (issue 36 §1). Bounded: 8 requests per endpoint,
 * mulberry32 seed 20, in-process inject; a failure prints the body that caused it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { mulberry32 } from '../../scripts/mulberry32.js';
import { exampleFor } from '../../src/http/openapi-document.js';
import { buildTestServer } from '../helpers/server.js';

let app: FastifyInstance;
let doc: Record<string, unknown>;
before(async () => {
  app = await buildTestServer();
  doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
after(async () => {
  await app.close();
});

const rand = mulberry32(20);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;

const HOSTILE: readonly unknown[] = [
  null,
  '',
  'IST',
  '1799-12-31',
  '1800-01-01',
  '1900-01-01',
  '2399-12-31',
  '2400-01-01',
  '2026-02-30',
  '25:61',
  '00:00',
  -1,
  0,
  1e308,
  -91,
  66.5,
  -65.6,
  89.999,
  1.5,
  true,
  [],
  {},
  'x'.repeat(5000),
  JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`),
  { __proto__: null, constructor: { prototype: {} } },
];

/** Ajv's own phrasings, which no field error may carry. */
const AJV_WORDING =
  /must NOT|must have required property|must match|must be equal to|must pass|##|must be >=|must be <=|must be of type/;

/** Every leaf path of a JSON value. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => paths(v, [...prefix, k]));
}

function mutate(example: unknown): string {
  if (rand() < 0.1) return pick(['{', '[]', '"x"', '{"a":1', 'null']);
  const body = structuredClone(example) as Record<string, unknown>;
  const all = paths(body).filter((p) => p.length > 0);
  const n = 1 + Math.floor(rand() * 3);
  for (let i = 0; i < n && all.length > 0; i++) {
    const path = pick(all);
    let node = body;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path[path.length - 1] as string] = pick(HOSTILE);
  }
  return JSON.stringify(body);
}

function examples(): Array<{ url: string; example: unknown }> {
  const out: Array<{ url: string; example: unknown }> = [];
  for (const [url, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    const post = ops.post as Record<string, unknown> | undefined;
    if (!url.startsWith('/api/v1/') || post === undefined) continue;
    const content = (post.requestBody as Record<string, unknown> | undefined)?.content as
      | Record<string, Record<string, unknown>>
      | undefined;
    const media = content?.['application/json'];
    const named = media?.examples as Record<string, { value?: unknown }> | undefined;
    const example =
      media?.example ??
      (named ? Object.values(named)[0]?.value : undefined) ??
      exampleFor(media?.schema, doc);
    out.push({ url, example });
  }
  return out;
}

describe('fuzzing every /api/v1 POST endpoint', () => {
  it('no 5xx for hostile bodies', async () => {
    const targets = examples();
    assert.ok(targets.length >= 10, `found ${targets.length} endpoints`);
    const failures: string[] = [];
    for (const { url, example } of targets) {
      assert.ok(example !== undefined, `${url} has no example`);
      for (let i = 0; i < 8; i++) {
        const payload = mutate(example);
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode >= 500)
          failures.push(`${url} ${res.statusCode} ${payload.slice(0, 300)}`);
        if (res.statusCode === 422) {
          // Plain words (issue 36 §1): every message a sentence naming its field, with a code,
          // never the validator's own wording.
          for (const e of res.json().field_errors as Array<Record<string, string>>) {
            const plain =
              typeof e.code === 'string' &&
              /[.?!]$/.test(e.message ?? '') &&
              !AJV_WORDING.test(e.message ?? '');
            if (!plain) failures.push(`${url} 422 ${JSON.stringify(e)}`);
          }
        }
      }
    }
    assert.deepEqual(failures, []);
  });
});
