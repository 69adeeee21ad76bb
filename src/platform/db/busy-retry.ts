/**
 * Waiting for another process's SQLite write lock without stopping the event loop.
 *
 * SQLite's own busy_timeout waits by sleeping the calling thread (1, 2, 5, 10 … 100 ms), and with
 * better-sqlite3 that thread is the event loop: measured with two cluster workers serving the birth
 * chart (strace, 8 s), each worker slept about 500 times for 0.54-0.65 s in all, during which none of
 * its requests moved, and the sleeps grew into p99 latencies of hundreds of milliseconds. The lock
 * itself is held for tens of microseconds (one counter transaction), so the connection that counts
 * calls has busy_timeout 0 and a busy statement is retried here after the loop has had a turn:
 * first on the next turn, then after 1, 2, 4 ms, up to 8 ms between tries, for at most
 * `timeoutMs` (the 5 s the other connections wait) before the SQLITE_BUSY error is thrown.
 *
 * Only whole statements or whole transactions are retried: a busy BEGIN IMMEDIATE or autocommit
 * statement has changed nothing, so running it again cannot count twice.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/** How long a call waits for the lock in all, as the busy_timeout of the other connections. */
export const BUSY_TIMEOUT_MS = 5000;
/** The longest pause between two tries. */
const MAX_PAUSE_MS = 8;

/** True for SQLITE_BUSY and its extended codes (better-sqlite3 puts the code on the error). */
export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Runs `statement` (synchronous), retrying while another connection holds the write lock. */
export async function retryWhileBusy<T>(
  statement: () => T,
  timeoutMs: number = BUSY_TIMEOUT_MS,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return statement();
    } catch (error) {
      if (!isBusy(error) || performance.now() >= deadline) throw error;
    }
    if (attempt === 0) await nextTurn();
    else await sleep(Math.min(MAX_PAUSE_MS, 2 ** (attempt - 1)));
  }
}
