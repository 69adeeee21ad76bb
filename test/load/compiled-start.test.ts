/**
 * The compiled build that `npm start` runs (scripts/start.mjs → dist/, issue 11 §6). Every other HTTP
 * test runs the TypeScript sources (types stripped by Node), so this one checks what the build changes: the file
 * layout that import.meta.url paths rely on, the worker-thread entry points and the vendored packages.
 * Authority: the sources themselves, run in this process.
 * - dist/ imports typebox and kysely only from dist/vendor/ (one copy of each; scripts/build.mjs);
 * - the server bundle holds fastify, pino and the Fastify plugins loaded at start (the command line's
 *   bundle, commander), and imports the native addons and Ajv from node_modules (scripts/build.mjs);
 *   its modules are ASCII (escaped);
 * - the compiled service, WORKERS=2, answers a birth chart byte-for-byte as the sources compute it
 *   (same input with a fixed as_of), a muhurta (a use case loaded by URL on a worker thread), a portal
 *   asset as its file, /openapi.json and /docs (built on first request), and /source; on SIGTERM it
 *   exits 0;
 * - Node's compile cache (NODE_COMPILE_CACHE, here a scratch folder) is written once a worker listens,
 *   not only when the process exits (src/process/serve.ts): it holds entries while the service still runs,
 *   though nothing has exited (the build, when stale, runs before, without that folder).
 * - the compiled server validates requests with the validators the build precompiled
 *   (dist/http/precompiled-validators.cjs; src/http/validators.ts): built in this process from dist/,
 *   it compiles none, and its 422 bodies for invalid inputs (wrong types, missing fields, latitude
 *   out of range, an extra property, bad formats, a nested $ref, a bad querystring) are byte-identical
 *   to those of the sources' server, whose validators Ajv compiles; so are the running service's.
 * - the compiled zone lookup primes geo-tz with the build's split of its index
 *   (dist/geo/geo-tz-index; src/geo/zone-index.ts) and answers as the sources do;
 * Bounded: a handful of loopback requests; the build (about a second) runs only when dist/ is stale.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { birthChartIncluding } from '../../src/app/birth-chart.js';
import { zoneAtCoordinates } from '../../src/geo/zone-lookup.js';
import { OPEN_PLATFORM } from '../../src/http/open-platform.js';
import { SHARED_SCHEMAS } from '../../src/http/schemas/shared.js';
import { buildServer } from '../../src/http/server.js';
import { contextJson, validatorOrigins } from '../../src/http/validators.js';
import { createComputeDeps } from '../../src/process/compose.js';
import { loadConfig } from '../../src/process/config.js';
import { type RunningService, START, startService } from '../helpers/cluster.js';
import { BIRTH_BODY } from '../helpers/http.js';
import { TEST_SECRET_KEY } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = join(ROOT, 'bin/sublord');
const dir = tempDir('compiled-start');
let svc: RunningService;
let headers: Record<string, string>;

const compileCache = join(dir.path, 'compile-cache');

before(async () => {
  // Built here when stale, so no process but the service's writes to its compile-cache folder.
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  svc = await startService(
    { WORKERS: '2', DATA_DIR: dir.path, NODE_COMPILE_CACHE: compileCache },
    90_000,
    ['--no-warnings=ExperimentalWarning', START],
  );
  const app = JSON.parse(
    execFileSync(BIN, ['dev-app', '--json'], {
      env: { ...process.env, DATA_DIR: dir.path, SUBLORD_SECRET_KEY: TEST_SECRET_KEY },
      encoding: 'utf8',
    }),
  ) as { app_id: string; app_secret: string };
  headers = {
    'x-app-id': app.app_id,
    'x-app-secret': app.app_secret,
    'content-type': 'application/json',
  };
});
after(async () => {
  await svc?.stop();
  dir.remove();
});

function jsFiles(path: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) jsFiles(full, out);
    else if (entry.name.endsWith('.js')) out.push(full);
  }
  return out;
}

test('dist/ imports the vendored packages from dist/vendor/ only', () => {
  const files = jsFiles(join(ROOT, 'dist')).filter((f) => !f.includes('/dist/vendor/'));
  assert.ok(files.length > 100, `the build has its ${files.length} modules`);
  const bare = files.filter((f) =>
    /\b(from|import)\s*\(?\s*"(typebox|kysely)(\/[^"]*)?"/.test(readFileSync(f, 'utf8')),
  );
  assert.deepEqual(bare, []);
  const schemas = readFileSync(join(ROOT, 'dist/http/schemas/common.js'), 'utf8');
  assert.match(schemas, /from "\.\.\/\.\.\/vendor\/typebox\.js"/);
});

test('the bundles hold the start-up packages (the CLI’s commander too); native addons and Ajv stay in node_modules', () => {
  // Authority: scripts/build.mjs (BUNDLED_PACKAGES, NEVER_BUNDLED). A bare import left in the bundle
  // is a package Node's loader resolves and reads file by file at every worker's start.
  const bundle = jsFiles(join(ROOT, 'dist/bundle'));
  const imported = new Set<string>();
  for (const file of bundle)
    for (const m of readFileSync(file, 'utf8').matchAll(
      /\b(?:from|import)\s*\(?\s*"([^".][^"]*)"/g,
    ))
      imported.add(m[1] ?? '');
  for (const held of [
    'fastify',
    'pino',
    '@fastify/helmet',
    '@fastify/cookie',
    '@fastify/formbody',
    'commander',
  ])
    assert.ok(!imported.has(held), `${held} is bundled, not imported`);
  for (const external of ['sweph', '@node-rs/argon2'])
    assert.ok(imported.has(external), `${external} is imported from node_modules`);
  const serverChunks = bundle.map((f) => readFileSync(f, 'utf8')).join('\n');
  assert.match(serverChunks, /\/\/ node_modules\/fastify\/fastify\.js/);
  assert.doesNotMatch(serverChunks, /\/\/ node_modules\/(ajv|sweph)\//);
});

test('the modules a worker loads at start are ASCII (one-byte source strings)', () => {
  // Authority: scripts/build.mjs (escapeNonAscii). One character outside ASCII makes Node decode a
  // whole file through the slow UTF-8 path and V8 keep its source at two bytes a character.
  const files = [
    ...jsFiles(join(ROOT, 'dist/bundle')),
    join(ROOT, 'dist/vendor/kysely.js'),
    join(ROOT, 'dist/http/precompiled-validators.cjs'),
  ];
  const wide = files.filter((f) => /[\u0080-\uffff]/.test(readFileSync(f, 'utf8')));
  assert.deepEqual(wide, []);
});

test('the compiled service answers as the sources compute', async () => {
  const body = {
    birth_date: '1984-02-29',
    birth_time: '23:41',
    latitude: 19.076,
    longitude: 72.8777,
    timezone: 'Asia/Kolkata',
    as_of: '2026-11-21',
  };
  const res = await fetch(`${svc.url}/api/v1/birth-chart`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200);
  const served = await res.text();
  const computed = JSON.stringify(
    birthChartIncluding(createComputeDeps(loadConfig()), body, '2026-11-21'),
  );
  assert.equal(served, computed);

  const muhurta = await fetch(`${svc.url}/api/v1/muhurta`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      birth: {
        birth_date: '1990-07-04',
        birth_time: '10:12',
        latitude: 28.6139,
        longitude: 77.209,
      },
      event_name: 'vehicle',
      max_windows: 2,
    }),
  });
  assert.equal(muhurta.status, 200);
  assert.equal(((await muhurta.json()) as { event_name: string }).event_name, 'vehicle');

  const css = await fetch(`${svc.url}/portal/assets/portal.css`);
  assert.equal(css.status, 200);
  assert.equal(await css.text(), readFileSync(join(ROOT, 'src/portal/assets/portal.css'), 'utf8'));

  // The API docs, built on their first request from the bundle (src/http/docs.ts).
  const openapi = await fetch(`${svc.url}/openapi.json`);
  assert.equal(openapi.status, 200);
  const document = (await openapi.json()) as { openapi: string; paths: Record<string, unknown> };
  assert.equal(document.openapi, '3.1.0');
  assert.ok('/api/v1/birth-chart' in document.paths);
  const docs = await fetch(`${svc.url}/docs/`);
  assert.equal(docs.status, 200);
  assert.match(await docs.text(), /<title>sublord API<\/title>/);

  const source = await fetch(`${svc.url}/source`);
  assert.equal(source.status, 200);
  assert.equal(source.headers.get('content-type'), 'application/gzip');
  await source.arrayBuffer();
});

test('a context fingerprint is JSON.stringify([ajvOptions, externalSchemas]), schemas cached by object', () => {
  // Authority: JSON.stringify itself. The cache must never change the bytes the fingerprints hash.
  const external = Object.fromEntries(SHARED_SCHEMAS.map((s) => [(s as { $id?: string }).$id, s]));
  const ajv = { customOptions: { allErrors: true, keywords: ['x-error'] }, plugins: undefined };
  for (let round = 0; round < 2; round++)
    assert.equal(contextJson({ ...external }, ajv), JSON.stringify([ajv, external]));
  const odd = { a: 1, b: undefined, c: () => 1, d: null, e: [1, undefined], f: 'x' };
  assert.equal(contextJson(odd, undefined), JSON.stringify([undefined, odd]));
  assert.equal(contextJson({}, {}), '[{},{}]');
});

/** Invalid requests: each must be refused by the route's validator (422 with field_errors). */
const INVALID: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; body?: unknown }> = [
  { method: 'POST', url: '/api/v1/birth-chart', body: {} },
  {
    method: 'POST',
    url: '/api/v1/birth-chart',
    body: { birth_date: 19900704, birth_time: true, latitude: '28.6', longitude: null },
  },
  { method: 'POST', url: '/api/v1/birth-chart', body: { ...BIRTH_BODY, latitude: 90.5 } },
  {
    method: 'POST',
    url: '/api/v1/birth-chart',
    body: { ...BIRTH_BODY, house_system: 'x', extra: 1 },
  },
  {
    method: 'POST',
    url: '/api/v1/birth-chart',
    body: { ...BIRTH_BODY, birth_date: '1990-02-30', birth_time: '24:00', longitude: -181 },
  },
  {
    method: 'POST',
    url: '/api/v1/muhurta',
    body: { birth: { ...BIRTH_BODY, latitude: -91 }, event_name: 'nope', max_windows: 0 },
  },
  { method: 'POST', url: '/api/v1/panchang', body: [BIRTH_BODY] },
  { method: 'GET', url: '/api/v1/financial/events?start_date=2026-13-01&node_type=x' },
];
const PRECOMPILED = [
  'POST /api/v1/birth-chart body',
  'POST /api/v1/muhurta body',
  'POST /api/v1/panchang body',
  'GET /api/v1/financial/events querystring',
];

