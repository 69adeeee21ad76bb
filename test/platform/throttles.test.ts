/**
 * The throttles beside the quota (issue 9 §4–5), through the real server:
 * - sign-in failures in a 15-minute window: 5 for one email from one address lock out that address
 *   (not the real user elsewhere); 50 for one email from all addresses lock the email for everyone
 *   until the window ends; the stored keys are HMACs, never the email or the address;
 * - sign-up answers "already registered" 5 times per IP per UTC day, then refuses every sign-up from
 *   that IP for the day;
 * - the portal playground needs active developer access (402 with the API's sentence, shown on the
 *   page) and casts at most 100 charts per account per UTC day (429 beyond).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { csrfToken } from '../../src/http/platform/csrf.js';
import { SESSION_COOKIE } from '../../src/http/platform/portal-session.js';
import { NO_DEVELOPER_ACCESS_DETAIL } from '../../src/http/platform/session-gate.js';
import { DAY_MS } from '../../src/platform/clock.js';
import {
  PLAYGROUND_DAILY_LIMIT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_WINDOW_MS,
  SIGN_UP_TAKEN_LIMIT,
} from '../../src/platform/limits/throttles.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { buildPlatformServer } from '../helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

// 10:05:00 UTC: 10 minutes left in the 15-minute window, 14 h left in the day.
const START = Date.UTC(2026, 6, 1, 10, 5, 0);
const PASSWORD = 'correct horse battery';
const clock = createFakeClock(START);
let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

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

const signIn = (email: string, password: string, remoteAddress = nextIp()) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress,
  });

const signUp = (email: string, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });

describe('sign-in throttle per email', () => {
  test('5 failures from one address lock out that address only; the real user signs in', async () => {
    clock.set(START);
    const email = 'Victim@Example.com';
    await platform.accounts.create(email, PASSWORD);
    const attacker = nextIp();
    for (let i = 1; i <= SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      assert.equal((await signIn(email, `wrong password ${i}`, attacker)).statusCode, 401);
    }
    const locked = await signIn('victim@example.com', PASSWORD, attacker);
    assert.equal(locked.statusCode, 429, 'even the right password waits: guessing would go on');
    assert.equal(Number(locked.headers['retry-after']), 10 * 60, 'until the window ends');
    assert.match(locked.json().detail, /Too many failed sign-ins/);
    assert.equal((await signIn(email, PASSWORD)).statusCode, 200, 'the user, elsewhere, is not');

    clock.advance(10 * 60 * 1000);
    assert.equal((await signIn(email, PASSWORD, attacker)).statusCode, 200, 'one window only');
  });

  test('50 failures from all addresses lock the email for everyone until the window ends', async () => {
    clock.set(START + SIGN_IN_WINDOW_MS * 4);
    const email = 'target@example.com';
    await platform.accounts.create(email, PASSWORD);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_EMAIL; i++) {
      // Ten addresses, five failures each: none of them is locked on its own before the 50th.
      const address = `203.0.113.${100 + Math.floor(i / SIGN_IN_FAILURES_PER_ADDRESS)}`;
      assert.equal((await signIn(email, 'wrong password!', address)).statusCode, 401, `try ${i}`);
    }
    const locked = await signIn(email, PASSWORD);
    assert.equal(locked.statusCode, 429, 'from a fresh address too');
    assert.ok(Number(locked.headers['retry-after']) <= SIGN_IN_WINDOW_MS / 1000);
    await platform.accounts.create('bystander@example.com', PASSWORD);
    assert.equal((await signIn('bystander@example.com', PASSWORD)).statusCode, 200);
    clock.advance(SIGN_IN_WINDOW_MS);
    assert.equal((await signIn(email, PASSWORD)).statusCode, 200, 'the next window is open');
  });

  test('the portal form shows the same lock as a 429 page', async () => {
    clock.set(START + SIGN_IN_WINDOW_MS * 12);
    await platform.accounts.create('portal-user@example.com', PASSWORD);
    const form = await server.inject({ method: 'GET', url: '/portal/sign-in' });
    const setCookie = [form.headers['set-cookie'] ?? []].flat();
    const pre = setCookie.find((c) => c.startsWith('sublord_pre='))?.split(';')[0] ?? '';
    const csrf = /name="_csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
    const address = nextIp();
    const post = (password: string) =>
      server.inject({
        method: 'POST',
        url: '/portal/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: pre },
        payload: new URLSearchParams({
          _csrf: csrf,
          email: 'portal-user@example.com',
          password,
        }).toString(),
        remoteAddress: address,
      });
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      assert.equal((await post('wrong password!')).statusCode, 401);
    }
    const locked = await post(PASSWORD);
    assert.equal(locked.statusCode, 429);
    assert.match(locked.body, /Too many failed sign-ins for this email/);
    assert.ok(Number(locked.headers['retry-after']) >= 1);
  });

  test('unknown emails are throttled alike, and the stored keys are not the email or address', async () => {
    clock.set(START + SIGN_IN_WINDOW_MS * 8);
    const email = 'nobody-here@example.com';
    const address = nextIp();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ADDRESS; i++) {
      assert.equal((await signIn(email, 'wrong password!', address)).statusCode, 401);
    }
    assert.equal((await signIn(email, 'wrong password!', address)).statusCode, 429);
    const rows = await platform.database.db
      .selectFrom('quota_counters')
      .select('counter')
      .where('counter', 'like', 'signin%')
      .execute();
    assert.ok(rows.length >= 2);
    for (const { counter } of rows) {
      assert.match(
        counter,
        /^signin(-ip:[0-9a-f]{32})?:[0-9a-f]{32}:\d+$|^signin-ip:[0-9a-f]{32}:[0-9a-f]{32}:\d+$/,
      );
      assert.ok(!counter.includes('example') && !counter.includes('198.51'), 'nothing readable');
    }
  });
});

describe('sign-up enumeration', () => {
  test('an IP learns "already registered" 5 times a day, then every sign-up from it is refused', async () => {
    clock.set(START + DAY_MS);
    const address = nextIp();
    await platform.accounts.create('taken@example.com', PASSWORD);
    for (let i = 1; i <= SIGN_UP_TAKEN_LIMIT; i++) {
      const res = await signUp('taken@example.com', address);
      assert.equal(res.statusCode, 422, `probe ${i}`);
      assert.match(JSON.stringify(res.json()), /already registered/);
    }
    for (const email of ['taken@example.com', 'brand-new@example.com']) {
      const refused = await signUp(email, address);
      assert.equal(refused.statusCode, 429, `${email}: the refusal is the same for any email`);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
    }
    assert.equal((await signUp('brand-new@example.com', nextIp())).statusCode, 201);
    clock.advance(DAY_MS);
    assert.equal((await signUp('newer@example.com', address)).statusCode, 201, 'a new day');
  });
});

describe('playground access and daily limit', () => {
  const FORM = {
    birth_date: '1990-07-04',
    birth_time: '10:12',
    latitude: '28.6139',
    longitude: '77.209',
    ayanamsa: 'kp',
    style: 'south',
  };
  const SAME_ORIGIN = {
    origin: 'http://localhost:80',
    host: 'localhost:80',
    'sec-fetch-site': 'same-origin',
  };

  async function signedIn(email: string) {
    const account = await platform.accounts.create(email, PASSWORD);
    const session = await platform.sessions.create(account.id);
    return {
      accountId: account.id,
      cookie: `${SESSION_COOKIE}=${session.token}`,
      csrf: csrfToken(platform.csrfKey, `session:${session.sessionId}`),
    };
  }

  const post = (who: { cookie: string; csrf: string }) =>
    server.inject({
      method: 'POST',
      url: '/portal/playground',
      headers: {
        ...SAME_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        cookie: who.cookie,
      },
      payload: new URLSearchParams({ _csrf: who.csrf, ...FORM }).toString(),
    });

  test('without active developer access: 402 with the API sentence on the page, nothing cast', async () => {
    clock.set(START + 3 * DAY_MS);
    const who = await signedIn('no-access@example.com');
    const page = await server.inject({
      method: 'GET',
      url: '/portal/playground',
      headers: { cookie: who.cookie },
    });
    assert.equal(page.statusCode, 402);
    assert.ok(page.body.includes(NO_DEVELOPER_ACCESS_DETAIL.replace(/'/g, '&#39;')));
    const res = await post(who);
    assert.equal(res.statusCode, 402);
    assert.ok(!res.body.includes('<svg'), 'no chart');
    assert.ok(!res.body.includes('action="/portal/playground#result"'), 'no form to submit');

    await platform.payments.grant('no-access@example.com');
    assert.equal((await post(who)).statusCode, 200, 'access bought: the playground works');
  });

  test(`${PLAYGROUND_DAILY_LIMIT} charts per account per UTC day, then 429 until 00:00 UTC`, async () => {
    clock.set(START + 4 * DAY_MS);
    const who = await signedIn('busy@example.com');
    await platform.payments.grant('busy@example.com');
    // Spend all but one of the day's charts without drawing them.
    for (let i = 0; i < PLAYGROUND_DAILY_LIMIT - 1; i++) {
      assert.equal((await platform.throttles.playground(who.accountId)).allowed, true);
    }
    const last = await post(who);
    assert.equal(last.statusCode, 200);
    assert.match(last.body, /<span id="playground-remaining">0<\/span> left today/);
    const refused = await post(who);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.body, /used its 100 playground requests for today/);
    assert.ok(!refused.body.includes('<svg'));
    assert.ok(Number(refused.headers['retry-after']) >= 1);

    const other = await signedIn('calm@example.com');
    await platform.payments.grant('calm@example.com');
    assert.equal((await post(other)).statusCode, 200, 'another account has its own limit');
    clock.advance(DAY_MS);
    assert.equal((await post(who)).statusCode, 200, 'a new UTC day');
  });
});
