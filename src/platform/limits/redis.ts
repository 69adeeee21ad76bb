/**
 * Quota counters in Redis (REDIS_URL), shared by every instance so several processes enforce one
 * quota. Increments are atomic (a Lua script in rate-limiter-flexible).
 *
 * When Redis becomes unreachable after start, each instance falls back to in-memory counters with the
 * same limits (rate-limiter-flexible's insuranceLimiter): the API keeps answering and every instance
 * still enforces 60/min and 1,000/day on its own, at worst multiplying the limit by the instance count
 * until Redis returns. Redis being unreachable at start is a start-up error.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { EXIT_UNAVAILABLE, StartupError } from '../../process/startup-errors.js';
import type { Clock } from '../clock.js';
import type { PlatformLogger } from '../logger.js';
import type { QuotaGate, QuotaLimits } from './quota-gate.js';
import { createTwoWindowGate } from './two-window.js';

/**
 * Whether Redis keeps its data across a restart: append-only file, RDB snapshots, neither, or unknown
 * (CONFIG refused, as on some managed services). Without persistence a Redis restart resets every
 * day counter, so a client could reset its daily quota by waiting for one (issue 9 §4).
 */
export type RedisPersistence = 'aof' | 'rdb' | 'none' | 'unknown';

/** An open Redis connection for quota counters. */
export interface QuotaRedis {
  client: Redis;
  persistence: RedisPersistence;
  close(): Promise<void>;
}

/** Reads the server's persistence settings (CONFIG GET appendonly / save). */
export async function redisPersistence(client: Redis): Promise<RedisPersistence> {
  try {
    const [, appendonly] = (await client.config('GET', 'appendonly')) as string[];
    if (appendonly === 'yes') return 'aof';
    const [, save] = (await client.config('GET', 'save')) as string[];
    return save !== undefined && save.trim() !== '' ? 'rdb' : 'none';
  } catch {
    return 'unknown';
  }
}

/** Connects (and fails fast when Redis cannot be reached). */
/** REDIS_URL without its password: host and port. */
function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** An error's errno code (ECONNREFUSED …) or its message: never the URL, which may hold a password. */
function redisCause(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

export async function connectQuotaRedis(url: string, logger: PlatformLogger): Promise<QuotaRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail a command at once while disconnected, so the in-memory insurance answers instead of a
    // request hanging on Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  let lastLogged = 0;
  // ioredis rejects connect() with "Connection is closed."; the cause (ECONNREFUSED …) came here.
  let firstError: Error | null = null;
  client.on('error', (error: Error) => {
    firstError ??= error;
    // ioredis repeats the error on every reconnect attempt; one line a minute is enough.
    const t = Date.now();
    if (t - lastLogged > 60_000) {
      lastLogged = t;
      logger.warn(
        { err: { message: error.message } },
        'redis unavailable; quota falls back to memory',
      );
    }
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new StartupError(
      'REDIS_URL',
      `Redis at ${describeRedisUrl(url)} is unreachable (${redisCause(firstError ?? error)}): check REDIS_URL and that the server is running`,
      EXIT_UNAVAILABLE,
    );
  }
  const persistence = await redisPersistence(client);
  if (persistence !== 'aof') {
    logger.warn(
      { persistence },
      persistence === 'rdb'
        ? 'redis persists by snapshots only: a crash loses the quota counts since the last one; use appendonly yes'
        : 'redis persistence is off or unknown: a Redis restart resets the day quotas; use appendonly yes (docs/platform.md)',
    );
  }
  return {
    client,
    persistence,
    async close() {
      if (client.status === 'end') return;
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}

/** A QuotaGate whose counters live in Redis, with per-process insurance counters. */
export function createRedisQuotaGate(
  name: string,
  limits: QuotaLimits,
  now: Clock,
  redis: Redis,
): QuotaGate {
  return createTwoWindowGate({
    name,
    limits,
    now,
    makeLimiter: ({ points, durationSeconds, keyPrefix }) =>
      new RateLimiterRedis({
        storeClient: redis,
        points,
        duration: durationSeconds,
        keyPrefix,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix }),
      }),
  });
}
