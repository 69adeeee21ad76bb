/**
 * A rolling upgrade from release 0.1.0 (issue 34 §6). What "old" means here: the stores as 0.1.0's
 * instances leave them, not 0.1.0's processes, which `npm test` cannot start (their SQLite driver,
 * better-sqlite3, is no longer a dependency). PostgreSQL holds the 0.1.0 upgrade fixture (schema and
 * rows written by that release's own code: test/fixtures/upgrade/0.1.0, scripts/make-upgrade-
 * fixture.ts), and Redis holds the live app's day as 0.1.0 counted it: plain integers under
 * `sublord:app:d:<app>:<date>` and `sublord:app:g:<account>:<date>` (rate-limiter-flexible's keys in
 * 0.1.0's src/platform/limits/two-window.ts; the same layout bench/rolling-upgrade.ts reads after
 * running 0.1.0's code). Instances of this release then come up one at a time under a load of
 * counted calls, the first migrating 0.1.0's schema forward: every answer is 200 or 429 (no error),
 * the day 0.1.0 counted still counts (1,190 of 1,200 used: exactly 10 more answered), the revoked app
 * is refused and 0.1.0's kill switch holds on every instance. The roll with 0.1.0's own processes
 * beside these is bench/rolling-upgrade.ts (docs/deployment.md gives its figures).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { Redis } from 'ioredis';
import pg from 'pg';
import { MIGRATIONS } from '../../src/platform/db/migrations.js';
import { type RunningService, startService, waitFor } from '../helpers/cluster.js';
import { countedCall, runLoad } from '../helpers/fleet.js';
import { appHeaders } from '../helpers/http.js';
import {
  type PostgresServer,
  type RedisServer,
  startPostgres,
  startRedis,
} from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

const FIXTURE = new URL('../fixtures/upgrade/0.1.0/', import.meta.url).pathname;
const fixture = JSON.parse(readFileSync(join(FIXTURE, 'fixture.json'), 'utf8')) as {
  secret_key: string;
  postgres: Record<'live' | 'revoked', { app_id: string; app_secret: string }>;
};
const live = { appId: fixture.postgres.live.app_id, appSecret: fixture.postgres.live.app_secret };
const revoked = fixture.postgres.revoked;
const DAY_LIMIT = 1200;
const COUNTED_BY_0_1_0 = 1190;

const dir = tempDir('rolling-upgrade');
let pgServer: PostgresServer;
let redisServer: RedisServer;
let databaseUrl: string;
const instances: RunningService[] = [];

before(async () => {
  [pgServer, redisServer] = await Promise.all([
    startPostgres(),
    startRedis({ appendOnlyDir: dir.path }),
  ]);
  databaseUrl = await pgServer.createDatabase();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let accountId: string;
  try {
    await db.query(readFileSync(join(FIXTURE, 'sublord.pg.sql'), 'utf8'));
    // The app's own limits as 0.1.0's `sublord app limits` writes them: the minute out of the way.
    const row = await db.query<{ account_id: string }>(
      'UPDATE public.apps SET limit_per_minute = 1000000, limit_per_day = $2 WHERE id = $1 RETURNING account_id',
      [live.appId, DAY_LIMIT],
    );
    accountId = row.rows[0]?.account_id ?? '';
  } finally {
    await db.end();
  }
  const day = new Date().toISOString().slice(0, 10);
  const redis = new Redis(redisServer.url);
  try {
    await redis.set(`sublord:app:d:${live.appId}:${day}`, COUNTED_BY_0_1_0, 'EX', 172_800);
    await redis.set(`sublord:app:g:${accountId}:${day}`, COUNTED_BY_0_1_0, 'EX', 172_800);
  } finally {
    redis.disconnect();
  }
});

after(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await Promise.all([pgServer?.stop(), redisServer?.stop()]);
  dir.remove();
});

test("instances of this release roll onto 0.1.0's stores one at a time under load: no error, 0.1.0's day still counts", async () => {
  const env = {
    WORKERS: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisServer.url,
    SUBLORD_SECRET_KEY: fixture.secret_key,
    DATA_DIR: dir.path,
  };
  // The first migrates 0.1.0's schema forward; the load runs on it while the others come up.
  instances.push(await startService(env, 60_000));
  let over = false;
  const load = runLoad({ instances, app: live }, 6, () => over, 30_000);
  for (let i = 1; i < 3; i++) instances.push(await startService(env, 60_000));
  // The load runs on until every instance has refused the used-up day.
  const refusedOnEvery = async () => {
    for (const instance of instances) {
      if ((await countedCall(instance.url, live)).status !== 429) return false;
    }
    return true;
  };
  await waitFor('every instance refusing the used-up day', refusedOnEvery);
  over = true;
  const tally = await load;
  assert.deepEqual(
    [...tally.statuses.keys()].filter((s) => s !== 200 && s !== 429),
    [],
    tally.describe(),
  );
  assert.equal(tally.noAnswer, 0, tally.describe());
  assert.equal(tally.count(200), DAY_LIMIT - COUNTED_BY_0_1_0, tally.describe());

  for (const instance of instances) {
    const refused = await fetch(`${instance.url}/api/v1/ping`, {
      headers: appHeaders(revoked.app_id, revoked.app_secret),
    });
    assert.equal(refused.status, 401, 'the app 0.1.0 revoked');
    const switched = await fetch(`${instance.url}/api/v1/tsp`, {
      method: 'POST',
      headers: { ...appHeaders(live.appId, live.appSecret), 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(switched.status, 503, "0.1.0's kill switch on /api/v1/tsp");
    assert.equal((await fetch(`${instance.url}/readyz`)).status, 200);
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const migrations = await db.query<{ name: string }>(
      'SELECT name FROM kysely_migration ORDER BY name',
    );
    assert.deepEqual(
      migrations.rows.map((r) => r.name),
      Object.keys(MIGRATIONS).sort(),
      "0.1.0's schema migrated forward",
    );
  } finally {
    await db.end();
  }
});
