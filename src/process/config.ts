/**
 * Environment → typed, frozen configuration, read once at start-up (main.ts and the CLI).
 * Nothing else in the project reads process.env.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';

export interface Config {
  /** TCP port for `serve` / `npm start` (PORT, default 8080). */
  port: number;
  /** Listen address (HOST, default 0.0.0.0). */
  host: string;
  /** Public base URL printed by the CLI (BASE_URL, default http://localhost:PORT). */
  baseUrl: string;
  /** Directory for the embedded SQLite database and the server key (DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when unset (DATABASE_URL). */
  databaseUrl: string | null;
  /**
   * PostgreSQL connections each process may hold (DATABASE_POOL_SIZE; default
   * defaultPoolSize(workers): about ten an instance, at least two a worker). docs/deployment.md,
   * "Pool sizing".
   */
  databasePoolSize: number;
  /** `pgbouncer` when DATABASE_URL goes through PgBouncer in transaction mode (DATABASE_POOLER). */
  databasePooler: 'none' | 'pgbouncer';
  /** Redis URL for the shared quota counters; the database's counters when unset (REDIS_URL). */
  redisUrl: string | null;
  /** Swiss Ephemeris data directory, or null for the built-in Moshier theory (SE_EPHE_PATH). */
  ephePath: string | null;
  /** System zoneinfo directory (TZDIR, default /usr/share/zoneinfo). */
  zoneinfoDir: string;
  /** Server key for HMAC of app secrets (SUBLORD_SECRET_KEY; else DATA_DIR/server.key, created once). */
  secretKey: string | null;
  /** pino level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY: a comma-separated
   * list of IPs and CIDRs, or `loopback`/`linklocal`/`uniquelocal`), as one comma-separated string for
   * Fastify; false (default) believes no header. `true` and hop counts are refused: they would believe
   * a header any client can send, and the per-IP limits would be bypassed (issue 9 §5).
   */
  trustProxy: string | false;
  /** Slow-client limits of the HTTP server, in milliseconds (issue 9 §3). */
  http: HttpTimeouts;
  /** Where the corresponding source is published (SOURCE_URL); else GET /source serves a tarball. */
  sourceUrl: string | null;
  /** Seconds between kill-switch reloads (KILL_SWITCH_REFRESH_SECONDS, default 2; the contract allows 5). */
  killSwitchRefreshSeconds: number;
  /** Worker processes for `serve` (WORKERS, default: one per core; 1 = a single process). */
  workers: number;
  /** Bounds on the heavy requests computed on worker threads, per worker process (issue 20 §2). */
  compute: ComputeLimits;
  /** Port of the operator's /metrics listener, on the primary (METRICS_PORT; unset = none). */
  metricsPort: number | null;
  /** Address of the /metrics listener (METRICS_HOST, default 127.0.0.1). */
  metricsHost: string;
  /** Bearer token that opens GET /metrics on the main port (METRICS_TOKEN; unset = not served there). */
  metricsToken: string | null;
  /** How developers get access: price, period, trial, contact line, checkout provider (issue 23 §2). */
  access: AccessConfig;
}

/** Developer access: what a period costs and how it is bought. */
export interface AccessConfig {
  /** Price of one period in the currency's smallest unit (SUBSCRIPTION_PRICE, default 199900 paise). */
  price: number;
  /** ISO 4217 code (SUBSCRIPTION_CURRENCY, default INR). */
  currency: string;
  /** Days one purchase adds (SUBSCRIPTION_DAYS, default 30). */
  periodDays: number;
  /** Days of access a new account gets once (TRIAL_DAYS, default 0: no trial). */
  trialDays: number;
  /** Shown on the dashboard when no checkout is configured (ACCESS_CONTACT), e.g. an email. */
  contact: string | null;
  /** Razorpay checkout; null unless RAZORPAY_KEY_ID, _KEY_SECRET and _WEBHOOK_SECRET are all set. */
  razorpay: RazorpayConfig | null;
}

/** Razorpay credentials (Dashboard → Settings → API keys, and the webhook's secret). */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** API base URL (RAZORPAY_API_URL, default https://api.razorpay.com; tests point it at a double). */
  apiUrl: string;
}

/** The contract's price: one 30-day period for 1,999 rupees. */
export const DEFAULT_ACCESS: Readonly<AccessConfig> = Object.freeze({
  price: 199_900,
  currency: 'INR',
  periodDays: 30,
  trialDays: 0,
  contact: null,
  razorpay: null,
});

