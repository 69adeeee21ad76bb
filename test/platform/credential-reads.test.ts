/**
 * The gate's credential read on SQLite (src/platform/apps/sqlite-credentials.ts): the reads that
 * arrive together share one read transaction, each still answered with its own App ID's committed
 * row, and nothing is cached (apps.ts CredentialReader: "a revocation, a rotation or a new
 * subscription end holds from the next call"). Authority: that contract and the contract's
 * Authentication rules. Exact rows, no tolerance.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { sqliteCredentialReader } from '../../src/platform/apps/sqlite-credentials.js';
import { openSqliteConnection } from '../../src/platform/db/sqlite.js';
import { createFakeClock } from '../helpers/clock.js';
import { freshStorage, openTestPlatform, seedDeveloper } from '../helpers/platform.js';

const START = Date.UTC(2026, 5, 15, 8, 0, 0);

test('reads in one turn each get their own row; a read sees what was committed before its batch ran', async () => {
  const storage = await freshStorage('sqlite');
  const platform = await openTestPlatform(storage, { now: createFakeClock(START) });
  const connection = openSqliteConnection(join(storage.dataDir, 'sublord.db'), 0);
  const other = openSqliteConnection(join(storage.dataDir, 'sublord.db'));
  try {
    const dev = await seedDeveloper(platform);
    const a = await platform.apps.create(dev.accountId, 'a');
    const b = await platform.apps.create(dev.accountId, 'b');
    const read = sqliteCredentialReader(connection);

    const [rowA, rowB, unknown] = await Promise.all([
      read(a.appId),
      read(b.appId),
      read('app_unknown00000000000'),
    ]);
    assert.equal(rowA?.id, a.appId);
    assert.equal(rowB?.id, b.appId);
    assert.equal(rowA?.account_id, dev.accountId);
    assert.equal(rowA?.revoked_at, null);
    assert.equal(unknown, undefined, 'an unknown App ID has no row');

    // A read waits for its batch (the next turn): it runs then, and sees a revocation that another
    // connection committed after the read was asked for (nothing is read early or cached).
    const pending = read(a.appId);
    other.prepare('UPDATE apps SET revoked_at = ? WHERE id = ?').run(START + 1_000, a.appId);
    assert.equal((await pending)?.revoked_at, START + 1_000, 'the revocation holds from this call');
    assert.equal((await read(b.appId))?.revoked_at, null, 'the other app is untouched');
  } finally {
    connection.close();
    other.close();
    await platform.close();
    storage.remove();
  }
});
