/**
 * Password reset without email delivery (issue 23 §2): the operator issues a one-time reset code
 * (`sublord account password-reset --email E`) and hands it to the account's owner by whatever
 * channel they already share; the owner enters it with a new password at /portal/reset. A code is
 * 80 random bits, valid for 24 hours, usable once, and only the newest code of an account works.
 * Only its SHA-256 is stored. Redeeming it sets the password and ends every session of the account.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, HOUR_MS } from '../clock.js';
import { sha256Hex } from '../crypto.js';
import type { Database } from '../db/schema.js';
import { PlatformError } from '../errors.js';
import { type AccountService, checkNewPassword } from './accounts.js';
import type { SessionService } from './sessions.js';

/** How long an issued code stays valid. */
export const RESET_CODE_TTL_MS = 24 * HOUR_MS;

// Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or retyped survives.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_CHARACTERS = 16; // 16 × 5 bits = 80 bits

/** A freshly issued code (shown to the operator once, never stored). */
export interface IssuedResetCode {
  code: string;
  expiresAt: number;
}

/** Issue and redeem reset codes. */
export interface PasswordResetService {
  /** A new code for the account (earlier codes stop working); ACCOUNT_NOT_FOUND for no account. */
  issue(email: string): Promise<IssuedResetCode>;
  /**
   * Sets `newPassword` when `code` is the account's live code; INVALID_RESET_CODE otherwise (the
   * same answer for an unknown email, a wrong, used or expired code). Ends every session.
   */
  redeem(email: string, code: string, newPassword: string): Promise<void>;
}

/** `XXXX-XXXX-XXXX-XXXX` from 80 random bits. */
function newCode(): string {
  const bytes = randomBytes(CODE_CHARACTERS);
  let text = '';
  for (const byte of bytes) text += ALPHABET[byte & 31];
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/** Upper-cases and drops separators and spaces; maps the look-alikes Crockford allows. */
export function normalizeResetCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

const INVALID = () =>
  new PlatformError(
    'INVALID_RESET_CODE',
    'This reset code is wrong, used or expired. Ask the operator for a new one.',
    'code',
  );

/** The reset service over the platform database. */
export function createPasswordResetService(
  db: Kysely<Database>,
  now: Clock,
  accounts: AccountService,
  sessions: SessionService,
): PasswordResetService {
  return {
    async issue(email) {
      const account = await accounts.findByEmail(email);
      if (!account) {
        throw new PlatformError('ACCOUNT_NOT_FOUND', `No account for ${email}.`, 'email');
      }
      const code = newCode();
      const t = now();
      const expiresAt = t + RESET_CODE_TTL_MS;
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('password_resets').where('account_id', '=', account.id).execute();
        await tx
          .insertInto('password_resets')
          .values({
            id: sha256Hex(normalizeResetCode(code)),
            account_id: account.id,
            created_at: t,
            expires_at: expiresAt,
          })
          .execute();
      });
      return { code, expiresAt };
    },

    async redeem(email, code, newPassword) {
      checkNewPassword(newPassword);
      const account = await accounts.findByEmail(email);
      const id = sha256Hex(normalizeResetCode(code));
      const row = await db
        .selectFrom('password_resets')
        .select(['account_id', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!account || !row || row.account_id !== account.id || row.expires_at <= now()) {
        throw INVALID();
      }
      // Deleting the row first makes the code single-use even when two redeems race.
      const taken = await db.deleteFrom('password_resets').where('id', '=', id).executeTakeFirst();
      if (Number(taken.numDeletedRows) !== 1) throw INVALID();
      await accounts.setPassword(account.id, newPassword);
      await sessions.revokeAll(account.id);
    },
  };
}
