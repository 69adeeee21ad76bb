/**
 * The windows of a QuotaGate over rate-limiter-flexible limiters (one per window): used for Redis.
 *
 * Windows are calendar-aligned: the key carries the minute index or the UTC date, and the store's TTL
 * only collects old keys. rate-limiter-flexible's own windows start at the first hit, which would make
 * "per day" mean "86,400 s from the first call" (style-and-ecosystem §7) and would ignore an injected
 * clock.
 *
 * Order (RateLimiterUnion would charge every window even for refused calls, measured in §7): consume
 * the minute; if it refuses, give the point back; else consume the day, then the group's day; if one
 * refuses, give back every point taken. A refused call therefore leaves every counter as it was.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Clock } from '../clock.js';
import { type QuotaGate, type QuotaLimits, quotaReport, windowsAt } from './quota-gate.js';

/**
 * TTL of a minute key: long enough to outlive its window (plus clock skew between instances), then
 * collected.
 */
export const MINUTE_KEY_TTL_SECONDS = 2 * 60;
/** TTL of a day key: two days, then collected. */
export const DAY_KEY_TTL_SECONDS = 2 * 24 * 60 * 60;

/** Makes one rate-limiter-flexible limiter for a window; redis.ts supplies this. */
export type LimiterFactory = (options: {
  points: number;
  durationSeconds: number;
  keyPrefix: string;
}) => RateLimiterAbstract;

interface CounterResult {
  allowed: boolean;
  consumed: number;
}

async function consumeOne(limiter: RateLimiterAbstract, key: string): Promise<CounterResult> {
  try {
    const res = await limiter.consume(key, 1);
    return { allowed: true, consumed: res.consumedPoints };
  } catch (error) {
    // The library rejects with a RateLimiterRes when over the limit, with an Error when the store fails.
    if (error instanceof RateLimiterRes) return { allowed: false, consumed: error.consumedPoints };
    throw error;
  }
}

async function consumedNow(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res === null ? 0 : Math.max(0, res.consumedPoints);
}

/** A QuotaGate built from a limiter factory. `name` separates gates sharing one store. */
export function createTwoWindowGate(options: {
  name: string;
  limits: QuotaLimits;
  now: Clock;
  makeLimiter: LimiterFactory;
  onClose?: () => Promise<void>;
}): QuotaGate {
  const { limits, now } = options;
  const minute = options.makeLimiter({
    points: limits.perMinute,
    durationSeconds: MINUTE_KEY_TTL_SECONDS,
    keyPrefix: `sublord:${options.name}:m`,
  });
  const day = options.makeLimiter({
    points: limits.perDay,
    durationSeconds: DAY_KEY_TTL_SECONDS,
    keyPrefix: `sublord:${options.name}:d`,
  });
  const groupDay =
    limits.perGroupDay === undefined
      ? null
      : options.makeLimiter({
          points: limits.perGroupDay,
          durationSeconds: DAY_KEY_TTL_SECONDS,
          keyPrefix: `sublord:${options.name}:g`,
        });

  return {
    async consume(id, group, _own, alongside) {
      if (alongside) throw new Error('a Redis quota gate cannot write in a database transaction');
      const t = now();
      const w = windowsAt(t);
      const mk = `${id}:${w.minuteIndex}`;
      const dk = `${id}:${w.date}`;
      const gk = group !== undefined && groupDay !== null ? `${group}:${w.date}` : null;
      const groupNow = async () =>
        gk === null || groupDay === null ? null : consumedNow(groupDay, gk);

      const m = await consumeOne(minute, mk);
      if (!m.allowed) {
        await minute.reward(mk, 1);
        const use = {
          minute: m.consumed - 1,
          day: await consumedNow(day, dk),
          groupDay: await groupNow(),
        };
        return quotaReport(limits, t, w, use, 'minute');
      }
      const d = await consumeOne(day, dk);
      if (!d.allowed) {
        await Promise.all([day.reward(dk, 1), minute.reward(mk, 1)]);
        const use = { minute: m.consumed - 1, day: d.consumed - 1, groupDay: await groupNow() };
        return quotaReport(limits, t, w, use, 'day');
      }
      if (gk !== null && groupDay !== null) {
        const g = await consumeOne(groupDay, gk);
        if (!g.allowed) {
          await Promise.all([groupDay.reward(gk, 1), day.reward(dk, 1), minute.reward(mk, 1)]);
          const use = { minute: m.consumed - 1, day: d.consumed - 1, groupDay: g.consumed - 1 };
          return quotaReport(limits, t, w, use, 'day');
        }
        return quotaReport(
          limits,
          t,
          w,
          { minute: m.consumed, day: d.consumed, groupDay: g.consumed },
          null,
        );
      }
      return quotaReport(
        limits,
        t,
        w,
        { minute: m.consumed, day: d.consumed, groupDay: null },
        null,
      );
    },

    async refund(id, group, at) {
      const w = windowsAt(at);
      const gk = group !== undefined && groupDay !== null ? `${group}:${w.date}` : null;
      const give = async (limiter: RateLimiterAbstract, key: string) => {
        if ((await consumedNow(limiter, key)) > 0) await limiter.reward(key, 1);
      };
      await Promise.all([
        give(minute, `${id}:${w.minuteIndex}`),
        give(day, `${id}:${w.date}`),
        gk === null || groupDay === null ? Promise.resolve() : give(groupDay, gk),
      ]);
    },

    async peek(id, group) {
      const t = now();
      const w = windowsAt(t);
      const gk = group !== undefined && groupDay !== null ? `${group}:${w.date}` : null;
      const [m, d, g] = await Promise.all([
        consumedNow(minute, `${id}:${w.minuteIndex}`),
        consumedNow(day, `${id}:${w.date}`),
        gk === null || groupDay === null ? Promise.resolve(null) : consumedNow(groupDay, gk),
      ]);
      const groupFull = g !== null && limits.perGroupDay !== undefined && g >= limits.perGroupDay;
      const refusedBy =
        m >= limits.perMinute ? 'minute' : d >= limits.perDay || groupFull ? 'day' : null;
      return quotaReport(limits, t, w, { minute: m, day: d, groupDay: g }, refusedBy);
    },

    async close() {
      await options.onClose?.();
    },
  };
}
