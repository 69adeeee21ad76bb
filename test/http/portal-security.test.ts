/**
 * The portal's defences through the real server: security headers scoped to /portal, cookie
 * attributes, CSRF (synchronizer token and Origin / Sec-Fetch-Site), HTML escaping, the per-IP limit
 * on sign-in, and the app-limit and no-subscription refusals; the playground's sign-in and CSRF gate,
 * its field errors (422) and that no birth datum it receives reaches the log.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer, LOG_REDACT_PATHS } from '../../src/http/server.js';
import type { Platform } from '../../src/platform/platform.js';
import { awayFromMinuteEnd } from '../helpers/clock.js';
import { testCompute } from '../helpers/compute.js';
import { buildPlatformServer } from '../helpers/http.js';
import { checkResponsesAgainstOpenApi } from '../helpers/openapi-check.js';
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
async function portalSignUp(
  email: string,
  target: FastifyInstance = server,
): Promise<{ cookie: string; csrf: string }> {
  const form = await target.inject({ method: 'GET', url: '/portal/sign-up' });
  const pre = cookie(form, 'sublord_pre').split(';')[0] ?? '';
  const res = await target.inject({
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
  const dash = await target.inject({
    method: 'GET',
    url: '/portal/dashboard',
    headers: { cookie: session },
  });
  return { cookie: session, csrf: csrfOf(dash.body) };
}

describe('headers and cookies', () => {
  test('portal pages carry a strict CSP and no-store; other routes keep the API policy', async () => {
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
    // Helmet's page policy stays in the portal; other answers load nothing (security-headers.ts).
    const health = await server.inject({ method: 'GET', url: '/healthz' });
    assert.equal(
      health.headers['content-security-policy'],
      "default-src 'none'; frame-ancestors 'none'",
    );
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
    // Post/Redirect/Get (issue 23 §5): the POST redirects; the secret is on the GET, shown once.
    const created = await create(alice.cookie, alice.csrf);
    assert.equal(created.statusCode, 303);
    const reveal = cookie(created, 'sublord_reveal');
    assert.match(reveal, /Path=\/portal\/apps; HttpOnly; SameSite=Strict$/);
    const ok = await server.inject({
      method: 'GET',
      url: String(created.headers.location),
      headers: { cookie: `${alice.cookie}; ${reveal.split(';')[0]}` },
    });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['cache-control'], 'no-store');
    const appId = /id="app-id">([^<]+)</.exec(ok.body)?.[1] ?? '';
    assert.equal(created.headers.location, `/portal/apps/${appId}/credentials`);
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
    assert.equal((await post(evil)).statusCode, 303);
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
    await awayFromMinuteEnd(); // the budget is 10 a clock-aligned minute
    for (let i = 0; i < 11; i++) {
      last = await server.inject({
        method: 'POST',
        url: '/portal/sign-in',
        headers: { ...FORM, cookie: pre },
        payload: new URLSearchParams({
          _csrf: csrfOf(form.body),
          // A new email each time, so the per-email failure throttle never answers first.
          email: `x${i}@example.com`,
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

/** A valid playground form (the e2e chart), overridable field by field. */
const PLAYGROUND_FORM = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: '28.6139',
  longitude: '77.209',
  name: '',
  place: '',
  timezone: '',
  ayanamsa: 'kp',
  style: 'south',
};

