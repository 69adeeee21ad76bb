/**
 * better-sqlite3 against Node's built-in node:sqlite (issue 22 §1: can the built-in replace the native
 * addon?), on the project's own per-request statements, with the pragmas of
 * src/platform/db/connect.ts (WAL, synchronous = NORMAL, foreign keys, busy timeout) on a file in a
 * temporary directory. Prints figures; it passes or fails nothing.
 *
 *   node --import ./scripts/ts-sources.mjs bench/sqlite-driver.ts [calls]
 *
 * Measured per call, each driver on its own fresh file:
 * - consume: the quota transaction of src/platform/limits/counter-store.ts (BEGIN IMMEDIATE; read the
 *   minute, day and account-day counters; bump all three with the upsert … RETURNING; COMMIT);
 * - usage: src/platform/usage/usage-recorder.ts' UPDATE apps … (autocommit);
 * - lookup: the credential read the gate does per request (one row of apps by primary key);
 * - open: opening the file with the pragmas (a worker's start), and the driver's import.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type SQLite from 'better-sqlite3';

const CALLS = Number(process.argv[2] ?? 20_000);
const ROUNDS = 3;

const SCHEMA = [
  `CREATE TABLE apps (id TEXT PRIMARY KEY, account_id TEXT NOT NULL, name TEXT NOT NULL,
     secret_digest TEXT NOT NULL, created_at BIGINT NOT NULL, rotated_at BIGINT, revoked_at BIGINT,
     call_count BIGINT NOT NULL DEFAULT 0, last_used_at BIGINT)`,
  `CREATE TABLE quota_counters (counter TEXT PRIMARY KEY, used INTEGER NOT NULL,
     expires_at BIGINT NOT NULL)`,
  'CREATE INDEX quota_counters_expires_at ON quota_counters (expires_at)',
];
const SELECT = 'SELECT used FROM quota_counters WHERE counter = ?';
const BUMP = `INSERT INTO quota_counters (counter, used, expires_at) VALUES (?, 1, ?)
     ON CONFLICT (counter) DO UPDATE SET used = used + 1 RETURNING used`;
const USAGE = `UPDATE apps SET call_count = call_count + 1,
       last_used_at = max(coalesce(last_used_at, 0), ?) WHERE id = ?`;
const LOOKUP = 'SELECT * FROM apps WHERE id = ?';
const PRAGMAS = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA busy_timeout = 0',
  'PRAGMA foreign_keys = ON',
  'PRAGMA synchronous = NORMAL',
];
const APPS = 50;

/** The three statements as each driver runs them; `tx` wraps BEGIN IMMEDIATE … COMMIT. */
interface Driver {
  name: string;
  version: string;
  importMs: number;
  open(file: string): {
    exec(sql: string): void;
    consume(keys: string[], expiresAt: number): number[];
    usage(at: number, id: string): void;
    lookup(id: string): unknown;
    close(): void;
  };
}

