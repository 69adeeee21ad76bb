/**
 * `sublord backup [--out FILE]` and `sublord restore FILE` (issue 23 §6): the platform database of
 * the configured DATA_DIR / DATABASE_URL, to and from a 0600 file (src/platform/db/backup.ts says how).
 * The server key is not in the backup: both commands say so, with its fingerprint. The database code
 * (node:sqlite, pg) is imported by the commands, so `chart` and `batch` never load it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { BackupError } from '../platform/db/backup-error.js';
import { loadServerKey, serverKeyFingerprint } from '../platform/server-key.js';
import type { Config } from '../process/config.js';
import type { OperatorIo } from './operator.js';
import { terminalSafe } from './terminal-text.js';

type BackupConfig = Pick<
  Config,
  'dataDir' | 'databaseUrl' | 'secretKey' | 'redisUrl' | 'killSwitchRefreshSeconds' | 'baseUrl'
>;

/** A default file name that sorts by time, e.g. sublord-20261126T190512Z.db. */
function defaultName(dialect: 'sqlite' | 'postgres', at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `sublord-${stamp}.${dialect === 'sqlite' ? 'db' : 'pgdump'}`;
}

/** Where the server key comes from, for the messages (never the key itself). */
function keySource(config: BackupConfig): string {
  return config.secretKey !== null ? 'SUBLORD_SECRET_KEY' : join(config.dataDir, 'server.key');
}

export function registerBackupCommands(
  program: Command,
  config: () => BackupConfig,
  streams: OperatorIo = { out: process.stdout, err: process.stderr },
  env: { PATH?: string } = { PATH: process.env.PATH },
): void {
  const io = terminalSafe(streams);
  const fail = (error: unknown) => {
    if (!(error instanceof BackupError)) throw error;
    io.err.write(`error: ${error.message}\n`);
    process.exitCode = 1;
  };

  program
    .command('backup')
    .description(
      'Copy the platform database (SQLite online backup, or pg_dump) to a 0600 file; the server key is not included',
    )
    .option('--out <file>', 'backup file (default: sublord-<UTC time>.db or .pgdump here)')
    .action(async (o: { out?: string }) => {
      const c = config();
      const dialect = c.databaseUrl ? 'postgres' : 'sqlite';
      const file = o.out ?? defaultName(dialect, new Date());
      try {
        const key = loadServerKey(c);
        const { backupDatabase } = await import('../platform/db/backup.js');
        const result = await backupDatabase(c, file, env);
        io.out.write(`${result.file}\n`);
        io.err.write(
          `backed up the ${result.dialect} database (${result.bytes} bytes, mode 0600).\n` +
            `The server key is not in it: keep a copy of ${keySource(c)} (fingerprint ${serverKeyFingerprint(key)}) ` +
            'apart from the backup; without that key no app secret verifies after a restore.\n',
        );
      } catch (error) {
        fail(error);
      }
    });

  program
    .command('restore')
    .description(
      'Replace the platform database with a backup (refused while the service or another process has it open); checks the server key',
    )
    .argument('<file>', 'a file made by sublord backup')
    .action(async (file: string) => {
      const c = config();
      try {
        if (c.secretKey === null && !existsSync(join(c.dataDir, 'server.key'))) {
          throw new BackupError(
            `No server key at ${join(c.dataDir, 'server.key')} and SUBLORD_SECRET_KEY is unset: put back the key that was in use when the backup was made, then run restore.`,
          );
        }
        const { restoreDatabase } = await import('../platform/db/backup.js');
        await restoreDatabase(c, file, loadServerKey(c), env);
        // Opening the platform runs any newer migrations and checks the key once more.
        const { createPlatform } = await import('../platform/platform.js');
        const platform = await createPlatform(c);
        try {
          const db = platform.database.db;
          const [accounts, apps] = await Promise.all([
            db
              .selectFrom('accounts')
              .select(db.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow(),
            db
              .selectFrom('apps')
              .select(db.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow(),
          ]);
          io.out.write(
            `restored ${platform.database.describe}: ${Number(accounts.n)} accounts, ${Number(apps.n)} apps\n`,
          );
        } finally {
          await platform.close();
        }
      } catch (error) {
        fail(error);
      }
    });
}
