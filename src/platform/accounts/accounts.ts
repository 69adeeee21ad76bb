/**
 * Accounts: sign-up and password sign-in. Emails are compared lower-cased; passwords are argon2id.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock.js';
import { newId } from '../crypto.js';
import { isUniqueViolation } from '../db/errors.js';
import type { AccountsTable, Database } from '../db/schema.js';
import { PlatformError } from '../errors.js';
import type { Throttles } from '../limits/throttles.js';
import { refuseControlCharacters } from '../text.js';
import {
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  verifyPassword,
} from './passwords.js';

/** An account as the services see it (never the password hash). */
export interface Account {
  id: string;
  email: string;
  createdAt: number;
  /** End of developer access (Unix ms), or null if none was ever bought. */
  accessExpiresAt: number | null;
}

/** Sign-up, sign-in and look-ups. */
export interface AccountService {
  /** Creates an account; INVALID_INPUT for a bad email/password, EMAIL_TAKEN if it exists. */
  create(email: string, password: string): Promise<Account>;
  /**
   * The account for these credentials, or INVALID_CREDENTIALS (same time whether or not it exists);
   * TOO_MANY_ATTEMPTS once the email had too many failures in the current window, from this client
   * address or from all (throttles.ts). `clientAddress` defaults to 'local' (the CLI, tests).
   */
  authenticate(email: string, password: string, clientAddress?: string): Promise<Account>;
  findByEmail(email: string): Promise<Account | null>;
  get(id: string): Promise<Account | null>;
  /**
   * Replaces the password after checking the current one (INVALID_CREDENTIALS on field
   * `current_password` when wrong; INVALID_INPUT on `password` for a bad new one). Sessions are the
   * caller's business (the portal ends the others).
   */
  changePassword(accountId: string, current: string, next: string): Promise<void>;
  /** Sets a new password without the old one (a redeemed reset code, the operator). */
  setPassword(accountId: string, next: string): Promise<void>;
}

/** INVALID_INPUT on field `password` unless the length is within the limits. */
export function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new PlatformError(
      'INVALID_INPUT',
      `must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      'password',
    );
  }
}

/** Longest email accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
// Deliberately loose: one @, no spaces. `dev@localhost` is a valid self-hosting address.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

/** Trims and lower-cases an email; INVALID_INPUT when it is not shaped like one. */
export function normalizeEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  refuseControlCharacters(normalized, 'email');
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(normalized)) {
    throw new PlatformError('INVALID_INPUT', 'must be an email address', 'email');
  }
  return normalized;
}

function toAccount(row: Selectable<AccountsTable>): Account {
  return {
    id: row.id,
    email: row.email,
    createdAt: row.created_at,
    accessExpiresAt: row.access_expires_at,
  };
}

/** The account service over the platform database. */
export function createAccountService(
  db: Kysely<Database>,
  now: Clock,
  throttles: Pick<Throttles, 'signInAllowed' | 'signInFailed'>,
): AccountService {
  async function findByEmail(email: string): Promise<Account | null> {
    let normalized: string;
    try {
      normalized = normalizeEmail(email);
    } catch {
      return null;
    }
    const row = await db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', normalized)
      .executeTakeFirst();
    return row ? toAccount(row) : null;
  }

  return {
    async create(email, password) {
      const normalized = normalizeEmail(email);
      checkNewPassword(password);
      const row = {
        id: newId('acc'),
        email: normalized,
        password_hash: await hashPassword(password),
        created_at: now(),
        access_expires_at: null,
      };
      try {
        await db.insertInto('accounts').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new PlatformError('EMAIL_TAKEN', 'is already registered', 'email');
        }
        throw error;
      }
      return toAccount(row);
    },

    async authenticate(email, password, clientAddress = 'local') {
      const check = await throttles.signInAllowed(email, clientAddress);
      if (!check.allowed) {
        throw new PlatformError(
          'TOO_MANY_ATTEMPTS',
          `Too many failed sign-ins for this email. Try again in ${check.retryAfterSeconds} seconds.`,
          null,
          check.retryAfterSeconds,
        );
      }
      let row: Selectable<AccountsTable> | undefined;
      try {
        row = await db
          .selectFrom('accounts')
          .selectAll()
          .where('email', '=', normalizeEmail(email))
          .executeTakeFirst();
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
      }
      const ok = await verifyPassword(
        row?.password_hash ?? null,
        password.slice(0, PASSWORD_MAX_LENGTH),
      );
      if (!row || !ok) {
        // Counted for unknown emails too, so the throttle does not tell which emails exist.
        await throttles.signInFailed(email, clientAddress);
        throw new PlatformError('INVALID_CREDENTIALS', 'Invalid email or password.');
      }
      return toAccount(row);
    },

    findByEmail,

    async changePassword(accountId, current, next) {
      const row = await db
        .selectFrom('accounts')
        .select('password_hash')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!row) throw new PlatformError('ACCOUNT_NOT_FOUND', 'No such account.');
      const ok = await verifyPassword(row.password_hash, current.slice(0, PASSWORD_MAX_LENGTH));
      if (!ok) {
        throw new PlatformError(
          'INVALID_CREDENTIALS',
          'is not the current password',
          'current_password',
        );
      }
      checkNewPassword(next);
      await db
        .updateTable('accounts')
        .set({ password_hash: await hashPassword(next) })
        .where('id', '=', accountId)
        .execute();
    },

    async setPassword(accountId, next) {
      checkNewPassword(next);
      const result = await db
        .updateTable('accounts')
        .set({ password_hash: await hashPassword(next) })
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw new PlatformError('ACCOUNT_NOT_FOUND', 'No such account.');
      }
    },

    async get(id) {
      const row = await db
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },
  };
}
