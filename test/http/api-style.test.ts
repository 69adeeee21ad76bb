/**
 * The style guide (docs/api-style.md, issue 36 §4) held against /openapi.json and real answers.
 * Authority: the guide's rules, and the contract's names as its listed exceptions.
 * - names: every property is lowercase snake_case, but the keys of maps keyed by a name (planets);
 *   no property keeps a renamed spelling (bhukti, antara, dasa; `degree` as text; `instant`);
 * - values: enum values in capitals only where the contract has them (verdicts, confidences,
 *   /descriptive's mode); every `*_at` is an ISO 8601 string but ping's `expires_at`;
 * - strictness: every GET refuses an unknown query parameter, naming the nearest one;
 * - the renames' requests: the old financial id `litigation` still works, answered `legal_dispute`;
 *   each id is once in the catalog; `mode` in lowercase works;
 * - meta.input_hash of /cuspal-interlinks does not change with the day, the birth chart's does.
 */
import assert from 'node:assert/strict';
import { after, before, describe, mock, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONFIDENCES, VERDICTS } from '../../src/engine/kp/promise.js';
import { buildTestServer, postJson } from '../helpers/server.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

let app: FastifyInstance;
let doc: Json;
before(async () => {
  app = await buildTestServer();
  doc = (await app.inject('/openapi.json')).json();
});
after(async () => {
  mock.timers.reset();
  await app.close();
});

/** Every schema property of the document: [path, name, schema]. */
function properties(): Array<[string, string, Json]> {
  const out: Array<[string, string, Json]> = [];
  const walk = (s: unknown, path: string) => {
    if (!isObject(s)) return;
    for (const k of ['anyOf', 'oneOf', 'allOf'])
      if (Array.isArray(s[k])) for (const b of s[k] as unknown[]) walk(b, path);
    if (isObject(s.items)) walk(s.items, `${path}[]`);
    if (isObject(s.properties))
      for (const [name, p] of Object.entries(s.properties)) {
        out.push([path, name, p as Json]);
        walk(p, `${path}.${name}`);
      }
  };
  for (const [name, s] of Object.entries((doc.components as Json).schemas as Json)) walk(s, name);
  for (const [path, item] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(item as Json)) {
      if (!isObject(op)) continue;
      const media = (o: unknown) =>
        ((o as Json)?.content as Json | undefined)?.['application/json'];
      walk((media(op.requestBody) as Json | undefined)?.schema, `${method} ${path} body`);
      for (const [status, r] of Object.entries((op.responses ?? {}) as Json))
        walk((media(r) as Json | undefined)?.schema, `${method} ${path} ${status}`);
    }
  return out;
}

/** The keys of maps keyed by a name: planets (positions), verdicts (verdict_distribution). */
const NAME_KEYS = new Set<string>([
  ...['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'],
  ...VERDICTS,
]);

describe('the document', () => {
  test('property names are lowercase snake_case (planet-keyed maps aside); no renamed spelling is left', () => {
    const bad: string[] = [];
    for (const [path, name, schema] of properties()) {
      if (NAME_KEYS.has(name)) continue;
      if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name)) bad.push(`${path}.${name}`);
      if (['bhukti', 'antara', 'dasa', 'instant'].includes(name)) bad.push(`${path}.${name}`);
      // `degree` as text is `degree_text`; the contract's vedic_bhava reading keeps a number.
      if (name === 'degree' && schema.type !== 'number') bad.push(`${path}.${name} (text)`);
    }
    assert.deepEqual(bad, []);
  });

  test('enum values are lowercase, but the contract’s capitals (verdicts, confidences, mode) and names', () => {
    // Names, not enums: the significator levels A-D and KSK (K. S. Krishnamurti's initials).
    const names = ['A', 'B', 'C', 'D', 'KSK'];
    const contract = new Set<string>([...VERDICTS, ...CONFIDENCES, 'BIRTH', 'HORARY', ...names]);
    const bad: string[] = [];
    for (const [path, name, schema] of properties()) {
      const values = [
        ...(Array.isArray(schema.enum) ? schema.enum : []),
        ...(schema.const !== undefined ? [schema.const] : []),
        ...((Array.isArray(schema.anyOf) ? schema.anyOf : []) as Json[]).flatMap((b) =>
          Array.isArray(b.enum) ? b.enum : b.const !== undefined ? [b.const] : [],
        ),
      ];
      for (const v of values)
        if (typeof v === 'string' && /^[A-Z0-9_]+$/.test(v) && /[A-Z]/.test(v) && !contract.has(v))
          bad.push(`${path}.${name}: ${v}`);
    }
    assert.deepEqual(bad, []);
  });

  test('every *_at is an ISO 8601 string, but the contract’s ping expires_at (Unix seconds)', () => {
    const bad = properties()
      .filter(([path, name]) => name.endsWith('_at') && !path.startsWith('get /api/v1/ping'))
      .filter(([, , s]) => {
        const types = [s.type, ...((s.anyOf ?? []) as Json[]).map((b) => b.type)];
        return types.includes('number') || types.includes('integer');
      })
      .map(([path, name]) => `${path}.${name}`);
    assert.deepEqual(bad, []);
  });
});

