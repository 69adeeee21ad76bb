/**
 * The per-IP limit on the website's unauthenticated endpoints (sign-up, sign-in; JSON and portal
 * forms share one budget): 10 per minute and 100 per UTC day (contract, Limits), counted before
 * anything else so a flood of bad passwords is cut off too. A refused request consumes nothing.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

/** Answers a refused request in the route's own format (JSON or HTML). */
export type RefusedResponder = (reply: FastifyReply, retryAfterSeconds: number) => FastifyReply;

/** An onRequest hook that counts the request against its client IP. */
export function createPublicLimit(
  platform: Platform,
  refuse: RefusedResponder,
): onRequestHookHandler {
  return async function publicLimit(request: FastifyRequest, reply: FastifyReply) {
    // request.ip honours TRUST_PROXY; without it behind a proxy every client shares one budget.
    const report = await platform.publicLimits.consume(request.ip);
    setRateLimitHeaders(reply, report, platform.now());
    if (!report.allowed) {
      const retryAfter = report.retryAfterSeconds ?? 1;
      reply.header('Retry-After', retryAfter);
      return refuse(reply, retryAfter);
    }
  };
}
