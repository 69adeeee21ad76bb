/**
 * The two-window algorithm over rate-limiter-flexible limiters (one per window).
 *
 * Windows are calendar-aligned: the key carries the minute index or the UTC date, and the store's TTL
 * only collects old keys. rate-limiter-flexible's own windows start at the first hit, which would make
 * "per day" mean "86,400 s from the first call" (style-and-ecosystem §7) and would ignore an injected
 * clock.
 *
 * Order (RateLimiterUnion would charge every window even for refused calls, measured in §7): consume
 * the minute; if it refuses, give the point back; else consume the day; if that refuses, give both
 * points back. A refused call therefore leaves both counters as they were.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type Clock, DAY_MS, MINUTE_MS } from '../clock.js';
import type { QuotaGate, QuotaLimits, QuotaReport, WindowReport } from './quota-gate.js';

/**
 * TTL of a minute key: long enough to outlive its window (plus clock skew between instances), then
 * collected.
 */
export const MINUTE_KEY_TTL_SECONDS = 2 * 60;
/** TTL of a day key: two days, then collected. */
export const DAY_KEY_TTL_SECONDS = 2 * 24 * 60 * 60;

/** Makes one rate-limiter-flexible limiter for a window; memory.ts and redis.ts supply this. */
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

/** `YYYY-MM-DD` of a Unix-ms instant, in UTC: the daily window's key. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
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

  function windows(t: number) {
    const minuteIndex = Math.floor(t / MINUTE_MS);
    const dayIndex = Math.floor(t / DAY_MS);
    return {
      minuteKey: (id: string) => `${id}:${minuteIndex}`,
      dayKey: (id: string) => `${id}:${utcDate(t)}`,
      minuteResetAt: (minuteIndex + 1) * MINUTE_MS,
      dayResetAt: (dayIndex + 1) * DAY_MS,
    };
  }

  function report(
    t: number,
    w: ReturnType<typeof windows>,
    minuteUsed: number,
    dayUsed: number,
    refusedBy: 'minute' | 'day' | null,
  ): QuotaReport {
    const minuteReport: WindowReport = {
      limit: limits.perMinute,
      remaining: Math.max(0, limits.perMinute - minuteUsed),
      resetAt: w.minuteResetAt,
    };
    const dayReport: WindowReport = {
      limit: limits.perDay,
      remaining: Math.max(0, limits.perDay - dayUsed),
      resetAt: w.dayResetAt,
    };
    const resetAt = refusedBy === 'minute' ? w.minuteResetAt : w.dayResetAt;
    return {
      allowed: refusedBy === null,
      refusedBy,
      minute: minuteReport,
      day: dayReport,
      retryAfterSeconds: refusedBy === null ? null : Math.max(1, Math.ceil((resetAt - t) / 1000)),
    };
  }

  return {
    async consume(id) {
      const t = now();
      const w = windows(t);
      const mk = w.minuteKey(id);
      const dk = w.dayKey(id);
      const m = await consumeOne(minute, mk);
      if (!m.allowed) {
        await minute.reward(mk, 1);
        return report(t, w, m.consumed - 1, await consumedNow(day, dk), 'minute');
      }
      const d = await consumeOne(day, dk);
      if (!d.allowed) {
        await Promise.all([day.reward(dk, 1), minute.reward(mk, 1)]);
        return report(t, w, m.consumed - 1, d.consumed - 1, 'day');
      }
      return report(t, w, m.consumed, d.consumed, null);
    },

    async peek(id) {
      const t = now();
      const w = windows(t);
      const [m, d] = await Promise.all([
        consumedNow(minute, w.minuteKey(id)),
        consumedNow(day, w.dayKey(id)),
      ]);
      const refusedBy = m >= limits.perMinute ? 'minute' : d >= limits.perDay ? 'day' : null;
      return report(t, w, m, d, refusedBy);
    },

    async close() {
      await options.onClose?.();
    },
  };
}