describe('answers', () => {
  test('every GET refuses an unknown query parameter, naming the nearest one', async () => {
    for (const url of [
      '/api/v1/event-catalog?lnag=hi',
      '/api/v1/muhurta/events?lnag=hi',
      '/api/v1/places?q=Pune&lmit=2',
      '/api/v1/financial/events?start_date=2025-03-01&end_date=2025-03-31&ayanamza=kp',
    ]) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 422, url);
      const [error] = res.json().field_errors;
      assert.equal(error.code, 'unknown_field', url);
      assert.match(error.message, /Did you mean (lang|limit|ayanamsa)\?$/, url);
    }
  });

  test('financial: the old ids litigation and partnership still work, answered with the new ones; each id is once in the catalog', async () => {
    const entity = {
      birth_date: '2004-08-25',
      birth_time: '10:00',
      latitude: 19.076,
      longitude: 72.8777,
    };
    const old = await postJson(app, '/api/v1/financial/chart', {
      birth: entity,
      event_name: 'litigation',
    });
    assert.equal(old.statusCode, 200, old.body);
    assert.equal(old.json().event_name, 'legal_dispute');
    const ids = (await app.inject('/api/v1/event-catalog'))
      .json()
      .events.map((e: { id: string }) => e.id);
    assert.equal(new Set(ids).size, ids.length, 'no id twice');
    assert.equal(ids.filter((id: string) => id === 'litigation').length, 1);
    assert.ok(ids.includes('legal_dispute'));
  });

  test('/descriptive takes mode in lowercase, answers in the contract’s capitals', async () => {
    const birth = {
      birth_date: '1990-07-04',
      birth_time: '10:12',
      latitude: 28.6139,
      longitude: 77.209,
    };
    const body = { question: 'What will my spouse be like?', birth };
    const lower = await postJson(app, '/api/v1/descriptive', { ...body, mode: 'birth' });
    const upper = await postJson(app, '/api/v1/descriptive', { ...body, mode: 'BIRTH' });
    assert.equal(lower.statusCode, 200, lower.body);
    assert.equal(lower.json().mode, 'BIRTH');
    assert.equal(lower.body, upper.body);
  });

  test('meta.input_hash: the interlinks’ holds from day to day, the birth chart’s follows as_of', async () => {
    const body = {
      birth_date: '1990-07-04',
      birth_time: '10:12',
      latitude: 28.6139,
      longitude: 77.209,
    };
    const hashes = async (url: string) => {
      const out: string[] = [];
      for (const day of ['2026-01-15', '2031-06-01']) {
        mock.timers.enable({ apis: ['Date'], now: new Date(`${day}T12:00:00Z`) });
        out.push((await postJson(app, url, body)).json().meta.input_hash);
        mock.timers.reset();
      }
      return out;
    };
    const [a, b] = await hashes('/api/v1/cuspal-interlinks');
    assert.equal(a, b);
    const [c, d] = await hashes('/api/v1/birth-chart');
    assert.notEqual(c, d);
  });
});
