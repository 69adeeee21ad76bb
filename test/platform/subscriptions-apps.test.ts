/**
 * The contract's subscription state table and the app credential lifecycle, on both dialects:
 * purchase → active 30 days; renewal before expiry adds 30 days to the remaining time; expiry keeps
 * apps and credentials; renewal after expiry revives the same credentials; 5 apps per account;
 * rotate keeps the App ID; revoke makes the credentials fail; secrets are stored only as HMACs.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { beforeEach, test } from 'node:test';
import { DAY_MS } from '../../src/platform/clock.js';
import { deriveKey } from '../../src/platform/crypto.js';
import { PlatformError } from '../../src/platform/errors.js';
import type { Platform } from '../../src/platform/platform.js';
import { subscriptionStatus } from '../../src/platform/subscriptions/subscriptions.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshPlatformEachTest, TEST_SECRET_KEY } from '../helpers/platform.js';

const START = Date.UTC(2026, 2, 1, 9, 30, 0);

function code(expected: string) {
  return (error: unknown) => {
    assert.ok(error instanceof PlatformError, `expected PlatformError, got ${String(error)}`);
    assert.equal(error.code, expected);
    return true;
  };
}

describeOnBothDialects('subscriptions and apps', (kind) => {
  const clock = createFakeClock(START);
  let platform: Platform;
  let accountId: string;
  const email = 'dev@example.com';

  freshPlatformEachTest(kind, clock, START, (p) => {
    platform = p;
  });
  beforeEach(async () => {
    accountId = (await platform.accounts.create(email, 'correct horse battery')).id;
  });

  test('state table: none → purchase → active for exactly 30 days → expired', async () => {
    assert.deepEqual(await platform.subscriptions.status(accountId), {
      state: 'none',
      expiresAt: null,
      remainingMs: 0,
    });
    const bought = await platform.payments.grant(email);
    assert.equal(bought.duplicate, false);
    assert.deepEqual(bought.status, {
      state: 'active',
      expiresAt: START + 30 * DAY_MS,
      remainingMs: 30 * DAY_MS,
    });
    clock.set(START + 30 * DAY_MS - 1);
    assert.equal((await platform.subscriptions.status(accountId)).state, 'active');
    clock.set(START + 30 * DAY_MS);
    assert.deepEqual(await platform.subscriptions.status(accountId), {
      state: 'expired',
      expiresAt: START + 30 * DAY_MS,
      remainingMs: 0,
    });
  });

  test('renewal before expiry adds 30 days to the remaining time', async () => {
    await platform.payments.grant(email);
    clock.advance(12 * DAY_MS); // 18 days left
    const renewed = await platform.payments.grant(email);
    assert.equal(renewed.status.expiresAt, START + 60 * DAY_MS);
    assert.equal(renewed.status.remainingMs, 48 * DAY_MS);
  });

  test('renewal after expiry starts a fresh 30 days from the renewal', async () => {
    await platform.payments.grant(email);
    clock.set(START + 45 * DAY_MS);
    const renewed = await platform.payments.grant(email);
    assert.equal(renewed.status.expiresAt, START + 75 * DAY_MS);
  });

  test('a purchase confirmed twice (same provider reference) is granted once', async () => {
    const input = { accountId, provider: 'example-pay', reference: 'pay_123', days: 30 };
    const first = await platform.subscriptions.recordPurchase(input);
    const again = await platform.subscriptions.recordPurchase(input);
    assert.equal(again.duplicate, true);
    assert.equal(again.purchaseId, first.purchaseId);
    assert.equal(again.status.expiresAt, START + 30 * DAY_MS);
    await assert.rejects(
      platform.subscriptions.recordPurchase({ ...input, reference: 'pay_124', days: 0 }),
      code('INVALID_INPUT'),
    );
  });

  test('concurrent renewals both count (no lost update)', async () => {
    await Promise.all([platform.payments.grant(email), platform.payments.grant(email)]);
    const status = await platform.subscriptions.status(accountId);
    assert.equal(status.expiresAt, START + 60 * DAY_MS);
  });

  test('the operator can end a period now; apps survive and revive on renewal with the same secret', async () => {
    await platform.payments.grant(email);
    const created = await platform.apps.create(accountId, 'prod');
    const expired = await platform.subscriptions.expireNow(accountId);
    assert.equal(expired.state, 'expired');
    const whileExpired = await platform.apps.verify(created.appId, created.appSecret);
    assert.ok(whileExpired, 'credentials are kept while expired');
    assert.equal(subscriptionStatus(whileExpired.accessExpiresAt, clock()).state, 'expired');
    clock.advance(3 * DAY_MS);
    await platform.payments.grant(email);
    const revived = await platform.apps.verify(created.appId, created.appSecret);
    assert.equal(revived?.appId, created.appId);
    assert.equal(revived?.accessExpiresAt, clock() + 30 * DAY_MS);
  });

  test('apps need an active subscription', async () => {
    await assert.rejects(platform.apps.create(accountId, 'early'), code('NO_ACTIVE_SUBSCRIPTION'));
    await platform.payments.grant(email);
    clock.advance(31 * DAY_MS);
    await assert.rejects(platform.apps.create(accountId, 'late'), code('NO_ACTIVE_SUBSCRIPTION'));
  });

  test('at most 5 live apps; a revoked app frees its slot; racing creates cannot make a sixth', async () => {
    await platform.payments.grant(email);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => platform.apps.create(accountId, `app ${i}`)),
    );
    const made = results.filter((r) => r.status === 'fulfilled');
    assert.equal(made.length, 5);
    for (const r of results) if (r.status === 'rejected') code('APP_LIMIT_REACHED')(r.reason);
    const first = made[0];
    assert.ok(first?.status === 'fulfilled');
    await platform.apps.revoke(accountId, first.value.appId);
    await platform.apps.create(accountId, 'replacement');
    await assert.rejects(platform.apps.create(accountId, 'sixth'), code('APP_LIMIT_REACHED'));
    const listed = await platform.apps.list(accountId);
    assert.equal(listed.length, 6);
    assert.equal(listed.filter((a) => a.revokedAt === null).length, 5);
    assert.equal(listed.at(-1)?.id, first.value.appId, 'revoked apps are listed last');
  });

  test('the secret is 32 random bytes, stored only as HMAC-SHA256 under the server key', async () => {
    await platform.payments.grant(email);
    const created = await platform.apps.create(accountId, 'prod');
    assert.match(created.appId, /^app_[A-Za-z0-9_-]{16}$/);
    assert.equal(Buffer.from(created.appSecret, 'base64url').length, 32);
    const row = await platform.database.db
      .selectFrom('apps')
      .selectAll()
      .where('id', '=', created.appId)
      .executeTakeFirstOrThrow();
    const expected = createHmac('sha256', deriveKey(Buffer.from(TEST_SECRET_KEY), 'app-secret'))
      .update(created.appSecret)
      .digest('hex');
    assert.equal(row.secret_digest, expected);
    assert.ok(!JSON.stringify(row).includes(created.appSecret));
  });

  test('verify: right secret passes; wrong secret, unknown id and revoked app all give null', async () => {
    await platform.payments.grant(email);
    const created = await platform.apps.create(accountId, 'prod');
    assert.equal(
      (await platform.apps.verify(created.appId, created.appSecret))?.accountId,
      accountId,
    );
    // Change the last character to a different one (it is one of 16 values, so never hard-code it).
    const wrong = `${created.appSecret.slice(0, -1)}${created.appSecret.endsWith('A') ? 'E' : 'A'}`;
    assert.notEqual(wrong, created.appSecret);
    assert.equal(await platform.apps.verify(created.appId, wrong), null);
    assert.equal(await platform.apps.verify('app_AAAAAAAAAAAAAAAA', created.appSecret), null);
    assert.equal(await platform.apps.verify('', ''), null);
    await platform.apps.revoke(accountId, created.appId);
    assert.equal(await platform.apps.verify(created.appId, created.appSecret), null);
  });

  test('rotate keeps the App ID, retires the old secret; another account cannot touch the app', async () => {
    await platform.payments.grant(email);
    const created = await platform.apps.create(accountId, 'prod');
    clock.advance(1000);
    const rotated = await platform.apps.rotate(accountId, created.appId);
    assert.equal(rotated.appId, created.appId);
    assert.notEqual(rotated.appSecret, created.appSecret);
    assert.equal(rotated.app.rotatedAt, clock());
    assert.equal(await platform.apps.verify(created.appId, created.appSecret), null);
    assert.ok(await platform.apps.verify(created.appId, rotated.appSecret));

    const other = await platform.accounts.create('other@example.com', 'correct horse battery');
    await assert.rejects(platform.apps.rotate(other.id, created.appId), code('APP_NOT_FOUND'));
    await assert.rejects(platform.apps.revoke(other.id, created.appId), code('APP_NOT_FOUND'));
    await platform.apps.revoke(null, created.appId); // the operator may revoke any app
    await assert.rejects(platform.apps.rotate(accountId, created.appId), code('APP_NOT_FOUND'));
  });
});
