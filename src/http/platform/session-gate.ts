/**
 * The session gate for website routes such as POST /api/question/cusp: `Authorization: Bearer
 * <session token>` from the website's sign-in. 401 when the token is missing, unknown or expired
 * (decisions.md, Errors); 402 when the account has no active developer access (contract,
 * Authentication); 503 when the route's kill switch is thrown. Cookies are deliberately not
 * accepted here: a Bearer header is never attached by a browser on its own, so the route needs no
 * CSRF defence (style-and-ecosystem §9).
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import { sendError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by sessionGate: the signed-in account behind the Bearer token. */
    accountId?: string;
  }
}

/** Detail of the 402 for an account that never had, or no longer has, developer access. */
export const NO_DEVELOPER_ACCESS_DETAIL =
  'This account has no active developer access. Buy or renew a subscription; there is no free tier.';

/** The Bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Builds the gate over the platform services. */
export function createSessionGate(platform: Platform): onRequestHookHandler {
  return async function sessionGate(request: FastifyRequest, reply: FastifyReply) {
    // An account's own answer: never kept by a shared cache (issue 20 §6).
    reply.header('Cache-Control', 'no-store');
    const token = bearerToken(request);
    const session = token === null ? null : await platform.sessions.resolve(token, 'website');
    if (session === null) {
      reply.header('WWW-Authenticate', 'Bearer realm="sublord"');
      return sendError(reply, 'session_required');
    }
    request.accountId = session.account.id;
    if (subscriptionStatus(session.account.accessExpiresAt, platform.now()).state !== 'active') {
      return sendError(reply, 'subscription_required', null, NO_DEVELOPER_ACCESS_DETAIL);
    }
    if (platform.killSwitch.isDisabled(request.routeOptions.url ?? request.url)) {
      return sendError(reply, 'endpoint_disabled');
    }
  };
}
