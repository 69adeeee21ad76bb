/**
 * Start-up failures say what to do, once, without a restart loop (issue 20 §6). Each case spawns the
 * real start command (src/main.ts, the `npm start` entry, from the sources) with WORKERS=2 (and the
 * taken port also with WORKERS=1) and asserts: exit code 78 (a setting to change) or 69 (a service to
 * reach), stderr holds exactly one `sublord could not start: …` line naming the setting, no stack
 * trace, no worker restarted ("worker died"), no password echoed, and the process exits by itself
 * (a restart loop never exits: the test kills it after GUARD_MS, a guard against a hang, never a
 * measure of speed; issue 37 §9).
 * A store that cannot be reached (exit 69) ends a single process (WORKERS=1: its supervisor, systemd,
 * retries); a cluster's primary waits for it instead (issue 34 §5, the last tests here), and a
 * defect at start makes the primary give up with a non-zero exit, one line a try.
 * PostgreSQL and Redis are pointed at a closed loopback port: no server is needed.
 * Authority: issue 20 §6, issue 34 §5; exit codes from sysexits.h (src/process/startup-errors.ts).
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  databaseStartupError,
  EXIT_CONFIG,
  EXIT_UNAVAILABLE,
  StartupError,
} from '../../src/process/startup-errors.js';
import { freePort, runToExit, type StartOutcome, spawnStart, waitFor } from '../helpers/cluster.js';
import { openTestPlatform } from '../helpers/platform.js';
import { startRedis } from '../helpers/servers.js';
import { tempDir } from '../helpers/tmp.js';

const GUARD_MS = 60_000;
const dir = tempDir('startup-errors');
after(() => dir.remove());

type Outcome = StartOutcome;

const start = (env: Record<string, string>) => runToExit(env, GUARD_MS);

function assertOneLine(t: { diagnostic(s: string): void }, o: Outcome, code: number, line: RegExp) {
  t.diagnostic(`exit ${o.code}: ${o.stderr.trim()}`);
  assert.equal(o.killed, false, 'it exited by itself');
  assert.equal(o.code, code, `exit code\n${o.stderr}\n${o.stdout.slice(-2000)}`);
  const lines = o.stderr.split('\n').filter((l) => l.includes('could not start'));
  assert.equal(lines.length, 1, `one line, once:\n${o.stderr}`);
  assert.match(lines[0] ?? '', line);
  assert.doesNotMatch(o.stderr, /\n\s+at /, 'no stack trace');
  assert.doesNotMatch(o.stdout, /worker died/, 'no worker restarted');
}

/** A port held by another process (a plain listener, as another program would hold it). */
async function heldPort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, release: () => new Promise((r) => server.close(() => r())) };
}

for (const workers of ['2', '1']) {
  test(`PORT in use (WORKERS=${workers}): "set PORT", exit 78, no restart loop`, async (t) => {
    const held = await heldPort();
    try {
      const o = await start({
        WORKERS: workers,
        PORT: String(held.port),
        DATA_DIR: join(dir.path, `port-${workers}`),
      });
      assertOneLine(t, o, EXIT_CONFIG, new RegExp(`port ${held.port} is in use: set PORT`));
    } finally {
      await held.release();
    }
  });
}

test('METRICS_PORT in use: named, exit 78', async (t) => {
  const held = await heldPort();
  try {
    const o = await start({
      PORT: String(await freePort()),
      METRICS_PORT: String(held.port),
      DATA_DIR: join(dir.path, 'metrics'),
    });
    assertOneLine(t, o, EXIT_CONFIG, new RegExp(`port ${held.port} is in use: set METRICS_PORT`));
  } finally {
    await held.release();
  }
});

test('PostgreSQL unreachable: DATABASE_URL named, exit 69, the password never printed', async (t) => {
  const closed = await freePort();
  const o = await start({
    WORKERS: '1',
    PORT: String(await freePort()),
    DATABASE_URL: `postgres://sublord:hunter2-secret@127.0.0.1:${closed}/sublord`,
  });
  assertOneLine(
    t,
    o,
    EXIT_UNAVAILABLE,
    new RegExp(`PostgreSQL at 127\\.0\\.0\\.1:${closed}/sublord is unreachable .*DATABASE_URL`),
  );
  assert.ok(!`${o.stderr}${o.stdout}`.includes('hunter2-secret'), 'no password in the output');
});

test('Redis unreachable: REDIS_URL named, exit 69', async (t) => {
  const closed = await freePort();
  const o = await start({
    WORKERS: '1',
    PORT: String(await freePort()),
    DATA_DIR: join(dir.path, 'redis'),
    REDIS_URL: `redis://:hunter2-secret@127.0.0.1:${closed}`,
  });
  assertOneLine(t, o, EXIT_UNAVAILABLE, /Redis at 127\.0\.0\.1:\d+ is unreachable .*REDIS_URL/);
  assert.ok(!`${o.stderr}${o.stdout}`.includes('hunter2-secret'), 'no password in the output');
});

