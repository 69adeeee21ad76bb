/**
 * The QuotaGate port: two fixed windows per key, a calendar minute and a UTC calendar day, with the
 * rule that a refused call consumes nothing (decisions.md, Quota). Implementations differ only in
 * where the counters live (memory.ts: this process; redis.ts: shared by every instance).
 */

/** Limits of one gate. */
export interface QuotaLimits {
  perMinute: number;
  perDay: number;
}

/** Per app on /api/v1 (contract, Limits). */
export const APP_LIMITS: QuotaLimits = Object.freeze({ perMinute: 60, perDay: 1000 });
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
}

/** Counts calls against the two windows. */
export interface QuotaGate {
  /** Counts one call if both windows have room; otherwise refuses and counts nothing. */
  consume(key: string): Promise<QuotaReport>;
  /** The current state without counting anything (free calls, refused calls, headers). */
  peek(key: string): Promise<QuotaReport>;
  /** Releases the counters' resources (the Redis connection, if any). */
  close(): Promise<void>;
}
