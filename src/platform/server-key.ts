/**
 * The server key: the secret behind every app-secret HMAC and CSRF token. It lives outside the
 * database (decisions.md, Secrets) so a leaked database dump cannot be used to test guessed secrets.
 * Source: SUBLORD_SECRET_KEY, else DATA_DIR/server.key, created once with mode 0600.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { dataDirStartupError, StartupError } from '../process/startup-errors.js';
import { deriveKey } from './crypto.js';
import type { Database } from './db/schema.js';
import { ensurePrivateDir } from './private-files.js';

/** Where the key comes from. */
export interface ServerKeySource {
  secretKey: string | null;
  dataDir: string;
}

const MIN_CONFIGURED_KEY_LENGTH = 32;

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** Reads or creates the server key. Throws for a configured key too short to be a real secret. */
export function loadServerKey(source: ServerKeySource): Buffer {
  if (source.secretKey !== null) {
    if (source.secretKey.length < MIN_CONFIGURED_KEY_LENGTH) {
      throw new StartupError(
        'SUBLORD_SECRET_KEY',
        `SUBLORD_SECRET_KEY must be at least ${MIN_CONFIGURED_KEY_LENGTH} characters (e.g. openssl rand -base64 32)`,
      );
    }
    return Buffer.from(source.secretKey, 'utf8');
  }
  const file = join(source.dataDir, 'server.key');
  let text: string;
  try {
    ensurePrivateDir(source.dataDir);
    try {
      // 'wx' fails if the file exists, so two processes starting together never overwrite each other.
      writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, {
        flag: 'wx',
        mode: 0o600,
      });
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    }
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    // DATA_DIR missing its write permission, read-only, or not a directory: say so in one line.
    throw dataDirStartupError(error, source.dataDir);
  }
  if (text.length < MIN_CONFIGURED_KEY_LENGTH) throw new Error(`${file} is empty or truncated`);
  return Buffer.from(text, 'utf8');
}

const FINGERPRINT_KEY = 'server_key_fingerprint';

/** The key's fingerprint as stored in platform_meta (an HMAC of a constant: reveals nothing). */
export function serverKeyFingerprint(serverKey: Buffer): string {
  return deriveKey(serverKey, 'fingerprint').toString('hex').slice(0, 32);
}

/**
 * Records a fingerprint of the key (an HMAC of a constant, which reveals nothing about the key) on
 * first start, and refuses to run with a different key later: every stored secret digest would
 * silently stop matching, e.g. when a second instance on the same PostgreSQL made its own server.key.
 */
export async function assertServerKeyMatches(
  db: Kysely<Database>,
  serverKey: Buffer,
): Promise<void> {
  const fingerprint = serverKeyFingerprint(serverKey);
  await db
    .insertInto('platform_meta')
    .values({ key: FINGERPRINT_KEY, value: fingerprint })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_meta')
    .select('value')
    .where('key', '=', FINGERPRINT_KEY)
    .executeTakeFirstOrThrow();
  if (row.value !== fingerprint) {
    throw new StartupError(
      'SUBLORD_SECRET_KEY',
      'SUBLORD_SECRET_KEY does not match the key this database was set up with, so no app secret would verify: ' +
        'give every instance the same SUBLORD_SECRET_KEY (or the same DATA_DIR/server.key)',
    );
  }
}
