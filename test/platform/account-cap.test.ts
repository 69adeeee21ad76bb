/**
 * A subscription makes "up to 5,000 calls a day in total" (contract, Limits): revoking an app and
 * creating a new one does not buy a fresh 1,000, because calls of apps revoked today still count
 * toward the account's UTC day (issue 9 §4). Through the platform's quota and the real /api/v1 gate.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DAY_MS, MINUTE_MS } from '../../src/platform/clock.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { appHeaders, buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

// 01:00:00 UTC: the whole test stays inside one UTC day.
const START = Date.UTC(2026, 6, 1, 1, 0, 0);
const clock = createFakeClock(START);
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

/** Spends an app's whole day: 1,000 calls, 60 a minute. */
async function spendDay(appId: string, accountId: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (i > 0 && i % 60 === 0) clock.advance(MINUTE_MS);
    const report = await platform.quota.consume(appId, accountId);
    assert.equal(report.allowed, true, `call ${i + 1}`);
  }
  clock.advance(MINUTE_MS);
}

test('five apps revoked in turn use up the day; a sixth app created today gets 429 until 00:00 UTC', async () => {
  const dev = await seedDeveloper(platform);
  for (let n = 1; n <= 5; n++) {
    const app = await platform.apps.create(dev.accountId, `app ${n}`);
    await spendDay(app.appId, dev.accountId);
    assert.equal((await platform.quota.consume(app.appId, dev.accountId)).refusedBy, 'day');
    await platform.apps.revoke(dev.accountId, app.appId);
  }

  const sixth = await platform.apps.create(dev.accountId, 'app 6');
  const res = await server.inject({
    method: 'GET',
    url: '/api/v1/event-catalog',
    headers: appHeaders(sixth.appId, sixth.appSecret),
  });
  assert.equal(res.statusCode, 429, 'a fresh app does not reset the subscription day');
  assert.equal(res.headers['x-ratelimit-remaining-day'], '0');
  const midnight = Math.floor(clock() / DAY_MS + 1) * DAY_MS;
  assert.equal(Number(res.headers['retry-after']), Math.ceil((midnight - clock()) / 1000));

  // Another account is unaffected, and the next UTC day starts fresh for this one.
  const other = await seedDeveloper(platform);
  const otherApp = await platform.apps.create(other.accountId, 'other');
  assert.equal((await platform.quota.consume(otherApp.appId, other.accountId)).allowed, true);
  clock.set(midnight + 1000);
  const tomorrow = await server.inject({
    method: 'GET',
    url: '/api/v1/event-catalog',
    headers: appHeaders(sixth.appId, sixth.appSecret),
  });
  assert.equal(tomorrow.statusCode, 200);
  assert.equal(tomorrow.headers['x-ratelimit-remaining-day'], '999');
});
