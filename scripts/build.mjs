#!/usr/bin/env node
// The compiled build (issue 11 §6): src/**/*.ts → dist/**/*.js, one file per source file (no bundle,
// so import.meta.url and the worker-thread entry points keep their layout), plus the non-TypeScript
// files under src (JSON tables, portal assets). esbuild only strips types; `npm run check` type-checks.
//
// One exception to "no bundle": the ESM-only packages in VENDORED are each bundled into one file under
// dist/vendor/, and dist's imports of them point there. Node's ESM loader resolves, reads and links
// every module file on its own; typebox and kysely are a few hundred small files, which made up about
// a third of a worker's start (measured: importing dist/process/serve.js 0.79-1.30 s, 0.59-0.68 s vendored).
// Both are used only by our own modules (no other package imports them), so one copy of each exists.
//
// The server itself is then bundled too: dist/bundle/main.js (and its chunks) hold every module npm
// start loads, built from the per-file dist/ (so from its vendored copies), with the packages every
// worker loads at start (fastify, pino: BUNDLED_PACKAGES); other packages stay external.
// A worker then reads and links a handful of files instead of about 200 (measured: importing the
// server 220-240 ms per file, 150-190 ms bundled). Each module's import.meta.url is rewritten to the
// URL of its own per-file copy, so paths relative to a module (assets, use cases run on worker
// threads, the precompiled validators) resolve as they do unbundled; worker threads load the
// per-file modules.
//
//   node scripts/build.mjs           build now
//   node scripts/build.mjs --if-stale   build only when a file under src is newer than the last build
//
// `npm start` runs the second form, so the build never goes stale in development; `npm ci` runs the
// first through `prepare`.
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const dist = join(root, 'dist');
const stampFile = join(dist, '.build-stamp.json');

/** ESM-only packages bundled into dist/vendor/<name>.js (see the header). */
const VENDORED = ['typebox', 'kysely'];

/** A one-line entry re-exporting a package, for esbuild to bundle (removed after the build). */
function vendorEntry(name) {
  const dir = join(dist, '.vendor-entries');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, `export * from '${name}';\n`);
  return file;
}

/**
 * Points dist's imports of the vendored packages at dist/vendor/. esbuild prints a static import as
 * `from "name"`; any other form left naming a vendored package (a subpath, a dynamic import) fails
 * the build rather than loading a second copy from node_modules.
 */
function pointImportsAtVendor() {
  const names = VENDORED.join('|');
  const staticImport = new RegExp(`from "(${names})";`, 'g');
  const leftover = new RegExp(`(from|import)\\s*\\(?\\s*"(${names})(/[^"]*)?"`);
  for (const file of walk(dist)) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(file, 'utf8');
    let vendor = relative(dirname(file), join(dist, 'vendor'));
    if (!vendor.startsWith('.')) vendor = `./${vendor}`;
    const pointed = code.replace(staticImport, (_, name) => `from "${vendor}/${name}.js";`);
    const left = pointed.match(leftover);
    if (left)
      throw new Error(
        `${relative(root, file)}: unsupported import of a vendored package: ${left[0]}`,
      );
    if (pointed !== code) writeFileSync(file, pointed);
  }
}

/**
 * Rewrites every character outside ASCII in dist's JavaScript as its \uXXXX escape (one per UTF-16
 * unit). esbuild escapes string literals but leaves comments, regular expressions and template
 * literals as written, so one `·` or `°` made a whole chunk a two-byte string: Node decodes such a
 * file through the slow UTF-8 path and V8 keeps its source at twice the size (measured: reading the
 * chunks and the stored validators that have any took 59 ms, escaped 22 ms). An escape means the
 * same character in a string, a template's cooked text, a regular expression and an identifier, and
 * nothing in a comment; no module here reads a template's raw text (String.raw), which would differ.
 * Files copied from src (portal assets, served as they are) are left alone.
 */
function escapeNonAscii(copied) {
  for (const file of walk(dist)) {
    if (copied.has(file) || !(file.endsWith('.js') || file.endsWith('.cjs'))) continue;
    const code = readFileSync(file, 'utf8');
    if (!/[\u0080-\uffff]/.test(code)) continue;
    // `\é` would become `\\u00e9`, a backslash and five letters: refuse rather than guess.
    const escapedChar = code.match(/\\[\u0080-\uffff]/);
    if (escapedChar)
      throw new Error(
        `${relative(root, file)}: a backslash before ${escapedChar[0]}: write the escape`,
      );
    const escaped = code.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    writeFileSync(file, escaped);
  }
}

/** The directory of the server bundle that scripts/start.mjs runs (see the header). */
export const BUNDLE_DIR = join(dist, 'bundle');

/**
 * The packages every worker loads at start, bundled into the server's bundle with what they require
 * (other packages stay external and load from node_modules on first use). Node's CommonJS loader
 * resolves, stats and reads each of their files on its own: fastify and pino are about 150 files,
 * which took about a fifth of a worker's start (measured, issue 22). commander, which every
 * bin/sublord command loads, goes into the command line's bundle the same way (7 files: 20 ms less
 * CPU for `sublord --help`, 10 ms for `chart`, 10 interleaved runs; bench/RESULTS.md).
 */
const BUNDLED_PACKAGES = new Set([
  'fastify',
  'pino',
  '@fastify/cookie',
  '@fastify/formbody',
  '@fastify/helmet',
  'commander',
]);
/**
 * Never bundled, even when a bundled package requires them: native addons, packages that read their
 * own files beside them, and Ajv with the compilers that share its instance with src/http/validators.ts
 * (which loads them from node_modules).
 */
