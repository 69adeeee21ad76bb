/**
 * The playground's question and muhurta tabs through the real server (inject, a fake clock): the same
 * gate as the chart tab (signed-out redirect, CSRF token of the session, 402 without developer access),
 * the API's validation (a question over 2000 characters is a 422 on `question`), the one daily
 * playground counter shared by the three tabs (429 with Retry-After on every tab once it is spent, a
 * new UTC day resets it), the "now at the place" default of a horary judgment read from the server
 * clock, and that no question text or birth datum reaches the log.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { csrfToken } from '../../src/http/platform/csrf.js';
import { SESSION_COOKIE } from '../../src/http/platform/portal-session.js';
import { NO_DEVELOPER_ACCESS_DETAIL } from '../../src/http/platform/session-gate.js';
import { LOG_REDACT_PATHS } from '../../src/http/server.js';
import { DAY_MS } from '../../src/platform/clock.js';
import { PLAYGROUND_DAILY_LIMIT } from '../../src/platform/limits/throttles.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { buildPlatformServer } from '../helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

const PASSWORD = 'correct horse battery';
/** 2026-07-01 10:05 UTC: 15:35 in New Delhi. */
const START = Date.UTC(2026, 6, 1, 10, 5, 0);
const clock = createFakeClock(START);
const SAME_ORIGIN = {
  origin: 'http://localhost:80',
  host: 'localhost:80',
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/x-www-form-urlencoded',
};

const QUESTION = { question: 'Will I get the new job I applied for?', in_india: 'true' };
const HORARY = { ...QUESTION, horary_number: '74', latitude: '28.6139', longitude: '77.209' };
// Marriage is DENIED for this birth, so the scan is short and the answer has a notice.
const MUHURTA = {
  birth_date: '1990-07-04',
  birth_time: '10:12',
  latitude: '28.6139',
  longitude: '77.209',
  event_name: 'marriage',
  max_windows: '8',
};
const TABS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['/portal/playground/question', QUESTION],
  ['/portal/playground/horary', HORARY],
  ['/portal/playground/muhurta', MUHURTA],
];

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage, { now: clock });
  server = await buildPlatformServer(platform);
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

async function signedIn(email: string) {
  const account = await platform.accounts.create(email, PASSWORD);
  const session = await platform.sessions.create(account.id);
  return {
    accountId: account.id,
    cookie: `${SESSION_COOKIE}=${session.token}`,
    csrf: csrfToken(platform.csrfKey, `session:${session.sessionId}`),
  };
}

type Who = Awaited<ReturnType<typeof signedIn>>;

const post = (
  url: string,
  who: Pick<Who, 'cookie'>,
  fields: Record<string, string>,
  target: FastifyInstance = server,
) =>
  target.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, cookie: who.cookie },
    payload: new URLSearchParams(fields).toString(),
  });

const remaining = (body: string) => /<span id="playground-remaining">(\d+)<\/span>/.exec(body)?.[1];

