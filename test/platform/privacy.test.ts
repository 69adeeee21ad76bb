/**
 * Privacy: after a full run through the server (website sign-up and sign-in, portal sign-in, app
 * creation and rotation, ping, birth-chart, a 401, a 422, a session-gated call with a question), no
 * app secret, password, session token, birth datum or question text sent in a request appears in
 * the captured log (pino at trace level, the most verbose) or anywhere in the database files and rows.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import pino from 'pino';
import { createPlatformHttp } from '../../src/http/platform/index.js';
import { buildServer, LOG_REDACT_PATHS } from '../../src/http/server.js';
import { testCompute } from '../helpers/compute.js';
import { appHeaders } from '../helpers/http.js';
import { freshStorage, openTestPlatform } from '../helpers/platform.js';

const EMAIL = 'privacy-probe@example.com';
const PASSWORD = 'Distinctive-Passw0rd-XYZZY';
const BIRTH = {
  birth_date: '1937-03-29',
  birth_time: '04:41',
  latitude: 12.97194,
  longitude: 77.59369,
  place: 'Quillonville Probe',
  name: 'Ottoline Probe-Name',
};
const QUESTION = 'Will Zenobia Quixote marry before the monsoon?';

function cookieFrom(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  assert.ok(found, `cookie ${name} was set`);
  return found.split(';')[0] ?? '';
}

test('no secret, password, token, birth datum or question text reaches the log or the database', async () => {
  const storage = await freshStorage('sqlite');
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino({ level: 'trace', redact: LOG_REDACT_PATHS }, sink);
  const platform = await openTestPlatform(storage, { logger });
  const http = createPlatformHttp(platform, platform.config);
  const server = await buildServer({ compute: testCompute(), platform: http, logger });
  const needles: Array<[string, string]> = [
    ['password', PASSWORD],
    ['birth date', BIRTH.birth_date],
    ['birth time', BIRTH.birth_time],
    ['latitude', String(BIRTH.latitude)],
    ['longitude', String(BIRTH.longitude)],
    ['place', BIRTH.place],
    ['name', BIRTH.name],
    ['question', QUESTION],
    ['question fragment', 'Zenobia Quixote'],
  ];
  try {
    // Website: sign-up and sign-in return session tokens.
    const signUp = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: EMAIL, password: PASSWORD },
    });
    assert.equal(signUp.statusCode, 201);
    const signIn = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: EMAIL, password: PASSWORD },
    });
    assert.equal(signIn.statusCode, 200);
    const tokens = [signUp.json().token as string, signIn.json().token as string];
    await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: EMAIL, password: `${PASSWORD}-wrong` },
    });
    await platform.payments.grant(EMAIL);

    // Portal: form sign-in (cookie session + CSRF), create an app, rotate it.
    const form = await server.inject({ method: 'GET', url: '/portal/sign-in' });
    const pre = cookieFrom(form.headers['set-cookie'], 'sublord_pre');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const portalSignIn = await server.inject({
      method: 'POST',
      url: '/portal/sign-in',
      headers: { cookie: pre, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: csrf, email: EMAIL, password: PASSWORD }).toString(),
    });
    assert.equal(portalSignIn.statusCode, 303);
    const session = cookieFrom(portalSignIn.headers['set-cookie'], 'sublord_session');
    tokens.push(session.split('=')[1] ?? '');
    const dashboard = await server.inject({
      method: 'GET',
      url: '/portal/dashboard',
      headers: { cookie: session },
    });
    const sessionCsrf = /name="_csrf" value="([^"]+)"/.exec(dashboard.body)?.[1] ?? '';
    const created = await server.inject({
      method: 'POST',
      url: '/portal/apps',
      headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: sessionCsrf, name: 'probe' }).toString(),
    });
    // Post/Redirect/Get: the secret is on the page the POST redirects to (sealed in a cookie).
    const shown = (post: { headers: Record<string, unknown> }) =>
      server.inject({
        method: 'GET',
        url: String(post.headers.location),
        headers: {
          cookie: `${session}; ${cookieFrom(post.headers['set-cookie'] as string[], 'sublord_reveal')}`,
        },
      });
    assert.equal(created.statusCode, 303);
    const createdPage = await shown(created);
    const appId = /id="app-id">([^<]+)</.exec(createdPage.body)?.[1] ?? '';
    const firstSecret = /id="app-secret" class="secret">([^<]+)</.exec(createdPage.body)?.[1] ?? '';
    const rotated = await shown(
      await server.inject({
        method: 'POST',
        url: `/portal/apps/${appId}/rotate`,
        headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: sessionCsrf }).toString(),
      }),
    );
    const secret = /id="app-secret" class="secret">([^<]+)</.exec(rotated.body)?.[1] ?? '';
    assert.match(secret, /^[A-Za-z0-9_-]{43}$/);
    const cli = await platform.apps.create(
      (await platform.accounts.findByEmail(EMAIL))?.id ?? '',
      'cli',
    );

    // API: ping, a chart, a 401 with the old secret, a 422 carrying birth data and the question.
    assert.equal(
      (
        await server.inject({
          method: 'GET',
          url: '/api/v1/ping',
          headers: appHeaders(appId, secret),
        })
      ).statusCode,
      200,
    );
    const chart = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: appHeaders(appId, secret),
      payload: BIRTH,
    });
    assert.equal(chart.statusCode, 200);
    assert.equal(
      (
        await server.inject({
          method: 'GET',
          url: '/api/v1/ping',
          headers: appHeaders(appId, firstSecret),
        })
      ).statusCode,
      401,
    );
    const invalid = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: appHeaders(cli.appId, cli.appSecret),
      payload: { ...BIRTH, latitude: String(BIRTH.latitude), question: QUESTION },
    });
    assert.equal(invalid.statusCode, 422);
    const malformed = await server.inject({
      method: 'POST',
      url: '/api/v1/birth-chart',
      headers: { ...appHeaders(cli.appId, cli.appSecret), 'content-type': 'application/json' },
      payload: `{"birth_date":"${BIRTH.birth_date}","question":"${QUESTION}"`,
    });
    assert.equal(malformed.statusCode, 422);
    // The question endpoints: the session one, /api/v1/question-cusp and a horary judgment.
    const gated = await server.inject({
      method: 'POST',
      url: '/api/question/cusp',
      headers: { authorization: `Bearer ${tokens[1]}` },
      payload: { question: QUESTION },
    });
    assert.equal(gated.statusCode, 200);
    const classified = await server.inject({
      method: 'POST',
      url: '/api/v1/question-cusp',
      headers: appHeaders(cli.appId, cli.appSecret),
      payload: { question: QUESTION },
    });
    assert.equal(classified.statusCode, 200);
    const horary = await server.inject({
      method: 'POST',
      url: '/api/v1/horary',
      headers: appHeaders(cli.appId, cli.appSecret),
      payload: {
        question: QUESTION,
        horary_number: 77,
        judgment_date: BIRTH.birth_date,
        judgment_time: BIRTH.birth_time,
        latitude: BIRTH.latitude,
        longitude: BIRTH.longitude,
        place: BIRTH.place,
      },
    });
    assert.equal(horary.statusCode, 200);
    await server.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    needles.push(
      ['app secret', firstSecret],
      ['rotated app secret', secret],
      ['cli app secret', cli.appSecret],
    );
    for (const token of tokens) needles.push(['session token', token]);
  } finally {
    await server.close();
    await platform.close();
  }

  const log = chunks.join('');
  assert.ok(log.includes('"route":"/api/v1/birth-chart"'), 'the log did record the requests');
  assert.ok(!log.includes(EMAIL), 'no email in the log');
  for (const [what, value] of needles) {
    assert.ok(value.length >= 5, `${what} needle is specific`);
    assert.ok(!log.includes(value), `${what} found in the log`);
  }

  // Every byte the database wrote (main file, WAL, shared memory), and every row read back.
  const files = readdirSync(storage.dataDir).filter((f) => f.startsWith('sublord.db'));
  assert.ok(files.includes('sublord.db'));
  const reopened = await openTestPlatform(storage);
  let rows = '';
  try {
    for (const table of [
      'accounts',
      'sessions',
      'purchases',
      'apps',
      'kill_switches',
      'platform_meta',
    ] as const) {
      rows += JSON.stringify(await reopened.database.db.selectFrom(table).selectAll().execute());
    }
  } finally {
    await reopened.close();
  }
  assert.ok(rows.includes(EMAIL), 'the rows were read');
  for (const file of files) {
    const bytes = readFileSync(join(storage.dataDir, file));
    for (const [what, value] of needles) {
      assert.equal(bytes.indexOf(Buffer.from(value, 'utf8')), -1, `${what} found in ${file}`);
    }
  }
  for (const [what, value] of needles) assert.ok(!rows.includes(value), `${what} found in a row`);
  storage.remove();
});
