/**
 * A QuotaGate whose counters live in Redis (REDIS_URL), shared by every instance: one script a call,
 * so one round trip checks and counts the key's calendar minute, its UTC day and its group's UTC day
 * (an account's apps) together, or counts nothing when one is full (decisions.md, Quota). The same
 * script checks the stamp of the caller's cached credentials when it is given one (apps/
 * credential-cache.ts), so a change to an app or its account reaches every instance on its next call.
 *
 * The keys are those rate-limiter-flexible used before (sublord:<name>:m|d|g:<key>:<window>, plain
 * integers), so instances of an earlier release count in the same counters during a rolling upgrade.
 *
 * Failures (redis.ts): a call Redis cannot count is not answered (StoreUnavailable, 503), never
 * counted elsewhere. A counted call whose script got no answer is given back when Redis answers
 * again: each counted call leaves a marker (CALL_MARKER_MS), and giving back decrements only what a
 * marker says was counted, once. When Redis has no record of today (it lost its data: the since
 * marker is newer than the day's start), an app's day and its account's day are counted again from
 * the database's usage (`seeds`) before the app's next call is counted; its current minute too, as
 * zero when the app made no call in it, else the minute waits (503) until it ends. A peek (the
 * headers of a free or refused call) reports the counts as Redis has them meanwhile.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import { StaleCredential, StoreUnavailable } from '../errors.js';
import {
  type CredentialStamp,
  type QuotaGate,
  type QuotaLimits,
  type QuotaReport,
  quotaReport,
  type WindowUse,
  windowsAt,
} from './quota-gate.js';
import {
  bounded,
  CALL_MARKER_MS,
  mayHaveRun,
  type QuotaRedis,
  redisFailure,
  SINCE_KEY,
  stampKey,
} from './redis.js';

/** TTL of a minute key: its window, plus clock skew between instances, then collected. */
export const MINUTE_KEY_TTL_SECONDS = 2 * 60;
/** TTL of a day key: two days, then collected. */
export const DAY_KEY_TTL_SECONDS = 2 * 24 * 60 * 60;

/** An app's counts as the database's usage records give them (usage/usage-recorder.ts). */
export interface DaySeed {
  /** The app's calls on the day. */
  day: number;
  /** Its account's calls on the day (every app, revoked ones included). */
  group: number;
  /** When the app was last used (Unix ms), or null. */
  lastUsedAt: number | null;
}

/** Reads the seed of a key (an app) in a group (its account) on a UTC date. */
export type SeedReader = (key: string, group: string | undefined, date: string) => Promise<DaySeed>;

/**
 * KEYS: 1 since marker, 2 the app's stamp, 3 minute, 4 day, 5 group day (a placeholder without a
 * group), 6 the call's marker.
 * ARGV: 1 mode (c consume, p peek), 2 check the stamp (1/0), 3 the expected stamp, 4-6 minute, day
 * and group limits (6 '' = no group), 7-8 minute and day TTL (s), 9 now (ms), 10 day start (ms),
 * 11 seedable (1/0), 12-14 day, group and minute seeds ('' = none), 15 marker TTL (ms), 16 minute
 * end (ms).
 * Returns {status, minute, day, group, since}: status 0 counted (or peeked), 1 minute full, 2 day
 * full, 3 stale stamp, 4 no since marker, 5 needs its seeds {5, since, lost}, 6 wait until {6, ms},
 * 7 given back already. The marker is the instant, followed by L when it was set after a loss.
 */
