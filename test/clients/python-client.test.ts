/**
 * The Python client (clients/python, issue 36 §3) installed from its packed archive into a fresh
 * virtual environment and run against the real server over loopback HTTP. Authorities: the server's
 * own /openapi.json (the generated module must be what scripts/docs/python-client.ts makes of it)
 * and the server's own answers.
 * - the committed sublord/_generated.py is what the document gives (else: npm run docs:generate);
 * - the sdist built by the package's own backend installs with pip, offline, into a scratch venv,
 *   with nothing from the source tree on the path, and the quick-start example runs there;
 * - calls: ping, a birth chart (body as a dict and keywords), places, muhurta events in Hindi, an
 *   SVG picture; a 422 and a 401 raise SublordError with their codes (field codes too);
 * - retries: a 429 of the minute's limit is retried after its Retry-After (the server's clock stands
 *   still 5 s before a minute's end, the app may make one call a minute; the client's sleep moves the
 *   clock on instead of waiting), and the day's quota is raised at once, without sleeping.
 */
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { PYTHON_CLIENT_PATH, pythonClientSource } from '../../scripts/docs/python-client.js';
import { fetchDocument } from '../../scripts/docs/server.js';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const CLIENT_DIR = join(ROOT, 'clients/python');
const CHECKS = join(ROOT, 'test/clients/fixtures/python_checks.py');

/** The server's clock: the wall clock, or a fixed instant the retry scenarios set (and move on). */
let clock: number | null = null;
let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let base: string;
let scratch: string;
let python: string;

const app = async (name: string) => {
  const dev = await seedDeveloper(platform);
  const issued = await platform.apps.create(dev.accountId, name);
  return { id: issued.appId, secret: issued.appSecret };
};

const options = (env: Record<string, string>) => ({
  cwd: scratch,
  encoding: 'utf8' as const,
  env: { PATH: process.env.PATH ?? '', HOME: scratch, PYTHONDONTWRITEBYTECODE: '1', ...env },
  timeout: 120_000,
});
/** A command that does not call the server (it may block this process's event loop). */
const sh = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(args[0] as string, args.slice(1), options(env));
/** A command that calls the in-process server: asynchronous, so the server can answer. */
const run = async (args: string[], env: Record<string, string> = {}) =>
  (await promisify(execFile)(args[0] as string, args.slice(1), options(env))).stdout;

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage, { now: () => clock ?? Date.now() });
  server = await buildPlatformServer(platform);
  await server.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  scratch = mkdtempSync(join(tmpdir(), 'sublord-python-'));
  // The packed archive: the sdist the package's own backend builds (`python3 build_backend.py`).
  const sdist = basename(sh(['python3', join(CLIENT_DIR, 'build_backend.py'), scratch]).trim());
  // The same sources give the same bytes: no build time in gzip's header (bytes 4-7) either.
  assert.equal(readFileSync(join(scratch, sdist)).readUInt32LE(4), 0, 'gzip MTIME is 0');
  sh(['python3', '-m', 'venv', join(scratch, 'venv')]);
  python = join(scratch, 'venv/bin/python');
  sh([
    python,
    '-m',
    'pip',
    'install',
    '--no-index',
    '--disable-pip-version-check',
    '-q',
    join(scratch, sdist),
  ]);
});
after(async () => {
  await server?.close();
  await platform?.close();
  storage?.remove();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the generated module', () => {
  test('is what scripts/docs/python-client.ts makes of the server’s document (run npm run docs:generate)', async () => {
    const expected = pythonClientSource(await fetchDocument(server));
    const committed = readFileSync(join(ROOT, PYTHON_CLIENT_PATH), 'utf8');
    assert.ok(committed === expected, `${PYTHON_CLIENT_PATH} is stale: run npm run docs:generate`);
  });
});

describe('installed from its archive into a scratch venv', () => {
  test('the package comes from the venv, and the quick-start example runs', async () => {
    const where = sh([
      python,
      '-c',
      'import sublord; print(sublord.__file__, sublord.__version__)',
    ]);
    assert.match(
      where,
      new RegExp(
        `^${scratch}/venv/lib/python3\\.\\d+/site-packages/sublord/__init__\\.py 0\\.1\\.0`,
      ),
    );
    const { id, secret } = await app('quickstart');
    const printed = await run([python, join(CLIENT_DIR, 'examples/quickstart.py')], {
      SUBLORD_BASE_URL: base,
      SUBLORD_APP_ID: id,
      SUBLORD_APP_SECRET: secret,
    });
    assert.match(printed, /^Moon: \w+, [\w ]+ pada [1-4], star lord \w+, sub lord \w+$/m);
    assert.match(printed, /^Marriage: [A-Z_]+ \((WEAK|MODERATE|STRONG)\)$/m);
    assert.match(printed, /^422 validation_failed$/m);
    assert.match(
      printed,
      /unknown_field: lattitude is not a field of this request\. Did you mean latitude\?/,
    );
  });

  test('calls, typed answers and SublordError codes', async () => {
    const { id, secret } = await app('calls');
    const seen = JSON.parse(await run([python, CHECKS, base, id, secret, 'calls']));
    assert.equal(seen.ping_ok, true);
    assert.equal(seen.predictions, 18);
    assert.equal(typeof seen.moon, 'string');
    assert.equal(seen.places, 'Pune');
    assert.equal(seen.muhurta_events_hi, 'संपत्ति');
    assert.equal(seen.svg, true);
    assert.deepEqual(seen.validation, {
      status: 422,
      code: 'validation_failed',
      fields: [
        ['date', 'invalid_date'],
        ['latitud', 'unknown_field'],
        ['latitude', 'required'],
      ],
      retry_after: null,
      request_id: true,
    });
    assert.equal(seen.missing_secret.status, 401);
    assert.equal(seen.missing_secret.code, 'missing_app_secret');
    assert.ok(seen.rate_limit_headers.includes('x-ratelimit-remaining'));
  });

  test('a 429 of the minute is retried after its Retry-After; the day’s quota is raised at once', async () => {
    const minute = await app('retry');
    await platform.apps.setLimits(minute.id, { perMinute: 1 });
    // Five seconds before the next minute on the server's clock, which stands still: each time the
    // client sleeps (a line "sleep <s>"), the clock moves on by that much and the client goes on.
    const noon = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 43_200_000;
    clock = noon - 5_000;
    const child = spawn(python, [CHECKS, base, minute.id, minute.secret, 'retry'], {
      cwd: scratch,
      env: options({}).env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    let last = '';
    for await (const line of createInterface({ input: child.stdout })) {
      const sleep = /^sleep ([\d.]+)$/.exec(line);
      if (sleep === null) last = line;
      else {
        clock += Number(sleep[1]) * 1000;
        child.stdin.write('\n');
      }
    }
    clock = null;
    assert.ok(last.startsWith('{'), stderr);
    const retried = JSON.parse(last);
    assert.equal(retried.second, true);
    assert.deepEqual(retried.slept, [5], 'one wait, the Retry-After of the minute’s last 5 s');

    const day = await app('quota');
    await platform.apps.setLimits(day.id, { perDay: 1 });
    // At noon (UTC) on the server's clock, the day's quota is hours from its end.
    clock = noon;
    const refused = JSON.parse(
      await run([python, CHECKS, base, day.id, day.secret, 'quota']).finally(() => {
        clock = null;
      }),
    );
    assert.equal(refused.error.status, 429);
    assert.equal(refused.error.code, 'quota_exceeded');
    assert.ok(refused.error.retry_after > 60);
    assert.deepEqual(refused.slept, []);
  });
});
