/**
 * The Razorpay provider (issue 23 §2) against a local HTTP double of the Orders API, with webhook
 * signatures computed as Razorpay documents them (test/helpers/razorpay-double.ts), on both dialects:
 * an order for the configured price; a signed `payment.captured` grants one period exactly once
 * (replays, concurrent duplicates); forged and tampered deliveries change nothing; out-of-order
 * deliveries (two payments in reverse order, an `authorized` after `captured`) add up correctly;
 * unknown orders and wrong amounts grant nothing. Times are exact (fake clock).
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { DAY_MS } from '../../src/platform/clock.js';
import { PlatformError } from '../../src/platform/errors.js';
import type { Platform } from '../../src/platform/platform.js';
import {
  type CheckoutProvider,
  ORDER_REUSE_MS,
} from '../../src/platform/subscriptions/checkout.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';
import {
  capturedEvent,
  doubleAccess,
  KEY_ID,
  KEY_SECRET,
  type RazorpayDouble,
  sign,
  startRazorpayDouble,
} from '../helpers/razorpay-double.js';

const START = Date.UTC(2026, 6, 1, 6, 0, 0);
/** The buyer's address (a documentation address). */
const ADDRESS = '198.51.100.1';

let double: RazorpayDouble;
before(async () => {
  double = await startRazorpayDouble();
});
after(async () => {
  await double.close();
});

