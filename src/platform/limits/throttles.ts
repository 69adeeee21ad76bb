/**
 * Small limits beside the /api/v1 quota, all on the durable database counters (counter-store.ts), so
 * they hold across processes and restarts:
 *
 * - Sign-in failures per account (issue 9 §5). After SIGN_IN_FAILURE_LIMIT wrong passwords for one
 *   email within a fixed 15-minute window, sign-in for that email is refused (429) until the window
 *   ends. Trade-off: a guesser gets at most 10 tries per email per 15 minutes (960 a day, from any
 *   number of addresses), and someone who only wants to annoy the real user can keep the account
 *   refused only by sending 10 wrong passwords every 15 minutes, which the per-IP limit (100 a day)
 *   makes cost at least one fresh address every 2.5 hours; the user is never locked out for longer than
 *   the rest of the current window after the attempts stop. A success does not reset the count (that
 *   would let a guesser who also owns a password interleave). The key is an HMAC of the lower-cased
 *   email under the server key, never the email.
 * - Sign-up answers "already registered" at most SIGN_UP_TAKEN_LIMIT times per client IP per UTC day;
 *   after that every sign-up from that IP is refused (429) for the rest of the day, whatever the email,
 *   so the refusal itself reveals nothing. The key is an HMAC of the IP.
 * - The portal playground: PLAYGROUND_DAILY_LIMIT charts per account per UTC day (issue 9 §4).
 */
import { type Clock, DAY_MS, MINUTE_MS } from '../clock.js';
import { hmacSha256 } from '../crypto.js';
import type { CounterStore } from './counter-store.js';
import { utcDate } from './quota-gate.js';

/** Wrong passwords per email per window before sign-in for that email is refused. */
export const SIGN_IN_FAILURE_LIMIT = 10;
/** The sign-in failure window (fixed, aligned to the clock). */
export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
/** "Already registered" answers per client IP per UTC day. */
export const SIGN_UP_TAKEN_LIMIT = 5;
/** Playground charts per account per UTC day. */
export const PLAYGROUND_DAILY_LIMIT = 100;

/** Whether an attempt may go ahead, and if not, for how long it is refused. */
export interface ThrottleCheck {
  allowed: boolean;
  /** Whole seconds until the window ends (≥ 1) when refused; null when allowed. */
  retryAfterSeconds: number | null;
}

/** The playground's count after a chart, or its refusal. */
export interface PlaygroundUse extends ThrottleCheck {
  limit: number;
  remaining: number;
}

/** The throttles, keyed so that no email or IP is stored. */
export interface Throttles {
  signInAllowed(email: string): Promise<ThrottleCheck>;
  signInFailed(email: string): Promise<void>;
  signUpAllowed(ip: string): Promise<ThrottleCheck>;
  signUpTaken(ip: string): Promise<void>;
  /** Counts one playground chart for the account, or refuses it (counting nothing). */
  playground(accountId: string): Promise<PlaygroundUse>;
  /** The account's playground allowance today, without counting. */
  playgroundLeft(accountId: string): Promise<{ limit: number; remaining: number }>;
}

function secondsUntil(t: number, end: number): number {
  return Math.max(1, Math.ceil((end - t) / 1000));
}

/** Throttles over the counter store; `key` (derived from the server key) hides emails and IPs. */
export function createThrottles(store: CounterStore, key: Buffer, now: Clock): Throttles {
  const hidden = (kind: string, value: string) =>
    hmacSha256(key, `${kind}:${value}`).toString('hex').slice(0, 32);

  function signInWindow(email: string) {
    const t = now();
    const index = Math.floor(t / SIGN_IN_WINDOW_MS);
    const end = (index + 1) * SIGN_IN_WINDOW_MS;
    const counter = `signin:${hidden('email', email.trim().toLowerCase())}:${index}`;
    return { t, end, counter };
  }

  function dayWindow(prefix: string, id: string) {
    const t = now();
    const end = (Math.floor(t / DAY_MS) + 1) * DAY_MS;
    return { t, end, counter: `${prefix}:${id}:${utcDate(t)}` };
  }

  return {
    async signInAllowed(email) {
      const w = signInWindow(email);
      const [failures = 0] = await store.read([w.counter]);
      return failures >= SIGN_IN_FAILURE_LIMIT
        ? { allowed: false, retryAfterSeconds: secondsUntil(w.t, w.end) }
        : { allowed: true, retryAfterSeconds: null };
    },

    async signInFailed(email) {
      const w = signInWindow(email);
      await store.add(w.counter, w.end + SIGN_IN_WINDOW_MS);
    },

    async signUpAllowed(ip) {
      const w = dayWindow('signup-taken', hidden('ip', ip));
      const [taken = 0] = await store.read([w.counter]);
      return taken >= SIGN_UP_TAKEN_LIMIT
        ? { allowed: false, retryAfterSeconds: secondsUntil(w.t, w.end) }
        : { allowed: true, retryAfterSeconds: null };
    },

    async signUpTaken(ip) {
      const w = dayWindow('signup-taken', hidden('ip', ip));
      await store.add(w.counter, w.end + DAY_MS);
    },

    async playground(accountId) {
      const w = dayWindow('playground', accountId);
      const result = await store.consume([
        { key: w.counter, limit: PLAYGROUND_DAILY_LIMIT, expiresAt: w.end + DAY_MS },
      ]);
      const used = result.used[0] ?? 0;
      return {
        allowed: result.allowed,
        retryAfterSeconds: result.allowed ? null : secondsUntil(w.t, w.end),
        limit: PLAYGROUND_DAILY_LIMIT,
        remaining: Math.max(0, PLAYGROUND_DAILY_LIMIT - used),
      };
    },

    async playgroundLeft(accountId) {
      const [used = 0] = await store.read([dayWindow('playground', accountId).counter]);
      return {
        limit: PLAYGROUND_DAILY_LIMIT,
        remaining: Math.max(0, PLAYGROUND_DAILY_LIMIT - used),
      };
    },
  };
}