function postPlayground(
  target: FastifyInstance,
  session: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return target.inject({
    method: 'POST',
    url: '/portal/playground',
    headers: { ...FORM, cookie: session, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The text of the field error shown beside a form field, tags stripped. */
function fieldError(body: string, field: string): string {
  const m = new RegExp(`<p class="field-error" id="${field}-error">([^<]*)</p>`).exec(body);
  return m?.[1] ?? '';
}

describe('playground', () => {
  test('signed out: GET and POST redirect to sign-in, nothing is computed', async () => {
    const page = await server.inject({ method: 'GET', url: '/portal/playground' });
    assert.equal(page.statusCode, 303);
    assert.equal(page.headers.location, '/portal/sign-in');
    const post = await postPlayground(server, '', { _csrf: 'x'.repeat(43), ...PLAYGROUND_FORM });
    assert.equal(post.statusCode, 303);
    assert.equal(post.headers.location, '/portal/sign-in');
  });

  test('the form needs the token of its own session and a same-origin post', async () => {
    const alice = await portalSignUp('playground-alice@example.com');
    const mallory = await portalSignUp('playground-mallory@example.com');
    const refused = [
      await postPlayground(server, alice.cookie, PLAYGROUND_FORM),
      await postPlayground(server, alice.cookie, { _csrf: '', ...PLAYGROUND_FORM }),
      await postPlayground(server, alice.cookie, { _csrf: mallory.csrf, ...PLAYGROUND_FORM }),
      await postPlayground(
        server,
        alice.cookie,
        { _csrf: alice.csrf, ...PLAYGROUND_FORM },
        { 'sec-fetch-site': 'cross-site' },
      ),
      await postPlayground(
        server,
        alice.cookie,
        { _csrf: alice.csrf, ...PLAYGROUND_FORM },
        { origin: 'https://evil.example' },
      ),
    ];
    for (const res of refused) {
      assert.equal(res.statusCode, 403);
      assert.match(res.body, /Form expired/);
      assert.ok(!res.body.includes('<svg'), 'nothing computed');
    }
    // Even invalid input is refused before validation when the token is missing.
    const invalid = await postPlayground(server, alice.cookie, {
      ...PLAYGROUND_FORM,
      latitude: '95',
    });
    assert.equal(invalid.statusCode, 403);
  });

  test('a valid form draws the chart inline under the strict CSP, with 18 predictions', async () => {
    const dev = await portalSignUp('playground-ok@example.com');
    await platform.payments.grant('playground-ok@example.com'); // the playground needs access
    const page = await server.inject({
      method: 'GET',
      url: '/portal/playground',
      headers: { cookie: dev.cookie },
    });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<form method="post" action="\/portal\/playground#result"/);
    const dashboard = await server.inject({
      method: 'GET',
      url: '/portal/dashboard',
      headers: { cookie: dev.cookie },
    });
    assert.match(dashboard.body, /<a href="\/portal\/playground"/, 'linked from the dashboard');

    const evil = '<script>alert(1)</script>';
    const res = await postPlayground(server, dev.cookie, {
      _csrf: dev.csrf,
      ...PLAYGROUND_FORM,
      name: evil,
      style: 'wheel',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-store');
    const csp = String(res.headers['content-security-policy']);
    assert.ok(csp.includes("script-src 'self'"));
    assert.ok(csp.includes("default-src 'none'"));
    assert.ok(!csp.includes('unsafe-inline'));
    assert.match(
      res.body,
      /<figure class="chart"[^>]*><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    assert.ok(!/<script>/.test(res.body), 'no inline script, the name included');
    assert.ok(!/ style="/.test(res.body), 'no inline style attributes for the CSP to refuse');
    assert.ok(res.body.includes('&lt;script&gt;alert(1)&lt;/script&gt;'), 'the name is escaped');
    const rows = res.body.match(/<tr data-event="/g) ?? [];
    assert.equal(rows.length, 18);
    assert.match(res.body, /<td class="domain"[^>]*>Marriage/);
    assert.match(res.body, /<details><summary>Reasoning<\/summary>/);
    assert.match(res.body, /id="current-dasha"/);
  });

  test("bad input answers 422 with the API's messages beside the fields, never a 500", async () => {
    const dev = await portalSignUp('playground-bad@example.com');
    await platform.payments.grant('playground-bad@example.com');
    const bad = await postPlayground(server, dev.cookie, {
      _csrf: dev.csrf,
      ...PLAYGROUND_FORM,
      birth_date: '1990-02-31',
      birth_time: '25:00',
      latitude: '95',
      longitude: 'east',
      ayanamsa: 'fagan',
      style: 'square',
    });
    assert.equal(bad.statusCode, 422);
    assert.match(bad.body, /The chart could not be cast/);
    assert.equal(
      fieldError(bad.body, 'birth_date'),
      'Birth date must be a real calendar date YYYY-MM-DD between 1800-01-01 and 2399-12-31.',
    );
    assert.equal(
      fieldError(bad.body, 'birth_time'),
      'Birth time must be a time HH:MM or HH:MM:SS in 24-hour form (00:00 to 23:59:59).',
    );
    assert.equal(fieldError(bad.body, 'latitude'), 'Latitude must be at most 90.');
    assert.equal(
      fieldError(bad.body, 'longitude'),
      'Longitude must be a number in decimal degrees, such as 28.6139.',
    );
    // The API's message for a union of literals (src/http/errors.ts reports the first branch).
    assert.match(fieldError(bad.body, 'ayanamsa'), /^Ayanamsa must be /);
    assert.equal(fieldError(bad.body, 'style'), 'Chart style must be one of: south, north, wheel.');
    assert.ok(!bad.body.includes('<svg'));
    assert.match(bad.body, /id="birth_time" name="birth_time" type="time" value="25:00"/, 'kept');

    const outOfRange = await postPlayground(server, dev.cookie, {
      _csrf: dev.csrf,
      ...PLAYGROUND_FORM,
      birth_date: '1799-12-31',
      birth_time: '',
    });
    assert.equal(outOfRange.statusCode, 422);
    assert.match(fieldError(outOfRange.body, 'birth_date'), /between 1800-01-01 and 2399-12-31/);
    assert.equal(fieldError(outOfRange.body, 'birth_time'), 'Birth time is required.');

    const polar = await postPlayground(server, dev.cookie, {
      _csrf: dev.csrf,
      ...PLAYGROUND_FORM,
      latitude: '80',
    });
    assert.equal(polar.statusCode, 422);
    assert.match(
      fieldError(polar.body, 'latitude'),
      /^Placidus houses are undefined at latitude 80/,
    );

    const zone = await postPlayground(server, dev.cookie, {
      _csrf: dev.csrf,
      ...PLAYGROUND_FORM,
      timezone: 'Mars/Olympus_Mons',
    });
    assert.equal(zone.statusCode, 422);
    assert.match(
      fieldError(zone.body, 'timezone'),
      /^Time zone &quot;Mars\/Olympus_Mons&quot; is not a time zone we know/,
    );
  });

  test('without the compute side the playground is not registered nor linked', async () => {
    const bare = checkResponsesAgainstOpenApi(
      await buildServer({
        compute: testCompute(),
        platform: createPlatformHttp(platform, platform.config),
      }),
    );
    try {
      const dev = await portalSignUp('playground-bare@example.com', bare);
      const page = await bare.inject({
        method: 'GET',
        url: '/portal/playground',
        headers: { cookie: dev.cookie },
      });
      assert.equal(page.statusCode, 404);
      const dashboard = await bare.inject({
        method: 'GET',
        url: '/portal/dashboard',
        headers: { cookie: dev.cookie },
      });
      assert.ok(!dashboard.body.includes('/portal/playground'));
    } finally {
      await bare.close();
    }
  });

  test('no birth datum sent to the playground reaches the log', async () => {
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: LOG_REDACT_PATHS }, sink);
    const logged = await buildPlatformServer(platform, logger);
    const birth = {
      birth_date: '1937-03-29',
      birth_time: '04:41',
      latitude: '12.97194',
      longitude: '77.59369',
      place: 'Quillonville Probe',
      name: 'Ottoline Probe-Name',
      timezone: 'Asia/Kolkata',
      ayanamsa: 'kp',
      style: 'north',
    };
    try {
      const dev = await portalSignUp('playground-privacy@example.com', logged);
      await platform.payments.grant('playground-privacy@example.com');
      const ok = await postPlayground(logged, dev.cookie, { _csrf: dev.csrf, ...birth });
      assert.equal(ok.statusCode, 200);
      assert.ok(ok.body.includes(birth.name), 'the page itself shows the input');
      const invalid = await postPlayground(logged, dev.cookie, {
        _csrf: dev.csrf,
        ...birth,
        longitude: `${birth.longitude}x`,
      });
      assert.equal(invalid.statusCode, 422);
      const polar = await postPlayground(logged, dev.cookie, {
        _csrf: dev.csrf,
        ...birth,
        latitude: '-80.12345',
      });
      assert.equal(polar.statusCode, 422);
      const forged = await postPlayground(logged, dev.cookie, birth);
      assert.equal(forged.statusCode, 403);
    } finally {
      await logged.close();
    }
    const log = chunks.join('');
    assert.ok(log.includes('"route":"/portal/playground"'), 'the log did record the requests');
    for (const [what, value] of [
      ['birth date', birth.birth_date],
      ['birth time', birth.birth_time],
      ['latitude', birth.latitude],
      ['polar latitude', '-80.12345'],
      ['longitude', birth.longitude],
      ['place', birth.place],
      ['name', birth.name],
    ]) {
      assert.ok(!log.includes(value ?? ''), `${what} found in the log`);
    }
  });
});
