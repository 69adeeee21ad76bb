/**
 * The gate the question and muhurta tabs of the playground share with the chart tab
 * (playground-routes.ts): signed-in session and CSRF token (host.signedInPost), active developer access
 * (402 with the API's sentence), and the account's one daily playground counter (throttles.ts): every
 * valid request of any tab counts one against the same PLAYGROUND_DAILY_LIMIT; a request refused with
 * 422 before computing counts nothing.
 */
import type { FastifyReply } from 'fastify';
import type { ActiveSession } from '../../platform/accounts/sessions.js';
import { subscriptionStatus } from '../../platform/subscriptions/subscriptions.js';
import {
  dailyLimitText,
  type PlaygroundAllowance,
  type PlaygroundRefusal,
} from '../../portal/playground-form.js';
import type { PlaygroundHost } from './playground-routes.js';
import { NO_DEVELOPER_ACCESS_DETAIL } from './session-gate.js';

/** The 402 refusal: the API's sentence, no form. */
export const NO_ACCESS_REFUSAL: Readonly<PlaygroundRefusal> = Object.freeze({
  text: NO_DEVELOPER_ACCESS_DETAIL,
  showForm: false,
});

export function hasPlaygroundAccess(host: PlaygroundHost, session: ActiveSession): boolean {
  return (
    subscriptionStatus(session.account.accessExpiresAt, host.platform.now()).state === 'active'
  );
}

/**
 * Counts one playground request for the account. Refused (the limit reached): sets Retry-After and
 * returns the 429 refusal with the allowance; allowed: the allowance after counting.
 */
export async function countPlaygroundUse(
  host: PlaygroundHost,
  session: ActiveSession,
  reply: FastifyReply,
): Promise<{ allowance: PlaygroundAllowance; refusal: PlaygroundRefusal | null }> {
  const use = await host.platform.throttles.playground(session.account.id);
  const allowance = { limit: use.limit, remaining: use.remaining };
  if (use.allowed) return { allowance, refusal: null };
  reply.header('Retry-After', use.retryAfterSeconds ?? 1);
  return { allowance, refusal: { text: dailyLimitText(use.limit), showForm: true } };
}

/** The named fields of a submitted form as trimmed strings (missing or repeated read as empty). */
export function formStrings<K extends string>(
  body: unknown,
  keys: readonly K[],
): Record<K, string> {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = raw[key];
    out[key] = typeof value === 'string' ? value.trim() : '';
  }
  return out;
}

/** A plain decimal number; anything else stays text and fails the schema's type check. */
export const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** A plain whole number. */
export const INTEGER = /^[+-]?\d+$/;

/** A coordinate that is not a number gets a plainer message than the schema's type error. */
export function plainCoordinateErrors<E extends { field: string; message: string }>(
  errors: readonly E[],
  form: { readonly latitude: string; readonly longitude: string },
): E[] {
  return errors.map((e) =>
    (e.field === 'latitude' || e.field === 'longitude') && !DECIMAL.test(form[e.field])
      ? { ...e, message: 'must be a number in decimal degrees, such as 28.6139' }
      : e,
  );
}
