/**
 * Per-app call count and last-used time, the only things recorded about API use (contract, rule 4).
 *
 * Each call is written and committed before it is answered (issue 9 §4: a buffered count lost 984 of
 * 2,454 answered calls over three kill -9 rounds). On SQLite that is one statement on the counters'
 * own connection, a WAL commit of a few microseconds (bench/quota-store.ts prints the figure); on
 * PostgreSQL one UPDATE. The row is not a hot lock: an app makes at most 60 counted calls a minute.
 */
import type SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { retryWhileBusy } from '../db/busy-retry.js';
import type { Database } from '../db/schema.js';

/** Records calls durably. */
export interface UsageRecorder {
  /** Counts one call at `at` (Unix ms); resolves once the count is committed. */
  record(appId: string, at: number): Promise<void>;
  /** Takes back one recorded call (a refunded call: overloaded or failed, issue 20 §2). */
  unrecord(appId: string): Promise<void>;
}

/** A recorder on the SQLite file, through the given connection (synchronous, autocommit). */
export function createSqliteUsageRecorder(connection: SQLite.Database): UsageRecorder {
  const update = connection.prepare<[number, string]>(
    `UPDATE apps SET call_count = call_count + 1,
       last_used_at = max(coalesce(last_used_at, 0), ?) WHERE id = ?`,
  );
  const undo = connection.prepare<[string]>(
    'UPDATE apps SET call_count = call_count - 1 WHERE id = ? AND call_count > 0',
  );
  return {
    async record(appId, at) {
      await retryWhileBusy(() => update.run(at, appId));
    },
    async unrecord(appId) {
      await retryWhileBusy(() => undo.run(appId));
    },
  };
}

/** A recorder over Kysely (PostgreSQL). */
export function createDbUsageRecorder(db: Kysely<Database>): UsageRecorder {
  return {
    async record(appId, at) {
      await db
        .updateTable('apps')
        .set({
          call_count: sql<number>`call_count + 1`,
          last_used_at: sql<number>`CASE WHEN last_used_at IS NULL OR last_used_at < ${at} THEN ${at} ELSE last_used_at END`,
        })
        .where('id', '=', appId)
        .execute();
    },
    async unrecord(appId) {
      await db
        .updateTable('apps')
        .set({ call_count: sql<number>`call_count - 1` })
        .where('id', '=', appId)
        .where('call_count', '>', 0)
        .execute();
    },
  };
}
