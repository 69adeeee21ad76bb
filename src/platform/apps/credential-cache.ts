/**
 * The gate's credential rows kept in each process for a short while (issue 34 §3), so a call on
 * PostgreSQL + Redis reads no row: only with Redis, whose script checks each row's stamp in the same
 * round trip that counts the call (limits/redis-quota.ts).
 *
 * A row is cached with its app's stamp as read just BEFORE the row: every change that must reach the
 * caches (revoke, rotate, the app's limits, its account's access ended: platform.ts) sets the stamp
 * anew before and after writing, so a row read before a change carries a stamp that no longer
 * matches, and the next call anywhere, on any instance, finds it stale and reads the row again. A
 * revocation therefore holds from the next call, as without a cache. Changes that only widen access
 * (a renewed subscription, a new secret) need no stamp: a cached row that refuses a call is read
 * again before the refusal (apps.ts verify, the gate's 402), so refusals always come from the
 * database.
 *
 * CACHE_MS bounds an entry's life whatever happens (a change made where no Redis was reachable to
 * stamp it). A Redis that lost its data loses the stamps too: the caches are emptied then (redis.ts
 * onLoss). Every process caches at most MAX_ENTRIES rows, the oldest dropped first.
 */
import type { CredentialReader, CredentialRow } from './apps.js';

/** How long a cached row may be used, at most. */
export const CACHE_MS = 30_000;
const MAX_ENTRIES = 10_000;

/** A credential row and where it came from. */
export interface SourcedCredential {
  row: CredentialRow | undefined;
  /** The app's stamp read before the row; null without a cache (nothing to check). */
  stamp: string | null;
  /** True when the row came from the cache (no read was made for it). */
  cached: boolean;
}

/** Reads a credential row, from the cache unless `fresh`. */
export interface CredentialSource {
  (appId: string, fresh: boolean): Promise<SourcedCredential>;
  /** Drops every cached row. */
  forgetAll(): void;
}

/** The source without a cache: every call reads the row (SQLite, PostgreSQL without Redis). */
export function uncachedSource(read: CredentialReader): CredentialSource {
  const source = async (appId: string) => ({
    row: await read(appId),
    stamp: null,
    cached: false,
  });
  return Object.assign(source, { forgetAll() {} });
}

interface Entry {
  row: CredentialRow;
  stamp: string;
  until: number;
}

/** A cached source over `read`, stamped by `stamps` (one round trip for the stamp of an app). */
export function cachedSource(
  read: CredentialReader,
  stamps: (appIds: readonly string[]) => Promise<string[]>,
  clock: () => number = () => performance.now(),
): CredentialSource {
  const entries = new Map<string, Entry>();
  // Concurrent misses for one app share one read (a cold start under load).
  const reading = new Map<string, Promise<SourcedCredential>>();

  const readFresh = async (appId: string): Promise<SourcedCredential> => {
    const [stamp = ''] = await stamps([appId]);
    const row = await read(appId);
    if (row === undefined) entries.delete(appId);
    else {
      if (entries.size >= MAX_ENTRIES && !entries.has(appId)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(appId, { row, stamp, until: clock() + CACHE_MS });
    }
    return { row, stamp, cached: false };
  };

  const source = async (appId: string, fresh: boolean): Promise<SourcedCredential> => {
    if (!fresh) {
      const entry = entries.get(appId);
      if (entry !== undefined && entry.until > clock()) {
        return { row: entry.row, stamp: entry.stamp, cached: true };
      }
      const pending = reading.get(appId);
      if (pending !== undefined) return pending;
    }
    const started = readFresh(appId).finally(() => {
      if (reading.get(appId) === started) reading.delete(appId);
    });
    reading.set(appId, started);
    return started;
  };
  return Object.assign(source, {
    forgetAll() {
      entries.clear();
    },
  });
}
