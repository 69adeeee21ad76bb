/**
 * createPlatform(): the composition of every platform service over one database (and, when
 * configured, one Redis). The HTTP layer, the CLI and tests all start from here; `close()` flushes
 * usage and releases connections.
 */
import { sql } from 'kysely';
import { type AccessConfig, type Config, DEFAULT_ACCESS } from '../process/config.js';
import { type AccountService, createAccountService } from './accounts/accounts.js';
import {
  createPasswordResetService,
  type PasswordResetService,
} from './accounts/password-resets.js';
import {
  createSessionService,
  DEFAULT_SESSION_POLICY,
  type SessionPolicy,
  type SessionService,
} from './accounts/sessions.js';
import { withTrial } from './accounts/trial.js';
import { type AppService, createAppService, kyselyCredentialReader } from './apps/apps.js';
import { cachedSource, uncachedSource } from './apps/credential-cache.js';
import { createSecretHasher } from './apps/secrets.js';
import { sqliteCredentialReader } from './apps/sqlite-credentials.js';
import { stampedAppChanges, stampedExpiry } from './apps/stamped-changes.js';
import { type Clock, systemClock } from './clock.js';
import { deriveKey } from './crypto.js';
import { openDatabase, type PlatformDb } from './db/connect.js';
import { openSqliteConnection } from './db/sqlite.js';
import { perClientIpGate } from './limits/client-ip.js';
import { createCounterQuotaGate } from './limits/counter-gate.js';
import {
  type CounterStore,
  createPostgresCounterStore,
  createSqliteCounterStore,
} from './limits/counter-store.js';
import { createPerAppQuotaGate } from './limits/per-app.js';
import { APP_LIMITS, PUBLIC_IP_LIMITS, type QuotaGate } from './limits/quota-gate.js';
import type { QuotaRedis } from './limits/redis.js';
import { createThrottles, type Throttles } from './limits/throttles.js';
import { type PlatformLogger, silentLogger } from './logger.js';
import { assertServerKeyMatches, loadServerKey } from './server-key.js';
import type { CheckoutProvider } from './subscriptions/checkout.js';
import {
  createOperatorProvider,
  type OperatorPaymentProvider,
} from './subscriptions/payment-provider.js';
import {
  createSubscriptionService,
  type SubscriptionService,
} from './subscriptions/subscriptions.js';
import { createKillSwitch, type KillSwitch } from './switches/kill-switch.js';
import { type ChargeCall, createChargeCall } from './usage/charge.js';
import {
  createDbUsageRecorder,
  createSqliteUsageRecorder,
  lastUse,
  type UsageRecorder,
  usageSeed,
} from './usage/usage-recorder.js';

/** How often rows of ended quota windows are deleted. */
const COUNTER_SWEEP_MS = 10 * 60_000;

/** The configuration the platform reads; `access` defaults to the contract's price, no checkout. */
export type PlatformConfig = Pick<
  Config,
  'dataDir' | 'databaseUrl' | 'redisUrl' | 'secretKey' | 'killSwitchRefreshSeconds' | 'baseUrl'
> &
  Partial<Pick<Config, 'databasePoolSize' | 'databasePooler'>> & { access?: AccessConfig };

/** Knobs for tests and embedding; production uses the defaults. */
export interface PlatformOptions {
  logger?: PlatformLogger;
  /** The clock every service reads (default: the wall clock). */
  now?: Clock;
  /** Overrides config.killSwitchRefreshSeconds (tests use sub-second values). */
  killSwitchRefreshMs?: number;
  sessionPolicy?: SessionPolicy;
  /**
   * The serving path (npm start): every PostgreSQL statement under the serving time limits and the
   * pool opened in full at start (db/connect.ts). Off for the CLI and tests.
   */
  serving?: boolean;
  /** Replaces the Razorpay SDK's orders client (tests that need no HTTP double). */
  razorpayOrders?: import('./subscriptions/razorpay.js').RazorpayOrders;
}

