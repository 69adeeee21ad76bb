/**
 * Developer subscriptions, exactly the contract's state table:
 *   (none)  --purchase-->            active, 30 days
 *   active  --renewal before expiry-> active, 30 days added to the remaining time
 *   active  --period ends-->         expired (every /api/v1 call answers 402; apps and secrets kept)
 *   expired --renewal-->             active from now, the same credentials work again
 * A subscription is one timestamp on the account (`access_expires_at`); purchases are an
 * append-only ledger keyed by (provider, reference), so a replayed confirmation grants once.
 */
import { type Kysely, sql } from 'kysely';
import { type Clock, DAY_MS } from '../clock.js';
import { newId } from '../crypto.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Database } from '../db/schema.js';
import { PlatformError } from '../errors.js';

import { MAX_GRANT_DAYS, PERIOD_DAYS } from './terms.js';

export { MAX_GRANT_DAYS, PERIOD_DAYS };

/** Where an account stands. */
export type SubscriptionState = 'none' | 'active' | 'expired';

/** An account's subscription at a moment. */
export interface SubscriptionStatus {
  state: SubscriptionState;
  /** End of the period (Unix ms); null when nothing was ever bought. */
  expiresAt: number | null;
  /** Milliseconds of access left (0 unless active). */
  remainingMs: number;
}

/** A purchase confirmed by a payment provider. */
export interface PurchaseInput {
  accountId: string;
  /** The provider's id, e.g. `operator`. */
  provider: string;
  /** The provider's own reference for the payment; unique per provider. */
  reference: string;
  days: number;
}

/** What a recorded purchase did. */
export interface PurchaseResult {
  purchaseId: string;
  /** True when this (provider, reference) had already been recorded; nothing was added again. */
  duplicate: boolean;
  status: SubscriptionStatus;
}

/** Subscription reads and the two writes: a purchase, and the operator's "end it now". */
export interface SubscriptionService {
  status(accountId: string): Promise<SubscriptionStatus>;
  recordPurchase(input: PurchaseInput): Promise<PurchaseResult>;
  /** Ends an active period at this moment (operator action); no-op when not active. */
  expireNow(accountId: string): Promise<SubscriptionStatus>;
}

/** The state for an expiry timestamp at `now`: active strictly before the end. */
export function subscriptionStatus(expiresAt: number | null, now: number): SubscriptionStatus {
  if (expiresAt === null) return { state: 'none', expiresAt: null, remainingMs: 0 };
  if (expiresAt > now) return { state: 'active', expiresAt, remainingMs: expiresAt - now };
  return { state: 'expired', expiresAt, remainingMs: 0 };
}

/** The subscription service over the platform database. */
export function createSubscriptionService(db: Kysely<Database>, now: Clock): SubscriptionService {
  async function expiryOf(accountId: string): Promise<number | null> {
    const row = await db
      .selectFrom('accounts')
      .select('access_expires_at')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!row) throw new PlatformError('ACCOUNT_NOT_FOUND', 'No such account.');
    return row.access_expires_at;
  }

  async function existing(input: PurchaseInput): Promise<PurchaseResult | null> {
    const row = await db
      .selectFrom('purchases')
      .select(['id', 'account_id'])
      .where('provider', '=', input.provider)
      .where('reference', '=', input.reference)
      .executeTakeFirst();
    if (!row) return null;
    return {
      purchaseId: row.id,
      duplicate: true,
      status: subscriptionStatus(await expiryOf(row.account_id), now()),
    };
  }

  return {
    async status(accountId) {
      return subscriptionStatus(await expiryOf(accountId), now());
    },

    async recordPurchase(input) {
      if (!Number.isInteger(input.days) || input.days < 1 || input.days > MAX_GRANT_DAYS) {
        throw new PlatformError(
          'INVALID_INPUT',
          `must be a whole number of days, 1 to ${MAX_GRANT_DAYS}`,
          'days',
        );
      }
      const seen = await existing(input);
      if (seen) return seen;
      const t = now();
      const add = input.days * DAY_MS;
      const purchaseId = newId('pur');
      try {
        const expiresAt = await db.transaction().execute(async (tx) => {
          // One statement decides "renewal adds to the remaining time" vs "starts from now", so two
          // grants racing on PostgreSQL both land in full.
          const updated = await tx
            .updateTable('accounts')
            .set({
              access_expires_at: sql<number>`CASE WHEN access_expires_at IS NOT NULL AND access_expires_at > ${t} THEN access_expires_at + ${add} ELSE ${t + add} END`,
            })
            .where('id', '=', input.accountId)
            .returning('access_expires_at')
            .executeTakeFirst();
          if (!updated || updated.access_expires_at === null) {
            throw new PlatformError('ACCOUNT_NOT_FOUND', 'No such account.');
          }
          await tx
            .insertInto('purchases')
            .values({
              id: purchaseId,
              account_id: input.accountId,
              provider: input.provider,
              reference: input.reference,
              days: input.days,
              purchased_at: t,
              period_end: updated.access_expires_at,
            })
            .execute();
          return updated.access_expires_at;
        });
        return { purchaseId, duplicate: false, status: subscriptionStatus(expiresAt, t) };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const raced = await existing(input);
          if (raced) return raced;
        }
        throw error;
      }
    },

    async expireNow(accountId) {
      const t = now();
      await db
        .updateTable('accounts')
        .set({ access_expires_at: t })
        .where('id', '=', accountId)
        .where('access_expires_at', '>', t)
        .execute();
      return subscriptionStatus(await expiryOf(accountId), t);
    },
  };
}