test('the compiled server uses the precompiled validators, with the same 422 bodies', async () => {
  // The server from dist/, in this process (its own module instances, beside the sources').
  const dist = (path: string) => new URL(`../../dist/${path}`, import.meta.url).href;
  const compiled = {
    ...((await import(dist('http/server.js'))) as typeof import('../../src/http/server.js')),
    ...((await import(
      dist('http/validators.js')
    )) as typeof import('../../src/http/validators.js')),
    ...((await import(
      dist('http/open-platform.js')
    )) as typeof import('../../src/http/open-platform.js')),
  };
  const compute = createComputeDeps(loadConfig());
  const fromDist = await compiled.buildServer({ compute, platform: compiled.OPEN_PLATFORM });
  const fromSources = await buildServer({ compute, platform: OPEN_PLATFORM });
  await Promise.all([fromDist.ready(), fromSources.ready()]);
  try {
    for (const key of PRECOMPILED) {
      assert.equal(compiled.validatorOrigins.get(key), 'precompiled', key);
      assert.equal(validatorOrigins.get(key), 'compiled', key);
    }
    assert.deepEqual(
      [...compiled.validatorOrigins].filter(([, origin]) => origin !== 'precompiled'),
      [],
    );
    for (const { method, url, body } of INVALID) {
      const request = {
        method,
        url,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      } as const;
      const expected = await fromSources.inject(request);
      assert.equal(expected.statusCode, 422, `${url} ${expected.payload}`);
      const fieldErrors = (expected.json() as { field_errors: unknown[] }).field_errors;
      assert.ok(fieldErrors.length > 0, expected.payload);
      const precompiled = await fromDist.inject(request);
      assert.equal(precompiled.statusCode, 422);
      assert.equal(precompiled.payload, expected.payload);
      // The running compiled service (its real platform: credentials first, then validation).
      const served = await fetch(`${svc.url}${url}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      assert.equal(served.status, 422);
      assert.equal(await served.text(), expected.payload);
    }
  } finally {
    await Promise.all([fromDist.close(), fromSources.close()]);
  }
});

test('the compiled zone lookup reads the build’s split of geo-tz’s index, branch by branch', () => {
  // src/geo/zone-index.ts: the build writes the split beside the compiled lookup, and a compiled
  // process primes geo-tz with it; the answer is the one the sources give (geo-tz's whole index).
  assert.ok(existsSync(join(ROOT, 'dist/geo/geo-tz-index/index.json')));
  const script = `
    import { createRequire } from 'node:module';
    import { zoneAtCoordinates } from ${JSON.stringify(join(ROOT, 'dist/geo/zone-lookup.js'))};
    import { geoTzFiles } from ${JSON.stringify(join(ROOT, 'dist/geo/zone-index.js'))};
    const zone = zoneAtCoordinates(59.9139, 10.7522);
    const index = geoTzFiles(${JSON.stringify(join(ROOT, 'dist/geo/zone-lookup.js'))}).index;
    const lookup = createRequire(import.meta.url).cache[index].exports.lookup;
    const unread = (node) => Object.keys(node).filter((k) => Object.getOwnPropertyDescriptor(node, k).get).length
      + Object.values(node).filter((c) => typeof c === 'object' && c !== null && !Array.isArray(c)).reduce((n, c) => n + unread(c), 0);
    process.stdout.write(JSON.stringify({ zone, unread: unread(lookup) }));`;
  const out = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  ) as { zone: string; unread: number };
  assert.equal(out.zone, zoneAtCoordinates(59.9139, 10.7522));
  assert.equal(out.zone, 'Europe/Oslo');
  // One branch read for the one lookup; the rest of the 62 are still files.
  assert.ok(out.unread > 16, `${out.unread} branches unread`);
});

test('the compile cache is written once a worker listens, while the service runs', () => {
  // Node writes it at a clean exit only; the service flushes it after listening (src/process/serve.ts). One
  // folder per Node version and flags under the cache directory, one file per compiled module.
  assert.equal(svc.child.exitCode, null, 'the service still runs');
  const entries = existsSync(compileCache)
    ? readdirSync(compileCache).flatMap((v) => readdirSync(join(compileCache, v)))
    : [];
  assert.ok(entries.length >= 10, `compile cache entries while running: ${entries.length}`);
});

test('SIGTERM stops the compiled service cleanly', async () => {
  await svc.stop();
  assert.equal(await svc.exited, 0);
});
