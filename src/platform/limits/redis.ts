/**
 * The Redis store (REDIS_URL): the connection every instance's quota counters share, the time limits
 * of its commands, and what its failures mean (issue 34 §1, §2). The counting itself, one script a
 * call, is redis-quota.ts.
 *
 * - Every command is bounded: no answer within COMMAND_MS (a frozen or overloaded Redis) fails the
 *   command; while the connection is down a command fails at once (no offline queue), and the client
 *   reconnects at least every RECONNECT_MAX_MS, so a Redis that returns serves again within a second.
 * - Any such failure is StoreUnavailable: the call that needed it answers 503 with Retry-After and is
 *   not counted. There is no per-process fallback counter: a call is counted in Redis, shared and
 *   exact, or not answered (docs/operations.md, "Quotas when Redis fails").
 * - A counted call whose command failed without an answer (a timeout, the connection lost) may still
 *   run when Redis resumes; it is given back then (the give-back queue below), so a 503 costs no quota.
 * - Redis may come back without its data (restarted without an append-only file): the since marker
 *   (SINCE_KEY) tells, and redis-quota.ts then counts each app's day again from the database's usage
 *   records. Every instance warns when Redis returns without persistence.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { EXIT_UNAVAILABLE, StartupError } from '../../process/startup-errors.js';
import type { Clock } from '../clock.js';
import { StoreUnavailable } from '../errors.js';
import type { PlatformLogger } from '../logger.js';
import { withinTimeLimit } from '../time-limit.js';

/** A command with no answer for this long fails (503), and its call is given back if it ran. */
export const COMMAND_MS = 1000;
/** Connecting, at most; then the next attempt. */
const CONNECT_MS = 1000;
/** The longest pause between two reconnection attempts. */
const RECONNECT_MAX_MS = 1000;

/**
 * The key that holds the instant (Unix ms) from which this Redis's counts are complete. A Redis
 * without it is new, or lost its data; the first instance to see that sets it (SET NX).
 */
export const SINCE_KEY = 'sublord:since';
/**
 * A call counted before a loss but not yet written to the database's usage (its write is bounded by
 * the PostgreSQL limits, 4 s in all) is missing from the usage a day is counted again from: counting
 * waits this long after a loss was seen, unless nothing was used for QUIET_MS.
 */
const SETTLE_MS = 5000;
const QUIET_MS = 10_000;
/** How long a counted call's marker lives: the window in which it can be given back. */
export const CALL_MARKER_MS = 60_000;

/**
 * An app's stamp: a random value set anew by every change that must reach the instances' credential
 * caches (apps/credential-cache.ts). It outlives every cache entry by far (STAMP_TTL_SECONDS); once
 * it expires an app reads as never changed, which only entries cached after the change can match.
 */
export function stampKey(appId: string): string {
  return `sublord:stamp:${appId}`;
}
const STAMP_TTL_SECONDS = 3600;

/**
 * Whether Redis keeps its data across a restart: append-only file, RDB snapshots, neither, or unknown
 * (CONFIG refused, as on some managed services). Without persistence a Redis restart loses every
 * count; the day counts are then taken again from the database (redis-quota.ts), but persistence
 * keeps the restart invisible (issue 9 §4).
 */
export type RedisPersistence = 'aof' | 'rdb' | 'none' | 'unknown';

/**
 * A counted call to give back: its marker and its counters (minute, day, and the account's day).
 * Without a marker (a refund that has none) the counters are decremented as they are, never below 0.
 */
export interface GiveBack {
  marker: string | null;
  counters: readonly string[];
}

/** The shared Redis connection of a process. */
export interface QuotaRedis {
  client: Redis;
  persistence: RedisPersistence;
  /** Sets the since marker if no instance has (a Redis that is new or lost its data). */
  markSince(now: number): Promise<void>;
  /**
   * Gives a call back: now when Redis answers (resolved once done), else queued and retried every
   * second until it does. Never rejects.
   */
  giveBack(item: GiveBack): Promise<void>;
  /** PING within the command limit: the readiness check. */
  ping(): Promise<void>;
  /** The stamps of these apps now ('' for one never changed), in one round trip. */
  readStamps(appIds: readonly string[]): Promise<string[]>;
  /** Sets these apps' stamps anew: every cached copy of their credentials is stale from now on. */
  renewStamps(appIds: readonly string[]): Promise<void>;
  /** Called with every since instant a script returns; a new one means Redis lost its data. */
  sawSince(since: number): void;
  /** Listens for a Redis that lost its data (its since marker changed): drop what was cached. */
  onLoss(listener: () => void): void;
  close(): Promise<void>;
}

