/**
 * The operator commands through commander, in process, on both dialects: each command opens the
 * platform, acts, and closes it (pending usage flushed, connections closed).
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';
import { Command } from 'commander';
import { DEV_EMAIL, registerOperatorCommands } from '../../src/cli/operator.js';
import { DAY_MS } from '../../src/platform/clock.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import { freshStorage, openTestPlatform, type TestStorage } from '../helpers/platform.js';

const START = Date.UTC(2026, 6, 1, 12, 0, 0);

describeOnBothDialects('operator CLI', (kind) => {
  const clock = createFakeClock(START);
  let storage: TestStorage;
  let opened: Platform[];
  let out: string;
  let err: string;

  beforeEach(async () => {
    clock.set(START);
    storage = await freshStorage(kind);
    opened = [];
  });
  afterEach(() => {
    storage.remove();
    process.exitCode = undefined;
  });

  /** Runs one command line; returns stdout. Every platform it opened must be closed afterwards. */
  async function sublord(...args: string[]): Promise<string> {
    out = '';
    err = '';
    const program = new Command('sublord').exitOverride();
    registerOperatorCommands(
      program,
      async () => {
        const p = await openTestPlatform(storage, { now: clock });
        opened.push(p);
        return p;
      },
      { out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) } },
    );
    await program.parseAsync(args, { from: 'user' });
    return out;
  }

  /** A fresh platform to look at what the commands did. */
  async function inspect<T>(fn: (p: Platform) => Promise<T>): Promise<T> {
    const p = await openTestPlatform(storage, { now: clock });
    try {
      return await fn(p);
    } finally {
      await p.close();
    }
  }

  test('account create, subscription grant (adds to remaining time), app create --json, revoke', async () => {
    assert.match(
      await sublord(
        'account',
        'create',
        '--email',
        'ops@example.com',
        '--password',
        'correct horse battery',
      ),
      /created account ops@example.com/,
    );
    assert.match(
      await sublord('subscription', 'grant', '--email', 'ops@example.com'),
      /granted 30 days/,
    );
    clock.advance(5 * DAY_MS);
    await sublord('subscription', 'grant', '--email', 'ops@example.com', '--days', '10');
    const status = await inspect(async (p) => {
      const account = await p.accounts.findByEmail('ops@example.com');
      assert.ok(account);
      return p.subscriptions.status(account.id);
    });
    assert.equal(status.expiresAt, START + 40 * DAY_MS);

    const created = JSON.parse(
      await sublord('app', 'create', '--email', 'ops@example.com', '--name', 'prod', '--json'),
    );
    assert.deepEqual(Object.keys(created).sort(), ['app_id', 'app_secret', 'name']);
    assert.ok(await inspect((p) => p.apps.verify(created.app_id, created.app_secret)));
    assert.match(await sublord('app', 'revoke', created.app_id), /revoked app_/);
    assert.equal(await inspect((p) => p.apps.verify(created.app_id, created.app_secret)), null);
    for (const p of opened)
      await assert.doesNotReject(p.close(), 'closed (a second close is a no-op)');
  });

  test('subscription expire ends the period now; refusals print an error and set exit code 1', async () => {
    await sublord(
      'account',
      'create',
      '--email',
      'ops@example.com',
      '--password',
      'correct horse battery',
    );
    await sublord('subscription', 'grant', '--email', 'ops@example.com');
    assert.match(
      await sublord('subscription', 'expire', '--email', 'ops@example.com'),
      /expired, period ended 2026-07-01T12:00:00.000Z/,
    );
    await sublord('app', 'create', '--email', 'ops@example.com', '--name', 'late');
    assert.match(err, /active subscription is needed/);
    assert.equal(process.exitCode, 1);
    process.exitCode = undefined;
    await sublord('subscription', 'grant', '--email', 'nobody@example.com');
    assert.match(err, /No account for nobody@example.com/);
    assert.equal(process.exitCode, 1);
  });

  test('endpoint disable / enable reach a running instance', async (t) => {
    const running = await openTestPlatform(storage, { killSwitchRefreshMs: 200 });
    t.after(() => running.close());
    assert.match(
      await sublord('endpoint', 'disable', '/api/v1/birth-chart'),
      /disabled; every instance sees it within 1 s/,
    );
    await running.killSwitch.refresh();
    assert.equal(running.killSwitch.isDisabled('/api/v1/birth-chart'), true);
    await sublord('endpoint', 'enable', '/api/v1/birth-chart');
    await running.killSwitch.refresh();
    assert.equal(running.killSwitch.isDisabled('/api/v1/birth-chart'), false);
    await sublord('endpoint', 'disable', 'birth-chart');
    assert.match(err, /path must be an endpoint path/);
  });

  test('dev-app --json prints one object with working credentials; repeat runs make new apps', async () => {
    const first = JSON.parse(await sublord('dev-app', '--json'));
    assert.equal(first.email, DEV_EMAIL);
    assert.equal(first.base_url, 'http://localhost:8080');
    assert.equal(typeof first.password, 'string', 'the generated password is shown once');
    assert.equal(first.expires_at, (START + 30 * DAY_MS) / 1000);
    assert.equal(out.trim().split('\n').length, 1, 'exactly one JSON line');
    const again = JSON.parse(await sublord('dev-app', '--json'));
    assert.notEqual(again.app_id, first.app_id);
    assert.equal(again.password, undefined);
    for (let i = 0; i < 4; i++) await sublord('dev-app', '--json');
    assert.match(err, /revoked the oldest dev app/);
    const verified = await inspect(async (p) => ({
      first: await p.apps.verify(first.app_id, first.app_secret),
      again: await p.apps.verify(again.app_id, again.app_secret),
    }));
    assert.equal(verified.first, null, 'the oldest was retired to stay within 5 apps');
    assert.ok(verified.again);
    const human = await sublord('dev-app');
    assert.match(human, /^app_id {5}app_/m);
    assert.match(human, /curl -H "X-App-Id: app_/);
  });
});
