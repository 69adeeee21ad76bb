/**
 * A fleet as an operator runs one: several `npm start` instances (src/main.ts, WORKERS=1 each unless
 * told otherwise) sharing one throw-away PostgreSQL and one Redis (append-only file), with one
 * developer app seeded; plus a load of counted calls spread over the instances, and what it saw.
 * Used by test/load/fleet.test.ts and bench/fleet-faults.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createPlatform } from '../../src/platform/platform.js';
import { type RunningService, startService } from './cluster.js';
import { appHeaders, BIRTH_BODY } from './http.js';
import { seedDeveloper, TEST_SECRET_KEY } from './platform.js';
import { type PostgresServer, type RedisServer, startPostgres, startRedis } from './servers.js';

export interface FleetOptions {
  instances?: number;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
  /**
   * The app's own limits (`sublord app limits`); default a million a minute and a day, so a load
   * meets no limit unless a test asks for one.
   */
  limits?: { perMinute: number | null; perDay: number | null };
  /** The node arguments that start an instance (default: this checkout's src/main.ts). */
  nodeArgs?: readonly string[];
}

export interface Fleet {
  pg: PostgresServer;
  redis: RedisServer;
  databaseUrl: string;
  instances: RunningService[];
  app: { appId: string; appSecret: string; accountId: string };
  /** A SQL query on the fleet's database, as the superuser (outside every instance's pool). */
  sql<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<R[]>;
  /** The app's calls today as usage_daily records them. */
  usageToday(): Promise<number>;
  /** A Redis client on the fleet's Redis (for reading the counters). */
  redisClient(): Redis;
  /** Another developer app on the fleet's database, with its own limits. */
  newApp(limits?: FleetOptions['limits']): Promise<Fleet['app']>;
  /** An app's calls today as usage_daily records them. */
  usageOf(appId: string): Promise<number>;
  /** An app's day count in Redis (the quota's own counter), 0 when there is none. */
  redisDayOf(appId: string): Promise<number>;
  stop(): Promise<void>;
}

/** Starts PostgreSQL, Redis (append-only), seeds one app, then the instances. */
export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const redisDir = mkdtempSync(join(tmpdir(), 'sublord-fleet-redis-'));
  const [pgServer, redisServer] = await Promise.all([
    startPostgres(),
    startRedis({ appendOnlyDir: redisDir }),
  ]);
  const databaseUrl = await pgServer.createDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'sublord-fleet-'));
  // Seeded through a platform of this checkout on the database alone (no instance runs yet, or the
  // instances read the new rows like any other).
  const newApp = async (limits: FleetOptions['limits']): Promise<Fleet['app']> => {
    const platform = await createPlatform({
      dataDir,
      databaseUrl,
      redisUrl: null,
      secretKey: TEST_SECRET_KEY,
      killSwitchRefreshSeconds: 1,
      baseUrl: 'http://127.0.0.1',
    });
    try {
      const dev = await seedDeveloper(platform);
      const issued = await platform.apps.create(dev.accountId, 'fleet');
      await platform.apps.setLimits(
        issued.appId,
        limits ?? { perMinute: 1_000_000, perDay: 1_000_000 },
      );
      return { appId: issued.appId, appSecret: issued.appSecret, accountId: dev.accountId };
    } finally {
      await platform.close();
    }
  };
  const app = await newApp(options.limits);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on('error', () => {});
  const env = {
    WORKERS: '1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisServer.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const instances: RunningService[] = [];
  const redisClients: Redis[] = [];
  const fleet: Fleet = {
    pg: pgServer,
    redis: redisServer,
    databaseUrl,
    instances,
    app,
    async sql(text, values) {
      return (await pool.query(text, values)).rows;
    },
    usageToday: () => fleet.usageOf(app.appId),
    async usageOf(appId) {
      const day = new Date().toISOString().slice(0, 10);
      const rows = await fleet.sql<{ calls: number }>(
        'SELECT calls FROM usage_daily WHERE app_id = $1 AND day = $2',
        [appId, day],
      );
      return Number(rows[0]?.calls ?? 0);
    },
    async redisDayOf(appId) {
      const day = new Date().toISOString().slice(0, 10);
      const redis = redisClients[0] ?? fleet.redisClient();
      return Number((await redis.get(`sublord:app:d:${appId}:${day}`)) ?? 0);
    },
    newApp,
    redisClient() {
      const client = new Redis(redisServer.url, { maxRetriesPerRequest: 1, lazyConnect: false });
      client.on('error', () => {});
      redisClients.push(client);
      return client;
    },
    async stop() {
      await Promise.all(instances.map((i) => i.stop()));
      for (const c of redisClients) c.disconnect();
      await pool.end().catch(() => {});
      await Promise.all([pgServer.stop(), redisServer.stop()]);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(redisDir, { recursive: true, force: true });
    },
  };
  try {
    for (let i = 0; i < (options.instances ?? 3); i++) {
      instances.push(await startService(env, 60_000, options.nodeArgs));
    }
  } catch (error) {
    await fleet.stop();
    throw error;
  }
  return fleet;
}