/** A Redis command's answer within COMMAND_MS, or StoreUnavailable. */
export function bounded<T>(answer: Promise<T>): Promise<T> {
  return withinTimeLimit(
    answer,
    COMMAND_MS,
    () => new StoreUnavailable('redis', `no answer within ${COMMAND_MS} ms`),
  ).catch((error: unknown) => {
    throw redisFailure(error);
  });
}

/** Reads the server's persistence settings (CONFIG GET appendonly / save). */
export async function redisPersistence(client: Redis): Promise<RedisPersistence> {
  try {
    const [, appendonly] = (await bounded(client.config('GET', 'appendonly'))) as string[];
    if (appendonly === 'yes') return 'aof';
    const [, save] = (await bounded(client.config('GET', 'save'))) as string[];
    return save !== undefined && save.trim() !== '' ? 'rdb' : 'none';
  } catch {
    return 'unknown';
  }
}

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
  return error instanceof Error ? error.message.slice(0, 120) : String(error);
}

/**
 * A failed command as StoreUnavailable, except a script's own error ("ERR …": a defect, kept). Redis
 * loading its data, out of memory, read-only or unable to persist are all "not now".
 */
export function redisFailure(error: unknown): unknown {
  if (error instanceof StoreUnavailable) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/^ERR /.test(message)) return error;
  return new StoreUnavailable('redis', redisCause(error), { cause: error });
}

/** True when a failed command may still have run (sent, no answer), false when it was never sent. */
export function mayHaveRun(error: unknown): boolean {
  const cause = error instanceof StoreUnavailable ? error.cause : error;
  const message = cause instanceof Error ? cause.message : '';
  return !/isn't writeable|enableOfflineQueue/i.test(message);
}

