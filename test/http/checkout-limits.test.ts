/**
 * POST /portal/checkout cannot be used to spend the operator's Razorpay rate limit (issue 37 §1),
 * against the local double of Razorpay's Orders API (test/helpers/razorpay-double.ts), which counts
 * the order requests it receives:
 * - an account that asks again gets its open order back (same amount, not paid): 100 posts, one of
 *   them concurrent with the others, make ONE order at Razorpay;
 * - a new order is counted per account (CHECKOUT_ORDERS_PER_ACCOUNT a UTC day) and per client
 *   address (CHECKOUT_ORDERS_PER_ADDRESS a UTC day, an IPv6 /64 as one); beyond either, 429 with
 *   Retry-After and no call to Razorpay; another address and another account are unaffected;
 * - a paid order is not reused: the next checkout opens a new one.
 * Before the change, the first test's 100 posts made 100 orders at Razorpay.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  CHECKOUT_ORDERS_PER_ACCOUNT,
  CHECKOUT_ORDERS_PER_ADDRESS,
} from '../../src/platform/limits/throttles.js';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';
import {
  capturedEvent,
  doubleAccess,
  type RazorpayDouble,
  sign,
  startRazorpayDouble,
} from '../helpers/razorpay-double.js';

const PASSWORD = 'correct horse battery';
const FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: 'http://localhost:80',
  host: 'localhost:80',
  'sec-fetch-site': 'same-origin',
};

let double: RazorpayDouble;
let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let accounts = 0;

before(async () => {
  double = await startRazorpayDouble();
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage, {}, { access: doubleAccess(double) });
  server = await buildPlatformServer(platform);
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
  await double.close();
});
beforeEach(() => {
  double.seen.length = 0;
});

function cookie(res: LightMyRequestResponse, name: string): string {
  const all = res.headers['set-cookie'];
  const list = Array.isArray(all) ? all : all ? [all] : [];
  return (list.find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0] ?? '';
}

const csrfOf = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';

/** A new account signed in to the portal (each from its own documentation address). */
async function buyer() {
  const email = `buyer${++accounts}@example.com`;
  await platform.accounts.create(email, PASSWORD);
  const form = await server.inject({ method: 'GET', url: '/portal/sign-in' });
  const res = await server.inject({
    method: 'POST',
    url: '/portal/sign-in',
    headers: { ...FORM, cookie: cookie(form, 'sublord_pre') },
    payload: new URLSearchParams({
      _csrf: csrfOf(form.body),
      email,
      password: PASSWORD,
    }).toString(),
    remoteAddress: `192.0.2.${accounts}`,
  });
  assert.equal(res.statusCode, 303, res.body);
  const session = cookie(res, 'sublord_session');
  const dash = await server.inject({ url: '/portal/dashboard', headers: { cookie: session } });
  return { session, csrf: csrfOf(dash.body) };
}

const checkout = (me: { session: string; csrf: string }, ip: string) =>
  server.inject({
    method: 'POST',
    url: '/portal/checkout',
    headers: { ...FORM, cookie: me.session },
    payload: new URLSearchParams({ _csrf: me.csrf }).toString(),
    remoteAddress: ip,
  });

const orderOf = (res: LightMyRequestResponse) =>
  /^\/portal\/checkout\/(order_\w+)$/.exec(String(res.headers.location))?.[1];

async function pay(orderId: string) {
  const body = capturedEvent(orderId);
  const res = await server.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(body) },
    payload: body,
  });
  assert.equal(res.json().status, 'granted');
}

describe('POST /portal/checkout', () => {
  test('100 posts from one account, 20 at a time, open one order at Razorpay and get it back each time', async () => {
    const me = await buyer();
    const answers: LightMyRequestResponse[] = [];
    for (let round = 0; round < 5; round++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => checkout(me, '198.51.100.7')))),
      );
    }
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      Array(100).fill(303),
    );
    const orders = new Set(answers.map(orderOf));
    assert.equal(orders.size, 1, 'one order id in every redirect');
    assert.equal(double.seen.length, 1, 'one Orders API call');
  });

  test('a paid order is not reused; new orders stop at the per-account limit with 429 and Retry-After', async () => {
    const me = await buyer();
    const seen = new Set<string>();
    for (let i = 0; i < CHECKOUT_ORDERS_PER_ACCOUNT; i++) {
      const res = await checkout(me, `198.51.100.${20 + i}`);
      assert.equal(res.statusCode, 303, res.body);
      const id = orderOf(res) as string;
      assert.ok(!seen.has(id), 'a new order once the last was paid');
      seen.add(id);
      await pay(id);
    }
    const refused = await checkout(me, '198.51.100.99');
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.match(refused.body, /orders/);
    assert.equal(double.seen.length, CHECKOUT_ORDERS_PER_ACCOUNT, 'no call for the refused one');
  });

  test('new orders from one address stop at the per-address limit; another address is unaffected', async () => {
    const ip = '2001:db8:37::1';
    for (let i = 0; i < CHECKOUT_ORDERS_PER_ADDRESS; i++) {
      // Other addresses of the same /64 count as the same client.
      const res = await checkout(await buyer(), `2001:db8:37::${(i + 1).toString(16)}`);
      assert.equal(res.statusCode, 303, res.body);
    }
    const refused = await checkout(await buyer(), ip);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) >= 1);
    assert.equal(double.seen.length, CHECKOUT_ORDERS_PER_ADDRESS);
    const elsewhere = await checkout(await buyer(), '2001:db8:38::1');
    assert.equal(elsewhere.statusCode, 303);
  });
});
