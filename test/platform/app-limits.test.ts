/**
 * An app's own limits (issue 11 §8; decisions.md "Limits per app": the contract's 60/min and
 * 1,000/day are the defaults, an operator can set an app's own). Through `sublord app limits` (the
 * operator commands in process) and the real /api/v1 gate (inject), on SQLite with a fake clock in
 * the middle of a minute:
 * - an app with --per-minute 100 --per-day 150 gets exactly 100 calls this minute (the 101st is a
 *   429 refused by the minute), then exactly 50 more in the next minute (the 151st of the day is
 *   refused by the day), and its headers say Limit 100 / Limit-Day 150;
 * - another app of the same account keeps 60 / 1,000; --per-day alone keeps the minute as set;
 * - --reset gives the defaults back; a bad value or no option is refused (exit 1, nothing changed).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Command } from 'commander';
import type { FastifyInstance } from 'fastify';
import { registerOperatorCommands } from '../../src/cli/operator.js';
import type { Platform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { appHeaders, buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const clock = createFakeClock(Date.UTC(2026, 8, 9, 14, 30, 5));
let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let big: { appId: string; appSecret: string };
let plain: { appId: string; appSecret: string };

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage, { now: clock });
  server = await buildPlatformServer(platform);
  await server.ready();
  const dev = await seedDeveloper(platform);
  big = await platform.apps.create(dev.accountId, 'load test');
  plain = await platform.apps.create(dev.accountId, 'production');
});
after(async () => {
  await server.close();
  await platform.close();
  storage.remove();
});

async function sublord(...args: string[]): Promise<{ out: string; err: string; code: number }> {
  let out = '';
  let err = '';
  const program = new Command('sublord').exitOverride();
  registerOperatorCommands(program, () => openTestPlatform(storage, { now: clock }), {
    out: { write: (s: string) => (out += s) },
    err: { write: (s: string) => (err += s) },
  });
  process.exitCode = undefined;
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch {
    process.exitCode = 1;
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = undefined;
  return { out, err, code };
}

const call = (app: { appId: string; appSecret: string }) =>
  server.inject({
    method: 'GET',
    url: '/api/v1/event-catalog',
    headers: appHeaders(app.appId, app.appSecret),
  });

async function burst(app: { appId: string; appSecret: string }, n: number) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await call(app)).statusCode);
  return {
    ok: statuses.filter((s) => s === 200).length,
    refused: statuses.filter((s) => s === 429).length,
  };
}

describe('sublord app limits', () => {
  it('sets, reports and enforces an app’s own minute and day', async () => {
    const set = await sublord(
      'app',
      'limits',
      big.appId,
      '--per-minute',
      '100',
      '--per-day',
      '150',
    );
    assert.equal(set.code, 0, set.err);
    assert.match(set.out, /100 a minute, 150 a UTC day/);

    assert.deepEqual(await burst(big, 101), { ok: 100, refused: 1 });
    const refused = await call(big);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['x-ratelimit-limit'], '100');
    assert.equal(refused.headers['x-ratelimit-limit-day'], '150');
    assert.equal(refused.headers['x-ratelimit-remaining-day'], '50');

    clock.advance(60_000);
    assert.deepEqual(await burst(big, 51), { ok: 50, refused: 1 });
    const day = await call(big);
    assert.equal(day.headers['x-ratelimit-remaining-day'], '0');
    assert.equal(day.headers['x-ratelimit-limit'], '150', 'the day binds once exhausted');
  });

  it('another app of the account keeps the contract’s 60 a minute', async () => {
    clock.advance(60_000);
    assert.deepEqual(await burst(plain, 61), { ok: 60, refused: 1 });
    const res = await call(plain);
    assert.equal(res.headers['x-ratelimit-limit-day'], '1000');
  });

  it('--per-day alone keeps the minute; --reset goes back to the defaults', async () => {
    const day = await sublord('app', 'limits', big.appId, '--per-day', '2000');
    assert.equal(day.code, 0, day.err);
    assert.match(day.out, /100 a minute, 2000 a UTC day/);
    const reset = await sublord('app', 'limits', big.appId, '--reset');
    assert.match(reset.out, /60 a minute, 1000 a UTC day/);
    const [summary] = (
      await platform.apps.list(
        (await platform.apps.verify(big.appId, big.appSecret))?.accountId ?? '',
      )
    ).filter((a) => a.id === big.appId);
    assert.deepEqual(summary?.limits, { perMinute: null, perDay: null });
  });

  it('refuses a bad value, no option, and --reset with a value; nothing changes', async () => {
    for (const args of [
      ['--per-minute', '0'],
      ['--per-minute', '1.5'],
      // Plain decimal integers only (issue 20 §6): Number() reads these as 16, 1000 and 12.
      ['--per-minute', '0x10'],
      ['--per-day', '1e3'],
      ['--per-day', ' 12'],
      [],
      ['--reset', '--per-day', '5'],
    ]) {
      const r = await sublord('app', 'limits', big.appId, ...args);
      assert.equal(r.code, 1, `exit 1 for ${args.join(' ')}`);
    }
    const unknown = await sublord('app', 'limits', 'app_doesnotexist0000', '--per-day', '5');
    assert.equal(unknown.code, 1);
    const verified = await platform.apps.verify(big.appId, big.appSecret);
    assert.equal(verified?.limits, null);
  });
});
