/**
 * `sublord backup` and `sublord restore` on both dialects (issue 23 §6). Authority: the platform's
 * own credential check. An app secret issued before the backup must verify against the restored
 * database and nothing else; the backup file is 0600; a backup restored under another server key is
 * refused with the sentence that says why (and the database is left as it was).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, test } from 'node:test';
import { Command } from 'commander';
import { registerBackupCommands } from '../../src/cli/backup.js';
import type { PlatformConfig } from '../../src/platform/platform.js';
import { createPlatform } from '../../src/platform/platform.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import {
  freshStorage,
  seedDeveloper,
  sharedPostgres,
  type TestStorage,
  testConfig,
} from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const OTHER_KEY = 'another-server-key-abcdefabcdefabcdef-0123456789';

/** The database held open as a running service holds it: how many accounts it sees, a write. */
interface OpenDatabase {
  write(email: string): Promise<void>;
  count(): Promise<number>;
  close(): Promise<void>;
}

/**
 * SQLite: a child process with the file open in WAL mode (the service's own settings), after one
 * read, so it holds what an idle server holds. PostgreSQL: a platform of this process, whose pool
 * keeps its connection (another backend in pg_stat_activity).
 */
async function holdOpen(config: PlatformConfig): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const platform = await createPlatform(config);
    return {
      write: async (email) => {
        await platform.accounts.create(email, 'correct horse battery');
      },
      count: async () =>
        Number(
          (
            await platform.database.db
              .selectFrom('accounts')
              .select((e) => e.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      close: () => platform.close(),
    };
  }
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { DatabaseSync } from 'node:sqlite';
       import { createInterface } from 'node:readline';
       const db = new DatabaseSync(process.argv[1]);
       db.exec('PRAGMA journal_mode = WAL');
       db.exec('PRAGMA busy_timeout = 5000');
       for await (const line of createInterface({ input: process.stdin })) {
         const [verb, email] = line.split(' ');
         if (verb === 'write') db.prepare("INSERT INTO accounts (id, email, password_hash, created_at) VALUES (?, ?, 'x', 0)").run('acc_' + email.length + Date.now(), email);
         const { n } = db.prepare('SELECT count(*) AS n FROM accounts').get();
         console.log(n);
       }`,
      join(config.dataDir, 'sublord.db'),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const ask = async (line: string) => {
    child.stdin.write(`${line}\n`);
    return Number((await answers.next()).value);
  };
  await ask('read');
  return {
    write: async (email) => {
      await ask(`write ${email}`);
    },
    count: () => ask('read'),
    close: async () => {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

describeOnBothDialects('backup and restore', (kind) => {
  let storage: TestStorage;
  let files: ReturnType<typeof tempDir>;

  beforeEach(async () => {
    storage = await freshStorage(kind);
    files = tempDir('backups');
  });
  afterEach(() => {
    storage.remove();
    files.remove();
    process.exitCode = undefined;
  });

  async function sublord(config: PlatformConfig, ...args: string[]) {
    let out = '';
    let err = '';
    const program = new Command('sublord').exitOverride();
    registerBackupCommands(
      program,
      () => config,
      { out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) } },
      { PATH: process.env.PATH },
    );
    process.exitCode = undefined;
    await program.parseAsync(args, { from: 'user' });
    const code = process.exitCode ?? 0;
    process.exitCode = undefined;
    return { out, err, code };
  }

  test('an app secret issued before the backup verifies against the restored database', async () => {
    const config = testConfig(storage);
    let appId: string;
    let secret: string;
    const before = await createPlatform(config);
    try {
      const dev = await seedDeveloper(before, 'backup@example.com');
      const issued = await before.apps.create(dev.accountId, 'production');
      appId = issued.appId;
      secret = issued.appSecret;
    } finally {
      await before.close();
    }

    const file = join(files.path, kind === 'sqlite' ? 'b.db' : 'b.pgdump');
    const backup = await sublord(config, 'backup', '--out', file);
    assert.equal(backup.code, 0, backup.err);
    assert.equal(backup.out.trim(), file);
    assert.equal(statSync(file).mode & 0o777, 0o600, 'the backup file is 0600');
    assert.match(backup.err, /server key is not in it/);

    // Lose the database: SQLite's file is deleted; PostgreSQL restores into a new, empty database.
    let target = config;
    if (kind === 'sqlite') {
      for (const suffix of ['', '-wal', '-shm']) {
        rmSync(join(storage.dataDir, `sublord.db${suffix}`), { force: true });
      }
      assert.ok(!existsSync(join(storage.dataDir, 'sublord.db')));
    } else {
      target = { ...config, databaseUrl: await (await sharedPostgres()).createDatabase() };
    }

    const refused = await sublord({ ...target, secretKey: OTHER_KEY }, 'restore', file);
    assert.equal(refused.code, 1);
    assert.match(refused.err, /made under another server key/);

    const restored = await sublord(target, 'restore', file);
    assert.equal(restored.code, 0, restored.err);
    assert.match(restored.out, /restored .*: 1 accounts, 1 apps/);
    if (kind === 'sqlite') {
      assert.equal(statSync(join(storage.dataDir, 'sublord.db')).mode & 0o777, 0o600);
    }

    const after = await createPlatform(target);
    try {
      const verified = await after.apps.verify(appId, secret);
      assert.equal(verified?.appId, appId, 'the secret issued before the backup verifies');
      assert.equal(await after.apps.verify(appId, `${secret.slice(0, -1)}x`), null);
      const account = await after.accounts.findByEmail('backup@example.com');
      assert.ok(account, 'the account came back');
      assert.equal((await after.subscriptions.status(account.id)).state, 'active');
    } finally {
      await after.close();
    }
  });

  test('restore while another process has the database open is refused, and nothing changes', async () => {
    const config = testConfig(storage);
    const seeded = await createPlatform(config);
    try {
      await seedDeveloper(seeded, 'before-backup@example.com');
    } finally {
      await seeded.close();
    }
    const file = join(files.path, kind === 'sqlite' ? 'live.db' : 'live.pgdump');
    assert.equal((await sublord(config, 'backup', '--out', file)).code, 0);

    // The running service: another process with the database open (SQLite, WAL mode, as the server
    // opens it; PostgreSQL, a pool that has connected), which writes after the backup was taken.
    const service = await holdOpen(config);
    try {
      await service.write('after-backup@example.com');
      const refused = await sublord(config, 'restore', file);
      assert.equal(refused.code, 1);
      assert.match(
        refused.err,
        /^error: the database is in use by (another process|\d+ other connections?)/,
      );
      assert.match(refused.err, /stop the service/);
      // Nothing was replaced: the live database still has what was written after the backup.
      assert.equal(await service.count(), 2);
    } finally {
      await service.close();
    }
    const stopped = await createPlatform(config);
    try {
      assert.ok(await stopped.accounts.findByEmail('after-backup@example.com'), 'file unchanged');
    } finally {
      await stopped.close();
    }
    // Once nothing holds it, the same restore goes ahead.
    const restored = await sublord(config, 'restore', file);
    assert.equal(restored.code, 0, restored.err);
    assert.match(restored.out, /: 1 accounts, 0 apps/);
  });

  test('restore without the server key in place says to put it back first', async () => {
    const config = testConfig(storage, { secretKey: null });
    const platform = await createPlatform(config);
    await platform.close();
    const file = join(files.path, 'k.backup');
    assert.equal((await sublord(config, 'backup', '--out', file)).code, 0);
    rmSync(join(storage.dataDir, 'server.key'));
    const refused = await sublord(config, 'restore', file);
    assert.equal(refused.code, 1);
    assert.match(refused.err, /No server key at .*server\.key/);
  });
});
