/**
 * Per-app call count, last-used time and calls per UTC day: the only things recorded about API use
 * (contract, rule 4). Nothing about the request itself (body, IP, endpoint) is kept.
 *
 * Each call is written and committed before it is answered (issue 9 §4: a buffered count lost 984 of
 * 2,454 answered calls over three kill -9 rounds). On SQLite that is one transaction on the counters'
 * own connection, a WAL commit of a few microseconds (bench/quota-store.ts prints the figure); on
 * PostgreSQL one transaction of two statements. The rows are not hot locks: an app makes at most 60
 * counted calls a minute by default. A call answered with a 5xx is taken back (issue 20 §2).
 */
import { type Kysely, sql } from 'kysely';
import { retryWhileBusy } from '../db/busy-retry.js';
import type { Database } from '../db/schema.js';
import type { SqliteConnection } from '../db/sqlite.js';
import { transaction } from '../db/sqlite-transaction.js';

/** Records calls durably. */
export interface UsageRecorder {
  /** Counts one call at `at` (Unix ms); resolves once the count is committed. */
  record(appId: string, at: number): Promise<void>;
  /** Takes back one call recorded at `at` (a refunded call: overloaded or failed, issue 20 §2). */
  unrecord(appId: string, at: number): Promise<void>;
  /**
   * SQLite only: the record as synchronous statements on the counters' connection, for a caller
   * that is already inside a transaction there (the quota consume: platform.ts chargeCall). Null on
   * PostgreSQL.
   */
  readonly recordWithin: ((appId: string, at: number) => void) | null;
}

/** The UTC day of a Unix-ms instant, as the usage_daily key (YYYY-MM-DD). */
export function usageDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** A recorder on the SQLite file, through the given connection (synchronous, one transaction). */
export function createSqliteUsageRecorder(connection: SqliteConnection): UsageRecorder {
  const update = connection.prepare(
    `UPDATE apps SET call_count = call_count + 1,
       last_used_at = max(coalesce(last_used_at, 0), ?) WHERE id = ?`,
  );
  const daily = connection.prepare(
    `INSERT INTO usage_daily (app_id, day, calls) VALUES (?, ?, 1)
       ON CONFLICT (app_id, day) DO UPDATE SET calls = calls + 1`,
  );
  const undo = connection.prepare(
    'UPDATE apps SET call_count = call_count - 1 WHERE id = ? AND call_count > 0',
  );
  const undoDaily = connection.prepare(
    'UPDATE usage_daily SET calls = calls - 1 WHERE app_id = ? AND day = ? AND calls > 0',
  );
  const recordWithin = (appId: string, at: number) => {
    if (update.run(at, appId).changes > 0) daily.run(appId, usageDay(at));
  };
  const count = transaction(connection, 'immediate', recordWithin);
  const uncount = transaction(connection, 'immediate', (appId: string, at: number) => {
    if (undo.run(appId).changes > 0) undoDaily.run(appId, usageDay(at));
  });
  return {
    recordWithin,
    async record(appId, at) {
      await retryWhileBusy(() => count(appId, at));
    },
    async unrecord(appId, at) {
      await retryWhileBusy(() => uncount(appId, at));
    },
  };
}

/** A recorder over Kysely (PostgreSQL). */
export function createDbUsageRecorder(db: Kysely<Database>): UsageRecorder {
  return {
    recordWithin: null,
    async record(appId, at) {
      await db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('apps')
          .set({
            call_count: sql<number>`call_count + 1`,
            last_used_at: sql<number>`CASE WHEN last_used_at IS NULL OR last_used_at < ${at} THEN ${at} ELSE last_used_at END`,
          })
          .where('id', '=', appId)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return;
        await tx
          .insertInto('usage_daily')
          .values({ app_id: appId, day: usageDay(at), calls: 1 })
          .onConflict((oc) =>
            oc
              .columns(['app_id', 'day'])
              .doUpdateSet({ calls: sql<number>`usage_daily.calls + 1` }),
          )
          .execute();
      });
    },
    async unrecord(appId, at) {
      await db.transaction().execute(async (tx) => {
        const updated = await tx
          .updateTable('apps')
          .set({ call_count: sql<number>`call_count - 1` })
          .where('id', '=', appId)
          .where('call_count', '>', 0)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return;
        await tx
          .updateTable('usage_daily')
          .set({ calls: sql<number>`calls - 1` })
          .where('app_id', '=', appId)
          .where('day', '=', usageDay(at))
          .where('calls', '>', 0)
          .execute();
      });
    },
  };
}

/**
 * An app's counts on a UTC day from the usage records: its calls, its account's calls (every app,
 * revoked ones included) and when it was last used. What the Redis quota counts a day again from
 * after Redis lost its data (limits/redis-quota.ts); exact because every answered call is recorded
 * before it is answered.
 */
export async function usageSeed(
  db: Kysely<Database>,
  appId: string,
  accountId: string | undefined,
  day: string,
): Promise<{ day: number; group: number; lastUsedAt: number | null }> {
  const [own, app, account] = await Promise.all([
    db
      .selectFrom('usage_daily')
      .select('calls')
      .where('app_id', '=', appId)
      .where('day', '=', day)
      .executeTakeFirst(),
    db.selectFrom('apps').select('last_used_at').where('id', '=', appId).executeTakeFirst(),
    accountId === undefined
      ? Promise.resolve(undefined)
      : db
          .selectFrom('usage_daily')
          .innerJoin('apps', 'apps.id', 'usage_daily.app_id')
          .select(sql<number>`coalesce(sum(usage_daily.calls), 0)`.as('calls'))
          .where('apps.account_id', '=', accountId)
          .where('usage_daily.day', '=', day)
          .executeTakeFirst(),
  ]);
  return {
    day: Number(own?.calls ?? 0),
    group: Number(account?.calls ?? 0),
    lastUsedAt: app?.last_used_at ?? null,
  };
}

/** When any app was last used (Unix ms), or null: the Redis quota's since marker reads it. */
export async function lastUse(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('apps')
    .select(sql<number | null>`max(last_used_at)`.as('at'))
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}