const QUOTA = `
local marker = redis.call('GET', KEYS[1])
if not marker then return {4} end
local lost = string.sub(marker, -1) == 'L'
local since = tonumber(lost and string.sub(marker, 1, -2) or marker)
if ARGV[2] == '1' and (redis.call('GET', KEYS[2]) or '') ~= ARGV[3] then return {3} end
local grouped = ARGV[6] ~= ''
if ARGV[11] == '1' and ARGV[1] == 'c' and since > tonumber(ARGV[10]) then
  if redis.call('EXISTS', KEYS[4]) == 0 or (grouped and redis.call('EXISTS', KEYS[5]) == 0) then
    if tonumber(ARGV[9]) < since then return {6, since} end
    if ARGV[12] == '' then return {5, since, lost and 1 or 0} end
    redis.call('SET', KEYS[4], ARGV[12], 'EX', ARGV[8], 'NX')
    if grouped then redis.call('SET', KEYS[5], ARGV[13], 'EX', ARGV[8], 'NX') end
    if ARGV[14] ~= '' then redis.call('SET', KEYS[3], ARGV[14], 'EX', ARGV[7], 'NX') end
  end
end
local m = tonumber(redis.call('GET', KEYS[3]) or '0')
local d = tonumber(redis.call('GET', KEYS[4]) or '0')
local g = -1
if grouped then g = tonumber(redis.call('GET', KEYS[5]) or '0') end
if ARGV[1] == 'p' then return {0, m, d, g, since} end
if m < 0 then return {6, tonumber(ARGV[16])} end
if redis.call('EXISTS', KEYS[6]) == 1 then return {7} end
if m >= tonumber(ARGV[4]) then return {1, m, d, g, since} end
if d >= tonumber(ARGV[5]) or (grouped and g >= tonumber(ARGV[6])) then return {2, m, d, g, since} end
m = redis.call('INCR', KEYS[3])
if redis.call('TTL', KEYS[3]) < 0 then redis.call('EXPIRE', KEYS[3], ARGV[7]) end
d = redis.call('INCR', KEYS[4])
if redis.call('TTL', KEYS[4]) < 0 then redis.call('EXPIRE', KEYS[4], ARGV[8]) end
if grouped then
  g = redis.call('INCR', KEYS[5])
  if redis.call('TTL', KEYS[5]) < 0 then redis.call('EXPIRE', KEYS[5], ARGV[8]) end
end
redis.call('SET', KEYS[6], '1', 'PX', ARGV[15])
return {0, m, d, g, since}`;

type QuotaScript = (...args: (string | number)[]) => Promise<number[]>;

/** The quota script on this connection (defined once per client). */
function quotaScript(redis: QuotaRedis): QuotaScript {
  const client = redis.client as unknown as { sublordQuota?: QuotaScript };
  if (client.sublordQuota === undefined) {
    redis.client.defineCommand('sublordQuota', { numberOfKeys: 6, lua: QUOTA });
  }
  return (...args) => bounded((client.sublordQuota as QuotaScript)(...args));
}

/** The seconds from `t` until `until`, at least 1. */
const secondsUntil = (t: number, until: number) => Math.max(1, Math.ceil((until - t) / 1000));

