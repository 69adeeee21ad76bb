/**
 * What an operator reads about the installation (`sublord account list`, `app list`, `usage`):
 * accounts with their subscription state and apps, apps with their owner and totals, and calls per
 * app and UTC day (also the portal dashboard's chart, for one account). Read-only; never a secret,
 * digest or password hash.
 */
import type { Kysely } from 'kysely';
import type { Clock } from './clock.js';
import type { Database } from './db/schema.js';
import { type SubscriptionState, subscriptionStatus } from './subscriptions/subscriptions.js';

export interface AccountRow {
  id: string;
  email: string;
  createdAt: number;
  subscription: SubscriptionState;
  accessExpiresAt: number | null;
  liveApps: number;
  revokedApps: number;
}

export interface AppRow {
  id: string;
  name: string;
  email: string;
  createdAt: number;
  revokedAt: number | null;
  callCount: number;
  lastUsedAt: number | null;
}

export interface UsageRow {
  day: string;
  appId: string;
  appName: string;
  email: string;
  calls: number;
}

export interface UsageFilter {
  appId?: string;
  /** Only the apps of this account (the portal dashboard's chart). */
  accountId?: string;
  /** First UTC day included, YYYY-MM-DD. */
  from?: string;
  /** Last UTC day included, YYYY-MM-DD. */
  to?: string;
}

export interface Reports {
  accounts(): Promise<AccountRow[]>;
  apps(email?: string): Promise<AppRow[]>;
  usage(filter: UsageFilter): Promise<UsageRow[]>;
}

export function createReports(db: Kysely<Database>, now: Clock): Reports {
  return {
    async accounts() {
      const [accounts, apps] = await Promise.all([
        db
          .selectFrom('accounts')
          .select(['id', 'email', 'created_at', 'access_expires_at'])
          .orderBy('created_at')
          .orderBy('email')
          .execute(),
        db.selectFrom('apps').select(['account_id', 'revoked_at']).execute(),
      ]);
      const t = now();
      return accounts.map((a) => {
        const own = apps.filter((app) => app.account_id === a.id);
        const expiresAt = a.access_expires_at === null ? null : Number(a.access_expires_at);
        return {
          id: a.id,
          email: a.email,
          createdAt: Number(a.created_at),
          subscription: subscriptionStatus(expiresAt, t).state,
          accessExpiresAt: expiresAt,
          liveApps: own.filter((app) => app.revoked_at === null).length,
          revokedApps: own.filter((app) => app.revoked_at !== null).length,
        };
      });
    },

    async apps(email) {
      let query = db
        .selectFrom('apps')
        .innerJoin('accounts', 'accounts.id', 'apps.account_id')
        .select([
          'apps.id',
          'apps.name',
          'accounts.email',
          'apps.created_at',
          'apps.revoked_at',
          'apps.call_count',
          'apps.last_used_at',
        ]);
      if (email !== undefined)
        query = query.where('accounts.email', '=', email.trim().toLowerCase());
      const rows = await query
        .orderBy('accounts.email')
        .orderBy('apps.created_at')
        .orderBy('apps.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        createdAt: Number(r.created_at),
        revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
        callCount: Number(r.call_count),
        lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
      }));
    },

    async usage(filter) {
      let query = db
        .selectFrom('usage_daily')
        .innerJoin('apps', 'apps.id', 'usage_daily.app_id')
        .innerJoin('accounts', 'accounts.id', 'apps.account_id')
        .select([
          'usage_daily.day',
          'usage_daily.app_id',
          'apps.name',
          'accounts.email',
          'usage_daily.calls',
        ]);
      if (filter.appId !== undefined) query = query.where('usage_daily.app_id', '=', filter.appId);
      if (filter.accountId !== undefined)
        query = query.where('apps.account_id', '=', filter.accountId);
      if (filter.from !== undefined) query = query.where('usage_daily.day', '>=', filter.from);
      if (filter.to !== undefined) query = query.where('usage_daily.day', '<=', filter.to);
      const rows = await query.orderBy('usage_daily.day').orderBy('usage_daily.app_id').execute();
      return rows.map((r) => ({
        day: r.day,
        appId: r.app_id,
        appName: r.name,
        email: r.email,
        calls: Number(r.calls),
      }));
    },
  };
}
