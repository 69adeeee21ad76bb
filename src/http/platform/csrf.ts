/**
 * CSRF defence for the portal's cookie-authenticated forms, two independent layers:
 * 1. Fetch metadata / Origin: a POST whose Sec-Fetch-Site says another site, or whose Origin is not
 *    this host, is refused before anything runs.
 * 2. A synchronizer token in every form: HMAC(server-derived key, session id) for signed-in forms,
 *    HMAC(key, random pre-session cookie) for sign-up/sign-in (against login CSRF). Nothing extra is
 *    stored: the token is recomputed from what it is bound to.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { hmacSha256 } from '../../platform/crypto.js';

/** The token for a binding (`session:<id>` or `anon:<cookie>`). */
export function csrfToken(key: Buffer, binding: string): string {
  return hmacSha256(key, binding).toString('base64url');
}

/** Constant-time check of a submitted token against the binding. */
export function csrfTokenMatches(key: Buffer, binding: string, submitted: string): boolean {
  const expected = Buffer.from(csrfToken(key, binding), 'utf8');
  const given = Buffer.from(submitted, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * True when the request may be a same-site form post. Browsers send Sec-Fetch-Site on every request
 * (Chromium, Firefox, Safari 16.4+); Origin accompanies every cross-origin and same-origin POST.
 * Requests carrying neither (curl, old browsers) fall through to the token check.
 */
export function sameOriginRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    if (origin === 'null') return false;
    try {
      // Both through URL, so a default port (:80 / :443) written on one side only still matches.
      return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
    } catch {
      return false;
    }
  }
  return true;
}
