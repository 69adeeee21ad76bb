/**
 * The portal's cookies: the session cookie (the session token itself, HttpOnly, SameSite=Lax,
 * Secure when the public base URL is https) and the pre-session cookie that anchors the CSRF token of
 * the sign-up and sign-in forms.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import { randomToken } from '../../platform/crypto.js';
import type { Platform } from '../../platform/platform.js';

/** Holds the session token (HttpOnly: never readable by page script). */
export const SESSION_COOKIE = 'sublord_session';
/** Random value the sign-up and sign-in forms' CSRF token is bound to. */
export const PRE_SESSION_COOKIE = 'sublord_pre';
const COOKIE_PATH = '/portal';

/** Cookie settings shared by both cookies. */
export interface CookiePolicy {
  /** Send cookies only over https (on when the base URL is https). */
  secure: boolean;
}

function baseOptions(policy: CookiePolicy): CookieSerializeOptions {
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: policy.secure };
}

/** True when the request carries a session cookie (not yet checked against the store). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  const token = request.cookies[SESSION_COOKIE];
  return typeof token === 'string' && token !== '';
}

/** The signed-in session of a portal request, or null. */
export async function portalSession(
  platform: Platform,
  request: FastifyRequest,
): Promise<{ token: string; session: ActiveSession } | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (typeof token !== 'string' || token === '') return null;
  const session = await platform.sessions.resolve(token, 'portal');
  return session ? { token, session } : null;
}

/** Starts the cookie session after sign-in; the pre-session cookie has served its purpose. */
export function setSessionCookie(
  reply: FastifyReply,
  policy: CookiePolicy,
  token: string,
  expiresAt: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(policy), expires: new Date(expiresAt) });
  reply.clearCookie(PRE_SESSION_COOKIE, baseOptions(policy));
}

/** Ends the cookie session. */
export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, baseOptions(policy));
}

/** The pre-session value for this browser, set on the reply when it has none yet. */
export function preSessionValue(
  request: FastifyRequest,
  reply: FastifyReply,
  policy: CookiePolicy,
): string {
  const existing = request.cookies[PRE_SESSION_COOKIE];
  if (typeof existing === 'string' && /^[A-Za-z0-9_-]{22}$/.test(existing)) return existing;
  const value = randomToken(16);
  reply.setCookie(PRE_SESSION_COOKIE, value, baseOptions(policy));
  return value;
}

/** The pre-session value the browser sent, or null. */
export function sentPreSessionValue(request: FastifyRequest): string | null {
  const value = request.cookies[PRE_SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : null;
}
