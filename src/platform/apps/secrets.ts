/**
 * App secrets: 32 random bytes shown once, stored only as HMAC-SHA256 under a key derived from the
 * server key (decisions.md, Secrets). A slow KDF would add nothing for a 256-bit random secret and
 * would cost milliseconds of CPU on every /api/v1 call (style-and-ecosystem §8).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey, hmacSha256, randomToken } from '../crypto.js';

/** Hashes new secrets and checks presented ones in constant time. */
export interface SecretHasher {
  /** A new secret (43 base64url characters) and its stored digest (hex). */
  issue(): { secret: string; digest: string };
  /**
   * True when `secret` hashes to `storedDigest`. With `storedDigest` null (unknown App ID) it still
   * computes one HMAC and one timingSafeEqual against a dummy digest, so every 401 takes the same work.
   */
  matches(storedDigest: string | null, secret: string): boolean;
}

const DIGEST_BYTES = 32;

/** A hasher keyed by the server key. */
export function createSecretHasher(serverKey: Buffer): SecretHasher {
  const key = deriveKey(serverKey, 'app-secret');
  const dummy = randomBytes(DIGEST_BYTES);
  const digestOf = (secret: string) => hmacSha256(key, secret);
  return {
    issue() {
      const secret = randomToken(32);
      return { secret, digest: digestOf(secret).toString('hex') };
    },
    matches(storedDigest, secret) {
      const presented = digestOf(secret);
      const stored = storedDigest === null ? null : Buffer.from(storedDigest, 'hex');
      const usable = stored !== null && stored.length === DIGEST_BYTES;
      const equal = timingSafeEqual(usable ? stored : dummy, presented);
      return usable && equal;
    },
  };
}