/** Every platform service, ready to use. */
export interface Platform {
  readonly config: Readonly<PlatformConfig>;
  readonly now: Clock;
  readonly database: PlatformDb;
  /** Where the /api/v1 quota counters live: the database by default, Redis with REDIS_URL. */
  readonly quotaStore: 'sqlite' | 'postgres' | 'redis';
  /** Durable counters in the database (quotas without Redis, throttles always). */
  readonly counters: CounterStore;
  /** Sign-in failures per email, "already registered" answers per IP, playground charts. */
  readonly throttles: Throttles;
  /** Key for CSRF tokens, derived from the server key (never stored). */
  readonly csrfKey: Buffer;
  /** AES-256 key sealing a new secret between the portal's POST and its redirect (never stored). */
  readonly revealKey: Buffer;
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  readonly subscriptions: SubscriptionService;
  /** One-time password-reset codes issued by the operator. */
  readonly passwordResets: PasswordResetService;
  /** Price, period, trial and contact line in force. */
  readonly access: AccessConfig;
  /** The built-in payment provider (operator grants). */
  readonly payments: OperatorPaymentProvider;
  /** The checkout provider (Razorpay) when configured, else null. */
  readonly checkout: CheckoutProvider | null;
  readonly apps: AppService;
  readonly usage: UsageRecorder;
  /**
   * A counted /api/v1 call: its quota consumed and, when allowed, its usage recorded; one
   * transaction on SQLite without Redis (usage/charge.ts).
   */
  readonly chargeCall: ChargeCall;
  /** Per-app /api/v1 quota: 60 per minute, 1,000 per UTC day; 5,000 per account per UTC day. */
  readonly quota: QuotaGate;
  /** Per-IP limit for the website's unauthenticated endpoints: 10 per minute, 100 per UTC day. */
  readonly publicLimits: QuotaGate;
  readonly killSwitch: KillSwitch;
  /**
   * Asks each store within its time limit whether it answers (GET /readyz): the database, and Redis
   * when configured.
   */
  checkStores(): Promise<{ database: 'up' | 'down'; redis: 'up' | 'down' | 'unused' }>;
  /** Stops timers, closes Redis and the database. Safe to call twice. */
  close(): Promise<void>;
}

