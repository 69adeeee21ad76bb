/**
 * Domain errors of the platform services. Transports (HTTP, portal, CLI) map the code to their own
 * shape; nothing here knows about status codes.
 */

/** Why a platform operation was refused. */
export type PlatformErrorCode =
  | 'INVALID_INPUT'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_NOT_FOUND'
  | 'APP_NOT_FOUND'
  | 'APP_LIMIT_REACHED'
  | 'NO_ACTIVE_SUBSCRIPTION'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_RESET_CODE'
  | 'PAYMENTS_NOT_CONFIGURED'
  | 'PAYMENT_PROVIDER_FAILED';

/** A refused platform operation; `field` names the input at fault when there is one. */
export class PlatformError extends Error {
  readonly code: PlatformErrorCode;
  readonly field: string | null;
  /** For TOO_MANY_ATTEMPTS: whole seconds until another attempt is allowed. */
  readonly retryAfterSeconds: number | null;
  constructor(
    code: PlatformErrorCode,
    message: string,
    field: string | null = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'PlatformError';
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The stores a fleet shares: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL). */
export type StoreName = 'postgres' | 'redis';

/** Seconds a client is asked to wait before retrying a call a store could not serve. */
export const STORE_RETRY_AFTER_SECONDS = 2;

/**
 * A store an operation needs cannot serve it now: unreachable, too slow (every query and command is
 * bounded in time: db/postgres.ts, limits/redis.ts), refusing connections, or, for the quota, not
 * counting yet (limits/redis-quota.ts). The operation did not happen as far as the caller can tell,
 * and nothing was charged for it; a transport answers 503 with Retry-After (issue 34 §1).
 */
export class StoreUnavailable extends Error {
  readonly store: StoreName;
  readonly retryAfterSeconds: number;
  constructor(
    store: StoreName,
    reason: string,
    options: { cause?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(`${store === 'postgres' ? 'PostgreSQL' : 'Redis'} unavailable: ${reason}`, {
      cause: options.cause,
    });
    this.name = 'StoreUnavailable';
    this.store = store;
    this.retryAfterSeconds = Math.max(1, options.retryAfterSeconds ?? STORE_RETRY_AFTER_SECONDS);
  }
}

/**
 * A cached credential row whose stamp is no longer current (apps/credential-cache.ts): the app or
 * its account changed since it was read. The caller reads the row again and decides anew.
 */
export class StaleCredential extends Error {
  constructor() {
    super('the cached credential is stale');
    this.name = 'StaleCredential';
  }
}
