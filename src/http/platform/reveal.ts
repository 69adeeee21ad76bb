/**
 * Post/Redirect/Get for the pages that show an app secret once (issue 23 §5). The POST that creates
 * an app or rotates its secret does not render the secret: it puts it in a short-lived cookie,
 * encrypted and authenticated (AES-256-GCM under a key derived from the server key, the session id
 * as associated data), and redirects to GET /portal/apps/<id>/credentials. That page opens the
 * cookie, shows the secret and deletes the cookie. Reloading the page therefore neither creates a
 * second app nor shows the secret again, and the secret is never stored on the server.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookiePolicy } from './portal-session.js';

/** The cookie holding one sealed secret. */
export const REVEAL_COOKIE = 'sublord_reveal';
/** How long the redirect may take before the sealed secret is refused. */
export const REVEAL_TTL_MS = 5 * 60_000;

/** What the credentials page shows. */
export interface Reveal {
  appId: string;
  appSecret: string;
  rotated: boolean;
  /** For a rotation with a grace period: when the previous secret stops working. */
  previousSecretExpiresAt: number | null;
}

interface Sealed extends Reveal {
  at: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

function seal(key: Buffer, sessionId: string, value: Sealed): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(sessionId, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(key: Buffer, sessionId: string, text: string): Sealed | null {
  try {
    const raw = Buffer.from(text, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(sessionId, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as Sealed;
  } catch {
    return null;
  }
}

function cookieOptions(policy: CookiePolicy) {
  return {
    path: '/portal/apps',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: policy.secure,
  };
}

/** Seals the secret into the reply's cookie; the caller then redirects to the credentials page. */
export function stashReveal(
  reply: FastifyReply,
  options: { key: Buffer; policy: CookiePolicy; sessionId: string; now: number },
  reveal: Reveal,
): void {
  reply.setCookie(
    REVEAL_COOKIE,
    seal(options.key, options.sessionId, { ...reveal, at: options.now }),
    { ...cookieOptions(options.policy), maxAge: REVEAL_TTL_MS / 1000 },
  );
}

/**
 * The sealed secret for this app and session, or null (none, another app's, another session's,
 * tampered or too old). The cookie is deleted in every case: a secret is shown at most once.
 */
export function takeReveal(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { key: Buffer; policy: CookiePolicy; sessionId: string; now: number },
  appId: string,
): Reveal | null {
  const text = request.cookies[REVEAL_COOKIE];
  if (typeof text !== 'string' || text === '') return null;
  reply.clearCookie(REVEAL_COOKIE, cookieOptions(options.policy));
  const value = open(options.key, options.sessionId, text);
  if (value === null || value.appId !== appId || options.now - value.at > REVEAL_TTL_MS) {
    return null;
  }
  return {
    appId: value.appId,
    appSecret: value.appSecret,
    rotated: value.rotated,
    previousSecretExpiresAt: value.previousSecretExpiresAt,
  };
}
