/**
 * Small limits beside the /api/v1 quota, all on the durable database counters (counter-store.ts), so
 * they hold across processes and restarts:
 *
 * - Sign-in failures per account (issue 9 §5), in fixed 15-minute windows, on two levels:
 *   - per email and client address: after SIGN_IN_FAILURES_PER_ADDRESS (5) wrong passwords, that
 *     address may not sign in to that email until the window ends (429). One attacker's address
 *     therefore locks out only itself; the real user, from another address, signs in as usual.
 *   - per email from all addresses: after SIGN_IN_FAILURES_PER_EMAIL (50), nobody may sign in to that
 *     email until the window ends. This bounds a distributed guesser to 50 tries per email per 15
 *     minutes (4,800 a day); the price is that an attacker with at least 10 addresses per window (5
 *     each) can keep the real user out, and only for as long as they keep it up: once they stop, the
 *     lock ends with the current window, under 15 minutes. Sustaining it all day takes 4,800 requests
 *     from at least 48 addresses (the per-IP limit allows 100 a day each).
 *   A success does not reset the counts (a guesser who also owns a valid password could otherwise
 *   interleave). Keys are HMACs of the lower-cased email and of the address under the server key,
 *   never the email or the address.
 * - Sign-up answers "already registered" at most SIGN_UP_TAKEN_LIMIT times per client IP per UTC day;
 *   after that every sign-up from that IP is refused (429) for the rest of the day, whatever the email,
 *   so the refusal itself reveals nothing. The key is an HMAC of the IP.
 * - The portal playground: PLAYGROUND_DAILY_LIMIT charts per account per UTC day (issue 9 §4).
 * - Checkout orders (issue 37 §1): each new order is an Orders API call on the operator's Razorpay
 *   key, whose rate limit real buyers share, so at most CHECKOUT_ORDERS_PER_ACCOUNT new orders per
 *   account and CHECKOUT_ORDERS_PER_ADDRESS per client address (an IPv6 /64 as one) per UTC day. An
 *   account asking again within the hour gets its open order back, uncounted
 *   (subscriptions/razorpay.ts), so only a paid order or an hour's wait needs a new one.
 */

import { type Clock, DAY_MS, MINUTE_MS } from '../clock.js';
import { hmacSha256 } from '../crypto.js';
import { ipGroup } from './client-ip.js';
import type { CounterStore } from './counter-store.js';
import { utcDate } from './quota-gate.js';

/** Wrong passwords for one email from one address per window before that address is refused. */
export const SIGN_IN_FAILURES_PER_ADDRESS = 5;
/** Wrong passwords for one email from all addresses per window before the email is refused. */
export const SIGN_IN_FAILURES_PER_EMAIL = 50;
/** The sign-in failure window (fixed, aligned to the clock). */
export const SIGN_IN_WINDOW_MS = 15 * MINUTE_MS;
/** "Already registered" answers per client IP per UTC day. */
export const SIGN_UP_TAKEN_LIMIT = 5;
/** Playground charts per account per UTC day. */
export const PLAYGROUND_DAILY_LIMIT = 100;
/** New checkout orders per account per UTC day. */
export const CHECKOUT_ORDERS_PER_ACCOUNT = 5;
/** New checkout orders per client address (an IPv6 /64) per UTC day. */
export const CHECKOUT_ORDERS_PER_ADDRESS = 20;

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
  /** Whether `address` may try a password for `email` now. */
  signInAllowed(email: string, address: string): Promise<ThrottleCheck>;
  signInFailed(email: string, address: string): Promise<void>;
  signUpAllowed(ip: string): Promise<ThrottleCheck>;
  signUpTaken(ip: string): Promise<void>;
  /** Counts one playground chart for the account, or refuses it (counting nothing). */
  playground(accountId: string): Promise<PlaygroundUse>;
  /** The account's playground allowance today, without counting. */
  playgroundLeft(accountId: string): Promise<{ limit: number; remaining: number }>;
  /** Counts one new checkout order for the account and the address, or refuses (counting nothing). */
  checkoutOrder(accountId: string, ip: string): Promise<ThrottleCheck>;
}

function secondsUntil(t: number, end: number): number {
  return Math.max(1, Math.ceil((end - t) / 1000));
}

/** Throttles over the counter store; `key` (derived from the server key) hides emails and IPs. */
export function createThrottles(store: CounterStore, key: Buffer, now: Clock): Throttles {
  const hidden = (kind: string, value: string) =>
    hmacSha256(key, `${kind}:${value}`).toString('hex').slice(0, 32);

  function signInWindow(email: string, address: string) {
    const t = now();
    const index = Math.floor(t / SIGN_IN_WINDOW_MS);
    const end = (index + 1) * SIGN_IN_WINDOW_MS;
    const who = hidden('email', email.trim().toLowerCase());
    return {
      t,
      end,
      email: `signin:${who}:${index}`,
      pair: `signin-ip:${who}:${hidden('ip', ipGroup(address))}:${index}`,
    };
  }

  function dayWindow(prefix: string, id: string) {
    const t = now();
    const end = (Math.floor(t / DAY_MS) + 1) * DAY_MS;
    return { t, end, counter: `${prefix}:${id}:${utcDate(t)}` };
  }

  return {
    async signInAllowed(email, address) {
      const w = signInWindow(email, address);
      const [fromAll = 0, fromHere = 0] = await store.read([w.email, w.pair]);
      return fromAll >= SIGN_IN_FAILURES_PER_EMAIL || fromHere >= SIGN_IN_FAILURES_PER_ADDRESS
        ? { allowed: false, retryAfterSeconds: secondsUntil(w.t, w.end) }
        : { allowed: true, retryAfterSeconds: null };
    },

    async signInFailed(email, address) {
      const w = signInWindow(email, address);
      await store.add(w.email, w.end + SIGN_IN_WINDOW_MS);
      await store.add(w.pair, w.end + SIGN_IN_WINDOW_MS);
    },

    async signUpAllowed(ip) {
      const w = dayWindow('signup-taken', hidden('ip', ipGroup(ip)));
      const [taken = 0] = await store.read([w.counter]);
      return taken >= SIGN_UP_TAKEN_LIMIT
        ? { allowed: false, retryAfterSeconds: secondsUntil(w.t, w.end) }
        : { allowed: true, retryAfterSeconds: null };
    },

    async signUpTaken(ip) {
      const w = dayWindow('signup-taken', hidden('ip', ipGroup(ip)));
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

    async checkoutOrder(accountId, ip) {
      const account = dayWindow('checkout', accountId);
      const address = dayWindow('checkout-ip', hidden('ip', ipGroup(ip)));
      const result = await store.consume([
        {
          key: account.counter,
          limit: CHECKOUT_ORDERS_PER_ACCOUNT,
          expiresAt: account.end + DAY_MS,
        },
        {
          key: address.counter,
          limit: CHECKOUT_ORDERS_PER_ADDRESS,
          expiresAt: address.end + DAY_MS,
        },
      ]);
      return result.allowed
        ? { allowed: true, retryAfterSeconds: null }
        : { allowed: false, retryAfterSeconds: secondsUntil(account.t, account.end) };
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
