/**
 * The entry scripts on a Node.js older than package.json's engines (scripts/node-check.mjs): one line
 * naming both versions, exit code 1, instead of Node's SyntaxError about a missing export. Authority:
 * package.json's `engines.node` (">=26.12") and what Node 20 lacks (node:module's enableCompileCache,
 * added in Node 22.1). An old Node is simulated by a preload that reports an older
 * process.versions.node, so the test needs no second Node on the machine.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
// @ts-expect-error: a plain .mjs script without types
import { nodeTooOld } from '../../scripts/node-check.mjs';

const tooOld = nodeTooOld as (version: string, range: string) => string | null;
const root = new URL('../../', import.meta.url);
const engines = (
  JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

test('a version below the engines range gets a message naming both; one within it none', () => {
  assert.equal(engines, '>=26.12');
  const message = tooOld('20.20.2', engines);
  assert.match(message ?? '', /needs Node\.js 26\.12 or newer.*this is Node\.js 20\.20\.2/);
  assert.notEqual(tooOld('26.11.9', engines), null);
  assert.notEqual(tooOld('25.99.0', engines), null);
  assert.equal(tooOld('26.12.0', engines), null);
  assert.equal(tooOld('26.12.1', engines), null);
  assert.equal(tooOld('27.0.0', engines), null);
  assert.throws(() => tooOld('26.12.1', '^26'), /not ">=MAJOR.MINOR"/);
});

// A preload that makes this Node report 20.20.2, as Node 20 would.
const OLD_NODE = `data:text/javascript,Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });`;

for (const [script, args] of [
  ['scripts/start.mjs', []],
  ['scripts/sublord.mjs', ['chart', '--date', '1990-07-04', '--time', '10:12']],
  ['scripts/sublord.mjs', ['--version']],
] as const) {
  test(`${script} ${args.join(' ')} on an older Node: the one line and exit code 1`, () => {
    const r = spawnSync(
      process.execPath,
      ['--import', OLD_NODE, new URL(script, root).pathname, ...args],
      { encoding: 'utf8', env: { ...process.env, PORT: '0' }, timeout: 30_000 },
    );
    assert.equal(r.status, 1, r.stderr);
    assert.equal(r.stdout, '');
    assert.equal(
      r.stderr,
      `sublord needs Node.js 26.12 or newer (Node 26 LTS); this is Node.js 20.20.2. The README's "Quick start" says how to get Node 26.\n`,
    );
  });
}

test('the entry scripts take node:module whole: a named export Node 20 lacks fails before any check', () => {
  for (const script of ['scripts/start.mjs', 'scripts/sublord.mjs']) {
    const source = readFileSync(new URL(script, root), 'utf8');
    assert.doesNotMatch(source, /import\s*\{[^}]*\}\s*from\s*'node:module'/, script);
    const imports = [...source.matchAll(/^import .*$/gm)].map((m) => m[0]);
    const check = imports.indexOf("import './node-check.mjs';");
    assert.notEqual(check, -1, `${script} imports node-check.mjs`);
    // Before the check only Node's own modules, which every supported and older Node has.
    for (const earlier of imports.slice(0, check))
      assert.match(earlier, /from 'node:(fs|cluster)'/);
  }
});

// A node_modules installed for another Node.js (issue 37 §10). The loader's own error for an addon
// built against another NODE_MODULE_VERSION (Node's text, src/node_binding.cc), raised here by a
// preload that refuses sweph's addon as such a Node would, so the test needs no second Node.
const NODE_ABI = process.versions.modules;
const DLOPEN_MESSAGE = [
  "The module '/srv/sublord/node_modules/sweph/build/Release/sweph.node'",
  'was compiled against a different Node.js version using',
  `NODE_MODULE_VERSION 115. This version of Node.js requires`,
  `NODE_MODULE_VERSION ${NODE_ABI}. Please try re-compiling or re-installing`,
  'the module (for instance, using `npm rebuild` or `npm install`).',
].join('\n');
const FOREIGN_ADDON = `data:text/javascript,${encodeURIComponent(
  `import { registerHooks } from 'node:module';
   registerHooks({ resolve(specifier, context, next) {
     if (specifier.endsWith('sweph.node')) {
       throw Object.assign(new Error(${JSON.stringify(DLOPEN_MESSAGE)}), { code: 'ERR_DLOPEN_FAILED' });
     }
     return next(specifier, context);
   } });`,
)}`;
const REBUILD_LINE = `the native module sweph was built for NODE_MODULE_VERSION 115 (another Node.js), and Node.js ${process.versions.node} needs NODE_MODULE_VERSION ${NODE_ABI}: run \`npm rebuild\` (or \`npm ci\`) with this Node.js ${process.versions.node}`;

for (const [script, args, prefix] of [
  ['scripts/sublord.mjs', ['chart', '--date', '1990-07-04', '--time', '10:12'], 'sublord: '],
  ['scripts/start.mjs', [], 'sublord could not start: '],
] as const) {
  test(`${script} with an addon built for another Node.js: one line naming both NODE_MODULE_VERSIONs and npm rebuild`, () => {
    const r = spawnSync(
      process.execPath,
      ['--import', FOREIGN_ADDON, new URL(script, root).pathname, ...args],
      {
        encoding: 'utf8',
        env: { ...process.env, PORT: '0', WORKERS: '1', LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    assert.equal(r.status, 78, r.stderr);
    // npm start's build, when the sources are newer than dist/, says so on a line of its own first.
    const lines = r.stderr.split('\n').filter((l) => l !== '' && !l.startsWith('built dist/'));
    assert.deepEqual(lines, [`${prefix}${REBUILD_LINE}`]);
  });
}

test('an install on another Node.js stops before it installs anything (engine-strict)', () => {
  const npmrc = readFileSync(new URL('.npmrc', root), 'utf8');
  assert.match(npmrc, /^engine-strict=true$/m);
  // The range npm checks is the one the start-up check reads, and the pinned Node satisfies it.
  const pinned = readFileSync(new URL('.node-version', root), 'utf8').trim();
  assert.equal(tooOld(pinned, engines), null);
});
