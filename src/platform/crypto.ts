/**
 * Small cryptographic helpers shared by apps, sessions and CSRF tokens (node:crypto only).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** `bytes` random bytes as base64url text (no padding). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** A new opaque id with a readable prefix, e.g. `app_…`, `acc_…`. 12 random bytes: unguessable. */
export function newId(prefix: string): string {
  return `${prefix}_${randomToken(12)}`;
}

/** SHA-256 of UTF-8 text, as lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** HMAC-SHA256 of UTF-8 text under `key`, as raw bytes. */
export function hmacSha256(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text, 'utf8').digest();
}

/**
 * A purpose-bound key derived from the server key, so the key that hashes app secrets is never the
 * one that signs CSRF tokens (domain separation).
 */
export function deriveKey(serverKey: Buffer, purpose: string): Buffer {
  return hmacSha256(serverKey, `sublord:${purpose}`);
}
