/**
 * A QuotaGate over durable database counters (counter-store.ts): the default without REDIS_URL.
 * One consume is one transaction over the key's minute, the key's UTC day and, when a group is
 * given, the group's UTC day; a refused call changes none of them (decisions.md, Quota).
 */
import type { Clock } from '../clock.js';
import type { CounterSpec, CounterStore } from './counter-store.js';
import {
  type QuotaGate,
  type QuotaLimits,
  quotaReport,
  type Windows,
  windowsAt,
} from './quota-gate.js';

/** A minute row outlives its window by a minute (clock skew between processes), then is swept. */
const MINUTE_GRACE_MS = 60_000;
/** A day row is kept one extra day, then swept. */
const DAY_GRACE_MS = 86_400_000;

/** A QuotaGate whose counters live in the platform database. `name` separates gates. */
export function createCounterQuotaGate(
  name: string,
  limits: QuotaLimits,
  now: Clock,
  store: CounterStore,
): QuotaGate {
  function specs(key: string, group: string | undefined, w: Windows): CounterSpec[] {
    const list: CounterSpec[] = [
      {
        key: `${name}:m:${key}:${w.minuteIndex}`,
        limit: limits.perMinute,
        expiresAt: w.minuteResetAt + MINUTE_GRACE_MS,
      },
      {
        key: `${name}:d:${key}:${w.date}`,
        limit: limits.perDay,
        expiresAt: w.dayResetAt + DAY_GRACE_MS,
      },
    ];
    if (group !== undefined && limits.perGroupDay !== undefined) {
      list.push({
        key: `${name}:g:${group}:${w.date}`,
        limit: limits.perGroupDay,
        expiresAt: w.dayResetAt + DAY_GRACE_MS,
      });
    }
    return list;
  }

  const use = (used: readonly number[]) => ({
    minute: used[0] ?? 0,
    day: used[1] ?? 0,
    groupDay: used.length > 2 ? (used[2] ?? 0) : null,
  });

  return {
    async consume(key, group, _own, alongside) {
      const t = now();
      const w = windowsAt(t);
      const result = await store.consume(specs(key, group, w), alongside);
      const refusedBy = result.allowed ? null : result.refusedAt === 0 ? 'minute' : 'day';
      return quotaReport(limits, t, w, use(result.used), refusedBy);
    },

    async refund(key, group, at) {
      await store.release(specs(key, group, windowsAt(at)).map((c) => c.key));
    },

    async peek(key, group) {
      const t = now();
      const w = windowsAt(t);
      const list = specs(key, group, w);
      const used = await store.read(list.map((c) => c.key));
      const full = list.findIndex((c, i) => (used[i] ?? 0) >= c.limit);
      const refusedBy = full < 0 ? null : full === 0 ? 'minute' : 'day';
      return quotaReport(limits, t, w, use(used), refusedBy);
    },

    async close() {},
  };
}
