/**
 * The payment-provider port. A provider confirms payments and records each one through
 * `SubscriptionService.recordPurchase` under its own id and reference; the portal asks it how a
 * developer buys or renews. The built-in provider is the operator: payments are taken outside the
 * software and granted with `sublord subscription grant --email E`.
 */

import type { AccessConfig } from '../../process/config.js';
import type { AccountService } from '../accounts/accounts.js';
import { randomToken } from '../crypto.js';
import { PlatformError } from '../errors.js';
import type { PurchaseResult, SubscriptionService } from './subscriptions.js';

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
  /** Records one purchase of `days` (default: the period, 30) for the account with this email. */
  grant(email: string, days?: number): Promise<PurchaseResult>;
}

/** The operator provider over the account and subscription services. */
export function createOperatorProvider(
  accounts: AccountService,
  subscriptions: SubscriptionService,
  access: Pick<AccessConfig, 'price' | 'currency' | 'periodDays' | 'contact'>,
): OperatorPaymentProvider {
  // Formatted when first asked for, not at start: the first toLocaleString of a process loads ICU's
  // number formatting, 10-30 ms of every worker's start (measured, issue 22).
  const terms = () => {
    const amount = (access.price / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    return `${access.periodDays} days for ${access.currency} ${amount}, not auto-renewing`;
  };
  return {
    id: 'operator',
    purchaseInstructions(email) {
      // ACCESS_CONTACT says whom to ask; without it the page still names the operator's command.
      const ask = access.contact
        ? `To get access (${terms()}), contact ${access.contact} and give your account email, ${email}.`
        : `Subscriptions are granted by this server's operator (${terms()}).`;
      return {
        text: `${ask} After payment the operator runs: sublord subscription grant --email ${email}`,
        url: null,
      };
    },
    async grant(email, days = access.periodDays) {
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
