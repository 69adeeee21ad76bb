/**
 * The Razorpay adapter of the checkout port (checkout.ts), after Razorpay's public documentation:
 * - Orders API: `POST /v1/orders {amount, currency, receipt, notes}` with the key id and secret as
 *   HTTP Basic auth, through the `razorpay` npm SDK; the order id is kept with the account, the
 *   amount, the currency and the days it buys (table payment_orders).
 * - Standard Checkout: the portal loads https://checkout.razorpay.com/v1/checkout.js and opens it
 *   with the key id and the order id.
 * - Webhooks: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw request body under the
 *   webhook secret. Only `payment.captured` grants: its `payload.payment.entity` names the order, the
 *   amount and the currency, which must match the stored order. The payment id is the purchase's
 *   reference, so a delivery repeated by Razorpay (it retries until it gets a 2xx) grants once.
 * Each order is an Orders API call on the operator's key (issue 37 §1), so an account that asks
 * again gets its open order back (ORDER_REUSE_MS), a new one is counted per account and per address
 * (limits/throttles.ts), and an order grants one period: the first captured payment claims it
 * (`payment_orders.payment_id`), and another captured payment of the same order grants nothing and
 * is logged for the operator to refund.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { RazorpayConfig } from '../../process/config.js';
import type { Account } from '../accounts/accounts.js';
import type { Clock } from '../clock.js';
import type { Database, PaymentOrdersTable } from '../db/schema.js';
import { PlatformError } from '../errors.js';
import {
  CHECKOUT_ORDERS_PER_ACCOUNT,
  CHECKOUT_ORDERS_PER_ADDRESS,
  type Throttles,
} from '../limits/throttles.js';
import type { PlatformLogger } from '../logger.js';
import {
  type CheckoutOrder,
  type CheckoutOrigins,
  type CheckoutProvider,
  ORDER_REUSE_MS,
  type WebhookOutcome,
} from './checkout.js';
import type { SubscriptionService } from './subscriptions.js';

/** The provider id stored with every purchase and order. */
export const RAZORPAY = 'razorpay';
/** Razorpay's checkout script (Standard Checkout). */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** Where the browser loads and runs Razorpay's checkout from (the portal's CSP allows these). */
export const RAZORPAY_ORIGINS: CheckoutOrigins = Object.freeze({
  scriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
});

/** The part of the SDK this adapter uses. */
export interface RazorpayOrders {
  create(params: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string; amount: number | string; currency: string }>;
}

