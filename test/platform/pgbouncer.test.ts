/**
 * Behind PgBouncer in transaction mode (issue 34 §4): a real PgBouncer (Debian's `pgbouncer`, 4
 * server connections) in front of a real PostgreSQL. Without DATABASE_POOLER the start refuses with
 * one line naming it (PgBouncer refuses the session settings sublord sends at connection), exit 78.
 * With DATABASE_POOLER=pgbouncer (no named prepared statements, no session settings), two `npm start`
 * instances (WORKERS=1, 10 pooled connections each: 20 clients for 4 server connections) migrate,
 * answer /readyz, and keep an app's minute exact through PgBouncer: 150 concurrent counted calls give
 * exactly 60 × 200 and 90 × 429, and usage_daily holds 60 (the quota's counters are the database's
 * here, each consume a transaction with its rows locked FOR UPDATE, which transaction pooling must
 * keep on one server connection). Authority: issue 34 §4; PgBouncer's documented transaction mode.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { createPlatform } from '../../src/platform/platform.js';
import { freePort, type RunningService, runToExit, startService } from '../helpers/cluster.js';
import { countedCall } from '../helpers/fleet.js';
import { seedDeveloper, TEST_SECRET_KEY } from '../helpers/platform.js';
import {
  type PgBouncerServer,
  type PostgresServer,
  startPgBouncer,
  startPostgres,
} from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

let server: PostgresServer;
let bouncer: PgBouncerServer;
let databaseUrl: string;
let throughBouncer: string;
const dir = tempDir('pgbouncer');
const services: RunningService[] = [];

before(async () => {
  server = await startPostgres();
  databaseUrl = await server.createDatabase();
  bouncer = await startPgBouncer(server.control().adminUrl, 4);
  throughBouncer = bouncer.urlOf(databaseUrl);
});

after(async () => {
  await Promise.all(services.map((s) => s.stop()));
  await bouncer?.stop();
  await server?.stop();
  dir.remove();
});

test('DATABASE_URL through PgBouncer without DATABASE_POOLER: one line naming it, exit 78', async () => {
  const { code, stderr } = await runToExit({
    PORT: String(await freePort()),
    WORKERS: '1',
    DATA_DIR: dir.path,
    DATABASE_URL: throughBouncer,
  });
  assert.equal(code, 78, stderr);
  const lines = stderr.split('\n').filter((l) => l.includes('could not start'));
  assert.equal(lines.length, 1, stderr);
  assert.match(lines[0] ?? '', /reaches PgBouncer.*set DATABASE_POOLER=pgbouncer/);
});

test('with DATABASE_POOLER=pgbouncer: two instances migrate, are ready, and keep a minute exact', async () => {
  const platform = await createPlatform({
    dataDir: dir.path,
    databaseUrl: throughBouncer,
    databasePooler: 'pgbouncer',
    redisUrl: null,
    secretKey: TEST_SECRET_KEY,
    killSwitchRefreshSeconds: 1,
    baseUrl: 'http://127.0.0.1',
  });
  let app: { appId: string; appSecret: string };
  try {
    const dev = await seedDeveloper(platform);
    app = await platform.apps.create(dev.accountId, 'behind-pgbouncer');
  } finally {
    await platform.close();
  }
  const env = {
    WORKERS: '1',
    DATA_DIR: dir.path,
    DATABASE_URL: throughBouncer,
    DATABASE_POOLER: 'pgbouncer',
    DATABASE_POOL_SIZE: '10',
  };
  for (let i = 0; i < 2; i++) services.push(await startService(env, 60_000));
  for (const s of services) assert.equal((await fetch(`${s.url}/readyz`)).status, 200);

  // Sent in a minute's first 50 seconds, so all 150 fall in the same minute.
  for (;;) {
    if (new Date().getUTCSeconds() < 50) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const statuses = await Promise.all(
    Array.from(
      { length: 150 },
      async (_, i) => (await countedCall(services[i % 2]?.url ?? '', app)).status,
    ),
  );
  assert.equal(statuses.filter((s) => s === 200).length, 60, statuses.join(','));
  assert.equal(statuses.filter((s) => s === 429).length, 90, statuses.join(','));
  const direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  try {
    const { rows } = await direct.query<{ calls: number }>(
      'SELECT sum(calls)::int AS calls FROM usage_daily WHERE app_id = $1',
      [app.appId],
    );
    assert.equal(rows[0]?.calls, 60);
  } finally {
    await direct.end();
  }
});
