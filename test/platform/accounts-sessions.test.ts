/** Accounts (argon2id passwords) and sessions (hashed tokens, idle + absolute expiry), both dialects. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DAY_MS } from '../../src/platform/clock.js';
import { sha256Hex } from '../../src/platform/crypto.js';
import { PlatformError } from '../../src/platform/errors.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshPlatformEachTest, rejectsWith } from '../helpers/platform.js';

const START = Date.UTC(2026, 0, 10, 12, 0, 0);

describeOnBothDialects('accounts and sessions', (kind) => {
  const clock = createFakeClock(START);
  let platform: Platform;

  freshPlatformEachTest(kind, clock, START, (p) => {
    platform = p;
  });

  test('sign-up stores an argon2id hash, never the password, and lower-cases the email', async () => {
    const account = await platform.accounts.create('  Ada@Example.COM ', 'analytical engine');
    assert.equal(account.email, 'ada@example.com');
    assert.equal(account.accessExpiresAt, null);
    const row = await platform.database.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    assert.match(row.password_hash, /^\$argon2id\$/);
    assert.ok(!row.password_hash.includes('analytical engine'));
  });

  test('sign-up refuses a taken email (any case), a non-email and a short password', async () => {
    await platform.accounts.create('ada@example.com', 'analytical engine');
    await assert.rejects(
      platform.accounts.create('ADA@example.com', 'another password'),
      rejectsWith('EMAIL_TAKEN', 'email'),
    );
    await assert.rejects(
      platform.accounts.create('not-an-email', 'long enough pw'),
      rejectsWith('INVALID_INPUT', 'email'),
    );
    await assert.rejects(
      platform.accounts.create('bob@example.com', 'short'),
      rejectsWith('INVALID_INPUT', 'password'),
    );
  });

  test('sign-in accepts the right password and refuses a wrong one and an unknown email alike', async () => {
    await platform.accounts.create('ada@example.com', 'analytical engine');
    const ok = await platform.accounts.authenticate('Ada@example.com', 'analytical engine');
    assert.equal(ok.email, 'ada@example.com');
    const wrong = await platform.accounts
      .authenticate('ada@example.com', 'difference engine')
      .catch((e: unknown) => e);
    const unknown = await platform.accounts
      .authenticate('nobody@example.com', 'analytical engine')
      .catch((e: unknown) => e);
    for (const error of [wrong, unknown]) {
      assert.ok(error instanceof PlatformError);
      assert.equal(error.code, 'INVALID_CREDENTIALS');
      assert.equal(error.message, 'Invalid email or password.');
    }
  });

  test('a session token resolves to its account; only its SHA-256 is stored', async () => {
    const account = await platform.accounts.create('ada@example.com', 'analytical engine');
    const issued = await platform.sessions.create(account.id);
    assert.match(issued.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(issued.expiresAt, START + 30 * DAY_MS);
    const rows = await platform.database.db.selectFrom('sessions').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.id, sha256Hex(issued.token));
    assert.ok(!JSON.stringify(rows).includes(issued.token));
    const resolved = await platform.sessions.resolve(issued.token, 'portal');
    assert.equal(resolved?.account.id, account.id);
    assert.equal(await platform.sessions.resolve('x'.repeat(43), 'portal'), null);
    assert.equal(await platform.sessions.resolve('not a token', 'portal'), null);
  });

  test('sessions end after 7 idle days, and after 30 days however busy', async () => {
    const account = await platform.accounts.create('ada@example.com', 'analytical engine');
    const idle = await platform.sessions.create(account.id);
    clock.advance(7 * DAY_MS - 1000);
    assert.ok(
      await platform.sessions.resolve(idle.token, 'portal'),
      'still alive just inside the idle limit',
    );
    clock.advance(7 * DAY_MS);
    assert.equal(await platform.sessions.resolve(idle.token, 'portal'), null, 'idle for 7 days');

    const busy = await platform.sessions.create(account.id);
    for (let day = 1; day < 30; day++) {
      clock.advance(DAY_MS);
      assert.ok(await platform.sessions.resolve(busy.token, 'portal'), `day ${day}`);
    }
    clock.advance(DAY_MS);
    assert.equal(
      await platform.sessions.resolve(busy.token, 'portal'),
      null,
      'past the 30-day absolute limit',
    );
  });

  test('sign-out ends only that session', async () => {
    const account = await platform.accounts.create('ada@example.com', 'analytical engine');
    const a = await platform.sessions.create(account.id);
    const b = await platform.sessions.create(account.id);
    await platform.sessions.revoke(a.token);
    assert.equal(await platform.sessions.resolve(a.token, 'portal'), null);
    assert.ok(await platform.sessions.resolve(b.token, 'portal'));
  });
});
