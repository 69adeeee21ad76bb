/**
 * The credential read of the /api/v1 gate on SQLite: one prepared statement on the connection that
 * also writes the quota counters and the usage (platform.ts), so a counted call uses one connection
 * and no query builder. It is a plain read of the committed rows each time: nothing is cached, so a
 * revocation or rotation holds from the next call, on every worker.
 *
 * The reads that arrive in one turn of the event loop share one read transaction (db/group-commit.ts,
 * as the quota commits do): with another worker committing to the file, starting a read transaction
 * costs more than the read itself (SQLite drops its page cache whenever another process has written
 * since). Every read, known App ID or not, takes this same path (contract, Authentication rule 5).
 *
 * The account's expiry is read by a subquery, not a join: on node:sqlite's SQLite (3.54.0 in Node
 * 26.12.1) a two-table join costs about 3 µs more per execution than it did under better-sqlite3
 * (3.53.2), a subquery the same, and apps.verify took 29-34 µs of CPU with the join against
 * 15-17 µs with the subquery (13-22 µs before; bench/RESULTS.md, "node:sqlite in place of
 * better-sqlite3").
 * The rows are the same: every app has its account (a foreign key with ON DELETE CASCADE, enforced
 * on every connection).
 */
import { retryWhileBusy } from '../db/busy-retry.js';
import { createGroupCommit } from '../db/group-commit.js';
import type { SqliteConnection } from '../db/sqlite.js';
import { transaction } from '../db/sqlite-transaction.js';
import type { CredentialReader, CredentialRow } from './apps.js';

/** A CredentialReader over a connection to the platform file. */
export function sqliteCredentialReader(connection: SqliteConnection): CredentialReader {
  const select = connection.prepare(
    `SELECT apps.id, apps.account_id, apps.secret_digest, apps.revoked_at, apps.limit_per_minute,
       apps.limit_per_day, apps.previous_secret_digest, apps.previous_secret_expires_at,
       (SELECT accounts.access_expires_at FROM accounts WHERE accounts.id = apps.account_id)
         AS access_expires_at
     FROM apps WHERE apps.id = ?`,
  );
  const readAll = transaction(connection, 'deferred', (appIds: readonly string[]) =>
    appIds.map((appId) => ({ ok: select.get(appId) as CredentialRow | undefined })),
  );
  const reads = createGroupCommit<string, CredentialRow | undefined>((appIds) =>
    retryWhileBusy(() => readAll(appIds)),
  );
  return (appId) => reads.submit(appId);
}
