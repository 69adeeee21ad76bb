/**
 * The operator's reports (`sublord account list`, `app list`, `usage`) and `--version`, on both
 * dialects. Authority: the calls this test records itself (through the platform's usage recorder, the
 * one the /api/v1 gate uses) on days it chooses with a fake clock; the report must give back exactly
 * those counts per app and UTC day, and never a secret.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, test } from 'node:test';
import { Command } from 'commander';
import { registerOperatorCommands } from '../../src/cli/operator.js';
import { registerOperatorReports } from '../../src/cli/operator-reports.js';
import { DAY_MS } from '../../src/platform/clock.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { describeOnBothDialects } from '../helpers/dialects.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const START = Date.UTC(2026, 6, 1, 23, 59, 0);

describeOnBothDialects('operator reports', (kind) => {
  const clock = createFakeClock(START);
  let storage: TestStorage;

  beforeEach(async () => {
    clock.set(START);
    storage = await freshStorage(kind);
  });
  afterEach(() => storage.remove());

  async function sublord(...args: string[]): Promise<string> {
    let out = '';
    const io = { out: { write: (s: string) => (out += s) }, err: { write: () => true } };
    const open = () => openTestPlatform(storage, { now: clock });
    const program = new Command('sublord').exitOverride();
    registerOperatorCommands(program, open, io);
    registerOperatorReports(program, open, io);
    await program.parseAsync(args, { from: 'user' });
    return out;
  }

  test('usage counts calls per app and UTC day; account and app lists show state, never a secret', async () => {
    const platform: Platform = await openTestPlatform(storage, { now: clock });
    let secrets: string[];
    let ids: string[];
    try {
      const { accountId } = await seedDeveloper(platform, 'ops-report@example.com');
      const one = await platform.apps.create(accountId, 'one');
      clock.advance(1000); // `app list` orders an account's apps by creation time
      const two = await platform.apps.create(accountId, 'two');
      secrets = [one.appSecret, two.appSecret];
      ids = [one.appId, two.appId];
      // 3 calls of `one` on 07-01 (the last just before midnight UTC), 2 on 07-02; 1 of `two` on 07-02.
      for (const at of [START - 1000, START, START + 59_000])
        await platform.usage.record(one.appId, at);
      for (const at of [START + 61_000, START + 3_600_000])
        await platform.usage.record(one.appId, at);
      await platform.usage.record(two.appId, START + DAY_MS / 2);
      await platform.apps.revoke(accountId, two.appId);
      await platform.accounts.create('idle@example.com', 'correct horse battery');
    } finally {
      await platform.close();
    }

    const usage = JSON.parse(await sublord('usage', '--json')) as Array<{
      day: string;
      appId: string;
      calls: number;
    }>;
    // Days in order; within a day the apps come in the database's text order (its collation), so
    // the rows of one day are compared as a set.
    assert.deepEqual(
      usage.map((r) => r.day),
      ['2026-07-01', '2026-07-02', '2026-07-02'],
    );
    const rows = (list: Array<[string, string | undefined, number]>) =>
      list.map((r) => r.join(' ')).sort();
    assert.deepEqual(
      rows(usage.map((r) => [r.day, r.appId, r.calls])),
      rows([
        ['2026-07-01', ids[0], 3],
        ['2026-07-02', ids[0], 2],
        ['2026-07-02', ids[1], 1],
      ]),
    );
    assert.equal(JSON.parse(await sublord('usage', '--json', '--from', '2026-07-02')).length, 2);
    assert.deepEqual(
      JSON.parse(await sublord('usage', '--json', '--app', ids[1] as string, '--to', '2026-07-01')),
      [],
    );
    const text = await sublord('usage');
    assert.match(text, /^day\s+app_id\s+name\s+owner\s+calls$/m);
    assert.match(text, /6 calls in 3 app-days/);

    const accounts = JSON.parse(await sublord('account', 'list', '--json'));
    const byEmail = Object.fromEntries(accounts.map((a: { email: string }) => [a.email, a]));
    assert.equal(byEmail['ops-report@example.com'].subscription, 'active');
    assert.equal(byEmail['ops-report@example.com'].liveApps, 1);
    assert.equal(byEmail['ops-report@example.com'].revokedApps, 1);
    assert.equal(byEmail['idle@example.com'].subscription, 'none');

    const apps = JSON.parse(
      await sublord('app', 'list', '--email', 'OPS-report@example.com', '--json'),
    );
    assert.deepEqual(
      apps.map((a: { id: string; callCount: number; revokedAt: number | null }) => [
        a.id,
        a.callCount,
        a.revokedAt === null,
      ]),
      [
        [ids[0], 5, true],
        [ids[1], 1, false],
      ],
    );
    const everything = [
      await sublord('account', 'list'),
      await sublord('app', 'list'),
      text,
      JSON.stringify(apps),
    ].join('\n');
    for (const secret of secrets) assert.ok(!everything.includes(secret), 'no secret in a report');
    assert.doesNotMatch(everything, /argon2|digest/i);
  });
});

test('bin/sublord --version prints the package version and the Node.js version', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const r = spawnSync(new URL('../../bin/sublord', import.meta.url).pathname, ['--version'], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout.trim(), `sublord ${pkg.version} (Node.js ${process.versions.node})`);
});
