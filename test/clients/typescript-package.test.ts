/**
 * The TypeScript client as an app installs it (issue 36 §3): clients/typescript is built (tsc: ESM
 * JavaScript with .d.ts), packed with `npm pack`, and the archive installed into a scratch project
 * with nothing but npm (no network: the package has no dependencies). There, against the real server
 * over loopback: the quick-start example runs in plain Node, the same example bundled by esbuild
 * runs, a browser bundle builds (no Node built-in is needed), and a TypeScript consumer type-checks
 * against the shipped .d.ts. Authorities: the server's answers; npm's and tsc's own behaviour.
 */
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { type DocsServer, openDocsServer } from '../../scripts/docs/server.js';
import { seedDeveloper } from '../helpers/platform.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let docs: DocsServer;
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

before(async () => {
  docs = await openDocsServer();
  await docs.server.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(docs.server.server.address() as AddressInfo).port}`;
  const dev = await seedDeveloper(docs.platform);
  const issued = await docs.platform.apps.create(dev.accountId, 'typescript');
  env = {
    SUBLORD_BASE_URL: base,
    SUBLORD_APP_ID: issued.appId,
    SUBLORD_APP_SECRET: issued.appSecret,
  };

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
});
after(async () => {
  await docs?.close();
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
