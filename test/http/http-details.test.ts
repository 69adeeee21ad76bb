/**
 * HTTP details a client relies on (issue 9 §6, §7), through the real server and the real /api/v1 gate:
 * - a known path with the wrong method answers 405 with `Allow` and the `{ detail }` body (RFC 9110
 *   §15.5.6: a 405 MUST carry Allow); an unknown path answers 404;
 * - credentials are checked before the body is read: an unauthenticated 2 MB body gets 401, and a
 *   2 MB body to a path or method that does not exist gets 404/405, never 413;
 * - 413 and 415 use the JSON error shape and carry the rate-limit headers of every /api/v1 answer;
 * - every non-JSON body gets 415 in JSON (text/plain included); a `__proto__` key gets 422 naming it;
 * - GET / is a landing page linking the docs, the portal, /healthz and /source; /docs carries the
 *   project's name, not the stock logo.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { IssuedCredentials } from '../../src/platform/apps/apps.js';
import type { Platform } from '../../src/platform/platform.js';
import { appHeaders, BIRTH_BODY, buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let creds: IssuedCredentials;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage);
  server = await buildPlatformServer(platform);
  await server.ready();
  const dev = await seedDeveloper(platform);
  creds = await platform.apps.create(dev.accountId, 'details');
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

const RATE_HEADERS = [
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'x-ratelimit-limit-day',
  'x-ratelimit-remaining-day',
  'x-ratelimit-reset-day',
];
/** 2 MB of JSON, 32 times the 64 KiB body limit. */
const TWO_MB = JSON.stringify({ birth_date: '1990-07-04', padding: 'x'.repeat(2 * 1024 * 1024) });
const auth = () => appHeaders(creds.appId, creds.appSecret);

function assertJsonError(res: LightMyRequestResponse, status: number): void {
  assert.equal(res.statusCode, status, res.body.slice(0, 200));
  assert.match(String(res.headers['content-type']), /^application\/json/);
  assert.equal(typeof res.json().detail, 'string');
}
function assertRateHeaders(res: LightMyRequestResponse): void {
  for (const h of RATE_HEADERS)
    assert.ok(res.headers[h] !== undefined, `${res.statusCode} lacks ${h}`);
}

describe('405 with Allow', () => {
  test('a known path with the wrong method: 405, Allow lists the methods, JSON detail', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/api/v1/birth-chart', 'POST'],
      ['DELETE', '/api/v1/panchang', 'POST'],
      ['POST', '/api/v1/ping', 'GET, HEAD'],
      ['POST', '/healthz', 'GET, HEAD'],
      ['PUT', '/api/auth/sign-in', 'POST'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await server.inject({ method: method as 'GET', url, headers: auth() });
      assertJsonError(res, 405);
      assert.equal(res.headers.allow, allow, `${method} ${url}`);
    }
  });

  test('an unknown path is still 404, and /api/v1 404s and 405s carry the rate-limit headers', async () => {
    const missing = await server.inject({ method: 'GET', url: '/api/v1/no-such-endpoint' });
    assertJsonError(missing, 404);
    assert.equal(missing.headers.allow, undefined);
    assertRateHeaders(missing);
    const wrong = await server.inject({ method: 'GET', url: '/api/v1/birth-chart?x=1' });
    assertJsonError(wrong, 405);
    assertRateHeaders(wrong);
  });
});

describe('authentication before the body', () => {
  test('an unauthenticated 2 MB body gets 401, not 413', async () => {
    for (const url of ['/api/v1/birth-chart', '/api/v1/panchang', '/api/v1/compatibility']) {
      const res = await server.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: TWO_MB,
      });
      assertJsonError(res, 401);
      assertRateHeaders(res);
    }
  });

  test('a 2 MB body to a wrong method or an unknown path is answered 405/404 without reading it', async () => {
    const wrongMethod = await server.inject({
      method: 'POST',
      url: '/api/v1/ping',
      headers: { 'content-type': 'application/json' },
      payload: TWO_MB,
    });
    assertJsonError(wrongMethod, 405);
    const unknown = await server.inject({
      method: 'POST',
      url: '/api/v1/nonexistent',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: TWO_MB,
    });
    assertJsonError(unknown, 404);
  });

  test('an authenticated 2 MB body: 413 in JSON with the rate-limit headers', async () => {
    const res = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: TWO_MB,
    });
    assertJsonError(res, 413);
    assert.equal(res.json().detail, 'Request body too large: the limit is 64 KiB.');
    assert.equal(res.json().code, 'payload_too_large');
    assertRateHeaders(res);
  });
});

describe('content types', () => {
  test('every non-JSON body gets 415 in JSON with the rate-limit headers', async () => {
    for (const type of [
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await server.inject({
        method: 'POST',
        url: '/api/v1/birth-chart',
        headers: { ...auth(), 'content-type': type },
        payload: JSON.stringify(BIRTH_BODY),
      });
      assertJsonError(res, 415);
      assert.equal(res.json().detail, 'Send the request body as application/json.', type);
      assertRateHeaders(res);
    }
  });

  test('a __proto__ key gets 422 naming the field; malformed JSON is still field body', async () => {
    const top = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: `{"__proto__":{"polluted":true},"birth_date":"1990-07-04"}`,
    });
    assertJsonError(top, 422);
    assert.deepEqual(top.json().field_errors, [
      {
        field: '__proto__',
        code: 'reserved_key',
        message: '__proto__ is a reserved key name and is not accepted.',
      },
    ]);
    const nested = await server.inject({
      method: 'POST',
      url: '/api/v1/compatibility',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: `{"boy":{"constructor":{"prototype":{"x":1}}}}`,
    });
    assertJsonError(nested, 422);
    assert.equal(nested.json().field_errors[0].field, 'boy.constructor.prototype');
    assert.equal(({} as Record<string, unknown>).polluted, undefined, 'no prototype was touched');
    const malformed = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"birth_date":',
    });
    assert.deepEqual(malformed.json().field_errors, [
      { field: 'body', code: 'invalid_json', message: 'The request body is not valid JSON.' },
    ]);
  });
});

describe('the first visit', () => {
  test('GET / links the docs, the portal, /healthz and /source', async () => {
    const res = await server.inject({ method: 'GET', url: '/' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    for (const href of ['/docs', '/portal', '/healthz', '/source'])
      assert.ok(res.body.includes(`href="${href}"`), href);
    assert.match(res.body, /<title>sublord<\/title>/);
  });

  test('/docs carries the project name and its own logo, not the stock one', async () => {
    const page = await server.inject({ method: 'GET', url: '/docs' });
    const html =
      page.statusCode === 302 || page.statusCode === 301
        ? (await server.inject({ method: 'GET', url: String(page.headers.location) })).body
        : page.body;
    assert.match(html, /<title>sublord API<\/title>/);
    // swagger-ui embeds the top-bar logo in its initializer as a data: URI.
    const init = await server.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    const data = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(init.body)?.[1];
    assert.ok(data, 'a logo is embedded');
    const svg = Buffer.from(data, 'base64').toString('utf8');
    assert.match(svg, />sublord</);
    assert.doesNotMatch(svg, /fastify|swagger/i);
  });
});
