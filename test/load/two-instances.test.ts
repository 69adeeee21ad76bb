/**
 * Two server instances on ONE PostgreSQL and ONE Redis (real throw-away servers on loopback):
 * 200 concurrent counted calls for one app, spread over both, give exactly 60 successes and 140
 * refusals; a kill switch thrown through `bin/sublord endpoint disable` reaches both (at their next
 * reload). Bounded: 200 requests, all to 127.0.0.1.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { IssuedCredentials } from '../../src/platform/apps/apps.js';
import type { Platform, PlatformConfig } from '../../src/platform/platform.js';
import { createPlatform } from '../../src/platform/platform.js';
import { createFakeClock } from '../helpers/clock.js';
import { eventually } from '../helpers/eventually.js';
import { appHeaders, BIRTH_BODY, buildPlatformServer } from '../helpers/http.js';
import { seedDeveloper, TEST_SECRET_KEY } from '../helpers/platform.js';
import {
  type PostgresServer,
  type RedisServer,
  startPostgres,
  startRedis,
} from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

const BIN = new URL('../../bin/sublord', import.meta.url).pathname;
// The middle of a minute, for both instances: the 200 calls cannot straddle a window boundary.
const clock = createFakeClock(Date.UTC(2026, 8, 9, 14, 30, 20));

let pgServer: PostgresServer | null = null;
let redisServer: RedisServer | null = null;
let config: PlatformConfig;
const dirs: Array<{ remove(): void }> = [];
const instances: Array<{ platform: Platform; server: FastifyInstance; url: string }> = [];
let creds: IssuedCredentials;

before(async () => {
  [pgServer, redisServer] = await Promise.all([startPostgres(), startRedis()]);
  const databaseUrl = await pgServer.createDatabase();
  for (let i = 0; i < 2; i++) {
    const dir = tempDir(`instance${i}`);
    dirs.push(dir);
    config = {
      dataDir: dir.path,
      databaseUrl,
      redisUrl: redisServer.url,
      secretKey: TEST_SECRET_KEY,
      killSwitchRefreshSeconds: 2,
      baseUrl: 'http://127.0.0.1',
    };
    const platform = await createPlatform(config, { now: clock });
    const server = await buildPlatformServer(platform);
    const url = await server.listen({ host: '127.0.0.1', port: 0 });
    instances.push({ platform, server, url });
  }
  const first = instances[0];
  assert.ok(first);
  const dev = await seedDeveloper(first.platform);
  creds = await first.platform.apps.create(dev.accountId, 'load');
});

after(async () => {
  for (const { server, platform } of instances) {
    await server.close();
    await platform.close();
  }
  await Promise.all([pgServer?.stop(), redisServer?.stop()]);
  for (const dir of dirs) dir.remove();
});

function chartOn(url: string): Promise<number> {
  return fetch(`${url}/api/v1/birth-chart`, {
    method: 'POST',
    headers: { ...appHeaders(creds.appId, creds.appSecret), 'content-type': 'application/json' },
    body: JSON.stringify(BIRTH_BODY),
  }).then(async (res) => {
    await res.arrayBuffer();
    return res.status;
  });
}

/** A counted call's status, with the error code and Retry-After of a 503. */
function answerOn(
  url: string,
): Promise<{ status: number; code?: string; retryAfter: string | null }> {
  return fetch(`${url}/api/v1/birth-chart`, {
    method: 'POST',
    headers: { ...appHeaders(creds.appId, creds.appSecret), 'content-type': 'application/json' },
    body: JSON.stringify(BIRTH_BODY),
  }).then(async (res) => {
    const body = (await res.json()) as { code?: string };
    return { status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') };
  });
}

test('200 concurrent calls for one app across two instances: exactly 60 × 200, the rest 429', async (t) => {
  const urls = instances.map((i) => i.url);
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => answerOn(urls[i % urls.length] ?? '')),
  );
  const ms = performance.now() - t0;
  const ok = answers.filter((a) => a.status === 200).length;
  const limited = answers.filter((a) => a.status === 429).length;
  // On a loaded machine a call may wait for a store past its bound (issue 34 §1): it is answered
  // 503 store_unavailable with Retry-After and its count is given back. A call refused 429 while a
  // count was still to be given back can leave the minute one short for each such 503, never over.
  // Anything else is a defect; on an idle machine there is no 503 and the minute is exactly 60.
  const unavailable = answers.filter((a) => a.status === 503);
  t.diagnostic(
    `200 concurrent calls over 2 instances in ${ms.toFixed(0)} ms: ${ok} × 200, ${limited} × 429, ${unavailable.length} × 503`,
  );
  for (const a of unavailable) {
    assert.equal(a.code, 'store_unavailable');
    assert.ok(Number(a.retryAfter) >= 1, '503 carries Retry-After');
  }
  const others = answers.filter((a) => ![200, 429, 503].includes(a.status));
  assert.deepEqual(others, [], 'only 200, 429 and 503');
  assert.ok(ok <= 60, `${ok} answered: never more than the minute's 60`);
  assert.ok(ok >= 60 - unavailable.length, `${ok} answered: at most one short for each 503`);
  const peek = await instances[1]?.platform.quota.peek(creds.appId);
  assert.equal(peek?.day.remaining, 1000 - ok, 'the refusals consumed nothing from the shared day');
});

/** Runs `bin/sublord endpoint disable PATH` against the shared database, as an operator would. */
async function cliDisable(path: string): Promise<void> {
  const env = {
    ...process.env,
    DATABASE_URL: config.databaseUrl ?? '',
    SUBLORD_SECRET_KEY: TEST_SECRET_KEY,
    DATA_DIR: config.dataDir,
    LOG_LEVEL: 'silent',
  };
  let stderr = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(BIN, ['endpoint', 'disable', path], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('exit', resolve);
  });
  assert.equal(code, 0, `bin/sublord endpoint disable: ${stderr}`);
}

// Each instance sees the switch at its next reload; that a reload comes at most every 5 s (the
// contract) is test/platform/usage-switches.test.ts's, on a mock clock (issue 37 §9: no wall-clock
// bound here).
test('a switch thrown through the CLI reaches both instances', async () => {
  const path = '/api/v1/birth-chart';
  clock.advance(60_000); // a fresh minute, so 200 means "enabled" rather than "limited"
  for (const { url } of instances) assert.equal(await chartOn(url), 200);
  await cliDisable(path);
  for (const { url } of instances) {
    await eventually(async () => (await chartOn(url)) === 503, `${url} answers 503`);
  }
});
