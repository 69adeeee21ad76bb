/**
 * The OpenAPI document (/openapi.json) checked by a real validator and against what the server does
 * (issue 9 §6). Authorities: the OpenAPI 3.1 schema (through @seriousme/openapi-schema-validator,
 * which validates against the official JSON Schemas of the specification) and JSON Schema 2020-12
 * (Ajv) for every schema in the document; the behaviour is the server's own, through the real gate.
 * - the document is valid OpenAPI 3.1; every component and response schema compiles;
 * - no global security: /healthz and /api/auth/* are public, every /api/v1 operation takes the keys;
 * - rate-limit headers on every response of a rate-limited operation, Retry-After on 429;
 * - 413, 415 and 422 on every operation with a body, 500 on every operation;
 * - every request example is sendable as it is: sent with valid keys, each answers 200.
 * (Every response the HTTP tests receive is also checked against the document by
 * test/helpers/openapi-check.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { operationIdFor } from '../../src/http/openapi-document.js';
import type { IssuedCredentials } from '../../src/platform/apps/apps.js';
import type { Platform } from '../../src/platform/platform.js';
import { appHeaders, buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

// biome-ignore lint/suspicious/noExplicitAny: the parsed OpenAPI document is walked freely here.
type Json = Record<string, any>;

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let creds: IssuedCredentials;
let doc: Json;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage);
  server = await buildPlatformServer(platform);
  await server.ready();
  const dev = await seedDeveloper(platform);
  creds = await platform.apps.create(dev.accountId, 'openapi');
  doc = (await server.inject({ method: 'GET', url: '/openapi.json' })).json();
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
function operations(): Array<{ path: string; method: string; op: Json }> {
  const out: Array<{ path: string; method: string; op: Json }> = [];
  for (const [path, item] of Object.entries<Json>(doc.paths))
    for (const method of METHODS) if (item[method]) out.push({ path, method, op: item[method] });
  return out;
}
const RATE = [
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Limit-Day',
  'X-RateLimit-Remaining-Day',
  'X-RateLimit-Reset-Day',
];

describe('the document', () => {
  test('is valid OpenAPI 3.1 (@seriousme/openapi-schema-validator)', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    assert.equal(doc.openapi, '3.1.0');
    assert.ok(result.valid, JSON.stringify(result.errors, null, 1)?.slice(0, 2000));
    assert.equal(validator.version, '3.1');
  });

  test('every schema in it compiles as JSON Schema 2020-12 and every $ref resolves', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...doc, $id: 'urn:sublord:doc' });
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    assert.ok(refs.length > 20);
    for (const r of new Set(refs)) {
      const target = r.slice('"$ref":"'.length, -1);
      assert.ok(ajv.getSchema(`urn:sublord:doc${target}`), `unresolved ${target}`);
    }
  });

  test('security only on /api/v1: /healthz and /api/auth/* are public', () => {
    assert.equal(doc.security, undefined, 'no global security');
    const ops = operations();
    assert.ok(ops.some((o) => o.path === '/healthz'));
    assert.ok(ops.some((o) => o.path.startsWith('/api/auth/')));
    for (const { path, method, op } of ops) {
      if (path.startsWith('/api/v1/'))
        assert.deepEqual(op.security, [{ AppId: [], AppSecret: [] }], `${method} ${path}`);
      else if (path === '/healthz' || path.startsWith('/api/auth/') || path === '/source')
        assert.ok(op.security === undefined || op.security.length === 0, `${method} ${path}`);
      else if (path === '/api/question/cusp')
        assert.deepEqual(op.security, [{ SessionToken: [] }], 'the website session route');
    }
  });

  test('rate-limit headers on every /api/v1 response, Retry-After on every 429', () => {
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries<Json>(op.responses)) {
        const headers = Object.keys(response.headers ?? {});
        assert.ok(headers.includes('X-Request-Id'), `${method} ${path} ${status}`);
        if (path.startsWith('/api/v1/') || '429' in op.responses)
          for (const h of RATE) assert.ok(headers.includes(h), `${method} ${path} ${status} ${h}`);
        if (status === '429') assert.ok(headers.includes('Retry-After'), `${method} ${path}`);
      }
    }
    assert.ok(doc.components.headers['Retry-After']);
  });

  test('413, 415 and 422 wherever a body is read; 500 on every operation', () => {
    let withBody = 0;
    for (const { path, method, op } of operations()) {
      assert.ok(op.responses['500'], `${method} ${path} 500`);
      if (!op.requestBody) continue;
      withBody++;
      for (const status of ['413', '415', '422'])
        assert.ok(op.responses[status], `${method} ${path} ${status}`);
    }
    assert.ok(withBody >= 4);
  });

  test('every operation has a unique operationId (a generated client names its calls by it)', () => {
    const ids = operations().map(({ op }) => op.operationId);
    for (const id of ids) assert.match(id, /^[a-z][A-Za-z0-9]*$/);
    assert.equal(new Set(ids).size, ids.length, 'duplicate operationId');
    const byPath = (method: string, path: string) => doc.paths[path]?.[method]?.operationId;
    assert.equal(byPath('post', '/api/v1/birth-chart'), 'postBirthChart');
    assert.equal(byPath('get', '/api/v1/muhurta/events'), 'getMuhurtaEvents');
    assert.equal(byPath('post', '/api/question/cusp'), 'postApiQuestionCusp');
  });

  test('operationIdFor: method then PascalCase segments, /api/v1 left out, parameters By<Name>', () => {
    assert.equal(operationIdFor('get', '/api/v1/apps/{app_id}/usage'), 'getAppsByAppIdUsage');
    assert.equal(operationIdFor('post', '/api/auth/sign-in'), 'postApiAuthSignIn');
    assert.equal(operationIdFor('get', '/healthz'), 'getHealthz');
  });

  test('the prose documents 404, 405, 413, 415 and 500', () => {
    for (const status of ['404', '405', '413', '415', '500'])
      assert.match(doc.info.description, new RegExp(`\\| ${status} \\|`), status);
  });
});

describe('request examples', () => {
  test('every operation with a body has an example, and each example answers 200 as it is', async () => {
    let sent = 0;
    for (const { path, method, op } of operations()) {
      if (!op.requestBody || !path.startsWith('/api/v1/')) continue;
      const media = op.requestBody.content['application/json'];
      // Either one `example` or a map of named `examples` (each with a `value`).
      const examples: unknown[] =
        media.example !== undefined
          ? [media.example]
          : Object.values<Json>(media.examples ?? {}).map((e) => e.value);
      assert.ok(examples.length > 0, `${method} ${path} has an example`);
      for (const example of examples) {
        const res = await server.inject({
          method: method.toUpperCase() as 'POST',
          url: path,
          headers: appHeaders(creds.appId, creds.appSecret),
          payload: example as Json,
        });
        assert.equal(res.statusCode, 200, `${method} ${path}: ${res.body.slice(0, 300)}`);
        sent++;
      }
    }
    assert.ok(sent >= 4, `${sent} examples sent`);
  });

  test('the birth-chart example never sends timezone and utc_offset_hours together', () => {
    const example = doc.paths['/api/v1/birth-chart'].post.requestBody.content['application/json']
      .example as Json;
    assert.ok(!('timezone' in example && 'utc_offset_hours' in example), JSON.stringify(example));
    assert.deepEqual(
      Object.keys(example).filter((k) =>
        ['birth_date', 'birth_time', 'latitude', 'longitude'].includes(k),
      ),
      ['birth_date', 'birth_time', 'latitude', 'longitude'],
    );
  });
});
