/**
 * The per-IP limit on the website's unauthenticated endpoints (sign-up, sign-in; JSON and portal
 * forms share one budget): 10 per minute and 100 per UTC day (contract, Limits), counted before
 * anything else so a flood of bad passwords is cut off too. A refused request consumes nothing.
 */
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { QuotaReport } from '../../platform/limits/quota-gate.js';
import type { Platform } from '../../platform/platform.js';
import { sendError } from '../errors.js';
import { setRateLimitHeaders } from './rate-limit-headers.js';

/** Answers a refused request in the route's own format (JSON or HTML). */
export type RefusedResponder = (
  reply: FastifyReply,
  retryAfterSeconds: number,
  report: QuotaReport,
) => FastifyReply;

/** The JSON answer of a refused request: 429 `rate_limited` (the minute) or `quota_exceeded` (the day). */
export const refuseAsJson: RefusedResponder = (reply, retryAfter, report) =>
  report.refusedBy === 'day'
    ? sendError(
        reply,
        'quota_exceeded',
        null,
        `This address has made its ${report.day.limit} requests for today on the website's public routes; the count resets at 00:00 UTC, in ${retryAfter} seconds.`,
      )
    : sendError(
        reply,
        'rate_limited',
        null,
        `Too many requests from this address this minute (${report.minute.limit} a minute on the website's public routes). Retry after ${retryAfter} seconds.`,
      );

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
      return refuse(reply, retryAfter, report);
    }
  };
}
