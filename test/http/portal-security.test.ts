/**
 * The portal's defences through the real server: security headers scoped to /portal, cookie
 * attributes, CSRF (synchronizer token and Origin / Sec-Fetch-Site), HTML escaping, the per-IP limit
 * on sign-in, and the app-limit and no-subscription refusals.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

const PASSWORD = 'correct horse battery';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let ipCounter = 0;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage);
  server = await buildPlatformServer(platform);
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

function cookie(res: LightMyRequestResponse, name: string): string {
  const all = res.headers['set-cookie'];
  const list = Array.isArray(all) ? all : all ? [all] : [];
  return list.find((c) => c.startsWith(`${name}=`)) ?? '';
}

function csrfOf(body: string): string {
  return /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';
}

/** A fresh IP per sign-in so the per-IP limit never interferes with unrelated tests. */
function nextIp(): string {
  ipCounter++;
  return `192.0.2.${ipCounter}`;
}

/** Signs up through the portal form; returns the session cookie and the dashboard's CSRF token. */
async function portalSignUp(email: string): Promise<{ cookie: string; csrf: string }> {
  const form = await server.inject({ method: 'GET', url: '/portal/sign-up' });
  const pre = cookie(form, 'sublord_pre').split(';')[0] ?? '';
  const res = await server.inject({
    method: 'POST',
    url: '/portal/sign-up',
    headers: {
      ...FORM,
      cookie: pre,
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    },
    payload: new URLSearchParams({
      _csrf: csrfOf(form.body),
      email,
      password: PASSWORD,
    }).toString(),
    remoteAddress: nextIp(),
  });
  assert.equal(res.statusCode, 303, res.body);
  assert.equal(res.headers.location, '/portal/dashboard');
  const session = cookie(res, 'sublord_session').split(';')[0] ?? '';
  const dash = await server.inject({
    method: 'GET',
    url: '/portal/dashboard',
    headers: { cookie: session },
  });
  return { cookie: session, csrf: csrfOf(dash.body) };
}

describe('headers and cookies', () => {
  test('portal pages carry a strict CSP and no-store; other routes are untouched by helmet', async () => {
    const page = await server.inject({ method: 'GET', url: '/portal/sign-in' });
    assert.equal(page.statusCode, 200);
    const csp = String(page.headers['content-security-policy']);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      assert.ok(csp.includes(directive), directive);
    }
    assert.ok(!csp.includes('unsafe-inline'));
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
    assert.match(cookie(page, 'sublord_pre'), /HttpOnly; SameSite=Lax$/);
    assert.ok(!/<script>/.test(page.body), 'no inline script');
    const css = await server.inject({ method: 'GET', url: '/portal/assets/portal.css' });
    assert.equal(css.headers['content-type'], 'text/css; charset=utf-8');
    const js = await server.inject({ method: 'GET', url: '/portal/assets/copy.js' });
    assert.match(js.body, /data-copy/);
    const health = await server.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.headers['content-security-policy'], undefined);
  });

  test('the session cookie is HttpOnly, SameSite=Lax, scoped to /portal; Secure and HSTS behind https', async () => {
    const { cookie: session } = await portalSignUp('cookies@example.com');
    assert.match(session, /^sublord_session=[A-Za-z0-9_-]{43}$/);
    const httpsPlatform = await openTestPlatform(
      storage,
      {},
      { baseUrl: 'https://api.example.com' },
    );
    const httpsServer = await buildPlatformServer(httpsPlatform);
    try {
      const form = await httpsServer.inject({ method: 'GET', url: '/portal/sign-in' });
      assert.match(cookie(form, 'sublord_pre'), /Path=\/portal; HttpOnly; Secure; SameSite=Lax/);
      assert.ok(String(form.headers['strict-transport-security']).includes('max-age='));
    } finally {
      await httpsServer.close();
      await httpsPlatform.close();
    }
  });
});

