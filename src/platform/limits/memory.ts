/**
 * In-process quota counters (the default without REDIS_URL). Each process counts on its own, so with
 * several processes the limits multiply by their number; use redis.ts there.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Clock } from '../clock.js';
import type { QuotaGate, QuotaLimits } from './quota-gate.js';
import { createTwoWindowGate } from './two-window.js';

/** A QuotaGate whose counters live in this process. */
export function createMemoryQuotaGate(name: string, limits: QuotaLimits, now: Clock): QuotaGate {
  return createTwoWindowGate({
    name,
    limits,
    now,
    makeLimiter: ({ points, durationSeconds, keyPrefix }) =>
      new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix }),
  });
}