/** A QuotaGate over Redis. `name` separates gates sharing one Redis; `seeds` makes days recountable. */
export function createRedisQuotaGate(
  name: string,
  limits: QuotaLimits,
  now: Clock,
  redis: QuotaRedis,
  seeds?: SeedReader,
): QuotaGate {
  const run = quotaScript(redis);
  const keysOf = (key: string, group: string | undefined, t: number) => {
    const w = windowsAt(t);
    const grouped = group !== undefined && limits.perGroupDay !== undefined;
    return {
      w,
      grouped,
      minute: `sublord:${name}:m:${key}:${w.minuteIndex}`,
      day: `sublord:${name}:d:${key}:${w.date}`,
      group: grouped ? `sublord:${name}:g:${group}:${w.date}` : `sublord:${name}:nogroup`,
    };
  };

  async function call(
    mode: 'c' | 'p',
    key: string,
    group: string | undefined,
    stamp: CredentialStamp | null | undefined,
  ): Promise<QuotaReport> {
    let seed: (DaySeed & { since: number; lost: boolean }) | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const t = now();
      const k = keysOf(key, group, t);
      const marker = `sublord:call:${randomBytes(12).toString('base64url')}`;
      // The minute's count is unknown only when Redis lost it: the loss came in this minute and the
      // app was used in it (a free call too: the usage records cannot tell).
      const minuteStart = k.w.minuteIndex * 60_000;
      const minuteSeed =
        seed === null
          ? ''
          : seed.lost && seed.since > minuteStart && (seed.lastUsedAt ?? 0) >= minuteStart
            ? -1
            : 0;
      let result: number[];
      try {
        result = await run(
          SINCE_KEY,
          stampKey(key),
          k.minute,
          k.day,
          k.group,
          marker,
          mode,
          stamp === null || stamp === undefined ? 0 : 1,
          stamp ?? '',
          limits.perMinute,
          limits.perDay,
          k.grouped ? (limits.perGroupDay ?? '') : '',
          MINUTE_KEY_TTL_SECONDS,
          DAY_KEY_TTL_SECONDS,
          t,
          k.w.dayResetAt - 86_400_000,
          seeds ? 1 : 0,
          seed?.day ?? '',
          seed?.group ?? '',
          minuteSeed,
          CALL_MARKER_MS,
          k.w.minuteResetAt,
        );
      } catch (error) {
        const failure = redisFailure(error);
        // A consume that may have run is given back when Redis answers (its marker says if it ran).
        if (mode === 'c' && failure instanceof StoreUnavailable && mayHaveRun(failure)) {
          void redis.giveBack({
            marker,
            counters: k.grouped ? [k.minute, k.day, k.group] : [k.minute, k.day],
          });
        }
        throw failure;
      }
      const [status = 0, minute = 0, day = 0, groupDay = -1, since] = result;
      if (since !== undefined) redis.sawSince(since);
      switch (status) {
        case 0:
        case 1:
        case 2: {
          const use: WindowUse = {
            minute: Math.max(0, minute),
            day,
            groupDay: k.grouped ? groupDay : null,
          };
          const refusedBy = status === 1 ? 'minute' : status === 2 ? 'day' : null;
          if (mode === 'p') {
            const full = minute < 0 || minute >= limits.perMinute;
            const dayFull =
              day >= limits.perDay ||
              (k.grouped && groupDay >= (limits.perGroupDay ?? Number.POSITIVE_INFINITY));
            return quotaReport(
              limits,
              t,
              k.w,
              full ? { ...use, minute: limits.perMinute } : use,
              full ? 'minute' : dayFull ? 'day' : null,
            );
          }
          const report = quotaReport(limits, t, k.w, use, refusedBy);
          return status === 0 ? { ...report, ticket: marker } : report;
        }
        case 3:
          throw new StaleCredential();
        case 4:
          await redis.markSince(t);
          continue;
        case 5:
          seed = {
            ...(seeds ? await seeds(key, group, k.w.date) : { day: 0, group: 0, lastUsedAt: null }),
            since: minute,
            lost: day === 1,
          };
          continue;
        case 6:
          throw new StoreUnavailable('redis', 'counting again after Redis lost its data', {
            retryAfterSeconds: secondsUntil(t, minute),
          });
        default:
          // 7: this call's marker was given back before the script ran; never counted.
          throw new StoreUnavailable('redis', 'the call was given back');
      }
    }
    throw new StoreUnavailable('redis', 'the quota record kept changing');
  }

  return {
    consume(key, group, _own, alongside, stamp) {
      if (alongside) throw new Error('a Redis quota gate cannot write in a database transaction');
      return call('c', key, group, stamp);
    },
    peek(key, group, _own, stamp) {
      return call('p', key, group, stamp);
    },
    async refund(key, group, at, ticket) {
      // Given back through the call's marker, so a call is never given back twice; queued while
      // Redis cannot answer.
      const k = keysOf(key, group, at);
      await redis.giveBack({
        marker: ticket ?? null,
        counters: k.grouped ? [k.minute, k.day, k.group] : [k.minute, k.day],
      });
    },
    async close() {},
  };
}