/** Opens storage, runs migrations, checks the server key and builds every service. */
export async function createPlatform(
  config: Readonly<PlatformConfig>,
  options: PlatformOptions = {},
): Promise<Platform> {
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? systemClock;
  const serverKey = loadServerKey(config);
  const database = await openDatabase(config, logger, { serving: options.serving ?? false });
  const { db, dialect } = database;

  let redis: QuotaRedis | null = null;
  let redisQuota: typeof import('./limits/redis-quota.js') | null = null;
  let killSwitch: KillSwitch | null = null;
  try {
    await assertServerKeyMatches(db, serverKey);
    // Loaded only when configured: ioredis costs every worker memory and start-up time otherwise
    // (issue 11 §6).
    if (config.redisUrl) {
      const [connection, quotaModule] = await Promise.all([
        import('./limits/redis.js'),
        import('./limits/redis-quota.js'),
      ]);
      redisQuota = quotaModule;
      redis = await connection.connectQuotaRedis(config.redisUrl, logger, {
        now,
        lastUse: () => lastUse(db),
      });
    }
    killSwitch = await createKillSwitch(db, {
      refreshMs: options.killSwitchRefreshMs ?? Math.max(config.killSwitchRefreshSeconds, 1) * 1000,
      now,
      logger,
    });
  } catch (error) {
    await redis?.close();
    await db.destroy();
    throw error;
  }

  // SQLite: quota counters and usage share one connection of their own (synchronous statements,
  // BEGIN IMMEDIATE), so several processes on the file count exactly (counter-store.ts). Its
  // statements wait for another process's lock off the event loop (db/busy-retry.ts), hence 0.
  // The gate's credential read is a prepared statement on it too (apps/sqlite-credentials.ts). Both
  // group the calls that arrive together into one transaction (db/group-commit.ts).
  const counterConnection =
    database.sqliteFile === null ? null : openSqliteConnection(database.sqliteFile, 0);
  const counters = counterConnection
    ? createSqliteCounterStore(counterConnection)
    : createPostgresCounterStore(db);
  const usage = counterConnection
    ? createSqliteUsageRecorder(counterConnection)
    : createDbUsageRecorder(db);
  const throttles = createThrottles(counters, deriveKey(serverKey, 'throttle'), now);
  const access = config.access ?? DEFAULT_ACCESS;
  // Ending an account's access at once reaches the credential caches (apps/stamped-changes.ts).
  const subscriptions = stampedExpiry(createSubscriptionService(db, now), db, redis, logger);
  const accounts = withTrial(
    createAccountService(db, now, throttles),
    subscriptions,
    access.trialDays,
  );
  const sessions = createSessionService(db, now, options.sessionPolicy ?? DEFAULT_SESSION_POLICY);
  let checkout: CheckoutProvider | null = null;
  if (access.razorpay) {
    // Loaded only when configured, like Redis: the SDK and axios cost memory in every worker.
    const razorpay = await import('./subscriptions/razorpay.js');
    checkout = razorpay.createRazorpayProvider({
      db,
      now,
      subscriptions,
      logger,
      throttles,
      config: access.razorpay,
      price: { amount: access.price, currency: access.currency, days: access.periodDays },
      orders: options.razorpayOrders ?? (await razorpay.razorpayOrdersClient(access.razorpay)),
      // In WAL mode with synchronous=NORMAL, SQLite syncs the WAL to disk before a checkpoint.
      flush:
        database.sqliteFile === null
          ? async () => {}
          : async () => {
              await sql`PRAGMA wal_checkpoint(PASSIVE)`.execute(db);
            },
    });
  }
  // One gate per distinct app limits (`sublord app limits`), all over the same counters.
  const shared = redis && redisQuota ? { redis, module: redisQuota } : null;
  // After Redis lost its data, an app's day is counted again from the usage records.
  const seeds = (appId: string, accountId: string | undefined, day: string) =>
    usageSeed(db, appId, accountId, day);
  const quota = createPerAppQuotaGate(APP_LIMITS, (limits) =>
    shared
      ? shared.module.createRedisQuotaGate('app', limits, now, shared.redis, seeds)
      : createCounterQuotaGate('app', limits, now, counters),
  );
  // Keyed by the HMAC of the client's address (an IPv6 /64): client-ip.ts.
  const publicLimits = perClientIpGate(
    shared
      ? shared.module.createRedisQuotaGate('ip', PUBLIC_IP_LIMITS, now, shared.redis)
      : createCounterQuotaGate('ip', PUBLIC_IP_LIMITS, now, counters),
    deriveKey(serverKey, 'client-ip'),
  );

  // The gate's credential rows: read on every call, or, with Redis, cached in this process and
  // stamped, the stamp checked by the quota's script on every call (apps/credential-cache.ts).
  const readCredential = counterConnection
    ? sqliteCredentialReader(counterConnection)
    : kyselyCredentialReader(db);
  const credentials = redis
    ? cachedSource(readCredential, (ids) => (redis as QuotaRedis).readStamps(ids))
    : uncachedSource(readCredential);
  redis?.onLoss(() => credentials.forgetAll());
  const apps = stampedAppChanges(
    createAppService(db, dialect, createSecretHasher(serverKey), now, credentials),
    redis,
    logger,
  );

  // Past windows' rows are deleted now and then; a failed sweep is retried at the next tick.
  const sweep = () => {
    counters.sweep(now()).catch((error: unknown) => {
      logger.warn({ err: { message: String(error) } }, 'quota counter sweep failed');
    });
  };
  sweep();
  const sweeper = setInterval(sweep, COUNTER_SWEEP_MS);
  sweeper.unref();

  let closing: Promise<void> | null = null;
  const switches = killSwitch;
  return {
    config,
    now,
    database,
    quotaStore: redis ? 'redis' : database.dialect,
    counters,
    throttles,
    csrfKey: deriveKey(serverKey, 'csrf'),
    revealKey: deriveKey(serverKey, 'reveal'),
    accounts,
    sessions,
    passwordResets: createPasswordResetService(db, now, accounts, sessions),
    access,
    subscriptions,
    payments: createOperatorProvider(accounts, subscriptions, access),
    checkout,
    apps,
    usage,
    chargeCall: createChargeCall(quota, usage, counterConnection !== null && shared === null),
    quota,
    publicLimits,
    killSwitch: switches,
    async checkStores() {
      const [database, cache] = await Promise.all([
        sql`select 1`.execute(db).then(
          () => 'up' as const,
          () => 'down' as const,
        ),
        redis === null
          ? ('unused' as const)
          : redis.ping().then(
              () => 'up' as const,
              () => 'down' as const,
            ),
      ]);
      return { database, redis: cache };
    },
    close() {
      closing ??= (async () => {
        switches.close();
        clearInterval(sweeper);
        await Promise.all([quota.close(), publicLimits.close()]);
        await redis?.close();
        await counters.close();
        await db.destroy();
      })();
      return closing;
    },
  };
}