async function betterSqlite(): Promise<Driver> {
  const t = performance.now();
  const { default: SQLite } = await import('better-sqlite3');
  const importMs = performance.now() - t;
  const probe = new SQLite(':memory:');
  const version = (probe.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  probe.close();
  return {
    name: 'better-sqlite3',
    version,
    importMs,
    open(file) {
      const db = new SQLite(file);
      for (const p of PRAGMAS) db.exec(p);
      return {
        exec: (sql) => db.exec(sql),
        consume: (() => {
          let select: SQLite.Statement<[string], { used: number }> | null = null;
          let bump: SQLite.Statement<[string, number], { used: number }> | null = null;
          let tx: ((keys: string[], e: number) => number[]) | null = null;
          return (keys: string[], expiresAt: number) => {
            select ??= db.prepare<[string], { used: number }>(SELECT);
            bump ??= db.prepare<[string, number], { used: number }>(BUMP);
            const s = select;
            const b = bump;
            tx ??= db
              .transaction((ks: string[], e: number) => {
                for (const k of ks) s.get(k);
                return ks.map((k) => b.get(k, e)?.used ?? 0);
              })
              .immediate.bind(null) as (keys: string[], e: number) => number[];
            return tx(keys, expiresAt);
          };
        })(),
        usage: (() => {
          let st: SQLite.Statement<[number, string]> | null = null;
          return (at: number, id: string) => {
            st ??= db.prepare<[number, string]>(USAGE);
            st.run(at, id);
          };
        })(),
        lookup: (() => {
          let st: SQLite.Statement<[string]> | null = null;
          return (id: string) => {
            st ??= db.prepare<[string]>(LOOKUP);
            return st.get(id);
          };
        })(),
        close: () => db.close(),
      };
    },
  };
}

async function nodeSqlite(): Promise<Driver> {
  const t = performance.now();
  const { DatabaseSync } = await import('node:sqlite');
  const importMs = performance.now() - t;
  const probe = new DatabaseSync(':memory:');
  const version = (probe.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  probe.close();
  return {
    name: 'node:sqlite',
    version,
    importMs,
    open(file) {
      const db = new DatabaseSync(file);
      for (const p of PRAGMAS) db.exec(p);
      let select: ReturnType<typeof db.prepare> | null = null;
      let bump: ReturnType<typeof db.prepare> | null = null;
      let usage: ReturnType<typeof db.prepare> | null = null;
      let lookup: ReturnType<typeof db.prepare> | null = null;
      return {
        exec: (sql) => db.exec(sql),
        consume(keys, expiresAt) {
          select ??= db.prepare(SELECT);
          bump ??= db.prepare(BUMP);
          const s = select;
          const b = bump;
          db.exec('BEGIN IMMEDIATE');
          try {
            for (const k of keys) s.get(k);
            const used = keys.map((k) => Number((b.get(k, expiresAt) as { used: number }).used));
            db.exec('COMMIT');
            return used;
          } catch (e) {
            if (db.isTransaction) db.exec('ROLLBACK');
            throw e;
          }
        },
        usage(at, id) {
          usage ??= db.prepare(USAGE);
          usage.run(at, id);
        },
        lookup(id) {
          lookup ??= db.prepare(LOOKUP);
          return lookup.get(id);
        },
        close: () => db.close(),
      };
    },
  };
}

function time(calls: number, fn: (i: number) => void): number {
  const t = performance.now();
  for (let i = 0; i < calls; i++) fn(i);
  return ((performance.now() - t) * 1000) / calls;
}

const fmt = (us: number) => `${us.toFixed(1)} µs`;

async function run(driver: Driver): Promise<void> {
  const rows: Record<string, number[]> = { open: [], consume: [], usage: [], lookup: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const dir = mkdtempSync(join(tmpdir(), 'sublord-sqlite-bench-'));
    try {
      const t = performance.now();
      const db = driver.open(join(dir, 'bench.db'));
      rows.open?.push((performance.now() - t) * 1000);
      for (const s of SCHEMA) db.exec(s);
      db.exec('BEGIN');
      for (let i = 0; i < APPS; i++) {
        db.exec(
          `INSERT INTO apps (id, account_id, name, secret_digest, created_at) VALUES ('app_${i}', 'acc', 'n', 'digest', 0)`,
        );
      }
      db.exec('COMMIT');
      const keysOf = (i: number) => {
        const app = `app_${i % APPS}`;
        return [`m:${app}:${Math.floor(i / 500)}`, `d:${app}:0`, `a:acc:0`];
      };
      // Warm-up (statements prepared, pages cached), then the timed runs.
      for (let i = 0; i < 1000; i++) db.consume(keysOf(i), 1e12);
      rows.consume?.push(time(CALLS, (i) => db.consume(keysOf(i), 1e12)));
      rows.usage?.push(time(CALLS, (i) => db.usage(i, `app_${i % APPS}`)));
      rows.lookup?.push(time(CALLS, (i) => db.lookup(`app_${i % APPS}`)));
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const range = (xs: number[] = []) =>
    `${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))}`.replace(' µs-', '-');
  console.log(
    `${driver.name.padEnd(15)} SQLite ${driver.version.padEnd(7)} import ${driver.importMs.toFixed(1).padStart(5)} ms  ` +
      `open ${range(rows.open).padEnd(17)} consume ${range(rows.consume).padEnd(17)} usage ${range(rows.usage).padEnd(17)} lookup ${range(rows.lookup)}`,
  );
}

console.log(
  `node ${process.version}; ${CALLS} calls per figure, ${ROUNDS} rounds (min-max per call), WAL, synchronous=NORMAL`,
);
// Each driver is imported when its turn comes, so its import time is its own.
await run(await betterSqlite());
await run(await nodeSqlite());
