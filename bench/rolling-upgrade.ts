/**
 * A rolling upgrade with the previous release's own code (issue 34 §6): three instances of release
 * 0.1.0 (its checkout, built by its own scripts/build.mjs, started by its own scripts/start.mjs) on
 * one PostgreSQL restored from the 0.1.0 upgrade fixture and one Redis, under a load of counted calls
 * from the fixture's live app; then, one at a time, an old instance leaves the load balancer (the
 * load stops sending to it), is stopped with SIGTERM, and an instance of this checkout takes its
 * place (the first one migrates the database while the other old ones serve). Prints what the load
 * saw on old and new instances (every status, calls with no answer), and the app's calls counted in
 * Redis against those answered. It passes or fails nothing: `npm test` cannot run 0.1.0's code (its
 * SQLite driver is no longer a dependency), so test/load/rolling-upgrade.test.ts covers the same roll
 * with the 0.1.0 database and Redis counters; this is the run with the old processes themselves.
 *
 *   git worktree add --detach /tmp/v010 755acaf
 *   (cd /tmp/v010 && npm ci && node scripts/build.mjs)     # 0.1.0's own dependencies and build
 *   node --import ./scripts/ts-sources.mjs bench/rolling-upgrade.ts /tmp/v010
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type RunningService, startService } from '../test/helpers/cluster.js';
import { countedCall, sleep } from '../test/helpers/fleet.js';
import { startPostgres, startRedis } from '../test/helpers/servers.js';
import { tempDir } from '../test/helpers/tmp.js';

const oldRoot = resolve(process.argv[2] ?? '');
if (!process.argv[2]) {
  console.error('usage: bench/rolling-upgrade.ts <checkout of release 0.1.0, built>');
  process.exit(2);
}
const FIXTURE = new URL('../test/fixtures/upgrade/0.1.0/', import.meta.url).pathname;
const fixture = JSON.parse(readFileSync(join(FIXTURE, 'fixture.json'), 'utf8')) as {
  secret_key: string;
  postgres: Record<'live' | 'revoked', { app_id: string; app_secret: string }>;
};
const live = { appId: fixture.postgres.live.app_id, appSecret: fixture.postgres.live.app_secret };

const dir = tempDir('rolling-upgrade');
const [pgServer, redisServer] = await Promise.all([
  startPostgres(),
  startRedis({ appendOnlyDir: dir.path }),
]);
const databaseUrl = await pgServer.createDatabase();
const restore = new pg.Client({ connectionString: databaseUrl });
await restore.connect();
await restore.query(readFileSync(join(FIXTURE, 'sublord.pg.sql'), 'utf8'));
// The minute out of the way and a day the roll reaches: the limits 0.1.0's own `app limits` sets.
const DAY_LIMIT = 1200;
await restore.query(
  'UPDATE public.apps SET limit_per_minute = 1000000, limit_per_day = $2 WHERE id = $1',
  [live.appId, DAY_LIMIT],
);
await restore.end();

const env = {
  WORKERS: '1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisServer.url,
  SUBLORD_SECRET_KEY: fixture.secret_key,
  DATA_DIR: dir.path,
};
const OLD = ['--no-warnings', join(oldRoot, 'scripts/start.mjs')];
type Side = 'old' | 'new';
const serving: Array<{ side: Side; service: RunningService }> = [];
for (let i = 0; i < 3; i++) {
  serving.push({ side: 'old', service: await startService(env, 90_000, OLD) });
}
const seen: Record<Side, Map<string, number>> = { old: new Map(), new: new Map() };
let answered = 0;
let over = false;
let next = 0;
const load = Promise.all(
  Array.from({ length: 6 }, async () => {
    while (!over) {
      const target = serving[next++ % serving.length];
      if (!target) continue;
      const r = await countedCall(target.service.url, live, 30_000);
      const key = r.status === null ? 'no answer' : String(r.status);
      seen[target.side].set(key, (seen[target.side].get(key) ?? 0) + 1);
      if (r.status === 200) answered++;
    }
  }),
);
await sleep(3000);
const log: string[] = [];
for (let i = 0; i < 3; i++) {
  const leaving = serving.findIndex((s) => s.side === 'old');
  const old = serving[leaving];
  if (!old) break;
  // The load balancer stops sending to it first (its readiness), then it drains and stops.
  serving.splice(leaving, 1);
  await old.service.stop();
  const started = performance.now();
  const fresh = await startService(env, 90_000);
  log.push(`new instance ${i + 1} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  serving.push({ side: 'new', service: fresh });
  await sleep(3000);
}
over = true;
await load;
const redis = new Redis(redisServer.url);
const day = new Date().toISOString().slice(0, 10);
const counted = Number((await redis.get(`sublord:app:d:${live.appId}:${day}`)) ?? 0);
redis.disconnect();
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const calls = (
  await db.query<{ call_count: number }>('SELECT call_count FROM apps WHERE id = $1', [live.appId])
).rows[0]?.call_count;
const usage = (
  await db.query<{ calls: number }>(
    'SELECT coalesce(sum(calls), 0)::int AS calls FROM usage_daily WHERE app_id = $1',
    [live.appId],
  )
).rows[0]?.calls;
await db.end();
const show = (m: Map<string, number>) =>
  [...m.entries()].map(([s, n]) => `${s} × ${n}`).join(', ') || 'nothing';
console.log(`rolling upgrade 0.1.0 (${oldRoot}) → this checkout, three instances, one at a time:`);
for (const line of log) console.log(`  ${line}`);
console.log(`  old instances answered: ${show(seen.old)}`);
console.log(`  new instances answered: ${show(seen.new)}`);
console.log(
  `  answered 200 × ${answered} (the app may make ${DAY_LIMIT} a day); the app's day in Redis ${counted}; apps.call_count ${calls} (3 before); usage_daily ${usage} (0.1.0 has no usage_daily: only the new instances' calls)`,
);
await Promise.all(serving.map((s) => s.service.stop()));
await Promise.all([pgServer.stop(), redisServer.stop()]);
dir.remove();
process.exit(0);
