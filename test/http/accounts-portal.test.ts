/**
 * Issue 20 §5 and issue 23 §2 through the real server (inject; every response checked against
 * /openapi.json): a website Bearer token cannot act in the portal, nor a portal cookie on the
 * website's routes; the account page lists sessions, changes the password (ending the others) and
 * signs out everywhere; /portal/forgot redeems an operator-issued code and is limited per IP (10 a
 * minute, decisions.md); without a provider the dashboard shows the operator's contact line and
 * no checkout exists; with Razorpay (a local double of its Orders API) the CSP allows its checkout,
 * the checkout page carries the order, and the webhook answers 401 forged, 200 granted, 200 duplicate.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Platform } from '../../src/platform/platform.js';
import { DEFAULT_ACCESS } from '../../src/process/config.js';
import { awayFromMinuteEnd } from '../helpers/clock.js';
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
const CONTACT = 'sales@example.com (+91 80 0000 0000)';
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

function cookie(res: LightMyRequestResponse, name: string): string {
  const all = res.headers['set-cookie'];
  const list = Array.isArray(all) ? all : all ? [all] : [];
  return (list.find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0] ?? '';
}

function csrfOf(body: string): string {
  return /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? '';
}

interface Env {
  storage: TestStorage;
  platform: Platform;
  server: FastifyInstance;
}

async function portalSignIn(server: FastifyInstance, email: string, password = PASSWORD) {
  const form = await server.inject({ method: 'GET', url: '/portal/sign-in' });
  const res = await server.inject({
    method: 'POST',
    url: '/portal/sign-in',
    headers: { ...FORM, cookie: cookie(form, 'sublord_pre') },
    payload: new URLSearchParams({ _csrf: csrfOf(form.body), email, password }).toString(),
    remoteAddress: nextIp(),
  });
  assert.equal(res.statusCode, 303, res.body);
  const session = cookie(res, 'sublord_session');
  const dash = await server.inject({
    method: 'GET',
    url: '/portal/dashboard',
    headers: { cookie: session },
  });
  return { cookie: session, csrf: csrfOf(dash.body), dashboard: dash };
}

async function websiteSignIn(server: FastifyInstance, email: string, password = PASSWORD) {
  const res = await server.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { token: string }).token;
}

const cusp = (server: FastifyInstance, token: string) =>
  server.inject({
    method: 'POST',
    url: '/api/question/cusp',
    headers: { authorization: `Bearer ${token}` },
    payload: { question: 'Will I get the job?' },
  });

describe('without a payment provider', () => {
  let env: Env;
  before(async () => {
    const storage = await freshStorage('sqlite');
    const platform = await openTestPlatform(
      storage,
      {},
      { access: { ...DEFAULT_ACCESS, contact: CONTACT } },
    );
    env = { storage, platform, server: await buildPlatformServer(platform) };
  });
  after(async () => {
    await env.server.close();
    await env.platform.close();
    env.storage.remove();
  });

  test('a website Bearer token is not a portal cookie, and a portal cookie is not a Bearer token', async () => {
    await env.platform.accounts.create('split@example.com', PASSWORD);
    await env.platform.payments.grant('split@example.com');
    const token = await websiteSignIn(env.server, 'split@example.com');
    // The reproducer of issue 20 §5: the token sent as the portal's cookie.
    const dash = await env.server.inject({
      method: 'GET',
      url: '/portal/dashboard',
      headers: { cookie: `sublord_session=${token}` },
    });
    assert.equal(dash.statusCode, 303);
    assert.equal(dash.headers.location, '/portal/sign-in');
    const create = await env.server.inject({
      method: 'POST',
      url: '/portal/apps',
      headers: { ...FORM, cookie: `sublord_session=${token}` },
      payload: new URLSearchParams({ _csrf: 'x', name: 'stolen' }).toString(),
    });
    assert.equal(create.statusCode, 303);
    assert.equal(create.headers.location, '/portal/sign-in');
    assert.equal(
      (await cusp(env.server, token)).statusCode,
      200,
      'it still works where it belongs',
    );

    const portal = await portalSignIn(env.server, 'split@example.com');
    const portalToken = portal.cookie.split('=')[1] ?? '';
    assert.equal((await cusp(env.server, portalToken)).statusCode, 401);
  });

  test('the account page lists sessions; a password change ends the others; sign out everywhere', async () => {
    await env.platform.accounts.create('owner@example.com', PASSWORD);
    await env.platform.payments.grant('owner@example.com');
    const token = await websiteSignIn(env.server, 'owner@example.com');
    const other = await portalSignIn(env.server, 'owner@example.com');
    const me = await portalSignIn(env.server, 'owner@example.com');
    const page = await env.server.inject({
      method: 'GET',
      url: '/portal/account',
      headers: { cookie: me.cookie },
    });
    assert.equal(page.statusCode, 200);
    assert.equal((page.body.match(/data-session-kind="portal"/g) ?? []).length, 2);
    assert.equal((page.body.match(/data-session-kind="website"/g) ?? []).length, 1);
    assert.match(page.body, /\(this one\)/);
    assert.ok(!page.body.includes(token), 'no token on the page');

    const change = (current: string, next: string) =>
      env.server.inject({
        method: 'POST',
        url: '/portal/account/password',
        headers: { ...FORM, cookie: me.cookie },
        payload: new URLSearchParams({
          _csrf: me.csrf,
          current_password: current,
          password: next,
        }).toString(),
      });
    const wrong = await change('not my password', 'a brand new password');
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.body, /Current password is not the current password/);
    const ok = await change(PASSWORD, 'a brand new password');
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, /2 other sessions were signed out/);
    assert.equal((await cusp(env.server, token)).statusCode, 401, 'the website token ended');
    const otherDash = await env.server.inject({
      method: 'GET',
      url: '/portal/dashboard',
      headers: { cookie: other.cookie },
    });
    assert.equal(otherDash.statusCode, 303, 'the other portal session ended');

    const everywhere = await env.server.inject({
      method: 'POST',
      url: '/portal/account/sign-out-everywhere',
      headers: { ...FORM, cookie: me.cookie },
      payload: new URLSearchParams({ _csrf: me.csrf }).toString(),
    });
    assert.equal(everywhere.statusCode, 303);
    assert.equal(everywhere.headers.location, '/portal/sign-in?notice=signed-out-everywhere');
    const after = await env.server.inject({
      method: 'GET',
      url: '/portal/dashboard',
      headers: { cookie: me.cookie },
    });
    assert.equal(after.statusCode, 303);
  });

  test('/portal/forgot redeems an operator-issued code once; the 11th attempt a minute from one IP is 429', async () => {
    await env.platform.accounts.create('forgot@example.com', PASSWORD);
    const form = await env.server.inject({ method: 'GET', url: '/portal/forgot' });
    assert.equal(form.statusCode, 200);
    assert.ok(form.body.includes('sales@example.com'), 'the contact line says whom to ask');
    const pre = cookie(form, 'sublord_pre');
    const post = (code: string, ip: string) =>
      env.server.inject({
        method: 'POST',
        url: '/portal/forgot',
        headers: { ...FORM, cookie: pre },
        payload: new URLSearchParams({
          _csrf: csrfOf(form.body),
          email: 'forgot@example.com',
          code,
          password: 'recovered password',
        }).toString(),
        remoteAddress: ip,
      });
    const { code } = await env.platform.passwordResets.issue('forgot@example.com');
    const ip = nextIp();
    const wrong = await post('AAAA-AAAA-AAAA-AAAA', ip);
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.body, /wrong, used or expired/);
    const ok = await post(code, ip);
    assert.equal(ok.statusCode, 303);
    assert.equal(ok.headers.location, '/portal/sign-in?notice=password-reset');
    await portalSignIn(env.server, 'forgot@example.com', 'recovered password');
    assert.equal((await post(code, ip)).statusCode, 422, 'used once');

    const flood = nextIp();
    await awayFromMinuteEnd(); // the budget is 10 a clock-aligned minute
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await post('BBBB-BBBB-BBBB-BBBB', flood)).statusCode);
    assert.deepEqual(statuses, [...Array(10).fill(422), 429]);
  });

  test('POST /api/auth/password-reset: 204 with the code, 422 on field code otherwise', async () => {
    await env.platform.accounts.create('api-reset@example.com', PASSWORD);
    const token = await websiteSignIn(env.server, 'api-reset@example.com');
    const { code } = await env.platform.passwordResets.issue('api-reset@example.com');
    const reset = (c: string) =>
      env.server.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'api-reset@example.com', code: c, password: 'reset by api' },
        remoteAddress: nextIp(),
      });
    const wrong = await reset('CCCC-CCCC-CCCC-CCCC');
    assert.equal(wrong.statusCode, 422);
    assert.equal(
      (wrong.json() as { field_errors: { field: string }[] }).field_errors[0]?.field,
      'code',
    );
    assert.equal((await reset(code)).statusCode, 204);
    assert.equal((await reset(code)).statusCode, 422, 'once');
    assert.equal((await cusp(env.server, token)).statusCode, 401, 'every session ended');
    await websiteSignIn(env.server, 'api-reset@example.com', 'reset by api');
  });

  test('the dashboard says how to get access; there is no checkout and no webhook', async () => {
    await env.platform.accounts.create('nopay@example.com', PASSWORD);
    const me = await portalSignIn(env.server, 'nopay@example.com');
    assert.ok(me.dashboard.body.includes('contact sales@example.com'));
    assert.ok(!String(me.dashboard.headers['content-security-policy']).includes('razorpay'));
    const checkout = await env.server.inject({
      method: 'POST',
      url: '/portal/checkout',
      headers: { ...FORM, cookie: me.cookie },
      payload: new URLSearchParams({ _csrf: me.csrf }).toString(),
    });
    assert.equal(checkout.statusCode, 404);
    const body = capturedEvent('order_X');
    const hook = await env.server.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(body) },
      payload: body,
    });
    assert.equal(hook.statusCode, 404);
  });
});

describe('with Razorpay configured', () => {
  let env: Env;
  let double: RazorpayDouble;
  before(async () => {
    double = await startRazorpayDouble();
    const storage = await freshStorage('sqlite');
    const platform = await openTestPlatform(storage, {}, { access: doubleAccess(double) });
    env = { storage, platform, server: await buildPlatformServer(platform) };
  });
  after(async () => {
    await env.server.close();
    await env.platform.close();
    env.storage.remove();
    await double.close();
  });

  test('checkout: CSP allows Razorpay, the page carries the order, the webhook grants once', async () => {
    await env.platform.accounts.create('payer@example.com', PASSWORD);
    const me = await portalSignIn(env.server, 'payer@example.com');
    const csp = String(me.dashboard.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' https:\/\/checkout\.razorpay\.com/);
    assert.match(csp, /frame-src https:\/\/api\.razorpay\.com/);
    assert.match(me.dashboard.body, /<form method="post" action="\/portal\/checkout"/);

    const opened = await env.server.inject({
      method: 'POST',
      url: '/portal/checkout',
      headers: { ...FORM, cookie: me.cookie },
      payload: new URLSearchParams({ _csrf: me.csrf }).toString(),
    });
    assert.equal(opened.statusCode, 303);
    const orderId = /\/portal\/checkout\/(order_\w+)$/.exec(String(opened.headers.location))?.[1];
    assert.ok(orderId);
    const page = await env.server.inject({
      method: 'GET',
      url: String(opened.headers.location),
      headers: { cookie: me.cookie },
    });
    assert.equal(page.statusCode, 200);
    assert.ok(page.body.includes(`data-order-id="${orderId}"`));
    assert.ok(page.body.includes('data-amount="199900"'));
    assert.ok(
      page.body.includes('<script src="https://checkout.razorpay.com/v1/checkout.js" defer>'),
    );
    assert.ok(!/<script>/.test(page.body), 'no inline script');

    const body = capturedEvent(orderId);
    const deliver = (signature: string) =>
      env.server.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        payload: body,
      });
    const forged = await deliver(sign(body, 'guessed secret'));
    assert.equal(forged.statusCode, 401);
    // Switched off by the operator: 503, nothing granted; Razorpay would retry later.
    await env.platform.killSwitch.disable('/api/payments/razorpay/webhook');
    assert.equal((await deliver(sign(body))).statusCode, 503);
    await env.platform.killSwitch.enable('/api/payments/razorpay/webhook');
    assert.equal((await deliver(sign(body))).json().status, 'granted');
    assert.equal((await deliver(sign(body))).json().status, 'duplicate');
    const doc = (await env.server.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { post: { security?: unknown[] } }>;
    };
    assert.deepEqual(
      doc.paths['/api/payments/razorpay/webhook']?.post.security,
      [],
      'no session or app keys: the signature authenticates it',
    );
    const dash = await env.server.inject({
      method: 'GET',
      url: '/portal/dashboard',
      headers: { cookie: me.cookie },
    });
    assert.match(dash.body, /id="subscription-state">Active</);
  });
});
