/**
 * The TypeScript client as an app installs it (issue 36 §3): clients/typescript is built (tsc: ESM
 * JavaScript with .d.ts), packed with `npm pack`, and the archive installed into a scratch project
 * with nothing but npm (no network: the package has no dependencies). There, against the real server
 * over loopback: the quick-start example runs in plain Node, the same example bundled by esbuild
 * runs, a browser bundle builds (no Node built-in is needed), a TypeScript consumer type-checks
 * against the shipped .d.ts, and a 429 of the minute is retried after its Retry-After while the day's
 * quota is thrown at once (the server's clock stands still; the client's sleep moves it on instead of
 * waiting). Authorities: the server's answers; npm's and tsc's own behaviour.
 */
import assert from 'node:assert/strict';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../src/platform/platform.js';
import { buildPlatformServer } from '../helpers/http.js';
import {
  freshStorage,
  openTestPlatform,
  seedDeveloper,
  type TestStorage,
} from '../helpers/platform.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

/** The server's clock: the wall clock, or a fixed instant the retry test sets and moves on. */
let clock: number | null = null;
let storage: TestStorage;
let platform: Platform;
let server: FastifyInstance;
let base: string;
let scratch: string;
let app: string;
let env: Record<string, string>;

const options = (cwd: string, extra: Record<string, string>) => ({
  cwd,
  encoding: 'utf8' as const,
  env: {
    PATH: process.env.PATH ?? '',
    HOME: scratch,
    npm_config_cache: join(scratch, 'npm-cache'),
    ...extra,
  },
  timeout: 120_000,
});
/** A command that does not call the server (it may block this process's event loop). */
const sh = (cmd: string, args: string[], cwd: string, extra: Record<string, string> = {}) =>
  execFileSync(cmd, args, options(cwd, extra));
/** A command that calls the in-process server: asynchronous, so the server can answer. */
const run = async (cmd: string, args: string[], cwd: string, extra: Record<string, string> = {}) =>
  (await promisify(execFile)(cmd, args, options(cwd, extra))).stdout;

/** Credentials of a new app, as the scripts read them. */
async function appEnv(name: string, limits: { perMinute?: number; perDay?: number } = {}) {
  const dev = await seedDeveloper(platform);
  const issued = await platform.apps.create(dev.accountId, name);
  if (limits.perMinute !== undefined || limits.perDay !== undefined)
    await platform.apps.setLimits(issued.appId, limits);
  return {
    SUBLORD_BASE_URL: base,
    SUBLORD_APP_ID: issued.appId,
    SUBLORD_APP_SECRET: issued.appSecret,
  };
}

