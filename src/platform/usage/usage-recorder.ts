/**
 * Per-app call count, last-used time and calls per UTC day: the only things recorded about API use
 * (contract, rule 4). Nothing about the request itself (body, IP, endpoint) is kept.
 *
 * Each call is written and committed before it is answered (issue 9 §4: a buffered count lost 984 of
 * 2,454 answered calls over three kill -9 rounds). On SQLite that is one transaction on the counters'
 * own connection, a WAL commit of a few microseconds (bench/quota-store.ts prints the figure); on
 * PostgreSQL one statement for all the calls that arrive together (group commit), so an app's rows
 * take one write a batch, not one a call. A call answered with a 5xx is taken back (issue 20 §2).
 */
import { type Kysely, sql } from 'kysely';
import { retryWhileBusy } from '../db/busy-retry.js';
import { createGroupCommit } from '../db/group-commit.js';
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

/**
 * Records the calls of one batch in ONE statement, so one commit: each app's call count and last use
 * once, and each app's day once, however many of its calls the batch holds. The rows are locked in a
 * fixed order (app id, then day), so two batches from two instances never deadlock. An app that no
 * longer exists records nothing.
 */
async function recordCalls(
  db: Kysely<Database>,
  calls: readonly { appId: string; at: number }[],
): Promise<void> {
  const apps = new Map<string, { calls: number; at: number }>();
  const days = new Map<string, { appId: string; day: string; calls: number }>();
  for (const { appId, at } of calls) {
    const app = apps.get(appId) ?? { calls: 0, at };
    app.calls++;
    app.at = Math.max(app.at, at);
    apps.set(appId, app);
    const day = usageDay(at);
    const key = `${appId} ${day}`;
    const entry = days.get(key) ?? { appId, day, calls: 0 };
    entry.calls++;
    days.set(key, entry);
  }
  const appRows = [...apps.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const dayRows = [...days.values()].sort((a, b) =>
    a.appId === b.appId ? (a.day < b.day ? -1 : 1) : a.appId < b.appId ? -1 : 1,
  );
  await sql`
    WITH counted AS (
      SELECT v.id, v.calls, v.at FROM unnest(${appRows.map((r) => r[0])}::text[],
        ${appRows.map((r) => r[1].calls)}::int[], ${appRows.map((r) => r[1].at)}::bigint[]) AS v(id, calls, at)
    ),
    locked AS (
      SELECT apps.id FROM apps JOIN counted ON counted.id = apps.id ORDER BY apps.id FOR UPDATE OF apps
    ),
    updated AS (
      UPDATE apps SET call_count = apps.call_count + counted.calls,
        last_used_at = GREATEST(COALESCE(apps.last_used_at, 0), counted.at)
      FROM counted JOIN locked ON locked.id = counted.id WHERE apps.id = counted.id
      RETURNING apps.id
    )
    INSERT INTO usage_daily (app_id, day, calls)
    SELECT d.app_id, d.day, d.calls FROM unnest(${dayRows.map((r) => r.appId)}::text[],
      ${dayRows.map((r) => r.day)}::text[], ${dayRows.map((r) => r.calls)}::int[]) AS d(app_id, day, calls)
    WHERE d.app_id IN (SELECT id FROM updated)
    ORDER BY d.app_id, d.day
    ON CONFLICT (app_id, day) DO UPDATE SET calls = usage_daily.calls + EXCLUDED.calls`.execute(db);
}

/**
 * A recorder over Kysely (PostgreSQL). The calls that arrive in one turn of the event loop are
 * recorded together, in one statement (group commit, db/group-commit.ts, as on SQLite): each call
 * still resolves only once its record is committed, so an answered call is always counted, and a
 * single app under load is not held to one commit a call on its `apps` row (issue 34 §3).
 */
export function createDbUsageRecorder(db: Kysely<Database>): UsageRecorder {
  const records = createGroupCommit<{ appId: string; at: number }, void>(async (calls) => {
    await recordCalls(db, calls);
    return calls.map(() => ({ ok: undefined }));
  });
  return {
    recordWithin: null,
    record(appId, at) {
      return records.submit({ appId, at });
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
