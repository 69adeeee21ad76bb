/**
 * The changes that must reach every instance's credential cache at the next call (credential-
 * cache.ts): revoking an app, rotating its secret, setting its limits, and ending its account's access
 * (`subscription expire`). Each renews the stamps of the apps it touches in Redis before writing (so
 * a change is refused, and nothing written, while Redis cannot take it) and again after (for a row
 * cached between the two). Without Redis nothing is cached, and these are the services themselves.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { QuotaRedis } from '../limits/redis.js';
import type { PlatformLogger } from '../logger.js';
import type { SubscriptionService } from '../subscriptions/subscriptions.js';
import type { AppService } from './apps.js';

/** Renews `appIds`' stamps around `write`. */
async function stamped<T>(
  redis: QuotaRedis,
  logger: PlatformLogger,
  appIds: () => Promise<readonly string[]>,
  write: () => Promise<T>,
): Promise<T> {
  const ids = await appIds();
  await redis.renewStamps(ids);
  const result = await write();
  await redis.renewStamps(ids).catch((error: unknown) => {
    // Written, and stamped once already: only a row cached between the two stamps can outlive the
    // change, for at most the cache's 30 s.
    logger.warn({ err: { message: String(error) } }, 'a credential change was stamped only once');
  });
  return result;
}

/** The app service, its restricting changes stamped. */
export function stampedAppChanges(
  apps: AppService,
  redis: QuotaRedis | null,
  logger: PlatformLogger,
): AppService {
  if (redis === null) return apps;
  const only = (appId: string) => async () => [appId];
  return {
    ...apps,
    rotate: (accountId, appId, graceMs) =>
      stamped(redis, logger, only(appId), () => apps.rotate(accountId, appId, graceMs)),
    revoke: (accountId, appId) =>
      stamped(redis, logger, only(appId), () => apps.revoke(accountId, appId)),
    setLimits: (appId, limits) =>
      stamped(redis, logger, only(appId), () => apps.setLimits(appId, limits)),
  };
}

/** The subscription service, an access ended at once stamped on every app of the account. */
export function stampedExpiry(
  subscriptions: SubscriptionService,
  db: Kysely<Database>,
  redis: QuotaRedis | null,
  logger: PlatformLogger,
): SubscriptionService {
  if (redis === null) return subscriptions;
  const appsOf = (accountId: string) => async () =>
    (await db.selectFrom('apps').select('id').where('account_id', '=', accountId).execute()).map(
      (r) => r.id,
    );
  return {
    ...subscriptions,
    expireNow: (accountId) =>
      stamped(redis, logger, appsOf(accountId), () => subscriptions.expireNow(accountId)),
  };
}
