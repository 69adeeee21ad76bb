/**
 * Security headers on every answer (issue 37 §5). Before: only the portal sent a policy; `/`,
 * `/docs`, `/openapi.json` and every API answer had no Content-Security-Policy, no
 * `X-Content-Type-Options` and could be framed (the portal sent `X-Frame-Options: SAMEORIGIN`).
 * Authority: CSP Level 3 (`frame-ancestors 'none'`, hash sources: base64 SHA-256 of the element's
 * text), the Fetch standard's `nosniff`, RFC 7034 (X-Frame-Options). Real server, every kind of
 * answer: pages, assets, JSON, errors, the MCP transport's own answer.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../src/platform/platform.js';
import { BIRTH_BODY, buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

let storage: TestStorage;
let platform: Platform;
let app: FastifyInstance;
let creds: Record<string, string>;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage);
  app = await buildPlatformServer(platform);
  const dev = await seedDeveloper(platform);
  const issued = await platform.apps.create(dev.accountId, 'headers');
  creds = { 'x-app-id': issued.appId, 'x-app-secret': issued.appSecret };
});
after(async () => {
  await app.close();
  await platform.close();
  storage.remove();
});

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const ANSWERS: Array<{ method: 'GET' | 'POST'; url: string; status: number; body?: unknown }> = [
  { method: 'GET', url: '/', status: 200 },
  { method: 'GET', url: '/docs', status: 200 },
  { method: 'GET', url: '/docs/static/swagger-ui.css', status: 200 },
  { method: 'GET', url: '/openapi.json', status: 200 },
  { method: 'GET', url: '/healthz', status: 200 },
  { method: 'GET', url: '/api/v1/ping', status: 200 },
  { method: 'POST', url: '/api/v1/birth-chart', status: 200, body: BIRTH_BODY },
  { method: 'POST', url: '/api/v1/birth-chart', status: 422, body: {} },
  { method: 'GET', url: '/no/such/path', status: 404 },
  { method: 'GET', url: '/mcp', status: 405 },
  { method: 'GET', url: '/portal/sign-in', status: 200 },
  { method: 'GET', url: '/portal/assets/portal.css', status: 200 },
];

test('every answer: nosniff, DENY, a policy with frame-ancestors none that loads only its own assets', async () => {
  for (const { method, url, status, body } of ANSWERS) {
    const res = await app.inject({
      method,
      url,
      headers: url.startsWith('/api/v1') ? creds : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const where = `${method} ${url}`;
    assert.equal(res.statusCode, status, where);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', where);
    assert.equal(res.headers['x-frame-options'], 'DENY', where);
    const policy = directives(String(res.headers['content-security-policy'] ?? ''));
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], where);
    assert.deepEqual(policy.get('default-src'), ["'none'"], where);
    for (const [name, sources] of policy) {
      for (const source of sources) {
        // Own assets only: 'self', 'none', a hash, or data: for images (swagger-ui's icons).
        const allowed =
          ["'self'", "'none'"].includes(source) ||
          /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source) ||
          (name === 'img-src' && source === 'data:');
        assert.ok(allowed, `${where}: ${name} ${source}`);
      }
    }
  }
});

test('answers that are not pages load nothing at all', async () => {
  for (const url of ['/healthz', '/openapi.json', '/no/such/path']) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(
      res.headers['content-security-policy'],
      "default-src 'none'; frame-ancestors 'none'",
    );
  }
});

test("the landing page's one inline style is allowed by its hash, and nothing else inline", async () => {
  const res = await app.inject({ method: 'GET', url: '/' });
  const styles = [...res.body.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1] ?? '');
  assert.equal(styles.length, 1);
  assert.ok(!/<script|style="/i.test(res.body));
  const hash = createHash('sha256')
    .update(styles[0] ?? '')
    .digest('base64');
  const policy = directives(String(res.headers['content-security-policy']));
  assert.deepEqual(policy.get('style-src'), [`'sha256-${hash}'`]);
});
