/**
 * Durable counters in the platform database (table `quota_counters`): the default quota store and
 * the store of every throttle (issue 9 §4). A consume checks and increments several counters in one
 * transaction, so an app's minute, its UTC day and its account's UTC day move together or not at
 * all, exactly, across every process that shares the database (node:cluster workers on one SQLite
 * file, or instances on one PostgreSQL), and they survive a restart or kill -9.
 */
import { type Kysely, sql } from 'kysely';
import { retryWhileBusy } from '../db/busy-retry.js';
import { createGroupCommit, type ItemOutcome } from '../db/group-commit.js';
import type { Database } from '../db/schema.js';
import type { SqliteConnection } from '../db/sqlite.js';
import { transaction } from '../db/sqlite-transaction.js';
import type { AlongsideWrite } from './quota-gate.js';

/** One counter a consume checks: its key, the most it may reach, and when its row can be deleted. */
export interface CounterSpec {
  key: string;
  limit: number;
  /** Unix ms after which the window is over and the row may be swept. */
  expiresAt: number;
}

/** The outcome of a consume. */
export interface ConsumeResult {
  allowed: boolean;
  /** Each counter's value after the call (unchanged when refused), in the order given. */
  used: number[];
  /** Index of the first counter that was full; -1 when allowed. */
  refusedAt: number;
}

/** Counters that several processes can share. */
export interface CounterStore {
  /**
   * Adds one to every counter if each is below its limit; otherwise changes nothing. Atomic. When
   * allowed, `alongside` runs in the same transaction (SQLite only: PostgreSQL throws).
   */
  consume(counters: readonly CounterSpec[], alongside?: AlongsideWrite): Promise<ConsumeResult>;
  /** Adds one to a counter without a limit (a failure count); returns its new value. */
  add(key: string, expiresAt: number): Promise<number>;
  /** Takes one from each counter that is above zero (a refunded call). */
  release(keys: readonly string[]): Promise<void>;
  /** The current values (0 for a counter never used). */
  read(keys: readonly string[]): Promise<number[]>;
  /** Deletes counters whose window ended before `now`; returns how many. */
  sweep(now: number): Promise<number>;
  close(): Promise<void>;
}

function firstFull(counters: readonly CounterSpec[], used: readonly number[]): number {
  return counters.findIndex((c, i) => (used[i] ?? 0) >= c.limit);
}

/** A consume waiting for its batch's transaction (SQLite). */
interface PendingConsume {
  counters: readonly CounterSpec[];
  alongside: AlongsideWrite | undefined;
}

/** Thrown inside a SQLite consume to roll it back: the counter at `index` is full. */
class FullCounter extends Error {
  readonly index: number;
  constructor(index: number) {
    super('quota counter full');
    this.index = index;
  }
}

/**
 * Counters on the SQLite file, on a connection of their own (node:sqlite's DatabaseSync is
 * synchronous, so each transaction runs start to finish without yielding). BEGIN IMMEDIATE takes the
 * write lock before the first statement: another process's consume waits (retryWhileBusy, or
 * busy_timeout on a connection that has one) instead of reading a value that is about to change,
 * which is what makes the count exact across processes. Each counter is bumped only while below its
 * limit (one upsert each, no read first: issue 22 §3); a full one rolls the consume's savepoint back,
 * so a refused call changes nothing, and its report reads the values after.
 *
 * Consumes are group-committed (db/group-commit.ts): the consumes that arrive in one turn of the
 * event loop run in one BEGIN IMMEDIATE
 * transaction, each in a savepoint of its own, so each is checked and counted exactly as if alone
 * and resolves once the transaction has committed.
 */