/** What a load saw: statuses, failures to get any answer, and the slowest answer. */
export interface LoadTally {
  statuses: Map<number, number>;
  /** Requests that got no HTTP answer (connection refused or reset, or the client's own timeout). */
  noAnswer: number;
  /** 503s without a Retry-After header. */
  unavailableWithoutRetryAfter: number;
  slowestMs: number;
  count(status: number): number;
  /** "200 × 120, 503 × 14" */
  describe(): string;
}

function newTally(): LoadTally {
  const statuses = new Map<number, number>();
  const tally: LoadTally = {
    statuses,
    noAnswer: 0,
    unavailableWithoutRetryAfter: 0,
    slowestMs: 0,
    count: (status) => statuses.get(status) ?? 0,
    describe() {
      const parts = [...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s} × ${n}`);
      if (tally.noAnswer > 0) parts.push(`no answer × ${tally.noAnswer}`);
      return parts.join(', ') || 'nothing';
    },
  };
  return tally;
}

/** One counted call (a birth chart) to one instance; the status, or null when nothing answered. */
export async function countedCall(
  url: string,
  app: { appId: string; appSecret: string },
  timeoutMs = 30_000,
): Promise<{ status: number | null; retryAfter: string | null; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/v1/birth-chart`, {
      method: 'POST',
      headers: { ...appHeaders(app.appId, app.appSecret), 'content-type': 'application/json' },
      body: JSON.stringify(BIRTH_BODY),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.arrayBuffer();
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch {
    return { status: null, retryAfter: null, ms: performance.now() - started };
  }
}

/**
 * Counted calls from `concurrency` loops, round-robin over the instances, until `stop()` resolves
 * true (checked before each call). Resolves with the tally once every loop has ended.
 */
export function runLoad(
  fleet: { instances: readonly RunningService[]; app: { appId: string; appSecret: string } },
  concurrency: number,
  done: () => boolean,
  timeoutMs = 30_000,
): Promise<LoadTally> {
  const tally = newTally();
  let next = 0;
  const loop = async () => {
    while (!done()) {
      const instance = fleet.instances[next++ % fleet.instances.length];
      if (!instance) return;
      const r = await countedCall(instance.url, fleet.app, timeoutMs);
      tally.slowestMs = Math.max(tally.slowestMs, r.ms);
      if (r.status === null) {
        tally.noAnswer++;
        // A refused connection returns at once: do not spin on a dead instance.
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      tally.statuses.set(r.status, (tally.statuses.get(r.status) ?? 0) + 1);
      if (r.status === 503 && r.retryAfter === null) tally.unavailableWithoutRetryAfter++;
    }
  };
  return Promise.all(Array.from({ length: concurrency }, loop)).then(() => tally);
}

/** Milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
