/**
 * The checkout side of the payment-provider port (payment-provider.ts): a provider that sells a
 * period in the portal. The developer pays on the provider's own checkout; the provider then calls
 * our webhook, and only a verified webhook records the purchase (never the browser's word).
 */
import type { Account } from '../accounts/accounts.js';
import { HOUR_MS } from '../clock.js';
import type { PaymentProvider } from './payment-provider.js';
import type { PurchaseResult } from './subscriptions.js';

/**
 * How long an account's unpaid order is offered again instead of a new one (issue 37 §1). Bounded,
 * so that an order stuck at the provider (Razorpay refuses a new payment on an order whose last one
 * is authorised but not captured) holds a buyer up for an hour at most.
 */
export const ORDER_REUSE_MS = HOUR_MS;

/** An order opened for one period, with what the provider's checkout script needs. */
export interface CheckoutOrder {
  orderId: string;
  accountId: string;
  /** In the currency's smallest unit (paise). */
  amount: number;
  currency: string;
  days: number;
  /** The provider's public key for its checkout script. */
  publicKey: string;
}

/** What one webhook delivery did; every outcome but `forged` is answered 200. */
export type WebhookOutcome =
  /** The signature did not verify: nothing was read or written. */
  | { kind: 'forged' }
  /** A purchase was recorded now, or had been recorded by an earlier delivery (`duplicate`). */
  | { kind: 'granted'; purchase: PurchaseResult }
  /** Verified but not a purchase of ours (another event, an unknown order, a wrong amount). */
  | { kind: 'ignored'; reason: string };

/** Where the browser loads the provider's checkout from, for the portal's CSP. */
export interface CheckoutOrigins {
  /** The script's URL. */
  scriptUrl: string;
  /** Origins the script may be loaded from, frame and call (Content-Security-Policy). */
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

/** A payment provider with a checkout in the portal and a webhook. */
export interface CheckoutProvider extends PaymentProvider {
  readonly origins: CheckoutOrigins;
  /**
   * The account's order for one period at the configured price: its open order (not paid, at this
   * price, opened within ORDER_REUSE_MS) when it has one, else a new one, counted against the
   * account's and the client address's order limits (TOO_MANY_ATTEMPTS beyond them, nothing asked
   * of the provider). PAYMENT_PROVIDER_FAILED if the provider cannot open one.
   */
  openOrder(account: Account, clientIp: string): Promise<CheckoutOrder>;
  /** An order this account opened, or null. */
  findOrder(accountId: string, orderId: string): Promise<CheckoutOrder | null>;
  /** Verifies and applies one webhook delivery; the purchase is committed before this resolves. */
  handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome>;
}