const GIVE_BACK = `
local counted = ARGV[2] == 'any' or redis.call('GET', KEYS[1]) == '1'
redis.call('SET', KEYS[1], '0', 'PX', ARGV[1])
if not counted then return 0 end
for i = 2, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

interface Waiting extends GiveBack {
  since: number;
}

/**
 * Connects (and fails fast when Redis cannot be reached at start). `lastUse` reads when any app was
 * last used (the database's usage), for the since marker.
 */
export async function connectQuotaRedis(
  url: string,
  logger: PlatformLogger,
  options: { now: Clock; lastUse: () => Promise<number | null> },
): Promise<QuotaRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail a command at once while disconnected, and after COMMAND_MS without an answer (bounded(),
    // which tells a silent Redis from a busy event loop): the call answers 503 instead of waiting.
    enableOfflineQueue: false,
    connectTimeout: CONNECT_MS,
    maxRetriesPerRequest: 0,
    // A command that failed is never sent again by the client: its call was answered 503, and a
    // counted call is given back instead (giveBack).
    autoResendUnfulfilledCommands: false,
    retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
    // The commands of one turn of the event loop go in one write.
    enableAutoPipelining: true,
    keepAlive: 10_000,
  });
  client.defineCommand('sublordGiveBack', { lua: GIVE_BACK });
  let lastLogged = 0;
  let down = false;
  // ioredis rejects connect() with "Connection is closed."; the cause (ECONNREFUSED …) came here.
  let firstError: Error | null = null;
  client.on('error', (error: Error) => {
    firstError ??= error;
    down = true;
    // ioredis repeats the error on every reconnect attempt; one line a minute is enough.
    const t = Date.now();
    if (t - lastLogged > 60_000) {
      lastLogged = t;
      logger.warn(
        { err: { message: redisCause(error) } },
        'redis unavailable: calls that need the quota answer 503 until it returns',
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

  const warnPersistence = (persistence: RedisPersistence) => {
    if (persistence === 'aof') return;
    logger.warn(
      { persistence },
      persistence === 'rdb'
        ? 'redis persists by snapshots only: a crash loses the quota counts since the last one (the day is counted again from the database); use appendonly yes'
        : 'redis persistence is off or unknown: a Redis restart loses the quota counts (the day is counted again from the database, the current minute waits); use appendonly yes (docs/operations.md)',
    );
  };
  let lastSince: number | null = null;
  const lossListeners: Array<() => void> = [];
  const handle: QuotaRedis = {
    client,
    persistence: await redisPersistence(client),
    markSince: async () => {},
    giveBack: async () => {},
    async ping() {
      await bounded(client.ping());
    },
    async readStamps(appIds) {
      if (appIds.length === 0) return [];
      const values = await bounded(client.mget(...appIds.map(stampKey)));
      return values.map((v) => v ?? '');
    },
    async renewStamps(appIds) {
      await Promise.all(
        appIds.map((id) =>
          bounded(
            client.set(
              stampKey(id),
              randomBytes(12).toString('base64url'),
              'EX',
              STAMP_TTL_SECONDS,
            ),
          ),
        ),
      );
    },
    sawSince(since) {
      if (lastSince !== null && since !== lastSince)
        for (const listener of lossListeners) listener();
      lastSince = since;
    },
    onLoss(listener) {
      lossListeners.push(listener);
    },
    async close() {
      clearTimeout(retry);
      if (client.status === 'end') return;
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
  warnPersistence(handle.persistence);

  // The since marker: set once by whichever instance first finds it missing.
  let marking: Promise<void> | null = null;
  handle.markSince = (now) => {
    marking ??= (async () => {
      // Only a process that counted in this Redis before knows its marker vanished (a loss); a
      // process meeting a Redis without one at start (new, or from a release before the marker)
      // counts from now. A loss while calls were made waits for those still being recorded.
      const lost = lastSince !== null;
      const lastUse = lost ? await options.lastUse() : null;
      const since = lastUse !== null && lastUse >= now - QUIET_MS ? now + SETTLE_MS : now;
      const set = await bounded(client.set(SINCE_KEY, `${since}${lost ? 'L' : ''}`, 'NX'));
      // Redis had no marker: whatever was cached from it (credential stamps) is gone with it.
      for (const listener of lossListeners) listener();
      if (set === 'OK') {
        logger.warn(
          { counting_from: new Date(since).toISOString() },
          "redis holds no quota counts (a new Redis, or one restarted without its data): each app's day is counted again from the database's usage records",
        );
      }
    })().finally(() => {
      marking = null;
    });
    return marking;
  };

  // Calls to give back that Redis could not take yet, oldest first; retried every second.
  const waiting: Waiting[] = [];
  let retry: NodeJS.Timeout | undefined;
  let draining = false;
  const script = client as unknown as {
    sublordGiveBack(keyCount: number, ...args: (string | number)[]): Promise<number>;
  };
  const send = async (item: GiveBack) => {
    await bounded(
      script.sublordGiveBack(
        1 + item.counters.length,
        item.marker ?? 'sublord:call:none',
        ...item.counters,
        CALL_MARKER_MS,
        item.marker === null ? 'any' : 'marked',
      ),
    );
  };
  const later = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void drain(), RECONNECT_MAX_MS);
    retry.unref();
  };
  const drain = async () => {
    if (draining) return;
    draining = true;
    try {
      while (waiting.length > 0) {
        const item = waiting[0] as Waiting;
        if (Date.now() - item.since > CALL_MARKER_MS) {
          // Its marker is gone by now: if it ran, it stays counted.
          waiting.shift();
          logger.warn({}, 'a call could not be given back within a minute; it may stay counted');
          continue;
        }
        await send(item);
        waiting.shift();
      }
    } catch {
      later();
    } finally {
      draining = false;
    }
  };
  handle.giveBack = async (item) => {
    try {
      await send(item);
    } catch {
      waiting.push({ ...item, since: Date.now() });
      later();
    }
  };

  client.on('close', () => {
    down = true;
  });
  // Back after an outage: say so, check its persistence again (a restart may have dropped it), and
  // give back the calls that waited.
  client.on('ready', () => {
    if (!down) return;
    down = false;
    logger.warn({}, 'redis reachable again');
    void redisPersistence(client).then((persistence) => {
      handle.persistence = persistence;
      warnPersistence(persistence);
    });
    void drain();
  });
  return handle;
}
