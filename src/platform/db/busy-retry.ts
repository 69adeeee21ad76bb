/**
 * Waiting for another process's SQLite write lock without stopping the event loop.
 *
 * SQLite's own busy_timeout waits by sleeping the calling thread (1, 2, 5, 10 … 100 ms), and with
 * a synchronous driver (node:sqlite's DatabaseSync, better-sqlite3 before it) that thread is the
 * event loop: measured with two cluster workers serving the birth
 * chart (strace, 8 s), each worker slept about 500 times for 0.54-0.65 s in all, during which none of
 * its requests moved. The lock itself is held for tens of microseconds (one counter transaction),
 * so the connection that counts calls has busy_timeout 0 and a busy statement is retried here: at
 * once, for up to SPIN_MS (the other process's transaction is usually over by then), and after that
 * once the loop has had a turn: on the next turn, then after 1, 2, 4 ms, up to 8 ms between tries,
 * for at most `timeoutMs` (the 5 s the other connections wait) before the SQLITE_BUSY error is
 * thrown. Without the first phase, each call that met the lock (a few per cent under load) waited a
 * whole turn of a busy loop, a batch of birth charts, 35-70 ms.
 *
 * Only whole statements or whole transactions are retried: a busy BEGIN IMMEDIATE or autocommit
 * statement has changed nothing, so running it again cannot count twice.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { sqlitePrimaryCode } from './sqlite-errors.js';

/** How long a call waits for the lock in all, as the busy_timeout of the other connections. */
export const BUSY_TIMEOUT_MS = 5000;
/** How long a busy statement is retried at once, before the event loop is given a turn. */
const SPIN_MS = 0.5;
/** The longest pause between two tries. */
const MAX_PAUSE_MS = 8;

/** True for SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, …). */
export function isBusy(error: unknown): boolean {
  return sqlitePrimaryCode(error) === 'SQLITE_BUSY';
}

/** Runs `statement` (synchronous), retrying while another connection holds the write lock. */
export async function retryWhileBusy<T>(
  statement: () => T,
  timeoutMs: number = BUSY_TIMEOUT_MS,
): Promise<T> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  const spinUntil = started + SPIN_MS;
  for (let waits = 0; ; ) {
    try {
      return statement();
    } catch (error) {
      if (!isBusy(error) || performance.now() >= deadline) throw error;
    }
    if (performance.now() < spinUntil) continue; // the other transaction is about to end
    await (waits === 0 ? nextTurn() : sleep(Math.min(MAX_PAUSE_MS, 2 ** (waits - 1))));
    waits++;
  }
}
