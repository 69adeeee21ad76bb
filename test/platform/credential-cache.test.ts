/**
 * The gate's credential cache on PostgreSQL + Redis (issue 34 §3; src/platform/apps/credential-
 * cache.ts): two instances on one real PostgreSQL and one real Redis; instance A answers calls from
 * its cached row, and every change made through instance B (revoke, rotate, the app's limits, the
 * account's access ended) holds on A's very next call, with no wait in between: the order of events
 * is the assertion. A renewed subscription needs no stamp: A's cached row says 402, so A reads the
 * row again before refusing. A Redis that loses its data empties the caches. And the cache does what
 * it is for: A's repeated calls read no row (the reads are counted by wrapping the reader).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { StoreUnavailable } from '../../src/platform/errors.js';
import type { Platform, PlatformConfig } from '../../src/platform/platform.js';
import { createPlatform } from '../../src/platform/platform.js';
import { appHeaders, buildPlatformServer } from '../helpers/http.js';
import { seedDeveloper, TEST_SECRET_KEY } from '../helpers/platform.js';
import {
  type PostgresServer,
  type RedisServer,
  startPostgres,
  startRedis,
} from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

let pg: PostgresServer;
let redis: RedisServer;
const dirs: Array<{ remove(): void }> = [];
const instances: Array<{ platform: Platform; server: FastifyInstance }> = [];

before(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const databaseUrl = await pg.createDatabase();
  for (let i = 0; i < 2; i++) {
    const dir = tempDir(`cache${i}`);
    dirs.push(dir);
    const config: PlatformConfig = {
      dataDir: dir.path,
      databaseUrl,
      redisUrl: redis.url,
      secretKey: TEST_SECRET_KEY,
      killSwitchRefreshSeconds: 1,
      baseUrl: 'http://127.0.0.1',
    };
    const platform = await createPlatform(config);
    instances.push({ platform, server: await buildPlatformServer(platform) });
  }
});

after(async () => {
  for (const { server, platform } of instances) {
    await server.close();
    await platform.close();
  }
  await Promise.all([pg.stop(), redis.stop()]);
  for (const dir of dirs) dir.remove();
});

const a = () => instances[0] as { platform: Platform; server: FastifyInstance };
const b = () => instances[1] as { platform: Platform; server: FastifyInstance };

async function ping(
  on: FastifyInstance,
  creds: { appId: string; appSecret: string },
): Promise<number> {
  const res = await on.inject({
    method: 'GET',
    url: '/api/v1/ping',
    headers: appHeaders(creds.appId, creds.appSecret),
  });
  return res.statusCode;
}

/** A new app whose calls instance A has answered, so A holds its row in its cache. */
async function cachedApp() {
  const dev = await seedDeveloper(b().platform);
  const issued = await b().platform.apps.create(dev.accountId, 'cached');
  assert.equal(await ping(a().server, issued), 200);
  assert.equal(await ping(a().server, issued), 200);
  return { ...issued, accountId: dev.accountId, email: dev.email };
}

test('a revocation made on another instance holds on the next call', async () => {
  const app = await cachedApp();
  await b().platform.apps.revoke(null, app.appId);
  assert.equal(await ping(a().server, app), 401);
});

test('a rotation without grace stops the old secret on the next call, and the new one works', async () => {
  const app = await cachedApp();
  const rotated = await b().platform.apps.rotate(app.accountId, app.appId);
  assert.equal(await ping(a().server, app), 401);
  assert.equal(await ping(a().server, rotated), 200);
});

test("an app's new limits hold on the next call", async () => {
  const app = await cachedApp();
  await b().platform.apps.setLimits(app.appId, { perMinute: 1, perDay: null });
  const res = await a().server.inject({
    method: 'POST',
    url: '/api/v1/birth-chart',
    headers: { ...appHeaders(app.appId, app.appSecret), 'content-type': 'application/json' },
    payload: { birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6, longitude: 77.2 },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.headers['x-ratelimit-limit'], '1');
});

test('access ended at once on another instance: 402 on the next call; renewed: 200 on the next call', async () => {
  const app = await cachedApp();
  await b().platform.subscriptions.expireNow(app.accountId);
  assert.equal(await ping(a().server, app), 402);
  await b().platform.payments.grant(app.email);
  assert.equal(await ping(a().server, app), 200);
});

test('repeated calls read no credential row; a Redis that lost its data empties the cache', async () => {
  const app = await cachedApp();
  const platform = a().platform as Platform & { apps: Platform['apps'] };
  let reads = 0;
  const verify = platform.apps.verify.bind(platform.apps);
  // Counts the calls that came from a row read afresh (not cached).
  platform.apps.verify = async (...args) => {
    const result = await verify(...args);
    if (result !== null && result.cached === false) reads++;
    return result;
  };
  try {
    for (let i = 0; i < 20; i++) assert.equal(await ping(a().server, app), 200);
    assert.equal(reads, 0, 'twenty calls, all from the cached row');
    // Redis loses everything (FLUSHALL stands for a restart without its data).
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    await admin.flushall();
    admin.disconnect();
    assert.equal(await ping(a().server, app), 200);
    assert.equal(await ping(a().server, app), 200);
    assert.ok(reads >= 1, 'the row was read again after the loss');
  } finally {
    platform.apps.verify = verify;
  }
});

test('a revocation while Redis is down is refused before anything is written', async () => {
  const app = await cachedApp();
  const control = redis.control();
  await control.halt();
  try {
    await assert.rejects(b().platform.apps.revoke(null, app.appId), (error: unknown) => {
      assert.ok(error instanceof StoreUnavailable, String(error));
      assert.equal(error.store, 'redis');
      return true;
    });
    const row = await b()
      .platform.database.db.selectFrom('apps')
      .select('revoked_at')
      .where('id', '=', app.appId)
      .executeTakeFirstOrThrow();
    assert.equal(row.revoked_at, null, 'not revoked: nothing was written');
  } finally {
    await control.resume();
  }
});
