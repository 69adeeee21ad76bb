/**
 * The QuotaGate port: two fixed windows per key, a calendar minute and a UTC calendar day, plus an
 * optional UTC-day cap on a group of keys (an account's apps), with the rule that a refused call
 * consumes nothing (decisions.md, Quota). Implementations differ only in where the counters live
 * (counter-gate.ts: the platform database, the default; redis-quota.ts: Redis when REDIS_URL is set).
 */
import { DAY_MS, MINUTE_MS } from '../clock.js';
import type { AppLimits } from './per-app.js';

/**
 * The stamp of a cached credential row (apps/credential-cache.ts): the app's stamp as read just
 * before the row ('' for an app never changed since its stamp was last kept). A gate that can check
 * it (redis-quota.ts) refuses a stale one with StaleCredential, and the caller reads the row again.
 */
export type CredentialStamp = string;

/** Limits of one gate. */
export interface QuotaLimits {
  perMinute: number;
  perDay: number;
  /**
   * Calls a day for all keys of one group together (an account: every app it has or had today,
   * revoked ones included), or undefined for no group cap.
   */
  perGroupDay?: number;
}

/** Most live apps an account holds at once (contract, Limits); also sets the account's day cap. */
export const APPS_PER_ACCOUNT = 5;

/**
 * Per app on /api/v1 (contract, Limits), and per account (subscription) "up to 5,000 calls a day in
 * total": five apps' worth, counting the calls of apps revoked today (issue 9 §4), so revoking an app
 * and creating a new one does not buy a fresh 1,000.
 */
export const APP_LIMITS: QuotaLimits = Object.freeze({
  perMinute: 60,
  perDay: 1000,
  perGroupDay: APPS_PER_ACCOUNT * 1000,
});
/** Per client IP on the website's unauthenticated endpoints (contract, Limits). */
export const PUBLIC_IP_LIMITS: QuotaLimits = Object.freeze({ perMinute: 10, perDay: 100 });

/** One window as seen after the call. */
export interface WindowReport {
  /** Calls allowed in the window. */
  limit: number;
  /** Calls still allowed in the window. */
  remaining: number;
  /** When the window resets (Unix ms): the next minute boundary, or the next 00:00 UTC. */
  resetAt: number;
}

/** The outcome of a consume or peek. */
export interface QuotaReport {
  allowed: boolean;
  /** Which window refused the call; null when allowed. */
  refusedBy: 'minute' | 'day' | null;
  minute: WindowReport;
  day: WindowReport;
  /** Whole seconds until the refusing window resets (≥ 1); null when allowed. */
  retryAfterSeconds: number | null;
  /** What refund needs to give this counted call back, when the gate needs more than the key. */
  ticket?: string;
}

/**
 * A synchronous write run inside a consume's own transaction when the call is allowed, so the two
 * commit together (the usage record on SQLite: platform.ts chargeCall). Only the SQLite counter gate
 * takes one; a gate whose counters live elsewhere (Redis, PostgreSQL) throws rather than drop it.
 */
export type AlongsideWrite = () => void;

/**
 * Counts calls against the windows. `group` (an account id) adds the group's day cap when the gate's
 * limits have one; the day report is then the tighter of the key's day and the group's day.
 */
export interface QuotaGate {
  /**
   * Counts one call if every window has room; otherwise refuses and counts nothing. `own`: the key's
   * own limits where an operator set them (per-app.ts; gates built without it ignore it).
   */
  consume(
    key: string,
    group?: string,
    own?: AppLimits | null,
    alongside?: AlongsideWrite,
    stamp?: CredentialStamp | null,
  ): Promise<QuotaReport>;
  /**
   * Gives back one call counted by consume at instant `at` (Unix ms), in the windows that held `at`:
   * a call the server did not answer (overloaded, failed) is not charged (issue 20 §2). Counters
   * never go below zero. `ticket`: the consume's report's, where the gate gave one.
   */
  refund(key: string, group: string | undefined, at: number, ticket?: string): Promise<void>;
  /**
   * The current state without counting anything (free calls, refused calls, headers). `stamp`: the
   * caller's cached credential, checked by a gate that can (redis-quota.ts: StaleCredential).
   */
  peek(
    key: string,
    group?: string,
    own?: AppLimits | null,
    stamp?: CredentialStamp | null,
  ): Promise<QuotaReport>;
  /** Releases the counters' resources (the Redis connection, if any). */
  close(): Promise<void>;
}

/** `YYYY-MM-DD` of a Unix-ms instant, in UTC: the daily window's key. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar windows at instant `t`. */
export interface Windows {
  minuteIndex: number;
  date: string;
  minuteResetAt: number;
  dayResetAt: number;
}

/** The minute and UTC day that contain `t`. */
export function windowsAt(t: number): Windows {
  const minuteIndex = Math.floor(t / MINUTE_MS);
  return {
    minuteIndex,
    date: utcDate(t),
    minuteResetAt: (minuteIndex + 1) * MINUTE_MS,
    dayResetAt: (Math.floor(t / DAY_MS) + 1) * DAY_MS,
  };
}

/** Calls used in each window (the group's day is null when there is no group cap). */
export interface WindowUse {
  minute: number;
  day: number;
  groupDay: number | null;
}

/** The report of a consume or peek, from the counts in each window. */
export function quotaReport(
  limits: QuotaLimits,
  t: number,
  w: Windows,
  use: WindowUse,
  refusedBy: 'minute' | 'day' | null,
): QuotaReport {
  let dayRemaining = Math.max(0, limits.perDay - use.day);
  if (use.groupDay !== null && limits.perGroupDay !== undefined) {
    dayRemaining = Math.min(dayRemaining, Math.max(0, limits.perGroupDay - use.groupDay));
  }
  const resetAt = refusedBy === 'minute' ? w.minuteResetAt : w.dayResetAt;
  return {
    allowed: refusedBy === null,
    refusedBy,
    minute: {
      limit: limits.perMinute,
      remaining: Math.max(0, limits.perMinute - use.minute),
      resetAt: w.minuteResetAt,
    },
    day: { limit: limits.perDay, remaining: dayRemaining, resetAt: w.dayResetAt },
    retryAfterSeconds: refusedBy === null ? null : Math.max(1, Math.ceil((resetAt - t) / 1000)),
  };
}
