/**
 * Backup and restore of the platform database (issue 23 §6).
 *
 * SQLite: SQLite's online backup API (node:sqlite's `backup()`), a consistent copy taken while the
 * service runs (WAL readers and writers go on). PostgreSQL: `pg_dump --format=custom`, restored with
 * `pg_restore --clean --if-exists --no-owner`. Backup files are created 0600 before anything is
 * written to them: they hold account emails, password hashes and app secret digests.
 *
 * The server key is NOT in the backup, on purpose: app secrets are stored as HMACs under that key
 * (decisions.md, Secrets), and keeping the key out of the database is what makes a leaked dump
 * useless for testing guessed secrets. Without the same key, a restored database verifies no app
 * secret; so the key is backed up too, but separately. The backup records the key's fingerprint
 * (platform_meta) and restore refuses a backup made under another key.
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { ensurePrivateDir } from '../private-files.js';
import { serverKeyFingerprint } from '../server-key.js';
import { BackupError } from './backup-error.js';
import { BUSY_TIMEOUT_MS } from './busy-retry.js';
import type { DbLocation } from './connect.js';

/** The SQLite file under a data directory (connect.ts opens the same name). */
export function sqliteFileOf(dataDir: string): string {
  return join(dataDir, 'sublord.db');
}

/** Creates (or truncates) `file` with mode 0600 before any data is written into it. */
function createPrivateFile(file: string): void {
  closeSync(openSync(file, 'w', 0o600));
  chmodSync(file, 0o600);
}

/** pg_dump / pg_restore: on PATH, else the newest /usr/lib/postgresql/N/bin (Debian's layout). */
function postgresTool(name: 'pg_dump' | 'pg_restore', path: string | undefined): string {
  for (const dir of (path ?? '').split(':')) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const candidate = join(root, v, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new BackupError(`${name} not found (apt-get install postgresql-client)`);
}

export interface BackupResult {
  file: string;
  bytes: number;
  dialect: 'sqlite' | 'postgres';
}

/** Writes a consistent backup of the database at `location` to `file` (mode 0600). */
export async function backupDatabase(
  location: DbLocation,
  file: string,
  env: { PATH?: string } = {},
): Promise<BackupResult> {
  if (location.databaseUrl) {
    createPrivateFile(file);
    const run = spawnSync(
      postgresTool('pg_dump', env.PATH),
      ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${location.databaseUrl}`],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) {
      rmSync(file, { force: true });
      throw new BackupError(`pg_dump failed: ${(run.stderr || run.error?.message || '').trim()}`);
    }
    chmodSync(file, 0o600);
    return { file, bytes: statSync(file).size, dialect: 'postgres' };
  }
  const source = sqliteFileOf(location.dataDir);
  if (!existsSync(source)) throw new BackupError(`no database at ${source} (check DATA_DIR)`);
  createPrivateFile(file);
  // A running server may be writing: wait for its lock as the service's own connections do.
  const db = new DatabaseSync(source, { timeout: BUSY_TIMEOUT_MS });
  try {
    await backup(db, file);
  } finally {
    db.close();
  }
  chmodSync(file, 0o600);
  return { file, bytes: statSync(file).size, dialect: 'sqlite' };
}

/** The server-key fingerprint in a pg_dump archive (pg_restore prints the table's rows as COPY text). */
function postgresBackupFingerprint(file: string, path: string | undefined): string | null {
  const run = spawnSync(
    postgresTool('pg_restore', path),
    ['--data-only', '--table=platform_meta', '--file=-', file],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) {
    throw new BackupError(`${file} is not a pg_dump archive: ${(run.stderr || '').trim()}`);
  }
  const row = run.stdout.split('\n').find((line) => line.startsWith('server_key_fingerprint\t'));
  return row ? (row.split('\t')[1] ?? null) : null;
}

/** Refuses a backup made under a server key other than `serverKey`. */
function assertSameKey(recorded: string | null, serverKey: Buffer): void {
  if (recorded !== null && recorded !== serverKeyFingerprint(serverKey)) {
    throw new BackupError(
      'This backup was made under another server key: no app secret would verify. Restore the server key ' +
        'that was in use when the backup was made (DATA_DIR/server.key or SUBLORD_SECRET_KEY), then run restore again.',
    );
  }
}

/** The server-key fingerprint a SQLite backup was made under (null when it holds none). */
export function backupFingerprint(file: string): string | null {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const row = db
      .prepare("SELECT value FROM platform_meta WHERE key = 'server_key_fingerprint'")
      .get() as { value: string } | undefined;
    return row?.value ?? null;
  } catch {
    throw new BackupError(`${file} is not a sublord SQLite backup`);
  } finally {
    db.close();
  }
}

/**
 * Restores `file` into the database at `location`. The service must be stopped (a running worker
 * keeps the old file open). SQLite: the backup is copied into a new file beside the database and
 * renamed over it, and the old WAL side files are removed; PostgreSQL: pg_restore --clean.
 * Refuses a backup made under another server key than `serverKey`.
 */
export async function restoreDatabase(
  location: DbLocation,
  file: string,
  serverKey: Buffer,
  env: { PATH?: string } = {},
): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (location.databaseUrl) {
    assertSameKey(postgresBackupFingerprint(file, env.PATH), serverKey);
    const run = spawnSync(
      postgresTool('pg_restore', env.PATH),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${location.databaseUrl}`,
        file,
      ],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) {
      throw new BackupError(
        `pg_restore failed: ${(run.stderr || run.error?.message || '').trim()}`,
      );
    }
    return;
  }
  assertSameKey(backupFingerprint(file), serverKey);
  ensurePrivateDir(location.dataDir);
  const target = sqliteFileOf(location.dataDir);
  const staging = `${target}.restoring`;
  createPrivateFile(staging);
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    await backup(db, staging);
  } finally {
    db.close();
  }
  chmodSync(staging, 0o600);
  for (const side of ['-wal', '-shm']) rmSync(target + side, { force: true });
  renameSync(staging, target);
}