/** The access settings; partial Razorpay credentials are refused (a half-configured checkout). */
export function accessFrom(env: NodeJS.ProcessEnv): AccessConfig {
  const price = intFrom(env.SUBSCRIPTION_PRICE, DEFAULT_ACCESS.price, 'SUBSCRIPTION_PRICE');
  if (price < 1) throw new Error('SUBSCRIPTION_PRICE must be at least 1 (smallest currency unit)');
  const currency = (env.SUBSCRIPTION_CURRENCY || DEFAULT_ACCESS.currency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new Error('SUBSCRIPTION_CURRENCY must be a three-letter ISO 4217 code such as INR');
  }
  const periodDays = intFrom(env.SUBSCRIPTION_DAYS, DEFAULT_ACCESS.periodDays, 'SUBSCRIPTION_DAYS');
  if (periodDays < 1 || periodDays > 366) throw new Error('SUBSCRIPTION_DAYS must be 1 to 366');
  const trialDays = intFrom(env.TRIAL_DAYS, 0, 'TRIAL_DAYS');
  if (trialDays > 366) throw new Error('TRIAL_DAYS must be 0 to 366');
  const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
  const given = keys.filter((k) => k !== undefined && k !== '').length;
  if (given !== 0 && given !== 3) {
    throw new Error(
      'Set all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none',
    );
  }
  return {
    price,
    currency,
    periodDays,
    trialDays,
    contact: env.ACCESS_CONTACT?.trim() || null,
    razorpay:
      given === 3
        ? {
            keyId: env.RAZORPAY_KEY_ID ?? '',
            keySecret: env.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiUrl: (env.RAZORPAY_API_URL || 'https://api.razorpay.com').replace(/\/+$/, ''),
          }
        : null,
  };
}

/** How long the HTTP server waits for a client (all milliseconds). */
export interface HttpTimeouts {
  /** The whole request head must arrive within this (HTTP_HEADERS_TIMEOUT_SECONDS, default 10). */
  headersTimeoutMs: number;
  /** The whole request, head and body, must arrive within this (HTTP_REQUEST_TIMEOUT_SECONDS, 30). */
  requestTimeoutMs: number;
  /** A connection that sends nothing for this long is closed, body or not (HTTP_BODY_TIMEOUT_SECONDS, 10). */
  bodyTimeoutMs: number;
  /** An idle kept-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_SECONDS, default 5). */
  keepAliveTimeoutMs: number;
}

/** Bounds on the compute pool of each worker process (docs/operations.md, "Heavy requests"). */
export interface ComputeLimits {
  /**
   * A heavy request not answered this long after it reached the pool ends with 503 and Retry-After,
   * its work stops and it is not counted (COMPUTE_DEADLINE_SECONDS, default 15, at most 20 so a
   * shutdown's drain, 25 s, always outlasts it).
   */
  deadlineMs: number;
  /** Heavy requests waiting for a compute thread, at most; more get 503 at once (COMPUTE_QUEUE_LIMIT, 8). */
  queueLimit: number;
  /** Heavy requests of one app waiting or running, at most; more get 503 at once (COMPUTE_APP_IN_FLIGHT, 4). */
  appInFlight: number;
}

/** The drain of a shutdown (src/process/drain.ts DRAIN_LIMIT_MS, 25 s) must outlast every deadline. */
export const MAX_COMPUTE_DEADLINE_SECONDS = 20;

export function computeLimitsFrom(env: NodeJS.ProcessEnv): ComputeLimits {
  const deadlineMs = secondsFrom(env.COMPUTE_DEADLINE_SECONDS, 15, 'COMPUTE_DEADLINE_SECONDS');
  if (deadlineMs > MAX_COMPUTE_DEADLINE_SECONDS * 1000) {
    throw new Error(
      `COMPUTE_DEADLINE_SECONDS must be at most ${MAX_COMPUTE_DEADLINE_SECONDS} (a shutdown drains for 25 s)`,
    );
  }
  const positive = (value: string | undefined, fallback: number, name: string) => {
    const n = intFrom(value, fallback, name);
    if (n < 1) throw new Error(`${name} must be at least 1`);
    return n;
  };
  return {
    deadlineMs,
    queueLimit: positive(env.COMPUTE_QUEUE_LIMIT, 8, 'COMPUTE_QUEUE_LIMIT'),
    appInFlight: positive(env.COMPUTE_APP_IN_FLIGHT, 4, 'COMPUTE_APP_IN_FLIGHT'),
  };
}

/** Debian's `swe-basic-data` install directory (sepl/semo/seas_18.se1, 1800–2400). */
export const DEBIAN_EPHE_DIR = '/usr/share/libswe/ephe';

