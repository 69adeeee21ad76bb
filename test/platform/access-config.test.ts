/**
 * Access configuration (issue 23 §2): the contract's price, currency and period are the defaults
 * (api-contract, Limits: 30 days for 1,999 rupees = 199900 paise); no trial and no checkout unless
 * configured; Razorpay needs all three secrets (a half-configured checkout is refused at start).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accessFrom, DEFAULT_ACCESS, loadConfig } from '../../src/process/config.js';

test('defaults: 199900 INR for 30 days, no trial, no contact line, no checkout', () => {
  assert.deepEqual(accessFrom({}), {
    price: 199_900,
    currency: 'INR',
    periodDays: 30,
    trialDays: 0,
    contact: null,
    razorpay: null,
  });
  assert.deepEqual(loadConfig({}).access, DEFAULT_ACCESS);
});

test('price, currency, period, trial and contact come from the environment', () => {
  const access = accessFrom({
    SUBSCRIPTION_PRICE: '99900',
    SUBSCRIPTION_CURRENCY: 'usd',
    SUBSCRIPTION_DAYS: '90',
    TRIAL_DAYS: '7',
    ACCESS_CONTACT: '  sales@example.com  ',
  });
  assert.deepEqual(
    [access.price, access.currency, access.periodDays, access.trialDays, access.contact],
    [99_900, 'USD', 90, 7, 'sales@example.com'],
  );
});

test('Razorpay: all three secrets or none; the API URL defaults to Razorpay', () => {
  const all = accessFrom({
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook',
  });
  assert.deepEqual(all.razorpay, {
    keyId: 'rzp_live_x',
    keySecret: 'secret',
    webhookSecret: 'hook',
    apiUrl: 'https://api.razorpay.com',
  });
  assert.throws(
    () => accessFrom({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' }),
    /Set all three of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or none/,
  );
});

test('bad values are refused with the variable named', () => {
  assert.throws(() => accessFrom({ SUBSCRIPTION_PRICE: '0' }), /SUBSCRIPTION_PRICE/);
  assert.throws(() => accessFrom({ SUBSCRIPTION_PRICE: '19.99' }), /SUBSCRIPTION_PRICE/);
  assert.throws(() => accessFrom({ SUBSCRIPTION_CURRENCY: 'rupees' }), /SUBSCRIPTION_CURRENCY/);
  assert.throws(() => accessFrom({ SUBSCRIPTION_DAYS: '0' }), /SUBSCRIPTION_DAYS/);
  assert.throws(() => accessFrom({ TRIAL_DAYS: '-1' }), /TRIAL_DAYS/);
  assert.throws(() => accessFrom({ TRIAL_DAYS: '400' }), /TRIAL_DAYS/);
});
