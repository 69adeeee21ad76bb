/**
 * The data directory holds the database and the server key, so only the service's user may read it
 * (issue 9 §5): a new DATA_DIR is created 0700, and sublord.db with its -wal and -shm files 0600,
 * whatever the umask. Files an older release created 0644 are narrowed at the next start.
 */
import assert from 'node:assert/strict';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTestPlatform } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const mode = (path: string) => statSync(path).mode & 0o777;

test('a new data directory is 0700 and the database files 0600, even under umask 022', async () => {
  const parent = tempDir('perms');
  const previous = process.umask(0o022);
  try {
    const dataDir = join(parent.path, 'nested', 'data');
    const platform = await openTestPlatform(
      { dataDir, databaseUrl: null },
      {},
      { secretKey: null },
    );
    try {
      // A write so the -wal and -shm files exist while the database is open.
      await platform.accounts.create('perm@example.com', 'correct horse battery');
      assert.equal(mode(dataDir), 0o700, 'DATA_DIR');
      for (const name of ['sublord.db', 'sublord.db-wal', 'sublord.db-shm', 'server.key']) {
        const file = join(dataDir, name);
        assert.ok(existsSync(file), `${name} exists`);
        assert.equal(mode(file), 0o600, name);
      }
    } finally {
      await platform.close();
    }

    // Files left 0644 by an older release are narrowed when the service opens them again.
    chmodSync(join(dataDir, 'sublord.db'), 0o644);
    const again = await openTestPlatform({ dataDir, databaseUrl: null }, {}, { secretKey: null });
    try {
      await again.accounts.create('perm2@example.com', 'correct horse battery');
      assert.equal(mode(join(dataDir, 'sublord.db')), 0o600);
      assert.equal(mode(join(dataDir, 'sublord.db-wal')), 0o600);
    } finally {
      await again.close();
    }
  } finally {
    process.umask(previous);
    parent.remove();
  }
});
