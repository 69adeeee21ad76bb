/**
 * The error codes (issue 36 §1; decisions.md, Platform → Errors): every error body has a stable
 * `code`, every field error too, from the one table in src/http/errors.ts, documented once
 * (docs/errors.md, generated; the OpenAPI Error and ValidationError schemas list the same codes).
 * Authority: decisions.md's error shape, and the server's own answers.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ERROR_EXAMPLE, errorsDocument } from '../../src/http/error-docs.js';
import {
  DOMAIN_FIELD_CODES,
  ERROR_CODES,
  FIELD_ERROR_CODES,
  FIELD_ERRORS,
  nearestName,
} from '../../src/http/errors.js';
import { buildTestServer, postJson } from '../helpers/server.js';

const ROOT = new URL('../../', import.meta.url);

let app: FastifyInstance;
before(async () => {
  app = await buildTestServer();
});
after(async () => {
  await app.close();
});

describe('the table', () => {
  test('codes are lowercase snake_case, each once', () => {
    for (const code of [...ERROR_CODES, ...FIELD_ERROR_CODES])
      assert.match(code, /^[a-z]+(_[a-z]+)*$/, code);
    assert.equal(new Set(ERROR_CODES).size, ERROR_CODES.length);
  });

  test('docs/errors.md is generated from it (run npm run docs:generate)', () => {
    const committed = readFileSync(new URL('docs/errors.md', ROOT), 'utf8');
    assert.ok(committed === errorsDocument(), 'docs/errors.md is stale: run npm run docs:generate');
  });

  test('the OpenAPI Error and ValidationError schemas list exactly its codes', async () => {
    const doc = (await app.inject('/openapi.json')).json();
    const consts = (s: { enum?: string[]; const?: string }) => s.enum ?? [s.const];
    const error = doc.components.schemas.Error.properties;
    assert.deepEqual(consts(error.code), ERROR_CODES);
    const validation = doc.components.schemas.ValidationError.properties;
    assert.deepEqual(consts(validation.code), ['validation_failed']);
    assert.deepEqual(consts(validation.field_errors.items.properties.code), FIELD_ERROR_CODES);
    assert.match(doc.info.description, /\| 401 \| `missing_app_secret` \|/);
  });

  test('every DomainError code thrown under src/ has a field code', () => {
    const thrown = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts')) {
          const text = readFileSync(path, 'utf8');
          for (const m of text.matchAll(/(?:new DomainError|super)\(\s*'([A-Z_]+)'/g))
            thrown.add(m[1] as string);
        }
      }
    };
    walk(new URL('src', ROOT).pathname);
    assert.ok(thrown.size >= 15, `found ${thrown.size} codes`);
    for (const code of thrown) {
      const field = DOMAIN_FIELD_CODES[code];
      assert.ok(field !== undefined && field in FIELD_ERRORS, `${code} has no field code`);
    }
  });

  test('every error body written outside the table carries a code', () => {
    // The table's own files and the schemas describe `detail`; anything else that writes one (an
    // object literal or raw JSON) must write `code` beside it.
    const own =
      /src\/http\/(errors|error-docs)\.ts$|src\/http\/schemas\/|src\/(engine|app\/present)\//;
    const bare: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !own.test(path))
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/["']?\bdetail["']?\s*:(?!\s*boolean)/.test(line) && !/code/.test(line))
                bare.push(`${path}:${i + 1}: ${line.trim()}`);
            });
      }
    };
    walk(new URL('src', ROOT).pathname);
    assert.deepEqual(bare, []);
  });

  test('the nearest known name of a misspelt field', () => {
    const birth = ['birth_date', 'birth_time', 'latitude', 'longitude', 'place', 'name'];
    assert.equal(nearestName('lattitude', birth), 'latitude');
    assert.equal(nearestName('Latitude', birth), 'latitude');
    assert.equal(nearestName('birthdate', birth), 'birth_date');
    assert.equal(nearestName('birth-time', birth), 'birth_time');
    assert.equal(nearestName('longtiude', birth), 'longitude');
    assert.equal(nearestName('lon', birth), 'longitude');
    assert.equal(nearestName('la', birth), undefined);
    assert.equal(nearestName('colour', birth), undefined);
  });
});

describe('answers', () => {
  test('the docs example is what the server answers', async () => {
    const res = await postJson(app, '/api/v1/birth-chart', ERROR_EXAMPLE.request);
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json(), ERROR_EXAMPLE.response);
  });

  test('one failing field: the detail is its sentence', async () => {
    const res = await postJson(app, '/api/v1/birth-chart', {
      birth_date: '1990-07-04',
      latitude: 28.6,
      longitude: 77.2,
    });
    assert.deepEqual(res.json(), {
      detail: 'birth_time is required.',
      code: 'validation_failed',
      field_errors: [{ field: 'birth_time', code: 'required', message: 'birth_time is required.' }],
    });
  });

  test('field codes for dates, times, ranges, choices and lists, in plain words', async () => {
    const res = await postJson(app, '/api/v1/financial/compare', {
      original: { birth_date: '1990-02-31', birth_time: '24:00', latitude: 28.6, longitude: 77.2 },
      candidate: { birth_date: '1700-01-01', birth_time: '10:00', latitude: 28.6, longitude: 77.2 },
      event_categories: ['litigation', 'litigation'],
      lang: 'xx',
    });
    assert.equal(res.statusCode, 422);
    const byField = Object.fromEntries(
      res
        .json()
        .field_errors.map((e: { field: string; code: string; message: string }) => [
          e.field,
          [e.code, e.message],
        ]),
    );
    assert.equal(byField['original.birth_date'][0], 'invalid_date');
    assert.equal(byField['original.birth_time'][0], 'invalid_time');
    assert.equal(byField['candidate.birth_date'][0], 'out_of_range');
    assert.deepEqual(byField.event_categories, [
      'duplicate_items',
      'event_categories names the same value twice (entries 1 and 2); list each once.',
    ]);
    assert.equal(byField.lang[0], 'invalid_value');
    assert.match(byField.lang[1], /^lang must be one of: en, hi,/);
  });

  test('malformed and empty bodies are field `body` with their own codes', async () => {
    const headers = { 'content-type': 'application/json' };
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers,
      payload: '{',
    });
    assert.deepEqual(bad.json().field_errors, [
      { field: 'body', code: 'invalid_json', message: 'The request body is not valid JSON.' },
    ]);
    const empty = await app.inject({ method: 'POST', url: '/api/v1/birth-chart', headers });
    assert.equal(empty.json().field_errors[0].code, 'empty_body');
  });

  test('404, 405 and 415 carry their codes', async () => {
    assert.equal((await app.inject('/api/v1/nothing-here')).json().code, 'not_found');
    const wrongMethod = await app.inject({ method: 'GET', url: '/api/v1/birth-chart' });
    assert.equal(wrongMethod.json().code, 'method_not_allowed');
    const text = await app.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    assert.equal(text.json().code, 'unsupported_media_type');
  });

  test('a polar latitude whose pair looks swapped says so', async () => {
    const swapped = {
      birth_date: '1990-07-04',
      birth_time: '10:12',
      latitude: 77.209,
      longitude: 28.6139,
    };
    const named = await postJson(app, '/api/v1/birth-chart', { ...swapped, place: 'New Delhi' });
    const [error] = named.json().field_errors;
    assert.equal(error.field, 'latitude');
    assert.equal(error.code, 'polar_latitude');
    assert.match(
      error.message,
      /Latitude and longitude look swapped: "New Delhi" is at latitude 28\.6/,
    );
    assert.match(error.message, /send latitude 28\.6139 and longitude 77\.209\.$/);
    // Without a place, or with a place at the coordinates (a real arctic town): nothing said.
    const bare = await postJson(app, '/api/v1/birth-chart', swapped);
    assert.doesNotMatch(bare.json().field_errors[0].message, /swapped/);
    const arctic = await postJson(app, '/api/v1/birth-chart', {
      birth_date: '1990-07-04',
      birth_time: '10:12',
      latitude: 78.2232,
      longitude: 15.6267,
      place: 'Longyearbyen',
    });
    assert.equal(arctic.json().field_errors[0].code, 'polar_latitude');
    assert.doesNotMatch(arctic.json().field_errors[0].message, /swapped|wrong way round/);
    // Nested: a muhurta body's birth.
    const nested = await postJson(app, '/api/v1/muhurta', {
      birth: { ...swapped, place: 'New Delhi' },
      event_name: 'marriage',
    });
    assert.equal(nested.json().field_errors[0].field, 'birth.latitude');
    assert.match(nested.json().field_errors[0].message, /look swapped/);
  });
});
