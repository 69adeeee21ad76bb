/**
 * The operator's account commands (issue 20 §5, issue 23 §2), in process, on both dialects:
 * `account password-reset` prints a one-time code that sets a new password once; `account
 * sign-out-everywhere` ends every portal and website session; an unknown email is refused with exit
 * code 1. Also: sessions stored before migration 0004 (no kind written) count as website sessions.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { Command } from 'commander';
import { sql } from 'kysely';
import { registerOperatorCommands } from '../../src/cli/operator.js';
import { sha256Hex } from '../../src/platform/crypto.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

const START = Date.UTC(2026, 6, 1, 12, 0, 0);
const PASSWORD = 'correct horse battery';

describeOnBothDialects('operator account commands', (kind) => {
  const clock = createFakeClock(START);
  let storage: TestStorage;
  let platform: Platform;
  let out: string;
  let err: string;

  beforeEach(async () => {
    clock.set(START);
    storage = await freshStorage(kind);
    platform = await openTestPlatform(storage, { now: clock });
  });
  afterEach(async () => {
    await platform.close();
    storage.remove();
    process.exitCode = undefined;
  });

  async function sublord(...args: string[]): Promise<string> {
    out = '';
    err = '';
    const program = new Command('sublord').exitOverride();
    registerOperatorCommands(program, () => openTestPlatform(storage, { now: clock }), {
      out: { write: (s: string) => (out += s) },
      err: { write: (s: string) => (err += s) },
    });
    await program.parseAsync(args, { from: 'user' });
    return out;
  }

  test('password-reset prints a code that sets a new password once', async () => {
    const account = await platform.accounts.create('ops@example.com', PASSWORD);
    const session = await platform.sessions.create(account.id, 'portal');
    const printed = await sublord('account', 'password-reset', '--email', 'ops@example.com');
    const code = /^reset code ([0-9A-Z-]{19})$/m.exec(printed)?.[1];
    assert.ok(code, printed);
    assert.match(
      err,
      /works once, until 2026-07-02T12:00:00.000Z, at http:\/\/localhost:8080\/portal\/forgot/,
    );
    assert.ok(await platform.sessions.resolve(session.token, 'portal'), 'issuing ends nothing');
    await platform.passwordResets.redeem('ops@example.com', code, 'the new password');
    await platform.accounts.authenticate('ops@example.com', 'the new password');
    assert.equal(await platform.sessions.resolve(session.token, 'portal'), null);

    await sublord('account', 'password-reset', '--email', 'nobody@example.com');
    assert.equal(process.exitCode, 1);
    assert.match(err, /No account for nobody@example.com/);
  });

  test('sign-out-everywhere ends portal and website sessions of that account only', async () => {
    const ops = await platform.accounts.create('ops@example.com', PASSWORD);
    const other = await platform.accounts.create('other@example.com', PASSWORD);
    const a = await platform.sessions.create(ops.id, 'portal');
    const b = await platform.sessions.create(ops.id, 'website');
    const c = await platform.sessions.create(other.id, 'portal');
    assert.match(
      await sublord('account', 'sign-out-everywhere', '--email', 'ops@example.com'),
      /ops@example.com: 2 sessions ended/,
    );
    assert.equal(await platform.sessions.resolve(a.token, 'portal'), null);
    assert.equal(await platform.sessions.resolve(b.token, 'website'), null);
    assert.ok(await platform.sessions.resolve(c.token, 'portal'));
  });

  test('a session row written without a kind (before migration 0004) is a website session', async () => {
    const account = await platform.accounts.create('old@example.com', PASSWORD);
    const token = 'A'.repeat(43);
    await sql`INSERT INTO sessions (id, account_id, created_at, last_seen_at, expires_at) VALUES (${sha256Hex(token)}, ${account.id}, ${START}, ${START}, ${START + 86_400_000})`.execute(
      platform.database.db,
    );
    assert.equal(await platform.sessions.resolve(token, 'portal'), null);
    assert.equal((await platform.sessions.resolve(token, 'website'))?.account.id, account.id);
  });
});
