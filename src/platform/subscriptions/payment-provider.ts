/**
 * The payment-provider port. A provider confirms payments and records each one through
 * `SubscriptionService.recordPurchase` under its own id and reference; the portal asks it how a
 * developer buys or renews. The built-in provider is the operator: payments are taken outside the
 * software and granted with `sublord subscription grant --email E`.
 */

import type { AccountService } from '../accounts/accounts.js';
import { randomToken } from '../crypto.js';
import { PlatformError } from '../errors.js';
import { PERIOD_DAYS, type PurchaseResult, type SubscriptionService } from './subscriptions.js';

/** How the portal tells a developer to buy or renew. */
export interface PurchaseInstructions {
  text: string;
  /** A checkout page, or null when purchases are handled by the operator. */
  url: string | null;
}

/** A source of confirmed purchases. */
export interface PaymentProvider {
  /** Stable id stored with every purchase this provider records. */
  readonly id: string;
  purchaseInstructions(email: string): PurchaseInstructions;
}

/** The built-in provider: the operator grants periods by hand (CLI `subscription grant`). */
export interface OperatorPaymentProvider extends PaymentProvider {
  /** Records one purchase of `days` (default 30) for the account with this email. */
  grant(email: string, days?: number): Promise<PurchaseResult>;
}

/** The operator provider over the account and subscription services. */
export function createOperatorProvider(
  accounts: AccountService,
  subscriptions: SubscriptionService,
): OperatorPaymentProvider {
  return {
    id: 'operator',
    purchaseInstructions(email) {
      return {
        text: `Subscriptions are granted by this server's operator (30 days, 1,999 rupees, not auto-renewing). After paying, the operator runs: sublord subscription grant --email ${email}`,
        url: null,
      };
    },
    async grant(email, days = PERIOD_DAYS) {
      const account = await accounts.findByEmail(email);
      if (!account)
        throw new PlatformError('ACCOUNT_NOT_FOUND', `No account for ${email}.`, 'email');
      return subscriptions.recordPurchase({
        accountId: account.id,
        provider: 'operator',
        reference: `grant-${randomToken(12)}`,
        days,
      });
    },
  };
}
