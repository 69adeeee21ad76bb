/**
 * scripts/build.mjs's freshness fingerprint (npm start and bin/sublord rebuild or run the sources when
 * dist/ is older than src/): what an edit, a new file, a removed file and a rename do to it. Authority:
 * the rule in scripts/build.mjs (a build is stale when the count of entries under src differs or one
 * is newer than the stamp); run on a scratch folder, never on src/ (other tests use dist/).
 */
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
// @ts-expect-error: a plain .mjs script without types
import { fingerprint } from '../../scripts/build.mjs';
import { tempDir } from '../helpers/tmp.js';

type Fingerprint = { files: number; newest: number };
const fp = fingerprint as (dir: string) => Fingerprint;

test('the fingerprint moves with an edit, a new file, a removed file and a rename', (t) => {
  const scratch = tempDir('fresh');
  t.after(() => scratch.remove());
  const dir = scratch.path;
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'app/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'b.ts'), 'export const b = 1;\n');
  // Every entry an hour in the past between the steps. The fingerprint starts from build.mjs's own
  // mtime (in the past too, from the clone or the last edit), so a change made now shows above it.
  const base0 = Date.now() / 1000 - 3600;
  const age = () => {
    for (const p of ['app/a.ts', 'b.ts', 'app', '.']) utimesSync(join(dir, p), base0, base0);
  };
  age();
  const base = fp(dir);
  assert.equal(base.files, 3, 'app, app/a.ts and b.ts');

  // An edit in place (the folder's mtime does not move): the file's own mtime does (set a minute
  // ahead, so no clock resolution hides it).
  const later = Date.now() / 1000 + 60;
  utimesSync(join(dir, 'app/a.ts'), later, later);
  assert.ok(fp(dir).newest > base.newest);

  age();
  writeFileSync(join(dir, 'app/c.ts'), '');
  age();
  assert.equal(fp(dir).files, 4, 'a new file changes the count');

  rmSync(join(dir, 'app/c.ts'));
  age();
  assert.equal(fp(dir).files, 3, 'a removed file changes the count');

  // A rename keeps the count and the file's mtime; its folder's mtime moves.
  age();
  const before = fp(dir);
  renameSync(join(dir, 'app/a.ts'), join(dir, 'app/z.ts'));
  const renamed = fp(dir);
  assert.equal(renamed.files, 3);
  assert.ok(renamed.newest > before.newest, 'a rename is seen through the folder');
});
