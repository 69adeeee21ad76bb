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
import { sqlitePrimaryCode } from './sqlite-errors.js';

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

/** What to do when restore finds the database in use (issue 37 §6). */
const STOP_FIRST =
  'stop the service (every sublord server and command using this database) and run restore again. Nothing was changed.';

/**
 * The SQLite database at `target` for this process alone, held until the restore has replaced it,
 * or BackupError when any other process has it open (issue 37 §6: before, a restore under a running
 * server reported success while the server went on with the old file, and the two disagreed). The
 * service opens the file in WAL mode, where every open connection keeps a shared lock on it (what
 * stops another from leaving WAL mode under it): leaving WAL mode therefore succeeds only when no
 * other connection, idle or reading or writing, has it open. Then, in rollback mode, an exclusive
 * transaction keeps every other process out until the new file is in place. Null when there is no
 * database yet.
 */
function takeSqliteAlone(target: string): DatabaseSync | null {
  if (!existsSync(target)) return null;
  const db = new DatabaseSync(target, { timeout: 0 });
  try {
    db.exec('PRAGMA journal_mode = DELETE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if (sqlitePrimaryCode(error) === 'SQLITE_BUSY') {
      throw new BackupError(`the database is in use by another process: ${STOP_FIRST}`);
    }
    throw error;
  }
}

/**
 * BackupError when any other client is connected to the PostgreSQL database at `url` (a running
 * instance's pool, a psql session): pg_restore --clean would replace the tables under them.
 */
async function refusePostgresInUse(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number; names: string | null }>(
      `SELECT count(*)::int AS n, string_agg(DISTINCT nullif(application_name, ''), ', ') AS names
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend'`,
    );
    const { n = 0, names = null } = rows[0] ?? {};
    if (n > 0) {
      const who = names ? ` (${names})` : '';
      throw new BackupError(
        `the database is in use by ${n} other connection${n === 1 ? '' : 's'}${who}: ${STOP_FIRST}`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` into the database at `location`. Refused while any other process has the
 * database open (the service must be stopped: a running worker would keep the old file open, or
 * see its tables replaced). SQLite: the backup is copied into a new file beside the database and
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
    await refusePostgresInUse(location.databaseUrl);
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
  const alone = takeSqliteAlone(target);
  try {
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
  } finally {
    // The old file, now unlinked: its lock goes with it.
    alone?.close();
  }
}