describe('playground question and muhurta tabs', () => {
  test('signed out: redirected to sign-in; a post without its session token: 403, nothing computed', async () => {
    for (const [url, fields] of TABS) {
      const get = await server.inject({ method: 'GET', url: url.replace('/horary', '/question') });
      assert.equal(get.statusCode, 303);
      assert.equal(get.headers.location, '/portal/sign-in');
      const anonymous = await post(url, { cookie: '' }, { _csrf: 'x'.repeat(43), ...fields });
      assert.equal(anonymous.statusCode, 303, url);
    }
    const alice = await signedIn('tabs-alice@example.com');
    const mallory = await signedIn('tabs-mallory@example.com');
    await platform.payments.grant('tabs-alice@example.com');
    for (const [url, fields] of TABS) {
      for (const token of [undefined, '', mallory.csrf]) {
        const res = await post(
          url,
          alice,
          token === undefined ? fields : { _csrf: token, ...fields },
        );
        assert.equal(res.statusCode, 403, `${url} with token ${token}`);
        assert.ok(!/id="(classification|judgment|muhurta-result)"/.test(res.body));
      }
    }
    const left = await platform.throttles.playgroundLeft(alice.accountId);
    assert.equal(left.remaining, PLAYGROUND_DAILY_LIMIT, 'a refused post counts nothing');
  });

  test('without active developer access: 402 with the API sentence and no form', async () => {
    const who = await signedIn('tabs-no-access@example.com');
    const sentence = NO_DEVELOPER_ACCESS_DETAIL.replace(/'/g, '&#39;');
    for (const url of ['/portal/playground/question', '/portal/playground/muhurta']) {
      const page = await server.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
      assert.equal(page.statusCode, 402, url);
      assert.ok(page.body.includes(sentence));
      assert.ok(!page.body.includes('<form method="post" action="/portal/playground/'));
    }
    for (const [url, fields] of TABS) {
      const res = await post(url, who, { _csrf: who.csrf, ...fields });
      assert.equal(res.statusCode, 402, url);
      assert.ok(!/id="(classification|judgment|muhurta-result)"/.test(res.body));
    }
  });

  test('the API validation: a question over 2000 characters is a 422 on question, not counted', async () => {
    const who = await signedIn('tabs-long@example.com');
    await platform.payments.grant('tabs-long@example.com');
    const res = await post('/portal/playground/question', who, {
      _csrf: who.csrf,
      question: `Will I get the job ${'very '.repeat(400)}soon?`,
    });
    assert.equal(res.statusCode, 422);
    assert.match(res.body, /Question must be a string of at most 2000 characters\./);
    assert.equal(remaining(res.body), String(PLAYGROUND_DAILY_LIMIT));
    const unknown = await post('/portal/playground/muhurta', who, {
      _csrf: who.csrf,
      ...MUHURTA,
      event_name: 'coronation',
    });
    assert.equal(unknown.statusCode, 422);
    assert.match(unknown.body, /Event must be one of: property, vehicle/);
  });

  test('a blank judgment date and time is now at the place, from the server clock', async () => {
    clock.set(START);
    const who = await signedIn('tabs-now@example.com');
    await platform.payments.grant('tabs-now@example.com');
    const res = await post('/portal/playground/horary', who, {
      _csrf: who.csrf,
      ...HORARY,
      judgment_date: '',
      judgment_time: '',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(
      res.body,
      /<dd id="judgment-moment">2026-07-01 15:35 Asia\/Kolkata \(UTC\+05:30\) <span class="muted">now at the place<\/span>/,
    );
    assert.match(res.body, /&quot;judgment_time&quot;: &quot;15:35&quot;/, 'the API body has it');
    const m = await post('/portal/playground/muhurta', who, { _csrf: who.csrf, ...MUHURTA });
    assert.equal(m.statusCode, 200);
    assert.match(m.body, /today, 2026-07-01\)/, "the reader's day from the server clock");
    // The natal promise is shown as context (issue 21 §6: it never removes a window).
    assert.match(m.body, /<dd id="muhurta-promise"><span class="verdict">/);
  });

  test(`one daily counter for all tabs: ${PLAYGROUND_DAILY_LIMIT} requests, then 429 on every tab until 00:00 UTC`, async () => {
    clock.set(START + 2 * DAY_MS);
    const who = await signedIn('tabs-busy@example.com');
    await platform.payments.grant('tabs-busy@example.com');
    for (let i = 0; i < PLAYGROUND_DAILY_LIMIT - 2; i++) {
      assert.equal((await platform.throttles.playground(who.accountId)).allowed, true);
    }
    const classified = await post('/portal/playground/question', who, {
      _csrf: who.csrf,
      ...QUESTION,
    });
    assert.equal(classified.statusCode, 200);
    assert.equal(remaining(classified.body), '1');
    const judged = await post('/portal/playground/horary', who, {
      _csrf: who.csrf,
      ...HORARY,
      judgment_date: '2026-07-03',
      judgment_time: '12:00',
    });
    assert.equal(judged.statusCode, 200);
    assert.equal(remaining(judged.body), '0');
    for (const [url, fields] of [
      ...TABS,
      [
        '/portal/playground',
        { birth_date: '1990-07-04', birth_time: '10:12', latitude: '28.6139', longitude: '77.209' },
      ] as const,
    ]) {
      const refused = await post(url, who, { _csrf: who.csrf, ...fields });
      assert.equal(refused.statusCode, 429, url);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
      assert.match(refused.body, /playground (requests|charts) for today/);
      assert.ok(
        !/id="(judgment|muhurta-result|result)"/.test(refused.body),
        `${url}: nothing computed`,
      );
    }
    clock.advance(DAY_MS);
    const tomorrow = await post('/portal/playground/question', who, {
      _csrf: who.csrf,
      ...QUESTION,
    });
    assert.equal(tomorrow.statusCode, 200, 'a new UTC day');
  });

  test('no question text or birth datum sent to the tabs reaches the log', async () => {
    clock.set(START + 5 * DAY_MS);
    const chunks: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = await buildPlatformServer(
      platform,
      pino({ level: 'trace', redact: LOG_REDACT_PATHS }, sink),
    );
    const question = 'Will Zebedee Probe-Question marry the quartermaster?';
    const birth = {
      ...MUHURTA,
      birth_date: '1937-03-29',
      birth_time: '04:41',
      latitude: '12.97194',
      longitude: '77.59369',
      place: 'Quillonville Probe',
    };
    try {
      const who = await signedIn('tabs-privacy@example.com');
      await platform.payments.grant('tabs-privacy@example.com');
      const asked = await post(
        '/portal/playground/question',
        who,
        { _csrf: who.csrf, question },
        logged,
      );
      assert.equal(asked.statusCode, 200);
      assert.ok(
        asked.body.includes('Zebedee Probe-Question'),
        'the page itself shows the question',
      );
      const judged = await post(
        '/portal/playground/horary',
        who,
        {
          _csrf: who.csrf,
          question,
          horary_number: '211',
          latitude: '-33.86882',
          longitude: '151.20929',
          place: 'Sydney Probe-Place',
        },
        logged,
      );
      assert.equal(judged.statusCode, 200);
      const elected = await post(
        '/portal/playground/muhurta',
        who,
        { _csrf: who.csrf, ...birth },
        logged,
      );
      assert.equal(elected.statusCode, 200);
    } finally {
      await logged.close();
    }
    const log = chunks.join('');
    assert.ok(
      log.includes('"route":"/portal/playground/horary"'),
      'the log did record the requests',
    );
    for (const value of [
      'Zebedee',
      'quartermaster',
      '-33.86882',
      '151.20929',
      'Sydney Probe-Place',
      '1937-03-29',
      '04:41',
      '12.97194',
      '77.59369',
      'Quillonville',
    ]) {
      assert.ok(!log.includes(value), `${value} found in the log`);
    }
  });
});
