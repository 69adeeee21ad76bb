#!/usr/bin/env node
// The compiled build (issue 11 §6): src/**/*.ts → dist/**/*.js, one file per source file (no bundle,
// so import.meta.url and the worker-thread entry points keep their layout), plus the non-TypeScript
// files under src (JSON tables, portal assets). esbuild only strips types; `npm run check` type-checks.
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

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

/** What the build depends on: every file under src (path and mtime), and this script. */
function fingerprint(files) {
  let newest = statSync(fileURLToPath(import.meta.url)).mtimeMs;
  for (const f of files) newest = Math.max(newest, statSync(f).mtimeMs);
  return { files: files.length, newest };
}

export function isStale(files = walk(src)) {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    const now = fingerprint(files);
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
    target: 'node20.19',
    bundle: false,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // End esbuild's service process: npm start's primary would otherwise keep it (70 MB) for its life.
  await esbuild.stop();
  for (const f of files.filter((f) => !f.endsWith('.ts'))) {
    const to = join(dist, relative(src, f));
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(f, to);
  }
  writeFileSync(stampFile, JSON.stringify(fingerprint(files)));
  return { files: files.length, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  const { files, ms } = await buildDist();
  process.stderr.write(`built dist/ from ${files} files in ${ms} ms\n`);
}