describe('CSRF', () => {
  test('sign-in without, or with a wrong, CSRF token is 403', async () => {
    const form = await server.inject({ method: 'GET', url: '/portal/sign-in' });
    const pre = cookie(form, 'sublord_pre').split(';')[0] ?? '';
    const post = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
      server.inject({
        method: 'POST',
        url: '/portal/sign-in',
        headers: { ...FORM, cookie: pre, ...headers },
        payload: new URLSearchParams(payload).toString(),
        remoteAddress: nextIp(),
      });
    assert.equal((await post({ email: 'a@example.com', password: PASSWORD })).statusCode, 403);
    assert.equal(
      (await post({ _csrf: 'x'.repeat(43), email: 'a@example.com', password: PASSWORD }))
        .statusCode,
      403,
    );
    const good = { _csrf: csrfOf(form.body), email: 'a@example.com', password: PASSWORD };
    assert.equal(
      (await post(good)).statusCode,
      401,
      'a valid token gets as far as the password check',
    );
    assert.equal((await post(good, { 'sec-fetch-site': 'cross-site' })).statusCode, 403);
    assert.equal((await post(good, { origin: 'https://evil.example' })).statusCode, 403);
    assert.equal((await post(good, { origin: 'null' })).statusCode, 403);
  });

  test('app forms need the token of their own session', async () => {
    const alice = await portalSignUp('alice@example.com');
    const mallory = await portalSignUp('mallory@example.com');
    await platform.payments.grant('alice@example.com');
    const create = (session: string, csrf: string) =>
      server.inject({
        method: 'POST',
        url: '/portal/apps',
        headers: { ...FORM, cookie: session },
        payload: new URLSearchParams({ _csrf: csrf, name: 'x' }).toString(),
      });
    assert.equal((await create(alice.cookie, mallory.csrf)).statusCode, 403);
    assert.equal((await create(alice.cookie, '')).statusCode, 403);
    const noSession = await create('', alice.csrf);
    assert.equal(noSession.statusCode, 303);
    assert.equal(noSession.headers.location, '/portal/sign-in');
    const ok = await create(alice.cookie, alice.csrf);
    assert.equal(ok.statusCode, 201);
    assert.equal(ok.headers['cache-control'], 'no-store');
    const appId = /id="app-id">([^<]+)</.exec(ok.body)?.[1] ?? '';
    const revokeAsMallory = await server.inject({
      method: 'POST',
      url: `/portal/apps/${appId}/revoke`,
      headers: { ...FORM, cookie: mallory.cookie },
      payload: new URLSearchParams({ _csrf: mallory.csrf }).toString(),
    });
    assert.equal(revokeAsMallory.statusCode, 404, "another account's app is not found");
  });
});

describe('pages', () => {
  test('user text is escaped; refusals re-render the dashboard with a reason', async () => {
    const dev = await portalSignUp('escape@example.com');
    const post = (name: string) =>
      server.inject({
        method: 'POST',
        url: '/portal/apps',
        headers: { ...FORM, cookie: dev.cookie },
        payload: new URLSearchParams({ _csrf: dev.csrf, name }).toString(),
      });
    const early = await post('too early');
    assert.equal(early.statusCode, 402);
    assert.match(early.body, /An active subscription is needed to create apps/);
    await platform.payments.grant('escape@example.com');
    const evil = '<script>alert("x")</script>';
    assert.equal((await post(evil)).statusCode, 201);
    for (let i = 0; i < 4; i++) await post(`app ${i}`);
    const sixth = await post('sixth');
    assert.equal(sixth.statusCode, 409);
    assert.match(sixth.body, /at most 5 apps/);
    assert.ok(!sixth.body.includes(evil), 'the name is not inserted raw');
    assert.ok(sixth.body.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'));
  });

  test('the 11th portal sign-in attempt a minute from one IP is 429 with Retry-After', async () => {
    const form = await server.inject({ method: 'GET', url: '/portal/sign-in' });
    const pre = cookie(form, 'sublord_pre').split(';')[0] ?? '';
    const statuses: number[] = [];
    let last: LightMyRequestResponse | null = null;
    for (let i = 0; i < 11; i++) {
      last = await server.inject({
        method: 'POST',
        url: '/portal/sign-in',
        headers: { ...FORM, cookie: pre },
        payload: new URLSearchParams({
          _csrf: csrfOf(form.body),
          email: 'x@example.com',
          password: 'wrong password',
        }).toString(),
        remoteAddress: '198.51.100.77',
      });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
    assert.ok(Number(last?.headers['retry-after']) >= 1);
    assert.match(last?.body ?? '', /Too many attempts/);
  });
});