const NEVER_BUNDLED = new Set([
  'sweph',
  '@node-rs/argon2',
  'geo-tz',
  'ajv',
  'ajv-formats',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'fast-json-stringify',
  'thread-stream',
]);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const bundleOnlyStartPackages = {
  name: 'bundle-only-start-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return undefined;
      const name = packageOf(args.path);
      if (NEVER_BUNDLED.has(name)) return { external: true };
      // Inside a bundled package: its own dependencies come along.
      if (args.importer.includes('/node_modules/')) return undefined;
      return BUNDLED_PACKAGES.has(name) ? undefined : { external: true };
    });
  },
};

/**
 * dist/main.js and everything it imports, packages excepted, as dist/bundle/main.js + chunks; the
 * command line's entry (dist/cli/main.js) beside it as dist/bundle/cli.js, sharing the chunks (run by
 * scripts/sublord.mjs). Both entries sit in BUNDLE_DIR itself, as the chunks do.
 */
async function bundleServer(esbuild) {
  const ownUrl = {
    name: 'own-import-meta-url',
    setup(build) {
      build.onLoad({ filter: /\.js$/ }, (args) => {
        const code = readFileSync(args.path, 'utf8');
        if (!code.includes('import.meta.url')) return undefined;
        // Chunks sit in BUNDLE_DIR, so this URL, relative to a chunk's, is the per-file module's.
        const own = JSON.stringify(relative(BUNDLE_DIR, args.path));
        const contents = code.replaceAll(
          'import.meta.url',
          `new URL(${own}, import.meta.url).href`,
        );
        return { contents, loader: 'js' };
      });
    },
  };
  await esbuild.build({
    entryPoints: [
      { in: join(dist, 'main.js'), out: 'main' },
      { in: join(dist, 'cli/main.js'), out: 'cli' },
    ],
    outdir: BUNDLE_DIR,
    format: 'esm',
    platform: 'node',
    target: 'node26',
    bundle: true,
    splitting: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownUrl, bundleOnlyStartPackages],
    // CommonJS packages in an ESM bundle call `require` for Node's modules and the external packages:
    // each chunk gets its own, made for its own URL.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
  });
}

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/**
 * What the build depends on: every entry under src (files and folders: their count and newest mtime;
 * a folder's mtime moves when an entry in it is added, removed or renamed), and this script.
 * npm start's primary and every bin/sublord command run this before anything else, so it is kept
 * lean: one recursive readdir (names only) and one stat per entry, paths joined as strings
 * (path.join and Dirent objects made the former walk about twice the CPU: 23-32 ms against 11-16 ms
 * on the shared machine, issue 22).
 */
export function fingerprint(dir = src) {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  const entries = readdirSync(dir, { recursive: true });
  for (const entry of entries) {
    const mtime = statSync(`${dir}/${entry}`).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return { files: entries.length, newest };
}

export function isStale() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    const now = fingerprint();
    return stamp.files !== now.files || stamp.newest < now.newest;
  } catch {
    return true;
  }
}

export async function buildDist() {
  const started = performance.now();
  const files = walk(src);
  const esbuild = await import('esbuild');
  rmSync(dist, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: files.filter((f) => f.endsWith('.ts')),
    outdir: dist,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node26',
    bundle: false,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  pointImportsAtVendor();
  await esbuild.build({
    entryPoints: VENDORED.map((name) => ({ in: vendorEntry(name), out: name })),
    outdir: join(dist, 'vendor'),
    format: 'esm',
    platform: 'node',
    target: 'node26',
    bundle: true,
    splitting: true,
    logLevel: 'warning',
  });
  rmSync(join(dist, '.vendor-entries'), { recursive: true, force: true });
  // Copied as they are (portal assets are served byte for byte), never rewritten below.
  const copied = new Set();
  for (const f of files.filter((f) => !f.endsWith('.ts'))) {
    const to = join(dist, relative(src, f));
    copied.add(to);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(f, to);
  }
  await bundleServer(esbuild);
  // End esbuild's service process: npm start's primary would otherwise keep it (70 MB) for its life.
  await esbuild.stop();
  // The routes' request validators, compiled here once instead of by every starting server
  // (src/http/validators.ts). In a process of its own: it builds the server, which loads every route.
  // child_process is imported here, not at the top: bin/sublord and npm start import isStale from
  // this file on every start, and loading child_process took 10-25 ms of it (measured, issue 22).
  const { execFileSync } = await import('node:child_process');
  execFileSync(
    process.execPath,
    [join(dist, 'http/validators-precompile.js'), join(dist, 'http/precompiled-validators.cjs')],
    { stdio: 'inherit' },
  );
  // geo-tz's zone index split by branch (src/geo/zone-index.ts), beside the compiled zone lookup
  // that reads it. Its module uses only Node built-ins, so it loads here without the rest of dist/.
  const { writeZoneIndex } = await import(join(dist, 'geo/zone-index.js'));
  writeZoneIndex(join(dist, 'geo/geo-tz-index'));
  escapeNonAscii(copied);
  writeFileSync(stampFile, JSON.stringify(fingerprint()));
  return { files: files.length, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  const { files, ms } = await buildDist();
  process.stderr.write(`built dist/ from ${files} files in ${ms} ms\n`);
}
