/**
 * Per-app call count and last-used time, the only things recorded about API use (contract, rule 4).
 * Counts accumulate in memory and are written in one batch every few seconds and at close, never one
 * write per request: a busy app would otherwise make its row the hottest lock in the database.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PlatformLogger } from '../logger.js';

/** Pending (not yet written) usage of one app on this instance. */
export interface PendingUsage {
  calls: number;
  lastUsedAt: number | null;
}

/** Records calls and writes them out in batches. */
export interface UsageRecorder {
  /** Counts one call at `at` (Unix ms). Synchronous and allocation-light: it runs on every request. */
  record(appId: string, at: number): void;
  /** What this instance has counted but not yet written for the app. */
  pending(appId: string): PendingUsage;
  /** Writes everything pending; returns how many apps were updated. Failed batches are kept. */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

/** Default time between batch writes. */
export const DEFAULT_USAGE_FLUSH_MS = 5000;

interface Tally {
  calls: number;
  lastUsedAt: number;
}

/** A recorder that flushes to the `apps` table every `flushIntervalMs`. */
export function createUsageRecorder(
  db: Kysely<Database>,
  options: { flushIntervalMs?: number; logger: PlatformLogger },
): UsageRecorder {
  let tallies = new Map<string, Tally>();
  let inFlight: Promise<number> = Promise.resolve(0);
  let closed = false;

  function merge(into: Map<string, Tally>, appId: string, tally: Tally): void {
    const current = into.get(appId);
    if (current) {
      current.calls += tally.calls;
      current.lastUsedAt = Math.max(current.lastUsedAt, tally.lastUsedAt);
    } else {
      into.set(appId, { ...tally });
    }
  }

  async function writeBatch(): Promise<number> {
    if (tallies.size === 0) return 0;
    const batch = tallies;
    tallies = new Map();
    try {
      await db.transaction().execute(async (tx) => {
        for (const [appId, tally] of batch) {
          await tx
            .updateTable('apps')
            .set({
              call_count: sql<number>`call_count + ${tally.calls}`,
              last_used_at: sql<number>`CASE WHEN last_used_at IS NULL OR last_used_at < ${tally.lastUsedAt} THEN ${tally.lastUsedAt} ELSE last_used_at END`,
            })
            .where('id', '=', appId)
            .execute();
        }
      });
      return batch.size;
    } catch (error) {
      // Put the counts back so the next flush retries them; usage is never silently dropped.
      for (const [appId, tally] of batch) merge(tallies, appId, tally);
      options.logger.error({ err: error, apps: batch.size }, 'usage flush failed');
      throw error;
    }
  }

  function flush(): Promise<number> {
    // Chain flushes so two never write the same batch concurrently.
    const next = inFlight.catch(() => 0).then(writeBatch);
    inFlight = next;
    return next;
  }

  const timer = setInterval(() => {
    flush().catch(() => {
      // Already logged; the counts stay pending for the next tick.
    });
  }, options.flushIntervalMs ?? DEFAULT_USAGE_FLUSH_MS);
  timer.unref();

  return {
    record(appId, at) {
      if (closed) return;
      merge(tallies, appId, { calls: 1, lastUsedAt: at });
    },
    pending(appId) {
      const t = tallies.get(appId);
      return t ? { calls: t.calls, lastUsedAt: t.lastUsedAt } : { calls: 0, lastUsedAt: null };
    },
    flush,
    async close() {
      clearInterval(timer);
      closed = true;
      await flush();
    },
  };
}
