/**
 * The playground's place suggestions (GET /portal/playground/places): signed-in accounts with
 * developer access only, not counted against the daily playground limit, and the form's place
 * field wired to them (a datalist; portal/assets/copy.js fills latitude and longitude).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../src/http/platform/portal-session.js';
import { PLAYGROUND_DAILY_LIMIT } from '../../src/platform/limits/throttles.js';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;

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

async function cookieOf(email: string) {
  const account = await platform.accounts.create(email, 'correct horse battery');
  const session = await platform.sessions.create(account.id);
  return { accountId: account.id, cookie: `${SESSION_COOKIE}=${session.token}` };
}

const suggest = (q: string, cookie = '') =>
  server.inject({
    method: 'GET',
    url: `/portal/playground/places?q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });

describe('playground place suggestions', () => {
  test('signed out 401, without developer access 402, both with no places', async () => {
    const out = await suggest('Bomb');
    assert.equal(out.statusCode, 401);
    assert.deepEqual(out.json().places, []);
    const who = await cookieOf('places-no-access@example.com');
    const noAccess = await suggest('Bomb', who.cookie);
    assert.equal(noAccess.statusCode, 402);
    assert.deepEqual(noAccess.json().places, []);
  });

  test('suggests places with coordinates and zone, and counts no playground use', async () => {
    const who = await cookieOf('places-alice@example.com');
    await platform.payments.grant('places-alice@example.com');
    const res = await suggest('Bomb', who.cookie);
    assert.equal(res.statusCode, 200);
    const [first] = res.json().places;
    assert.deepEqual(
      [first.name, first.latitude, first.longitude, first.timezone],
      ['Mumbai', 19.07283, 72.88261, 'Asia/Kolkata'],
    );
    assert.ok(res.json().places.length <= 8);
    assert.equal((await suggest('', who.cookie)).statusCode, 422);
    const left = await platform.throttles.playgroundLeft(who.accountId);
    assert.equal(left.remaining, PLAYGROUND_DAILY_LIMIT);
    const page = await server.inject({
      method: 'GET',
      url: '/portal/playground',
      headers: { cookie: who.cookie },
    });
    assert.match(page.body, /list="place-options" data-places="\/portal\/playground\/places"/);
    assert.match(page.body, /<datalist id="place-options"><\/datalist>/);
  });
});
