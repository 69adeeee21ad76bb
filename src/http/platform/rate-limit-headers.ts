/**
 * The rate-limit headers on every /api/v1 response (decisions.md, Headers).
 *
 * X-RateLimit-Limit / -Remaining / -Reset describe the binding window: the one with fewer calls left
 * (the minute on a tie, as it resets sooner). Reset is whole seconds until that window resets.
 * X-RateLimit-Limit-Day / -Remaining-Day / -Reset-Day always describe the UTC day.
 * Nothing is counted for a response that no app is known for (401, unknown path): those carry the
 * policy with nothing used, identical for every such response.
 */
import type { FastifyReply } from 'fastify';
import { DAY_MS, MINUTE_MS } from '../../platform/clock.js';
import {
  APP_LIMITS,
  type QuotaReport,
  type WindowReport,
} from '../../platform/limits/quota-gate.js';

function secondsUntil(resetAt: number, now: number): number {
  return Math.max(0, Math.ceil((resetAt - now) / 1000));
}

/** The binding window of a report. */
export function bindingWindow(report: QuotaReport): WindowReport {
  return report.day.remaining < report.minute.remaining ? report.day : report.minute;
}

/** Sets the six X-RateLimit headers from a report (a consume or a peek). */
export function setRateLimitHeaders(reply: FastifyReply, report: QuotaReport, now: number): void {
  const binding = bindingWindow(report);
  reply.header('X-RateLimit-Limit', binding.limit);
  reply.header('X-RateLimit-Remaining', binding.remaining);
  reply.header('X-RateLimit-Reset', secondsUntil(binding.resetAt, now));
  reply.header('X-RateLimit-Limit-Day', report.day.limit);
  reply.header('X-RateLimit-Remaining-Day', report.day.remaining);
  reply.header('X-RateLimit-Reset-Day', secondsUntil(report.day.resetAt, now));
}

/** The policy with nothing used, for responses not attributed to an app. */
export function unattributedReport(now: number): QuotaReport {
  return {
    allowed: true,
    refusedBy: null,
    retryAfterSeconds: null,
    minute: {
      limit: APP_LIMITS.perMinute,
      remaining: APP_LIMITS.perMinute,
      resetAt: (Math.floor(now / MINUTE_MS) + 1) * MINUTE_MS,
    },
    day: {
      limit: APP_LIMITS.perDay,
      remaining: APP_LIMITS.perDay,
      resetAt: (Math.floor(now / DAY_MS) + 1) * DAY_MS,
    },
  };
}
