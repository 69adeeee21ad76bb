/**
 * Schema migrations, kept in code (no filesystem globbing, so they work the same from the sources, in tests
 * and from any working directory) and run at start-up by Kysely's Migrator on both dialects.
 * Append new migrations with a later name; never edit one that has shipped.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('access_expires_at', 'bigint')
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sessions_account_id')
      .on('sessions')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('purchases')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('purchased_at', 'bigint', (c) => c.notNull())
      .addColumn('period_end', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('purchases_provider_reference', ['provider', 'reference'])
      .execute();
    await db.schema
      .createIndex('purchases_account_id')
      .on('purchases')
      .column('account_id')
      .execute();

    await db.schema
      .createTable('apps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_digest', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('rotated_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .addColumn('call_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_used_at', 'bigint')
      .execute();
    await db.schema.createIndex('apps_account_id').on('apps').column('account_id').execute();

    await db.schema
      .createTable('kill_switches')
      .addColumn('path', 'text', (c) => c.primaryKey())
      .addColumn('disabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('platform_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * Durable quota and throttle counters (issue 9 §4): one row per counter and window, e.g. an app's
 * minute, an app's UTC day, an account's UTC day. `expires_at` lets a sweep delete past windows.
 */
const quotaCounters: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('quota_counters')
      .addColumn('counter', 'text', (c) => c.primaryKey())
      .addColumn('used', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('quota_counters_expires_at')
      .on('quota_counters')
      .column('expires_at')
      .execute();
  },
};

/** An app's own limits (issue 11 §8); NULL means the contract's 60 a minute and 1,000 a day. */
const appLimits: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apps').addColumn('limit_per_minute', 'integer').execute();
    await db.schema.alterTable('apps').addColumn('limit_per_day', 'integer').execute();
  },
};

/**
 * Calls per app and UTC day (issue 23 §5: the operator's usage report). A row per app and day with at
 * least one counted call; written with the app's call_count, in the same transaction.
 */
const usageDaily: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('usage_daily')
      .addColumn('app_id', 'text', (c) => c.notNull().references('apps.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('calls', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('usage_daily_pk', ['app_id', 'day'])
      .execute();
  },
};

/**
 * Portal and website sessions kept apart (issue 20 §5): a Bearer token of the website cannot act as
 * the portal cookie. Sessions from before this migration become website sessions, so a portal
 * cookie issued before it stops working and its owner signs in again (never the other way round).
 * One-time password-reset codes (issue 23 §2), stored as SHA-256 only.
 */
const sessionKindsAndResets: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sessions')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('website'))
      .execute();
    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('password_resets_account_id')
      .on('password_resets')
      .column('account_id')
      .execute();
  },
};

/** Secret rotation with a grace period (issue 23 §5): the previous secret's digest and its end. */
const secretGrace: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('apps').addColumn('previous_secret_digest', 'text').execute();
    await db.schema.alterTable('apps').addColumn('previous_secret_expires_at', 'bigint').execute();
  },
};

/**
 * Orders opened with a checkout provider (issue 23 §2): which account an order is for and what it
 * must cost, so a `payment.captured` webhook grants the right account the right period once.
 */
const paymentOrders: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('payment_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('payment_orders_account_id')
      .on('payment_orders')
      .column('account_id')
      .execute();
  },
};

/**
 * Which captured payment paid an order (issue 37 §1): an order grants one period, so a second
 * captured payment of the same order (Razorpay can report one, e.g. a late authorisation) is
 * recognised and grants nothing; an order with no payment yet is the one a checkout reuses.
 */
const orderPayment: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('payment_orders').addColumn('payment_id', 'text').execute();
    await db.schema.alterTable('payment_orders').addColumn('paid_at', 'bigint').execute();
  },
};

/** Every migration by name; names sort in the order they must run. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = Object.freeze({
  '0001_platform': initial,
  '0002_quota_counters': quotaCounters,
  '0003_app_limits': appLimits,
  '0004_session_kinds_and_resets': sessionKindsAndResets,
  '0005_secret_grace': secretGrace,
  '0006_payment_orders': paymentOrders,
  '0007_usage_daily': usageDaily,
  '0008_order_payment': orderPayment,
});

const provider: MigrationProvider = {
  getMigrations: async () => ({ ...MIGRATIONS }),
};

/** The query that tells a current schema at start (Kysely's own record of what has run). */
export const EXECUTED_MIGRATIONS_SQL = 'select name from kysely_migration order by name';

/** The migrations the database has run, in name order; null when it has no record of any (or fails). */
async function executedMigrations<DB>(db: Kysely<DB>): Promise<string[] | null> {
  try {
    const { rows } = await sql<{ name: string }>`${sql.raw(EXECUTED_MIGRATIONS_SQL)}`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return null;
  }
}

/**
 * Brings the schema up to date; throws (with the failing migration's error) if any step fails.
 * A database that has run exactly these migrations is current: one query, and the Migrator's work
 * (its tables checked through the schema introspection, its lock, its record read again) is skipped
 * (issue 22: about 20-40 ms of every worker's start). Anything else, a new database, a missing
 * migration, a failing connection or a record this release does not know, goes to the Migrator,
 * which migrates or reports as before. Kysely records a migration only once it has run (on
 * PostgreSQL in the same transaction), so a complete record is a complete schema.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const executed = await executedMigrations(db);
  const names = Object.keys(MIGRATIONS).sort();
  if (executed?.length === names.length && executed.every((name, i) => name === names[i])) return;
  const migrator = new Migrator({ db, provider });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  }
}