export function createSqliteCounterStore(connection: SqliteConnection): CounterStore {
  const select = connection.prepare('SELECT used FROM quota_counters WHERE counter = ?');
  const bump = connection.prepare(
    `INSERT INTO quota_counters (counter, used, expires_at) VALUES (?, 1, ?)
     ON CONFLICT (counter) DO UPDATE SET used = used + 1 RETURNING used`,
  );
  // No row back when the counter is already at its limit (the DO UPDATE's WHERE is false).
  const bumpBelow = connection.prepare(
    `INSERT INTO quota_counters (counter, used, expires_at) VALUES (?, 1, ?)
     ON CONFLICT (counter) DO UPDATE SET used = used + 1 WHERE used < ? RETURNING used`,
  );
  const remove = connection.prepare('DELETE FROM quota_counters WHERE expires_at < ?');
  const drop = connection.prepare(
    'UPDATE quota_counters SET used = used - 1 WHERE counter = ? AND used > 0',
  );
  const release = transaction(connection, 'immediate', (keys: readonly string[]) => {
    for (const key of keys) drop.run(key);
  });
  const used = (row: unknown) => (row as { used: number } | undefined)?.used;
  const usedOf = (key: string) => used(select.get(key)) ?? 0;

  // One consume; called inside the batch's transaction, so it runs in a savepoint of its own.
  const consumeOne = transaction(
    connection,
    'immediate',
    (counters: readonly CounterSpec[], alongside: AlongsideWrite | undefined): ConsumeResult => {
      const after: number[] = [];
      for (const [index, c] of counters.entries()) {
        const value = c.limit > 0 ? used(bumpBelow.get(c.key, c.expiresAt, c.limit)) : undefined;
        if (value === undefined) throw new FullCounter(index); // rolls back the counters bumped
        after.push(value);
      }
      alongside?.();
      return { allowed: true, used: after, refusedAt: -1 };
    },
  );
  const consumeBatch = transaction(
    connection,
    'immediate',
    (batch: readonly PendingConsume[]): ItemOutcome<ConsumeResult>[] =>
      batch.map(({ counters, alongside }) => {
        try {
          return { ok: consumeOne(counters, alongside) };
        } catch (error) {
          if (!(error instanceof FullCounter)) {
            // Some I/O errors end the whole transaction (SQLite rolls it back): then every call in
            // the batch fails, and none after it may run outside the transaction.
            if (!connection.isTransaction) throw error;
            return { error };
          }
          return {
            ok: {
              allowed: false,
              used: counters.map((c) => usedOf(c.key)),
              refusedAt: error.index,
            },
          };
        }
      }),
  );
  const consumes = createGroupCommit<PendingConsume, ConsumeResult>((batch) =>
    retryWhileBusy(() => consumeBatch(batch)),
  );

  // Each call is one statement or one transaction, retried whole while another process writes.
  return {
    consume(counters, alongside) {
      return consumes.submit({ counters, alongside });
    },
    add(key, expiresAt) {
      return retryWhileBusy(() => used(bump.get(key, expiresAt)) ?? 0);
    },
    async release(keys) {
      await retryWhileBusy(() => release(keys));
    },
    read(keys) {
      return retryWhileBusy(() => keys.map(usedOf));
    },
    sweep(now) {
      return retryWhileBusy(() => Number(remove.run(now).changes));
    },
    async close() {
      await consumes.drain();
      if (connection.isOpen) connection.close();
    },
  };
}

/**
 * Counters on PostgreSQL: the rows are created if missing, then locked FOR UPDATE in key order (the
 * same order in every transaction, so two consumes never deadlock), checked and incremented.
 */
export function createPostgresCounterStore(db: Kysely<Database>): CounterStore {
  return {
    async consume(counters, alongside) {
      if (alongside) throw new Error('the PostgreSQL counter store takes no synchronous write');
      const ordered = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const keys = ordered.map((c) => c.key);
      return db.transaction().execute(async (tx) => {
        await tx
          .insertInto('quota_counters')
          .values(ordered.map((c) => ({ counter: c.key, used: 0, expires_at: c.expiresAt })))
          .onConflict((oc) => oc.column('counter').doNothing())
          .execute();
        const rows = await tx
          .selectFrom('quota_counters')
          .select(['counter', 'used'])
          .where('counter', 'in', keys)
          .orderBy('counter')
          .forUpdate()
          .execute();
        const byKey = new Map(rows.map((r) => [r.counter, Number(r.used)]));
        const used = counters.map((c) => byKey.get(c.key) ?? 0);
        const refusedAt = firstFull(counters, used);
        if (refusedAt >= 0) return { allowed: false, used, refusedAt };
        await tx
          .updateTable('quota_counters')
          .set({ used: sql<number>`used + 1` })
          .where('counter', 'in', keys)
          .execute();
        return { allowed: true, used: used.map((u) => u + 1), refusedAt: -1 };
      });
    },
    async add(key, expiresAt) {
      const row = await db
        .insertInto('quota_counters')
        .values({ counter: key, used: 1, expires_at: expiresAt })
        .onConflict((oc) =>
          oc.column('counter').doUpdateSet({ used: sql<number>`quota_counters.used + 1` }),
        )
        .returning('used')
        .executeTakeFirstOrThrow();
      return Number(row.used);
    },
    async release(keys) {
      if (keys.length === 0) return;
      await db
        .updateTable('quota_counters')
        .set({ used: sql<number>`used - 1` })
        .where('counter', 'in', [...keys])
        .where('used', '>', 0)
        .execute();
    },
    async read(keys) {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('quota_counters')
        .select(['counter', 'used'])
        .where('counter', 'in', [...keys])
        .execute();
      const byKey = new Map(rows.map((r) => [r.counter, Number(r.used)]));
      return keys.map((k) => byKey.get(k) ?? 0);
    },
    async sweep(now) {
      const result = await db
        .deleteFrom('quota_counters')
        .where('expires_at', '<', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async close() {},
  };
}
