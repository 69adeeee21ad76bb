/**
 * The optional trial (issue 23 §2, default off): with TRIAL_DAYS > 0 every new account is granted
 * that many days once, recorded as a purchase of provider `trial` whose reference is the account id,
 * so it can never be granted twice. Buying during the trial adds the period to the remaining time,
 * like any renewal.
 */
import type { SubscriptionService } from '../subscriptions/subscriptions.js';
import type { AccountService } from './accounts.js';

/** The provider id of trial grants. */
export const TRIAL_PROVIDER = 'trial';

/** The account service, granting `trialDays` to each account it creates (unchanged when 0). */
export function withTrial(
  accounts: AccountService,
  subscriptions: SubscriptionService,
  trialDays: number,
): AccountService {
  if (trialDays <= 0) return accounts;
  return {
    ...accounts,
    async create(email, password) {
      const account = await accounts.create(email, password);
      const { status } = await subscriptions.recordPurchase({
        accountId: account.id,
        provider: TRIAL_PROVIDER,
        reference: account.id,
        days: trialDays,
      });
      return { ...account, accessExpiresAt: status.expiresAt };
    },
  };
}
