/**
 * The compiled build that `npm start` runs (scripts/start.mjs → dist/, issue 11 §6). Every other HTTP
 * test runs the TypeScript sources through tsx, so this one checks what the build changes: the file
 * layout that import.meta.url paths rely on, the worker-thread entry points and the vendored packages.
 * Authority: the sources themselves, run in this process.
 * - dist/ imports typebox and kysely only from dist/vendor/ (one copy of each; scripts/build.mjs);
 * - the compiled service, WORKERS=2, answers a birth chart byte-for-byte as the sources compute it
 *   (same input with a fixed as_of), a muhurta (a use case loaded by URL on a worker thread), a portal
 *   asset as its file, and /source; on SIGTERM it exits 0.
 * Bounded: a handful of loopback requests; the build (about a second) runs only when dist/ is stale.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { birthChart } from '../../src/app/birth-chart.js';
import { createComputeDeps } from '../../src/compose.js';
import { loadConfig } from '../../src/config.js';
import { type RunningService, START, startService } from '../helpers/cluster.js';
import { TEST_SECRET_KEY } from '../helpers/platform.js';
import { tempDir } from '../helpers/tmp.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const BIN = join(ROOT, 'bin/sublord');
const dir = tempDir('compiled-start');
let svc: RunningService;
let headers: Record<string, string>;

before(async () => {
  svc = await startService({ WORKERS: '2', DATA_DIR: dir.path }, 90_000, [
    '--no-warnings=ExperimentalWarning',
    START,
  ]);
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
  const computed = JSON.stringify(birthChart(createComputeDeps(loadConfig()), body, '2026-11-21'));
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

  const source = await fetch(`${svc.url}/source`);
  assert.equal(source.status, 200);
  assert.equal(source.headers.get('content-type'), 'application/gzip');
  await source.arrayBuffer();
});

test('SIGTERM stops the compiled service cleanly', async () => {
  await svc.stop();
  assert.equal(await svc.exited, 0);
});