before(async () => {
  storage = await freshStorage('sqlite');
  platform = await openTestPlatform(storage, { now: () => clock ?? Date.now() });
  server = await buildPlatformServer(platform);
  await server.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  env = await appEnv('typescript');

  scratch = mkdtempSync(join(tmpdir(), 'sublord-ts-'));
  // A copy of the package (its build writes dist/ there, never into the repository), built and packed.
  const pkg = join(scratch, 'package');
  cpSync(join(ROOT, 'clients/typescript'), pkg, {
    recursive: true,
    filter: (src) => !src.includes('/dist') && !src.includes('/node_modules'),
  });
  sh(process.execPath, [TSC, '-p', 'tsconfig.build.json'], pkg);
  mkdirSync(join(scratch, 'out'));
  sh(
    'npm',
    ['pack', '--ignore-scripts', '--silent', '--pack-destination', join(scratch, 'out')],
    pkg,
  );
  const [tarball] = readdirSync(join(scratch, 'out'));
  assert.equal(tarball, 'sublord-client-0.1.0.tgz');

  app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  sh(
    'npm',
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--silent',
      join(scratch, 'out', tarball ?? ''),
    ],
    app,
  );
  cpSync(join(ROOT, 'clients/typescript/examples/quickstart.mjs'), join(app, 'quickstart.mjs'));
  cpSync(join(ROOT, 'test/clients/fixtures/ts_retry.mjs'), join(app, 'retry.mjs'));
});
after(async () => {
  await server?.close();
  await platform?.close();
  storage?.remove();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A strict tsconfig of an app that type-checks `file` against the installed package. */
const consumerConfig = (file: string) =>
  JSON.stringify({
    compilerOptions: {
      strict: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      lib: ['es2022', 'dom'],
      noEmit: true,
      types: [],
    },
    files: [file],
  });

/** What the quick-start example prints against the server. */
function assertQuickstart(printed: string) {
  assert.match(printed, /^Moon: \w+, [\w ]+ pada [1-4], star lord \w+, sub lord \w+$/m);
  assert.match(printed, /^Marriage: [A-Z_]+ \((WEAK|MODERATE|STRONG)\)$/m);
  assert.match(printed, /^422 validation_failed$/m);
  assert.match(
    printed,
    /unknown_field: lattitude is not a field of this request\. Did you mean latitude\?/,
  );
}

test('the packed archive: MIT, dist/ JavaScript with .d.ts, no dependencies, no TypeScript sources', () => {
  const listing = sh('tar', ['-tzf', join(scratch, 'out', 'sublord-client-0.1.0.tgz')], scratch);
  for (const file of [
    'package/dist/index.js',
    'package/dist/index.d.ts',
    'package/dist/client.js',
    'package/dist/operations.d.ts',
    'package/dist/schema.d.ts',
    'package/LICENSE',
    'package/README.md',
    'package/examples/quickstart.mjs',
  ])
    assert.ok(listing.includes(file), file);
  assert.ok(!/package\/src\//.test(listing), 'no sources shipped');
  const installed = JSON.parse(
    sh(
      process.execPath,
      ['-p', 'JSON.stringify(require("./node_modules/@sublord/client/package.json"))'],
      app,
    ),
  );
  assert.equal(installed.license, 'MIT');
  assert.equal(installed.private, undefined);
  assert.equal(installed.dependencies, undefined);
});

test('plain Node runs the quick-start example from node_modules', async () => {
  assertQuickstart(await run(process.execPath, ['quickstart.mjs'], app, env));
});

test('bundled by esbuild, the example runs; a browser bundle builds', async () => {
  await build({
    entryPoints: [join(app, 'quickstart.mjs')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(app, 'bundle.mjs'),
    logLevel: 'silent',
  });
  assertQuickstart(await run(process.execPath, ['bundle.mjs'], app, env));
  writeFileSync(
    join(app, 'browser.mjs'),
    "import { createSublordClient } from '@sublord/client';\nexport const client = createSublordClient({ baseUrl: 'https://api.example.com', appId: 'a', appSecret: 's' });\n",
  );
  const result = await build({
    entryPoints: [join(app, 'browser.mjs')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  assert.equal(result.errors.length, 0);
});

test('a TypeScript consumer type-checks against the shipped .d.ts', () => {
  writeFileSync(
    join(app, 'consumer.ts'),
    [
      "import { createSublordClient, SublordError, type components } from '@sublord/client';",
      "const sublord = createSublordClient({ baseUrl: 'http://localhost:8080', appId: 'a', appSecret: 's' });",
      "export async function moonSubLord(): Promise<components['schemas']['Position']['sub_lord']> {",
      "  const chart = await sublord.birthChart({ birth_date: '1990-07-04', birth_time: '10:12', latitude: 28.6, longitude: 77.2 });",
      '  return chart.positions.Moon.sub_lord;',
      '}',
      "export const isApiError = (e: unknown) => e instanceof SublordError && e.code === 'rate_limited';",
      '',
    ].join('\n'),
  );
  writeFileSync(join(app, 'tsconfig.json'), consumerConfig('consumer.ts'));
  sh(process.execPath, [TSC, '-p', 'tsconfig.json'], app);
  // A wrong field does not compile: the types are the document's.
  writeFileSync(
    join(app, 'wrong.ts'),
    "import { createSublordClient } from '@sublord/client';\nconst s = createSublordClient({ baseUrl: '', appId: '', appSecret: '' });\nexport const x = s.birthChart({ birth_date: '1990-07-04', birth_time: '10:12', latitude: 1, longitude: 1 }).then((c) => c.positions.Pluto);\n",
  );
  writeFileSync(join(app, 'tsconfig.json'), consumerConfig('wrong.ts'));
  assert.throws(
    () => sh(process.execPath, [TSC, '-p', 'tsconfig.json'], app),
    (e: { stdout?: string }) => /Pluto/.test(e.stdout ?? ''),
  );
});

/**
 * Runs retry.mjs for a scenario with the server's clock standing still at `at`: each time the
 * client sleeps (a line "sleep <s>"), the clock moves on by that much and the client goes on.
 */
async function retryScript(scenario: string, at: number, extra: Record<string, string>) {
  clock = at;
  const child = spawn(process.execPath, ['retry.mjs', scenario], options(app, extra));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let last = '';
  try {
    for await (const line of createInterface({ input: child.stdout })) {
      const sleep = /^sleep ([\d.]+)$/.exec(line);
      if (sleep === null) last = line;
      else {
        clock += Number(sleep[1]) * 1000;
        child.stdin.write('\n');
      }
    }
  } finally {
    clock = null;
  }
  assert.ok(last.startsWith('{'), stderr);
  return JSON.parse(last);
}

test('a 429 of the minute is retried after its Retry-After; the day’s quota is thrown at once', async () => {
  // Today's noon (UTC) on the server's clock: the day's quota is hours from its end.
  const noon = Math.floor(Date.now() / 86_400_000) * 86_400_000 + 43_200_000;
  // One call a minute, the server's clock 5 s before a minute's end: the second call waits 5 s.
  const retried = await retryScript('retry', noon - 5_000, await appEnv('retry', { perMinute: 1 }));
  assert.deepEqual(retried, { slept: [5], second: true });

  const refused = await retryScript('quota', noon, await appEnv('quota', { perDay: 1 }));
  assert.deepEqual(refused.slept, [], 'hours away: not waited for');
  assert.equal(refused.error.status, 429);
  assert.equal(refused.error.code, 'quota_exceeded');
  assert.ok(refused.error.retryAfter > 60);
});
