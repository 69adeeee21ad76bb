/**
 * Password hashing with argon2id at @node-rs/argon2's defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
 */
import { hash, verify } from '@node-rs/argon2';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest password accepted; the cap keeps one hash from becoming a DoS lever. */
export const PASSWORD_MAX_LENGTH = 256;

/** argon2id PHC string for the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored PHC string. With `stored` null (unknown email) it verifies
 * against a throw-away hash anyway, so "no such account" costs the same time as "wrong password".
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hash('dummy password that matches no account');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