/**
 * Where to find the Swiss Ephemeris data files: SE_EPHE_PATH verbatim when set (not second-guessed:
 * the adapter's probe reports honestly when SE cannot use it and falls back to Moshier), else
 * Debian's directory when it holds sepl_18.se1, else null (the built-in Moshier theory).
 */
export function resolveEphePath(envValue: string | undefined): string | null {
  if (envValue !== undefined && envValue.trim() !== '') return envValue;
  return existsSync(join(DEBIAN_EPHE_DIR, 'sepl_18.se1')) ? DEBIAN_EPHE_DIR : null;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  // A /0 would believe every address: refused like `true` (below).
  return /^\d+$/.test(bits) && n >= 1 && n <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY → a checked comma-separated address list, or false. */
export function trustProxyFrom(value: string | undefined): string | false {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must list the reverse proxies' IP addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8), not ${bad.join(', ')}: "true", a hop count or a /0 range would believe an X-Forwarded-For header sent by any client`,
    );
  }
  return entries.join(',');
}

function secondsFrom(value: string | undefined, fallback: number, name: string): number {
  const seconds = intFrom(value, fallback, name);
  if (seconds < 1) throw new Error(`${name} must be at least 1`);
  return seconds * 1000;
}

/** The slow-client timeouts; the request timeout is never shorter than the headers timeout. */
export function httpTimeoutsFrom(env: NodeJS.ProcessEnv): HttpTimeouts {
  const headersTimeoutMs = secondsFrom(
    env.HTTP_HEADERS_TIMEOUT_SECONDS,
    10,
    'HTTP_HEADERS_TIMEOUT_SECONDS',
  );
  const requestTimeoutMs = secondsFrom(
    env.HTTP_REQUEST_TIMEOUT_SECONDS,
    30,
    'HTTP_REQUEST_TIMEOUT_SECONDS',
  );
  if (requestTimeoutMs < headersTimeoutMs) {
    throw new Error(
      'HTTP_REQUEST_TIMEOUT_SECONDS must not be shorter than HTTP_HEADERS_TIMEOUT_SECONDS',
    );
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    bodyTimeoutMs: secondsFrom(env.HTTP_BODY_TIMEOUT_SECONDS, 10, 'HTTP_BODY_TIMEOUT_SECONDS'),
    keepAliveTimeoutMs: secondsFrom(
      env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
      5,
      'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS',
    ),
  };
}

/** PostgreSQL connections an instance holds in all when DATABASE_POOL_SIZE is unset. */
export const POOL_PER_INSTANCE = 10;

/** A process's pool when DATABASE_POOL_SIZE is unset: POOL_PER_INSTANCE shared by the workers, at least 2 each. */
export function defaultPoolSize(workers: number): number {
  return Math.max(2, Math.ceil(POOL_PER_INSTANCE / Math.max(1, workers)));
}

function poolerFrom(value: string | undefined): 'none' | 'pgbouncer' {
  if (value === undefined || value === '' || value === 'none') return 'none';
  if (value === 'pgbouncer') return 'pgbouncer';
  throw new Error(
    'DATABASE_POOLER must be pgbouncer (DATABASE_URL goes through PgBouncer in transaction mode) or none',
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const port = intFrom(env.PORT, 8080, 'PORT');
  const workers = intFrom(env.WORKERS, availableParallelism(), 'WORKERS') || 1;
  const databasePoolSize = intFrom(
    env.DATABASE_POOL_SIZE,
    defaultPoolSize(workers),
    'DATABASE_POOL_SIZE',
  );
  if (databasePoolSize < 1) throw new Error('DATABASE_POOL_SIZE must be at least 1');
  return Object.freeze({
    port,
    host: env.HOST || '0.0.0.0',
    baseUrl: env.BASE_URL || `http://localhost:${port}`,
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize,
    databasePooler: poolerFrom(env.DATABASE_POOLER),
    redisUrl: env.REDIS_URL || null,
    ephePath: resolveEphePath(env.SE_EPHE_PATH),
    zoneinfoDir: env.TZDIR || '/usr/share/zoneinfo',
    secretKey: env.SUBLORD_SECRET_KEY || null,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    http: httpTimeoutsFrom(env),
    sourceUrl: env.SOURCE_URL || null,
    killSwitchRefreshSeconds: intFrom(
      env.KILL_SWITCH_REFRESH_SECONDS,
      2,
      'KILL_SWITCH_REFRESH_SECONDS',
    ),
    workers,
    compute: computeLimitsFrom(env),
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : null,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN || null,
    access: accessFrom(env),
  });
}
