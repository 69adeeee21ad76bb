/**
 * Razorpay checkout in real Chromium (issue 23 §2): the dashboard's "Buy access" opens an order
 * (against the local double of Razorpay's Orders API) and the checkout page; the page loads
 * https://checkout.razorpay.com/v1/checkout.js, which the portal's CSP must allow. The test has no
 * network, so that URL is answered by a stand-in (page.route) that records the options the portal
 * passes and calls the success handler; the signed webhook then grants the period. A second page
 * whose checkout script cannot load says so, with no page error. No CSP violation anywhere.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { RAZORPAY_CHECKOUT_SCRIPT } from '../../src/platform/subscriptions/razorpay.js';
import {
  type PortalBrowser,
  shot,
  signUp,
  startPortalBrowser,
  watchedPage,
} from '../helpers/portal-browser.js';
import {
  capturedEvent,
  doubleAccess,
  KEY_ID,
  type RazorpayDouble,
  sign,
  startRazorpayDouble,
} from '../helpers/razorpay-double.js';

// Stands in for Razorpay's script: the same global constructor, recording its options.
const STAND_IN = `window.Razorpay = function (options) {
  this.open = function () {
    window.__checkoutOptions = options;
    options.handler({ razorpay_payment_id: 'pay_STANDIN', razorpay_order_id: options.order_id });
  };
};`;

// The same, without calling the success handler: the page stays, and its options can be read.
const RECORD_ONLY = `window.Razorpay = function (options) {
  this.open = function () {
    window.__checkoutOptions = options;
  };
};`;

let double: RazorpayDouble;
let env: PortalBrowser;

before(async () => {
  double = await startRazorpayDouble();
  env = await startPortalBrowser({ access: doubleAccess(double) });
});
after(async () => {
  await env?.close();
  await double?.close();
});

test('buy access: order → Razorpay checkout → success → webhook → active', {
  timeout: 120_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env);
  await context.route(RAZORPAY_CHECKOUT_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
  await signUp(page, 'buyer@example.com', 'correct horse battery');
  await page.click('#checkout-form button[type=submit]');
  await page.waitForURL('**/portal/checkout/order_*');
  const orderId = page.url().split('/').at(-1) ?? '';
  await page.waitForSelector('#pay:not([disabled])');
  await shot(page, 'checkout-01-page');
  await page.click('#pay');
  await page.waitForURL('**/portal/dashboard?notice=paid');
  assert.match((await page.textContent('.notice')) ?? '', /Payment received/);
  assert.equal(
    await page.textContent('#subscription-state'),
    'No subscription',
    'not before the webhook',
  );

  const body = capturedEvent(orderId);
  const hook = await fetch(`${env.base}/api/payments/razorpay/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(body) },
    body,
  });
  assert.equal(hook.status, 200);
  assert.deepEqual(await hook.json(), { status: 'granted' });
  await page.reload();
  assert.equal(await page.textContent('#subscription-state'), 'Active');
  await shot(page, 'checkout-02-active');
  assert.deepEqual(violations, [], 'no CSP violations or page errors');
  await context.close();
});

test('the checkout page passes the order to Razorpay, and says so when the script cannot load', {
  timeout: 120_000,
}, async () => {
  const { context, page, violations } = await watchedPage(env);
  await context.route(RAZORPAY_CHECKOUT_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: RECORD_ONLY }),
  );
  await signUp(page, 'options@example.com', 'correct horse battery');
  await page.click('#checkout-form button[type=submit]');
  await page.waitForURL('**/portal/checkout/order_*');
  const orderId = page.url().split('/').at(-1) ?? '';
  await page.waitForSelector('#pay:not([disabled])');
  await page.click('#pay');
  const seen = (await page.evaluate(
    '({ key: window.__checkoutOptions.key, order_id: window.__checkoutOptions.order_id, amount: window.__checkoutOptions.amount, currency: window.__checkoutOptions.currency })',
  )) as Record<string, string>;
  assert.deepEqual(seen, { key: KEY_ID, order_id: orderId, amount: '199900', currency: 'INR' });

  await context.unroute(RAZORPAY_CHECKOUT_SCRIPT);
  await context.route(RAZORPAY_CHECKOUT_SCRIPT, (route) => route.abort('connectionrefused'));
  await page.reload();
  await page.waitForFunction(
    "document.getElementById('checkout-status').textContent.includes('could not be loaded')",
  );
  assert.equal(await page.isDisabled('#pay'), true);
  const errors = violations.filter(
    (v) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(v),
  );
  assert.deepEqual(errors, [], 'no CSP violations or page errors');
  await context.close();
});