/** The hex HMAC-SHA256 of the raw body under the webhook secret, as Razorpay signs deliveries. */
export function razorpaySignature(rawBody: Buffer, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time check of a delivery's X-Razorpay-Signature. */
export function razorpaySignatureMatches(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(rawBody, webhookSecret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The SDK's orders client, pointed at `apiUrl` (the SDK fixes https://api.razorpay.com). */
export async function razorpayOrdersClient(config: RazorpayConfig): Promise<RazorpayOrders> {
  const { default: Razorpay } = await import('razorpay');
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK has no host option; its axios instance is the documented `api` member's `rq`.
  (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL =
    config.apiUrl;
  return client.orders as unknown as RazorpayOrders;
}

/** What the adapter needs besides the SDK. */
export interface RazorpayDeps {
  db: Kysely<Database>;
  now: Clock;
  subscriptions: SubscriptionService;
  logger: PlatformLogger;
  /** The per-account and per-address count of new orders. */
  throttles: Pick<Throttles, 'checkoutOrder'>;
  config: RazorpayConfig;
  price: { amount: number; currency: string; days: number };
  orders: RazorpayOrders;
  /**
   * Makes the last commit survive power loss before the 200 (SQLite runs synchronous=NORMAL, whose
   * commits survive a crash of the process but not of the machine; Razorpay does not retry a
   * delivery that got its 200). A no-op on PostgreSQL, durable at commit.
   */
  flush(): Promise<void>;
}

interface CapturedPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
}

/** The captured payment of a `payment.captured` event, or why the event is not one. */
function capturedPayment(event: unknown): CapturedPayment | string {
  if (typeof event !== 'object' || event === null) return 'not a JSON object';
  const e = event as { event?: unknown; payload?: { payment?: { entity?: unknown } } };
  if (e.event !== 'payment.captured') return `event ${String(e.event)} is not payment.captured`;
  const p = e.payload?.payment?.entity as Record<string, unknown> | undefined;
  if (
    typeof p !== 'object' ||
    p === null ||
    typeof p.id !== 'string' ||
    typeof p.order_id !== 'string' ||
    typeof p.amount !== 'number' ||
    typeof p.currency !== 'string'
  ) {
    return 'payment entity without id, order_id, amount or currency';
  }
  return { id: p.id, orderId: p.order_id, amount: p.amount, currency: p.currency };
}

/** The Razorpay checkout provider. */
export function createRazorpayProvider(deps: RazorpayDeps): CheckoutProvider {
  const { db, config, price } = deps;
  const rupees = (price.amount / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
  const inFlight = new Map<string, Promise<CheckoutOrder>>();

  const orderOf = (row: Selectable<PaymentOrdersTable>): CheckoutOrder => ({
    orderId: row.id,
    accountId: row.account_id,
    amount: Number(row.amount),
    currency: row.currency,
    days: row.days,
    publicKey: config.keyId,
  });

  async function openOrReuse(account: Account, clientIp: string): Promise<CheckoutOrder> {
    const open = await db
      .selectFrom('payment_orders')
      .selectAll()
      .where('account_id', '=', account.id)
      .where('provider', '=', RAZORPAY)
      .where('amount', '=', price.amount)
      .where('currency', '=', price.currency)
      .where('days', '=', price.days)
      .where('payment_id', 'is', null)
      .where('created_at', '>', deps.now() - ORDER_REUSE_MS)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (open) return orderOf(open);
    const check = await deps.throttles.checkoutOrder(account.id, clientIp);
    if (!check.allowed) {
      throw new PlatformError(
        'TOO_MANY_ATTEMPTS',
        `Too many new orders today (at most ${CHECKOUT_ORDERS_PER_ACCOUNT} an account and ${CHECKOUT_ORDERS_PER_ADDRESS} an address a day). An order you opened in the last hour is still yours: start again from the dashboard, or try again tomorrow.`,
        null,
        check.retryAfterSeconds,
      );
    }
    let order: { id: string };
    try {
      order = await deps.orders.create({
        amount: price.amount,
        currency: price.currency,
        receipt: `sublord-${deps.now()}`,
        notes: { account_id: account.id },
      });
    } catch (error) {
      // The SDK throws {statusCode, error}; neither carries personal data.
      const status = (error as { statusCode?: unknown })?.statusCode;
      deps.logger.warn(
        { provider: RAZORPAY, status: typeof status === 'number' ? status : null },
        'payment provider refused to open an order',
      );
      throw new PlatformError(
        'PAYMENT_PROVIDER_FAILED',
        'The payment provider could not open an order. Please try again in a minute.',
      );
    }
    if (typeof order?.id !== 'string' || order.id === '') {
      throw new PlatformError(
        'PAYMENT_PROVIDER_FAILED',
        'The payment provider answered without an order id. Please try again.',
      );
    }
    const row = {
      id: order.id,
      provider: RAZORPAY,
      account_id: account.id,
      amount: price.amount,
      currency: price.currency,
      days: price.days,
      created_at: deps.now(),
      payment_id: null,
      paid_at: null,
    };
    await db.insertInto('payment_orders').values(row).execute();
    return orderOf(row);
  }

  return {
    id: RAZORPAY,
    origins: RAZORPAY_ORIGINS,

    purchaseInstructions() {
      return {
        text: `Pay ${price.currency} ${rupees} for ${price.days} days with Razorpay; paying before the end adds ${price.days} days to the remaining time. Not auto-renewing.`,
        url: '/portal/checkout',
      };
    },

    openOrder(account, clientIp) {
      // Clicks of one account that arrive together share one answer (in this process; the limits
      // bound what several processes can open at once).
      const pending = inFlight.get(account.id);
      if (pending) return pending;
      const work = openOrReuse(account, clientIp).finally(() => inFlight.delete(account.id));
      inFlight.set(account.id, work);
      return work;
    },

    async findOrder(accountId, orderId) {
      const row = await db
        .selectFrom('payment_orders')
        .selectAll()
        .where('id', '=', orderId)
        .where('provider', '=', RAZORPAY)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row ? orderOf(row) : null;
    },

    async handleWebhook(rawBody, signature): Promise<WebhookOutcome> {
      if (!razorpaySignatureMatches(rawBody, signature, config.webhookSecret)) {
        return { kind: 'forged' };
      }
      let event: unknown;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { kind: 'ignored', reason: 'body is not JSON' };
      }
      const payment = capturedPayment(event);
      if (typeof payment === 'string') return { kind: 'ignored', reason: payment };
      const order = await db
        .selectFrom('payment_orders')
        .selectAll()
        .where('id', '=', payment.orderId)
        .where('provider', '=', RAZORPAY)
        .executeTakeFirst();
      if (!order) return { kind: 'ignored', reason: `order ${payment.orderId} is not ours` };
      if (Number(order.amount) !== payment.amount || order.currency !== payment.currency) {
        deps.logger.warn(
          { provider: RAZORPAY, order: order.id, payment: payment.id },
          'captured payment does not match its order; nothing granted',
        );
        return { kind: 'ignored', reason: 'amount or currency differs from the order' };
      }
      // One order, one period: the first captured payment claims the order. A delivery of the same
      // payment again goes on (its purchase is recorded once, below); another payment does not.
      if (order.payment_id === null) {
        await db
          .updateTable('payment_orders')
          .set({ payment_id: payment.id, paid_at: deps.now() })
          .where('id', '=', order.id)
          .where('payment_id', 'is', null)
          .execute();
      }
      const claim = await db
        .selectFrom('payment_orders')
        .select('payment_id')
        .where('id', '=', order.id)
        .executeTakeFirst();
      if (claim?.payment_id !== payment.id) {
        deps.logger.warn(
          { provider: RAZORPAY, order: order.id, payment: payment.id, paid_by: claim?.payment_id },
          'a second captured payment for an order already paid; nothing granted (refund it from the Razorpay dashboard)',
        );
        return { kind: 'ignored', reason: 'order already paid by another payment' };
      }
      // Committed before the caller answers 200; (provider, payment id) is unique, so a replay or a
      // concurrent duplicate delivery comes back as `duplicate` without adding time.
      const purchase = await deps.subscriptions.recordPurchase({
        accountId: order.account_id,
        provider: RAZORPAY,
        reference: payment.id,
        days: order.days,
      });
      await deps.flush();
      return { kind: 'granted', purchase };
    },
  };
}