describeOnBothDialects('razorpay checkout', (kind) => {
  const clock = createFakeClock(START);
  let storage: TestStorage;
  let platform: Platform;
  let checkout: CheckoutProvider;

  beforeEach(async () => {
    clock.set(START);
    double.failWith = null;
    double.seen.length = 0;
    storage = await freshStorage(kind);
    platform = await openTestPlatform(storage, { now: clock }, { access: doubleAccess(double) });
    assert.ok(platform.checkout);
    checkout = platform.checkout;
  });
  afterEach(async () => {
    await platform.close();
    storage.remove();
  });

  async function orderFor(email: string) {
    const account = await platform.accounts.create(email, 'correct horse battery');
    return { account, order: await checkout.openOrder(account, ADDRESS) };
  }

  const expiry = async (accountId: string) =>
    (await platform.subscriptions.status(accountId)).expiresAt;

  test('an order is opened through the SDK for the price, with Basic auth, and kept with its account', async () => {
    const { account, order } = await orderFor('buyer@example.com');
    assert.equal(double.seen.length, 1);
    const seen = double.seen[0];
    assert.equal(
      seen?.authorization,
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    assert.equal(seen?.body.amount, 199_900, 'contract price, in paise');
    assert.equal(seen?.body.currency, 'INR');
    assert.deepEqual(seen?.body.notes, { account_id: account.id });
    assert.match(order.orderId, /^order_DBL/);
    assert.deepEqual(
      { amount: order.amount, currency: order.currency, days: order.days, key: order.publicKey },
      { amount: 199_900, currency: 'INR', days: 30, key: KEY_ID },
    );
    assert.deepEqual(await checkout.findOrder(account.id, order.orderId), order);
    const other = await platform.accounts.create('other@example.com', 'correct horse battery');
    assert.equal(await checkout.findOrder(other.id, order.orderId), null, 'not another account’s');
  });

  test('a provider failure is PAYMENT_PROVIDER_FAILED and stores no order', async () => {
    double.failWith = 500;
    const account = await platform.accounts.create('buyer@example.com', 'correct horse battery');
    await assert.rejects(checkout.openOrder(account, ADDRESS), (error: unknown) => {
      assert.ok(error instanceof PlatformError);
      assert.equal(error.code, 'PAYMENT_PROVIDER_FAILED');
      return true;
    });
    const rows = await platform.database.db.selectFrom('payment_orders').selectAll().execute();
    assert.deepEqual(rows, []);
  });

  test('a signed payment.captured grants 30 days once; replays and concurrent duplicates add nothing', async () => {
    const { account, order } = await orderFor('buyer@example.com');
    const body = capturedEvent(order.orderId);
    const first = await checkout.handleWebhook(body, sign(body));
    assert.equal(first.kind, 'granted');
    assert.equal(first.kind === 'granted' && first.purchase.duplicate, false);
    assert.equal(await expiry(account.id), START + 30 * DAY_MS);
    const replay = await checkout.handleWebhook(body, sign(body));
    assert.equal(replay.kind === 'granted' && replay.purchase.duplicate, true);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => checkout.handleWebhook(body, sign(body))),
    );
    assert.ok(burst.every((o) => o.kind === 'granted' && o.purchase.duplicate));
    assert.equal(await expiry(account.id), START + 30 * DAY_MS, 'still exactly one period');
    const purchases = await platform.database.db
      .selectFrom('purchases')
      .select(['provider', 'days'])
      .where('account_id', '=', account.id)
      .execute();
    assert.deepEqual(purchases, [{ provider: 'razorpay', days: 30 }]);
  });

  test('one order grants one period, however many captured payments Razorpay reports for it', async () => {
    const { account, order } = await orderFor('buyer@example.com');
    const first = capturedEvent(order.orderId);
    assert.equal((await checkout.handleWebhook(first, sign(first))).kind, 'granted');
    const second = capturedEvent(order.orderId);
    const outcome = await checkout.handleWebhook(second, sign(second));
    assert.deepEqual(outcome, {
      kind: 'ignored',
      reason: 'order already paid by another payment',
    });
    // Two more payments of another order of the same account, delivered at once: one grants.
    clock.advance(ORDER_REUSE_MS);
    const other = await checkout.openOrder(account, ADDRESS);
    assert.notEqual(other.orderId, order.orderId);
    const racing = [capturedEvent(other.orderId), capturedEvent(other.orderId)];
    const outcomes = await Promise.all(racing.map((b) => checkout.handleWebhook(b, sign(b))));
    assert.deepEqual(outcomes.map((o) => o.kind).sort(), ['granted', 'ignored']);
    assert.equal(await expiry(account.id), START + 60 * DAY_MS);
    const purchases = await platform.database.db
      .selectFrom('purchases')
      .select('days')
      .where('account_id', '=', account.id)
      .execute();
    assert.deepEqual(purchases, [{ days: 30 }, { days: 30 }], 'two orders, two periods');
  });

  test('an account asking again gets its open order back; a paid or old order is not reused', async () => {
    const { account, order } = await orderFor('buyer@example.com');
    assert.deepEqual(await checkout.openOrder(account, ADDRESS), order);
    assert.deepEqual(await Promise.all([1, 2, 3].map(() => checkout.openOrder(account, ADDRESS))), [
      order,
      order,
      order,
    ]);
    assert.equal(double.seen.length, 1, 'one Orders API call');
    clock.advance(ORDER_REUSE_MS - 1);
    assert.deepEqual(await checkout.openOrder(account, ADDRESS), order);
    clock.advance(1);
    const fresh = await checkout.openOrder(account, ADDRESS);
    assert.notEqual(fresh.orderId, order.orderId, 'an order an hour old is not offered again');
    const body = capturedEvent(fresh.orderId);
    await checkout.handleWebhook(body, sign(body));
    const next = await checkout.openOrder(account, ADDRESS);
    assert.notEqual(next.orderId, fresh.orderId, 'a paid order is not offered again');
    assert.equal(double.seen.length, 3);
  });

  test('forged, tampered and unsigned deliveries change nothing', async () => {
    const { account, order } = await orderFor('buyer@example.com');
    const body = capturedEvent(order.orderId);
    const forged = await checkout.handleWebhook(body, sign(body, 'not the webhook secret'));
    assert.equal(forged.kind, 'forged');
    const tampered = Buffer.from(body.toString('utf8').replace('199900', '199901'));
    assert.equal((await checkout.handleWebhook(tampered, sign(body))).kind, 'forged');
    assert.equal((await checkout.handleWebhook(body, undefined)).kind, 'forged');
    assert.equal(
      (await checkout.handleWebhook(body, sign(body).toUpperCase().slice(1))).kind,
      'forged',
    );
    assert.equal(await expiry(account.id), null);
  });

  test('out of order: two payments delivered in reverse order add up; a late authorized event is ignored', async () => {
    const { account, order: first } = await orderFor('buyer@example.com');
    // The first order is not offered again after ORDER_REUSE_MS, so the account can hold two.
    clock.advance(ORDER_REUSE_MS);
    const second = await checkout.openOrder(account, ADDRESS);
    const a = capturedEvent(first.orderId);
    const b = capturedEvent(second.orderId);
    assert.equal((await checkout.handleWebhook(b, sign(b))).kind, 'granted');
    clock.advance(DAY_MS);
    assert.equal((await checkout.handleWebhook(a, sign(a))).kind, 'granted');
    // Renewal before expiry adds 30 days to the remaining time (contract).
    assert.equal(await expiry(account.id), START + ORDER_REUSE_MS + 60 * DAY_MS);
    const late = capturedEvent(first.orderId, { event: 'payment.authorized' });
    assert.equal((await checkout.handleWebhook(late, sign(late))).kind, 'ignored');
    assert.equal(await expiry(account.id), START + ORDER_REUSE_MS + 60 * DAY_MS);
  });

  test('unknown orders, wrong amounts and wrong currencies grant nothing', async () => {
    const { account, order } = await orderFor('buyer@example.com');
    for (const body of [
      capturedEvent('order_NOTOURS00000001'),
      capturedEvent(order.orderId, { amount: 100 }),
      capturedEvent(order.orderId, { currency: 'USD' }),
      Buffer.from('not json'),
    ]) {
      const outcome = await checkout.handleWebhook(body, sign(body));
      assert.equal(outcome.kind, 'ignored', body.toString('utf8').slice(0, 60));
    }
    assert.equal(await expiry(account.id), null);
  });

  test('price, currency and period are configuration', async () => {
    const custom = await openTestPlatform(
      storage,
      { now: clock },
      { access: doubleAccess(double, { price: 99_900, currency: 'INR', periodDays: 90 }) },
    );
    try {
      const account = await custom.accounts.create('custom@example.com', 'correct horse battery');
      const order = await custom.checkout?.openOrder(account, ADDRESS);
      assert.equal(double.seen.at(-1)?.body.amount, 99_900);
      assert.ok(order);
      const body = capturedEvent(order.orderId, { amount: 99_900 });
      await custom.checkout?.handleWebhook(body, sign(body));
      assert.equal((await custom.subscriptions.status(account.id)).expiresAt, START + 90 * DAY_MS);
    } finally {
      await custom.close();
    }
  });
});
