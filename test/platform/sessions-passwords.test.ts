/**
 * Issue 20 §5 and issue 23 §2 on both dialects: portal and website sessions are separate credentials;
 * an owner lists sessions, ends one or all; changes the password; an operator-issued reset code works
 * once, for 24 hours, only for its account, and ends every session; the optional trial.
 * Authority: the issue texts and docs/platform.md (Sessions, Password reset). Times are exact (fake
 * clock); no tolerance is needed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  normalizeResetCode,
  RESET_CODE_TTL_MS,
} from '../../src/platform/accounts/password-resets.js';
import { DAY_MS, MINUTE_MS } from '../../src/platform/clock.js';
import { sha256Hex } from '../../src/platform/crypto.js';
import type { Platform } from '../../src/platform/platform.js';
import { DEFAULT_ACCESS } from '../../src/process/config.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import {
  freshPlatformEachTest,
  openTestPlatform,
  rejectsWith,
  type TestStorage,
} from '../helpers/platform.js';

const START = Date.UTC(2026, 5, 1, 8, 0, 0);
const PASSWORD = 'analytical engine';
const NEW_PASSWORD = 'difference engine no 2';

describeOnBothDialects('sessions and passwords', (kind) => {
  const clock = createFakeClock(START);
  let storage: TestStorage;
  let platform: Platform;

  freshPlatformEachTest(kind, clock, START, (p, s) => {
    platform = p;
    storage = s;
  });

  test('a website token never resolves as a portal session, nor the reverse', async () => {
    const account = await platform.accounts.create('ada@example.com', PASSWORD);
    const website = await platform.sessions.create(account.id, 'website');
    const portal = await platform.sessions.create(account.id, 'portal');
    assert.equal(await platform.sessions.resolve(website.token, 'portal'), null);
    assert.equal(await platform.sessions.resolve(portal.token, 'website'), null);
    assert.equal(
      (await platform.sessions.resolve(website.token, 'website'))?.account.id,
      account.id,
    );
    assert.equal((await platform.sessions.resolve(portal.token, 'portal'))?.account.id, account.id);
  });

  test('the owner lists live sessions of both kinds, ends one, or all but the current one', async () => {
    const ada = await platform.accounts.create('ada@example.com', PASSWORD);
    const bob = await platform.accounts.create('bob@example.com', PASSWORD);
    const here = await platform.sessions.create(ada.id, 'portal');
    clock.advance(MINUTE_MS);
    const phone = await platform.sessions.create(ada.id, 'website');
    clock.advance(MINUTE_MS);
    const laptop = await platform.sessions.create(ada.id, 'portal');
    const bobs = await platform.sessions.create(bob.id, 'portal');

    const listed = await platform.sessions.list(ada.id);
    assert.deepEqual(
      listed.map((s) => [s.sessionId, s.kind]),
      [
        [laptop.sessionId, 'portal'],
        [phone.sessionId, 'website'],
        [here.sessionId, 'portal'],
      ],
      'most recently used first, never another account’s',
    );
    assert.ok(!JSON.stringify(listed).includes(here.token), 'tokens are never listed');

    assert.equal(await platform.sessions.revokeById(bob.id, phone.sessionId), false);
    assert.ok(
      await platform.sessions.resolve(phone.token, 'website'),
      'another account cannot end it',
    );
    assert.equal(await platform.sessions.revokeById(ada.id, phone.sessionId), true);
    assert.equal(await platform.sessions.resolve(phone.token, 'website'), null);

    assert.equal(await platform.sessions.revokeAll(ada.id, here.sessionId), 1);
    assert.equal(await platform.sessions.resolve(laptop.token, 'portal'), null);
    assert.ok(await platform.sessions.resolve(here.token, 'portal'), 'the current one is kept');
    assert.ok(await platform.sessions.resolve(bobs.token, 'portal'), 'other accounts untouched');
    assert.equal(await platform.sessions.revokeAll(ada.id), 1);
    assert.deepEqual(await platform.sessions.list(ada.id), []);
  });

  test('idle and expired sessions are not listed', async () => {
    const ada = await platform.accounts.create('ada@example.com', PASSWORD);
    await platform.sessions.create(ada.id, 'portal');
    clock.advance(7 * DAY_MS);
    assert.deepEqual(await platform.sessions.list(ada.id), []);
  });

  test('change password: the current one is checked, then only the new one signs in', async () => {
    const ada = await platform.accounts.create('ada@example.com', PASSWORD);
    await assert.rejects(
      platform.accounts.changePassword(ada.id, 'not the password', NEW_PASSWORD),
      rejectsWith('INVALID_CREDENTIALS', 'current_password'),
    );
    await assert.rejects(
      platform.accounts.changePassword(ada.id, PASSWORD, 'short'),
      rejectsWith('INVALID_INPUT', 'password'),
    );
    await platform.accounts.changePassword(ada.id, PASSWORD, NEW_PASSWORD);
    await assert.rejects(
      platform.accounts.authenticate('ada@example.com', PASSWORD),
      rejectsWith('INVALID_CREDENTIALS'),
    );
    assert.equal(
      (await platform.accounts.authenticate('ada@example.com', NEW_PASSWORD)).id,
      ada.id,
    );
  });

  test('a reset code works once, sets the password and ends every session; only its hash is stored', async () => {
    const ada = await platform.accounts.create('ada@example.com', PASSWORD);
    const portal = await platform.sessions.create(ada.id, 'portal');
    const website = await platform.sessions.create(ada.id, 'website');
    const issued = await platform.passwordResets.issue('Ada@Example.com');
    assert.match(issued.code, /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    assert.equal(issued.expiresAt, START + RESET_CODE_TTL_MS);
    const rows = await platform.database.db.selectFrom('password_resets').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.id, sha256Hex(normalizeResetCode(issued.code)));
    assert.ok(!JSON.stringify(rows).includes(issued.code.replaceAll('-', '')));

    // Typed lower-case without dashes: the same code.
    await platform.passwordResets.redeem(
      'ada@example.com',
      issued.code.toLowerCase().replaceAll('-', ' '),
      NEW_PASSWORD,
    );
    assert.equal(
      (await platform.accounts.authenticate('ada@example.com', NEW_PASSWORD)).id,
      ada.id,
    );
    assert.equal(await platform.sessions.resolve(portal.token, 'portal'), null);
    assert.equal(await platform.sessions.resolve(website.token, 'website'), null);
    await assert.rejects(
      platform.passwordResets.redeem('ada@example.com', issued.code, 'a third password'),
      rejectsWith('INVALID_RESET_CODE', 'code'),
      'used once',
    );
  });

  test('a reset code fails for another email, after 24 hours, and once a newer one is issued', async () => {
    await platform.accounts.create('ada@example.com', PASSWORD);
    await platform.accounts.create('bob@example.com', PASSWORD);
    const first = await platform.passwordResets.issue('ada@example.com');
    await assert.rejects(
      platform.passwordResets.redeem('bob@example.com', first.code, NEW_PASSWORD),
      rejectsWith('INVALID_RESET_CODE'),
    );
    await assert.rejects(
      platform.passwordResets.redeem('nobody@example.com', first.code, NEW_PASSWORD),
      rejectsWith('INVALID_RESET_CODE'),
    );
    const second = await platform.passwordResets.issue('ada@example.com');
    await assert.rejects(
      platform.passwordResets.redeem('ada@example.com', first.code, NEW_PASSWORD),
      rejectsWith('INVALID_RESET_CODE'),
      'an earlier code stops working',
    );
    clock.advance(RESET_CODE_TTL_MS);
    await assert.rejects(
      platform.passwordResets.redeem('ada@example.com', second.code, NEW_PASSWORD),
      rejectsWith('INVALID_RESET_CODE'),
      'expired after 24 hours',
    );
    await assert.rejects(
      platform.passwordResets.issue('nobody@example.com'),
      rejectsWith('ACCOUNT_NOT_FOUND'),
    );
    await platform.accounts.authenticate('ada@example.com', PASSWORD);
    await platform.accounts.authenticate('bob@example.com', PASSWORD);
  });

  test('no trial by default; with TRIAL_DAYS every new account gets that many days, once', async () => {
    const plain = await platform.accounts.create('plain@example.com', PASSWORD);
    assert.equal(plain.accessExpiresAt, null);
    const trialPlatform = await openTestPlatform(
      storage,
      { now: clock },
      { access: { ...DEFAULT_ACCESS, trialDays: 7 } },
    );
    try {
      const trial = await trialPlatform.accounts.create('trial@example.com', PASSWORD);
      assert.equal(trial.accessExpiresAt, START + 7 * DAY_MS);
      assert.equal((await trialPlatform.subscriptions.status(trial.id)).state, 'active');
      // Buying during the trial adds the period to the remaining time.
      const bought = await trialPlatform.payments.grant('trial@example.com');
      assert.equal(bought.status.expiresAt, START + 37 * DAY_MS);
      const purchases = await trialPlatform.database.db
        .selectFrom('purchases')
        .select(['provider', 'reference', 'days'])
        .where('account_id', '=', trial.id)
        .where('provider', '=', 'trial')
        .execute();
      assert.deepEqual(purchases, [{ provider: 'trial', reference: trial.id, days: 7 }]);
    } finally {
      await trialPlatform.close();
    }
  });
});