test('SQLite DATA_DIR not writable: DATA_DIR named, exit 78', async (t) => {
  // A path under a regular file can never be created, whoever runs the test (root included).
  const file = join(dir.path, 'a-file');
  writeFileSync(file, '');
  const o = await start({ PORT: String(await freePort()), DATA_DIR: join(file, 'data') });
  assertOneLine(t, o, EXIT_CONFIG, /DATA_DIR .*a-file\/data is not writable .*: set DATA_DIR/);
});

test('SUBLORD_SECRET_KEY that does not match the database: named, exit 78', async (t) => {
  const data = join(dir.path, 'key');
  const platform = await openTestPlatform({ dataDir: data, databaseUrl: null });
  await platform.close();
  const o = await start({
    PORT: String(await freePort()),
    DATA_DIR: data,
    SUBLORD_SECRET_KEY: 'another-server-key-0123456789abcdef-0123456789',
  });
  assertOneLine(t, o, EXIT_CONFIG, /SUBLORD_SECRET_KEY does not match the key this database/);
});

test('TRUST_PROXY=0.0.0.0/0 (which would believe every address): named, exit 78', async (t) => {
  const o = await start({
    PORT: String(await freePort()),
    DATA_DIR: join(dir.path, 'trust'),
    TRUST_PROXY: '0.0.0.0/0',
  });
  assertOneLine(t, o, EXIT_CONFIG, /TRUST_PROXY must list .* not 0\.0\.0\.0\/0/);
});

test('a bad setting: named, exit 78', async (t) => {
  const o = await start({ PORT: 'eighty', DATA_DIR: join(dir.path, 'bad') });
  assertOneLine(t, o, EXIT_CONFIG, /PORT/);
});

test('PostgreSQL refusals by SQLSTATE name DATABASE_URL without its password', () => {
  const location = {
    databaseUrl: 'postgres://sublord:hunter2-secret@db.example:5433/app',
    dataDir: '/unused',
  };
  for (const [code, words] of [
    ['28P01', 'refused the user name or password'],
    ['3D000', 'has no database by that name'],
    ['28000', 'refused this user or host'],
  ] as const) {
    const mapped = databaseStartupError(Object.assign(new Error('pg'), { code }), location);
    assert.ok(mapped instanceof StartupError, code);
    assert.equal(mapped.setting, 'DATABASE_URL');
    assert.equal(mapped.exitCode, EXIT_CONFIG);
    assert.ok(
      mapped.message.startsWith(`PostgreSQL at db.example:5433/app ${words}`),
      mapped.message,
    );
    assert.ok(mapped.message.endsWith(': fix DATABASE_URL'), mapped.message);
  }
  const other = new Error('something else');
  assert.equal(databaseStartupError(other, location), other, 'anything else is left as it is');
});

test('a defect at start (a file that is not a database): one line a try, then the primary gives up with exit 1', async (t) => {
  const data = join(dir.path, 'not-a-database');
  mkdirSync(data, { mode: 0o700 });
  writeFileSync(join(data, 'sublord.db'), 'this is not a database, it is text '.repeat(200), {
    mode: 0o600,
  });
  const o = await start({ PORT: String(await freePort()), DATA_DIR: data });
  t.diagnostic(`exit ${o.code}`);
  assert.equal(o.killed, false, 'it exited by itself');
  assert.equal(o.code, 1, `${o.stderr}\n${o.stdout.slice(-2000)}`);
  const lines = o.stderr.split('\n').filter((l) => l.includes('could not start'));
  assert.equal(lines.length, 3, `one line for each of three tries:\n${o.stderr}`);
  for (const line of lines)
    assert.match(line, /^sublord could not start: \w*Error: .*not a database \(at /);
  assert.doesNotMatch(o.stderr, /\n\s+at /, 'no stack trace');
  assert.match(o.stdout, /giving up/);
});

test('a cluster whose store is unreachable at start waits for it: one line a try, backing off, then serves', async () => {
  const port = await freePort();
  const redisPort = await freePort();
  const started = spawnStart({
    PORT: String(port),
    DATA_DIR: join(dir.path, 'waits'),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  });
  const { child } = started;
  const out = () => started.stdout() + started.stderr();
  const tries = () =>
    (out().match(/sublord could not start: Redis at .* is unreachable/g) ?? []).length;
  let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
  try {
    await waitFor('two failed tries', () => tries() >= 2, GUARD_MS);
    assert.equal(child.exitCode, null, 'the primary waits');
    assert.match(out(), /worker could not reach a store; retrying/);
    redis = await startRedis({ port: redisPort });
    await waitFor(
      'the service to answer',
      async () =>
        (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200,
      GUARD_MS,
    );
    assert.equal(child.exitCode, null);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await redis?.stop();
  }
});
